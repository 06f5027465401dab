import { describe, expect, it } from 'vitest';
import { cardsForTrip } from './quality';

describe("a park's season to the day (decision 113)", () => {
  it('books no forest lodge before it opens in mid-November', () => {
    const early = cardsForTrip('Delhi', 'Jim Corbett', 4, '2027-11-11');
    expect(early.length).toBeGreaterThan(0);
    for (const card of early) {
      for (const stay of card.trip.stays) {
        expect(stay.hotelName, card.key).not.toMatch(/^(?:Dhikala|Gairal|Bijrani) Forest/);
      }
    }
    // From 15 November they take guests again.
    const open = cardsForTrip('Delhi', 'Jim Corbett', 4, '2027-11-20');
    expect(
      open.some((card) => card.trip.stays.some((stay) => /^Dhikala Forest/.test(stay.hotelName))),
    ).toBe(true);
  });

  it('takes the next zone open as the headline when the first is shut for the dates', () => {
    // Dhikala opens on 15 November: before then every card still has a safari in another zone.
    const cards = cardsForTrip('Raipur', 'Jim Corbett', 4, '2027-11-12');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const zones = card.trip.attractions.filter((sight) => / Zone$/.test(sight.name));
      expect(zones.length, card.key).toBeGreaterThan(0);
      expect(zones.map((zone) => zone.name)).not.toContain('Dhikala Zone');
    }
  });
});
