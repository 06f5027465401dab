import { describe, expect, it } from 'vitest';
import { cardsForTrip } from './quality';
import { renderDays } from './trip';

const SLOTS = ['morning', 'afternoon', 'evening'] as const;

/**
 * Each sight of a part of a spread-out place planned on a card, with the day's words, split by
 * whether the card's stay stands out in that part (`away.at`) or at the centre.
 */
function partSights(from: string, to: string, start: string, part: string, centre: string) {
  const fromThere: string[] = [];
  const fromCentre: string[] = [];
  const outToCentre: string[] = [];
  for (const card of cardsForTrip(from, to, 6, start)) {
    const stay = card.trip.stays[0]!;
    const words = renderDays(card.trip);
    for (const day of card.trip.outlines) {
      if (day.kind !== 'explore') continue;
      const text = SLOTS.map((slot) => words[day.day - 1]![slot]).join(' ');
      for (const slot of SLOTS) {
        for (const item of day[slot]) {
          if (!('attraction' in item)) continue;
          const said = `${card.key} day ${day.day} ${item.attraction.name}: ${words[day.day - 1]![slot]}`;
          if (item.attraction.area === part) {
            (stay.away?.at === part ? fromThere : fromCentre).push(said);
          } else if (item.attraction.area && stay.away?.at === part) {
            expect(text, said).toContain(`Drive from ${stay.hotelName} into ${centre}`);
            outToCentre.push(said);
          }
        }
      }
    }
  }
  return { fromThere, fromCentre, outToCentre };
}

// Decision 143: a spread-out place's stays stand in one part of it. A card at Kuta saw Ubud's
// rice terraces and art market with no drive, and an "afternoon at leisure" at the Kuta hotel
// between two Ubud visits; a card at The Leela in Cavelossim saw Calangute and Fort Aguada,
// 50 km north, as if next door.
describe('a stay in one part of a spread-out place', () => {
  it('drives out to the other part, and sees its own part from the stay', () => {
    for (const [from, to, start, part, centre] of [
      ['Mumbai', 'Bali', '2027-03-10', 'Ubud', 'Bali'],
      ['Delhi', 'Goa', '2027-01-13', 'South Goa', 'Goa'],
    ] as const) {
      const { fromThere, fromCentre, outToCentre } = partSights(from, to, start, part, centre);
      expect(fromThere.length, `${to}: ${part} from a stay there`).toBeGreaterThan(0);
      expect(fromCentre.length, `${to}: ${part} from the centre`).toBeGreaterThan(0);
      expect(outToCentre.length, `${to}: the centre from a stay in ${part}`).toBeGreaterThan(0);
      for (const said of fromThere) expect(said).toMatch(new RegExp(`beside your stay at ${part}`));
      for (const said of fromCentre) {
        expect(said).toMatch(new RegExp(`\\d+ km out of town|on the same drive out to ${part}`));
      }
    }
  });
});
