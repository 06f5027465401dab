import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { foreignPlaces, mentionsAny, nameKey, quotesPrice } from './grounding';

const kb = knowledgeBase();
const id = (name: string) => kb.byName.get(nameKey(name).replaceAll(' ', ''))![0]!.id;

describe('foreignPlaces', () => {
  it('finds places of other destinations, not those of the trip', () => {
    const goa = new Set([id('Goa'), id('Mumbai')]);
    expect(foreignPlaces('Sunsets in Goa, then a day at the Taj Mahal', goa, kb)).toEqual([
      'Taj Mahal',
    ]);
    expect(foreignPlaces('From Mumbai to Goa for the beaches', goa, kb)).toEqual([]);
    expect(foreignPlaces('Goa and Jaipur in one go', goa, kb)).toEqual(['Jaipur']);
  });

  it('lets the longest name decide whose place it is', () => {
    const jaipur = new Set([id('Jaipur')]);
    expect(foreignPlaces('Evening aarti at Birla Mandir, Jaipur', jaipur, kb)).toEqual([]);
    const dubai = new Set([id('Dubai')]);
    expect(foreignPlaces('The view from the Burj Khalifa', dubai, kb)).toEqual([]);
  });

  it('takes a one-word town name only when it is written as a name', () => {
    const goa = new Set([id('Goa')]);
    expect(foreignPlaces('Lava-red sunsets', goa, kb)).toEqual([]);
    expect(foreignPlaces('a warm agra of colour', goa, kb)).toEqual([]);
    expect(foreignPlaces('Agra next time', goa, kb)).toEqual(['Agra']);
  });
});

describe('quotesPrice', () => {
  it('spots amounts of money in any common spelling', () => {
    for (const text of [
      'Only ₹4,999',
      'Rs. 2000 a night',
      'INR 15000',
      '3 lakh in all',
      '$99 deal',
    ]) {
      expect(quotesPrice(text)).toBe(true);
    }
  });

  it('leaves dates, durations and names alone', () => {
    for (const text of ['5 days, 4 nights', 'Levels 124 & 125', 'OR2K for dinner', 'Day 3 of 10']) {
      expect(quotesPrice(text)).toBe(false);
    }
  });
});

describe('mentionsAny', () => {
  it('matches whole names regardless of case and accents', () => {
    const keys = new Set([nameKey('Café Mondegar')]);
    expect(mentionsAny('Breakfast at CAFE MONDEGAR first', keys)).toBe(true);
    expect(mentionsAny('Breakfast at Cafe Mondegarh', keys)).toBe(false);
  });
});
