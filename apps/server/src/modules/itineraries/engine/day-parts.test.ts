import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { dayChecks } from './day-checks';
import type { CheckSearch } from './quality';

const kb = knowledgeBase();

/** The places whose sights are spread over parts of a region (decision 50). */
const spread = kb.destinations.filter((place) => place.attractions.some((sight) => sight.area));

describe('the parts of a spread-out place', () => {
  it('are named at several places, each with two parts or more', () => {
    expect(spread.map((place) => place.id)).toEqual(
      expect.arrayContaining([
        'goa',
        'bali',
        'mauritius',
        'wayanad',
        'kutch',
        'spiti',
        'interlaken',
        // A card's day went from Fushimi Inari to Kinkaku-ji in the west and back east to
        // Kiyomizu-dera and Ginkaku-ji (28 November 2026).
        'kyoto',
      ]),
    );
    for (const place of spread) {
      const parts = new Set(place.attractions.flatMap((sight) => (sight.area ? [sight.area] : [])));
      expect(parts.size, place.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('keep each day of a long stay to one part: no Colva and Baga, Ubud and Uluwatu together', () => {
    // Every card of long and short stays, in every season the harness plans, for parties of one
    // to four in each class: six days and more give the planner room to fill a day across parts.
    const searches: CheckSearch[] = spread.flatMap((place) =>
      (
        [
          [7, 2, 'Economy', [0, 900_000]],
          [5, 1, 'Economy', [0, 60_000]],
          [4, 4, 'Business', [0, 900_000]],
        ] as const
      ).map(([days, travellers, travelClass, priceRange]) => ({
        from: 'Mumbai',
        to: place.name,
        days,
        travellers,
        travelClass,
        priceRange: [...priceRange] as [number, number],
      })),
    );
    const figures = dayChecks(searches);
    expect(figures.days).toBeGreaterThan(200);
    expect(figures.examples.filter((line) => line.startsWith('partsMixed'))).toEqual([]);
    expect(figures.faults.partsMixed).toBe(0);
  });
});
