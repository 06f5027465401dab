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

  it('spends the morning at home before an afternoon train, and sets off for it after lunch', () => {
    let checked = 0;
    for (const { trip, key } of cardsForTrip('Kolkata', 'Guwahati', 4, '2027-10-15', 15_000, 1)) {
      if (mainRide(trip.outbound.legs)?.boardsAt === undefined) continue;
      checked += 1;
      const [first] = renderDays(trip);
      // The afternoon says the hour; the morning does not say it again.
      expect(first!.morning, key).toBe('A morning at home in Kolkata.');
      expect(first!.afternoon, key).toMatch(
        /^Set off for the overnight train, which leaves at 4:05 pm/,
      );
      expect(first!.meals.lunch, key).toBe('Lunch at home in Kolkata');
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('sets off in the morning where the ride to the station meets a midday train', () => {
    // Shillong to Guwahati by shared jeep, about 3 h, for the Saraighat Express at 12:15.
    let checked = 0;
    for (const { trip, key } of cardsForTrip('Kolkata', 'Shillong', 5, '2027-10-15', 20_000, 1)) {
      const ride = mainRide(trip.back.legs);
      if (ride?.boardsAt === undefined || ride.boardsAt > 12) continue;
      checked += 1;
      const days = renderDays(trip);
      const last = trip.outlines.find((day) => day.kind === 'homeward' && day.halt?.aboard)!;
      const words = days[last.day - 1]!;
      expect(words.morning, key).toMatch(/then return to Kolkata: the overnight train leaves at/);
      expect(words.morning, key).not.toMatch(/leave the bags/);
      expect(words.afternoon, key).toMatch(/^On board/);
    }
    expect(checked).toBeGreaterThan(0);
  });
});
