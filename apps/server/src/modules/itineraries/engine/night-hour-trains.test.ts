import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPRESS_TRAINS, expressTrainBetween, type ExpressTrain } from './express-trains';
import { planPage } from './planner';
import { engineSearchOf } from './quality';

/** Shorter than a night's sleep, a ride is taken only at the hour it fits (decisions 55 and 95). */
const NIGHT_RIDE_MINUTES = 8 * 60;
const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The table's row between two stations, in its own order. */
function row(a: string, b: string): ExpressTrain {
  const train = EXPRESS_TRAINS.find((t) => t.stations[0] === a && t.stations[1] === b);
  if (!train) throw new Error(`no express train ${a} → ${b}`);
  return train;
}

/** Each row of the table as written: the comment that cites its sources, and its fields. */
function sourceRows(): Array<{ comment: string; body: string }> {
  const source = fs.readFileSync(path.join(import.meta.dirname, 'express-trains.ts'), 'utf8');
  const start = source.indexOf('export const EXPRESS_TRAINS');
  const table = source.slice(start, source.indexOf('\n];', start));
  return [...table.matchAll(/((?:\n {2}\/\/.*)+)\n {2}\{\n([\s\S]*?)\n {2}\},/g)].map((match) => ({
    comment: match[1]!.replace(/\n {2}\/\/ ?/g, ' '),
    body: match[2]!,
  }));
}

/** Every card of a search, page after page. */
function allCards(search: ReturnType<typeof engineSearchOf>) {
  const cards: ReturnType<typeof planPage>['cards'] = [];
  for (let page = 1; page <= 10; page++) {
    const { cards: onPage, hasMore } = planPage(search, page);
    cards.push(...onPage);
    if (!hasMore) break;
  }
  return cards;
}

/** The main rides of a card's moves between its stops, and of every journey its days plan. */
function mainRides(card: ReturnType<typeof allCards>[number]) {
  const { trip } = card;
  const between = trip.transfers.flatMap((journey) => journey.legs);
  const days = trip.outlines.flatMap((outline) => outline.journey?.legs ?? []);
  return [...between, ...days].filter((leg) => leg.main);
}

function twoStops(from: string, to: string) {
  return engineSearchOf({
    from,
    to,
    days: 6,
    travellers: 2,
    travelClass: 'Economy',
    priceRange: [0, 200_000],
    start: '2027-01-14',
  });
}

