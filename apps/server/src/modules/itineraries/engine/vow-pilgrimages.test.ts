import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { rankedCards } from './planner';
import { cardsForTrip, engineSearchOf } from './quality';
import { notesOf } from './trip';

const kb = knowledgeBase();

describe('a pilgrimage made under a vow (decision 209)', () => {
  const vowed = kb.destinations.filter((place) => place.vow);

  it('is marked where the data says what it asks', () => {
    expect(vowed.map((place) => place.id)).toContain('sabarimala');
  });

  it('is never a stop that a tour of its state adds, in its season or out of it', () => {
    let cards = 0;
    for (const [from, start, days, travellers] of [
      ['Mumbai', '2027-12-20', 7, 4],
      ['Chennai', '2027-11-25', 6, 2],
      ['Bengaluru', '2027-01-05', 8, 1],
      ['Delhi', '2027-04-10', 7, 2],
    ] as const) {
      const search = engineSearchOf({
        from,
        to: 'Kerala',
        days,
        travellers,
        travelClass: 'Economy',
        priceRange: [0, 900_000],
        start,
      });
      for (const card of rankedCards(search)) {
        cards += 1;
        const stops = card.trip.spec.stops.map((stop) => stop.place);
        expect(
          stops.filter((place) => place.vow).map((place) => place.name),
          `${from} → Kerala from ${start}`,
        ).toEqual([]);
      }
    }
    expect(cards).toBeGreaterThan(20);
  });

  it('is still planned for those who name it, alone or as a stop', () => {
    for (const to of ['Sabarimala', 'Thekkady Sabarimala']) {
      const cards = cardsForTrip('Kochi', to, 4, '2027-12-10');
      expect(cards.length, to).toBeGreaterThan(0);
      for (const card of cards) {
        expect(
          card.trip.spec.stops.some((stop) => stop.place.id === 'sabarimala'),
          to,
        ).toBe(true);
        // And the card says what the vow asks, from the place's own notes.
        const notes = notesOf(card.trip).join(' ');
        expect(notes, to).toContain('41-day vratham');
        expect(notes, to).toContain('irumudi');
      }
    }
  });
});
