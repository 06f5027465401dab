import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { safariFor } from './safaris';
import { cardsForTrip } from './quality';
import { renderDays } from './trip';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const zone = (id: string, name: string) => {
  const sight = place(id).attractions.find((a) => a.name === name);
  expect(sight, `${id}: ${name}`).toBeDefined();
  return sight!;
};

/**
 * Park zones that had no day safari to be seen from, so cards planned them as walked in for the
 * entry fee: each now takes a seat on the safari its park's forest department runs into it
 * (Bandhavgarh's Magadhi and Khitauli core gates, the buffer gates of Bandhavgarh, Kanha and
 * Tadoba, Corbett's Dhela and Durga Devi on the shared jeep of the day-visit zones).
 */
const ZONES: ReadonlyArray<readonly [string, string]> = [
  ['bandhavgarh', 'Magadhi Zone'],
  ['bandhavgarh', 'Khitauli Zone'],
  ['bandhavgarh', 'Panpatha Buffer Zone'],
  ['bandhavgarh', 'Johila Buffer Zone'],
  ['kanha', 'Khatia Buffer Zone'],
  ['tadoba', 'Agarzari Buffer Zone'],
  ['tadoba', 'Junona Buffer Zone'],
  ['jim-corbett', 'Dhela Zone'],
  ['jim-corbett', 'Durga Devi Zone'],
];

describe('every park zone has a day safari to be seen from', () => {
  for (const [id, name] of ZONES) {
    it(`${id}: ${name}`, () => {
      const sight = zone(id, name);
      for (const budget of [false, true]) {
        const safari = safariFor(place(id), sight, budget);
        expect(safari, `${name}, budget ${budget}`).toBeDefined();
        expect(safari!.price).toBeGreaterThan(0);
        if (/\bbuffer\b/i.test(name)) expect(safari!.name).toMatch(/\bbuffer\b/i);
        else expect(safari!.name).not.toMatch(/\bbuffer\b/i);
      }
    });
  }

  it("sends a core zone on its own zone's safari, never another's", () => {
    const bandhavgarh = place('bandhavgarh');
    expect(safariFor(bandhavgarh, zone('bandhavgarh', 'Magadhi Zone'), true)?.name).toMatch(
      /^Magadhi or Khitauli zone jeep safari/,
    );
    expect(safariFor(bandhavgarh, zone('bandhavgarh', 'Tala Zone'), true)?.name).toMatch(
      /^Tala zone jeep safari/,
    );
    // The buffer's jeep is not the way into a core zone.
    for (const [id, core] of [
      ['kanha', 'Kisli Zone'],
      ['tadoba', 'Moharli Zone'],
      ['bandhavgarh', 'Khitauli Zone'],
    ] as const) {
      expect(safariFor(place(id), zone(id, core), true)?.name, `${id}: ${core}`).not.toMatch(
        /\bbuffer\b/i,
      );
    }
    // Corbett's canter still goes to Dhikala only.
    expect(safariFor(place('jim-corbett'), zone('jim-corbett', 'Dhikala Zone'), true)?.name).toBe(
      'Canter safari to Dhikala',
    );
  });
});

describe('the core of a park shut for the monsoon', () => {
  it('plans none of Kanha’s core sights in July, not even as passed on a buffer safari', () => {
    const core = ['Bamni Dadar', 'Kanha Museum', 'Shravan Tal'];
    const cards = cardsForTrip('Nagpur', 'Kanha', 4, '2027-07-19');
    expect(cards.length).toBeGreaterThan(0);
    for (const { trip, key } of cards) {
      for (const sight of trip.attractions) expect(core, key).not.toContain(sight.name);
      expect(
        renderDays(trip)
          .map((day) => day.morning + day.afternoon)
          .join(' '),
        key,
      ).not.toMatch(/Bamni Dadar|Kanha Museum/);
    }
  });
});
