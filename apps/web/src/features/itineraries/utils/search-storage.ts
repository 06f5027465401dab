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

export function readJson(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
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
