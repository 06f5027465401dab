import {
  HOTEL_TIERS,
  ITINERARIES_PER_PAGE,
  MIN_CARDS_PER_PAGE,
  type HotelTier,
  type PriceFit,
} from '@trip/shared/itineraries/constants';
import { durationLabel, tripDays } from '@trip/shared/itineraries/trip-dates';
import { STAY_TIERS, type Destination, type StayTier } from '../knowledge/schema';
import { knowledgeBase } from '../knowledge/load';
import type { ResolvedPlace } from '../knowledge/resolver';
import { vehiclesText } from './cost-model';
import { roadKm } from './geo';
import { placeOfExcursion } from './road-legs';
import { imageUrlFor } from './image-url';
import { randomFrom, seedFrom } from './random';
import { THEMES, themeFits, type Theme } from './themes';
import {
  HOTEL_TYPE,
  TIER_LABEL,
  beyondADay,
  buildTrip,
  framePriceOf,
  headlinesMissed,
  levyOf,
  sightseeingRides,
  legsOf,
  notesOf,
  stayFor,
  staysOpenFor,
  staysPastTheDay,
  stayTownName,
  stopsSeenNothing,
  journeysShortOfDays,
  closedOn,
  tripMonths,
  NIGHT_OUT_LODGING,
  nightOut,
  nightsOut,
  tripOutLabel,
  type DayKind,
  type StopSpec,
  type Trip,
  type TripSpec,
  type TripStay,
} from './trip';
import type { DraftItinerary, EngineSearch } from './types';
import { SHARED_JEEP_LABEL } from './shared-jeeps';
import { restsOnArrival } from './altitude';
import { durationText } from './transport';
import {
  bracketed,
  lowerFirst,
  nightsText,
  rupees,
  stayAt,
  upperFirst,
  withPlace,
  withoutPlace,
  withArticles,
} from './text';

export const PLANNER_ENGINE = 'planner';

/** Paid activities and day trips on top of the sights: none, some, plenty. */
const LEVELS = [0, 1, 2] as const;
/** A state offers several places, so each gets fewer variations to keep planning fast. */
const REGION_LEVELS = [0, 2] as const;
const REGION_THEMES_PER_OPTION = 4;
/** Fewer fitting cards than three pages hold make a range tight (decision 141). */
const TIGHT_RANGE_CARDS = 3 * ITINERARIES_PER_PAGE;
/** A dearer tier reached the cheap way on a range enough cards fit: at most a page's worth. */
const THRIFTY_CARDS_PER_TIER = ITINERARIES_PER_PAGE;
/** Single places and circuits offered for a state or country. */
const REGION_SINGLES = 3;
const REGION_CIRCUITS = 3;
/** From this many nights a state's cards lean to circuits over single places. */
const LONG_REGION_NIGHTS = 6;
/** Stops of a circuit are at most this far apart by road. */
const CIRCUIT_MAX_HOP_KM = 350;
/**
 * ...and at least this far: nearer places are seen from one base (Rishikesh from Haridwar, Dzukou
 * from Kohima, whose stays are Kohima's) rather than by changing hotels for a short drive.
 */
const CIRCUIT_MIN_HOP_KM = 40;

const TIER_ADJECTIVE: Record<HotelTier, string> = {
  budget: 'Value',
  standard: 'Comfort',
  premium: 'Premium',
  luxury: 'Luxury',
};

export type PlannedCard = {
  key: string;
  trip: Trip;
  priceFit: PriceFit;
  /** How far outside the asked range, in rupees; 0 inside it. */
  distance: number;
};

export type PlannedPage = { cards: PlannedCard[]; hasMore: boolean };

export function originPlace(resolved: ResolvedPlace): Destination {
  return resolved.kind === 'place' ? resolved.place : resolved.hub;
}

/**
 * A circuit named from one of its own places ("Golden Triangle" from Jaipur) is the rest of it:
 * the traveller sets out from that stop. Any other destination is as resolved.
 */
export function withoutHome(destination: ResolvedPlace, origin: ResolvedPlace): ResolvedPlace {
  if (destination.kind !== 'place' || !destination.circuit || origin.kind !== 'place') {
    return destination;
  }
  const stops = [destination.place, ...(destination.alsoStops ?? [])];
  const away = stops.filter((stop) => stop.id !== origin.place.id);
  if (away.length === stops.length) return destination;
  const [first, ...rest] = away;
  return { ...destination, place: first!, alsoStops: rest };
}

/** The search as the planner sees it; identical searches give identical text. */
export function normalisedSearchKey(search: EngineSearch): string {
  return `${tripsKey(search)}|${search.priceRange.join('-')}`;
}

/**
 * The search as its trips are planned: all of it but the price range, which only chooses among
 * the trips. A search asked again with another range plans the same trips, in the same order of
 * sights, and its trips already planned are kept for it (plannedTrips).
 */
export function tripsKey(search: EngineSearch): string {
  const place = (resolved: ResolvedPlace) =>
    resolved.kind === 'region'
      ? `region:${resolved.region.name}`
      : [
          `place:${resolved.place.id}`,
          ...(resolved.alsoStops ?? []).map((place) => place.id),
          ...(resolved.excursion ? [resolved.excursion] : []),
          ...(resolved.sight ? [`sight:${resolved.sight}`] : []),
          ...(resolved.alsoAsked ?? []),
        ].join('+');
  return [
    place(search.origin),
    place(search.destination),
    search.departureDate,
    search.returnDate,
    search.travellers,
    search.travelClass,
  ].join('|');
}

function splitNights(places: Destination[], nights: number): StopSpec[] {
  const base = Math.floor(nights / places.length);
  const extra = nights % places.length;
  return places.map((place, index) => ({ place, nights: base + (index < extra ? 1 : 0) }));
}

/** The places typed in the destination field, in the order typed (several for "Shimla Manali"). */
export function typedPlaces(destination: ResolvedPlace): Destination[] {
  return destination.kind === 'place'
    ? [destination.place, ...(destination.alsoStops ?? [])]
    : [destination.hub];
}

/** The places typed in the destination field that a trip's stops leave out (decision 109). */
export function leftOutOf(destination: ResolvedPlace, stops: readonly StopSpec[]): Destination[] {
  if (destination.kind !== 'place') return [];
  return typedPlaces(destination).filter((place) => !stops.some((stop) => stop.place === place));
}

/** Visits the stops in the order that makes the shortest loop from home and back. */
function shortestLoop(origin: Destination, stops: Destination[]): Destination[] {
  const permutations = (items: Destination[]): Destination[][] =>
    items.length <= 1
      ? [items]
      : items.flatMap((item, index) =>
          permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
            item,
            ...rest,
          ]),
        );
  let best = stops;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const order of permutations(stops)) {
    let km = roadKm(origin, order[0]!) + roadKm(order[order.length - 1]!, origin);
    for (let i = 1; i < order.length; i += 1) km += roadKm(order[i - 1]!, order[i]!);
    if (km < bestKm - 0.5) {
      best = order;
      bestKm = km;
    }
  }
  return best;
}

/** Whether a place is one to avoid in any of these months (a monsoon of landslides). */
export function avoidedIn(place: Destination, months: readonly number[]): boolean {
  return place.avoidMonths.some((avoid) => avoid.months.some((month) => months.includes(month)));
}

/**
 * A state's or country's places in the order its cards offer them for these dates (decision 37):
 * none whose every stay is shut then (Kedarnath's camps in winter), the places to avoid in those
 * months (Valley of Flowers snowbound, a monsoon of landslides) after the rest, the places at
 * their best in every month of the trip before the others, and among equals the places the
 * knowledge base covers most fully (most sourced stays, so the cards can show different real
 * stays), then the data's own order.
 */
export function regionPlaces(
  places: readonly Destination[],
  origin: Destination,
  search: Pick<EngineSearch, 'departureDate' | 'returnDate'>,
): Destination[] {
  const months = tripMonths(search);
  // A day trip is not made to a place whose first day is for rest at its altitude (decision 131).
  const dayTrip = tripDays(search.departureDate, search.returnDate) === 1;
  // Nor does a tour of a state add a pilgrimage made under a vow (decision 209): those who keep
  // it name the place.
  const open = places.filter(
    (place) =>
      place.id !== origin.id &&
      !place.vow &&
      !closedOn(place, search) &&
      !(dayTrip && restsOnArrival(place)),
  );
  const avoided = (place: Destination) => avoidedIn(place, months);
  const best = (place: Destination) => months.every((month) => place.bestMonths.includes(month));
  const stays = (place: Destination) => STAY_TIERS.flatMap((tier) => place.stays[tier]).length;
  return open
    .map((place, index) => ({ place, index }))
    .sort(
      (a, b) =>
        Number(avoided(a.place)) - Number(avoided(b.place)) ||
        Number(best(b.place)) - Number(best(a.place)) ||
        stays(b.place) - stays(a.place) ||
        a.index - b.index,
    )
    .map(({ place }) => place);
}

