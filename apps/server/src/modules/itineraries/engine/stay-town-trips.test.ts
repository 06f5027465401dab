import { describe, expect, it } from 'vitest';
import { cardsForTrip } from './quality';
import { renderDays } from './trip';

/**
 * Decision 255: a day trip from a stay in another town is measured from that town. A Karnal hotel
 * for Kurukshetra drove "from Kurukshetra to Pehowa (27 km each way)", Kurukshetra's own figure,
 * though the road from Karnal is some 60 km; a Kohima hotel for Dzukou drove 40 km to Khonoma,
 * which is 20 km from Kohima.
 */
const CASES = [
  // [from, to, the stay's town, the trip, the least and most km of the road from that town]
  ['Delhi', 'Kurukshetra', 'Karnal', 'Pehowa', 50, 80],
  ['Guwahati', 'Dzukou Valley', 'Kohima', 'Khonoma', 15, 30],
  ['Indore', 'Mandu', 'Maheshwar', 'Dhar', 60, 100],
  ['Delhi', 'Bhedaghat', 'Jabalpur', 'Mandla', 85, 115],
] as const;

describe('a day trip from a stay in another town (decision 255)', () => {
  it('sets out from the hotel, with the road from its town', () => {
    for (const [from, to, town, trip, least, most] of CASES) {
      let seen = 0;
      for (const days of [4, 6]) {
        for (const card of cardsForTrip(from, to, days, '2027-02-10')) {
          const stay = card.trip.stays[0]!;
          if (stay.away?.at !== town) continue;
          for (const day of renderDays(card.trip)) {
            if (day.title !== `Day trip to ${trip}`) continue;
            seen += 1;
            const drive = /^Drive from (.+) to .+? \((\d+) km each way/.exec(day.morning);
            expect(drive?.[1], `${card.key}: ${day.morning}`).toBe(stay.hotelName);
            const km = Number(drive![2]);
            expect(km, `${card.key}: ${day.morning}`).toBeGreaterThanOrEqual(least);
            expect(km, `${card.key}: ${day.morning}`).toBeLessThanOrEqual(most);
            expect(day.evening.startsWith(`Drive back to ${stay.hotelName}`), day.evening).toBe(
              true,
            );
          }
        }
      }
      expect(seen, `${to}: day trips to ${trip} from ${town}`).toBeGreaterThan(0);
    }
  });
});
