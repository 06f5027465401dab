import { describe, expect, it } from 'vitest';
import { addDays } from '@trip/shared/itineraries/trip-dates';
import { knowledgeBase } from '../knowledge/load';
import type { Destination } from '../knowledge/schema';
import { cardsForTrip } from './quality';
import { closedWeekdays, heldOn, sightsOfActivity } from './trip';

/** 0 = Sunday, as `Date.getUTCDay` counts. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const placeOf = (id: string): Destination =>
  knowledgeBase().destinations.find((place) => place.id === id)!;

// Decision 174: an outing is held on the days its sights are open and on the days it runs.
describe('an outing on a day it is held', () => {
  it('takes no outing to a sight on the sight’s closing day', () => {
    const aurangabad = placeOf('aurangabad');
    const circuit = aurangabad.activities.find((activity) => /^Ellora\b/.test(activity.name))!;
    // The Ellora Caves are shut on Tuesdays.
    expect(heldOn(circuit, aurangabad, 2)).toBe(false);
    expect(heldOn(circuit, aurangabad, 3)).toBe(true);
  });

  it('keeps an outing to the days it runs', () => {
    const place = placeOf('aurangabad');
    const outing = { ...place.activities[0]!, name: 'A show', days: ['saturday' as const] };
    expect(heldOn(outing, place, 6)).toBe(true);
    expect(heldOn(outing, place, 5)).toBe(false);
  });

  it('never plans one on such a day, in a week of plans', () => {
    // The Ellora circuit is still planned, on the days the caves are open.
    let ellora = 0;
    for (const [from, to] of [
      ['Mumbai', 'Aurangabad'],
      ['Ahmedabad', 'Statue of Unity'],
    ] as const) {
      for (let offset = 0; offset < 7; offset += 1) {
        const start = addDays('2027-01-09', offset);
        for (const card of cardsForTrip(from, to, 4, start)) {
          for (const outline of card.trip.outlines) {
            const weekday = weekdayOf(outline.date);
            for (const item of [...outline.morning, ...outline.afternoon, ...outline.evening]) {
              if (!('activity' in item)) continue;
              if (/^Ellora\b/.test(item.activity.name)) ellora += 1;
              const shut = sightsOfActivity(
                item.activity,
                outline.place.attractions,
                outline.place,
              ).filter((sight) => closedWeekdays(sight).includes(weekday));
              expect(shut.map((sight) => sight.name)).toEqual([]);
              expect(
                heldOn(item.activity, outline.place, weekday),
                `${card.key} ${outline.date}: ${item.activity.name}`,
              ).toBe(true);
            }
          }
        }
      }
    }
    expect(ellora).toBeGreaterThan(0);
  }, 300_000);
});
