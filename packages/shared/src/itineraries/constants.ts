import { groupDigits } from '../common/plain-format';

/** Limits and defaults of an itinerary search; the form, the server and the tests quote these. */
export const MAX_TRAVELLERS = 50;
export const MAX_TRIP_DAYS = 30;
export const MAX_PLACE_LENGTH = 100;
/** Highest per-person amount a price range may name, in rupees. */
export const MAX_PRICE = 10_000_000;
/** Highest "load more" page a search may ask for. */
export const MAX_SEARCH_PAGE = 50;
/** Cards answered per search page. */
export const ITINERARIES_PER_PAGE = 4;
/** The first page offers at least this many plans whenever the planner has them. */
export const MIN_CARDS_PER_PAGE = 3;
/** Most suggestions GET /api/places answers. */
export const MAX_PLACE_SUGGESTIONS = 8;
export const POPULAR_ITINERARIES_LIMIT = 12;
export const SEARCH_HISTORY_LIMIT = 50;

export const TRAVEL_CLASSES = ['Economy', 'Premium Economy', 'Business', 'First Class'] as const;
export type TravelClass = (typeof TRAVEL_CLASSES)[number];
export const DEFAULT_TRAVEL_CLASS: TravelClass = 'Economy';
export const DEFAULT_TRAVELLERS = 1;
export const DEFAULT_PRICE_RANGE: readonly [number, number] = [0, 50_000];

/** A city the search card suggests before the visitor types anything. */
export type CityOption = { city: string; code: string; airport: string };

/** The search card's ten built-in suggestions, listed first in the From and To fields. */
export const BUILT_IN_CITIES: readonly CityOption[] = [
  { city: 'Delhi', code: 'DEL', airport: 'Indira Gandhi International Airport' },
  { city: 'Mumbai', code: 'BOM', airport: 'Chhatrapati Shivaji Maharaj International Airport' },
  { city: 'Bengaluru', code: 'BLR', airport: 'Kempegowda International Airport' },
  { city: 'Chennai', code: 'MAA', airport: 'Chennai International Airport' },
  { city: 'Kolkata', code: 'CCU', airport: 'Netaji Subhas Chandra Bose International Airport' },
  { city: 'Hyderabad', code: 'HYD', airport: 'Rajiv Gandhi International Airport' },
  { city: 'Goa', code: 'GOI', airport: 'Dabolim Airport' },
  { city: 'Pune', code: 'PNQ', airport: 'Pune International Airport' },
  { city: 'Ahmedabad', code: 'AMD', airport: 'Sardar Vallabhbhai Patel International Airport' },
  { city: 'Jaipur', code: 'JAI', airport: 'Jaipur International Airport' },
];

/** The search card's price sliders, per person in rupees. */
export const PRICE_SLIDER = { min: 0, max: 200_000, step: 5_000 } as const;

/** The quick choices above the price sliders; the one equal to the current range is highlighted. */
export const PRICE_PRESETS: readonly { label: string; range: readonly [number, number] }[] = [
  { label: 'Budget', range: [0, 25_000] },
  { label: 'Mid', range: [25_000, 50_000] },
  { label: 'Premium', range: [50_000, 100_000] },
  { label: 'Luxury', range: [100_000, 200_000] },
];

export const HOTEL_TIERS = ['budget', 'standard', 'premium', 'luxury'] as const;
export type HotelTier = (typeof HOTEL_TIERS)[number];

export const PRICE_FITS = ['within', 'over', 'under'] as const;
export type PriceFit = (typeof PRICE_FITS)[number];

export const SHARE_PLATFORMS = ['facebook', 'twitter', 'whatsapp', 'linkedin', 'copy'] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

/** The time zone whose calendar decides "today" for departure dates. */
export const TRIP_TIME_ZONE = 'Asia/Kolkata';

/** "Delhi, Agra and Jaipur". */
export function listOf(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
}

/** "The park is closed and snowbound: it opens…" → "the park is closed and snowbound". */
function firstClause(text: string): string {
  const clause = text.split(':')[0]!.replace(/\.$/, '');
  return clause.charAt(0).toLowerCase() + clause.slice(1);
}

