import type { Itinerary, PriceBreakdown } from '@trip/shared/itineraries/schemas';
import { formatRupees } from '@trip/shared/common/money';

/** The spec's total budget: the per-person price times the travellers. */
export function totalBudget(pricePerPerson: number, travellers: number): number {
  return pricePerPerson * Math.max(1, travellers);
}

export type CardExtras =
  | { kind: 'inclusions'; label: 'Includes'; items: string[] }
  | { kind: 'highlights'; label: 'Highlights'; items: string[] };

/** What a card lists: the first 3 attractions, and the first 2 inclusions or else 3 highlights. */
export function cardContent(
  itinerary: Pick<Itinerary, 'topAttractions' | 'inclusions' | 'highlights'>,
): {
  attractions: string[];
  extras: CardExtras;
} {
  return {
    attractions: itinerary.topAttractions.slice(0, 3),
    extras:
      itinerary.inclusions.length > 0
        ? { kind: 'inclusions', label: 'Includes', items: itinerary.inclusions.slice(0, 2) }
        : { kind: 'highlights', label: 'Highlights', items: itinerary.highlights.slice(0, 3) },
  };
}

/** A note when the price falls outside the asked range, or null when it is within. */
export function priceFitNote(
  itinerary: Pick<Itinerary, 'priceFit' | 'pricePP' | 'priceRange'>,
): string | null {
  if (itinerary.priceFit === 'over') {
    const over = Math.max(0, itinerary.pricePP - itinerary.priceRange[1]);
    return over > 0 ? `Above your budget by ${formatRupees(over)}` : 'Above your budget';
  }
  if (itinerary.priceFit === 'under') return 'Below your range';
  return null;
}

export const BREAKDOWN_PARTS: ReadonlyArray<{ key: keyof PriceBreakdown; label: string }> = [
  { key: 'transport', label: 'Transport' },
  { key: 'stay', label: 'Stay' },
  { key: 'food', label: 'Food' },
  { key: 'activities', label: 'Activities' },
];

export type BreakdownRow = { label: string; perPerson: number; total: number };

/** The price breakdown's rows, per person and for all travellers, with a closing total row. */
export function breakdownRows(breakdown: PriceBreakdown, travellers: number): BreakdownRow[] {
  const rows = BREAKDOWN_PARTS.map(({ key, label }) => ({
    label,
    perPerson: breakdown[key],
    total: totalBudget(breakdown[key], travellers),
  }));
  const perPerson = rows.reduce((sum, row) => sum + row.perPerson, 0);
  return [...rows, { label: 'Total', perPerson, total: totalBudget(perPerson, travellers) }];
}
