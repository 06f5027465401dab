import { describe, expect, it } from 'vitest';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { knowledgeBase } from '../knowledge/load';
import { buildDetails } from './details';
import { rankedCards, suggestItineraries } from './planner';
import { cardsForTrip, engineSearchOf, multiStopSearches } from './quality';
import { stopsSeenNothing } from './trip';

const kb = knowledgeBase();

describe('a trip of several stops sees something at each', () => {
  it('moves a night to a stop the road in and out would leave unseen', () => {
    // By bus, Guwahati to Tawang and back home take a night halt each way: an even 3 and 3
    // leaves Tawang no time at all, so the budget cards stay 2 nights in Guwahati and 4 there.
    const cards = cardsForTrip('Delhi', 'Guwahati Tawang', 7, '2027-02-10', 300_000);
    const budget = cards.filter((card) => card.trip.spec.tier === 'budget');
    expect(budget.length).toBeGreaterThan(0);
    for (const card of cards) expect(stopsSeenNothing(card.trip), card.key).toEqual([]);
    expect(
      budget.some((card) => card.trip.spec.stops[1]!.nights > card.trip.spec.stops[0]!.nights),
    ).toBe(true);
  });

  it('offers a stop where nothing is seen only when no card can see it, and says so', () => {
    let searches = 0;
    for (const check of multiStopSearches().filter((_, index) => index % 2 === 0)) {
      const cards = rankedCards(engineSearchOf(check));
      const blind = cards.filter((card) => stopsSeenNothing(card.trip).length > 0);
      if (blind.length > 0) expect(blind.length, `${check.from} → ${check.to}`).toBe(cards.length);
      searches += 1;
    }
    expect(searches).toBeGreaterThan(60);
    // Six days from Chennai leave Spiti's two nights to the road over Kinnaur in February.
    const spiti = engineSearchOf({
      from: 'Chennai',
      to: 'Manali Spiti Valley',
      days: 6,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 300_000],
      start: '2027-02-10',
    });
    const [card] = suggestItineraries(spiti, 1);
    const itinerary: Itinerary = { ...card!, _id: 'spiti', id: 'spiti', slug: 'spiti' };
    expect(JSON.stringify(buildDetails(itinerary, spiti, kb))).toContain(
      'These dates leave no time to see Spiti Valley',
    );
  });
});