describe('short trains at night hours (decision 95)', () => {
  it('gives each short train the hours its comment prints, as "HH:MM"', () => {
    const short = EXPRESS_TRAINS.filter((train) => train.minutes < NIGHT_RIDE_MINUTES);
    for (const train of short) {
      if (!train.departs) continue;
      expect(train.departs, train.name).toHaveLength(2);
      for (const hour of train.departs) {
        if (hour !== undefined)
          expect(hour, `${train.number} ${train.stations.join('–')}`).toMatch(HOUR);
      }
    }
    // A short row whose comment prints the timetable's hours gives them, each one printed there:
    // without them a train leaving at 02:45 was planned as a morning check-out ride.
    const rows = sourceRows();
    expect(rows).toHaveLength(EXPRESS_TRAINS.length);
    let timed = 0;
    for (const { comment, body } of rows) {
      const minutes = Number(/\n {4}minutes: (\d+),/.exec(`\n${body}`)?.[1]);
      if (!(minutes < NIGHT_RIDE_MINUTES)) continue;
      const label = /stations: \[.*\]/.exec(body)![0];
      const departs = /\n {4}departs: \[(.*)\],/.exec(`\n${body}`)?.[1];
      if (/\b\d\d:\d\d\b/.test(comment)) expect(departs, label).toBeDefined();
      if (!departs) continue;
      timed += 1;
      for (const hour of departs.match(/\d\d:\d\d/g) ?? []) expect(comment, label).toContain(hour);
    }
    expect(timed).toBe(short.filter((train) => train.departs).length);
    expect(timed).toBeGreaterThanOrEqual(55);
  });

  it('does not take the Mandore Express out of Jaipur in the morning (02:45)', () => {
    const mandore = row('JU', 'JP');
    expect(mandore.name).toBe('Mandore Express');
    for (const leaves of ['morning', 'afternoon'] as const) {
      expect(expressTrainBetween('JP', 'JU', leaves)?.train).not.toBe(mandore);
      // Nor out of Jodhpur at 20:00, past an afternoon's start.
      expect(expressTrainBetween('JU', 'JP', leaves)?.train).not.toBe(mandore);
    }
  });

  it('refuses a short train at the hour it cannot serve and takes it at the one it can', () => {
    // Each row, with the times of day it serves leaving its first station and leaving its second.
    const cases: Array<
      [ExpressTrain, Array<'morning' | 'afternoon'>, Array<'morning' | 'afternoon'>]
    > = [
      // 12346 Guwahati 12:15 (12:35 in 2015) → New Jalpaiguri; 12345 back New Jalpaiguri 02:05.
      [row('GHY', 'NJP'), ['afternoon'], []],
      // 12391 Patna Junction 10:50 → Varanasi; 12392 back Varanasi 02:40.
      [row('PNBE', 'BSB'), ['morning'], []],
      // 15960 Dimapur 02:33 → Guwahati; 15959 back Guwahati 16:05.
      [row('DMV', 'GHY'), [], ['afternoon']],
      // 12859 Nagpur 19:05 → Raipur; 12860 back Raipur 02:25.
      [row('NGP', 'R'), ['afternoon'], []],
      // 16021 Chennai Central 21:00 → KSR Bengaluru; 16022 back KSR Bengaluru 23:45.
      [row('MAS', 'SBC'), [], []],
      // 16630 Kozhikode 23:10 → Ernakulam Town; 16629 back Ernakulam Town 23:50.
      [row('CLT', 'ERS'), [], []],
    ];
    for (const [train, fromA, fromB] of cases) {
      const [a, b] = train.stations;
      for (const [from, to, serves] of [
        [a, b, fromA],
        [b, a, fromB],
      ] as const) {
        const label = `${train.name} ${from} → ${to}`;
        // Without an hour asked, it is the quickest train there: only its hour keeps it out.
        expect(expressTrainBetween(from, to)?.train, label).toBe(train);
        for (const leaves of ['morning', 'afternoon'] as const) {
          const ride = expressTrainBetween(from, to, leaves);
          if (serves.includes(leaves)) expect(ride?.train, `${label}, ${leaves}`).toBe(train);
          else expect(ride?.train, `${label}, ${leaves}`).not.toBe(train);
        }
      }
    }
  });

  it('moves between two stops in the morning on no train that leaves in the night', () => {
    const night: Array<[string, string, RegExp]> = [
      // Jaipur 02:45 → Jodhpur 07:45.
      ['Mumbai', 'Jaipur Jodhpur', /Mandore Express \(\d+\) JP → JU/],
      // New Jalpaiguri 02:05 → Guwahati.
      ['Kolkata', 'Darjeeling Guwahati', /Saraighat Superfast Express \(12345\) NJP → GHY/],
      // Varanasi 02:40 → Patna Junction.
      ['Delhi', 'Varanasi Patna', /Shramjeevi Superfast Express \(12392\) BSB → PNBE/],
      // Guwahati 16:05 → Dimapur, an afternoon's train.
      ['Delhi', 'Guwahati Kohima', /Kamrup Express \(15959\) GHY → DMV/],
    ];
    for (const [from, to, train] of night) {
      const cards = allCards(twoStops(from, to));
      expect(cards.length, to).toBeGreaterThan(0);
      let rides = 0;
      for (const card of cards) {
        for (const leg of mainRides(card)) {
          rides += 1;
          expect(`${leg.travelClass} ${leg.description}`, card.key).not.toMatch(train);
        }
      }
      expect(rides, to).toBeGreaterThan(0);
    }
  });
});