/**
 * Sights an active day takes in: two in the morning, an afternoon of two or an outing, and one
 * in the evening, less the ones a day out of town or a closing day costs. Read off the planner's
 * own days: over every place of a state or country planned alone for three weeks, a quarter of
 * its sights plus one day per day trip is, on average, the days it fills before it runs out.
 */
const SIGHTS_PER_DAY = 4;

/**
 * The days a place fills at a stop of a trip with `stops` (decision 84): its sights, about four a
 * day, and a day per day trip, but for day trips to another stop of the same trip (Cherrapunji
 * from Shillong), which that stop's own days see.
 */
function daysToSee(place: Destination, stops: readonly Destination[]): number {
  const { byName } = knowledgeBase();
  const trips = place.excursions.filter((excursion) => {
    const namesake = placeOfExcursion(place, excursion, byName);
    return !namesake || !stops.some((stop) => stop.id === namesake.id);
  }).length;
  return Math.floor(place.attractions.length / SIGHTS_PER_DAY) + trips;
}

/** A stop of `nights` has a day there for each night but the one it is reached on. */
const daysAt = (nights: number) => nights - 1;

/**
 * Days at leisure a trip may keep: one on a long stay is a rest (and within the reckoning's
 * error of about half a day); two or more in a row read as padding.
 */
const SPARE_DAYS = 1;

/** Whether the places of a trip of `nights` have enough to see to fill the days at them. */
function enoughToSee(places: readonly Destination[], nights: number): boolean {
  const days = places.reduce((sum, place) => sum + daysToSee(place, places), 0);
  // Each stop has a day there for each of its nights but one.
  return days + SPARE_DAYS >= nights - places.length;
}

/**
 * A state's nights shared where there is something to see (decision 84): each stop two nights
 * (fewer when the nights are too few), then each night more to the stop with the most days of
 * sights still unseen, so Shillong's sights are not spent while Dawki sits at leisure; once
 * every stop's sights fill its days, to the stop with the fewest nights.
 */
function shareNights(places: Destination[], nights: number): StopSpec[] {
  const least = Math.min(2, Math.floor(nights / places.length));
  const shares = places.map(() => least);
  const toSee = places.map((place) => daysToSee(place, places));
  for (let left = nights - least * places.length; left > 0; left -= 1) {
    const unseen = shares.map((share, index) => toSee[index]! - daysAt(share));
    const most = Math.max(...unseen);
    const index = most > 0 ? unseen.indexOf(most) : shares.indexOf(Math.min(...shares));
    shares[index]! += 1;
  }
  return places.map((place, index) => ({ place, nights: shares[index]! }));
}

/**
 * The nearest place of the pool a circuit can go on to from its last stop, if one is in reach:
 * by road, or abroad, where none is, by a flight within the country (Queenstown to Auckland,
 * Hanoi to Ho Chi Minh City), as travellers tour New Zealand or Vietnam (decision 101).
 */
function nextStop(chain: readonly Destination[], pool: readonly Destination[]) {
  const last = chain[chain.length - 1]!;
  const ahead = pool
    .filter((place) => !chain.includes(place))
    .map((place) => ({ place, km: roadKm(last, place) }))
    .filter(({ km }) => km >= CIRCUIT_MIN_HOP_KM)
    .sort((a, b) => a.km - b.km);
  const byRoad = ahead.find(({ km }) => km <= CIRCUIT_MAX_HOP_KM)?.place;
  if (byRoad || last.country === 'India') return byRoad;
  return ahead.find(({ place }) => place.country === last.country && place.airport && last.airport)
    ?.place;
}

/**
 * A circuit from `start` of `size` places, and then, while its places have too little to see
 * for the nights (Kandy alone for eleven nights, five of them at leisure), one more, up to
 * `most` (decision 84). Shorter when the pool has nothing more in reach.
 */
function circuitFrom(
  start: Destination,
  pool: readonly Destination[],
  size: number,
  most: number,
  nights: number,
): Destination[] {
  const chain = [start];
  while (chain.length < most && (chain.length < size || !enoughToSee(chain, nights))) {
    const next = nextStop(chain, pool);
    if (!next) break;
    chain.push(next);
  }
  return chain;
}

/** Where the trip can stay: the place itself, or for a state a few towns and short circuits. */
export function stopOptions(
  origin: Destination,
  destination: ResolvedPlace,
  search: Pick<EngineSearch, 'departureDate' | 'returnDate'>,
  keep = Infinity,
): StopSpec[][] {
  const nights = tripDays(search.departureDate, search.returnDate) - 1;
  if (destination.kind === 'place' && destination.alsoStops?.length) {
    // Several places typed in one field: every card stays at each of them, in the order
    // that drives least, the nights shared out (as many places as there are nights, and no
    // more than `keep`, the first typed, where the days are too few for the roads: decision 109).
    const places = typedPlaces(destination).slice(0, Math.max(1, Math.min(nights, keep)));
    return [splitNights(destination.inOrder ? places : shortestLoop(origin, places), nights)];
  }
  if (destination.kind === 'place') return [[{ place: destination.place, nights }]];
  const candidates = regionPlaces(destination.region.destinations, origin, search);
  if (candidates.length === 0) return [[{ place: destination.hub, nights }]];
  // A week or more in a state is mostly spent touring it: one single place fewer, one more
  // circuit, and circuits of four places once there are seven nights to share.
  const singles = nights >= LONG_REGION_NIGHTS ? REGION_SINGLES - 1 : REGION_SINGLES;
  const sizes = nights >= 7 ? [2, 3, 4] : nights >= 5 ? [2, 3] : nights >= 3 ? [2] : [];
  const most = sizes[sizes.length - 1] ?? 1;
  const pool = candidates.slice(0, 6);
  // A circuit goes on from a stop to the nearest place in reach that is fine in these months,
  // in the pool or not (Lachung and Pelling from Gangtok, Cherrapunji from Shillong): the pool
  // picks where circuits start, not where they may go (decision 129).
  const months = tripMonths(search);
  const reach = [
    ...pool,
    ...candidates.slice(pool.length).filter((place) => !avoidedIn(place, months)),
  ];
  const seen = new Set<string>();
  /** The circuit's stops in the order that drives least, once per set of places. */
  const planned = (chain: Destination[]): StopSpec[][] => {
    const id = chain
      .map((place) => place.id)
      .sort()
      .join('+');
    if (seen.has(id)) return [];
    seen.add(id);
    return [shareNights(shortestLoop(origin, chain), nights)];
  };
  // A single place with too little to see for the nights tours on from it instead; and the
  // places (or tours) that fill the days come before those that would leave some at leisure.
  // Only the first places stay alone, those of the season's best (decision 37).
  const options: StopSpec[][] = [];
  const thin: Destination[][] = [];
  pool.forEach((place, index) => {
    if (options.length >= singles) return;
    const chain = circuitFrom(place, reach, 1, most, nights);
    if (chain.length === 1 && index >= singles) return;
    if (enoughToSee(chain, nights)) options.push(...planned(chain));
    else thin.push(chain);
  });
  for (const chain of thin) if (options.length < singles) options.push(...planned(chain));
  const bySize = sizes.map((size) =>
    pool.slice(0, REGION_SINGLES).flatMap((start) => {
      const chain = circuitFrom(start, reach, size, most, nights);
      return chain.length < size ? [] : planned(chain);
    }),
  );
  // One circuit of each size in turn, so a long trip offers both short and long circuits; as
  // many more as single places toured on, so a state keeps its choice of options.
  const circuits = Array.from({ length: REGION_SINGLES }, (_, index) =>
    bySize.flatMap((list) => list.slice(index, index + 1)),
  ).flat();
  return [...options, ...circuits.slice(0, REGION_CIRCUITS + REGION_SINGLES - options.length)];
}

function fitOf(price: number, [min, max]: [number, number]): { fit: PriceFit; distance: number } {
  if (price < min) return { fit: 'under', distance: min - price };
  if (price > max) return { fit: 'over', distance: price - max };
  return { fit: 'within', distance: 0 };
}

