import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardFor, rankedCards } from './planner';
import { engineSearchOf } from './quality';
import { ROAD_HALTS, ROAD_LEGS, TRANSFER_LEGS } from './road-legs';
import {
  MAX_DRIVE_HOURS,
  MAX_TRAVEL_DAY_HOURS,
  durationText,
  haltOf,
  planJourney,
  tooLongForADay,
  type Journey,
} from './transport';
import { legsOf, notesOf, renderDays } from './trip';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const longestDrive = (journey: Journey | undefined) =>
  Math.max(0, ...(journey?.legs ?? []).filter((leg) => leg.mode === 'road').map((l) => l.hours));

function cardsFor(from: string, to: string, days: number, travellers = 2, start = '2027-06-09') {
  return rankedCards(
    engineSearchOf({
      from,
      to,
      days,
      travellers,
      travelClass: 'Economy',
      priceRange: [0, 500_000],
      start,
    }),
  );
}

const tawangCards = (days: number) => cardsFor('Kolkata', 'Tawang', days, 2, '2027-10-06');

describe('night halts on drives too long for a day', () => {
  it('name only places of the knowledge base, with the halt part of the way', () => {
    for (const halt of ROAD_HALTS) {
      expect(kb.byId.has(halt.place), halt.place).toBe(true);
      if (halt.hoursAfter !== undefined) {
        expect(halt.hoursAfter).toBeGreaterThan(0);
        expect(halt.hoursAfter).toBeLessThanOrEqual(MAX_DRIVE_HOURS);
        continue;
      }
      expect(halt.share).toBeGreaterThan(0);
      expect(halt.share).toBeLessThan(1);
    }
  });

  it('split a long drive at the halt, keeping its length, time and fare, and one main leg', () => {
    const out = planJourney(place('kolkata'), place('tawang'), {
      travelClass: 'Economy',
      travellers: 2,
    });
    expect(longestDrive(out)).toBeGreaterThan(MAX_DRIVE_HOURS);
    const halted = haltOf(out, place('kolkata'), place('tawang'), 'out')!;
    expect(halted.at).toBe('Bomdila');
    const both = [...halted.first.legs, ...halted.second.legs];
    const total = (key: 'distanceKm' | 'hours' | 'farePerPerson') =>
      both.reduce((sum, leg) => sum + leg[key], 0);
    expect(total('farePerPerson')).toBeCloseTo(out.farePerPerson, 6);
    expect(Math.abs(total('hours') - out.hours)).toBeLessThanOrEqual(0.25);
    expect(Math.abs(total('distanceKm') - out.legs.reduce((s, l) => s + l.distanceKm, 0))).toBe(0);
    expect(both.filter((leg) => leg.main)).toHaveLength(1);
    expect(halted.first.legs.at(-1)!.to).toBe('Bomdila');
    expect(halted.second.legs[0]!.from).toBe('Bomdila');
    // The way home halts at the same town, the longer part of the drive then on the first day.
    const home = haltOf(
      planJourney(place('tawang'), place('kolkata'), { travelClass: 'Economy', travellers: 2 }),
      place('tawang'),
      place('kolkata'),
      'home',
    )!;
    expect(home.at).toBe('Bomdila');
    expect(longestDrive(home.first)).toBeLessThan(longestDrive(home.second));
    // A journey no day is too short for is not split.
    const short = planJourney(place('kolkata'), place('darjeeling'), {
      travelClass: 'Economy',
      travellers: 2,
    });
    expect(haltOf(short, place('kolkata'), place('darjeeling'), 'out')).toBeUndefined();
  });

  it('plans Kolkata → Tawang with a night at Bomdila each way, no day driving over 10 h', () => {
    for (const days of [5, 6, 8]) {
      const cards = tawangCards(days);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        const { trip } = card;
        const words = renderDays(trip);
        // The night before Tawang is at Bomdila. With the ride out through Kolkata's traffic
        // (decision 142), the flight and the drive up from Guwahati make a day over 13 hours,
        // so a night at Guwahati may come first.
        const arrival = trip.outlines.findIndex((day) => day.kind === 'arrival');
        expect(arrival, card.key).toBeGreaterThanOrEqual(1);
        expect(arrival, card.key).toBeLessThanOrEqual(2);
        for (const day of trip.outlines.slice(0, arrival)) expect(day.kind).toBe('onward');
        if (arrival === 2) expect(words[0]!.stay).toBe('A hotel in Guwahati');
        expect(words[arrival - 1]!.stay).toBe('A hotel in Bomdila');
        expect(words[arrival]!.morning).toMatch(/^Set off again from Bomdila/);
        expect(trip.outlines[days - 2]!.kind).toBe('homeward');
        expect(words[days - 2]!.stay).toBe('A hotel in Bomdila');
        expect(words[days - 1]!.afternoon).toMatch(/^Return to Kolkata: drive from Bomdila/);
        for (const day of trip.outlines) {
          expect(longestDrive(day.journey), `${card.key} day ${day.day}`).toBeLessThanOrEqual(
            MAX_DRIVE_HOURS,
          );
        }
        // Every leg is travelled once, on its day.
        const legs = legsOf(trip);
        expect(legs.filter((leg) => leg.day === arrival).at(-1)!.to).toBe('Bomdila');
        expect(legs.filter((leg) => leg.day === arrival + 1)[0]!.from).toBe('Bomdila');
        expect(notesOf(trip).join(' ')).toMatch(/the night at Bomdila is in a hotel there/);
      }
    }
  });

  it('halts a longer drive to Tawang halfway, and no budget journey drives over two days', () => {
    // Pelling → Tawang, 22 h by road, halted at Bomdila by the Guwahati road's share: a first
    // day of 13 h 15 min at the wheel.
    const journey = planJourney(place('pelling'), place('tawang'), {
      travelClass: 'Economy',
      travellers: 1,
      thrifty: true,
      date: '2027-04-07',
    } as Parameters<typeof planJourney>[2]);
    for (const direction of ['out', 'home'] as const) {
      const halt = haltOf(journey, place('pelling'), place('tawang'), direction);
      expect(longestDrive(halt?.first)).toBeLessThanOrEqual(MAX_DRIVE_HOURS);
      expect(longestDrive(halt?.second)).toBeLessThanOrEqual(MAX_DRIVE_HOURS);
    }
    const hills = kb.destinations.filter((p) => p.country === 'India').slice(0, 60);
    for (const from of [place('pelling'), place('kolkata'), place('tawang')]) {
      for (const to of hills) {
        if (to === from) continue;
        const thrifty = planJourney(from, to, {
          travelClass: 'Economy',
          travellers: 1,
          thrifty: true,
          date: '2027-04-07',
        } as Parameters<typeof planJourney>[2]);
        // (A flight's long transfers at both ends are another matter: Tawang to Badrinath.)
        if (thrifty.mode !== 'road') continue;
        const halted = haltOf(thrifty, from, to, 'out');
        const days = halted ? [halted.first, halted.second] : [thrifty];
        for (const day of days)
          expect(longestDrive(day), `${from.id} → ${to.id}`).toBeLessThanOrEqual(MAX_DRIVE_HOURS);
      }
    }
  });

  it('says so on a trip too short to halt, instead of hiding the long drive', () => {
    for (const card of tawangCards(3)) {
      expect(notesOf(card.trip).join(' '), card.key).toMatch(
        /guides break over two days at Bomdila; a longer trip would leave a night for it/,
      );
    }
  });

  it("halts at Bomdila only on Tawang's own road, not on the drive at the journey's other end", () => {
    // Tawang → Badrinath flies from Guwahati to Dehradun: the long drive up to Badrinath halts
    // on its own way, not at Bomdila.
    let cards = 0;
    for (const card of cardsFor('Tawang', 'Badrinath', 8, 2, '2027-05-10')) {
      cards += 1;
      for (const leg of legsOf(card.trip)) {
        if (leg.from !== 'Bomdila' && leg.to !== 'Bomdila') continue;
        const other = leg.from === 'Bomdila' ? leg.to : leg.from;
        expect(other, `${card.key} ${leg.description}`).toMatch(/^Tawang$|Guwahati/);
      }
      for (const day of renderDays(card.trip)) {
        const ends = /^(.+) to (.+?)(?::|$)/.exec(day.title);
        expect(ends && ends[1] === ends[2], `${card.key} ${day.title}`).toBeFalsy();
      }
    }
    expect(cards).toBeGreaterThan(0);
  });
});

