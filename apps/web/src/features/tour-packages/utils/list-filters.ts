import { PACKAGES_PAGE_SIZE, SEARCH_MAX_LENGTH } from '@trip/shared/tour-packages/constants';

/** The list's filters as the URL holds them: text, so a shared link reopens the same list. */
export type PackageFilters = {
  search: string;
  category: string;
  minPrice: string;
  maxPrice: string;
  /** One of DURATION_OPTIONS' values, in the server's own form (5, 4-7 or 8+). */
  duration: string;
  page: number;
};

export const DURATION_OPTIONS = [
  { value: '', label: 'Any' },
  { value: '1-3', label: '1-3 days' },
  { value: '4-7', label: '4-7 days' },
  { value: '8+', label: '8+ days' },
] as const;

export const EMPTY_FILTERS: PackageFilters = {
  search: '',
  category: '',
  minPrice: '',
  maxPrice: '',
  duration: '',
  page: 1,
};

const TEXT_FIELDS = ['search', 'category', 'minPrice', 'maxPrice', 'duration'] as const;
const PRICE_DIGITS_MAX = 9;

/** What a price box keeps of what was typed or pasted: digits only ("25,000" is 25000). */
export function priceText(value: string): string {
  return value
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, PRICE_DIGITS_MAX);
}

/**
 * Reads the filters from the page's query. Whatever a hand-edited link holds that the server
 * would refuse (a price with letters, an unknown duration, page 0) is ignored, not sent.
 */
export function filtersFromSearchParams(params: URLSearchParams): PackageFilters {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const duration = text('duration');
  const page = Number(text('page'));
  const price = (name: string) => {
    const value = text(name);
    return /^\d+$/.test(value) ? priceText(value) : '';
  };
  return {
    search: text('search').slice(0, SEARCH_MAX_LENGTH),
    category: text('category'),
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    duration: DURATION_OPTIONS.some((option) => option.value === duration) ? duration : '',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The query for the page's URL: empty filters and page 1 are left out. */
export function searchParamsFromFilters(filters: PackageFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of TEXT_FIELDS) {
    const value = filters[name].trim();
    if (value !== '') params.set(name, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The filters after one of them changed. Any change but the page's own starts again at
 * page 1: page 3 of the old results means nothing for the new ones.
 */
export function changeFilters(
  filters: PackageFilters,
  change: Partial<PackageFilters>,
): PackageFilters {
  const next = { ...filters, ...change };
  const filterChanged = TEXT_FIELDS.some((name) => next[name] !== filters[name]);
  return filterChanged && change.page === undefined ? { ...next, page: 1 } : next;
}

/** The GET /api/packages query for these filters. */
export function packageListQueryString(filters: PackageFilters): string {
  const params = searchParamsFromFilters({ ...filters, page: 1 });
  params.set('page', String(filters.page));
  params.set('limit', String(PACKAGES_PAGE_SIZE));
  return params.toString();
}
