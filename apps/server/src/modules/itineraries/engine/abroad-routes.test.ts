import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { ABROAD_ROUTES } from './abroad-routes';
import { planJourney } from './transport';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const options = (travellers: number, thrifty: boolean) => ({
  travelClass: 'Economy' as const,
  travellers,
  thrifty,
  date: '2027-02-10',
});

describe('moves between stops abroad at local fares (decision 40)', () => {
  it('joins two places of one country abroad, each way, by the listed ride', () => {
    expect(ABROAD_ROUTES.length).toBeGreaterThanOrEqual(5);
    for (const route of ABROAD_ROUTES) {
      const [a, b] = [place(route.between[0]), place(route.between[1])];
      expect(a.country).toBe(b.country);
      expect(a.country).not.toBe('India');
      expect(route.public ?? route.taxi).toBeDefined();
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        for (const thrifty of [true, false]) {
          const main = planJourney(from, to, options(2, thrifty)).legs.find((leg) => leg.main)!;
          expect([route.public?.label, route.taxi?.label]).toContain(main.travelClass);
        }
      }
    }
  });

  it('takes the bus on a budget and the taxi otherwise, per vehicle shared', () => {
    const [dubai, abuDhabi] = [place('dubai'), place('abu-dhabi')];
    const budget = planJourney(dubai, abuDhabi, options(1, true));
    expect(budget.mode).toBe('bus');
    expect(budget.farePerPerson).toBe(575);
    const comfort = planJourney(dubai, abuDhabi, options(2, false));
    expect(comfort.mode).toBe('road');
    expect(comfort.farePerPerson).toBe(3035);
  });

  it('never prices Bangkok to Pattaya as an Indian cab', () => {
    const journey = planJourney(place('bangkok'), place('pattaya'), options(2, false));
    expect(journey.legs[0]!.travelClass).toBe('bus from Ekkamai');
    expect(journey.farePerPerson).toBe(315);
    expect(journey.hours).toBe(2);
  });
});

describe('the road between two stops abroad', () => {
  it('runs round Phang Nga Bay from Phuket to Krabi, not on the straight line', () => {
    for (const [from, to] of [
      ['phuket', 'krabi'],
      ['krabi', 'phuket'],
    ] as const) {
      const main = planJourney(place(from), place(to), options(2, false)).legs.find(
        (leg) => leg.main,
      )!;
      // The straight-line model made it 79 km and 1.5 h.
      expect(main.distanceKm).toBe(170);
      expect(main.hours).toBe(3);
    }
  });
});
