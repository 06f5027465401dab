import { describe, expect, it } from 'vitest';
import { candidateCards, planPage } from './planner';
import { engineSearchOf } from './quality';
import { notesOf } from './trip';

const CHEAP_WAY = /^For your price range, this plan travels the cheapest sensible way/;

// Decision 156. Two travellers from Lucknow with ₹20,000 each for four days at Nainital got
// fifteen pages of "Value" cards: thirteen budget plans fitted, more than three pages hold, so
// the range counted as loose and every dearer stay went by private cab (₹23,500 a head, over
// it), though the same hotels by bus came to about ₹8,400–18,800.
describe('a range that pays for a dearer stay reached the cheap way', () => {
  const search = engineSearchOf({
    from: 'Lucknow',
    to: 'Nainital',
    days: 4,
    travellers: 2,
    travelClass: 'Economy',
    priceRange: [0, 20_000],
    start: '2027-03-12',
  });

  it('offers that stay inside the range, saying how it travels', () => {
    const page = planPage(search, 1).cards;
    const dearer = page.filter((card) => card.trip.spec.tier !== 'budget');
    expect(dearer.length).toBeGreaterThan(0);
    for (const card of dearer) {
      expect(card.priceFit, card.key).toBe('within');
      expect(card.trip.spec.thriftyTravel, card.key).toBe(true);
      expect(notesOf(card.trip), card.key).toContainEqual(expect.stringMatching(CHEAP_WAY));
      // "Lucknow to Nainital and back goes by … bus … rather than cab": for the range, not for
      // a budget plan, which the card is not.
      const notes = notesOf(card.trip).join(' ');
      expect(notes, card.key).not.toMatch(/for a budget plan/);
      expect(notes, card.key).toMatch(
        /rather than cab: the cheapest sensible way for your price range/,
      );
    }
  });

  it('still takes the fastest way for a tier that fits the range so', () => {
    // At ₹40,000 a standard stay fits by cab: it is not sent by bus.
    const roomier = { ...search, priceRange: [0, 40_000] as [number, number] };
    const cards = candidateCards(roomier);
    const standard = cards.filter(
      (card) => card.trip.spec.tier === 'standard' && card.priceFit === 'within',
    );
    expect(standard.length).toBeGreaterThan(0);
    for (const card of standard) expect(card.trip.spec.thriftyTravel, card.key).toBeUndefined();
  });
});
