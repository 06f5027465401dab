import { LONG_MONTHS } from '@trip/shared/common/plain-format';
import { HOTEL_TIERS, TRAVEL_CLASSES } from '@trip/shared/itineraries/constants';
import type { BudgetAdvice, Itinerary } from '@trip/shared/itineraries/schemas';
import { addDays, tripDays } from '@trip/shared/itineraries/trip-dates';
import { knowledgeBase } from '../knowledge/load';
import type { Destination } from '../knowledge/schema';
import { restsOnArrival } from './altitude';
import { roadKm } from './geo';
import { candidateCards, originPlace, planPage } from './planner';
import { nightsText, rupees } from './text';
import { TIER_LABEL, legsOf, mainStayOf, type Trip } from './trip';
import type { EngineSearch } from './types';

/**
 * Whether some plan of a changed search is inside its range, looked for tier by tier, cheapest
 * first: a tier whose every plan is over the top ends the look. Planning one tier at a time keeps
 * the advice's many tries quick; only a search that fits is ranked (`shownPriceOf`).
 */
function fits(search: EngineSearch): boolean {
  const [min, max] = search.priceRange;
  for (const tier of HOTEL_TIERS) {
    const prices = candidateCards(search, [tier])
      .filter((card) => seesSomething(card.trip))
      .map((card) => card.trip.pricePP);
    if (prices.some((price) => price >= min && price <= max)) return true;
    if (prices.length > 0 && Math.min(...prices) > max) return false;
  }
  return false;
}

/**
 * The price a changed search is offered from, as the traveller who makes the change sees it:
 * the cheapest card inside the range on its first page. The cheapest plan of all may be another
 * version of a stay the pages show (fewer extras), or first shown pages later (decision 89).
 */
function shownPriceOf(search: EngineSearch): number | undefined {
  const inside = planPage(search, 1)
    .cards.filter((card) => card.priceFit === 'within' && seesSomething(card.trip))
    .map((card) => card.trip.pricePP);
  return inside.length > 0 ? Math.min(...inside) : undefined;
}

/**
 * Whether a plan sees anything at its places: a shorter trip whose days are all spent getting
 * there and back (Rourkela to Dubai in one night: 22 hours of flights and no sight) is no trip to
 * suggest (decision 120).
 */
function seesSomething(trip: Trip): boolean {
  return trip.outlines.some((outline) => outline.placesVisited.length > 0);
}

