import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import {
  claimsHours,
  foreignPlaces,
  mentionsAny,
  nameKey,
  quotesPrice,
  unknownPlaces,
} from './grounding';

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

describe('unknownPlaces', () => {
  const trip =
    'Day 1: Amber Fort, Hawa Mahal and dinner at Laxmi Mishthan Bhandar. Day 2: City Palace, Jantar Mantar, Nahargarh Fort. Stay: Hotel Pearl Palace. Jaipur';

  it('finds named sites the trip does not hold, even ones no knowledge base knows', () => {
    expect(unknownPlaces('A quiet hour at the Golden Lotus Ashram', trip)).toEqual([
      'Golden Lotus Ashram',
    ]);
    expect(unknownPlaces('Then Crystal Falls for a swim', trip)).toEqual(['Crystal Falls']);
    expect(unknownPlaces('Sunset from Fort Aguada', trip)).toEqual(['Fort Aguada']);
  });

  it('lets the trip’s own sites through, however they are introduced', () => {
    expect(unknownPlaces('Explore Amber Fort, then the Hawa Mahal at dusk', trip)).toEqual([]);
    expect(unknownPlaces('Visit City Palace and Nahargarh Fort', trip)).toEqual([]);
    expect(unknownPlaces('Back to Hotel Pearl Palace for the night', trip)).toEqual([]);
    expect(unknownPlaces('An easy morning, a walk in the old market', trip)).toEqual([]);
  });
});

describe('claimsHours', () => {
  it('spots opening hours, closing days and clock times', () => {
    for (const text of [
      'Crystal Falls, open 24 hours',
      'The fort is closed on Mondays',
      'It opens at 9 am',
      'Be at the gate by 5:30 AM',
      'Open 24/7',
    ]) {
      expect(claimsHours(text)).toBe(true);
    }
  });

  it('leaves durations and ordinary words alone', () => {
    for (const text of [
      'Two hours among the ramparts',
      'An open-air lunch',
      'Day 3 of 10',
      'The 24 pillars of the hall',
      'A morning at the museum',
    ]) {
      expect(claimsHours(text)).toBe(false);
    }
  });
});
