import { describe, expect, it } from 'vitest';
import { cardsForTrip } from './quality';

describe('a one-night trip with a long ride each way', () => {
  it('sees a short sight on the morning home before a ride of up to 9 hours', () => {
    // Mumbai → Aurangabad, Monday to Tuesday: about 7–8 h each way by train or road, Ajanta
    // shut on the Monday and Ellora on the Tuesday; Bibi Ka Maqbara or Panchakki still fit.
    const cards = cardsForTrip('Mumbai', 'Aurangabad', 2, '2027-02-15');
    expect(cards.length).toBeGreaterThan(0);
    for (const { trip, key } of cards) {
      const home = trip.outlines[trip.outlines.length - 1]!;
      expect(home.journey!.hours, key).toBeGreaterThan(6);
      expect(home.journey!.hours, key).toBeLessThanOrEqual(9);
      expect(home.morning.length, key).toBe(1);
      const sights = trip.outlines.flatMap((outline) => outline.placesVisited);
      expect(sights.length, key).toBeGreaterThan(0);
    }
  });
});
