import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { COST_MODEL, townRoadHours } from './cost-model';
import { durationText, planJourney } from './transport';

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

  it('keep the cab hire abroad, where the Indian city fares do not apply', () => {
    const journey = planJourney(place('delhi'), place('paris'), solo);
    const transfers = journey.legs.filter((leg) => !leg.main && leg.mode === 'road');
    expect(transfers.length).toBeGreaterThan(1);
    const arrival = transfers.at(-1)!;
    expect(arrival.to).toBe('Paris');
    expect(arrival.travelClass).not.toBe('city taxi');
    // Delhi's own airport ride, at home, is the city taxi.
    expect(transfers[0]!.travelClass).toBe('city taxi');
  });

  it('keep the hill cab where the road climbs or the table times the transfer', () => {
    const journey = planJourney(place('delhi'), place('darjeeling'), solo);
    const last = journey.legs.at(-1)!;
    // Bagdogra or New Jalpaiguri up to Darjeeling: a curated hill transfer, priced as a cab hire.
    expect(last.main).toBe(false);
    expect(last.travelClass).not.toBe('city taxi');
    expect(last.farePerPerson).toBeGreaterThanOrEqual(COST_MODEL.road.minimumFare);
  });

  it("go through town traffic, at the town's time for 10 km in its centre (decision 142)", () => {
    // TomTom's 2024 index: Kolkata 34 min 33 s for 10 km. Its 17 km to the airport at the plains
    // speed alone had taken 15 minutes.
    const kolkata = planJourney(place('kolkata'), place('goa'), solo).legs[0]!;
    expect(kolkata).toMatchObject({ mode: 'road', main: false });
    expect(kolkata.distanceKm).toBeGreaterThan(10);
    expect(kolkata.hours).toBeGreaterThanOrEqual(0.75);
    // The longer ride out to Bengaluru's airport leaves the town's traffic for the highway.
    const bengaluru = planJourney(place('bengaluru'), place('delhi'), solo).legs[0]!;
    expect(bengaluru.distanceKm).toBeGreaterThan(30);
    expect(bengaluru.hours).toBeGreaterThanOrEqual(1);
    expect(bengaluru.hours).toBeLessThan(1.5);
    // A town the index does not list takes New Delhi's 23 minutes: Delhi's own 16 km, half an hour.
    const delhi = planJourney(place('delhi'), place('goa'), solo).legs[0]!;
    expect(delhi.hours).toBe(townRoadHours(delhi.distanceKm));
    expect(delhi.hours).toBeGreaterThanOrEqual(0.5);
    for (const leg of [kolkata, bengaluru, delhi]) {
      expect(leg.description).toContain(durationText(leg.hours));
    }
  });
});
