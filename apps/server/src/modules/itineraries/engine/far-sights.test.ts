import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { SLOTS } from './hours';
import { cardsForTrip } from './quality';
import { renderDays } from './trip';

const kb = knowledgeBase();
const sight = (place: string, name: string) =>
  kb.byId.get(place)!.attractions.find((attraction) => attraction.name === name);

/** Sights whose notes gave a distance out of town, or that stand far out, with no drive. */
const FAR: readonly (readonly [string, string, number])[] = [
  ['gir', 'Kankai Mata Temple', 25],
  ['gir', 'Tulsishyam Temple and hot springs', 60],
  ['mahabaleshwar', 'Table Land, Panchgani', 15],
  ['indore', 'Patalpani Waterfall', 30],
  ['chittorgarh', 'Sanwariya Seth Temple', 35],
  ['manali', 'Atal Tunnel', 20],
  ['chopta', 'Deoria Tal', 15],
  ['chopta', 'Sari village', 15],
  ['tirthan-valley', 'Jalori Pass', 25],
  ['tirthan-valley', 'Serolsar Lake and Budhi Nagin Temple', 25],
  ['tirthan-valley', 'Raghupur Fort', 25],
  ['sonamarg', 'Zojila Pass and Zero Point', 15],
  ['puri', 'Sakshigopal Temple', 15],
  ['agartala', 'Sepahijala Wildlife Sanctuary', 20],
  ['sakleshpur', 'Bisle Ghat Viewpoint', 40],
];

describe('sights out of town carry their drive', () => {
  it('gives each its one-way road distance and drive', () => {
    for (const [place, name, least] of FAR) {
      const found = sight(place, name);
      expect(found, `${place}: ${name}`).toBeDefined();
      expect(found!.away?.km ?? 0, `${place}: ${name}`).toBeGreaterThanOrEqual(least);
      expect(found!.away?.hours ?? 0, `${place}: ${name}`).toBeGreaterThanOrEqual(0.5);
    }
    // Sights out at one place share one drive out there.
    expect(sight('chopta', 'Deoria Tal')!.away!.at).toBe('Sari');
    expect(sight('tirthan-valley', 'Serolsar Lake and Budhi Nagin Temple')!.away!.at).toBe(
      'Jalori Pass',
    );
  });

  it('lists no sight no road reaches on the day, nor one the gondola ride already is', () => {
    // Kongdoori is the gondola's middle station (the gondola's own sight); Krishansar is the
    // lake beside Vishansar on the Great Lakes trek; Talley Valley is days of walking from Ziro;
    // Ambardi is by Dhari, across the forest from Sasan.
    for (const [place, name] of [
      ['gulmarg', 'Kongdoori'],
      ['sonamarg', 'Krishansar Lake'],
      ['ziro', 'Talley Valley Wildlife Sanctuary'],
      ['gir', 'Ambardi Safari Park'],
    ] as const) {
      expect(sight(place, name), `${place}: ${name}`).toBeUndefined();
    }
    expect(sight('gulmarg', 'Gulmarg Gondola')!.note).toContain('Kongdoori');
  });

  it('plans them around the drive out, never as an evening in town', () => {
    const names = new Set(FAR.map(([, name]) => name));
    let seen = 0;
    for (const [from, to, start] of [
      ['Ahmedabad', 'Gir', '2027-02-10'],
      ['Delhi', 'Tirthan Valley', '2027-05-12'],
      ['Delhi', 'Chopta', '2027-05-12'],
      ['Kolkata', 'Agartala', '2027-01-13'],
      ['Bengaluru', 'Sakleshpur', '2027-01-13'],
      ['Bhubaneswar', 'Puri', '2027-01-13'],
    ] as const) {
      for (const card of cardsForTrip(from, to, 5, start)) {
        const words = renderDays(card.trip);
        for (const day of card.trip.outlines) {
          for (const slot of SLOTS) {
            for (const item of day[slot]) {
              if (!('attraction' in item) || !names.has(item.attraction.name)) continue;
              seen += 1;
              const where = `${card.key} day ${day.day}: ${item.attraction.name}`;
              expect(slot, where).not.toBe('evening');
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
