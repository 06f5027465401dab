import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { rankedCards } from './planner';
import { engineSearchOf } from './quality';
import { overnightOf, planJourney } from './transport';
import { legsOf, notesOf, renderDays } from './trip';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;

function budgetCards(from: string, to: string, days: number) {
  return rankedCards(
    engineSearchOf({
      from,
      to,
      days,
      travellers: 1,
      travelClass: 'Economy',
      priceRange: [0, 15_000],
      start: '2027-02-10',
    }),
  ).filter((card) => card.trip.spec.tier === 'budget');
}

describe('overnight trains and buses', () => {
  it('run a sleeper train or night bus overnight, never a day train or a flight', () => {
    const sleeper = planJourney(place('chennai'), place('munnar'), {
      travelClass: 'Economy',
      travellers: 1,
      thrifty: true,
    });
    const main = sleeper.legs.find((leg) => leg.main)!;
    expect(main.mode).toBe('train');
    const night = overnightOf(sleeper)!;
    expect(night.aboard).toBe('train');
    expect(night.first.legs.at(-1)).toEqual(main);
    expect(night.first.farePerPerson + night.second.farePerPerson).toBeCloseTo(
      sleeper.farePerPerson,
      6,
    );
    const flight = planJourney(place('chennai'), place('munnar'), {
      travelClass: 'Economy',
      travellers: 1,
    });
    if (flight.legs.some((leg) => leg.main && leg.mode === 'flight')) {
      expect(overnightOf(flight)).toBeUndefined();
    }
    const short = planJourney(place('bengaluru'), place('mysuru'), {
      travelClass: 'Economy',
      travellers: 1,
      thrifty: true,
    });
    expect(overnightOf(short)).toBeUndefined();
  });

  it('spends the nights of a long sleeper journey on board, and books no hotel for them', () => {
    const cards = budgetCards('Chennai', 'Munnar', 5).filter((card) =>
      card.trip.outbound.legs.some((leg) => leg.main && leg.mode === 'train'),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const { trip } = card;
      const words = renderDays(trip);
      expect(trip.outboundHalt?.aboard, card.key).toBe('train');
      expect(trip.backHalt?.aboard, card.key).toBe('train');
      expect(words[0]!.stay).toBe('On board the overnight train');
      expect(words[3]!.stay).toBe('On board the overnight train');
      expect(words[1]!.morning).toMatch(/^The overnight train arrives at .* in the morning/);
      // Four nights: two on board, two at the hotel, and only those two are priced.
      expect(trip.stays.reduce((total, stay) => total + stay.nights, 0)).toBe(2);
      expect(notesOf(trip).join(' ')).toMatch(/no hotel is booked or priced for it/);
      // The train is boarded on day 1 and on the last day but one.
      const trains = legsOf(trip).filter((leg) => leg.main);
      expect(trains.map((leg) => leg.day)).toEqual([1, 4]);
    }
  });
});
