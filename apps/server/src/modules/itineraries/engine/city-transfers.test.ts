import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { COST_MODEL } from './cost-model';
import { planJourney } from './transport';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const solo = { travelClass: 'Economy' as const, travellers: 1 };

describe('transfers between a town and its own airport or station', () => {
  it('go by city taxi at the metered fare in the plains', () => {
    const journey = planJourney(place('kolkata'), place('gangtok'), { ...solo, thrifty: true });
    const first = journey.legs[0]!;
    expect(first).toMatchObject({ travelClass: 'city taxi', main: false });
    // ₹100 for 4 km and ₹24 a km after: far below the outstation cab's ₹800 minimum.
    expect(first.farePerPerson).toBe(
      COST_MODEL.cityCab.sedan.minimumFare +
        Math.max(0, first.distanceKm - COST_MODEL.cityCab.sedan.minimumKm) *
          COST_MODEL.cityCab.sedan.perKm,
    );
    expect(first.farePerPerson).toBeLessThan(COST_MODEL.road.minimumFare);
  });

  it('keep the hill cab where the road climbs or the table times the transfer', () => {
    const journey = planJourney(place('delhi'), place('darjeeling'), solo);
    const last = journey.legs.at(-1)!;
    // Bagdogra or New Jalpaiguri up to Darjeeling: a curated hill transfer, priced as a cab hire.
    expect(last.main).toBe(false);
    expect(last.travelClass).not.toBe('city taxi');
    expect(last.farePerPerson).toBeGreaterThanOrEqual(COST_MODEL.road.minimumFare);
  });
});