/**
 * Whether the card shows a stay its tier does not list itself: one a cheaper tier lists (Shirdi's
 * upper tiers hold only the Sansthan's rooms since the stays with guessed rates were taken out,
 * decision 20), so a "Luxury" card never names a ₹500 pilgrim room; or, on a trip to one place,
 * one a dearer tier lists (Bekal lists only the Taj, so a "Value" card never names a ₹17,000
 * resort as a budget stay: the luxury card shows it, decision 68). Budget cards may show a
 * backpacker stay: their cheapest variant is one. A trip of several stops may take a dearer
 * stay at a stop with nothing in the card's tier, as no card of any tier could be made
 * otherwise. A stay no tier lists (a night's halt on the way) is no tier's.
 */
function showsAnotherTiersStay(trip: TripStays): boolean {
  const { tier } = trip.spec;
  const allowed: readonly StayTier[] = tier === 'budget' ? ['backpacker', 'budget'] : [tier];
  const first = STAY_TIERS.indexOf(allowed[0]!);
  const last = STAY_TIERS.indexOf(allowed[allowed.length - 1]!);
  const oneStop = trip.spec.stops.length === 1;
  return trip.stays.some((stay) => {
    const own = stay.place.ownStays ?? stay.place.stays;
    const listedIn = (other: StayTier) => own[other].some((one) => one.name === stay.hotelName);
    if (allowed.some(listedIn)) return false;
    if (STAY_TIERS.slice(0, first).some(listedIn)) return true;
    return oneStop && STAY_TIERS.slice(last + 1).some(listedIn);
  });
}

/**
 * The least a room of a card's tier is listed at in India, a night (decision 150): a card called
 * "Comfort", "Premium" or "Luxury" never names a room priced as a budget one (Bir's ₹2,000 guest
 * house as "Premium", Tirthan's ₹1,200 homestay as "Comfort").
 */
const TIER_FLOOR: Partial<Record<StayTier, number>> = {
  standard: 1500,
  premium: 3000,
  luxury: 4500,
};

/** Whether a stay of the card in India is listed below its tier's floor. */
function belowItsTier(trip: TripStays): boolean {
  const floor = TIER_FLOOR[trip.spec.tier];
  if (floor === undefined) return false;
  return trip.stays.some((stay) => {
    if (stay.place.country !== 'India') return false;
    const own = stay.place.ownStays ?? stay.place.stays;
    const listed = STAY_TIERS.flatMap((tier) => own[tier]).find(
      (one) => one.name === stay.hotelName,
    );
    return listed !== undefined && listed.nightly < floor;
  });
}

/** What the tier checks read of a trip: its spec and the stay it names at each stop. */
type TripStays = { spec: TripSpec; stays: ReadonlyArray<Pick<TripStay, 'place' | 'hotelName'>> };

/**
 * The stays a spec's trip names, known before it is built: the stay `stayFor` picks at each stop
 * slept at. Moving a night between stops (`withNightsWhereWanted`) leaves every one of them a
 * night, so a spec these fail the tier checks with is a trip that fails them: it is not built.
 */
function staysOfSpec(spec: TripSpec, search: EngineSearch): TripStays {
  return {
    spec,
    stays: spec.stops
      .filter((stop) => stop.nights > 0)
      .map((stop) => ({ place: stop.place, hotelName: stayFor(stop.place, spec, search).name })),
  };
}

/**
 * Whether a spec's card would show a stay of another tier, or one below its tier's floor: such a
 * card is ruled out before its days are planned, as most of a search's time is in planning them.
 */
function showsAnotherTiersOrBelow(spec: TripSpec, search: EngineSearch): boolean {
  const named = staysOfSpec(spec, search);
  return showsAnotherTiersStay(named) || belowItsTier(named);
}

/**
 * Whether every stop lists a stay for the card's tier, open on the trip's dates: a destination
 * with no sourced stay at all (decision 20) keeps its tiers empty, and a tier of seasonal camps
 * is empty out of season; either offers no card rather than an unsourced or shut hotel.
 */
function staysAtEveryStop(spec: TripSpec, search: EngineSearch): boolean {
  return spec.stops.every((stop) => staysOpenFor(stop.place, spec, search).length > 0);
}

function signature(trip: Trip): string {
  return [
    trip.stays.map((stay) => stay.hotelName).join('+') || trip.spec.tier,
    trip.attractions
      .map((a) => a.name)
      .sort()
      .join(','),
    trip.excursions.map((e) => e.name).join(','),
  ].join('|');
}

/**
 * The stays a card shows, to keep one page from offering the same property twice. A same-day
 * trip has none, and no other card shares its key.
 */
function staysKey(trip: Trip): string {
  return trip.stays.map((stay) => stay.hotelName).join('+') || `day:${signature(trip)}`;
}

/**
 * What makes two cards the same offer to a traveller: the same stay the card names, theme and
 * places. Cards of one offer differ only in how many paid extras they add (their level), or in
 * a stay the card does not name, and Load More shows an offer once (a Lakshadweep card came
 * back two pages on at Agatti's same resort, ₹13,000 dearer for its activities; "Luxury Mandu &
 * Indore Slow Getaway" at Ahilya Fort came back a page on with another hotel for its one night
 * in Indore: decision 221).
 */
function offerKey(trip: Trip): string {
  const shown = shownStay(trip)?.hotelName ?? `day:${signature(trip)}`;
  return `${shown}|${trip.spec.theme.id}|${stopsKey(trip)}`;
}

/** The card's title ("Value Puri Slow Getaway"): tier, places and theme. */
function titleOf(trip: Trip): string {
  const { spec } = trip;
  return `${TIER_ADJECTIVE[spec.tier]} ${placeLabel(trip)} ${spec.theme.titleNoun}`;
}

/** The sights a card heads with, in any order. */
function topAttractionsOf(trip: Trip): string[] {
  return trip.attractions.slice(0, TOP_ATTRACTIONS).map((a) => a.name);
}
const TOP_ATTRACTIONS = 5;

/**
 * What a page may not show twice: a stay, a title, or a set of top sights. Two cards alike in
 * any of these read as the same offer, however they differ below.
 */
function pageKeys(trip: Trip): readonly string[] {
  // Asked of every card left each time a page takes one: made once per trip.
  let keys = tripPageKeys.get(trip);
  if (!keys) {
    const shown = shownStay(trip);
    keys = [
      `stay:${staysKey(trip)}`,
      // Two circuits through one hotel name it alike on their cards (decision 214).
      ...(shown ? [`shown:${shown.hotelName}`] : []),
      `title:${titleOf(trip)}`,
      `sights:${[...topAttractionsOf(trip)].sort().join('|')}`,
    ];
    tripPageKeys.set(trip, keys);
  }
  return keys;
}
const tripPageKeys = new WeakMap<Trip, readonly string[]>();

/** What the cards of a page have shown, for `clashes`. */
function takenOn(page: readonly PlannedCard[]): ReadonlySet<string> {
  return new Set(page.flatMap((card) => pageKeys(card.trip)));
}

function clashes(trip: Trip, taken: ReadonlySet<string>): boolean {
  return pageKeys(trip).some((key) => taken.has(key));
}

/**
 * The cards a page may take next: those that repeat nothing on it, or, while the first page is
 * still short of a choice of MIN_CARDS_PER_PAGE (decision 5), those at another stay: a second
 * plan at another hotel under a title already shown beats a plan outside the range. Later pages
 * end short instead.
 */
function eligibleFor(
  page: readonly PlannedCard[],
  cards: readonly PlannedCard[],
  first: boolean,
): PlannedCard[] {
  const taken = takenOn(page);
  const fresh = cards.filter((card) => !clashes(card.trip, taken));
  if (fresh.length > 0 || !first || page.length >= MIN_CARDS_PER_PAGE) return fresh;
  const named = (card: PlannedCard) => shownStay(card.trip)?.hotelName ?? staysKey(card.trip);
  const stays = new Set(page.map(named));
  return cards.filter((card) => !stays.has(named(card)));
}

function stopsKey(trip: Trip): string {
  return trip.spec.stops.map((stop) => stop.place.id).join('+');
}

/**
 * The trips planned for the latest searches, by the search less its range (tripsKey) and by
 * variation (stop option, theme, tier, level): budget advice looks at a changed search tier by
 * tier, then ranks its page whole, and a traveller moves the range and asks again; each trip is
 * planned once for all of them. Null where a stop has no stay for the variation.
 */
