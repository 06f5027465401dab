import { BLOG_PAGE_SIZE, BLOG_SEARCH_MAX_LENGTH } from '@trip/shared/blog/constants';

/** The blog list's filters as the URL holds them, so a shared link reopens the same list. */
export type BlogListFilters = {
  search: string;
  category: string;
  page: number;
};

export const EMPTY_BLOG_FILTERS: BlogListFilters = { search: '', category: '', page: 1 };

/** Reads the filters from the page's query; a page that is not a whole number above 1 is page 1. */
export function blogFiltersFromSearchParams(params: URLSearchParams): BlogListFilters {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const page = Number(text('page'));
  return {
    search: text('search').slice(0, BLOG_SEARCH_MAX_LENGTH),
    category: text('category'),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The query for the page's URL: empty filters and page 1 are left out. */
export function searchParamsFromBlogFilters(filters: BlogListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  const category = filters.category.trim();
  if (search !== '') params.set('search', search);
  if (category !== '') params.set('category', category);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The filters after one changed: a new search or category starts again at page 1. */
export function changeBlogFilters(
  filters: BlogListFilters,
  change: Partial<BlogListFilters>,
): BlogListFilters {
  const next = { ...filters, ...change };
  const filterChanged = next.search !== filters.search || next.category !== filters.category;
  return filterChanged && change.page === undefined ? { ...next, page: 1 } : next;
}

export function hasBlogFilters(filters: BlogListFilters): boolean {
  return filters.search.trim() !== '' || filters.category.trim() !== '';
}

/** The GET /api/blogs query for these filters: always the page and the spec's 9 a page. */
export function blogListQueryString(filters: BlogListFilters): string {
  const params = searchParamsFromBlogFilters({ ...filters, page: 1 });
  params.set('page', String(filters.page));
  params.set('limit', String(BLOG_PAGE_SIZE));
  return params.toString();
}
