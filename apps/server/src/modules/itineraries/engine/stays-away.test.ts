import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { commuteOf, renderDays, type Trip } from './trip';

const kb = knowledgeBase();

const AWAY = { km: 30, hours: 1.25 };

/** A trip's days as planned from a stay out of town: the card's own plan, its stay moved out. */
function movedOut(trip: Trip, away: { km: number; hours: number }): Trip {
  return { ...trip, stays: trip.stays.map((stay) => ({ ...stay, away })) };
}

/** Each day of each card to Shimla, planned from a stay 30 km out: its outline and its text. */
function daysFromOutOfTown(from: string, days: number) {
  return cardsForTrip(from, 'Shimla', days, '2027-03-03').flatMap((card) => {
    const trip = movedOut(card.trip, AWAY);
    const rendered = renderDays(trip);
    return trip.outlines.map((outline) => ({
      card,
      trip,
      outline,
      day: rendered[outline.day - 1]!,
    }));
  });
}

describe('a stay out of town (decision 62)', () => {
  it('drives into the centre and back on each day of sights there', () => {
    let checked = 0;
    for (const { card, trip, outline, day } of daysFromOutOfTown('Delhi', 5)) {
      {
        const text = [day.morning, day.afternoon, day.evening].join(' ');
        const commute = commuteOf(trip, outline);
        if (outline.kind === 'explore' && outline.placesVisited.length > 0 && !outline.excursion) {
          checked += 1;
          expect(commute?.legs, `${card.key} day ${outline.day}`).toBe(2);
          expect(text).toContain(
            `Drive from ${outline.hotel} into Shimla (30 km, about 1 h 15 min)`,
          );
          expect(text).toContain(`drive back to ${outline.hotel}`);
        }
        // A day trip sets out from the stay itself; a free day stays put.
        if (outline.excursion || outline.placesVisited.length === 0) {
          expect(commute).toBeUndefined();
          expect(text).not.toContain('into Shimla (30 km');
        }
      }
    }
    // The same cards planned from a stay in town say nothing of a drive in.
    for (const card of cardsForTrip('Delhi', 'Shimla', 5, '2027-03-03')) {
      for (const day of renderDays(card.trip)) {
        expect([day.morning, day.afternoon].join(' ')).not.toContain(' into Shimla (');
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('reaches the sights after an arrival and before the ride home from the stay', () => {
    let arrivals = 0;
    let departures = 0;
    for (const { trip, outline, day } of daysFromOutOfTown('Chandigarh', 3)) {
      {
        if (outline.kind === 'arrival' && outline.afternoon.length > 0) {
          arrivals += 1;
          expect(day.afternoon).toContain('30 km out of Shimla; then drive back into town');
        }
        if (outline.kind === 'departure' && outline.morning.length > 0) {
          departures += 1;
          expect(day.morning).toContain('and drive into Shimla (30 km, about 1 h 15 min)');
          expect(commuteOf(trip, outline)?.legs).toBe(1);
        }
      }
    }
    expect(arrivals + departures).toBeGreaterThan(0);
  });

  it('marks only stays that the knowledge base gives a distance for', () => {
    for (const place of kb.destinations) {
      for (const tier of Object.values(place.stays)) {
        for (const stay of tier) {
          if (!stay.away) continue;
          // At least 10 km out, and driven at a speed a road allows.
          expect(stay.away.km, `${place.id}: ${stay.name}`).toBeGreaterThanOrEqual(10);
          expect(stay.away.km / stay.away.hours, `${place.id}: ${stay.name}`).toBeLessThan(80);
        }
      }
    }
  });
});
