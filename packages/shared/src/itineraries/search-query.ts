import {
  DEFAULT_PRICE_RANGE,
  DEFAULT_TRAVEL_CLASS,
  DEFAULT_TRAVELLERS,
  MAX_PLACE_LENGTH,
  MAX_PRICE,
  MAX_TRAVELLERS,
  TRAVEL_CLASSES,
  type TravelClass,
} from './constants';
import { addDays, dayNumber, todayInIndia } from './trip-dates';

/**
 * A trip search as the results page runs it: what the search card collects, with every
 * default filled in. It travels in the results page's address, so a results page can be
 * shared and reloaded.
 */
export type TripSearchParams = {
  from: string;
  to: string;
  /** YYYY-MM-DD */
  departureDate: string;
  /** YYYY-MM-DD */
  returnDate: string;
  travellers: number;
  travelClass: TravelClass;
  /** Per person, in whole rupees: [minimum, maximum]. */
  priceRange: [number, number];
};

/** What a query is read through: URLSearchParams fits, and so does any object of texts. */
export type QueryReader = { get(name: string): string | null };

function encode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}

/** Reads a query text ("a=1&b=2", with or without "?") the way URLSearchParams does. */
function readerOf(query: string): QueryReader {
  const values = new Map<string, string>();
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const cut = pair.indexOf('=');
    const name = decode(cut < 0 ? pair : pair.slice(0, cut));
    if (!values.has(name)) values.set(name, cut < 0 ? '' : decode(pair.slice(cut + 1)));
  }
  return { get: (name) => values.get(name) ?? null };
}

/**
 * The query of /search-results for a search, without the "?": from, to, departureDate,
 * returnDate, travellers, travelClass, minPrice, maxPrice.
 */
export function searchParamsToQuery(search: TripSearchParams): string {
  const fields: Array<[string, string]> = [
    ['from', search.from.trim()],
    ['to', search.to.trim()],
    ['departureDate', search.departureDate],
    ['returnDate', search.returnDate],
    ['travellers', String(search.travellers)],
    ['travelClass', search.travelClass],
    ['minPrice', String(search.priceRange[0])],
    ['maxPrice', String(search.priceRange[1])],
  ];
  return fields.map(([name, value]) => `${name}=${encode(value)}`).join('&');
}

function wholeNumber(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

function isoDate(text: string | null): string | undefined {
  const value = text?.trim() ?? '';
  return dayNumber(value) === undefined ? undefined : value;
}

/**
 * The search a /search-results query describes, or null when it names no origin or no
 * destination (the page then goes back home). Anything else missing or unusable takes the
 * search card's default: today and the next day (India's calendar unless `today` is given),
 * 1 traveller, Economy, ₹0 to ₹50,000. A real date in the past is kept for the server to judge.
 */
export function queryToSearchParams(
  query: string | QueryReader,
  options: { today?: string } = {},
): TripSearchParams | null {
  const reader = typeof query === 'string' ? readerOf(query) : query;
  const from = (reader.get('from') ?? '').trim().slice(0, MAX_PLACE_LENGTH);
  const to = (reader.get('to') ?? '').trim().slice(0, MAX_PLACE_LENGTH);
  if (from === '' || to === '') return null;

  const departureDate = isoDate(reader.get('departureDate')) ?? options.today ?? todayInIndia();
  const asked = isoDate(reader.get('returnDate'));
  const returnDate =
    asked !== undefined && dayNumber(asked)! >= dayNumber(departureDate)!
      ? asked
      : addDays(departureDate, 1);

  const travellers = wholeNumber(reader.get('travellers'));
  const travelClass = TRAVEL_CLASSES.find((name) => name === reader.get('travelClass'));
  const min = wholeNumber(reader.get('minPrice'));
  const max = wholeNumber(reader.get('maxPrice'));

  return {
    from,
    to,
    departureDate,
    returnDate,
    travellers:
      travellers !== undefined && travellers >= 1 && travellers <= MAX_TRAVELLERS
        ? travellers
        : DEFAULT_TRAVELLERS,
    travelClass: travelClass ?? DEFAULT_TRAVEL_CLASS,
    priceRange:
      min !== undefined && max !== undefined && min < max && max <= MAX_PRICE
        ? [min, max]
        : [DEFAULT_PRICE_RANGE[0], DEFAULT_PRICE_RANGE[1]],
  };
}
