import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardFor } from './planner';
import { cardsForTrip, engineSearchOf } from './quality';
import { commuteOf, hireOf } from './trip';

const outing = (placeId: string, name: string) => {
  const found = knowledgeBase()
    .byId.get(placeId)!
    .activities.find((activity) => activity.name === name);
  if (!found) throw new Error(`no outing ${name} at ${placeId}`);
  return found;
};

describe('a cab or auto hired for the day carries its sights (decision 202)', () => {
  it('takes a hire of half a day or more as the ride, not a taxi up to one viewpoint', () => {
    const day = (activity: ReturnType<typeof outing>) => ({
      morning: [{ activity }],
      afternoon: [],
      evening: [],
    });
    const yercaud = outing('yercaud', 'Sightseeing cab around the 32 km loop road');
    expect(hireOf(day(yercaud))).toBe(yercaud);
    const angkor = outing('siem-reap', 'Tuk-tuk for the Angkor Small Circuit');
    expect(hireOf(day(angkor))).toBe(angkor);
    // Two and a half hours to Manki Point and back is a ride there, not the day's cab.
    expect(hireOf(day(outing('kasauli', 'Taxi from the bus stand to Manki Point and back')))).toBe(
      undefined,
    );
    // A safari's jeep and a boat are not hired to go about town.
    expect(hireOf(day(outing('bandipur', 'Forest department jeep safari')))).toBe(undefined);
    expect(hireOf(day(outing('alleppey', 'Shikara ride on the canals')))).toBe(undefined);
  });

  it('pays no day cab on top of the hire, save the drive in from a stay out of town', () => {
    let hired = 0;
    let fromAway = 0;
    for (const [from, to] of [
      ['Chennai', 'Yercaud'],
      ['Bengaluru', 'Coonoor'],
      ['Bengaluru', 'Bekal'],
      ['Chennai', 'Yelagiri'],
    ] as const) {
      for (const travellers of [1, 2, 4]) {
        for (const card of cardsForTrip(from, to, 4, '2027-01-14', 900_000, travellers)) {
          for (const day of card.trip.outlines) {
            if (!hireOf(day) || day.excursion) continue;
            hired += 1;
            // `ride` is set only where a day's cab, autos or pass is paid for.
            if (commuteOf(card.trip, day)) {
              fromAway += 1;
              expect(day.ride, `${card.key} day ${day.date}`).toBeDefined();
            } else {
              expect(day.ride, `${card.key} day ${day.date}`).toBeUndefined();
            }
          }
        }
      }
    }
    expect(hired).toBeGreaterThan(20);
    expect(fromAway).toBeGreaterThan(0);
  });

  it('lists no cab for sightseeing on the day the hire makes', () => {
    const search = engineSearchOf({
      from: 'Chennai',
      to: 'Yercaud',
      days: 4,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 900_000],
      start: '2027-01-14',
    });
    let checked = 0;
    for (const card of cardsForTrip('Chennai', 'Yercaud', 4, '2027-01-14')) {
      const hireDays = card.trip.outlines.filter((day) => hireOf(day) && !day.excursion).length;
      if (hireDays === 0) continue;
      const seeing = card.trip.outlines.filter(
        (day) => day.placesVisited.length > 0 && !day.excursion,
      ).length;
      const line = cardFor(card, search).inclusions.find((text) =>
        /for sightseeing on \d+ days?$/.test(text),
      );
      const days = line ? Number(/on (\d+) days?$/.exec(line)![1]) : 0;
      expect(days, card.key).toBeLessThanOrEqual(seeing - hireDays);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
