import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { DAY_BUS_PLACES, busByDayOnly } from './day-buses';
import { hilly } from './hill-roads';
import { firstPageOf } from './quality';
import { legsOf, renderDays } from './trip';

const kb = knowledgeBase();

/**
 * Places that sources show an overnight bus to or from: they keep their night bus.
 */
const NIGHT_BUS_PLACES: readonly string[] = [
  // HRTC Manali depot Volvos to Delhi at 3, 4, 5, 6 and 8 pm (mymagicalstrip.com, "HRTC To
  // Provide Luxury Buses For Tourists Traveling To Chandigarh, Delhi, Haridwar").
  'manali',
  // HRTC Volvo from Dharamshala to Delhi daily at 6:30 pm, another at 8:05 pm to Delhi airport
  // (punjabhimachaldarpan.com, 29 Sep 2025).
  'dharamshala',
  // HRTC Volvo from Delhi's Kashmiri Gate at 7:35 pm, in Shimla at 4:45 am (youngvarta.com,
  // 17 Feb 2022).
  'shimla',
  // "an overnight journey in a sleeper bus" from Bangalore to Ooty (wordsallmine.com, "A Day When
  // my Destination was Ooty").
  'ooty',
  // SETC bus from Bengaluru's Shantinagar to Kodaikanal at 7:30 pm (ajeyarao.com, Feb 2024).
  'kodaikanal',
  // KSRTC Bengaluru–Munnar at 9:11 pm, non-AC sleeper (Asianet Newsable, 16 Aug 2023).
  'munnar',
  // "the 11pm bus from Bangalore to Madikeri ... a 6 hour overnight drive in a sleeper coach"
  // (postcardstomyself.com, "The night bus to Madikeri").
  'coorg',
  // Night super buses from Shillong to the region's cities (The Shillong Times, 3 Jul 2024).
  'shillong',
  // The Shimla–Kaza bus leaves at 6.30 pm and "Reaches Peo in the morning", Reckong Peo being
  // Kalpa's town, then goes on to Kaza (travellingslacker.com, "Spiti Valley Bus Timings").
  'kalpa',
  'spiti',
];

describe('places no night bus reaches', () => {
  it('are hill places of the knowledge base in India', () => {
    expect(DAY_BUS_PLACES.size).toBeGreaterThan(0);
    for (const id of DAY_BUS_PLACES) {
      const place = kb.byId.get(id);
      expect(place, id).toBeDefined();
      expect(place!.country, id).toBe('India');
      expect(hilly(place!), id).toBe(true);
    }
  });

  it('leave out the places a night bus serves', () => {
    for (const id of NIGHT_BUS_PLACES) {
      expect(kb.byId.get(id), id).toBeDefined();
      expect(DAY_BUS_PLACES.has(id), id).toBe(false);
      expect(busByDayOnly(id), id).toBe(false);
    }
  });

  it('answer by place id', () => {
    expect(busByDayOnly('pelling')).toBe(true);
    expect(busByDayOnly('srinagar')).toBe(true);
    expect(busByDayOnly('pahalgam')).toBe(true);
    expect(busByDayOnly('auli')).toBe(true);
    expect(busByDayOnly('delhi')).toBe(false);
    expect(busByDayOnly('no-such-place')).toBe(false);
  });
});

describe('a bus to hills no night bus climbs to (decision 119)', () => {
  it('rides by day, halting on the way where the road is too long for one', () => {
    let buses = 0;
    for (const [from, to, start] of [
      ['Amritsar', 'Srinagar', '2027-05-10'],
      ['Delhi', 'Auli', '2027-01-10'],
      ['Delhi', 'Pahalgam', '2027-05-10'],
    ] as const) {
      const cards = firstPageOf({
        from,
        to,
        days: 5,
        start,
        travellers: 1,
        priceRange: [0, 15_000],
      });
      for (const card of cards) {
        if (legsOf(card.trip).some((leg) => leg.mode === 'bus')) buses += 1;
        for (const day of renderDays(card.trip)) {
          expect(`${day.title} ${day.evening}`, `${card.key} day ${day.day}`).not.toMatch(
            /overnight bus|night bus/i,
          );
        }
      }
    }
    expect(buses).toBeGreaterThan(0);
  });
});
