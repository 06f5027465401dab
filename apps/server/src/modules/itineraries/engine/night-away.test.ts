import { describe, expect, it } from 'vitest';
import { rankedCards } from './planner';
import { engineSearchOf } from './quality';
import { notesOf, renderDays, type DayOutline } from './trip';

const YATRA = 'Katra (Vaishno Devi)';

/** Every card of a search for the yatra, or for Jammu itself. */
function cardsFor(to: string, days: number, travellers: number, maxPrice: number) {
  return rankedCards(
    engineSearchOf({
      from: 'Delhi',
      to,
      days,
      travellers,
      travelClass: 'Economy',
      priceRange: [0, maxPrice],
      start: '2027-03-10',
    }),
  );
}

const outOn = (days: DayOutline[]) => days.find((day) => day.excursion?.name === YATRA);

describe('a night away asked for on a short trip (decision 54)', () => {
  it.each([3, 4, 5])(
    'takes a budget pilgrim of %i days by night train to Vaishno Devi and back, with the night by the shrine',
    (days) => {
      const cards = cardsFor('Vaishno Devi', days, 1, 15_000).filter(
        (card) => card.trip.spec.tier === 'budget',
      );
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        const outlines = card.trip.outlines;
        const out = outOn(outlines);
        // Before, a night train each way left no two free days, and no card went there at all.
        expect(out, card.key).toBeDefined();
        expect(out!.overnight?.name, card.key).toBe(YATRA);
        const back = outlines[out!.day]!;
        expect(back.overnight?.name, card.key).toBe(YATRA);
        // Off the night train that morning, or back in time for the evening's train home.
        if (out!.kind === 'arrival') expect(out!.halt?.aboard, card.key).toBe('train');
        if (back.kind === 'homeward') expect(back.halt?.aboard, card.key).toBe('train');
        const words = renderDays(card.trip);
        expect(words[out!.day - 1]!.afternoon).toMatch(/walk the 13 km path up/i);
        // The night is up by the shrine, where the walk ends, not back down at Katra.
        expect(words[out!.day - 1]!.stay).toBe('A camp or guesthouse up by Vaishno Devi Bhawan');
        expect(words[out!.day - 1]!.evening).toMatch(/^Night up by Vaishno Devi Bhawan/);
        expect(words[out!.day]!.meals.breakfast).toMatch(/up by Vaishno Devi Bhawan$/);
        expect(words[out!.day]!.morning).toMatch(/^Walk back down the 13 km path/);
        // The card's note puts the night where the day does, and says the helicopter's own
        // ends, not Jammu's.
        const notes = notesOf(card.trip);
        expect(notes.join(' '), card.key).toMatch(
          /The night up by Vaishno Devi Bhawan is in a camp or guesthouse, as guides advise for the long walk/,
        );
        expect(notes.join(' '), card.key).not.toMatch(/The night at Katra|between Jammu and/);
      }
    },
  );

  it('makes the asked yatra one long day, walked up and down, when no night away fits', () => {
    // Three days by air leave one free day at Jammu and a morning flight home.
    let long = 0;
    for (const card of cardsFor('Vaishno Devi', 3, 2, 500_000)) {
      const out = outOn(card.trip.outlines);
      if (!out || out.overnight) continue;
      long += 1;
      const words = renderDays(card.trip)[out.day - 1]!;
      expect(words.afternoon, card.key).toMatch(/^Walk the 13 km path up from Katra/);
      expect(words.evening, card.key).toBe(
        'Walk back down to Katra (Vaishno Devi), then drive back to Jammu.',
      );
    }
    expect(long).toBeGreaterThan(0);
  });

  it('does not make the walk up to the shrine a day trip nobody asked for', () => {
    let nights = 0;
    for (const days of [3, 4, 5, 6, 7]) {
      for (const card of cardsFor('Jammu', days, 2, 500_000)) {
        const out = outOn(card.trip.outlines);
        if (!out) continue;
        expect(out.overnight?.name, `${card.key}, ${days} days`).toBe(YATRA);
        nights += 1;
      }
    }
    expect(nights).toBeGreaterThan(0);
  });
});

describe('a trip guides make with a night out there (Pangong, Nubra)', () => {
  it('is never made as one day there and back unless the traveller asked for it', () => {
    // Pangong as a day out of Leh was 155 km each way over Chang La: some 10 hours of road.
    let checked = 0;
    for (const days of [4, 5, 6, 7]) {
      for (const card of cardsFor('Leh', days, 2, 300_000)) {
        for (const day of card.trip.outlines) {
          if (!day.excursion?.overnight) continue;
          checked += 1;
          expect(day.overnight?.name, `${card.key} day ${day.day}`).toBe(day.excursion.name);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('two day trips of one place typed together ("Leh Nubra Pangong")', () => {
  it('makes both where the days allow, and says so of the one that does not fit', () => {
    // Pangong was dropped without a word: only the first sub-place of a base was kept.
    const week = cardsFor('Leh Nubra Pangong', 7, 2, 300_000);
    expect(week.length).toBeGreaterThan(0);
    const both = week.filter((card) =>
      ['Nubra Valley', 'Pangong Tso'].every((name) =>
        card.trip.excursions.some((made) => made.name === name),
      ),
    );
    expect(both.length).toBeGreaterThan(0);
    for (const card of cardsFor('Leh Nubra Pangong', 4, 2, 300_000)) {
      if (card.trip.excursions.some((made) => made.name === 'Pangong Tso')) continue;
      expect(notesOf(card.trip).join(' '), card.key).toMatch(
        /The day trip to Pangong Tso, which you searched for, did not fit/,
      );
    }
  });
});
