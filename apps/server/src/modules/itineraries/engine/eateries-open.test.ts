import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import type { Destination, Restaurant } from '../knowledge/schema';
import { rankedCards } from './planner';
import { cardsForTrip, engineSearchOf } from './quality';
import { buildTrip, servesOn } from './trip';

/** Every card ranked for two from Mumbai to Goa in January: a place of two parts. */
const goaCards = (days: number) => cardsForTrip('Mumbai', 'Goa', days, '2027-01-13');

// Decision 175: an eatery serves the meals and the months its entry gives, and no other.
describe('an eatery that serves one meal, or shuts for a season', () => {
  it('serves what its entry says', () => {
    const cafe: Restaurant = { name: 'A café', cuisine: 'Café', costForTwo: 400, meals: ['lunch'] };
    expect(servesOn(cafe, 'lunch', '2027-01-10')).toBe(true);
    expect(servesOn(cafe, 'dinner', '2027-01-10')).toBe(false);
    const summer: Restaurant = {
      name: 'A camp kitchen',
      cuisine: 'Ladakhi',
      costForTwo: 600,
      months: [5, 6, 7, 8, 9],
    };
    expect(servesOn(summer, 'dinner', '2027-06-01')).toBe(true);
    expect(servesOn(summer, 'lunch', '2027-01-10')).toBe(false);
  });

  it('is planned only for its meal and in its months, its place’s other eateries else', () => {
    let lunches = 0;
    for (const card of goaCards(5)) {
      const place = card.trip.spec.stops[0]!.place;
      // Every eatery of the place by day only, but the dearest, which is shut in January.
      const dearest = [...place.restaurants].sort((a, b) => b.costForTwo - a.costForTwo)[0]!;
      const restaurants = place.restaurants.map((eatery): Restaurant =>
        eatery === dearest ? { ...eatery, months: [6, 7, 8] } : { ...eatery, meals: ['lunch'] },
      );
      const moved: Destination = { ...place, id: `${place.id}-eateries-test`, restaurants };
      const spec = {
        ...card.trip.spec,
        stops: card.trip.spec.stops.map((stop) => ({ ...stop, place: moved })),
      };
      const trip = buildTrip(spec, card.trip.search);
      for (const outline of trip.outlines) {
        expect(outline.dinner, `${card.key} day ${outline.day}`).toBeUndefined();
        if (outline.lunch) {
          lunches += 1;
          expect(outline.lunch.name).not.toBe(dearest.name);
          expect(servesOn(outline.lunch, 'lunch', outline.date)).toBe(true);
        }
      }
    }
    expect(lunches).toBeGreaterThan(0);
  });

  it('is never planned when shut, in the knowledge base’s own entries', () => {
    const kb = knowledgeBase();
    const kept = kb.destinations.filter((place) =>
      place.restaurants.some((eatery) => eatery.meals || eatery.months),
    );
    for (const place of kept.slice(0, 12)) {
      for (const start of ['2027-01-13', '2027-07-14']) {
        const search = engineSearchOf({
          from: place.country === 'India' ? 'Delhi' : 'Mumbai',
          to: place.name,
          days: 5,
          travellers: 2,
          travelClass: 'Economy',
          priceRange: [0, 900_000],
          start,
        });
        for (const card of rankedCards(search)) {
          for (const outline of card.trip.outlines) {
            for (const meal of ['lunch', 'dinner'] as const) {
              const eatery = outline[meal];
              if (eatery)
                expect(
                  servesOn(eatery, meal, outline.date),
                  `${card.key} ${outline.date} ${meal}`,
                ).toBe(true);
            }
          }
        }
      }
    }
  }, 300_000);
});

// Decision 178: an eatery in a part of a spread-out place is eaten at on a day in that part.
describe('an eatery in one part of a spread-out place', () => {
  it('is eaten at only on a day spent in that part', () => {
    let inPart = 0;
    for (const card of goaCards(6)) {
      const place = card.trip.spec.stops[0]!.place;
      // Every eatery but the first two in North or South Goa, in turn.
      const parts = ['North Goa', 'South Goa'];
      const restaurants = place.restaurants.map((eatery, index): Restaurant =>
        index < 2 ? eatery : { ...eatery, area: parts[index % 2]! },
      );
      const moved: Destination = { ...place, id: `${place.id}-eatery-parts-test`, restaurants };
      const spec = {
        ...card.trip.spec,
        stops: card.trip.spec.stops.map((stop) => ({ ...stop, place: moved })),
      };
      const trip = buildTrip(spec, card.trip.search);
      for (const outline of trip.outlines) {
        const dayParts = new Set(
          [...outline.morning, ...outline.afternoon, ...outline.evening].flatMap((item) =>
            'attraction' in item && item.attraction.area ? [item.attraction.area] : [],
          ),
        );
        for (const eatery of [outline.lunch, outline.dinner]) {
          if (!eatery?.area) continue;
          inPart += 1;
          expect([...dayParts], `${card.key} day ${outline.day}: ${eatery.name}`).toEqual([
            eatery.area,
          ]);
        }
      }
    }
    expect(inPart).toBeGreaterThan(0);
  });
});
