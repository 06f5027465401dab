import { describe, expect, it } from 'vitest';
import { checkFrom, engineSearchOf } from './quality';
import { rankedCards } from './planner';
import { commuteOf, renderDays } from './trip';

/** The budget cards of a search for one traveller, ₹0 to `max`. */
function budgetCards(from: string, to: string, days: number, max: number) {
  const check = checkFrom(from, to, days, '2027-03-03', { travellers: 1, priceRange: [0, max] });
  const cards = rankedCards(engineSearchOf(check)).filter((card) => card.key.includes(':budget:'));
  expect(cards.length, `${from} to ${to}`).toBeGreaterThan(0);
  return cards;
}

describe('a flight at the stay town’s airport (decision 219)', () => {
  it('ends the journey in at the stay when the town’s own way is a train too long', () => {
    // Bhopal's own way from Hyderabad for a budget card is a long train; the flight the card
    // takes lands at Bhopal all the same, so it goes to the Bhopal hotel, not to Sanchi and back.
    for (const card of budgetCards('Hyderabad', 'Sanchi', 2, 900_000)) {
      const { outbound, stays, outlines } = card.trip;
      expect(outbound.mode, card.key).toBe('flight');
      expect(stays[0]!.inAtStay, card.key).toBe(true);
      expect(outbound.legs.at(-1)!.from, card.key).toBe('Raja Bhoj Airport');
      expect(outbound.legs.at(-1)!.to, card.key).toBe('Bhopal');
      // A drive out to Sanchi that afternoon is for its sights, never for nothing.
      const first = outlines[0]!;
      if (commuteOf(card.trip, first))
        expect([...first.afternoon, ...first.evening].length, card.key).toBeGreaterThan(0);
      expect(renderDays(card.trip)[0]!.title, card.key).toBe(
        'Hyderabad to Bhopal, for Sanchi: arrival',
      );
    }
  });

  it('moves on by air from the stay town’s airport, and in to it', () => {
    let moves = 0;
    for (const [to, leaving] of [
      ['Sanchi, Hyderabad', true],
      ['Hyderabad, Sanchi', false],
    ] as const) {
      for (const card of budgetCards('Delhi', to, 4, 30_000)) {
        const move = card.trip.transfers[0]!;
        if (move.mode !== 'flight') continue;
        const sanchi = card.trip.stays.find((stay) => stay.place.name === 'Sanchi')!;
        expect(sanchi.away?.at, card.key).toBe('Bhopal');
        // Never a drive from the Bhopal hotel to Sanchi only to ride back past Bhopal to its
        // airport, nor from the airport out to Sanchi and back to the hotel.
        const ride = leaving ? move.legs[0]! : move.legs.at(-1)!;
        expect(leaving ? ride.from : ride.to, card.key).toBe('Bhopal');
        expect(leaving ? sanchi.outAtStay : sanchi.inAtStay, card.key).toBe(true);
        expect(move.legs.some((leg) => leg.from === 'Sanchi' || leg.to === 'Sanchi')).toBe(false);
        // The day's title names where it starts and ends (decisions 219 and 222).
        const titles = renderDays(card.trip).map((day) => day.title);
        expect(titles, card.key).toContain(
          leaving ? 'Bhopal to Hyderabad' : 'Hyderabad to Bhopal, for Sanchi',
        );
        moves += 1;
      }
    }
    expect(moves).toBeGreaterThan(2);
  });
});
