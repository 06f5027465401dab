import { describe, expect, it } from 'vitest';
import { dayChecks } from './day-checks';
import { checkFrom, engineSearchOf } from './quality';
import { planPage } from './planner';
import { tooLongForADay } from './transport';

describe('the way home with no night to spare (decision 105)', () => {
  it('takes no drive longer than a day home on the last day', () => {
    for (const [from, to, days, travellers] of [
      ['Lucknow', 'Amritsar', 3, 4],
      ['Patna', 'Varanasi', 3, 2],
      ['Delhi', 'Jaisalmer', 3, 2],
      ['Chennai', 'Goa', 4, 4],
    ] as const) {
      const search = engineSearchOf({
        from,
        to,
        days,
        travellers,
        travelClass: 'Economy',
        priceRange: [0, 15_000],
        start: '2027-06-10',
      });
      const cards = [1, 2].flatMap((page) => planPage(search, page).cards);
      expect(cards.length, to).toBeGreaterThan(0);
      for (const card of cards) {
        if (card.trip.backHalt) continue;
        const long = card.trip.back.legs.filter(
          (leg) => leg.mode === 'road' && tooLongForADay(leg),
        );
        expect(long, `${card.key}: ${long.map((leg) => leg.description).join('; ')}`).toEqual([]);
      }
    }
  });

  it('takes no bus longer than a day by day either, where it is no night bus (decision 254)', () => {
    // Found by `SWEEP_SEED=61 npm run planner:sweep`: two days from Varanasi to Darjeeling, the
    // hill bus home from a Mirik stay, 17.5 hours by day.
    const figures = dayChecks(
      [
        checkFrom('Varanasi', 'Darjeeling', 2, '2027-06-28', {
          travellers: 3,
          travelClass: 'First Class',
          priceRange: [0, 10_000],
        }),
      ],
      ['2027-06-28', '2027-11-10'],
    );
    expect(figures.days).toBeGreaterThan(0);
    expect(figures.faults.longDrives, figures.examples.join('\n')).toBe(0);
  });
});
