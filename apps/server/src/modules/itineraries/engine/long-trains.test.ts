import { describe, expect, it } from 'vitest';
import { rankedCards } from './planner';
import { dayChecks } from './day-checks';
import { engineSearchOf, type CheckSearch } from './quality';
import {
  OVERNIGHT_HOURS,
  nightsAboardFor,
  overnightOf,
  planJourney,
  type JourneyLeg,
} from './transport';
import { knowledgeBase } from '../knowledge/load';
import { legsOf, notesOf, renderDays } from './trip';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;

/** A solo budget traveller's search, as the metro budget checks make it. */
function solo(from: string, to: string, days: number, top: number): CheckSearch {
  return {
    from,
    to,
    days,
    travellers: 1,
    travelClass: 'Economy',
    priceRange: [0, top],
    start: '2027-02-10',
  };
}

const budgetCards = (search: CheckSearch) =>
  rankedCards(engineSearchOf(search)).filter((card) => card.trip.spec.tier === 'budget');

const mainOf = (legs: readonly JourneyLeg[]) => legs.find((leg) => leg.main);

describe('sleeper trains longer than a night (decision 85)', () => {
  it('rides a budget card across India by sleeper where a flight was the only way', () => {
    // Delhi → Goa is about 40 hours by train: two nights on board, no hotel for them.
    const cards = budgetCards(solo('Delhi', 'Goa', 9, 25_000));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const { trip } = card;
      const out = mainOf(trip.outbound.legs)!;
      expect(out.mode, card.key).toBe('train');
      expect(out.hours).toBeGreaterThan(OVERNIGHT_HOURS.max);
      expect(nightsAboardFor(out)).toBe(2);
      expect(trip.outboundHalt?.aboard).toBe('train');
      expect(trip.outboundHalt?.middle).toHaveLength(1);
      const words = renderDays(trip);
      expect(words[0]!.evening).toMatch(
        /The next two nights are on board; it arrives .* two days later/,
      );
      expect(words[1]!.title).toBe('On the train to Goa');
      expect(words[1]!.meals.lunch).toMatch(/on board/);
      expect(words[2]!.morning).toMatch(/^The overnight train arrives at .* in the morning/);
      // The train is one leg of day 1; day 2 has none of its own.
      expect(
        legsOf(trip)
          .filter((leg) => leg.main && leg.day <= 3)
          .map((leg) => leg.day),
      ).toEqual([1]);
      // Nine days, eight nights: the four on board (out and home) are not priced as hotel nights.
      const hotelNights = trip.stays.reduce((total, stay) => total + stay.nights, 0);
      const aboard = [trip.outboundHalt, trip.backHalt].reduce(
        (total, halted) => total + (halted?.aboard ? 1 + (halted.middle?.length ?? 0) : 0),
        0,
      );
      expect(hotelNights + aboard).toBe(8);
      expect(notesOf(trip).join(' ')).toMatch(/both nights are on board, and no hotel is booked/);
    }
    expect(cards.some((card) => card.trip.backHalt?.aboard === 'train')).toBe(true);
  });

  it('keeps three nights at the stop: a train of two nights is not taken both ways on a short trip', () => {
    for (const card of budgetCards(solo('Delhi', 'Goa', 6, 15_000))) {
      const hotelNights = card.trip.stays.reduce((total, stay) => total + stay.nights, 0);
      expect(hotelNights, card.key).toBeGreaterThanOrEqual(3);
    }
  });

  it('says a train in after midday gets in then, with the morning spent on board', () => {
    // Bengaluru → Mumbai: about 22 hours on the Udyan Express, boarded in the evening, in the
    // next evening. Its row times 11302 from KSR Bengaluru at 20:40, in Mumbai at 20:15 the next
    // day (Deccan Herald, 23 December 2025, in express-trains.ts); the model's 6 pm boarding had
    // it in the afternoon.
    const cards = budgetCards(solo('Bengaluru', 'Mumbai', 6, 15_000)).filter(
      (card) => mainOf(card.trip.outbound.legs)?.mode === 'train',
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const words = renderDays(card.trip);
      expect(words[0]!.evening).toMatch(
        /The night is on board; it arrives in the evening the next day/,
      );
      expect(words[1]!.morning).toMatch(
        /^On board until the overnight train gets in at .* in the evening/,
      );
      expect(words[1]!.meals.breakfast).toBe('Breakfast on board');
      // No sight before the train is in.
      expect(card.trip.outlines[1]!.morning).toEqual([]);
      expect(card.trip.outlines[1]!.aboardHours).toBeGreaterThan(5);
    }
  });

  it('never takes a train longer than two nights, nor one the trip has no nights for', () => {
    const options = { travelClass: 'Economy', travellers: 1, thrifty: true } as const;
    const goa = planJourney(place('delhi'), place('goa'), { ...options, spareNights: 1 });
    expect(mainOf(goa.legs)!.mode).not.toBe('train');
    const ride = planJourney(place('delhi'), place('goa'), { ...options, spareNights: 5 });
    expect(overnightOf(ride)).toBeUndefined();
    // Two nights on board and two full days in Goa: four nights of the stop's.
    expect(overnightOf(ride, 4)?.middle).toHaveLength(1);
    expect(overnightOf(ride, 3)).toBeUndefined();
  });

  it('plans long-train trips with no day fault', () => {
    const searches = [
      solo('Delhi', 'Goa', 9, 25_000),
      solo('Bengaluru', 'Mumbai', 6, 15_000),
      solo('Mumbai', 'Kolkata', 7, 20_000),
      solo('Guwahati', 'Delhi', 8, 20_000),
    ];
    const figures = dayChecks(searches, ['2027-02-10']);
    expect(
      Object.values(figures.faults).every((count) => count === 0),
      figures.examples.join('\n'),
    ).toBe(true);
  });
});
