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
    // Six days from Chennai left Spiti's two nights to the road over Kinnaur in February; now
    // a card either gives Spiti a day or leaves it out and says so (decision 109).
    const spiti = engineSearchOf({
      from: 'Chennai',
      to: 'Manali Spiti Valley',
      days: 6,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 300_000],
      start: '2027-02-10',
    });
    const cards = suggestItineraries(spiti, 1);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const itinerary: Itinerary = { ...card, _id: 'spiti', id: 'spiti', slug: 'spiti' };
      const text = JSON.stringify(buildDetails(itinerary, spiti, kb));
      expect(text, card.title).not.toContain('These dates leave no time to see');
      if (!card.destinations.includes('Spiti Valley')) {
        expect(card.travelNotes.join(' '), card.title).toContain('leaves out Spiti Valley');
      }
    }
  });
});
