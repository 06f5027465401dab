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
