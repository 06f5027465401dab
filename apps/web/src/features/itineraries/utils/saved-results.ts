import { itinerarySchema, type Itinerary } from '@trip/shared/itineraries/schemas';
import type { TripSearchParams } from '@trip/shared/itineraries/search-query';
import { readJson, SEARCH_RESULTS_KEY, searchKey, writeJson } from './search-storage';

// The results page's half of the saved search: it checks saved cards with zod, which the
// search card (on every home page) does not need (apps/web/PERFORMANCE.md).

export type SavedResults = { cards: Itinerary[]; page: number; hasMore: boolean };

/** The results saved for this search, or null (none, another search, or unreadable). */
export function readSavedResults(search: TripSearchParams): SavedResults | null {
  const saved = readJson(SEARCH_RESULTS_KEY) as Partial<Record<string, unknown>> | null;
  if (saved?.key !== searchKey(search) || !Array.isArray(saved.cards)) return null;
  const { page, hasMore } = saved;
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1) return null;
  if (typeof hasMore !== 'boolean') return null;
  const cards: Itinerary[] = [];
  for (const card of saved.cards) {
    const parsed = itinerarySchema.safeParse(card);
    // A card saved by an older version of the site: search again rather than show half.
    if (!parsed.success) return null;
    cards.push(parsed.data);
  }
  return cards.length > 0 ? { cards, page, hasMore } : null;
}

export function saveResults(search: TripSearchParams, results: SavedResults): void {
  writeJson(SEARCH_RESULTS_KEY, { key: searchKey(search), ...results });
}

export function forgetResults(): void {
  try {
    window.localStorage.removeItem(SEARCH_RESULTS_KEY);
  } catch {
    // Nothing was stored.
  }
}
