import { describe, expect, it } from 'vitest';
import { engineSearchOf } from './quality';
import { planPage } from './planner';
import { tooLongForADay } from './transport';

describe('no two-day taxi abroad where a flight goes (decision 100)', () => {
  it('moves a budget trip from Bangkok to Phuket by air, not by a 902 km drive', () => {
    const search = engineSearchOf({
      from: 'Chennai',
      to: 'Bangkok Phuket',
      days: 6,
      travellers: 4,
      travelClass: 'Economy',
      priceRange: [0, 900_000],
      start: '2027-04-12',
    });
    const cards = [1, 2].flatMap((page) => planPage(search, page).cards);
    const budget = cards.filter((card) => card.trip.spec.tier === 'budget');
    expect(budget.length).toBeGreaterThan(0);
    for (const card of cards) {
      for (const transfer of card.trip.transfers) {
        expect(transfer.legs.some(tooLongForADay), card.key).toBe(false);
      }
    }
  });
});
