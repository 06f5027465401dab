import { describe, expect, it } from 'vitest';
import { cardsForTrip } from './quality';
import { notesOf, renderDays } from './trip';

const cardsOf = (from: string, to: string, days: number, start: string, travellers = 2) =>
  cardsForTrip(from, to, days, start, 900_000, travellers);

describe('meals at the two ends of a trip (decision 110)', () => {
  it('has lunch at home when the night train or bus gets home in the morning', () => {
    let checked = 0;
    for (const card of cardsOf('Nagpur', 'Kerala', 7, '2027-12-20', 5)) {
      const last = renderDays(card.trip).at(-1)!;
      const home = card.trip.spec.origin.name;
      // No dish of the place left behind offered for lunch in Nagpur.
      expect(last.meals.lunch, card.key).not.toMatch(/\btry\b/);
      if (/arrives at .* in the morning/.test(last.morning)) {
        expect(last.meals.lunch, card.key).toBe(`Lunch at home in ${home}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('books no dinner out on a day that arrives after the kitchens close', () => {
    let late = 0;
    for (const card of cardsOf('Indore', 'Bali', 6, '2026-10-15')) {
      const first = renderDays(card.trip)[0]!;
      if (!/after midnight by the local clock/.test(first.evening)) continue;
      late += 1;
      expect(first.meals.dinner, card.key).toBe('Dinner on the way');
      expect(first.restaurants, card.key).toEqual([]);
    }
    expect(late).toBeGreaterThan(0);
  });

  it('offers a meal to try at lunch, never a tea, a sweet or a breakfast', () => {
    for (const [to, start] of [
      ['Ooty', '2027-05-08'],
      ['Darjeeling', '2027-03-10'],
      ['Indore', '2027-02-10'],
    ] as const) {
      const cards = cardsOf('Chennai', to, 4, start);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        for (const day of renderDays(card.trip)) {
          expect(day.meals.lunch ?? '', card.key).not.toMatch(
            /\btry .*\b(?:tea|chocolates?|coffee|jalebi|poha)\b/i,
          );
        }
      }
    }
  });
});

describe('a long flight home that lands after midnight (decision 114)', () => {
  it('says so on the last day and in the notes, the day after the return date', () => {
    const cards = cardsOf('Pune', 'Vienna', 6, '2027-06-05');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const last = renderDays(card.trip).at(-1)!;
      expect(last.evening, card.key).toMatch(/after midnight by the home clock, early on 11 June/);
      expect(last.meals.dinner, card.key).toBe('Dinner on the way');
      expect(notesOf(card.trip).some((note) => /the day after your return date/.test(note))).toBe(
        true,
      );
    }
  });

  it('keeps the usual last evening where the flight home lands by the evening', () => {
    for (const card of cardsOf('Delhi', 'Dubai', 5, '2027-02-10')) {
      const last = renderDays(card.trip).at(-1)!;
      expect(last.evening, card.key).not.toMatch(/after midnight/);
      expect(notesOf(card.trip).some((note) => /day after your return date/.test(note))).toBe(
        false,
      );
    }
  });
});
