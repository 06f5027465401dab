import { describe, expect, it } from 'vitest';
import { planPage } from './planner';
import { engineSearchOf } from './quality';
import { notesOf } from './trip';

// A solo traveller's ₹25,000 for a week at the Valley of Flowers in July: the bus out and home,
// halted on the way and at Govindghat both ways. Its notes said each thing twice, once per way
// ("Delhi to Valley of Flowers goes by bus …", "Valley of Flowers to Delhi goes by bus …"; the
// nights "on the way and at Govindghat", then "at Govindghat and on the way"), and put brackets
// inside brackets ("by bus (state or private bus (AC where the route has one))").
describe('a trip there and back by the same way', () => {
  const search = engineSearchOf({
    from: 'Delhi',
    to: 'Valley of Flowers',
    days: 7,
    travellers: 1,
    travelClass: 'Economy',
    priceRange: [0, 25_000],
    start: '2027-07-15',
  });
  const cards = planPage(search, 1).cards;

  it('says the way there and back once', () => {
    const byRoad = cards.filter((card) => card.trip.outbound.mode === 'bus');
    expect(byRoad.length).toBeGreaterThan(0);
    for (const card of byRoad) {
      const notes = notesOf(card.trip);
      const ways = notes.filter((note) => / goes by /.test(note));
      expect(ways, card.key).toHaveLength(1);
      expect(ways[0], card.key).toMatch(/^Delhi to Valley of Flowers and back goes by /);
      const halts = notes.filter((note) => /do not fit one day|too long for one day/.test(note));
      expect(halts, card.key).toHaveLength(1);
      expect(new Set(notes).size, card.key).toBe(notes.length);
    }
  });

  it('puts no brackets inside brackets', () => {
    for (const card of cards) {
      for (const note of notesOf(card.trip).filter((each) => / goes by /.test(each))) {
        expect(note, card.key).not.toMatch(/\([^)]*\(/);
      }
    }
  });
});