const tripCache = new Map<string, Map<string, Planned>>();
/** A variation left unplanned: over `cap`, a range's top, on its fares and stays alone. */
type Over = { over: number };
type Planned = Trip | null | Over;
const TRIP_CACHE_SEARCHES = 24;

function isOver(planned: Planned): planned is Over {
  return planned !== null && 'over' in planned;
}

function plannedTrips(searchKey: string): Map<string, Planned> {
  let trips = tripCache.get(searchKey);
  if (!trips) {
    if (tripCache.size >= TRIP_CACHE_SEARCHES) tripCache.delete(tripCache.keys().next().value!);
    tripCache.set(searchKey, (trips = new Map()));
  }
  return trips;
}

/**
 * The fewest faults of days among cards: journeys given fewer days than they need and stops
 * where nothing is seen (Infinity for no cards).
 */
function fewestFaults(cards: readonly PlannedCard[]): number {
  return Math.min(...cards.map((card) => faultsOf(card.trip)));
}

/** Every variation the planner can offer for this search, priced, before any is chosen. */
export function candidateCards(
  search: EngineSearch,
  tiers: readonly HotelTier[] = HOTEL_TIERS,
): PlannedCard[] {
  const origin = originPlace(search.origin);
  const seed = seedFrom(tripsKey(search));
  const region = search.destination.kind === 'region';
  // A sub-place typed as the destination (Pangong, Nubra) is its base's day trip, planned; a
  // sight typed so (Har Ki Pauri) is seen first.
  const asked =
    search.destination.kind === 'place'
      ? (search.destination.excursion ?? search.destination.sight)
      : undefined;
  const alsoAsked = search.destination.kind === 'place' ? (search.destination.alsoAsked ?? []) : [];
  const focus = asked ? { focus: [asked, ...alsoAsked] } : {};
  const months = tripMonths(search);
  const planned = plannedTrips(tripsKey(search));
  /**
   * The trip of a card's spec, planned once and kept by its variation's key: null where a stop
   * has no stay for it or it would show another tier's; with a cap, Over where a trip of one
   * stop costs more on its fares and stays alone, not laid out day by day. One left over a
   * lower cap is planned when a higher one is asked; one planned for a higher cap is over a
   * lower one as if it had been left unplanned, so a search's cards never depend on what was
   * asked before it.
   */
  const build = (key: string, spec: TripSpec, cap = Infinity): Planned => {
    let made = planned.get(key);
    if (made === undefined || (isOver(made) && cap > made.over)) {
      if (!staysAtEveryStop(spec, search) || showsAnotherTiersOrBelow(spec, search)) made = null;
      else made = withStaysInTown(planOf(spec, search, cap), search, cap);
      planned.set(key, made);
    }
    if (made && !isOver(made) && spec.stops.length === 1 && made.frame > cap) return { over: cap };
    return made;
  };
  /** A planned trip's card, or none where it is not one to offer or repeats one already made. */
  const offered = (trip: Planned, seen: Set<string>): PlannedCard | undefined => {
    if (!trip || isOver(trip) || beyondADay(trip)) return undefined;
    const { spec } = trip;
    // An "Adventure Break" with no outing at all (Puri, Kanyakumari) is not one.
    if (spec.theme.needsOutings && trip.activities.length === 0) return undefined;
    const sig = signature(trip);
    if (seen.has(sig)) return undefined;
    seen.add(sig);
    const { fit, distance } = fitOf(trip.pricePP, search.priceRange);
    return {
      key: `${stopsKey(trip)}:${spec.tier}:${spec.theme.id}:${spec.level}`,
      trip,
      priceFit: fit,
      distance,
    };
  };
  /**
   * The cards of the trips that keep the first `keep` places typed. Given the top of the range
   * as a cap, a trip over it on its fares and stays alone is left out unplanned, where the cards
   * then hold enough in range that no page would show it; else every trip is planned.
   */
  const cardsKeeping = (keep: number, cap = Infinity): PlannedCard[] => {
    let capped = false;
    const cards: PlannedCard[] = [];
    const dearer: Array<{ index: number; variation: string; spec: TripSpec }> = [];
    /** Variations of a dearer stay left unplanned, over the cap on fares and stays alone. */
    const unplanned: Array<{ variation: string; spec: TripSpec }> = [];
    const seen = new Set<string>();
    stopOptions(origin, search.destination, search, keep).forEach((stops, option) => {
      const leftOut = leftOutOf(search.destination, stops);
      const places = stops.map((stop) => stop.place);
      const fitting = THEMES.filter(
        (theme) => themeFits(theme, places) && !theme.offSeason?.(places, months),
      );
      const themes = region ? regionThemes(fitting, option) : fitting;
      for (const theme of themes) {
        for (const tier of tiers) {
          for (const level of region ? REGION_LEVELS : LEVELS) {
            const spec: TripSpec = {
              origin,
              stops,
              tier,
              theme,
              level,
              seed,
              ...focus,
              ...(leftOut.length > 0 ? { leftOut } : {}),
            };
            const variation = `${keep}:${option}:${theme.id}:${tier}:${level}`;
            const trip = build(variation, spec, cap);
            if (isOver(trip)) {
              capped = true;
              if (tier !== 'budget') unplanned.push({ variation, spec });
            }
            const card = offered(trip, seen);
            if (!card) continue;
            // A dearer stay above the range may yet be reached the cheap way (below).
            if (tier !== 'budget' && card.trip.pricePP > search.priceRange[1])
              dearer.push({ index: cards.length, variation, spec });
            cards.push(card);
          }
        }
      }
    });
    const fitting = cards.filter((card) => card.priceFit === 'within');
    if (capped) {
      // Pages are dealt from the cards in range alone, and from those that see every stop when
      // one does (below): with enough of them, no trip left unplanned could be shown.
      const enough =
        fitting.length >= TIGHT_RANGE_CARDS &&
        fitting.some((card) => stopsSeenNothing(card.trip).length === 0);
      if (!enough) return cardsKeeping(keep);
    }
    // A tight range, with fewer fitting cards than three pages hold: a dearer stay above it is
    // reached the cheapest sensible way where that costs less (decision 141).
    if (!capped && fitting.length < TIGHT_RANGE_CARDS) {
      for (const { index, variation, spec } of dearer) {
        const thrifty = build(`${variation}:thrifty`, { ...spec, thriftyTravel: true });
        const card = cards[index]!;
        if (!thrifty || isOver(thrifty) || thrifty.pricePP >= card.trip.pricePP) continue;
        const { fit, distance } = fitOf(thrifty.pricePP, search.priceRange);
        cards[index] = { ...card, trip: thrifty, priceFit: fit, distance };
      }
      return cards;
    }
    // Else only the tiers dearer than any in range, cheapest first, while one comes within it
    // the cheap way: a stay the range pays for, reached as a budget card is (decision 156).
    const dearest = Math.max(
      -1,
      ...fitting.map((card) => HOTEL_TIERS.indexOf(card.trip.spec.tier)),
    );
    for (const tier of HOTEL_TIERS.slice(dearest + 1)) {
      // The tier's variations, the cheapest by the fastest way first (those not planned, over
      // the range on fares, stays and least food, by those: decision 191), the fewest extras
      // first, until a page's worth comes within the range or a page's worth in a row does
      // not: more would cost planning time for cards no page needs (decision 156).
      const tried = [...dearer, ...unplanned.map((entry) => ({ ...entry, index: -1 }))]
        .filter(({ spec }) => spec.tier === tier)
        .map((entry) => ({
          ...entry,
          fastPrice:
            entry.index === -1
              ? framePriceOf(entry.spec, search)
              : cards[entry.index]!.trip.pricePP,
        }))
        .sort((a, b) => a.fastPrice - b.fastPrice || a.spec.level - b.spec.level);
      let came = 0;
      let missed = 0;
      for (const { index, variation, spec } of tried) {
        if (came >= THRIFTY_CARDS_PER_TIER || missed >= THRIFTY_CARDS_PER_TIER) break;
        const thrifty = build(`${variation}:thrifty`, { ...spec, thriftyTravel: true }, cap);
        if (index === -1) {
          const card = offered(thrifty, seen);
          if (card?.priceFit !== 'within') {
            missed += 1;
            continue;
          }
          cards.push(card);
        } else {
          const fit =
            thrifty && !isOver(thrifty) ? fitOf(thrifty.pricePP, search.priceRange) : undefined;
          if (!thrifty || isOver(thrifty) || fit?.fit !== 'within') {
            missed += 1;
            continue;
          }
          cards[index] = {
            ...cards[index]!,
            trip: thrifty,
            priceFit: fit.fit,
            distance: fit.distance,
          };
        }
        came += 1;
        missed = 0;
      }
      if (came === 0) break;
    }
    return cards;
  };
  // Several places typed (Char Dham in six days): where the days are too few for the roads
  // between them, the trip keeps fewer, dropping the last typed while that leaves fewer days
  // short of their journeys or stops seen not at all (decision 109).
  const typed = Math.min(
    typedPlaces(search.destination).length,
    tripDays(search.departureDate, search.returnDate) - 1,
  );
  // A range with a top, asked of one place: trips above it on their fares and stays alone need
  // not be planned day by day (several typed places compare all their cards' faults, below).
  let cards = cardsKeeping(typed, typed <= 1 ? search.priceRange[1] : Infinity);
  if (typed > 1 && cards.length > 0) {
    let fewest = fewestFaults(cards);
    for (let keep = typed - 1; keep >= 1 && fewest > 0; keep -= 1) {
      const fewer = cardsKeeping(keep);
      const faults = fewestFaults(fewer);
      if (fewer.length > 0 && faults < fewest) [cards, fewest] = [fewer, faults];
    }
  }
  // A card that sees nothing at one of its stops is offered only when no card sees every stop.
  const seeingEvery = cards.filter((card) => stopsSeenNothing(card.trip).length === 0);
  return seeingEvery.length > 0 ? seeingEvery : cards;
}

