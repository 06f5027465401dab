import { describe, expect, it } from 'vitest';
import { cardsForTrip } from './quality';
import { MORNING_ACTIVITY } from './trip';
import { SLOTS } from './hours';

describe('an outing held at first light', () => {
  it('opens its morning, never an afternoon or evening (sunrise jeeps, dawn boats, Nandi Hills)', () => {
    let taken = 0;
    for (const [from, to] of [
      ['Chennai', 'Munnar'],
      ['Delhi', 'Varanasi'],
      ['Mumbai', 'Kaziranga'],
      ['Delhi', 'Srinagar'],
      ['Kolkata', 'Bengaluru'],
      ['Mumbai', 'Hampi'],
    ] as const) {
      for (const card of cardsForTrip(from, to, 5, '2027-01-13')) {
        for (const day of card.trip.outlines) {
          for (const slot of SLOTS) {
            day[slot].forEach((item, index) => {
              if (!('activity' in item) || !MORNING_ACTIVITY.test(item.activity.name)) return;
              taken += 1;
              expect([slot, index], `${card.key} day ${day.day}: ${item.activity.name}`).toEqual([
                'morning',
                0,
              ]);
            });
          }
        }
      }
    }
    expect(taken).toBeGreaterThan(10);
  });
});
