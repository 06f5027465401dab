import { describe, expect, it } from 'vitest';
import { STAY_TIERS } from '../knowledge/schema';
import { rankedCards } from './planner';
import { engineSearchOf } from './quality';

describe('a card of a tier', () => {
  it('never names a stay its place lists in a cheaper tier', () => {
    // Shirdi's upper tiers hold only the Sansthan's rooms (the guessed hotels were taken out).
    for (const to of ['Shirdi', 'Badrinath', 'Goa', 'Manali']) {
      const search = engineSearchOf({
        from: 'Mumbai',
        to,
        days: 4,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 300_000],
      });
      const cards = rankedCards(search);
      expect(cards.length, to).toBeGreaterThan(0);
      for (const { trip } of cards) {
        const { tier } = trip.spec;
        if (tier === 'budget') continue;
        const cheaper = STAY_TIERS.slice(0, STAY_TIERS.indexOf(tier));
        for (const stay of trip.stays) {
          const borrowed = cheaper.find((lower) =>
            stay.place.stays[lower].some((other) => other.name === stay.hotelName),
          );
          expect(borrowed, `${to}: ${tier} card at ${stay.hotelName}`).toBeUndefined();
        }
      }
    }
  });
});