/** A spec's trip: one stop's with a cap, Over where its fares and stays alone cost more. */
function planOf(spec: TripSpec, search: EngineSearch, cap: number): Trip | Over {
  if (spec.stops.length > 1) return withNightsWhereWanted(buildTrip(spec, search), search);
  return buildTrip(spec, search, cap) ?? { over: cap };
}

/**
 * A trip whose stay out of town makes the day it arrives or leaves too long (Ubud, 1 h 30 min
 * on from Bali's airport after a flight from Ahmedabad that lands after midnight), planned again
 * with a stay in the place at those stops, where the tier has one (decision 212).
 */
function withStaysInTown(trip: Trip | Over, search: EngineSearch, cap: number): Trip | Over {
  if (isOver(trip) || trip.spec.inTownAt) return trip;
  const inTownAt = staysPastTheDay(trip);
  return inTownAt.length > 0 ? planOf({ ...trip.spec, inTownAt }, search, cap) : trip;
}

/** The kinds of day spent at a stop, not travelling to, from or past it. */
const DAYS_THERE: ReadonlySet<DayKind> = new Set(['explore', 'excursion', 'leisure']);

/** How many days each stop of a trip has to spend there. */
function daysThere(trip: Trip): number[] {
  return trip.spec.stops.map(
    (_, index) =>
      trip.outlines.filter((day) => day.stopIndex === index && DAYS_THERE.has(day.kind)).length,
  );
}

/** A trip's faults of days: stops where nothing is seen and journeys short of days. */
function faultsOf(trip: Trip): number {
  return stopsSeenNothing(trip).length + journeysShortOfDays(trip).length;
}

/**
 * The stop a trip's first fault of days wants a night more at: one where nothing is seen, or
 * the one whose nights a journey short of days would halt on (the first for the way out, the
 * next for a journey between stops, the last for the way home).
 */
function wantingStop(trip: Trip): number {
  const { stops } = trip.spec;
  const blind = stopsSeenNothing(trip)[0];
  if (blind) return stops.findIndex((stop) => stop.place === blind);
  const short = journeysShortOfDays(trip)[0];
  if (!short) return -1;
  if (short.direction === 'out') return 0;
  if (short.direction === 'home') return stops.length - 1;
  return stops.findIndex((stop) => stop.place === short.to);
}

/**
 * A trip of several stops whose even share of nights leaves one with no day there (the drive up
 * and the halt on the way home take both of Ooty's nights), or a journey without the night
 * guides break it with (Badrinath to Delhi on a twelve-day Char Dham), moves a night to that
 * stop from the stop with the most days, while that leaves fewer such faults (decision 109).
 */
function withNightsWhereWanted(trip: Trip, search: EngineSearch): Trip {
  if (trip.spec.stops.length === 1) return trip;
  let best = trip;
  let faults = faultsOf(trip);
  for (let moves = 0; faults > 0 && moves < trip.spec.stops.length * 2; moves += 1) {
    const poor = wantingStop(best);
    if (poor === -1) break;
    const moved = withNightMoved(best, search, poor, 0, (next) => faultsOf(next) < faults);
    if (!moved) break;
    [best, faults] = [moved, faultsOf(moved)];
  }
  return withDaysForHeadlines(best, search, faults);
}

/**
 * The trip rebuilt with a night moved to stop `poor` from the first donor whose move `better`
 * accepts. Donors are the other stops of two nights or more and at least `minDays` days there,
 * the most days there first, then the most nights; undefined when no move is accepted.
 */
function withNightMoved(
  trip: Trip,
  search: EngineSearch,
  poor: number,
  minDays: number,
  better: (next: Trip) => boolean,
): Trip | undefined {
  const days = daysThere(trip);
  const donors = trip.spec.stops
    .map((stop, index) => ({ index, nights: stop.nights, days: days[index]! }))
    .filter(({ index, nights, days }) => index !== poor && nights >= 2 && days >= minDays)
    .sort((a, b) => b.days - a.days || b.nights - a.nights);
  for (const { index: rich } of donors) {
    const stops = trip.spec.stops.map((stop, index) => ({
      ...stop,
      nights: stop.nights + (index === poor ? 1 : 0) - (index === rich ? 1 : 0),
    }));
    const next = buildTrip({ ...trip.spec, stops }, search);
    if (better(next)) return next;
  }
  return undefined;
}

/**
 * The stops of a trip with no day there whose headline sight goes unseen, as the card's notes
 * say it (`headlinesMissed`): Manali reached in the evening and left the next morning for the
 * night halt at Chandigarh's airport, Hadimba Devi never seen. The nights a journey takes come
 * out of a stop's share after it is made.
 */
function headlinesWanting(trip: Trip): number[] {
  const days = daysThere(trip);
  const missed = headlinesMissed(trip).map(({ place }) => place);
  return trip.spec.stops.flatMap(({ place }, index) =>
    days[index] === 0 && missed.includes(place) ? [index] : [],
  );
}

/**
 * A night moved to a stop whose headline no day sees, from a stop with two days or more there
 * to spare, where that adds no fault of days and leaves fewer such stops (decision 210): the
 * Shimla–Manali week keeps a day at each rather than two afternoons at leisure in Shimla.
 */
function withDaysForHeadlines(trip: Trip, search: EngineSearch, faults: number): Trip {
  let best = trip;
  let wanting = headlinesWanting(best);
  for (let moves = 0; wanting.length > 0 && moves < trip.spec.stops.length; moves += 1) {
    const moved = withNightMoved(
      best,
      search,
      wanting[0]!,
      2,
      (next) => faultsOf(next) <= faults && headlinesWanting(next).length < wanting.length,
    );
    if (!moved) break;
    [best, wanting] = [moved, headlinesWanting(moved)];
  }
  return best;
}

/** Classic and relaxed for every place of a state, and two other themes that differ by place. */
function regionThemes(fitting: Theme[], option: number): Theme[] {
  const others = fitting.filter((theme) => theme.id !== 'classic' && theme.id !== 'relaxed');
  const picked = Array.from(
    { length: Math.min(REGION_THEMES_PER_OPTION - 2, others.length) },
    (_, index) => others[(option * 2 + index) % others.length]!,
  );
  return [
    ...fitting.filter((theme) => theme.id === 'classic'),
    ...picked,
    ...fitting.filter((theme) => theme.id === 'relaxed'),
  ];
}

/**
 * Deals cards into pages, each as varied as it can be (hotel tiers, themes, places), with the
 * same plan in another variation pages later. A page never shows one stay twice, nor a title or
 * a set of top sights twice (the first page only once it holds a choice of three: eligibleFor):
 * when the cards left would, the page ends short rather than repeat. Out-of-range cards go
 * nearest first.
 */
