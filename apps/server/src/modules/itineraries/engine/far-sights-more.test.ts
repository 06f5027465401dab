import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { SLOTS } from './hours';
import { cardsForTrip } from './quality';
import { renderDays } from './trip';

const kb = knowledgeBase();
const sight = (place: string, name: string) =>
  kb.byId.get(place)!.attractions.find((attraction) => attraction.name === name);

/**
 * Sights of the east and north-east and abroad that stand far out of where their destination's
 * stays are, each with the least one-way road distance its sources give (knowledge/data/
 * east-northeast.sources.md and international.sources.md, "far-sights pass, second round").
 */
const FAR: readonly (readonly [string, string, number])[] = [
  ['imphal', 'Loktak Lake and Sendra Island', 45],
  ['imphal', 'INA Memorial, Moirang', 45],
  ['imphal', 'Keibul Lamjao National Park', 50],
  ['chilika', 'Breakfast Island', 20],
  ['chilika', 'Honeymoon Island', 20],
  ['chilika', 'Mangalajodi Wetland', 25],
  ['kohima', 'Dzükou Valley', 21],
  ['mauritius', 'Trou aux Cerfs', 15],
  ['mauritius', 'Ganga Talao (Grand Bassin)', 35],
  ['mauritius', 'Black River Gorges National Park', 30],
  ['mauritius', 'Chamarel Seven Coloured Earth Geopark', 40],
  ['mauritius', 'Chamarel Waterfall', 40],
  ['mauritius', 'Le Morne Brabant', 45],
  ['mauritius', 'Flic en Flac Beach', 15],
  ['mauritius', 'Île aux Cerfs', 40],
  ['bali', 'Tanah Lot Temple', 20],
  ['bali', 'Tirta Empul Temple', 15],
];

/** Sights out at one place, which share one drive out there (decision 58). */
const AT: readonly (readonly [string, string, string])[] = [
  ['imphal', 'Loktak Lake and Sendra Island', 'Moirang'],
  ['imphal', 'INA Memorial, Moirang', 'Moirang'],
  ['imphal', 'Keibul Lamjao National Park', 'Moirang'],
  ['chilika', 'Breakfast Island', 'Rambha'],
  ['chilika', 'Honeymoon Island', 'Rambha'],
  ['mauritius', 'Trou aux Cerfs', 'Chamarel'],
  ['mauritius', 'Ganga Talao (Grand Bassin)', 'Chamarel'],
  ['mauritius', 'Black River Gorges National Park', 'Chamarel'],
  ['mauritius', 'Chamarel Seven Coloured Earth Geopark', 'Chamarel'],
  ['mauritius', 'Chamarel Waterfall', 'Chamarel'],
  ['mauritius', 'Le Morne Brabant', 'Chamarel'],
];

describe('more sights out of town carry their drive', () => {
  it('gives each its one-way road distance and drive', () => {
    for (const [place, name, least] of FAR) {
      const found = sight(place, name);
      expect(found, `${place}: ${name}`).toBeDefined();
      expect(found!.away?.km ?? 0, `${place}: ${name}`).toBeGreaterThanOrEqual(least);
      expect(found!.away?.hours ?? 0, `${place}: ${name}`).toBeGreaterThanOrEqual(0.25);
    }
  });

  it('has the sights at one place out there share one drive', () => {
    for (const [place, name, at] of AT) {
      expect(sight(place, name)?.away?.at, `${place}: ${name}`).toBe(at);
    }
    // The farthest sight at a place sets the drive; the nearer ones lie on the way.
    expect(sight('imphal', 'Keibul Lamjao National Park')!.away!.km).toBeGreaterThan(
      sight('imphal', 'INA Memorial, Moirang')!.away!.km,
    );
    expect(sight('mauritius', 'Trou aux Cerfs')!.away!.km).toBeLessThan(
      sight('mauritius', 'Ganga Talao (Grand Bassin)')!.away!.km,
    );
  });

  it('leaves the sights in the middle of a place without a drive', () => {
    for (const [place, name] of [
      ['imphal', 'Kangla Fort'],
      ['chilika', 'Kalijai Temple'],
      ['mauritius', 'Aapravasi Ghat'],
      ['mauritius', 'Le Caudan Waterfront'],
    ] as const) {
      expect(sight(place, name)?.away, `${place}: ${name}`).toBeUndefined();
    }
  });

  it('plans them around the drive out, never as an evening in town', () => {
    const names = new Set(FAR.map(([, name]) => name));
    let seen = 0;
    for (const [from, to, start] of [
      ['Kolkata', 'Imphal', '2027-01-13'],
      ['Bhubaneswar', 'Chilika Lake', '2027-01-13'],
      ['Mumbai', 'Mauritius', '2027-05-12'],
      ['Mumbai', 'Bali', '2027-05-12'],
    ] as const) {
      for (const card of cardsForTrip(from, to, 5, start)) {
        const words = renderDays(card.trip);
        for (const day of card.trip.outlines) {
          for (const slot of SLOTS) {
            for (const item of day[slot]) {
              if (!('attraction' in item) || !names.has(item.attraction.name)) continue;
              seen += 1;
              const where = `${card.key} day ${day.day}: ${item.attraction.name}`;
              if (item.attraction.away!.hours >= 1) {
                expect(slot, where).not.toBe('evening');
              }
              expect(words[day.day - 1]![slot], where).toMatch(
                new RegExp(
                  `${item.attraction.name.replace(/[()]/g, '\\$&')} \\((?:\\d+ km out of town|on the same drive out to)`,
                ),
              );
            }
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
