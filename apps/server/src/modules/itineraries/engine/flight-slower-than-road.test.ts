import { describe, expect, it } from 'vitest';
import { cardsForTrip } from './quality';

describe('a flight slower than a day’s drive (decision 128)', () => {
  it('drives Bhopal to Kanha rather than flying by Delhi and Jabalpur', () => {
    const cards = cardsForTrip('Bhopal', 'Kanha', 4, '2026-12-18', 900_000, 4).filter(
      ({ trip }) => trip.spec.tier !== 'budget',
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const { trip, key } of cards) {
      expect(trip.outbound.mode, key).not.toBe('flight');
      expect(trip.outbound.notes.join(' '), key).toMatch(/quicker door to door than a flight/);
    }
  });

  it('still flies where the flight is the quicker way (Delhi to Kochi)', () => {
    const cards = cardsForTrip('Delhi', 'Kochi', 5, '2027-01-12').filter(
      ({ trip }) => trip.spec.tier !== 'budget',
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const { trip, key } of cards) expect(trip.outbound.mode, key).toBe('flight');
  });
});
