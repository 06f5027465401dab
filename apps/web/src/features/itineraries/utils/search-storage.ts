import { itinerarySchema, type Itinerary } from '@trip/shared/itineraries/schemas';
import {
  queryToSearchParams,
  searchParamsToQuery,
  type TripSearchParams,
} from '@trip/shared/itineraries/search-query';

/** The last search, as the home page's search card and the results page save it. */
export const SEARCH_PARAMS_KEY = 'ts_search_params';
/** The last results, so Back from an itinerary shows them again without a new search. */
export const SEARCH_RESULTS_KEY = 'ts_search_results';

/**
 * The search held in an object: navigation state or what storage holds. Besides the query's
 * names it takes the search card's own shape (startDate/endDate, priceRange as a pair), and
 * the search nested as `searchParams` or `searchData`.
 */
export function searchFromObject(value: unknown, today?: string): TripSearchParams | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  for (const nested of [record.searchParams, record.searchData]) {
    const found = searchFromObject(nested, today);
    if (found) return found;
  }
  const range = Array.isArray(record.priceRange) ? (record.priceRange as unknown[]) : [];
  const named: Record<string, unknown> = {
    ...record,
    departureDate: record.departureDate ?? record.startDate,
    returnDate: record.returnDate ?? record.endDate,
    minPrice: record.minPrice ?? range[0],
    maxPrice: record.maxPrice ?? range[1],
  };
  const text = (name: string) => {
    const field = named[name];
    if (typeof field === 'number' && Number.isFinite(field)) return String(field);
    // Only the day of a full ISO timestamp is a search date.
    if (typeof field === 'string') return field.replace(/^(\d{4}-\d{2}-\d{2})T.*$/, '$1');
    return null;
  };
  return queryToSearchParams({ get: text }, today === undefined ? {} : { today });
}

function readJson(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the page still works, Back just searches again.
  }
}

export function readSavedSearch(): TripSearchParams | null {
  const saved = readJson(SEARCH_PARAMS_KEY);
  // The search card may save the query text itself.
  if (typeof saved === 'string') return queryToSearchParams(saved);
  return searchFromObject(saved);
}

export function saveSearch(search: TripSearchParams): void {
  writeJson(SEARCH_PARAMS_KEY, search);
}

/** One text per search: two searches are the same when their keys are. */
export function searchKey(search: TripSearchParams): string {
  return searchParamsToQuery(search).toLowerCase();
}

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
