import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
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
