import { describe, expect, it } from 'vitest';
import { cardsForTrip } from './quality';
import { hoursBeforeBoarding } from './transport';
import { itemHours, renderDays, toStationHours } from './trip';
import { SLOTS } from './hours';

/** The night trains of a card's journeys, out and home. */
const mainRide = (legs: readonly { main?: boolean; boardsAt?: number }[]) =>
  legs.find((leg) => leg.main);

describe('a night train that leaves before the evening (decision 126)', () => {
  it('ends the last day’s sights in time for the Saraighat Express home at 4:05 pm', () => {
    const cards = cardsForTrip('Guwahati', 'Kolkata', 3, '2027-09-13', 15_000, 1).filter(
      ({ trip }) => mainRide(trip.back.legs)?.boardsAt !== undefined,
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const { trip, key } of cards) {
      // Boarded at 3:35 pm, half an hour before it leaves.
      expect(mainRide(trip.back.legs)!.boardsAt!, key).toBeCloseTo(15 + 35 / 60);
      const last = trip.outlines.find((day) => day.kind === 'homeward' && day.halt?.aboard)!;
      const busy = SLOTS.reduce(
        (total, slot) => total + last[slot].reduce((sum, item) => sum + itemHours(item), 0),
        0,
      );
      expect(busy + toStationHours(last.journey!), key).toBeLessThanOrEqual(
        hoursBeforeBoarding(last.journey!),
      );
      const words = renderDays(trip)[last.day - 1]!;
      expect(words.afternoon, key).toMatch(/leaves at 4:05 pm/);
      expect(words.evening, key).toMatch(/^On board/);
    }
  });

  it('sets off at midday on the way out, and gets in in the morning', () => {
    for (const { trip, key } of cardsForTrip('Guwahati', 'Kolkata', 3, '2027-09-13', 15_000, 1)) {
      if (mainRide(trip.outbound.legs)?.boardsAt === undefined) continue;
      const [first, second] = renderDays(trip);
      expect(first!.morning, key).toMatch(/^Set off from home in Guwahati: .* leaves at 12:15 pm/);
      expect(first!.afternoon, key).toMatch(/^On board/);
      expect(second!.morning, key).toMatch(/in the morning/);
    }
  });
});
