import { describe, expect, it } from 'vitest';
import { resolveOrigin } from '../knowledge/resolver';
import { knowledgeBase } from '../knowledge/load';
import type { Destination } from '../knowledge/schema';
import { COST_MODEL } from './cost-model';
import { climbingHours, climbKmOf } from './hill-roads';
import { rankedCards } from './planner';
import { engineSearchOf } from './quality';
import { roadLegBetween } from './road-legs';
import { OVERNIGHT_HOURS, planJourney, tooLongForADay } from './transport';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
function town(name: string): Destination {
  const origin = resolveOrigin(name);
  if (!origin.ok) throw new Error(name);
  const resolved = origin.resolved as { place?: Destination; hub?: Destination };
  return (resolved.place ?? resolved.hub)!;
}

describe('roads from the plains into the hills', () => {
  it('climbs only the last stretch, as far as the table’s sourced legs show', () => {
    // Delhi–Mussoorie (7.5 h for 290 km) and its neighbours in the table give Mussoorie's climb.
    const climb = climbKmOf('mussoorie')!;
    expect(climb).toBeGreaterThanOrEqual(25);
    expect(climb).toBeLessThan(290);
    const hisar = town('Hisar');
    expect(roadLegBetween(hisar, place('mussoorie'))).toBeUndefined();
    const km = 300;
    const { plainsKmh, hillsKmh } = COST_MODEL.road;
    const hours = climbingHours(hisar, place('mussoorie'), km, COST_MODEL.road)!;
    expect(hours).toBeGreaterThan(km / plainsKmh);
    expect(hours).toBeLessThan(km / hillsKmh);
    // Between two hill places, or to one the table does not reach, the hill speed holds.
    expect(climbingHours(place('shimla'), place('mussoorie'), km, COST_MODEL.road)).toBeUndefined();
  });

  it('plans no bus longer than a night on board', () => {
    for (const [from, to] of [
      ['Nanded', 'visakhapatnam'],
      ['Meerut', 'bhopal'],
      ['Malda', 'ziro'],
    ] as const) {
      const journey = planJourney(town(from), place(to), {
        travelClass: 'Economy',
        travellers: 2,
        thrifty: true,
      });
      for (const leg of journey.legs) {
        if (leg.mode === 'bus') expect(leg.hours).toBeLessThanOrEqual(OVERNIGHT_HOURS.max);
      }
    }
  });

  it('takes no ride longer than a day to a stop of one night, when a shorter way exists', () => {
    let checked = 0;
    for (const from of ['Sri Ganganagar', 'Amroha']) {
      const search = engineSearchOf({
        from,
        to: 'Kasol',
        days: 2,
        travellers: 1,
        travelClass: 'Economy',
        priceRange: [0, 10_000],
        start: '2027-03-03',
      });
      for (const card of rankedCards(search)) {
        checked += 1;
        const day = card.trip.outlines[0]!;
        expect(day.journey?.legs.some(tooLongForADay), card.key).toBe(false);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
