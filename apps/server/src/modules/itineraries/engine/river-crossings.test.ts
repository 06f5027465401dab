import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { planJourney } from './transport';
import { cardsForTrip } from './quality';
import { renderDays } from './trip';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const options = { travelClass: 'Economy' as const, travellers: 2, date: '2027-11-10' };

describe('a river island reached by its ferry (decision 107)', () => {
  it('ends the road at Nimatighat and crosses to Majuli by the IWT ferry, both ways', () => {
    for (const from of ['guwahati', 'delhi', 'kolkata']) {
      for (const thrifty of [true, false]) {
        const out = planJourney(place(from), place('majuli'), { ...options, thrifty });
        const ferry = out.legs.at(-1)!;
        expect(ferry.mode, from).toBe('boat');
        expect(ferry.farePerPerson, from).toBe(20);
        expect(ferry.from, from).toBe('Nimatighat (Jorhat)');
        expect(out.legs.at(-2)!.to, from).toBe('Nimatighat (Jorhat)');
        const back = planJourney(place('majuli'), place(from), { ...options, thrifty });
        expect(back.legs[0]!.mode, from).toBe('boat');
        expect(back.legs[0]!.to, from).toBe('Nimatighat (Jorhat)');
      }
    }
  });

  it('says the crossing in the plan', () => {
    const cards = cardsForTrip('Guwahati', 'Majuli', 4, '2027-11-10');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(
        card.trip.outbound.legs.some((leg) => /IWT ferry/.test(leg.travelClass)),
        card.key,
      ).toBe(true);
    }
  });

  it('crosses by the ferry on a day trip by road from the island, both ways (decision 226)', () => {
    // "Drive from Majuli to Sivasagar (90 km each way)" crossed the Brahmaputra with no boat.
    let days = 0;
    for (const card of cardsForTrip('Kolkata', 'Majuli', 4, '2027-12-10')) {
      for (const day of renderDays(card.trip)) {
        if (day.title !== 'Day trip to Sivasagar') continue;
        days += 1;
        expect(day.morning, card.key).toMatch(
          /^Take the IWT ferry .* from Majuli to Nimatighat \(Jorhat\), then drive on to Sivasagar \(55 km from the ghat; about 3 h each way with the ferry\)/,
        );
        expect(day.evening, card.key).toMatch(
          /^Drive back to Nimatighat \(Jorhat\) for the ferry to Majuli, whose last sailing leaves about 5 pm/,
        );
      }
    }
    expect(days).toBeGreaterThan(0);
  });
});
