import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import type { Destination } from '../knowledge/schema';
import { EXPRESS_TRAINS, leavesInTheMorning, type ExpressTrain } from './express-trains';
import { COST_MODEL } from './cost-model';
import { cardsForTrip } from './quality';
import { overnightOf, planJourney, type HaltedJourney } from './transport';
import { renderDays, type Trip } from './trip';
import { clockText } from './text';

/** The halted journeys of a trip that spend a night on board a train. */
function nightsOnTrains(trip: Trip): HaltedJourney[] {
  return [trip.outboundHalt, trip.backHalt, trip.homeByNight, ...(trip.transferHalts ?? [])].filter(
    (halted): halted is HaltedJourney => halted?.aboard === 'train',
  );
}

/**
 * Every pair of places whose railheads a timetabled express train joins, both ways, with the
 * hour a budget card's journey sets out: in the morning and in the afternoon.
 */
function* budgetRailJourneys(
  trains: readonly ExpressTrain[],
): Generator<{ origin: Destination; destination: Destination; leaves: 'morning' | 'afternoon' }> {
  const byStation = new Map<string, Destination[]>();
  for (const place of knowledgeBase().destinations) {
    const code = place.railway?.code;
    if (code) byStation.set(code, [...(byStation.get(code) ?? []), place]);
  }
  for (const train of trains) {
    const [a, b] = train.stations;
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const origin of byStation.get(from) ?? []) {
        for (const destination of byStation.get(to) ?? []) {
          for (const leaves of ['morning', 'afternoon'] as const) {
            yield { origin, destination, leaves };
          }
        }
      }
    }
  }
}

// Decision 155: a sleeper train its timetable has leave by day and get in before midnight was
// taken for a night on board. Gwalior to Lucknow on the Barauni–Gwalior Mail (11:45, 9 h 10 min)
// spent "the night on board" and got in "in the evening" of day 2, a day after it does.
describe('a sleeper train that runs by day', () => {
  it('leaves the night to the hotel when it gets in before midnight', () => {
    const cards = cardsForTrip('Gwalior', 'Lucknow', 3, '2026-06-16', 10_000, 8).filter((card) =>
      card.trip.outbound.legs.some((leg) => leg.main && leg.mode === 'train'),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const { key, trip } of cards) {
      const main = trip.outbound.legs.find((leg) => leg.main)!;
      expect(main.boardsAt! + main.hours, key).toBeLessThan(24);
      expect(nightsOnTrains(trip), key).toEqual([]);
      expect(trip.stays[0]!.nights, key).toBe(2);
    }
  });

  it('is a night on board only where it runs past midnight, over every timetabled train', () => {
    // Every pair of places whose railheads a timetabled express train joins, both ways, as a
    // budget card plans it leaving in the morning and in the afternoon: wherever the journey
    // rides that train, a night on board needs a train still running at midnight.
    let byDay = 0;
    let aboard = 0;
    for (const { origin, destination, leaves } of budgetRailJourneys(EXPRESS_TRAINS)) {
      const journey = planJourney(origin, destination, {
        travelClass: 'Economy',
        travellers: 1,
        thrifty: true,
        date: '2026-06-16',
        leaves,
        nightPerPerson: 1500,
        spareNights: 2,
      });
      const main = journey.legs.find((leg) => leg.main);
      if (main?.mode !== 'train' || main.boardsAt === undefined) continue;
      const key = `${origin.id} → ${destination.id} (${leaves}, ${journey.namedTrain ?? main.description})`;
      const night = overnightOf(journey, 2);
      if (main.boardsAt + main.hours < 24) {
        if (main.hours >= 8) byDay += 1;
        expect(night, key).toBeUndefined();
      } else if (night) {
        aboard += 1;
      }
    }
    // The sweep meets both kinds: long day trains (Gwalior to Lucknow) and true night trains.
    expect(byDay).toBeGreaterThan(0);
    expect(aboard).toBeGreaterThan(0);
  });

  // Decision 180: a ride of eight hours or more was a night on board whatever hour it left. Mumbai
  // to Goa by the Mandovi Express (CSMT 07:10 → Karmali 19:01) read "the sleeper train to Goa
  // leaves on the evening of day 1", and its 09:10 back was taken as the afternoon's way home.
  it('rides a morning train by day, out in the morning only, over every timetabled train', () => {
    const morningTrains = EXPRESS_TRAINS.filter((train) =>
      train.departs?.some((time) => time && leavesInTheMorning(time)),
    );
    let byDay = 0;
    for (const { origin, destination, leaves } of budgetRailJourneys(morningTrains)) {
      const journey = planJourney(origin, destination, {
        travelClass: 'Economy',
        travellers: 1,
        thrifty: true,
        forRange: true,
        date: '2026-06-16',
        leaves,
      });
      const main = journey.legs.find((leg) => leg.main);
      if (main?.mode !== 'train' || main.leavesAt === undefined) continue;
      const key = `${origin.id} → ${destination.id} (${leaves}, ${main.description})`;
      // In by 3 am at the latest: fewer than five of the night's hours on board.
      if (main.leavesAt + main.hours >= 27) continue;
      byDay += 1;
      expect(leaves, key).toBe('morning');
      expect(overnightOf(journey, 2), key).toBeUndefined();
    }
    expect(byDay).toBeGreaterThan(0);
  });

  // Decision 172: the Sabari Express leaves Hyderabad at 11:25 and is in Tirupati at 00:10; the
  // plan said "the night is on board; it arrives in the morning", and booked no room for it.
  it('leaves the night to the hotel when it gets in soon after midnight', () => {
    const cards = cardsForTrip('Hyderabad', 'Tirupati', 3, '2027-05-14', 12_000, 6).filter(
      ({ trip }) => {
        const main = trip.outbound.legs.find((leg) => leg.main)!;
        return main.mode === 'train' && main.boardsAt !== undefined;
      },
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const { key, trip } of cards) {
      const main = trip.outbound.legs.find((leg) => leg.main)!;
      const arrives = main.boardsAt! + main.hours;
      expect(arrives, key).toBeGreaterThan(24);
      expect(arrives, key).toBeLessThan(25);
      expect(trip.outboundHalt?.aboard, key).not.toBe('train');
      // The first night is at the hotel in Tirupati, from a little after midnight.
      expect(trip.stays[0]!.nights, key).toBeGreaterThanOrEqual(1);
    }
  });
});