function orderPages(
  cards: PlannedCard[],
  seed: number,
  travelClass: EngineSearch['travelClass'],
): PlannedCard[][] {
  // A traveller who flies Business or First sleeps above a hostel: a budget stay is offered only
  // where too few other plans are left to fill a page (decision 91).
  const comfort = travelClass === 'Business' || travelClass === 'First Class';
  const random = randomFrom(seed);
  const jitter = new Map(cards.map((card) => [card, random() * 0.01]));
  const remaining = [...cards].sort((a, b) => a.distance - b.distance);
  const pages: PlannedCard[][] = [];
  // How often earlier pages showed a variation (its stops, tier and theme) and a tier and theme.
  const shownBase = new Map<string, number>();
  const shownPair = new Map<string, number>();
  const baseOf = (card: PlannedCard) =>
    `${stopsKey(card.trip)}:${card.trip.spec.tier}:${card.trip.spec.theme.id}`;
  const pairOf = (card: PlannedCard) => `${card.trip.spec.tier}:${card.trip.spec.theme.id}`;
  const nearestOnly = cards.every((card) => card.priceFit !== 'within');
  /** The offers shown so far: a later page never shows one again at another level. */
  const shownOffers = new Set<string>();
  while (remaining.length > 0) {
    for (let index = remaining.length - 1; index >= 0; index -= 1) {
      if (shownOffers.has(offerKey(remaining[index]!.trip))) remaining.splice(index, 1);
    }
    if (remaining.length === 0) break;
    // With nothing in range, a page picks among the nearest few only.
    const window = nearestOnly ? remaining.slice(0, 2 * ITINERARIES_PER_PAGE) : remaining;
    const farthest = Math.max(1, ...window.map((card) => card.distance));
    /** How well a card varies a page: other tiers, themes and places, and a price apart. */
    const scoreOn = (page: readonly PlannedCard[], card: PlannedCard): number => {
      const { spec } = card.trip;
      const base = baseOf(card);
      const pair = pairOf(card);
      let score = jitter.get(card)!;
      if (!page.some((other) => other.trip.spec.tier === spec.tier)) score += 4;
      if (!page.some((other) => other.trip.spec.theme.id === spec.theme.id)) score += 3;
      if (!page.some((other) => stopsKey(other.trip) === stopsKey(card.trip))) score += 2;
      const onPage = (key: (other: PlannedCard) => string, value: string) =>
        page.filter((other) => key(other) === value).length;
      score -= 3 * ((shownBase.get(base) ?? 0) + onPage(baseOf, base));
      score -= (shownPair.get(pair) ?? 0) + onPage(pairOf, pair);
      score -= 0.5 * Math.abs(spec.level - 1);
      if (comfort && spec.tier === 'budget') score -= COMFORT_BUDGET_PENALTY;
      // Nothing fits: the nearer to the range, the earlier.
      if (nearestOnly) score -= 6 * (card.distance / farthest);
      const price = card.trip.pricePP;
      if (page.some((other) => Math.abs(other.trip.pricePP - price) < 0.03 * price)) score -= 1.5;
      return score;
    };
    const best = (page: readonly PlannedCard[], eligible: readonly PlannedCard[]) => {
      let found = eligible[0]!;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const card of eligible) {
        const score = scoreOn(page, card);
        if (score > bestScore) {
          found = card;
          bestScore = score;
        }
      }
      return found;
    };
    // The first page opens with a choice of three that repeat nothing, where one exists, even
    // when the best card first would leave none (decision 125).
    const page: PlannedCard[] =
      pages.length === 0 ? [...(choiceOfThree(window, scoreOn) ?? [])] : [];
    while (page.length < ITINERARIES_PER_PAGE) {
      const eligible = eligibleFor(page, window, pages.length === 0);
      if (eligible.length === 0) break;
      page.push(best(page, eligible));
    }
    for (const card of page) {
      shownOffers.add(offerKey(card.trip));
      remaining.splice(remaining.indexOf(card), 1);
      if (window !== remaining) window.splice(window.indexOf(card), 1);
      shownBase.set(baseOf(card), (shownBase.get(baseOf(card)) ?? 0) + 1);
      shownPair.set(pairOf(card), (shownPair.get(pairOf(card)) ?? 0) + 1);
    }
    pages.push(page);
  }
  return pages;
}

/** How many pages a search for a choice of three may try before the planner repeats instead. */
const CHOICE_TRIES = 400;

/**
 * The first MIN_CARDS_PER_PAGE cards that repeat no stay, title or set of top sights among them,
 * taken best first as the page would take them and trying the next best where the best leaves
 * none: three budget plans at three hotels under three themes, where taking the first theme at
 * the first hotel would leave the third hotel only a title already shown. Undefined where no
 * such three are found.
 */
function choiceOfThree(
  cards: readonly PlannedCard[],
  scoreOn: (page: readonly PlannedCard[], card: PlannedCard) => number,
): PlannedCard[] | undefined {
  let tries = CHOICE_TRIES;
  const extend = (page: PlannedCard[]): PlannedCard[] | undefined => {
    if (page.length >= MIN_CARDS_PER_PAGE) return page;
    const taken = takenOn(page);
    const fresh = cards
      .filter((card) => !clashes(card.trip, taken))
      .map((card) => ({ card, score: scoreOn(page, card) }))
      .sort((a, b) => b.score - a.score);
    for (const { card } of fresh) {
      tries -= 1;
      if (tries < 0) return undefined;
      const found = extend([...page, card]);
      if (found) return found;
    }
    return undefined;
  };
  return extend([]);
}

/** How far a budget stay falls behind on a Business or First Class page: below any other card. */
const COMFORT_BUDGET_PENALTY = 20;

/**
 * A traveller asked for ideas: when only one or two plans fit the range, the first page is
 * completed with the nearest plans outside it, marked over or under, each at another stay.
 * A page short because the plans in range share their stays stays short: two different
 * hotels are more honest than one hotel twice or a plan the budget cannot pay.
 */
function topUp(page: PlannedCard[], outside: PlannedCard[]): void {
  const spare = [...outside].sort((a, b) => a.distance - b.distance);
  while (page.length < MIN_CARDS_PER_PAGE) {
    const next = eligibleFor(page, spare, true)[0];
    if (!next) return;
    page.push(spare.splice(spare.indexOf(next), 1)[0]!);
  }
}

const pageCache = new Map<string, PlannedCard[][]>();
const PAGE_CACHE_SIZE = 200;

/** Every page this search can show, in order: inside the price range if any fit. */
export function rankedPages(search: EngineSearch): PlannedCard[][] {
  const key = normalisedSearchKey(search);
  const cached = pageCache.get(key);
  if (cached) return cached;
  const cards = candidateCards(search);
  const within = cards.filter((card) => card.priceFit === 'within');
  const pages = orderPages(within.length > 0 ? within : cards, seedFrom(key), search.travelClass);
  if (within.length > 0 && within.length < MIN_CARDS_PER_PAGE) {
    topUp(
      pages[0]!,
      cards.filter((card) => card.priceFit !== 'within'),
    );
  }
  if (pageCache.size >= PAGE_CACHE_SIZE) pageCache.delete(pageCache.keys().next().value!);
  pageCache.set(key, pages);
  return pages;
}

/** Every card this search can show, in page order. */
export function rankedCards(search: EngineSearch): PlannedCard[] {
  return rankedPages(search).flat();
}

/** One page of cards; pages never repeat a card, and run out with an empty page. */
export function planPage(search: EngineSearch, page: number): PlannedPage {
  const pages = rankedPages(search);
  return { cards: pages[page - 1] ?? [], hasMore: pages.length > page };
}

