import { describe, expect, it, vi } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import * as costModel from './cost-model';
import { COST_MODEL, TAXI_ABROAD, localRide, quoteRoad } from './cost-model';
import { cardsForTrip } from './quality';
import { planJourney } from './transport';

// The day trips' rides are read off the planner's own calls (trip.ts imports it from here).
vi.mock('./cost-model', async (original) => {
  const actual = await original<typeof costModel>();
  return { ...actual, localRide: vi.fn(actual.localRide) };
});

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const options = { travelClass: 'Economy' as const, date: '2027-01-12' };

describe('road legs abroad at the country’s own taxi rate (decision 86)', () => {
  it('knows a taxi rate for every country abroad in the knowledge base', () => {
    const abroad = new Set(kb.destinations.map((d) => d.country).filter((c) => c !== 'India'));
    for (const country of abroad) expect(TAXI_ABROAD[country], country).toBeDefined();
    expect(Object.keys(TAXI_ABROAD).sort()).toEqual([...abroad].sort());
  });

  it('prices a Swiss drive at the Zurich tariff, not at ₹14 a km', () => {
    // Zurich Airport → Interlaken, 125 km: CHF 3.40 a km came out at ₹4,250 a car.
    const trip = { km: 125, travelClass: 'Economy' as const, travellers: 1 };
    const swiss = quoteRoad({ ...trip, hills: true, country: 'Switzerland' });
    const indian = quoteRoad({ ...trip, hills: false });
    expect(swiss.farePerPerson).toBe(125 * TAXI_ABROAD.Switzerland!.perKm);
    expect(swiss.farePerPerson).toBeGreaterThanOrEqual(20 * indian.farePerPerson);
    expect(swiss.label).toBe('taxi');
    // The hills slow the car but the Indian hill-drop fare does not apply abroad.
    expect(swiss.hours).toBe(quoteRoad({ ...trip, hills: true }).hours);
    // A short ride pays the minimum; a large car the model's 20/14 of the sedan's km.
    expect(quoteRoad({ ...trip, km: 1, hills: false, country: 'Switzerland' })).toMatchObject({
      farePerPerson: TAXI_ABROAD.Switzerland!.minimumFare,
    });
    const business = quoteRoad({
      ...trip,
      travelClass: 'Business',
      hills: false,
      country: 'Japan',
    });
    expect(business.farePerPerson).toBeCloseTo((125 * TAXI_ABROAD.Japan!.perKm * 20) / 14, 6);
    expect(business.label).toBe('taxi (large car)');
  });

  it('keeps India’s quotes as they were', () => {
    const trip = { km: 100, travelClass: 'Economy' as const, travellers: 4, hills: false };
    for (const country of [undefined, 'India']) {
      expect(quoteRoad({ ...trip, country })).toEqual(quoteRoad(trip));
      expect(quoteRoad({ ...trip, country }).farePerPerson).toBe((14 * 100) / 4);
      expect(quoteRoad({ ...trip, hills: true, country }).farePerPerson).toBe((500 + 30 * 100) / 4);
      expect(localRide({ dayRate: 2400, travellers: 2, roundTripKm: 300, country })).toEqual({
        perPerson: (300 * 14) / 2,
        by: 'cab',
      });
    }
    const journey = planJourney(place('delhi'), place('darjeeling'), { ...options, travellers: 2 });
    expect(journey.legs.at(-1)!.travelClass).toBe(COST_MODEL.road.sedan.label);
  });

  it('prices the planner’s transfer from a foreign airport by the country’s rate', () => {
    const interlaken = planJourney(place('delhi'), place('interlaken'), {
      ...options,
      travellers: 2,
    });
    const zurich = interlaken.legs.at(-1)!;
    expect(zurich).toMatchObject({ mode: 'road', travelClass: 'taxi', distanceKm: 125 });
    expect(zurich.description).toContain('by taxi');
    expect(zurich.farePerPerson).toBe((125 * TAXI_ABROAD.Switzerland!.perKm) / 2);
    // Five from Mumbai to Pattaya share one large car from Suvarnabhumi.
    const pattaya = planJourney(place('mumbai'), place('pattaya'), { ...options, travellers: 5 });
    const bangkok = pattaya.legs.at(-1)!;
    expect(bangkok).toMatchObject({ travelClass: 'taxi (large car)', distanceKm: 120 });
    expect(bangkok.farePerPerson).toBeCloseTo((120 * TAXI_ABROAD.Thailand!.perKm * 20) / 14 / 5, 6);
  });

  it('prices a searched trip’s transfer and day trip by the country’s rate', () => {
    const ride = vi.mocked(costModel.localRide);
    ride.mockClear();
    const cards = cardsForTrip('Mumbai', 'Pattaya', 5, '2027-01-12');
    const flown = cards.find((card) => card.trip.outbound.legs.at(-1)?.from.startsWith('Suvarn'));
    expect(flown, 'a card flying into Suvarnabhumi').toBeDefined();
    expect(flown!.trip.outbound.legs.at(-1)!.description).toMatch(/ by taxi \(120 km/);
    // The day trip to Bangkok, 150 km each way, at the Thai meter's rate a km.
    const dayTrips = ride.mock.calls
      .map(([call]) => call)
      .filter((call) => call.roundTripKm === 300);
    expect(dayTrips.length).toBeGreaterThan(0);
    for (const call of dayTrips) expect(call.country).toBe('Thailand');
    expect(localRide({ dayRate: 0, travellers: 2, roundTripKm: 300, country: 'Thailand' })).toEqual(
      { perPerson: (300 * TAXI_ABROAD.Thailand!.perKm) / 2, by: 'cab' },
    );
  });

  it('leaves a day trip where taxis are dear to the place’s day rate, not the meter', () => {
    // London → Stonehenge, 280 km there and back: ₹95,200 a car by the meter, which is not how
    // anyone goes; the place's day rate stands until the train or coach there is priced.
    const uk = localRide({
      dayRate: 6000,
      travellers: 2,
      roundTripKm: 280,
      country: 'United Kingdom',
    });
    expect(uk).toEqual(localRide({ dayRate: 6000, travellers: 2, roundTripKm: 280 }));
    expect(uk.perPerson).toBeLessThan(5000);
  });
});
