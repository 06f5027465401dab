import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { AIRPORT_RIDES, quoteAirportRide } from './airport-rides';
import { planJourney } from './transport';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const options = { travelClass: 'Economy' as const, date: '2027-01-12' };

describe('airport rides abroad at local fares (decision 35)', () => {
  it('lists only places abroad, from their own airport', () => {
    for (const [id, ride] of Object.entries(AIRPORT_RIDES)) {
      const p = place(id);
      expect(p, id).toBeDefined();
      expect(p.country, id).not.toBe('India');
      expect(p.airport?.code, id).toBe(ride.airport);
      expect(ride.public ?? ride.taxi, id).toBeDefined();
    }
  });

  it('takes the airport train on a budget and shares the taxi otherwise', () => {
    const thrifty = quoteAirportRide('paris', 'CDG', 2, true)!;
    const comfort = quoteAirportRide('paris', 'CDG', 2, false)!;
    expect(thrifty.label).toMatch(/RER/);
    expect(comfort.label).toMatch(/taxi/);
    // One taxi for up to four: each of four pays a quarter, each of five shares two taxis.
    expect(quoteAirportRide('paris', 'CDG', 4, false)!.farePerPerson).toBeCloseTo(
      AIRPORT_RIDES.paris!.taxi!.farePerVehicle / 4,
    );
    expect(quoteAirportRide('paris', 'CDG', 5, false)!.farePerPerson).toBeCloseTo(
      (2 * AIRPORT_RIDES.paris!.taxi!.farePerVehicle) / 5,
    );
    expect(quoteAirportRide('paris', 'ORY', 2, false)).toBeUndefined();
  });

  it('prices the transfer of a trip abroad by the local ride, not an Indian cab', () => {
    const journey = planJourney(place('mumbai'), place('paris'), { ...options, travellers: 2 });
    const transfer = journey.legs[journey.legs.length - 1]!;
    expect(transfer.travelClass).toMatch(/taxi/);
    expect(transfer.farePerPerson).toBeCloseTo(AIRPORT_RIDES.paris!.taxi!.farePerVehicle / 2);
    const budget = planJourney(place('mumbai'), place('bangkok'), {
      ...options,
      travellers: 1,
      thrifty: true,
    });
    const rail = budget.legs[budget.legs.length - 1]!;
    expect(rail.mode).toBe('train');
    expect(rail.description).toContain('Airport Rail Link');
  });

  it('takes the SBB train from Zurich to Interlaken on a budget, not a two-hour cab', () => {
    // Every Interlaken card went the 125 km from Zurich airport by taxi at the Zurich tariff,
    // about ₹40,000 a car, the budget card too; travellers take the SBB train, about two hours.
    const journey = (thrifty: boolean) =>
      planJourney(place('delhi'), place('interlaken'), { ...options, travellers: 2, thrifty });
    const budget = journey(true).legs.at(-1)!;
    expect(budget).toMatchObject({ mode: 'train', travelClass: 'SBB train', hours: 2.25 });
    expect(budget.farePerPerson).toBe(AIRPORT_RIDES.interlaken!.public!.farePerPerson);
    const comfort = journey(false).legs.at(-1)!;
    expect(comfort).toMatchObject({ mode: 'road', travelClass: 'taxi', distanceKm: 125 });
    expect(comfort.farePerPerson).toBe(AIRPORT_RIDES.interlaken!.taxi!.farePerVehicle / 2);
  });
});
