import { describe, expect, it, vi } from 'vitest';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import type { CheckSearch } from './quality';

// Searches that share a trip's frame (decision 179) with the first, or differ from it in one
// thing the frame depends on: the party, the class, the dates, the origin, the tier. A frame kept
// under a key that misses one of them hands a trip the journeys, halts or prices of another.
const BASE: CheckSearch = {
  from: 'Delhi',
  to: 'Goa',
  days: 5,
  travellers: 2,
  travelClass: 'Economy',
  priceRange: [0, 200_000],
  start: '2027-02-10',
};
const SEARCHES: CheckSearch[] = [
  BASE,
  // The same stops and dates planned again under another search: a sight asked for.
  { ...BASE, to: 'Basilica of Bom Jesus' },
  { ...BASE, travellers: 1, priceRange: [0, 15_000] },
  { ...BASE, travelClass: 'Business' },
  { ...BASE, start: '2027-02-11' },
  { ...BASE, from: 'Mumbai' },
  { ...BASE, travellers: 4, priceRange: [20_000, 60_000] },
  // A tier with no stay of its own takes its neighbour's: Auli's budget tier (trip.ts, stayFor).
  { ...BASE, to: 'Auli', priceRange: [0, 60_000] },
];

/**
 * The first two pages of every search, with the day-wise plan of each card, planned in turn by a
 * planner loaded afresh, which keeps each trip's frame for the trips after it or plans every
 * trip's own.
 */
async function planAll(framesKept: boolean): Promise<string[]> {
  vi.resetModules();
  const { keepFrames } = await import('./trip');
  const { engineSearchOf } = await import('./quality');
  const { cardFor, planPage } = await import('./planner');
  const { buildDetails } = await import('./details');
  keepFrames(framesKept);
  return SEARCHES.map((check) => {
    const pages = [1, 2].map((page) => {
      const search = engineSearchOf(check, page);
      return planPage(search, page).cards.map((planned) => {
        const card = cardFor(planned, search);
        const itinerary = { ...card, _id: 'c', id: 'c', slug: 'c' } as Itinerary;
        return { card, days: buildDetails(itinerary, search).fullDayWisePlan };
      });
    });
    return JSON.stringify(pages);
  });
}

describe("a trip's frame planned once (decision 179)", () => {
  it('gives every search the cards and plans it gets with every trip planned afresh', async () => {
    const afresh = await planAll(false);
    const kept = await planAll(true);
    for (const [index, search] of SEARCHES.entries()) {
      expect(JSON.parse(afresh[index]!).flat().length, search.to).toBeGreaterThan(0);
      expect(kept[index], JSON.stringify(search)).toBe(afresh[index]);
    }
  }, 600_000);
});
