import { describe, expect, it } from 'vitest';
import { rankedPages } from './planner';
import { engineSearchOf } from './quality';

const pagesFor = (
  from: string,
  to: string,
  travelClass: 'Economy' | 'Business' | 'First Class',
  top: number,
) =>
  rankedPages(
    engineSearchOf({ from, to, days: 5, travellers: 2, travelClass, priceRange: [0, top] }),
  );

describe('a Business or First Class page (decision 91)', () => {
  it('offers no hostel or budget stay while dearer plans fill the first pages', () => {
    for (const [from, to, travelClass, top] of [
      ['Delhi', 'Goa', 'Business', 300_000],
      ['Mumbai', 'Singapore', 'First Class', 600_000],
    ] as const) {
      const pages = pagesFor(from, to, travelClass, top);
      for (const page of pages.slice(0, 2)) {
        expect(page.map((card) => card.trip.spec.tier)).not.toContain('budget');
      }
    }
  });

  it('still offers budget stays when only they fit the range, and to an Economy traveller', () => {
    const tight = pagesFor('Kolkata', 'Darjeeling', 'Business', 25_000)[0]!;
    expect(tight.length).toBeGreaterThan(0);
    expect(tight.every((card) => card.priceFit === 'within')).toBe(true);
    const economy = pagesFor('Delhi', 'Goa', 'Economy', 300_000)[0]!;
    expect(economy.map((card) => card.trip.spec.tier)).toContain('budget');
  });
});