/** The price a changed search fits its range from, if it does. */
function fitPriceOf(search: EngineSearch): number | undefined {
  return fits(search) ? shownPriceOf(search) : undefined;
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
 * are left. A trip costs more the more nights it has, so the lengths are halved to it, and only
 * the one found is ranked for its price.
 */
function fewerNights(search: EngineSearch): string | undefined {
  const days = tripDays(search.departureDate, search.returnDate);
  const shorter = (length: number) => ({
    ...search,
    returnDate: addDays(search.departureDate, length - 1),
  });
  let [low, high] = [leastNights(search) + 1, days - 1];
  let best: { length: number; price: number } | undefined;
  if (search.priceRange[0] > 0) {
    // With a floor, a shorter trip can fall under it as well as over the top: the longest that
    // fits is looked for from the longest down, a few lengths at most.
    for (let length = high; length >= Math.max(low, high - FLOOR_TRIES + 1); length -= 1) {
      const price = fitPriceOf(shorter(length));
      if (price !== undefined) {
        best = { length, price };
        break;
      }
    }
  } else {
    let longest: number | undefined;
    while (low <= high) {
      const length = Math.floor((low + high) / 2);
      if (fits(shorter(length))) {
        longest = length;
        low = length + 1;
      } else {
        high = length - 1;
      }
    }
    const price = longest === undefined ? undefined : shownPriceOf(shorter(longest));
    if (longest !== undefined && price !== undefined) best = { length: longest, price };
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
function laterDates(search: EngineSearch): string | undefined {
  const days = tripDays(search.departureDate, search.returnDate);
  for (const later of LATER_DAYS) {
    const departureDate = addDays(search.departureDate, later);
    const returnDate = addDays(departureDate, days - 1);
    const price = fitPriceOf({ ...search, departureDate, returnDate });
    if (price !== undefined) {
      return `Leave on ${dayAndMonth(departureDate)} instead: from ${rupees(price)} per person`;
    }
  }
  return undefined;
}

/** The same trip flown in Economy, where the traveller chose a dearer class and that fits. */
function economy(search: EngineSearch): string | undefined {
  if (search.travelClass === 'Economy') return undefined;
  const price = fitPriceOf({ ...search, travelClass: 'Economy' });
  return price === undefined
    ? undefined
    : `Fly Economy instead of ${search.travelClass}: from ${rupees(price)} per person`;
}

/** A suggested nearer place must still be a trip away from home. */
const MIN_AWAY_KM = 120;

/**
 * A place nearer home that shares the destination's character, if it fits the range: at home
 * for a trip at home, and abroad for a trip abroad (decision 89). Few countries abroad have a
 * second place to offer, and a trip abroad is wanted as one: Colombo for Singapore is the same
 * kind of trip, Pune is not. The character is the destination's lead theme, listed first, and
 * one more (decision 267): Pokhara shares the Maldives' adventure and nature, not its beach.
 */
function nearerPlace(search: EngineSearch): string | undefined {
  if (search.destination.kind !== 'place') return undefined;
  const origin = originPlace(search.origin);
  const wanted = search.destination.place;
  const far = roadKm(origin, wanted);
  const lead = wanted.themes[0]!;
  const abroad = (place: Destination) => place.country !== origin.country;
  const shared = (place: Destination) =>
    place.themes.filter((theme) => wanted.themes.includes(theme)).length;
  const nearer = knowledgeBase()
    .destinations.filter(
      (place) =>
        place.id !== wanted.id &&
        place.id !== origin.id &&
        // A pilgrimage under a vow is made by those who name it (decision 209).
        !place.vow &&
        abroad(place) === abroad(wanted) &&
        place.themes.includes(lead) &&
        shared(place) >= Math.min(2, wanted.themes.length) &&
        roadKm(origin, place) >= MIN_AWAY_KM &&
        roadKm(origin, place) < far,
    )
    .sort((a, b) => roadKm(origin, a) - roadKm(origin, b))
    .slice(0, 3);
  for (const place of nearer) {
    const price = fitPriceOf({
      ...search,
      to: place.name,
      destination: { kind: 'place', name: place.name, place, matchedBy: 'name' },
    });
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
  const flight = businessClass(search, top, trips);
  return [
    ...(dearer && stay
      ? [
          `Stay better: ${stay.hotelName}, a ${TIER_LABEL[stay.tier].toLowerCase()} stay, from ${rupees(dearer.pricePP)} per person`,
        ]
      : []),
    ...(flight ? [flight] : []),
    'Add a private guide for the sightseeing days',
    ...extras,
  ];
}

/**
 * Flights in Business class, where the trip flies in a cheaper one (decision 240): the card of
 * that search's first page at the stay of the dearest card shown (else its dearest), where it
 * flies and stays under the top of the range, at its price, as every change is quoted
 * (decision 89). Not First Class: few routes sell it, though the card's class field offers it.
 */
function businessClass(
  search: EngineSearch,
  top: Itinerary,
  trips: readonly Trip[],
): string | undefined {
  const business = TRAVEL_CLASSES.indexOf('Business');
  if (TRAVEL_CLASSES.indexOf(search.travelClass) >= business || !trips.some(flies))
    return undefined;
  const cards = planPage({ ...search, travelClass: 'Business' }, 1).cards.filter(
    (card) => flies(card.trip) && card.trip.pricePP <= search.priceRange[1],
  );
  const same = cards.find((card) => mainStayOf(card.trip)?.hotelName === top.hotelExample.name);
  const card = same ?? cards.sort((a, b) => b.trip.pricePP - a.trip.pricePP)[0];
  return card ? `Fly Business class: from ${rupees(card.trip.pricePP)} per person` : undefined;
}

const flies = (trip: Trip) => legsOf(trip).some((leg) => leg.mode === 'flight');

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
  // Every plan, not every card shown: a page of the nearest plans to a range with a floor may
  // hold only plans under it while dearer ones are over the top.
  if (prices.every((price) => price < min)) {
    return {
      message: `Every plan for this trip costs less than ${rupees(min)} per person: here are the fullest, and ways to spend more on it`,
      cheapestPricePP: cheapest,
      changes: upgrades(search, cards, trips),
    };
  }
  const changes = [
    // Fewer nights are a way to spend less: not where the cheapest plan is already under the
    // floor (a shorter trip that flies, dearer than every card, is no help; decision 126).
    cheapest > max ? fewerNights(search) : undefined,
    nearerPlace(search),
    economy(search),
    laterDates(search),
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