describe('buses and moves between stops on long roads', () => {
  it('times a bus on a road of the table by its driving time, and rides it overnight', () => {
    const bus = planJourney(place('delhi'), place('manali'), {
      travelClass: 'Economy',
      travellers: 1,
      thrifty: true,
    });
    const main = bus.legs.find((leg) => leg.main)!;
    expect(main.mode).toBe('bus');
    // 13 h by car (the table): a tenth more for stops and half an hour at the stands, not the
    // 20 hours the hill-speed model gave.
    expect(main.hours).toBe(14.75);
    const budget = cardsFor('Delhi', 'Manali', 5, 1).filter(
      (card) => card.trip.outbound.mode === 'bus',
    );
    expect(budget.length).toBeGreaterThan(0);
    for (const card of budget) expect(card.trip.outboundHalt?.aboard, card.key).toBe('bus');
  });

  it('never rides a night bus over the high passes: Manali to Leh halts on the way', () => {
    const bus = planJourney(place('manali'), place('leh'), {
      travelClass: 'Economy',
      travellers: 1,
      thrifty: true,
    });
    const main = bus.legs.find((leg) => leg.main)!;
    if (main.mode === 'bus') expect(main.byDay).toBe(true);
    let halted = 0;
    for (const card of cardsFor('Delhi', 'Manali Leh', 9, 1)) {
      const move = card.trip.transfers[0]!;
      const long = move.legs.some((leg) => leg.mode !== 'flight' && leg.hours > 12);
      if (!long) continue;
      halted += 1;
      const halt = card.trip.transferHalts?.[0];
      expect(halt, card.key).toBeDefined();
      const day = card.trip.arrivalDays[1]!;
      const outlines = card.trip.outlines;
      expect(outlines[day - 1]!.kind).toBe('onward');
      expect(outlines[day - 1]!.from?.id).toBe('manali');
      expect(outlines[day]!.halt).toBeDefined();
      const words = renderDays(card.trip);
      expect(words[day - 1]!.morning).toMatch(/^Check out of .+ Travel from Manali to /);
      expect(words[day]!.morning).toMatch(/^Set off again from /);
      const days = legsOf(card.trip).filter((leg) => leg.from === 'Manali' || leg.to === 'Leh');
      expect(new Set(days.map((leg) => leg.day))).toEqual(new Set([day, day + 1]));
    }
    expect(halted).toBeGreaterThan(0);
  });

  it('halts between Guwahati and Tawang at Bomdila, as the way out does', () => {
    let seen = 0;
    for (const card of cardsFor('Delhi', 'Guwahati Tawang', 7)) {
      const halt = card.trip.transferHalts?.[0];
      if (!halt) continue;
      seen += 1;
      expect(halt.at).toBe('Bomdila');
      for (const day of card.trip.outlines) {
        for (const leg of day.journey?.legs ?? []) {
          if (leg.mode === 'road') expect(leg.hours).toBeLessThanOrEqual(MAX_DRIVE_HOURS);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('takes the night bus home on the last evening when no night is spare for it', () => {
    const cards = cardsFor('Delhi', 'Ayodhya', 3, 1, '2027-01-13').filter(
      (card) => card.trip.homeByNight,
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const last = card.trip.outlines[card.trip.outlines.length - 1]!;
      expect(last.kind).toBe('homeward');
      expect(last.halt?.aboard).toBeDefined();
      const words = renderDays(card.trip).at(-1)!;
      expect(words.evening).toMatch(/^Return to Delhi: .*it arrives the next morning/);
      expect(notesOf(card.trip).join(' ')).toMatch(/home leaves on the evening of the last day/);
    }
  });
});

describe('a day of road and air too long for one (decision 64)', () => {
  const travel = (legs: Array<{ hours: number }>) => legs.reduce((sum, leg) => sum + leg.hours, 0);

  it('halts for the night at the airport where the road and the flight meet', () => {
    // Auli → Ranchi: about 10 h down to Dehradun, then a flight with a change (about 17 h).
    const cards = cardsFor('Auli', 'Ranchi', 9, 2, '2027-06-10');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const days = card.trip.outlines;
      for (const day of days) {
        const legs = day.journey?.legs ?? [];
        if (legs.some((leg) => leg.mode === 'flight')) {
          expect(travel(legs), `${card.key} day ${day.day}`).toBeLessThanOrEqual(14);
        }
      }
      expect(days[0]!.halt, card.key).toEqual({ at: 'Dehradun', change: 'air' });
      expect(days[0]!.journey!.legs.map((leg) => leg.mode)).toEqual(['road']);
      expect(days[1]!.kind).toBe('arrival');
      const words = renderDays(card.trip);
      expect(words[0]!.title).toBe('Auli to Dehradun: on the way to Ranchi');
      expect(words[0]!.evening).toContain(
        "Night at a hotel in Dehradun, near the airport, for tomorrow's flight on towards Ranchi",
      );
      // Home: the flight back to Dehradun, the night there, the drive up the next morning.
      const home = days[days.length - 2]!;
      expect(home.halt, card.key).toEqual({ at: 'Dehradun', change: 'air' });
      expect(words[days.length - 2]!.evening).toContain(
        // The drive up starts from the airport next morning: the night is by it.
        'Night at a hotel in Dehradun, near the airport, after the flight; the rest of the way to Auli follows tomorrow',
      );
      const notes = notesOf(card.trip).join(' ');
      expect(notes).toContain(
        'the night at Dehradun, where the way changes between road and air, is in a hotel there; it is priced as a night',
      );
      expect(notes).not.toContain('as guides advise');
    }
  });

  it('keeps a short flight day whole: no night after a short cab to the airport', () => {
    // Coorg → Dzukou: 3 h to Kannur and a 10 h flight with a change; the night is at Dimapur
    // after the flight, not at Kannur before it.
    const cards = cardsFor('Coorg', 'Dzukou Valley', 9, 2, '2027-06-10');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const first = card.trip.outlines[0]!;
      expect(first.halt?.at, card.key).toBe('Dimapur');
      expect(first.journey!.legs.at(-1)!.mode).toBe('flight');
    }
  });

  it('says so on a trip too short to halt', () => {
    const cards = cardsFor('Auli', 'Ranchi', 2, 2, '2027-06-10');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(notesOf(card.trip).join(' '), card.key).toContain(
        'takes about 17 hours by road and air, best broken over two days at Dehradun; a longer trip would leave a night for it',
      );
    }
  });

  it('count the nights at a hotel on the way apart from the nights at the stay', () => {
    // "5 nights at The Ladakh Sarai" when two were on the way: the inclusions now say which.
    const search = engineSearchOf({
      from: 'Kolkata',
      to: 'Tawang',
      days: 8,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 500_000],
      start: '2027-10-06',
    });
    const halted = rankedCards(search).filter((card) => card.trip.stays[0]?.onTheWay);
    expect(halted.length).toBeGreaterThan(0);
    for (const card of halted) {
      const stay = card.trip.stays[0]!;
      const inclusions = cardFor(card, search).inclusions;
      const there = stay.nights - stay.onTheWay!;
      expect(inclusions[0], card.key).toMatch(new RegExp(`^${there} nights? at `));
      expect(inclusions[1], card.key).toMatch(
        new RegExp(`^${stay.onTheWay} nights? at a hotel on the way, priced as`),
      );
    }
  });

  it('break a day train and a drive too long together where guides break the drive', () => {
    // Guwahati → Tawang by the train to Rangapara and 9½ h of cab, ending after midnight
    // (decision 75): the drive now halts at Bomdila.
    const journey = planJourney(place('guwahati'), place('tawang'), {
      travelClass: 'Economy',
      travellers: 3,
      leaves: 'morning',
      date: '2027-01-05',
    });
    expect(journey.legs.some((leg) => leg.mode === 'train')).toBe(true);
    expect(journey.hours).toBeGreaterThan(MAX_TRAVEL_DAY_HOURS);
    const halted = haltOf(journey, place('guwahati'), place('tawang'), 'out')!;
    expect(halted.at).toBe('Bomdila');
    for (const part of [halted.first, halted.second]) {
      expect(part.legs.reduce((total, leg) => total + leg.hours, 0)).toBeLessThanOrEqual(
        MAX_TRAVEL_DAY_HOURS,
      );
    }
    const search = engineSearchOf({
      from: 'Guwahati',
      to: 'Tawang',
      days: 6,
      travellers: 3,
      travelClass: 'Economy',
      priceRange: [0, 500_000],
      start: '2027-01-05',
    });
    const byTrain = rankedCards(search).filter((card) =>
      card.trip.outbound.legs.some((leg) => leg.mode === 'train'),
    );
    expect(byTrain.length).toBeGreaterThan(0);
    for (const card of byTrain) expect(card.trip.outboundHalt?.at, card.key).toBe('Bomdila');
  });
});

describe('night halts at a town of the tables on the way (decision 223)', () => {
  const thriftyJourney = (from: string, to: string) =>
    planJourney(place(from), place(to), {
      travelClass: 'Economy',
      travellers: 1,
      thrifty: true,
      date: '2027-05-12',
    } as Parameters<typeof planJourney>[2]);

  it('halts a long bus ride where two sourced legs meet, both ways, each day within limits', () => {
    // Delhi to Gangotri by bus: the Delhi–Rishikesh and Rishikesh–Gangotri legs meet at Rishikesh,
    // where the hill buses start at dawn; before, the night was at "a town on the way".
    const journey = thriftyJourney('delhi', 'gangotri');
    expect(journey.legs.some(tooLongForADay)).toBe(true);
    for (const direction of ['out', 'home'] as const) {
      const halted = haltOf(journey, place('delhi'), place('gangotri'), direction)!;
      expect(halted.at, direction).toBe('Rishikesh');
      expect(halted.first.legs.at(-1)!.to).toBe('Rishikesh');
      expect(halted.second.legs[0]!.from).toBe('Rishikesh');
      for (const part of [halted.first, halted.second]) {
        expect(part.legs.some(tooLongForADay), direction).toBe(false);
      }
    }
  });

  it("halts the drive from Chandigarh's airport to Kalpa at Shimla, by its transfer", () => {
    const cards = cardsFor('Mumbai', 'Kalpa', 6, 2, '2027-05-12').filter(
      (card) =>
        card.trip.outbound.legs.at(-1)?.from.includes('Chandigarh') && card.trip.outboundHalt,
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.trip.outboundHalt!.at, card.key).toBe('Shimla');
      const words = renderDays(card.trip);
      const day = card.trip.outlines.findIndex((outline) => outline.kind === 'arrival');
      expect(words[day - 1]!.stay, card.key).toBe('A hotel in Shimla');
      expect(words[day]!.morning, card.key).toMatch(/^Set off again from Shimla/);
    }
  });

  it('names only a town on a sourced leg to an end of the road, never the end of a walk', () => {
    // Every long road out of three metros to the hill places: a named halt is a town of the
    // tables with a sourced leg to one end of the split leg, no place reached on foot, and both
    // days within a day's drive or bus ride.
    const halts = new Set<string>();
    for (const from of ['delhi', 'mumbai', 'kolkata']) {
      for (const to of kb.destinations.filter((p) => p.country === 'India')) {
        if (to.id === from) continue;
        const journey = thriftyJourney(from, to.id);
        const halted = haltOf(journey, place(from), to, 'out');
        if (!halted?.at || halted.aboard || halted.change || halted.missedBoat) continue;
        // A listed halt is where guides break the road, not a town of the tables.
        if (ROAD_HALTS.some((halt) => halt.at === halted.at && halt.place === to.id)) continue;
        const split = halted.first.legs.at(-1)!;
        if (split.trail || halted.second.legs[0]!.trail) continue;
        halts.add(`${to.id}@${halted.at}`);
        const town = [...kb.destinations, ...kb.towns.values()].find((p) => p.name === halted.at);
        expect(town, halted.at).toBeDefined();
        expect(town!.trail, halted.at).toBeUndefined();
        const joined = ROAD_LEGS.some(
          (leg) => leg.between.includes(town!.id) && leg.between.includes(to.id),
        );
        const fromGateway = TRANSFER_LEGS.some(
          (leg) => leg.place === town!.id && split.from.includes(leg.gateway),
        );
        expect(joined || fromGateway, `${from} → ${to.id} at ${halted.at}`).toBe(true);
        for (const part of [halted.first, halted.second]) {
          expect(part.legs.some(tooLongForADay), `${from} → ${to.id}`).toBe(false);
        }
      }
    }
    expect(halts.size).toBeGreaterThan(2);
  });
});

