import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { knowledgeBase, knowledgeDataDir } from '../knowledge/load';
import { resolveOrigin } from '../knowledge/resolver';
import { destinationSchema } from '../knowledge/schema';
import { originPlace } from './planner';
import { airportHome } from './air-routes';
import { planJourney } from './transport';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const flightOf = (journey: ReturnType<typeof planJourney>) =>
  journey.legs.find((leg) => leg.mode === 'flight')!;

describe('the airports a journey flies from', () => {
  it('prices the same flight the same, whichever place its travellers stay in', () => {
    // Mount Abu flies from Udaipur's airport too: the flight is Udaipur's, not 65 km longer.
    const options = { travelClass: 'Economy' as const, travellers: 2, date: '2027-11-10' };
    const fromUdaipur = flightOf(planJourney(place('udaipur'), place('delhi'), options));
    const fromAbu = flightOf(planJourney(place('mount-abu'), place('delhi'), options));
    expect(fromUdaipur.fromCode).toBe('UDR');
    expect(fromAbu.fromCode).toBe('UDR');
    expect(fromAbu.farePerPerson).toBe(fromUdaipur.farePerPerson);
    expect(fromAbu.distanceKm).toBe(fromUdaipur.distanceKm);
  });

  it('goes by the quickest pair of airports, and a budget plan by the cheapest', () => {
    // Mount Abu: 185 km to Udaipur's airport, or 225 km to Ahmedabad's cheaper flights.
    const options = { travelClass: 'Economy' as const, travellers: 2, date: '2027-11-10' };
    const fastest = planJourney(place('mount-abu'), place('delhi'), options);
    const viaAhmedabad = planJourney(place('mount-abu'), place('delhi'), {
      ...options,
      thrifty: true,
    });
    expect(flightOf(fastest).fromCode).toBe('UDR');
    if (viaAhmedabad.mode === 'flight') {
      expect(viaAhmedabad.farePerPerson).toBeLessThanOrEqual(fastest.farePerPerson);
    } else {
      expect(viaAhmedabad.farePerPerson).toBeLessThan(fastest.farePerPerson);
    }
  });
});

describe('a place with two airports of its own (decision 168)', () => {
  const options = { travelClass: 'Economy' as const, travellers: 2, date: '2027-02-15' };

  it('flies into whichever of them the traveller’s airport reaches without a change', () => {
    // Pune flies to Mopa, not to Dabolim: the plan went by Mumbai, about 6 h, not 3 h 15 min.
    const goa = place('goa');
    expect(goa.airport?.code).toBe('GOI');
    expect(goa.secondAirport?.code).toBe('GOX');
    const fromPune = planJourney(place('pune'), goa, options);
    expect(fromPune.mode).toBe('flight');
    const flight = flightOf(fromPune);
    expect([flight.fromCode, flight.toCode]).toEqual(['PNQ', 'GOX']);
    expect(flight.description).not.toMatch(/changing planes/);
    expect(fromPune.notes.join(' ')).not.toMatch(/no scheduled flights/);
    // And home again the same way.
    const home = flightOf(planJourney(goa, place('pune'), options));
    expect([home.fromCode, home.toCode]).toEqual(['GOX', 'PNQ']);
  });

  it('keeps its first airport where that is the way in', () => {
    // Kolkata flies to Dabolim only.
    const flight = flightOf(planJourney(place('kolkata'), place('goa'), options));
    expect(flight.toCode).toBe('GOI');
  });

  it('is the place its second airport is the airport of', () => {
    expect(airportHome('GOX')?.id).toBe('goa');
    expect(kb.byAirport.get('GOX')?.[0]?.id).toBe('goa');
  });
});

describe('a real town beside a place with two airports (decision 168)', () => {
  it('takes both, and flies by the one its route needs', () => {
    const found = resolveOrigin('Mapusa', kb);
    expect(found.ok).toBe(true);
    if (!found.ok || found.resolved.kind !== 'place') return;
    const mapusa = originPlace(found.resolved);
    expect(mapusa.id).not.toBe('goa');
    expect([mapusa.airport?.code, mapusa.secondAirport?.code].sort()).toEqual(['GOI', 'GOX']);
    // Mopa flies to Pune, Dabolim does not.
    const flight = flightOf(
      planJourney(mapusa, place('pune'), {
        travelClass: 'Economy',
        travellers: 2,
        date: '2027-02-15',
      }),
    );
    expect([flight.fromCode, flight.toCode]).toEqual(['GOX', 'PNQ']);
  });
});

describe('the knowledge base’s second airports', () => {
  const goa = destinationSchema.parse(
    JSON.parse(fs.readFileSync(path.join(knowledgeDataDir(), 'west-central.json'), 'utf8')).find(
      (entry: { id: string }) => entry.id === 'goa',
    ),
  );

  it('refuses one the place already names, or one with no first airport', () => {
    const again = destinationSchema.safeParse({ ...goa, secondAirport: goa.airport });
    expect(again.success).toBe(false);
    expect(again.error?.message).toMatch(/names GOI, an airport the place already names/);
    const alone = destinationSchema.safeParse({ ...goa, airport: null });
    expect(alone.success).toBe(false);
    expect(alone.error?.message).toMatch(/a second airport needs a first/);
  });
});
