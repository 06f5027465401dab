import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { haltOf, overnightOf, planJourney, tooLongForADay } from './transport';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;

describe('a budget journey by day', () => {
  it('never lands after 11 pm when a quicker way exists', () => {
    // The Vande Bharat to New Jalpaiguri (8 h) and 9 h 45 min on to Lachung had a budget card
    // arrive after midnight. A night on board, or a drive halted for the night, is no such day.
    const origins = ['delhi', 'mumbai', 'kolkata', 'chennai', 'bengaluru', 'hyderabad'];
    let checked = 0;
    for (const from of origins.map(place)) {
      for (const to of kb.destinations.filter((d) => d.country === 'India' && d.id !== from.id)) {
        const options = { travelClass: 'Economy' as const, travellers: 2, date: '2027-04-10' };
        const thrifty = planJourney(from, to, { ...options, thrifty: true });
        const fastest = planJourney(from, to, options);
        // A day bus and the walk up from its roadhead halt for the night between them (Delhi to
        // Kedarnath, whose bus runs by day: decision 119).
        if (
          overnightOf(thrifty) ||
          thrifty.legs.some(tooLongForADay) ||
          haltOf(thrifty, from, to, 'out')
        )
          continue;
        checked += 1;
        expect(thrifty.hours, `${from.id} → ${to.id}`).toBeLessThanOrEqual(
          Math.max(16, fastest.hours),
        );
      }
    }
    expect(checked).toBeGreaterThan(500);
    const lachung = planJourney(place('kolkata'), place('lachung'), {
      travelClass: 'Economy',
      travellers: 2,
      thrifty: true,
      date: '2027-04-10',
    });
    expect(lachung.legs.some((leg) => /Vande Bharat/.test(leg.description))).toBe(false);
  });
});
