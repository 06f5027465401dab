import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { SLOTS, slotsFor } from './hours';
import { cardsForTrip } from './quality';

const kb = knowledgeBase();
const sight = (place: string, name: string) =>
  kb.byId.get(place)!.attractions.find((attraction) => attraction.name === name)!;

describe('treks, forest walks and boats by daylight (decision 124)', () => {
  it('keeps a trek, a hike or a forest trail out of the evening', () => {
    for (const [place, name] of [
      ['kohima', 'Pulie Badze'],
      ['ziro', 'Dolo Mando'],
      ['lansdowne', 'Bhim Pakora'],
      ['coonoor', 'Droog Fort'],
      ['jibhi', 'Serolsar Lake and Budhi Nagin Temple'],
      ['statue-of-unity', 'Zarwani Eco-tourism Site'],
    ] as const) {
      expect(sight(place, name), `${place}: ${name}`).toBeDefined();
      expect(slotsFor(sight(place, name)), `${place}: ${name}`).not.toContain('evening');
    }
  });

  it('keeps an island or a sea fort the boats reach out of the evening, not a city ferry', () => {
    for (const [place, name] of [
      ['lakshadweep', 'Thinnakara Island'],
      ['lakshadweep', 'Bangaram Island'],
      ['alleppey', 'Pathiramanal Island'],
      ['tarkarli', 'Sindhudurg Fort'],
      ['chilika', 'Kalijai Temple'],
      ['krabi', 'Railay Beach'],
    ] as const)
      expect(slotsFor(sight(place, name)), `${place}: ${name}`).not.toContain('evening');
    expect(slotsFor(sight('sydney', 'Manly Beach'))).toContain('evening');
  });

  it('still lets a trail seen at sunset, or a trek to a sight open into the evening, have it', () => {
    expect(slotsFor(sight('kasauli', 'Gilbert Trail'))).toContain('evening');
    expect(slotsFor(sight('port-blair', 'Chidiya Tapu'))).toEqual(['evening']);
  });

  it('reads a distance or a length of time as no opening hours ("about 5–6 km")', () => {
    const walk = { name: 'A lake walk', kind: 'lake', hours: 2, entryFee: 0 } as const;
    for (const note of ['About 5–6 km from the road', 'A 2-3 hour return walk']) {
      expect(slotsFor({ ...walk, note }), note).toEqual(SLOTS);
    }
  });

  it('plans no evening walk above Kohima', () => {
    let seen = 0;
    for (const { trip } of cardsForTrip('Guwahati', 'Kohima', 5, '2026-11-10')) {
      for (const day of trip.outlines) {
        for (const slot of SLOTS) {
          for (const item of day[slot]) {
            if (!('attraction' in item) || item.attraction.name !== 'Pulie Badze') continue;
            seen += 1;
            expect(slot, `day ${day.day}`).not.toBe('evening');
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
