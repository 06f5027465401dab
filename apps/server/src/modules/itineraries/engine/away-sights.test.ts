import { describe, expect, it } from 'vitest';
import type { Attraction, Destination } from '../knowledge/schema';
import { SLOTS, slotsFor, timeFor } from './hours';
import { rankedCards } from './planner';
import { cardsForTrip, engineSearchOf } from './quality';
import { buildTrip, noteBeside, renderDays } from './trip';
import { knowledgeBase } from '../knowledge/load';

/** Munnar with one sight moved out of town, under an id of its own (orders are cached by id). */
function withSightAway(place: Destination, away: NonNullable<Attraction['away']>) {
  const far: Attraction = { ...place.attractions[1]!, away };
  const moved: Destination = {
    ...place,
    id: `${place.id}-away-test`,
    attractions: place.attractions.map((sight, index) => (index === 1 ? far : sight)),
  };
  return { far, moved };
}

describe('sights out of town', () => {
  it('keeps a sight an hour or more away out of the evening and counts the drive both ways', () => {
    const sight: Attraction = { name: 'Viewpoint', kind: 'viewpoint', hours: 1, entryFee: 0 };
    expect(slotsFor(sight)).toContain('evening');
    expect(timeFor(sight)).toBe(1);
    const far = { ...sight, away: { km: 45, hours: 1.5 } };
    expect(slotsFor(far)).toEqual(['morning', 'afternoon']);
    expect(timeFor(far)).toBe(4);
    // An evening-only show stays in the evening, however far.
    const show = { ...sight, note: 'Light and sound show at 7 pm', away: { km: 30, hours: 1 } };
    expect(slotsFor(show)).toEqual(['evening']);
  });

  it('plans the day of a far sight around its drive, and says how far it is', () => {
    const search = engineSearchOf({
      from: 'Kochi',
      to: 'Munnar',
      days: 5,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 500_000],
    });
    let seen = 0;
    for (const card of rankedCards(search)) {
      const { far, moved } = withSightAway(card.trip.spec.stops[0]!.place, { km: 60, hours: 2 });
      const spec = {
        ...card.trip.spec,
        stops: card.trip.spec.stops.map((stop) => ({ ...stop, place: moved })),
      };
      const trip = buildTrip(spec, card.trip.search);
      const day = trip.outlines.find((outline) =>
        SLOTS.some((slot) =>
          outline[slot].some((item) => 'attraction' in item && item.attraction === far),
        ),
      );
      if (!day) continue;
      seen += 1;
      expect(day.evening.some((item) => 'attraction' in item && item.attraction === far)).toBe(
        false,
      );
      // The drive there and back (4 h) and the visit fill a slot that holds nothing else.
      const slot = SLOTS.find((name) =>
        day[name].some((item) => 'attraction' in item && item.attraction === far),
      )!;
      const slotHours = day[slot].reduce(
        (total, item) =>
          total + ('attraction' in item ? timeFor(item.attraction) : item.activity.hours),
        0,
      );
      expect(slotHours, card.key).toBeLessThanOrEqual(7.5);
      const words = renderDays(trip)[day.day - 1]!;
      expect(`${words.morning} ${words.afternoon}`).toContain(
        `${far.name} (60 km out of town, about 2 h each way by road; about ${far.hours} h there`,
      );
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe("Sakleshpur's Shettihalli church, 60 km out by Hassan", () => {
  it('is planned with its drive there and back, never as a sight in town', () => {
    let seen = 0;
    for (const days of [3, 4, 5]) {
      for (const { trip } of cardsForTrip('Bengaluru', 'Sakleshpur', days, '2027-01-15')) {
        for (const day of renderDays(trip)) {
          const text = `${day.morning} ${day.afternoon} ${day.evening}`;
          if (!text.includes('Shettihalli')) continue;
          seen += 1;
          expect(text).toContain('Shettihalli Rosary Church (60 km out of town, about 1 h 15 min');
          expect(day.evening).not.toContain('Shettihalli');
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('the note beside a sight out of town', () => {
  it('gives only the sourced drive, not a distance of its own', () => {
    const kb = knowledgeBase();
    const sight = (place: string, name: string) =>
      kb.byId.get(place)!.attractions.find((a) => a.name === name)!;
    // "30 km out of town … 25 km" read as two answers to one question.
    expect(noteBeside(sight('shillong', 'Laitlum Canyons'))).toBe('go on a clear morning');
    expect(noteBeside(sight('aurangabad', 'Ellora Caves'))).toBe(
      'Closed Tuesdays; Kailasa temple (Cave 16) is the highlight; open 9 am–5:30 pm',
    );
    // A bracket that gives a distance goes whole, not its first words only ("via Kunduli,
    // chowk and a short walk").
    expect(noteBeside(sight('koraput', 'Deomali Peak'))).toMatch(
      /drive up via Kunduli and a short walk to the top/,
    );
    for (const place of kb.destinations) {
      for (const attraction of place.attractions.filter((a) => a.away)) {
        const note = noteBeside(attraction);
        expect(note, `${place.id}: ${attraction.name}`).not.toMatch(/\d ?km\b/);
        // No clause left empty or cut short where a distance was taken out.
        expect(note, `${place.id}: ${attraction.name}`).not.toMatch(/\(\s*\)|\s,|,\s*[,;)]|\s{2}/);
      }
    }
    // A sight in town keeps its note whole.
    const town = kb.destinations
      .flatMap((place) => place.attractions)
      .find((a) => !a.away && /\d km/.test(a.note ?? ''))!;
    expect(noteBeside(town)).toBe(town.note!.replace(/\.$/, ''));
  });
});