// Decision 229: a flight to Dehradun or Pantnagar and the drive on to Badrinath, Gangotri or
// Munsiyari halted at "a hotel in a town on the way", a town no traveller can book.
describe('night halts a drive short of the place (decision 229)', () => {
  it.each([
    ['Chennai', 'Badrinath', 'Joshimath', 2],
    ['Mumbai', 'Gangotri', 'Uttarkashi', 4],
    ['Kolkata', 'Munsiyari', 'Chaukori', 5.5],
  ])('halts %s → %s at %s, that drive short of it, both ways', (from, to, at, hoursAfter) => {
    let halts = 0;
    for (const { trip, key } of cardsFor(from, to, 6, 2, '2027-05-12')) {
      const days = renderDays(trip);
      expect(
        days.some((day) => /town on the way/.test(day.stay ?? '')),
        key,
      ).toBe(false);
      const halt = days.findIndex((day) => day.stay === `A hotel in ${at}`);
      if (halt === -1) continue;
      halts += 1;
      // The next morning drives on from there, for the time guides give that road, or to a
      // stay on that road, that drive short of it (decision 253).
      const next = days[halt + 1]!.morning;
      const stay = trip.stays[0]!;
      const short = stay.inAtStay && stay.away?.onTheRoad ? stay.away.hours : 0;
      expect(next, key).toMatch(new RegExp(`^Set off again from ${at}`));
      expect(next, key).toContain(`about ${durationText(hoursAfter - short)})`);
      expect(days.filter((day) => day.stay === `A hotel in ${at}`).length, key).toBeLessThanOrEqual(
        2,
      );
    }
    expect(halts).toBeGreaterThan(0);
  });
});
