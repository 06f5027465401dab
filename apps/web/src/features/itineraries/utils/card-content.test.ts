import { describe, expect, it } from 'vitest';
import { itineraryFixture } from '../../../test/itinerary-fixture';
import { breakdownRows, cardContent, priceFitNote, totalBudget } from './card-content';
import { formatTripDate } from './format';
import { formatRupees } from '@trip/shared/common/money';

describe('card content', () => {
  it('totals the budget as the per-person price times the travellers', () => {
    expect(totalBudget(38_785, 2)).toBe(77_570);
    expect(totalBudget(38_785, 1)).toBe(38_785);
    expect(formatRupees(totalBudget(62_500, 3))).toBe('₹1,87,500');
  });

  it('lists the first 3 attractions and the first 2 inclusions', () => {
    const { attractions, extras } = cardContent(itineraryFixture());
    expect(attractions).toEqual(['Calangute Beach', 'Baga Beach', 'Palolem Beach']);
    expect(extras).toEqual({
      kind: 'inclusions',
      label: 'Includes',
      items: [
        '5 nights at Ginger Goa, Panjim, Goa (1 room, 2 guests per room)',
        'Return flights DEL ⇄ GOI in Economy',
      ],
    });
  });

  it('lists the first 3 highlights when there are no inclusions', () => {
    const { attractions, extras } = cardContent(
      itineraryFixture({ inclusions: [], topAttractions: ['Fort Aguada'] }),
    );
    expect(attractions).toEqual(['Fort Aguada']);
    expect(extras).toEqual({
      kind: 'highlights',
      label: 'Highlights',
      items: ['Stay at Ginger Goa, Panjim', 'Calangute Beach', 'Baga Beach'],
    });
  });

  it('marks a price above or below the asked range', () => {
    expect(priceFitNote(itineraryFixture())).toBeNull();
    expect(
      priceFitNote(
        itineraryFixture({ priceFit: 'over', pricePP: 61_250, priceRange: [0, 50_000] }),
      ),
    ).toBe('Above your budget by ₹11,250');
    expect(
      priceFitNote(
        itineraryFixture({ priceFit: 'under', pricePP: 18_000, priceRange: [25_000, 50_000] }),
      ),
    ).toBe('Below your range');
  });

  it('breaks the price down per person and for everyone, with a total row', () => {
    expect(
      breakdownRows({ transport: 24_225, stay: 8_750, food: 5_310, activities: 500 }, 2),
    ).toEqual([
      { label: 'Transport', perPerson: 24_225, total: 48_450 },
      { label: 'Stay', perPerson: 8_750, total: 17_500 },
      { label: 'Food', perPerson: 5_310, total: 10_620 },
      { label: 'Activities', perPerson: 500, total: 1_000 },
      { label: 'Total', perPerson: 38_785, total: 77_570 },
    ]);
  });

  it("writes trip dates the search card's way", () => {
    expect(formatTripDate('2026-12-10')).toBe('10 Dec 26');
  });
});
