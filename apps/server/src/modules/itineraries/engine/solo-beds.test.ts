import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardFor, planPage } from './planner';
import { engineSearchOf } from './quality';
import type { Stay } from '../knowledge/schema';
import { soloStays } from './trip';

// Decision 182: a solo backpacker was offered only the beds priced near the cheapest dorm bed.
// Puducherry's Zostel bed (₹750) left out the ashram's International Guest House (₹1,000 a room),
// so a page of ₹0–8,000 showed one card, though a second stay fitted the range.
describe("a solo traveller's bed", () => {
  it("offers the tier's cheapest room as well as the beds near the cheapest", () => {
    let widened = 0;
    for (const place of knowledgeBase().destinations) {
      const list = place.stays.backpacker;
      if (list.length === 0) continue;
      const bed = (stay: Stay) => stay.dormBed ?? stay.nightly;
      const cheapestBed = Math.min(...list.map(bed));
      const cheapestRoom = Math.min(...list.map((stay) => stay.nightly));
      const offered = soloStays(list);
      for (const stay of list) {
        const near = bed(stay) <= cheapestBed * 1.25 || stay.nightly === cheapestRoom;
        expect(offered.includes(stay), `${place.id}: ${stay.name}`).toBe(near);
      }
      if (list.some((stay) => stay.nightly === cheapestRoom && bed(stay) > cheapestBed * 1.25))
        widened += 1;
    }
    expect(widened).toBeGreaterThan(10);
  });

  it('gives a tight range more than one card where a second stay fits it', () => {
    const search = engineSearchOf({
      from: 'Chennai',
      to: 'Puducherry',
      days: 3,
      travellers: 1,
      travelClass: 'Economy',
      priceRange: [0, 8_000],
      start: '2027-01-22',
    });
    const cards = planPage(search, 1)
      .cards.filter((card) => card.priceFit === 'within')
      .map((card) => cardFor(card, search));
    expect(new Set(cards.map((card) => card.hotelExample.name)).size).toBeGreaterThan(1);
  });
});
