import { describe, expect, it } from 'vitest';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { buildDetails } from './details';
import { cardFor, planPage } from './planner';
import { engineSearchOf } from './quality';

/** The cards of page 1 for a sight typed as where to go, four days (or `days`) from Delhi in March. */
function cardsFor(to: string, days = 4) {
  const search = engineSearchOf({
    from: 'Delhi',
    to,
    days,
    travellers: 2,
    travelClass: 'Economy',
    priceRange: [0, 200_000],
    start: '2027-03-03',
  });
  const sight = search.destination.kind === 'place' ? search.destination.sight : undefined;
  return { sight, cards: planPage(search, 1).cards.map((card) => cardFor(card, search)) };
}

describe('a sight typed as where to go', () => {
  it('is seen on every card of its place', () => {
    for (const typed of ['Araku Coffee Museum', 'Royal Bhutan Monastery']) {
      const { sight, cards } = cardsFor(typed);
      expect(sight).toBeDefined();
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(card.placesToVisit).toContain(sight);
    }
  });

  it('is never left out silently: a card without it says so', () => {
    // Chandrashila's sunrise climb does not fit a night there between two days on the road.
    const { sight, cards } = cardsFor('Chandrashila summit', 2);
    expect(sight).toBe('Chandrashila summit (sunrise)');
    expect(cards.some((card) => !card.placesToVisit.includes(sight!))).toBe(true);
    for (const card of cards) {
      if (card.placesToVisit.includes(sight!)) continue;
      expect(
        card.travelNotes.some((note) => note.startsWith(`${sight}, which you searched for`)),
      ).toBe(true);
    }
  });

  it('stays in the day-wise plan the card opens to', () => {
    // "Pangong" plans Leh with the night at the lake; the details are rebuilt from the card.
    const search = engineSearchOf({
      from: 'Delhi',
      to: 'Pangong',
      days: 5,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 500_000],
      start: '2027-06-09',
    });
    const cards = planPage(search, 1).cards.map((card) => cardFor(card, search));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const itinerary = { ...card, _id: 'c', id: 'c', slug: 'c' } as Itinerary;
      const days = buildDetails(itinerary, search).fullDayWisePlan;
      expect(
        days.some((day) => day.title.includes('Pangong')),
        card.title,
      ).toBe(true);
    }
  });
});
