import { describe, expect, it } from 'vitest';
import { budgetAdviceFor } from './advice';
import { cardFor, planPage } from './planner';
import { engineSearchOf, type CheckSearch } from './quality';

function firstPage(check: CheckSearch) {
  const search = engineSearchOf(check);
  const cards = planPage(search, 1).cards.map((card) => cardFor(card, search));
  return { cards, advice: budgetAdviceFor(search, cards as never) };
}

describe('budget advice', () => {
  it('says no plan fits Delhi → Paris at ₹0–40,000, with the cheapest trip and changes', () => {
    const { cards, advice } = firstPage({
      from: 'Delhi',
      to: 'Paris',
      days: 5,
      travellers: 1,
      travelClass: 'Economy',
      priceRange: [0, 40_000],
    });
    expect(cards.every((card) => card.priceFit === 'over')).toBe(true);
    expect(advice?.message).toMatch(/^No trip fits ₹0–₹40,000/);
    expect(advice?.cheapestPricePP).toBeGreaterThan(40_000);
    expect(advice?.changes.length).toBeGreaterThan(0);
  });

  it('offers upgrades, not padding, when the range is above every plan', () => {
    const { advice } = firstPage({
      from: 'Delhi',
      to: 'Agra',
      days: 2,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [400_000, 500_000],
    });
    expect(advice?.message).toMatch(/less than/);
    expect(advice?.changes.join(' ')).toMatch(/private guide/);
  });

  it('gives no advice when a card fits', () => {
    const { advice } = firstPage({
      from: 'Delhi',
      to: 'Agra',
      days: 3,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 100_000],
    });
    expect(advice).toBeUndefined();
  });
});
