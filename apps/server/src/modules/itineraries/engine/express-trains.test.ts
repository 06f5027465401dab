import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import type { Destination } from '../knowledge/schema';
import fs from 'node:fs';
import path from 'node:path';
import {
  EXPRESS_TRAINS,
  expressTrainBetween,
  morningDayRide,
  nightHoursAboard,
  pairedNumber,
} from './express-trains';
import { NAMED_TRAINS } from './rail-corridors';
import { planJourney } from './transport';

const kb = knowledgeBase();
const places: Destination[] = [...kb.destinations, ...kb.towns.values()];
/** The places a railhead serves, nearest the station first: its trains can be reached. */
const servedBy = (code: string) =>
  places
    .filter((place) => place.railway?.code === code && place.country === 'India')
    .sort((a, b) => a.railway!.distanceKm - b.railway!.distanceKm);
const budget = {
  travelClass: 'Economy' as const,
  travellers: 1,
  thrifty: true,
  date: '2027-03-10',
};

describe('express trains with sleeper class (decision 38)', () => {
  it('joins railheads the knowledge base uses, at a speed a timetable can have', () => {
    for (const train of EXPRESS_TRAINS) {
      const [a, b] = train.stations;
      expect(servedBy(a).length, `${train.number} ${a}`).toBeGreaterThan(0);
      expect(servedBy(b).length, `${train.number} ${b}`).toBeGreaterThan(0);
      const kmh = train.km / (train.minutes / 60);
      expect(kmh, train.number).toBeGreaterThan(30);
      expect(kmh, train.number).toBeLessThan(90);
    }
  });

  it('times and prices a budget train by its schedule and its own distance, either way', () => {
    let rode = 0;
    for (const train of EXPRESS_TRAINS) {
      const [a, b] = train.stations;
      for (const [from, to, number] of [
        [servedBy(a)[0]!, servedBy(b)[0]!, train.number],
        [servedBy(b)[0]!, servedBy(a)[0]!, pairedNumber(train.number)],
      ] as const) {
        const journey = planJourney(from!, to!, budget);
        if (journey.mode !== 'train') continue;
        // Where the trip has no nights for a long express, a premium train may time the pair by
        // day instead (Kolkata–Delhi by the Rajdhani, rail-corridors.ts).
        if (NAMED_TRAINS.some((named) => named.name === journey.namedTrain)) continue;
        rode += 1;
        const main = journey.legs.find((leg) => leg.main)!;
        expect(main.distanceKm).toBe(train.km);
        expect(main.hours).toBe(Math.round((train.minutes / 60 + 0.5) * 4) / 4);
        // Sleeper class on the train's distance: ₹40 + ₹0.5 a km (COST_MODEL.md).
        expect(main.farePerPerson).toBe(Math.round(40 + 0.5 * train.km));
        // The train back is the pair's number: 12343 out, 12344 home.
        expect(main.description).toContain(`(${number})`);
      }
    }
    expect(rode).toBeGreaterThan(0);
  });

  it('names the train back by the number the sources print for it', () => {
    // Every "12344 back" in the table's sources is its train's pair, one number away.
    const table = fs.readFileSync(path.join(import.meta.dirname, 'COST_MODEL.md'), 'utf8');
    const rows = table.split('### Express trains')[1]!.split('\n### ')[0]!.split('\n');
    let cited = 0;
    for (const row of rows) {
      const own = /^\| (\d{5}) /.exec(row)?.[1];
      const back = /\b(\d{5}) back\b/.exec(row)?.[1];
      if (!own || !back || back === own) continue;
      cited += 1;
      expect(pairedNumber(own), row.slice(0, 60)).toBe(back);
    }
    expect(cited).toBeGreaterThan(10);
    expect(pairedNumber('12343')).toBe('12344');
    expect(pairedNumber('12138')).toBe('12137');
  });

  it('rides a day train only the way its hour fits (decision 55)', () => {
    const delhi = kb.byId.get('delhi')!;
    const agra = kb.byId.get('agra')!;
    const classes = (journey: ReturnType<typeof planJourney>) =>
      journey.legs.map((leg) => leg.travelClass ?? '').join(' | ');
    // 12138 leaves New Delhi at 05:15, and 12137 leaves Agra Cantt at 17:55.
    expect(classes(planJourney(delhi, agra, { ...budget, leaves: 'morning' }))).toContain(
      'Punjab Mail',
    );
    expect(classes(planJourney(agra, delhi, { ...budget, leaves: 'afternoon' }))).toContain(
      'Punjab Mail',
    );
    expect(classes(planJourney(delhi, agra, { ...budget, leaves: 'afternoon' }))).not.toContain(
      'Punjab Mail',
    );
    let checked = 0;
    for (const train of EXPRESS_TRAINS) {
      if (!train.departs || train.minutes >= 8 * 60) continue;
      train.stations.forEach((from, index) => {
        const hour = train.departs![index];
        // A ride of 7½ hours boarded at night sleeps its night on board either way (decision 95).
        const night = hour !== undefined && (hour >= '20:00' || hour < '05:00');
        if (!hour || (night && train.minutes >= 450)) return;
        const to = train.stations[1 - index]!;
        const wrong = hour < '12:00' ? 'afternoon' : 'morning';
        expect(expressTrainBetween(from, to, wrong)?.train, `${train.number} ${from}`).not.toBe(
          train,
        );
        checked += 1;
      });
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('takes Kolkata to Puri on the overnight superfast, not the model', () => {
    const journey = planJourney(kb.byId.get('kolkata')!, kb.byId.get('puri')!, budget);
    expect(journey.mode).toBe('train');
    expect(journey.notes.join(' ')).toContain('Howrah–Puri Superfast Express (12837)');
  });

  it('boards at the city terminal the train really uses, and says so', () => {
    const journey = planJourney(kb.byId.get('delhi')!, kb.byId.get('patna')!, budget);
    expect(journey.mode).toBe('train');
    const main = journey.legs.find((leg) => leg.main)!;
    expect(main.to).toBe('Rajendra Nagar Terminal (RJPB)');
    expect(main.hours).toBe(12.75);
    expect(journey.notes.join(' ')).toContain('to Rajendra Nagar Terminal (RJPB)');
    const last = journey.legs[journey.legs.length - 1]!;
    if (!last.main) expect(last.from).toContain('Rajendra Nagar Terminal');
  });

  it('times a budget ride of two nights on board by the trunk train, where the trip has them', () => {
    // Chennai–Delhi on the per-km model is about 44.5 hours: too slow, so the card flew.
    const [chennai, delhi] = [kb.byId.get('chennai')!, kb.byId.get('delhi')!];
    const out = planJourney(chennai, delhi, { ...budget, spareNights: 5 });
    expect(out.mode).toBe('train');
    const main = out.legs.find((leg) => leg.main)!;
    expect(main.description).toMatch(/^Take the Tamil Nadu Express \(12621\)/);
    expect(main.distanceKm).toBe(2181);
    expect(main.hours).toBe(33);
    const home = planJourney(delhi, chennai, { ...budget, spareNights: 5 });
    expect(home.legs.find((leg) => leg.main)!.description).toContain('Tamil Nadu Express (12622)');
  });

  it('takes a night on board and a morning’s ride beyond twenty hours, with a night to spare', () => {
    const [kolkata, shillong] = [kb.byId.get('kolkata')!, kb.byId.get('shillong')!];
    const journey = planJourney(kolkata, shillong, budget);
    expect(journey.hours).toBeGreaterThan(20);
    expect(journey.mode).toBe('train');
    expect(journey.legs.find((leg) => leg.main)!.description).toMatch(/^Take the Saraighat/);
    // With no night to spare at the stop, the long way is not taken.
    expect(planJourney(kolkata, shillong, { ...budget, dayOnly: true }).mode).not.toBe('train');
  });
});

describe('the hours of the night a ride spends on board', () => {
  it('counts a train boarded in the small hours against the night it is boarded in', () => {
    // Boarded at 00:05 for six hours: the night from midnight to 6 am.
    expect(nightHoursAboard(1 / 12, 6)).toBeCloseTo(5 + 11 / 12);
  });

  it('counts a morning train boarded before six against the night after it', () => {
    // The Telangana Express leaves Hyderabad at 06:00 and is in New Delhi 25 h 50 min later:
    // boarded at half past five, it runs through the whole of the next night.
    expect(nightHoursAboard(5.5, 1550 / 60, true)).toBe(8);
    expect(morningDayRide('06:00', 1550)).toBe(false);
    // The Saurashtra Mail, 05:05 for 9 h 41 min, is in by mid-afternoon.
    expect(morningDayRide('05:05', 581)).toBe(true);
  });
});
