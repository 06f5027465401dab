import { describe, expect, it } from 'vitest';
import { farePeakOf } from './flight-seasons';
import { planPage } from './planner';
import { engineSearchOf, type CheckSearch } from './quality';

const domestic = { international: false, airports: ['DEL', 'GOI'], hills: false };

describe('fare peaks', () => {
  it.each([
    ['2026-11-05', domestic, 1.3],
    ['2026-11-11', domestic, 1.3],
    ['2026-11-12', domestic, undefined],
    ['2026-11-05', { ...domestic, international: true }, undefined],
    ['2026-12-28', { ...domestic, international: true }, 1.2],
    ['2027-01-02', domestic, 1.2],
    ['2027-05-20', { ...domestic, hills: true }, 1.25],
    ['2027-05-20', domestic, undefined],
    ['2027-05-20', { international: true, airports: ['BOM', 'TBS'], hills: true }, undefined],
    ['2027-01-15', { ...domestic, airports: ['DEL', 'IXL'] }, 2],
    ['2027-03-10', { ...domestic, airports: ['DEL', 'IXL'] }, undefined],
  ] as const)('a flight on %s: %o → × %s', (date, ends, factor) => {
    expect(farePeakOf({ date, ...ends })?.factor).toBe(factor);
  });

  it('prices a Diwali-week flight above the same flight a fortnight later, and says why', () => {
    const search = (start: string): CheckSearch => ({
      from: 'Delhi',
      to: 'Goa',
      days: 4,
      travellers: 2,
      travelClass: 'Business',
      priceRange: [0, 1_000_000],
      start,
    });
    const flightOf = (start: string) => {
      const card = planPage(engineSearchOf(search(start)), 1).cards.find(
        (candidate) => candidate.trip.outbound.mode === 'flight',
      )!;
      return { card, leg: card.trip.outbound.legs.find((leg) => leg.mode === 'flight')! };
    };
    const diwali = flightOf('2026-11-06');
    const later = flightOf('2026-11-20');
    expect(diwali.leg.farePerPerson / later.leg.farePerPerson).toBeCloseTo(1.3, 1);
    expect(diwali.card.trip.outbound.notes.join(' ')).toMatch(/Diwali/);
    expect(later.card.trip.outbound.notes.join(' ')).not.toMatch(/Diwali/);
  });
});
