import { describe, expect, it } from 'vitest';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { buildDetails } from './details';
import { cardFor, planPage } from './planner';
import { engineSearchOf } from './quality';

/** The first page's cards of a search from Delhi, each with its day-wise plan's terms. */
function cardsTo(to: string) {
  const search = engineSearchOf({
    from: 'Delhi',
    to,
    days: 5,
    travellers: 2,
    travelClass: 'Economy',
    priceRange: [0, 900_000],
    start: '2027-03-10',
  });
  return planPage(search, 1).cards.map((planned) => {
    const card = cardFor(planned, search);
    const itinerary = { ...card, _id: 'c', id: 'c', slug: 'c' } as Itinerary;
    return { card, terms: buildDetails(itinerary, search).terms };
  });
}

describe('the travel ID a trip abroad asks for (decision 121)', () => {
  it('does not ask for a passport where a voter ID will do (Nepal, Bhutan)', () => {
    for (const to of ['Kathmandu', 'Bhutan']) {
      const cards = cardsTo(to);
      expect(cards.length, to).toBeGreaterThan(0);
      for (const { card, terms } of cards) {
        expect(card.travelNotes.join('\n'), card.title).not.toMatch(/Carry a passport valid/);
        expect(card.travelNotes.join('\n'), card.title).toMatch(/voter ID/);
        expect(terms.join('\n'), card.title).toMatch(/voter ID \(EPIC\)/);
        expect(terms.join('\n'), card.title).not.toMatch(/passport valid for at least six months/);
      }
    }
  });

  it('still asks for a passport where one is needed (Dubai)', () => {
    for (const { card, terms } of cardsTo('Dubai')) {
      expect(card.travelNotes.join('\n'), card.title).toMatch(/Carry a passport valid/);
      expect(terms.join('\n'), card.title).toMatch(/passport valid for at least six months/);
    }
  });
});
