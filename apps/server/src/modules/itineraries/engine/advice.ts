import { LONG_MONTHS } from '@trip/shared/common/plain-format';
import { HOTEL_TIERS } from '@trip/shared/itineraries/constants';
import type { BudgetAdvice, Itinerary } from '@trip/shared/itineraries/schemas';
import { addDays, tripDays } from '@trip/shared/itineraries/trip-dates';
import { knowledgeBase } from '../knowledge/load';
import type { Destination } from '../knowledge/schema';
import { restsOnArrival } from './altitude';
import { roadKm } from './geo';
import { candidateCards, originPlace } from './planner';
import { nightsText, rupees } from './text';
import { TIER_LABEL, mainStayOf, type Trip } from './trip';
import type { EngineSearch } from './types';

function candidatePrices(search: EngineSearch): number[] {
  return candidateCards(search).map((card) => card.trip.pricePP);
}

function cheapestOf(search: EngineSearch): number | undefined {
  const prices = candidatePrices(search);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

/**
 * The price a changed search can be had from, for a suggestion: its budget cards' cheapest (the
 * cheapest card is a budget one wherever budget stays exist), else every tier's. Planning one
 * tier of four keeps the advice's many tries quick.
 */
function fromPriceOf(search: EngineSearch): number | undefined {
  const prices = candidateCards(search, ['budget']).map((card) => card.trip.pricePP);
  return prices.length > 0 ? Math.min(...prices) : cheapestOf(search);
}

/** What a changed search is asked to fit: the traveller's own range. */
type Range = readonly [number, number];

/**
 * The price a changed search fits the range from, if it does: with no floor, its cheapest
 * (budget) card at or under the top; with a floor (₹20,000–25,000), the cheapest card of any
 * tier inside it, since a ₹11,750 budget plan does not fit that range.
 */
function fitPriceOf(search: EngineSearch, [min, max]: Range): number | undefined {
  if (min <= 0) {
    const price = fromPriceOf(search);
    return price !== undefined && price <= max ? price : undefined;
  }
  // Tier by tier, cheapest first: a tier whose every plan is over the top ends the search.
  for (const tier of HOTEL_TIERS) {
    const prices = candidateCards(search, [tier]).map((card) => card.trip.pricePP);
    const inside = prices.filter((price) => price >= min && price <= max);
    if (inside.length > 0) return Math.min(...inside);
    if (prices.length > 0 && Math.min(...prices) > max) return undefined;
  }
  return undefined;
}

/**
 * The fewest nights worth suggesting: one, or three at a place where the first day or two are
 * for getting used to the altitude (Leh: "rest for the first 36–48 hours").
 */
function leastNights(search: EngineSearch): number {
  const place = search.destination.kind === 'place' ? search.destination.place : undefined;
  return place && restsOnArrival(place) ? 3 : 1;
}

/**
 * The same trip a few nights shorter: the longest that fits, while the fewest nights worth it
 * are left. A trip costs more the more nights it has, so the lengths are halved to it.
 */
function fewerNights(search: EngineSearch, range: Range): string | undefined {
  const days = tripDays(search.departureDate, search.returnDate);
  const priceFor = (length: number) =>
    fitPriceOf({ ...search, returnDate: addDays(search.departureDate, length - 1) }, range);
  let [low, high] = [leastNights(search) + 1, days - 1];
  let best: { length: number; price: number } | undefined;
  if (range[0] > 0) {
    // With a floor, a shorter trip can fall under it as well as over the top: the longest that
    // fits is looked for from the longest down, a few lengths at most.
    for (let length = high; length >= Math.max(low, high - FLOOR_TRIES + 1); length -= 1) {
      const price = priceFor(length);
      if (price !== undefined) {
        best = { length, price };
        break;
      }
    }
  }
  while (range[0] <= 0 && low <= high) {
    const length = Math.floor((low + high) / 2);
    const price = priceFor(length);
    if (price !== undefined) {
      best = { length, price };
      low = length + 1;
    } else {
      high = length - 1;
    }
  }
  if (!best) return undefined;
  const nights = best.length - 1;
  return `Make it ${nightsText(nights)}: from ${rupees(best.price)} per person`;
}

/** Shorter trips tried when the range has a floor. */
const FLOOR_TRIES = 4;

/** Later departures tried for a trip that fits: a week, a fortnight, a month, two months on. */
const LATER_DAYS = [7, 14, 28, 56] as const;

/** "9 January": a date as the advice names it. */
function dayAndMonth(date: string): string {
  return `${Number(date.slice(8, 10))} ${LONG_MONTHS[Number(date.slice(5, 7)) - 1]}`;
}

/**
 * The same trip a little later, where that fits the range: past a fare peak (Diwali, the year's
 * end, the summer holidays to the hills, Leh in winter) or into a cheaper season.
 */
function laterDates(search: EngineSearch, range: Range): string | undefined {
  const days = tripDays(search.departureDate, search.returnDate);
  for (const later of LATER_DAYS) {
    const departureDate = addDays(search.departureDate, later);
    const returnDate = addDays(departureDate, days - 1);
    const price = fitPriceOf({ ...search, departureDate, returnDate }, range);
    if (price !== undefined) {
      return `Leave on ${dayAndMonth(departureDate)} instead: from ${rupees(price)} per person`;
    }
  }
  return undefined;
}

/** The same trip flown in Economy, where the traveller chose a dearer class and that fits. */
function economy(search: EngineSearch, range: Range): string | undefined {
  if (search.travelClass === 'Economy') return undefined;
  const price = fitPriceOf({ ...search, travelClass: 'Economy' }, range);
  return price === undefined
    ? undefined
    : `Fly Economy instead of ${search.travelClass}: from ${rupees(price)} per person`;
}

/** A suggested nearer place must still be a trip away from home. */
const MIN_AWAY_KM = 120;

/** A place nearer home that shares the destination's character, if it fits the range. */
function nearerPlace(search: EngineSearch, range: Range): string | undefined {
  if (search.destination.kind !== 'place') return undefined;
  const origin = originPlace(search.origin);
  const wanted = search.destination.place;
  const far = roadKm(origin, wanted);
  const shared = (place: Destination) =>
    place.themes.filter((theme) => wanted.themes.includes(theme)).length;
  const nearer = knowledgeBase()
    .destinations.filter(
      (place) =>
        place.id !== wanted.id &&
        place.id !== origin.id &&
        shared(place) >= Math.min(2, wanted.themes.length) &&
        roadKm(origin, place) >= MIN_AWAY_KM &&
        roadKm(origin, place) < far,
    )
    .sort((a, b) => roadKm(origin, a) - roadKm(origin, b))
    .slice(0, 3);
  for (const place of nearer) {
    const price = fitPriceOf(
      { ...search, destination: { kind: 'place', name: place.name, place, matchedBy: 'name' } },
      range,
    );
    if (price !== undefined) {
      return `Try ${place.name}, nearer and also ${wanted.themes
        .filter((t) => place.themes.includes(t))
        .slice(0, 2)
        .join(' and ')}: from ${rupees(price)} per person`;
    }
  }
  return undefined;
}

/**
 * Ways to spend more on a trip every plan of which is under the range: a dearer stay only where
 * the place has one (Shirdi's dearest is a temple trust's guest house: no "premium or luxury
 * stay" to offer), and extra experiences only where it has paid activities or day trips.
 */
function upgrades(
  search: EngineSearch,
  cards: readonly Itinerary[],
  trips: readonly Trip[],
): string[] {
  const top = cards.reduce((best, card) => (card.pricePP > best.pricePP ? card : best));
  // A better stay than any shown: of a dearer tier, and not one of the cards' own hotels.
  const shown = new Set(cards.map((card) => card.hotelExample.name));
  const topTier = Math.max(...cards.map((card) => HOTEL_TIERS.indexOf(card.tier)));
  const dearer = trips
    .filter((trip) => {
      const stay = mainStayOf(trip);
      return (
        trip.pricePP > top.pricePP &&
        stay !== undefined &&
        !shown.has(stay.hotelName) &&
        HOTEL_TIERS.indexOf(stay.tier) > topTier
      );
    })
    .sort((a, b) => b.pricePP - a.pricePP)[0];
  const stay = dearer && mainStayOf(dearer);
  const place = search.destination.kind === 'place' ? search.destination.place : undefined;
  const extras =
    !place || place.activities.length > 0 || place.excursions.length > 0
      ? ['Add extra experiences: a paid activity or a day trip on each free day']
      : [];
  return [
    ...(dearer && stay
      ? [
          `Stay better: ${stay.hotelName}, a ${TIER_LABEL[stay.tier].toLowerCase()} stay, from ${rupees(dearer.pricePP)} per person`,
        ]
      : []),
    'Add a private guide for the sightseeing days',
    ...extras,
  ];
}

/**
 * What to tell a traveller when no card of a page is inside the asked range: the cheapest
 * possible trip and concrete changes that would fit, or, above every plan, upgrades (never
 * padding). Undefined when some card fits or there are no cards.
 */
export function budgetAdviceFor(
  search: EngineSearch,
  cards: readonly Itinerary[],
): BudgetAdvice | undefined {
  if (cards.length === 0 || cards.some((card) => card.priceFit === 'within')) return undefined;
  const [min, max] = search.priceRange;
  const range = `${rupees(min)}–${rupees(max)}`;
  const trips = candidateCards(search).map((card) => card.trip);
  const prices = [...cards.map((card) => card.pricePP), ...trips.map((trip) => trip.pricePP)];
  const cheapest = Math.min(...prices);
  if (cards.every((card) => card.priceFit === 'under')) {
    return {
      message: `Every plan for this trip costs less than ${rupees(min)} per person: here are the fullest, and ways to spend more on it`,
      cheapestPricePP: cheapest,
      changes: upgrades(search, cards, trips),
    };
  }
  const asked = [min, max] as const;
  const changes = [
    fewerNights(search, asked),
    nearerPlace(search, asked),
    economy(search, asked),
    laterDates(search, asked),
  ].filter((change): change is string => Boolean(change));
  // Plans on both sides of a range with a floor: the dearest below it fits a lower floor, the
  // cheapest above it a higher top.
  const under = prices.filter((price) => price < min);
  const over = prices.filter((price) => price > max);
  if (under.length > 0) {
    changes.push(`Lower the bottom of the range to ${rupees(Math.max(...under))} per person`);
  }
  if (over.length > 0) {
    changes.push(`Raise the top of the range to ${rupees(Math.min(...over))} per person`);
  }
  return {
    message: `No trip fits ${range} per person: the cheapest we can plan costs ${rupees(cheapest)}`,
    cheapestPricePP: cheapest,
    changes,
  };
}
