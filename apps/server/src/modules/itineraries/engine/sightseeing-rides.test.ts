import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardFor, rankedCards } from './planner';
import { cardsForTrip, engineSearchOf } from './quality';
import { legsOf, sightseeingRides } from './trip';

const daysIn = (line: string) => Number(/ on (\d+) days?$/.exec(line)![1]);

describe('sightseeing named and priced by the ride it takes (decision 77)', () => {
  it('gets about London on the Tube and buses at the daily cap, not a cab', () => {
    const pass = knowledgeBase().byId.get('london')!.transitDayPass!;
    expect(pass.perPerson).toBeGreaterThan(0);
    let checked = 0;
    for (const card of cardsForTrip('Mumbai', 'London', 5, '2027-05-10')) {
      const { trip } = card;
      const rides = sightseeingRides(trip);
      // In town: never a cab, nor shared autos (a day trip out of town may take a cab).
      expect(rides.join('\n'), card.key).not.toMatch(/autos/);
      const line = rides.find((ride) => ride.startsWith('Public transport for sightseeing'));
      expect(line, card.key).toMatch(
        /^Public transport for sightseeing in London \(Tube and bus daily cap, zones 1–2, ₹960 per person a day\) on \d+ days?$/,
      );
      if (trip.excursions.length > 0 || trip.activities.length > 0) continue;
      // With no day trip out of town, the transport is the journeys and the day passes.
      const journeys = legsOf(trip).reduce((sum, leg) => sum + leg.farePerPerson, 0);
      expect(trip.breakdown.transport, card.key).toBeCloseTo(
        journeys + daysIn(line!) * pass.perPerson,
        -1,
      );
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('says a budget card goes by autos and buses when that is what it pays for', () => {
    const search = engineSearchOf({
      from: 'Bengaluru',
      to: 'Mysuru',
      days: 3,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 200_000],
    });
    const cards = rankedCards(search);
    const budget = cards.filter((card) => card.trip.spec.tier === 'budget');
    expect(budget.length).toBeGreaterThan(0);
    for (const card of budget) {
      const lines = cardFor(card, search).inclusions.join('\n');
      expect(lines, card.key).toMatch(
        /^Shared autos and local buses for sightseeing on \d+ days?$/m,
      );
      expect(lines, card.key).not.toMatch(/^Cab for sightseeing/m);
    }
    for (const card of cards.filter((card) => card.trip.spec.tier !== 'budget')) {
      expect(cardFor(card, search).inclusions.join('\n'), card.key).not.toMatch(/autos and buses/);
    }
  });

  it('promises no trains abroad where none run (Bali, Kathmandu, Pokhara)', () => {
    let checked = 0;
    for (const [from, to] of [
      ['Mumbai', 'Bali'],
      ['Delhi', 'Kathmandu'],
      ['Delhi', 'Pokhara'],
    ] as const) {
      const search = engineSearchOf({
        from,
        to,
        days: 5,
        travellers: 1,
        travelClass: 'Economy',
        priceRange: [0, 40_000],
      });
      for (const card of rankedCards(search)) {
        const lines = cardFor(card, search).inclusions.join('\n');
        expect(lines, card.key).not.toMatch(/\btrains?\b/i);
        if (/^Public transport for sightseeing on \d+ days?$/m.test(lines)) checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
