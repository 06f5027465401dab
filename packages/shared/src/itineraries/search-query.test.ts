import { describe, expect, it } from 'vitest';
import { MAX_TRAVELLERS } from './constants';
import { queryToSearchParams, searchParamsToQuery, type TripSearchParams } from './search-query';

const TODAY = '2026-03-10';

const search: TripSearchParams = {
  from: 'New Delhi',
  to: 'Leh & Ladakh',
  departureDate: '2026-03-12',
  returnDate: '2026-03-18',
  travellers: 3,
  travelClass: 'Premium Economy',
  priceRange: [25_000, 100_000],
};

describe('search query', () => {
  it('writes every field under its agreed name', () => {
    expect(searchParamsToQuery(search)).toBe(
      'from=New+Delhi&to=Leh+%26+Ladakh&departureDate=2026-03-12&returnDate=2026-03-18' +
        '&travellers=3&travelClass=Premium+Economy&minPrice=25000&maxPrice=100000',
    );
  });

  it('reads back what it wrote, from text or through a reader such as URLSearchParams', () => {
    const query = searchParamsToQuery(search);
    expect(queryToSearchParams(query, { today: TODAY })).toEqual(search);
    const written = new Map(
      query.split('&').map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return [name, decodeURIComponent(value.replace(/\+/g, ' '))];
      }),
    );
    const reader = { get: (name: string) => written.get(name) ?? null };
    expect(queryToSearchParams(reader, { today: TODAY })).toEqual(search);
  });

  it('trims the places it writes and reads', () => {
    const query = searchParamsToQuery({ ...search, from: '  Pune ', to: ' Goa  ' });
    expect(queryToSearchParams(query, { today: TODAY })).toMatchObject({ from: 'Pune', to: 'Goa' });
    expect(queryToSearchParams('from=%20Pune%20&to=Goa', { today: TODAY })?.from).toBe('Pune');
  });

  it.each(['', 'to=Goa', 'from=Pune', 'from=%20%20&to=Goa', 'from=Pune&to='])(
    'gives null when an origin or destination is missing (%j)',
    (query) => {
      expect(queryToSearchParams(query, { today: TODAY })).toBeNull();
    },
  );

  it("fills a bare link with the search card's defaults", () => {
    expect(queryToSearchParams('from=Pune&to=Goa', { today: TODAY })).toEqual({
      from: 'Pune',
      to: 'Goa',
      departureDate: TODAY,
      returnDate: '2026-03-11',
      travellers: 1,
      travelClass: 'Economy',
      priceRange: [0, 50_000],
    });
  });

  it.each([
    ['departureDate=2026-02-30', { departureDate: TODAY, returnDate: '2026-03-11' }],
    ['departureDate=12/03/2026', { departureDate: TODAY, returnDate: '2026-03-11' }],
    [
      'departureDate=2026-03-20&returnDate=2026-03-15',
      { departureDate: '2026-03-20', returnDate: '2026-03-21' },
    ],
    [
      'departureDate=2026-03-20&returnDate=nope',
      { departureDate: '2026-03-20', returnDate: '2026-03-21' },
    ],
    ['travellers=0', { travellers: 1 }],
    ['travellers=2.5', { travellers: 1 }],
    [`travellers=${MAX_TRAVELLERS + 1}`, { travellers: 1 }],
    ['travellers=-3', { travellers: 1 }],
    ['travelClass=Cargo', { travelClass: 'Economy' }],
    ['travelClass=First+Class', { travelClass: 'First Class' }],
    ['minPrice=50000&maxPrice=25000', { priceRange: [0, 50_000] }],
    ['minPrice=abc&maxPrice=25000', { priceRange: [0, 50_000] }],
    ['minPrice=0&maxPrice=200000', { priceRange: [0, 200_000] }],
  ])('replaces what it cannot use in %s', (extra, expected) => {
    expect(queryToSearchParams(`from=Pune&to=Goa&${extra}`, { today: TODAY })).toMatchObject(
      expected,
    );
  });

  it('keeps a real past date as written, for the server to judge', () => {
    expect(
      queryToSearchParams('from=Pune&to=Goa&departureDate=2020-01-01&returnDate=2020-01-04', {
        today: TODAY,
      }),
    ).toMatchObject({ departureDate: '2020-01-01', returnDate: '2020-01-04' });
  });
});