export const itineraryMessages = {
  fromRequired: 'Please select a departure location',
  toRequired: 'Please select a destination location',
  samePlace: 'Departure and destination cannot be the same',
  /** A day trip or a sight of the place the trip starts from ("Vaishno Devi" from Jammu). */
  seenFromHome: (asked: string, home: string, dayTrip: boolean) =>
    `${asked} ${dayTrip ? 'is a day trip from' : 'is in'} ${home}, where your trip starts: choose a place farther away, or start from another city.`,
  tooFewNights: (circuit: string | undefined, places: string[]) =>
    `${circuit ? `${circuit} (${listOf(places)}) stays` : `A trip to ${listOf(places)} stays`} a night or more at each place: choose dates with at least ${places.length} nights, or fewer places.`,
  /** A day trip to a place whose first day is for rest at its altitude (Leh, Spiti, Tawang). */
  restOnArrival: (place: string) =>
    `${place} is high enough that the first day there is for rest, as guides advise: a day trip leaves no time to see it. Choose dates with at least one night there.`,
  stopIsHome: (place: string) =>
    `${place} is where the trip starts: leave it out of the places to visit, or start from another city`,
  placeTooLong: `A place name can have at most ${MAX_PLACE_LENGTH} characters`,
  departureRequired: 'Please choose a departure date',
  returnRequired: 'Please choose a return date',
  dateFormat: 'Dates must be written as YYYY-MM-DD',
  dateInvalid: 'This date does not exist',
  departureInPast: 'The departure date cannot be in the past',
  returnBeforeDeparture: 'The return date cannot be before the departure date',
  tripTooLong: `Trips can be at most ${MAX_TRIP_DAYS} days long`,
  travellersMin: 'At least 1 traveller is required',
  travellersMax: `At most ${MAX_TRAVELLERS} travellers can travel on one search`,
  travellersWhole: 'The number of travellers must be a whole number',
  travelClass: 'Travel class must be Economy, Premium Economy, Business or First Class',
  priceRangeShape: 'The price range must be two amounts: a minimum and a maximum',
  priceWhole: 'Prices must be whole rupee amounts of 0 or more',
  priceTooHigh: `Prices can be at most ₹${groupDigits(MAX_PRICE, 'indian')}`,
  priceOrder: 'The minimum price must be below the maximum price',
  page: `Page must be a whole number from 1 to ${MAX_SEARCH_PAGE}`,
  unknownPlace: (place: string) => `We could not find "${place}".`,
  whichTown: (place: string, towns: string[]) =>
    `There is more than one ${place}: which do you mean, ${towns.slice(0, -1).join(', ')} or ${towns.at(-1)}?`,
  townNotDestination: (place: string, near: string[]) =>
    `We plan trips from ${place}, not to it yet. Places to visit near it: ${near.join(', ')}.`,
  partOfCity: (place: string, city: string) =>
    `${place} is a part of ${city}: choose ${city} to plan a trip there.`,
  placeNotPlanned: (place: string, near: string[]) =>
    `We do not plan trips to ${place} yet. Places to visit near it: ${near.join(', ')}.`,
  tooFarForADay: (place: string, origin: string, hours: number) =>
    `${place} is too far from ${origin} to go and come back in one day: the quickest way there and back takes about ${hours} hours. Choose two days or more.`,
  regionTooFarForADay: (region: string, origin: string, nearest: string, hours: number) =>
    `No place in ${region} is near enough to ${origin} to go and come back in one day: the nearest, ${nearest}, takes about ${hours} hours there and back. Choose two days or more.`,
  oneOrigin: (place: string, places: string[]) =>
    `A trip starts from one place, and "${place}" names ${places.slice(0, -1).join(', ')} and ${places.at(-1)}: which is it?`,
  placeNotOrigin: (place: string, near: string[]) =>
    `We cannot start a trip from ${place} yet. Start from a town near it: ${near.join(', ')}.`,
  noPricedStay: (place: string, near: string[]) =>
    `We cannot price a trip to ${place} yet: none of its stays has a published rate we could check. Places near it: ${near.join(', ')}.`,
  placeClosed: (place: string, why: string, open: string, near: string[]) =>
    `${place} is closed to visitors on your dates (${firstClause(why)}). It is open in ${open}. ${near.length > 0 ? `Choose dates then, or a place near it: ${near.join(', ')}.` : 'Choose dates then.'}`,
  staysAtHome: (place: string, home: string) =>
    `Every stay we list for ${place} is in ${home}, where your trip starts, so there is no night to plan away from home. ${place} is a day trip from ${home}: choose the same date to come back, or start from another town.`,
  staysShut: (place: string, open: string, near: string[]) =>
    `Every stay we list at ${place} is closed on your dates: they take guests in ${open}. ${near.length > 0 ? `Choose dates then, or a place near it: ${near.join(', ')}.` : 'Choose dates then.'}`,
  itineraryNotFound: 'Itinerary not found. Please search again to generate a new itinerary.',
  detailsNotFound: 'No detailed itinerary has been generated for this trip yet.',
  searchNotFound: 'This saved search was not found.',
  sharePlatform: `Platform must be one of: ${SHARE_PLATFORMS.join(', ')}`,
} as const;