function placeLabel(trip: Trip): string {
  const names = trip.spec.stops.map((stop) => stop.place.name);
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`;
}

const END_MODE = { flight: 'air', train: 'train', bus: 'bus', road: 'road' } as const;

/** The main ride of a journey and the leg at the place's end ("+ 230 km by road"), and its text. */
function journeyParts(journey: Trip['outbound'], way: 'out' | 'back') {
  const main = journey.legs.find((leg) => leg.main)!;
  const end = way === 'out' ? journey.legs[journey.legs.length - 1]! : journey.legs[0]!;
  const codes = main.fromCode && main.toCode ? ` ${main.fromCode} → ${main.toCode}` : '';
  const mode =
    main.travelClass === SHARED_JEEP_LABEL
      ? 'Shared jeep'
      : { flight: 'Flight', train: 'Train', bus: 'Bus', boat: 'Boat', road: 'Drive', foot: 'Walk' }[
          main.mode
        ];
  const onward =
    end === main
      ? ''
      : end.mode === 'boat'
        ? // An island's boat: its time, not the airport's distance from the place.
          ` + ${durationText(end.hours)} by boat`
        : end.mode === 'foot'
          ? ` + ${end.distanceKm} km on foot`
          : end.line
            ? // The place's own line up the hill (decision 46): its time, as a traveller books it.
              ` + ${durationText(end.hours)} by toy train`
            : end.travelClass === SHARED_JEEP_LABEL
              ? // A seat up from the railhead (NJP to Darjeeling): what a budget traveller rides.
                ` + ${end.distanceKm} km by shared jeep`
              : ` + ${end.distanceKm} km by ${END_MODE[end.mode]}`;
  return { main, end, text: `${mode}${codes} ${bracketed(main.travelClass)}${onward}` };
}

function transportSummary(trip: Trip): string {
  // How the trip moves between its stops: "road or rail", or the ferry to Havelock.
  const ways = [
    ...new Set(
      trip.transfers.map((journey) =>
        journey.mode === 'boat' ? 'boat' : journey.mode === 'flight' ? 'air' : 'road or rail',
      ),
    ),
  ];
  const between = trip.spec.stops.length > 1 ? `, ${ways.join(' and ')} between stops` : '';
  const out = journeyParts(trip.outbound, 'out');
  const back = journeyParts(trip.back, 'back');
  // The way back is the way out reversed: the same ride and class, and the same leg at the end.
  const same =
    out.main.mode === back.main.mode &&
    out.main.travelClass === back.main.travelClass &&
    (out.main.fromCode ?? out.main.from) === (back.main.toCode ?? back.main.to) &&
    (out.main.toCode ?? out.main.to) === (back.main.fromCode ?? back.main.from) &&
    (out.end === out.main) === (back.end === back.main) &&
    out.end.mode === back.end.mode &&
    out.end.distanceKm === back.end.distanceKm;
  // A budget plan's cheaper way than the quickest says so, and why: the search card's class is
  // a flight class.
  const outWhy = insteadText(trip.outbound.instead);
  const backWhy = insteadText(trip.back.instead);
  if (same) return `${out.text}${between}; the same way back${outWhy || backWhy}`;
  const home = `back by ${lowerFirst(back.text)}`;
  // Each way cheaper than the quickest for the same reason: the reason is given once, for both.
  if (outWhy && outWhy === backWhy) {
    return `${out.text}${between}; ${home}${insteadText(trip.back.instead, 'both ways ')}`;
  }
  // The way out's reason ends its clause; the ways between stops then follow the way home.
  return outWhy && between
    ? `${out.text}${outWhy}; ${home}${backWhy};${between.slice(1)}`
    : `${out.text}${between}; ${home}${backWhy}`;
}

/** " — rather than flying, the cheapest sensible way for your price range", or nothing. */
function insteadText(instead: string | undefined, ways = ''): string {
  if (!instead) return '';
  const way =
    { flight: 'flying', cab: 'a cab', train: 'the train', bus: 'the bus', boat: 'the boat' }[
      instead
    ] ?? instead;
  return ` — ${ways}rather than ${way}, the cheapest sensible way for your price range`;
}

function returnTravelLine(trip: Trip): string {
  const out = trip.outbound.legs.find((leg) => leg.main)!;
  const back = trip.back.legs.find((leg) => leg.main)!;
  if (out.mode === 'flight' && back.mode === 'flight') {
    return `Return flights ${out.fromCode} ⇄ ${out.toCode}${back.toCode !== out.fromCode ? ` (back via ${back.fromCode} → ${back.toCode})` : ''} in ${out.travelClass}`;
  }
  // Home from another station or town than the one arrived at (out to Udaipur, back from Abu
  // Road), or by another mode (out by air, home by a cab to the plains and the train): each way
  // is named, so the line never calls a train home a return flight or a cab ride.
  const reversed =
    back.mode === out.mode &&
    (back.fromCode ?? back.from) === (out.toCode ?? out.to) &&
    (back.toCode ?? back.to) === (out.fromCode ?? out.from);
  if (reversed) {
    if (out.mode === 'train') {
      return `Return train tickets ${out.fromCode} ⇄ ${out.toCode} in ${out.travelClass}`;
    }
    if (out.mode === 'bus')
      return `Return bus seats ${out.from} ⇄ ${out.to} ${bracketed(out.travelClass)}`;
    if (out.travelClass === SHARED_JEEP_LABEL) {
      return `Return shared-jeep seats ${out.from} ⇄ ${out.to}`;
    }
    // A party too big for one car rides in two.
    return `${vehiclesText(out.travelClass, out.vehicles)} for the drive there and back`;
  }
  const ticketed = (leg: typeof out) => leg.mode === 'train' || leg.mode === 'bus';
  if (ticketed(out) && ticketed(back)) {
    return `Tickets out by ${wayText(out)} and back by ${wayText(back)}`;
  }
  return `Out by ${wayText(out)}; back by ${wayText(back)}`;
}

/** One way's main leg in an inclusion: "train NDLS → KLK (AC Chair Car, CC)". */
function wayText(leg: Trip['outbound']['legs'][number]): string {
  if (leg.mode === 'flight')
    return `flight ${leg.fromCode} → ${leg.toCode} ${bracketed(leg.travelClass)}`;
  if (leg.mode === 'train')
    return `train ${leg.fromCode} → ${leg.toCode} ${bracketed(leg.travelClass)}`;
  if (leg.mode === 'bus') return `bus ${leg.from} → ${leg.to} ${bracketed(leg.travelClass)}`;
  if (leg.travelClass === SHARED_JEEP_LABEL) return `shared jeep ${leg.from} → ${leg.to}`;
  return `${vehiclesText(leg.travelClass, leg.vehicles)} ${leg.from} → ${leg.to}`;
}

function roomLine(stay: Trip['stays'][number], travellers: number): string {
  if (stay.dormBed) return 'a dorm bed, one guest';
  if (travellers === 1) return '1 room, one guest';
  return `${stay.rooms} ${stay.rooms === 1 ? 'room' : 'rooms'}, up to 2 guests per room`;
}

/** The nights at a hotel on the way to or from a stay, priced as nights there. */
function onTheWayText(stay: Pick<TripStay, 'onTheWay' | 'hotelName' | 'place' | 'away'>): string {
  const nights = stay.onTheWay ?? 0;
  return `${nightsText(nights)} at a hotel on the way, priced as ${nights === 1 ? 'a night' : 'nights'} at ${stayAt(stay.hotelName, stayTownName(stay))}`;
}

/**
 * A stay's nights as the card and the plan list them: those spent at it (`atStay` words them),
 * those at a hotel on the way, and those out on a day trip's night away (Pangong Tso from Leh),
 * both of the last priced as the stay's (decision 237).
 */
export function stayNightLines(
  trip: Pick<Trip, 'outlines'>,
  stay: TripStay,
  atStay: (nights: number, at: string) => string,
): string[] {
  const out = nightsOut(trip).filter((day) => day.place === stay.place);
  const there = stay.nights - (stay.onTheWay ?? 0) - out.length;
  const at = stayAt(stay.hotelName, stayTownName(stay));
  return [
    ...(there > 0 ? [atStay(there, at)] : []),
    ...(stay.onTheWay ? [onTheWayText(stay)] : []),
    ...out.map(
      (day) =>
        `1 night in a ${NIGHT_OUT_LODGING} ${nightOut(day.overnight!)}, priced as a night at ${at}`,
    ),
  ];
}

/** A drive to or from the airport or station this long is named in the inclusions, not lumped. */
const LONG_TRANSFER_KM = 100;

function inclusionsOf(trip: Trip, travellers: number): string[] {
  const lines: string[] = [];
  for (const stay of trip.stays) {
    lines.push(
      ...stayNightLines(
        trip,
        stay,
        (nights, at) => `${nightsText(nights)} at ${at} (${roomLine(stay, travellers)})`,
      ),
    );
  }
  lines.push(returnTravelLine(trip));
  const legs = legsOf(trip);
  // The ride up or down a place's own line is its own line (decision 46), not a cab transfer.
  for (const ride of new Set(legs.flatMap((leg) => (leg.line ? [leg.line] : [])))) {
    const rides = legs.filter((leg) => leg.line === ride).length;
    lines.push(`${ride}: ${rides === 1 ? 'one way' : 'up and down'}, a seat each`);
  }
  // A long drive to or from the airport or station (Manali down to Chandigarh's trains, 308 km)
  // is most of a day on the road, not a transfer: it is named with its distance.
  const drives = legs.filter(
    (leg) => !leg.main && !leg.line && leg.mode === 'road' && leg.distanceKm >= LONG_TRANSFER_KM,
  );
  for (const drive of drives) {
    const by =
      drive.travelClass === SHARED_JEEP_LABEL
        ? 'Shared-jeep seats'
        : vehiclesText(drive.travelClass, drive.vehicles);
    // A taxi abroad is labelled in lower case ("taxi (large car)"): the line starts with it.
    lines.push(
      `${upperFirst(by)} ${drive.from} → ${drive.to}, about ${Math.round(drive.distanceKm)} km by road`,
    );
  }
  const transfers = legs.filter((leg) => !leg.main && !leg.line && !drives.includes(leg));
  const boat = transfers.find((leg) => leg.mode === 'boat');
  if (boat) lines.push(`Airport transfers by ${boat.travelClass}`);
  else if (transfers.length > 0) {
    const jeeps = transfers.filter((leg) => leg.travelClass === SHARED_JEEP_LABEL).length;
    lines.push(
      jeeps === 0
        ? 'Airport or station transfers by cab'
        : jeeps === transfers.length
          ? 'Station transfers by shared jeep (a seat each)'
          : 'Airport or station transfers by cab and shared jeep',
    );
  }
  lines.push(...sightseeingRides(trip));
  for (const stay of trip.stays) {
    const levy = stay.place.nightlyLevy;
    if (!levy || levyOf(stay) === 0) continue;
    const nights = levyOf(stay) / levy.perPerson;
    lines.push(
      `${levy.name}: ${rupees(levy.perPerson)} per person a night, for ${nightsText(nights)}`,
    );
  }
  if (trip.spec.tier !== 'budget' && trip.stays.length > 0)
    lines.push('Daily breakfast at the hotel');
  const perDay = Math.round(trip.foodTotal / trip.outlines.length);
  lines.push(`Meals budget of ${rupees(perDay)} per person per day`);
  const paidSights = trip.attractions.filter((a) => a.entryFee > 0).length;
  if (paidSights > 0)
    lines.push(`Entry tickets for ${paidSights} ${paidSights === 1 ? 'sight' : 'sights'}`);
  // The same outing twice (a safari seat for each of two park zones) is one line with its count.
  const times = new Map<string, number>();
  for (const activity of trip.activities)
    times.set(activity.name, (times.get(activity.name) ?? 0) + 1);
  for (const [name, count] of times)
    lines.push(count > 1 ? `${name}, ${count === 2 ? 'twice' : `${count} times`}` : name);
  for (const excursion of trip.excursions) lines.push(tripOutLabel(trip, excursion));
  if (travellers > 1) lines.push(`Priced for ${travellers} travellers sharing rooms and cabs`);
  return lines;
}

function highlightsOf(trip: Trip): string[] {
  const lines: string[] = [];
  const firstStay = trip.stays[0];
  if (firstStay) lines.push(`Stay at ${firstStay.hotelName}`);
  lines.push(...trip.attractions.slice(0, 3).map((a) => a.name));
  if (trip.activities[0]) lines.push(trip.activities[0].name);
  if (trip.excursions[0]) {
    lines.push(`${tripOutLabel(trip, trip.excursions[0])}: ${trip.excursions[0].spots.join(', ')}`);
  }
  if (trip.restaurants[0]) lines.push(`A meal at ${trip.restaurants[0].name}`);
  return lines.slice(0, 6);
}

/** "Budget hostel (dorm bed)", "Luxury resort": the tier and the kind of the stay shown. */
function stayType(stay: Trip['stays'][number]): string {
  if (stay.kind === 'hotel') return HOTEL_TYPE[stay.tier];
  const kind = `${TIER_LABEL[stay.tier]} ${stay.kind}`;
  return stay.dormBed ? `${kind} (dorm bed)` : kind;
}

/** The stop of a trip's most nights (the first of equals): the card's picture and stay. */
function mainStopOf(trip: Trip): Destination {
  return [...trip.spec.stops].sort((a, b) => b.nights - a.nights)[0]!.place;
}

/** The stay a card names (`hotelExample`): the main stop's, or the first; none for a day out. */
export function shownStay(trip: Trip): TripStay | undefined {
  const mainStop = mainStopOf(trip);
  return trip.stays.find((stay) => stay.place === mainStop) ?? trip.stays[0];
}

/** The card a traveller sees, written from a planned trip. */
export function cardFor(planned: PlannedCard, search: EngineSearch): DraftItinerary {
  const { trip } = planned;
  const { spec } = trip;
  const days = trip.outlines.length;
  const destinationName = search.destination.name;
  const placesToVisit = trip.outlines.flatMap((day) => day.placesVisited);
  const topAttractions = topAttractionsOf(trip);
  const mainStop = mainStopOf(trip);
  const hotel = shownStay(trip);
  const picture = topAttractions[0] ?? mainStop.name;
  return {
    title: titleOf(trip),
    packageName: `${TIER_LABEL[spec.tier]} ${spec.theme.name} package`,
    theme: spec.theme.name,
    tier: spec.tier,
    duration: durationLabel(days),
    days,
    nights: days - 1,
    departureDate: search.departureDate,
    returnDate: search.returnDate,
    fromLocation: search.origin.name,
    toLocation: destinationName,
    travelClass: search.travelClass,
    travellers: search.travellers,
    destinations: [
      ...spec.stops.map((stop) => stop.place.name),
      ...trip.excursions.map((excursion) => excursion.name),
    ],
    placesToVisit,
    topAttractions,
    hotelExample: hotel
      ? { name: hotel.hotelName, type: stayType(hotel) }
      : { name: NO_STAY, type: 'Same-day trip' },
    inclusions: inclusionsOf(trip, search.travellers).map(withArticles),
    highlights: highlightsOf(trip).map(withArticles),
    travelNotes: notesOf(trip).map(withArticles),
    transportSummary: withArticles(transportSummary(trip)),
    pricePP: trip.pricePP,
    price: trip.pricePP,
    totalPrice: trip.pricePP * search.travellers,
    priceBreakdown: trip.breakdown,
    priceFit: planned.priceFit,
    priceRange: [search.priceRange[0], search.priceRange[1]],
    headerImage: imageUrlFor(picture, mainStop.name),
    galleryImages: [],
    coverImageQuery: withPlace(picture, mainStop.name, ' '),
    needsDetailedGeneration: true,
    engine: PLANNER_ENGINE,
    plan: {
      stops: spec.stops.map((stop) => ({ id: stop.place.id, nights: stop.nights })),
      tier: spec.tier,
      theme: spec.theme.id,
      level: spec.level,
      // The sight or day trip typed as the place (Pangong): the day-wise plan is rebuilt with it.
      ...(spec.focus ? { focus: [...spec.focus] } : {}),
      ...(spec.thriftyTravel ? { thrifty: true } : {}),
      ...(spec.inTownAt ? { inTownAt: [...spec.inTownAt] } : {}),
    },
  };
}

/** The planner's answer to one page of a search, as cards. */
export function suggestItineraries(search: EngineSearch, page: number): DraftItinerary[] {
  const titles = new Set<string>();
  return planPage(search, page).cards.map((card) => titledOnce(cardFor(card, search), titles));
}

/** The stay a same-day trip's card names. */
const NO_STAY = 'No overnight stay';

/**
 * A card whose title an earlier card of its page already has (a second plan of one tier, place
 * and theme at another stay, decision 28) says which stay it is: "Value Yamunotri Pilgrim Trail
 * at GMVN Tourist Rest House, Syana Chatti". `titles` holds the page's titles so far.
 */
export function titledOnce<
  Card extends Pick<DraftItinerary, 'title' | 'hotelExample' | 'destinations'>,
>(card: Card, titles: Set<string>): Card {
  // Its name short of the place the card names and of a bracketed aside ("(Travancore Devaswom
  // Board)").
  const stay = card.destinations
    .reduce(withoutPlace, card.hotelExample.name)
    .replace(/\s*\([^()]*\)$/, '');
  const title =
    titles.has(card.title) && card.hotelExample.name !== NO_STAY
      ? `${card.title} at ${stay}`
      : card.title;
  titles.add(title);
  return title === card.title ? card : { ...card, title };
}
