import { describe, expect, it } from 'vitest';
import { budgetAdviceFor } from './advice';
import { candidateCards, cardFor, planPage } from './planner';
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

  it('names later dates that fit when a fare peak prices the trip out (Leh in winter)', () => {
    const check = {
      from: 'Delhi',
      to: 'Leh',
      days: 4,
      travellers: 1,
      travelClass: 'Economy' as const,
      priceRange: [0, 25_000] as [number, number],
      start: '2027-01-12',
    };
    const { cards, advice } = firstPage(check);
    expect(cards.every((card) => card.priceFit === 'over')).toBe(true);
    // Leh's first day or two are for the altitude: no trip of one or two nights is offered.
    expect(advice?.changes.join(' ')).not.toMatch(/Make it [12] nights?/);
    const later = advice?.changes.find((change) => change.startsWith('Leave on'));
    expect(later).toMatch(/^Leave on \d+ (March|April) instead: from ₹[\d,]+ per person$/);
    // The date it names plans a trip inside the range, at the price it says.
    const [, day, month] = /^Leave on (\d+) (\w+)/.exec(later!)!;
    const start = `2027-${month === 'March' ? '03' : '04'}-${day!.padStart(2, '0')}`;
    const price = Number(/₹([\d,]+) per person$/.exec(later!)![1]!.replace(/,/g, ''));
    const then = engineSearchOf({ ...check, start });
    expect(Math.min(...candidateCards(then).map((card) => card.trip.pricePP))).toBe(price);
    expect(firstPage({ ...check, start }).advice).toBeUndefined();
  });

  it('offers the longest shorter trip that fits, at its price', () => {
    const check = {
      from: 'Delhi',
      to: 'Leh',
      days: 12,
      travellers: 1,
      travelClass: 'Economy' as const,
      priceRange: [0, 30_000] as [number, number],
      start: '2027-01-12',
    };
    const { advice } = firstPage(check);
    const shorter = advice?.changes.find((change) => change.startsWith('Make it'));
    const [, nights, price] = /^Make it (\d+) nights?: from ₹([\d,]+) per person$/.exec(shorter!)!;
    const cheapest = (days: number) =>
      Math.min(
        ...candidateCards(engineSearchOf({ ...check, days })).map((card) => card.trip.pricePP),
      );
    expect(cheapest(Number(nights) + 1)).toBe(Number(price!.replace(/,/g, '')));
    expect(Number(price!.replace(/,/g, ''))).toBeLessThanOrEqual(30_000);
    // A night more does not fit.
    expect(cheapest(Number(nights) + 2)).toBeGreaterThan(30_000);
  });

  it('prices the change to Economy for a traveller who chose a dearer class', () => {
    const { advice } = firstPage({
      from: 'Delhi',
      to: 'Goa',
      days: 4,
      travellers: 2,
      travelClass: 'Business',
      priceRange: [0, 35_000],
      start: '2027-02-10',
    });
    const economy = advice?.changes.find((change) => change.startsWith('Fly Economy'));
    expect(economy).toMatch(/^Fly Economy instead of Business: from ₹[\d,]+ per person$/);
    const price = Number(/₹([\d,]+) per person$/.exec(economy!)![1]!.replace(/,/g, ''));
    expect(price).toBeLessThan(advice!.cheapestPricePP);
    // A change is offered only where it fits the range.
    expect(price).toBeLessThanOrEqual(35_000);
  });

  it('suggests only changes that land inside a range with a floor', () => {
    // Delhi → Goa at ₹20,000–25,000 offered "Try Agra … from ₹11,750": under the floor, and no
    // Agra card fits that range.
    const { cards, advice } = firstPage({
      from: 'Delhi',
      to: 'Goa',
      days: 7,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [20_000, 25_000],
      start: '2027-10-24',
    });
    expect(cards.some((card) => card.priceFit === 'within')).toBe(false);
    expect(advice?.changes.length).toBeGreaterThan(0);
    for (const change of advice!.changes) {
      const price = Number(/₹([\d,]+) per person$/.exec(change)![1]!.replace(/,/g, ''));
      if (change.startsWith('Raise the top')) expect(price, change).toBeGreaterThan(25_000);
      else if (change.startsWith('Lower the bottom')) expect(price, change).toBeLessThan(20_000);
      else {
        expect(price, change).toBeGreaterThanOrEqual(20_000);
        expect(price, change).toBeLessThanOrEqual(25_000);
      }
    }
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

  it('offers a dearer stay only where the place has one, and names it with its price', () => {
    // Shirdi's stays are temple-trust guest houses and budget hotels: a range far above them
    // has no "premium or luxury stay" to offer. Agra has palaces above any two-day card.
    for (const check of [
      { from: 'Mumbai', to: 'Shirdi', days: 3, priceRange: [150_000, 200_000] },
      { from: 'Delhi', to: 'Agra', days: 2, priceRange: [400_000, 500_000] },
      // Lucknow's luxury hotel is on the cards already: no "better" stay is the same one.
      { from: 'Bareilly', to: 'Lucknow', days: 3, priceRange: [60_000, 200_000] },
    ] as const) {
      const search = engineSearchOf({
        ...check,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [...check.priceRange],
      });
      const cards = planPage(search, 1).cards.map((card) => cardFor(card, search));
      const advice = budgetAdviceFor(search, cards as never);
      expect(advice?.message, check.to).toMatch(/less than/);
      const dearest = Math.max(...cards.map((card) => card.pricePP));
      const dearer = candidateCards(search).filter((card) => card.trip.pricePP > dearest);
      const stay = advice!.changes.find((change) => change.startsWith('Stay better'));
      if (dearer.length === 0) expect(stay, check.to).toBeUndefined();
      if (stay) {
        const price = Number(/from ₹([\d,]+) per person$/.exec(stay)![1]!.replace(/,/g, ''));
        expect(price, check.to).toBeGreaterThan(dearest);
        // Not a hotel the cards already show.
        for (const card of cards) expect(stay, check.to).not.toContain(card.hotelExample.name);
      }
    }
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
