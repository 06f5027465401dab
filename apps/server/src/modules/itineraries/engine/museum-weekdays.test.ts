import { describe, expect, it } from 'vitest';
import { addDays } from '@trip/shared/itineraries/trip-dates';
import { cardsForTrip } from './quality';

/** 0 = Sunday, as `Date.getUTCDay` counts. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

// Museums given their sourced weekly closing day on 3 December 2026 (SOURCES.md, "Weekly
// closings of museums"): a week of plans sees each on the other days only.
const MUSEUMS = [
  { from: 'Chennai', to: 'Thanjavur', sight: 'Saraswathi Mahal Library', shut: 3 },
  { from: 'Hyderabad', to: 'Vijayawada', sight: 'Victoria Jubilee Museum (Bapu Museum)', shut: 5 },
  { from: 'Mumbai', to: 'Bhedaghat', sight: 'Rani Durgavati Museum, Jabalpur', shut: 1 },
];

describe('a museum on its weekly closing day', () => {
  it.each(MUSEUMS)(
    'never plans $sight on it, and plans it on others',
    ({ from, to, sight, shut }) => {
      const seenOn = new Set<number>();
      // Every start day of one week, so the museum falls on each weekday in some plan.
      for (let offset = 0; offset < 7; offset += 1) {
        const start = addDays('2027-11-06', offset);
        for (const card of cardsForTrip(from, to, 4, start)) {
          for (const visit of card.trip.attractions) {
            if (visit.name !== sight) continue;
            const weekday = weekdayOf(addDays(start, visit.day - 1));
            expect(weekday, `${card.key} from ${start}: day ${visit.day}`).not.toBe(shut);
            seenOn.add(weekday);
          }
        }
      }
      expect(seenOn.size, sight).toBeGreaterThan(2);
    },
  );
});
