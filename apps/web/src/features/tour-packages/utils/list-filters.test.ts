import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  changeFilters,
  filtersFromSearchParams,
  packageListQueryString,
  priceText,
  searchParamsFromFilters,
} from './list-filters';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('the package list filters in the URL', () => {
  it('reads every filter and the page from the query', () => {
    expect(
      read('search=goa+beach&category=Beach&minPrice=10000&maxPrice=50000&duration=4-7&page=2'),
    ).toEqual({
      search: 'goa beach',
      category: 'Beach',
      minPrice: '10000',
      maxPrice: '50000',
      duration: '4-7',
      page: 2,
    });
  });

  it('reads no query as no filters on page 1', () => {
    expect(read('')).toEqual(EMPTY_FILTERS);
  });

  it('ignores what the server would refuse: a price with letters, an unknown duration, page 0', () => {
    expect(read('minPrice=12abc&maxPrice=-5&duration=forever&page=0')).toEqual(EMPTY_FILTERS);
    expect(read('page=two').page).toBe(1);
    expect(read('page=1.5').page).toBe(1);
  });

  it('accepts each duration the select offers, in the server form', () => {
    for (const duration of ['1-3', '4-7', '8+']) {
      expect(read(`duration=${encodeURIComponent(duration)}`).duration).toBe(duration);
    }
  });

  it('writes only the filters that are set, and no page 1', () => {
    expect(searchParamsFromFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(
      searchParamsFromFilters({
        ...EMPTY_FILTERS,
        search: ' kerala ',
        duration: '8+',
        page: 1,
      }).toString(),
    ).toBe('search=kerala&duration=8%2B');
    expect(searchParamsFromFilters({ ...EMPTY_FILTERS, page: 3 }).toString()).toBe('page=3');
  });

  it('gives back the same filters after a round trip through the URL', () => {
    const filters = {
      search: 'tea & hills',
      category: 'Weekend Getaway',
      minPrice: '5000',
      maxPrice: '90000',
      duration: '1-3',
      page: 4,
    };
    expect(filtersFromSearchParams(searchParamsFromFilters(filters))).toEqual(filters);
  });

  it('starts again at page 1 when a filter changes, not when the page does', () => {
    const onPage3 = { ...EMPTY_FILTERS, category: 'Beach', page: 3 };
    expect(changeFilters(onPage3, { category: 'Wildlife' })).toEqual({
      ...EMPTY_FILTERS,
      category: 'Wildlife',
      page: 1,
    });
    expect(changeFilters(onPage3, { minPrice: '1000' }).page).toBe(1);
    expect(changeFilters(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
    // Setting a filter to the value it has is no change.
    expect(changeFilters(onPage3, { category: 'Beach' }).page).toBe(3);
  });

  it('asks the server for 12 a page, with the filters in its own form', () => {
    const query = new URLSearchParams(
      packageListQueryString({ ...EMPTY_FILTERS, category: 'Beach', duration: '8+', page: 2 }),
    );
    expect(Object.fromEntries(query)).toEqual({
      category: 'Beach',
      duration: '8+',
      page: '2',
      limit: '12',
    });
  });
});

describe('priceText', () => {
  it('keeps the digits of what was typed or pasted', () => {
    expect(priceText('25,000')).toBe('25000');
    expect(priceText('₹ 1,45,000')).toBe('145000');
    expect(priceText('abc')).toBe('');
    expect(priceText('007')).toBe('7');
    expect(priceText('0')).toBe('0');
  });
});
