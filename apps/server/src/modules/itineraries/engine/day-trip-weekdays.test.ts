import { describe, expect, it } from 'vitest';
import { addDays } from '@trip/shared/itineraries/trip-dates';
import { cardsForTrip } from './quality';

/** 0 = Sunday, as `Date.getUTCDay` counts. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('a day trip on a day its spots are open', () => {
  it('never takes Nathu La on a Monday or Tuesday, nor Abu Dhabi from Dubai on a Monday', () => {
    const trips = [
      { from: 'Kolkata', to: 'Gangtok', days: 6, trip: /Nathu La/, shut: [1, 2] },
      { from: 'Delhi', to: 'Dubai', days: 6, trip: /^Abu Dhabi/, shut: [1] },
    ];
    for (const { from, to, days, trip: named, shut } of trips) {
      let made = 0;
      // Every start day of one week, so each day trip falls on each weekday in some plan.
      for (let offset = 0; offset < 7; offset += 1) {
        const start = addDays('2027-11-06', offset);
        for (const card of cardsForTrip(from, to, days, start)) {
          for (const trip of card.trip.excursions) {
            // Not made on a day its headline spot or half its spots are shut, rather than made
            // without them.
            if (!named.test(trip.name)) continue;
            made += 1;
            const weekday = weekdayOf(addDays(start, trip.day - 1));
            expect(
              shut,
              `${card.key} from ${start}: ${trip.name} on day ${trip.day}`,
            ).not.toContain(weekday);
          }
        }
      }
      // The trip is still made, on open days.
      expect(made, to).toBeGreaterThan(0);
    }
  });
});
