import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { NIGHT_ROADS_CLOSED, nightRoadClosed } from './night-roads';
import { cardsForTrip } from './quality';
import { planJourney } from './transport';
import { renderDays } from './trip';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const budget = { travelClass: 'Economy' as const, travellers: 1, thrifty: true };
const busLegs = (journey: ReturnType<typeof planJourney>) =>
  journey.legs.filter((leg) => leg.mode === 'bus' && leg.main);

describe('roads shut at night (decision 59)', () => {
  it('names real places, in the months of the yatra only', () => {
    for (const road of NIGHT_ROADS_CLOSED) {
      for (const id of road.places) expect(kb.byId.get(id), id).toBeDefined();
    }
    expect(nightRoadClosed('kedarnath', 6)).toBe(true);
    expect(nightRoadClosed('auli', 1)).toBe(false);
    expect(nightRoadClosed('manali', 6)).toBe(false);
    expect(nightRoadClosed('kedarnath', undefined)).toBe(false);
  });

  it('runs the bus to a Char Dham shrine by day in the yatra, and halts below for the night', () => {
    const june = planJourney(place('delhi'), place('kedarnath'), { ...budget, date: '2027-06-10' });
    for (const leg of busLegs(june)) expect(leg.byDay, leg.description).toBe(true);
    let days = 0;
    for (const id of ['kedarnath', 'badrinath', 'valley-of-flowers', 'gangotri', 'yamunotri']) {
      for (const card of cardsForTrip('Delhi', place(id).name, 5, '2027-06-10')) {
        for (const day of renderDays(card.trip)) {
          days += 1;
          expect(day.stay ?? '', `${card.key} day ${day.day}`).not.toMatch(/overnight bus/);
        }
      }
    }
    expect(days).toBeGreaterThan(20);
  });

  it('leaves the road open at night out of the yatra (Kedarnath before it opens)', () => {
    // Auli's bus runs by day all year, as Garhwal's buses do (decision 119); out of the yatra the
    // road ban does not apply, and the bus to Badrinath's roadhead is by day for that reason only.
    expect(nightRoadClosed('auli', 1)).toBe(false);
    expect(nightRoadClosed('kedarnath', 4)).toBe(false);
    const january = planJourney(place('delhi'), place('auli'), { ...budget, date: '2027-01-10' });
    expect(busLegs(january).length).toBeGreaterThan(0);
  });
});
