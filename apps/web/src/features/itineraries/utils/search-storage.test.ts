import { afterEach, describe, expect, it } from 'vitest';
import { itineraryFixture } from '../../../test/itinerary-fixture';
import { readSavedResults, saveResults } from './saved-results';
import {
  SEARCH_PARAMS_KEY,
  SEARCH_RESULTS_KEY,
  readSavedSearch,
  saveSearch,
  searchFromObject,
} from './search-storage';

const TODAY = '2026-03-10';
const search = {
  from: 'Pune',
  to: 'Goa',
  departureDate: '2026-03-12',
  returnDate: '2026-03-15',
  travellers: 2,
  travelClass: 'Business' as const,
  priceRange: [25_000, 100_000] as [number, number],
};

afterEach(() => {
  localStorage.clear();
});

describe('the search handed to the results page', () => {
  it("reads the search card's shape: startDate, endDate and a price pair", () => {
    expect(
      searchFromObject(
        {
          from: 'Pune',
          to: 'Goa',
          startDate: '2026-03-12',
          endDate: '2026-03-15T00:00:00.000Z',
          travellers: 2,
          travelClass: 'Business',
          priceRange: [25_000, 100_000],
        },
        TODAY,
      ),
    ).toEqual(search);
  });

  it('reads a search nested in the state, or the query names', () => {
    expect(searchFromObject({ searchData: search }, TODAY)).toEqual(search);
    expect(
      searchFromObject({ from: 'Pune', to: 'Goa', minPrice: '25000', maxPrice: 100000 }, TODAY),
    ).toMatchObject({ priceRange: [25_000, 100_000], departureDate: TODAY });
  });

  it('gives null without an origin or destination', () => {
    expect(searchFromObject({ to: 'Goa' }, TODAY)).toBeNull();
    expect(searchFromObject(null, TODAY)).toBeNull();
    expect(searchFromObject('from=Pune&to=Goa', TODAY)).toBeNull();
  });

  it('keeps the last search in local storage, and reads query text kept there', () => {
    saveSearch(search);
    expect(readSavedSearch()).toEqual(search);
    localStorage.setItem(SEARCH_PARAMS_KEY, JSON.stringify('from=Pune&to=Goa&travellers=3'));
    expect(readSavedSearch()).toMatchObject({ from: 'Pune', to: 'Goa', travellers: 3 });
    localStorage.setItem(SEARCH_PARAMS_KEY, '{broken');
    expect(readSavedSearch()).toBeNull();
  });
});

describe('saved results', () => {
  it('gives back the results of the same search only', () => {
    const cards = [itineraryFixture()];
    saveResults(search, { cards, page: 2, hasMore: false });
    expect(readSavedResults(search)).toEqual({ cards, page: 2, hasMore: false });
    expect(readSavedResults({ ...search, travellers: 3 })).toBeNull();
  });

  it('ignores results it cannot trust', () => {
    saveResults(search, { cards: [itineraryFixture()], page: 1, hasMore: true });
    const saved = JSON.parse(localStorage.getItem(SEARCH_RESULTS_KEY)!) as { cards: unknown[] };
    saved.cards = [{ title: 'half a card' }];
    localStorage.setItem(SEARCH_RESULTS_KEY, JSON.stringify(saved));
    expect(readSavedResults(search)).toBeNull();
  });
});
