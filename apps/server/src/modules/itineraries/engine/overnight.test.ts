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
    // A sleeper train or a night bus, whichever costs less (the bus, once its road to the hills
    // is timed by the climb rather than the hill speed all the way).
    const main = sleeper.legs.find((leg) => leg.main)!;
    expect(['train', 'bus']).toContain(main.mode);
    const night = overnightOf(sleeper)!;
    expect(night.aboard).toBe(main.mode);
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
      card.trip.outbound.legs.some((leg) => leg.main && ['train', 'bus'].includes(leg.mode)),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const { trip } = card;
      const words = renderDays(trip);
      const ride = trip.outbound.legs.find((leg) => leg.main)!.mode;
      expect(trip.outboundHalt?.aboard, card.key).toBe(ride);
      expect(trip.backHalt?.aboard, card.key).toBe(ride);
      expect(words[0]!.stay).toBe(`On board the overnight ${ride}`);
      expect(words[3]!.stay).toBe(`On board the overnight ${ride}`);
      expect(words[1]!.morning).toMatch(
        new RegExp(`^The overnight ${ride} arrives at .* in the morning`),
      );
      // "An evening departure", never "A evening departure".
      expect(words[0]!.description).toMatch(/^An? \w+ departure to /);
      expect(words[0]!.description).not.toMatch(/^A [aeiou]/i);
      // Four nights: two on board, two at the hotel, and only those two are priced.
      expect(trip.stays.reduce((total, stay) => total + stay.nights, 0)).toBe(2);
      expect(notesOf(trip).join(' ')).toMatch(/no hotel is booked or priced for it/);
      // The ride is boarded on day 1 and on the last day but one.
      const trains = legsOf(trip).filter((leg) => leg.main);
      expect(trains.map((leg) => leg.day)).toEqual([1, 4]);
    }
  });

  it('weighs the night on board against the night at the hotel it saves', () => {
    // Mussoorie → Bhimtal for four: the day train (₹564 door to door) was chosen over the night
    // bus (₹580), and a night more at the hotel (₹1,500 each) with it.
    const cheapest = (travellers: number) =>
      rankedCards(
        engineSearchOf({
          from: 'Mussoorie',
          to: 'Bhimtal',
          days: 7,
          travellers,
          travelClass: 'Economy',
          priceRange: [0, 15_000],
          start: '2027-06-13',
        }),
      )
        .filter((card) => card.trip.spec.tier === 'budget')
        .sort((a, b) => a.trip.pricePP - b.trip.pricePP)[0]!;
    const [two, four] = [cheapest(2), cheapest(4)];
    // Two rooms for four cost each what one room costs each of two.
    expect(four.trip.pricePP).toBeLessThanOrEqual(two.trip.pricePP);
    expect(four.trip.outboundHalt?.aboard, four.key).toBe('bus');
    expect(four.trip.backHalt?.aboard, four.key).toBe('bus');
    // The saving is a night's stay, not a cheaper fare: the cheapest way by day costs no more
    // (the bus, now that the cabs to and from the hills' railheads are hill drops, decision 73).
    const byDay = planJourney(place('mussoorie'), place('bhimtal'), {
      travelClass: 'Economy',
      travellers: 4,
      thrifty: true,
      leaves: 'morning',
    });
    expect(byDay.farePerPerson).toBeLessThanOrEqual(four.trip.outbound.farePerPerson);
  });
});

describe('when a night ride gets in', () => {
  it('says a ride of more than 16 hours, boarded in the evening, arrives around midday', () => {
    // Hyderabad to Kanha by night bus is some 17¾ hours: boarded about 7 pm, in at about 1 pm.
    let long = 0;
    let short = 0;
    for (const [from, to] of [
      ['Jodhpur', 'Ranthambore'],
      ['Hyderabad', 'Kanha National Park'],
      ['Delhi', 'Manali'],
      ['Kolkata', 'Darjeeling'],
    ] as const) {
      for (const card of budgetCards(from, to, 5)) {
        for (const leg of legsOf(card.trip)) {
          if (!leg.main || (leg.mode !== 'bus' && leg.mode !== 'train')) continue;
          const words = renderDays(card.trip)
            .map((day) => [day.morning, day.evening].join(' '))
            .join(' ');
          if (!/overnight (?:bus|train)/.test(words)) continue;
          if (leg.hours > 16) {
            long += 1;
            expect(words, card.key).toMatch(/arrives[^.]* around midday/);
          } else if (leg.hours >= 8) {
            short += 1;
            expect(words, card.key).toMatch(/arrives[^.]* in the morning/);
          }
        }
      }
    }
    expect(long).toBeGreaterThan(0);
    expect(short).toBeGreaterThan(0);
  });
});

describe('off a night bus at home', () => {
  it('ends the trip with the ride, not with a way home in the afternoon', () => {
    let checked = 0;
    for (const [from, to] of [
      ['Delhi', 'Manali'],
      ['Delhi', 'Dharamshala'],
      ['Bengaluru', 'Gokarna'],
      ['Chennai', 'Kodaikanal'],
    ] as const) {
      for (const card of budgetCards(from, to, 5)) {
        const { trip } = card;
        const home = trip.spec.origin.name;
        if (trip.backHalt?.aboard !== 'bus' || trip.backHalt.second.legs.length > 0) continue;
        checked += 1;
        const last = renderDays(trip).at(-1)!;
        expect(last.morning, card.key).toMatch(/you are home\.$/);
        expect(last.afternoon, card.key).toBe(`At home in ${home}.`);
        expect(last.evening, card.key).not.toMatch(/Arrive back/);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
