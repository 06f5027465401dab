import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { planJourney } from './transport';

describe('Dawki to Cherrapunji by the road, not the crow', () => {
  it('drives about 90 km in over three hours, either way, by cab or bus', () => {
    const kb = knowledgeBase();
    const [dawki, sohra] = [kb.byId.get('dawki')!, kb.byId.get('cherrapunji')!];
    for (const thrifty of [true, false]) {
      for (const [from, to] of [
        [dawki, sohra],
        [sohra, dawki],
      ] as const) {
        const journey = planJourney(from, to, {
          travelClass: 'Economy',
          travellers: 2,
          thrifty,
          date: '2027-02-10',
        });
        const km = journey.legs.reduce((sum, leg) => sum + leg.distanceKm, 0);
        expect(km).toBeGreaterThanOrEqual(85);
        expect(journey.hours).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('places in the hills that no hill theme marks (decision 118)', () => {
  const kb = knowledgeBase();
  const drive = (from: string, to: string, thrifty: boolean) =>
    planJourney(kb.byId.get(from)!, kb.byId.get(to)!, {
      travelClass: 'Economy',
      travellers: 2,
      thrifty,
      date: '2027-02-10',
    });

  it('drives from Guwahati to Dawki over Shillong at hill speed, not across the plains', () => {
    // Guwahati–Shillong and Shillong–Dawki are both sourced legs of the road table.
    for (const thrifty of [true, false]) {
      for (const [from, to] of [
        ['guwahati', 'dawki'],
        ['dawki', 'guwahati'],
        ['guwahati', 'mawlynnong'],
      ] as const) {
        const journey = drive(from, to, thrifty);
        expect(journey.legs.every((leg) => leg.mode === 'road' || leg.mode === 'bus')).toBe(true);
        expect(journey.hours, `${from} → ${to}`).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('times the road up to Ziro as a hill road', () => {
    const journey = drive('guwahati', 'ziro', false);
    const road = journey.legs.filter((leg) => leg.mode === 'road' || leg.mode === 'bus');
    const km = road.reduce((sum, leg) => sum + leg.distanceKm, 0);
    const hours = road.reduce((sum, leg) => sum + leg.hours, 0);
    expect(km).toBeGreaterThan(0);
    // Slower than the plains' 55 km/h over the whole road.
    expect(km / hours).toBeLessThan(45);
  });
});