/** The first place of the knowledge base in India that each station serves, by its code. */
function firstPlaceByStation(): Map<string, string> {
  const byStation = new Map<string, string>();
  for (const place of knowledgeBase().destinations) {
    const code = place.railway?.code;
    if (code && place.country === 'India' && !byStation.has(code)) byStation.set(code, place.name);
  }
  return byStation;
}

// Decision 181: the Krishna Express leaves Secunderabad at 6:05 am; day 1 read "Leave Hyderabad"
// with "Breakfast in Hyderabad before you set off", and the way home by day gave no hour.
describe('a day train at the hour it leaves', () => {
  it('names the hour out and home, with no breakfast at home before a train at dawn', () => {
    const byStation = firstPlaceByStation();
    const leaves = (leg: { boardsAt?: number; leavesAt?: number }) =>
      (leg.boardsAt ?? leg.leavesAt)! + COST_MODEL.train.stationHours;
    let [out, early, home] = [0, 0, 0];
    for (const train of EXPRESS_TRAINS) {
      if (!train.departs?.some((time) => time && leavesInTheMorning(time))) continue;
      const [from, to] = train.stations.map((code) => byStation.get(code));
      if (!from || !to) continue;
      for (const { key, trip } of cardsForTrip(from, to, 3, '2027-02-09', 15_000, 1)) {
        const days = renderDays(trip);
        const first = trip.outbound.legs.find((leg) => leg.main)!;
        if (first.mode === 'train' && !trip.outboundHalt && (first.boardsAt ?? first.leavesAt)) {
          out += 1;
          expect(days[0]!.morning, key).toContain(
            `leaves ${first.from} at ${clockText(leaves(first))}`,
          );
          if (first.leavesAt !== undefined && leaves(first) < 8) {
            early += 1;
            expect(days[0]!.meals.breakfast, key).not.toMatch(/before you set off/);
          }
        }
        const back = trip.back.legs.find((leg) => leg.main)!;
        const byDay = !trip.backHalt && !trip.homeByNight;
        if (back.mode === 'train' && byDay && (back.boardsAt ?? back.leavesAt)) {
          home += 1;
          const last = days.at(-1)!;
          expect(`${last.morning} ${last.afternoon}`, key).toContain(
            `leaves ${back.from} at ${clockText(leaves(back))}`,
          );
        }
      }
    }
    expect(out).toBeGreaterThan(0);
    expect(early).toBeGreaterThan(0);
    expect(home).toBeGreaterThan(0);
  });

  it('names the hour a night train home leaves, and when to set off for it', () => {
    const byStation = firstPlaceByStation();
    let checked = 0;
    for (const train of EXPRESS_TRAINS) {
      const back = train.departs?.[1];
      if (!back || back < '17:00' || back >= '23:00') continue;
      const [from, to] = train.stations.map((code) => byStation.get(code));
      if (!from || !to) continue;
      for (const { key, trip } of cardsForTrip(from, to, 4, '2027-02-09', 15_000, 1)) {
        const halted = trip.backHalt;
        const main = halted?.first.legs.find((leg) => leg.main);
        if (halted?.aboard !== 'train' || main?.boardsAt === undefined) continue;
        checked += 1;
        const days = renderDays(trip);
        const day = days[days.length - 2 - (halted.middle?.length ?? 0)]!;
        const leaves = clockText(main.boardsAt + COST_MODEL.train.stationHours);
        expect(`${day.afternoon} ${day.evening}`, key).toContain(`leaves at ${leaves}`);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
