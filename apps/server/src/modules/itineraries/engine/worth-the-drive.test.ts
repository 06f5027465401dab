import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { commuteOf, itemHours, renderDays, type DayOutline, type Trip } from './trip';

const kb = knowledgeBase();
const MORNING_HOURS = 3.5;

/** Every place with a stay an hour or more out of it, and the cards of a 5-day trip there. */
function cardsFromFarStays() {
  return kb.destinations
    .filter((place) =>
      Object.values(place.stays)
        .flat()
        .some((stay) => (stay.away?.hours ?? 0) >= 1),
    )
    .flatMap((place) =>
      cardsForTrip(place.country === 'India' ? 'Delhi' : 'Mumbai', place.name, 5, '2027-02-08'),
    );
}

/** A day's sights and outings, and those of them seen in the place, not beside the stay. */
function itemsOf(outline: DayOutline) {
  const items = [...outline.morning, ...outline.afternoon, ...outline.evening];
  return {
    items,
    inTown: items.filter((item) => !('attraction' in item && item.byStay)),
  };
}

/** Whether an earlier day of the stop saw a sight in the place itself. */
function beenInTown(trip: Trip, outline: DayOutline) {
  return trip.outlines.some(
    (day) =>
      day.day < outline.day &&
      day.stopIndex === outline.stopIndex &&
      itemsOf(day).inTown.length > 0,
  );
}

describe('a day in town from a stay out of it (decision 187)', () => {
  const cards = cardsFromFarStays();

  it('drives in only for as many hours of sights as the drive, or a morning of them', () => {
    let driven = 0;
    let atTheStay = 0;
    for (const card of cards) {
      const { trip } = card;
      for (const outline of trip.outlines) {
        const commute = commuteOf(trip, outline);
        const stay = trip.stays.find((one) => one.place === outline.place);
        if (outline.kind === 'leisure' && stay?.away) atTheStay += 1;
        if (outline.kind !== 'explore' || commute?.legs !== 2) continue;
        driven += 1;
        const { items, inTown } = itemsOf(outline);
        const hours = inTown.reduce((total, item) => total + itemHours(item), 0);
        if (hours >= Math.min(2 * commute.hours, MORNING_HOURS)) continue;
        // The first day in the place, its headline sight, or an outing is worth the drive.
        const headline = outline.place.attractions[0]!.name;
        const kept =
          !beenInTown(trip, outline) ||
          outline.placesVisited.includes(headline) ||
          items.some((item) => 'activity' in item);
        expect(kept, `${card.key} day ${outline.day}: ${outline.placesVisited.join(', ')}`).toBe(
          true,
        );
      }
    }
    expect(driven).toBeGreaterThan(100);
    expect(atTheStay).toBeGreaterThan(10);
  });

  it('drives in on the day it arrives only for sights worth the drive (decision 207)', () => {
    let arrivals = 0;
    let atTheStay = 0;
    for (const card of cards) {
      const { trip } = card;
      for (const outline of trip.outlines) {
        if (outline.kind !== 'arrival') continue;
        const stay = trip.stays.find((one) => one.place === outline.place);
        if ((stay?.away?.hours ?? 0) < 1) continue;
        const later = trip.outlines.some(
          (day) =>
            day.day > outline.day && day.stopIndex === outline.stopIndex && day.kind === 'explore',
        );
        const commute = commuteOf(trip, outline);
        const where = `${card.key} day ${outline.day}: ${outline.placesVisited.join(', ')}`;
        if (!commute && stay?.inAtStay && outline.evening.length === 0) atTheStay += 1;
        if (commute?.legs !== 2 || !later) continue;
        arrivals += 1;
        const { items, inTown } = itemsOf(outline);
        const hours = inTown.reduce((total, item) => total + itemHours(item), 0);
        const headline = outline.place.attractions[0]!.name;
        const kept =
          hours >= Math.min(2 * commute.hours, MORNING_HOURS) ||
          outline.placesVisited.includes(headline) ||
          items.some((item) => 'activity' in item);
        expect(kept, where).toBe(true);
      }
    }
    expect(arrivals).toBeGreaterThan(0);
    expect(atTheStay).toBeGreaterThan(5);
  });

  it('spends a day not driven into town at the stay, and says so', () => {
    let checked = 0;
    for (const card of cards) {
      const { trip } = card;
      const days = renderDays(trip);
      for (const outline of trip.outlines) {
        const stay = trip.stays.find((one) => one.place === outline.place);
        if (!stay?.away || outline.excursion || commuteOf(trip, outline)) continue;
        const day = days[outline.day - 1]!;
        const where = `${card.key} day ${outline.day}`;
        if (outline.kind === 'leisure') {
          checked += 1;
          expect(day.evening, where).toBe(`Evening at leisure at ${outline.hotel}.`);
          expect(day.description, where).toContain(`A free day at ${outline.hotel}, out of`);
          expect(day.title, where).toBe(`${stay.away.at ?? outline.place.name} at leisure`);
        }
        if (outline.kind === 'explore' && outline.evening.length === 0) {
          checked += 1;
          expect(day.evening, where).not.toContain(`around ${outline.place.name}`);
          expect(day.afternoon, where).not.toContain(`Free afternoon in ${outline.place.name}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('keeps the places whose stays are in another town (Dawki from Shillong, Sonamarg)', () => {
    for (const [from, to] of [
      ['Kolkata', 'Dawki'],
      ['Delhi', 'Sonamarg'],
      ['Delhi', 'Sanchi'],
    ] as const) {
      for (const card of cardsForTrip(from, to, 5, '2027-05-10')) {
        const { trip } = card;
        const seenThere = trip.outlines.some(
          (outline) =>
            outline.place.name === trip.stays[0]!.place.name && itemsOf(outline).inTown.length > 0,
        );
        expect(seenThere, card.key).toBe(true);
      }
    }
  });
});
