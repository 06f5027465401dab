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

/**
 * Decision 263: a day trip that the stop's own tour or shared cab carries (Sanchi's half-day cab
 * to Vidisha) kept the stop's figures even on a day the cab was not taken: a Bhopal hotel's day
 * read "Drive from Sanchi to Vidisha (10 km each way)", with no drive from Bhopal at all.
 */
describe('a day trip the stop’s own cab carries, from a stay in another town (decision 263)', () => {
  it('goes by that cab from the stop after the drive in, else by road from the hotel', () => {
    let carried = 0;
    let driven = 0;
    for (const start of ['2027-01-12', '2027-02-20', '2027-11-03']) {
      for (const days of [3, 4, 5]) {
        for (const card of cardsForTrip('Delhi', 'Sanchi', days, start)) {
          const stay = card.trip.stays[0]!;
          if (stay.away?.at !== 'Bhopal') continue;
          for (const day of renderDays(card.trip)) {
            if (day.title !== 'Day trip to Vidisha') continue;
            if (day.morning.includes('Half-day cab')) {
              carried += 1;
              expect(day.morning, card.key).toContain(`Drive from ${stay.hotelName} into Sanchi`);
              expect(day.morning, card.key).toContain('(10 km each way)');
            } else {
              driven += 1;
              const drive = /^Drive from (.+) to Vidisha \((\d+) km each way/.exec(day.morning);
              expect(drive?.[1], `${card.key}: ${day.morning}`).toBe(stay.hotelName);
              expect(Number(drive![2]), day.morning).toBeGreaterThan(40);
            }
          }
        }
      }
    }
    expect(carried).toBeGreaterThan(0);
    expect(driven).toBeGreaterThan(0);
  });

  it('keeps the carried trip to the spots still to see that day', () => {
    // Phi Phi from Krabi and again by Phuket's speedboat tour: the tour's day took the listed
    // trip back whole and saw Maya Bay and Pileh Lagoon a second time.
    let carried = 0;
    for (const card of cardsForTrip('Araku Valley', 'Thailand', 25, '2026-01-05', 50_000, 1)) {
      const days = renderDays(card.trip);
      const visited = days.flatMap((day) => day.placesVisited);
      expect(
        visited.filter((name, index) => visited.indexOf(name) !== index),
        card.key,
      ).toEqual([]);
      carried += days.filter((day) => day.morning.startsWith('Out from Phuket')).length;
    }
    expect(carried).toBeGreaterThan(0);
  });
});
