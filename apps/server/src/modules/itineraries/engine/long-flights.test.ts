import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { dayChecks } from './day-checks';
import { cardsForTrip } from './quality';
import { overFlightOf, planJourney } from './transport';
import { journeysShortOfDays, notesOf, renderDays } from './trip';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;

/** "4:15 pm" as hours of the day. */
function hourOf(text: string): number {
  const [, h, m, half] = /(\d+):(\d\d) (am|pm)/.exec(text)!;
  return (Number(h) % 12) + Number(m) / 60 + (half === 'pm' ? 12 : 0);
}

// Decision 137: a flight out that lands the next day spends the night in the air.
describe('long flights out', () => {
  it('spend the night in the air and start the next day when the flight lands', () => {
    for (const [from, to] of [
      ['Mumbai', 'Queenstown'],
      ['Mumbai', 'Sydney'],
      ['Kolkata', 'Auckland'],
    ] as const) {
      const cards = cardsForTrip(from, to, 6, '2027-03-10');
      expect(cards.length, `${from} → ${to}`).toBeGreaterThan(0);
      for (const card of cards) {
        const { trip } = card;
        expect(trip.outboundHalt?.aboard, card.key).toBe('flight');
        const [first, second] = renderDays(trip);
        expect(first!.stay, card.key).toBe('On board the flight');
        expect(first!.evening, card.key).toMatch(/^The night is in the air; the flight lands at /);
        // Five nights away: one in the air, four at the hotel, and only those are priced.
        expect(
          trip.stays.reduce((total, stay) => total + stay.nights, 0),
          card.key,
        ).toBe(4);
        expect(notesOf(trip).join(' ')).toMatch(/that night is in the air, and no hotel is booked/);
        // Nothing is seen before the flight lands, by the local clock.
        const lands = hourOf(/lands at .* at about (\d+:\d\d [ap]m)/.exec(second!.morning)![1]!);
        expect(trip.outlines[1]!.morning, card.key).toEqual([]);
        if (lands > 12) expect(trip.outlines[1]!.afternoon, card.key).toEqual([]);
      }
    }
  });

  it('say a trip too short for the night in the air is too short', () => {
    for (const card of cardsForTrip('Mumbai', 'Sydney', 2, '2027-03-10')) {
      expect(card.trip.outboundHalt, card.key).toBeUndefined();
      expect(journeysShortOfDays(card.trip).map((short) => short.direction)).toContain('out');
      expect(renderDays(card.trip)[0]!.evening).toMatch(
        /^In the air overnight: in Sydney about \d+:\d\d am the next day by the local clock/,
      );
      expect(notesOf(card.trip)).toContainEqual(
        expect.stringMatching(
          /^The journey between Mumbai and Sydney takes about \d+ hours by road and air, best broken over two days; a longer trip would leave the nights for it/,
        ),
      );
    }
    const figures = dayChecks(
      ['Sydney', 'New Zealand'].flatMap((to) =>
        [2, 4].map((days) => ({
          from: 'Kolkata',
          to,
          days,
          travellers: 2,
          travelClass: 'Economy' as const,
          priceRange: [0, 900_000] as [number, number],
        })),
      ),
      ['2027-01-12', '2027-07-12'],
    );
    expect(figures.days).toBeGreaterThan(0);
    expect(figures.faults.nightInTheAir).toBe(0);
  });

  it('keep the hotel for a flight that lands the same night or before dawn', () => {
    const shift = 3.5; // Tokyo's clock is 3 h 30 min ahead of India's.
    const tokyo = planJourney(place('delhi'), place('tokyo'), {
      travelClass: 'Economy',
      travellers: 2,
    });
    expect(overFlightOf(tokyo, shift)).toBeUndefined();
    for (const card of cardsForTrip('Delhi', 'Dubai', 5, '2027-03-10')) {
      expect(card.trip.outboundHalt?.aboard, card.key).not.toBe('flight');
    }
  });
});
