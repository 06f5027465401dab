import { describe, expect, it } from 'vitest';
import { suggestItineraries } from './planner';
import { engineSearchOf, type CheckSearch } from './quality';

// #12: the cards of a page show different stays. A circuit's card names the stay of its main
// stop (`hotelExample`), and two circuits through one hotel named it alike (decision 214).
const STATE_SEARCHES: CheckSearch[] = [
  {
    from: 'Delhi',
    to: 'Sikkim',
    days: 9,
    travellers: 5,
    travelClass: 'Economy',
    priceRange: [100_000, 500_000],
    start: '2027-10-01',
  },
  {
    from: 'Madurai',
    to: 'Maharashtra',
    days: 5,
    travellers: 5,
    travelClass: 'Economy',
    priceRange: [100_000, 500_000],
    start: '2027-07-18',
  },
  {
    from: 'Jaipur',
    to: 'Tamil Nadu',
    days: 5,
    travellers: 2,
    travelClass: 'Economy',
    priceRange: [0, 10_000],
    start: '2027-07-07',
  },
  {
    from: 'Indore',
    to: 'Thailand',
    days: 9,
    travellers: 4,
    travelClass: 'Economy',
    priceRange: [0, 10_000],
    start: '2027-05-03',
  },
];

describe('the stays a page shows', () => {
  it('are all different on every page of state and country circuits', () => {
    for (const check of STATE_SEARCHES) {
      for (let page = 1; page <= 3; page += 1) {
        const cards = suggestItineraries(engineSearchOf(check, page), page);
        if (page === 1) expect(cards.length, check.to).toBeGreaterThanOrEqual(2);
        const stays = cards.map((card) => card.hotelExample.name);
        expect(new Set(stays).size, `${check.to} page ${page}: ${stays.join(', ')}`).toBe(
          stays.length,
        );
      }
    }
  });
});
