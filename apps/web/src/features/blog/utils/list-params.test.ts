import { describe, expect, it } from 'vitest';
import {
  EMPTY_BLOG_FILTERS,
  blogFiltersFromSearchParams,
  blogListQueryString,
  changeBlogFilters,
  hasBlogFilters,
  searchParamsFromBlogFilters,
} from './list-params';

const read = (query: string) => blogFiltersFromSearchParams(new URLSearchParams(query));

describe('the blog list in the URL', () => {
  it('reads search, category and page from the query', () => {
    expect(read('search=%20ladakh%20&category=Travel+Tips&page=3')).toEqual({
      search: 'ladakh',
      category: 'Travel Tips',
      page: 3,
    });
    expect(read('')).toEqual(EMPTY_BLOG_FILTERS);
  });

  it('takes a page that is not a whole number above 1 as page 1', () => {
    for (const page of ['0', '-2', '1.5', 'two', '1e400', '']) {
      expect(read(`page=${page}`).page, page).toBe(1);
    }
  });

  it('cuts a search longer than the server takes', () => {
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes only what is set, and round-trips', () => {
    expect(searchParamsFromBlogFilters(EMPTY_BLOG_FILTERS).toString()).toBe('');
    const filters = { search: 'Goa & Gokarna', category: 'Destination Guides', page: 2 };
    const written = searchParamsFromBlogFilters(filters);
    expect(written.toString()).toBe('search=Goa+%26+Gokarna&category=Destination+Guides&page=2');
    expect(blogFiltersFromSearchParams(written)).toEqual(filters);
  });

  it('starts a new search or category at page 1, and keeps the page otherwise', () => {
    const onPage3 = { search: 'goa', category: '', page: 3 };
    expect(changeBlogFilters(onPage3, { search: 'goa beaches' }).page).toBe(1);
    expect(changeBlogFilters(onPage3, { category: 'Travel Tips' }).page).toBe(1);
    expect(changeBlogFilters(onPage3, { search: 'goa' }).page).toBe(3);
    expect(changeBlogFilters(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('asks the server for 9 a page, always naming the page', () => {
    expect(blogListQueryString(EMPTY_BLOG_FILTERS)).toBe('page=1&limit=9');
    expect(blogListQueryString({ search: '100%', category: 'Other', page: 2 })).toBe(
      'search=100%25&category=Other&page=2&limit=9',
    );
  });

  it('knows when a filter is set', () => {
    expect(hasBlogFilters(EMPTY_BLOG_FILTERS)).toBe(false);
    expect(hasBlogFilters({ ...EMPTY_BLOG_FILTERS, page: 4 })).toBe(false);
    expect(hasBlogFilters({ ...EMPTY_BLOG_FILTERS, category: 'Other' })).toBe(true);
  });
});
