import { LRUCache } from 'lru-cache';
import { countsOncePerDay, type Visitor } from '../../db/visitor-counts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@trip/shared/errors/app-error';
import {
  ITINERARIES_PER_PAGE,
  POPULAR_ITINERARIES_LIMIT,
  itineraryMessages,
  type SharePlatform,
} from '@trip/shared/itineraries/constants';
import type {
  GenerateItinerariesResponse,
  Itinerary,
  ItineraryDetails,
  ItinerarySearch,
  PlaceFieldName,
} from '@trip/shared/itineraries/schemas';
import {
  placesResponseSchema,
  popularItinerariesResponseSchema,
} from '@trip/shared/itineraries/schemas';
import { itinerarySlug } from '@trip/shared/itineraries/slug';
import { tripDays } from '@trip/shared/itineraries/trip-dates';
import type { Db } from '../../db/client';
import { prepareJson, type PreparedJson } from '../../lib/prepared-json';
import { forgetPublicCache, readPublicCache } from '../../lib/public-cache';
import { budgetAdviceFor } from './engine/advice';
import { restsOnArrival } from './engine/altitude';
import {
  avoidedIn,
  normalisedSearchKey,
  originPlace,
  titledOnce,
  withoutHome,
} from './engine/planner';
import { plannerEngine } from './engine/planner-engine';
import { planJourney } from './engine/transport';
import { DAY_TRIP_TRAVEL_HOURS, closedOn, staysOnlyAtHome, tripMonths } from './engine/trip';
import { sha256Hex, uuidFrom } from './engine/random';
import type { DraftItinerary, EngineSearch, ItineraryEngine } from './engine/types';
import {
  addShare,
  findDetails,
  findItinerariesByIds,
  findItineraryById,
  findPopularItineraries,
  findSearch,
  insertDetails,
  insertSearchResult,
  viewItineraryBySlug,
  type ItineraryRow,
} from './itineraries.repository';
import { knowledgeBase, type KnowledgeBase } from './knowledge/load';
import type { Destination } from './knowledge/schema';
import {
  destinationsNear,
  hasPricedStay,
  localityOf,
  originsNear,
  realPlaceNamed,
  realTownsOfName,
  resolveOrigin,
  resolvePlace,
  suggestPlaces,
  townNamed,
  type ResolvedPlace,
} from './knowledge/resolver';

export type ItineraryDeps = {
  db: Db;
  /** The engine that answers searches; the planner unless an LLM engine is configured. */
  engine: ItineraryEngine;
  /** Answers when the main engine fails before its first card. */
  fallback: ItineraryEngine;
  log: FastifyBaseLogger;
  /** Detail generations under way in this process, by itinerary id. */
  inflight: Map<string, Promise<{ details: ItineraryDetails; itinerary: Itinerary }>>;
};

export function createItineraryDeps(
  db: Db,
  log: FastifyBaseLogger,
  engine: ItineraryEngine = plannerEngine,
  fallback: ItineraryEngine = plannerEngine,
): ItineraryDeps {
  return { db, engine, fallback, log, inflight: new Map() };
}

/** The knowledge base, read and checked once per process; throws naming the bad file and entry. */
export function loadKnowledge(): void {
  knowledgeBase();
}

// The knowledge base does not change while the process runs, so an answer is good until
// evicted; the key is the query as the resolver reads it.
const placeAnswers = new LRUCache<string, PreparedJson>({ max: 2_000 });

/** The places answer for `query`, ready to send (lib/prepared-json), kept in memory. */
export function findPlaceSuggestionsPrepared(
  query: string,
  field: PlaceFieldName = 'to',
): PreparedJson {
  const key = `${field}:${query.trim().toLowerCase().replace(/\s+/g, ' ')}`;
  let answer = placeAnswers.get(key);
  if (!answer) {
    const places = suggestPlaces(query, knowledgeBase(), undefined, { origins: field === 'from' });
    answer = prepareJson(placesResponseSchema, { places });
    placeAnswers.set(key, answer);
  }
  return answer;
}

/** 422 for a trip to a place (or a stop) that has no stay with a sourced rate. */
function refuseUnpriced(resolved: ResolvedPlace, kb: KnowledgeBase): void {
  if (resolved.kind !== 'place') return;
  const stops = [resolved.place, ...(resolved.alsoStops ?? [])];
  const unpriced = stops.find((place) => !hasPricedStay(place));
  if (!unpriced) return;
  const near = destinationsNear(unpriced, kb);
  const message = itineraryMessages.noPricedStay(unpriced.name, near);
  throw new AppError('UNPROCESSABLE', {
    message,
    fieldErrors: { to: message },
    suggestions: near,
  });
}

function resolveField(field: 'from' | 'to', text: string): ResolvedPlace {
  const kb = knowledgeBase();
  const result = field === 'from' ? resolveOrigin(text, kb) : resolvePlace(text, kb);
  if (result.ok) {
    if (field === 'to') refuseUnpriced(result.resolved, kb);
    return result.resolved;
  }
  if (result.several) {
    const message = itineraryMessages.oneOrigin(text.trim(), result.suggestions);
    throw new AppError('UNPROCESSABLE', {
      message,
      fieldErrors: { [field]: message },
      suggestions: result.suggestions,
    });
  }
  const town = field === 'to' ? townNamed(text, kb) : undefined;
  if (town) {
    const near = destinationsNear(town, kb);
    const message = itineraryMessages.townNotDestination(town.name, near);
    throw new AppError('UNPROCESSABLE', {
      message,
      fieldErrors: { [field]: message },
      suggestions: near,
    });
  }
  // A neighbourhood of a big city is that city to go to ("Bandra": Mumbai).
  const city = field === 'to' ? localityOf(text, kb) : undefined;
  if (city) {
    const message = itineraryMessages.partOfCity(text.trim(), city.name);
    throw new AppError('UNPROCESSABLE', {
      message,
      fieldErrors: { [field]: message },
      suggestions: [city.name],
    });
  }
  // A real town we hold no trips for: the places near it, never a place of a like name.
  const real = realPlaceNamed(text, kb);
  if (real) {
    const near = field === 'to' ? destinationsNear(real, kb) : originsNear(real, kb);
    const name = text.trim();
    const message =
      field === 'to'
        ? itineraryMessages.placeNotPlanned(name, near)
        : itineraryMessages.placeNotOrigin(name, near);
    throw new AppError('UNPROCESSABLE', {
      message,
      fieldErrors: { [field]: message },
      suggestions: near,
    });
  }
  // Towns far apart that share the name: which one.
  const towns = realTownsOfName(text, kb);
  if (towns.length > 1) {
    const message = itineraryMessages.whichTown(text.trim(), towns);
    throw new AppError('UNPROCESSABLE', {
      message,
      fieldErrors: { [field]: message },
      suggestions: towns,
    });
  }
  const hint =
    result.suggestions.length > 0
      ? ` Did you mean ${result.suggestions.slice(0, -1).join(', ')}${result.suggestions.length > 1 ? ' or ' : ''}${result.suggestions[result.suggestions.length - 1]}?`
      : ' Try a nearby city, or the state or country.';
  const message = `${itineraryMessages.unknownPlace(text)}${hint}`;
  throw new AppError('UNPROCESSABLE', {
    message,
    fieldErrors: { [field]: message },
    suggestions: result.suggestions,
  });
}

function samePlace(origin: ResolvedPlace, destination: ResolvedPlace): boolean {
  if (origin.kind === 'place' && destination.kind === 'place') {
    return origin.place.id === destination.place.id;
  }
  if (origin.kind === 'region' && destination.kind === 'region') {
    return origin.region.name === destination.region.name;
  }
  if (origin.kind === 'place' && destination.kind === 'region') {
    return destination.region.destinations.every((place) => place.id === origin.place.id);
  }
  return false;
}

/** Checks the places of a validated search against the knowledge base (422 or 400 on failure). */
export function resolveSearch(search: ItinerarySearch): EngineSearch {
  const origin = resolveField('from', search.from);
  const destination = withoutHome(resolveField('to', search.to), origin);
  const several = destination.kind === 'place' && (destination.alsoStops?.length ?? 0) > 0;
  if (samePlace(origin, destination) && !several) {
    // "Vaishno Devi" from Jammu is Jammu's own day trip: say so, not "the same place".
    const asked =
      destination.kind === 'place' ? (destination.excursion ?? destination.sight) : undefined;
    const message =
      asked && destination.kind === 'place'
        ? itineraryMessages.seenFromHome(asked, destination.place.name, !destination.sight)
        : itineraryMessages.samePlace;
    throw new AppError('VALIDATION_FAILED', { message, fieldErrors: { to: message } });
  }
  // A stop of several at home ("Agra, Delhi, Jaipur" from Delhi) would book a hotel there and
  // "return" from it: the traveller is asked to leave it out, not given another trip.
  const home = origin.kind === 'place' ? origin.place : undefined;
  const stops =
    destination.kind === 'place' ? [destination.place, ...(destination.alsoStops ?? [])] : [];
  if (home && stops.length > 1 && stops.some((stop) => stop.id === home.id)) {
    const message = itineraryMessages.stopIsHome(home.name);
    throw new AppError('VALIDATION_FAILED', { message, fieldErrors: { to: message } });
  }
  // Every place typed is stayed at: a trip with fewer nights than places would leave some out.
  const nights = tripDays(search.departureDate, search.returnDate) - 1;
  if (stops.length > 1 && nights < stops.length) {
    const names = stops.map((stop) => stop.name);
    const message = itineraryMessages.tooFewNights(
      destination.kind === 'place' && destination.circuit ? destination.circuit : undefined,
      names,
    );
    throw new AppError('UNPROCESSABLE', { message, fieldErrors: { to: message } });
  }
  refuseShut(destination, search);
  refuseStaysAtHome(origin, destination, search);
  refuseDayAtAltitude(destination, search);
  refuseTooFarForADay(origin, destination, search);
  return { ...search, origin, destination };
}

/**
 * 422 for a trip of one day to a place whose quickest journeys there and back leave no hour
 * there (decision 147): Darjeeling from Kolkata is 14 hours there and back by air. For a state
 * or country, where none of its places is near enough.
 */
function refuseTooFarForADay(
  origin: ResolvedPlace,
  resolved: ResolvedPlace,
  search: ItinerarySearch,
): void {
  if (tripDays(search.departureDate, search.returnDate) > 1) return;
  if (resolved.kind === 'place' && (resolved.alsoStops?.length ?? 0) > 0) return;
  const home = originPlace(origin);
  const options = {
    travelClass: search.travelClass,
    travellers: search.travellers,
    thrifty: false,
    stayTransfers: {},
  };
  const hoursTo = (place: Destination) =>
    planJourney(home, place, {
      ...options,
      leaves: 'morning',
      date: search.departureDate,
      dayOnly: true,
    }).hours +
    planJourney(place, home, {
      ...options,
      leaves: 'afternoon',
      date: search.returnDate,
      noHalt: true,
    }).hours;
  const places = resolved.kind === 'place' ? [resolved.place] : resolved.region.destinations;
  const nearest = places
    .filter((place) => place.id !== home.id)
    .map((place) => ({ place, hours: hoursTo(place) }))
    .sort((a, b) => a.hours - b.hours)[0];
  if (!nearest || nearest.hours <= DAY_TRIP_TRAVEL_HOURS) return;
  const hours = Math.round(nearest.hours);
  const message =
    resolved.kind === 'place'
      ? itineraryMessages.tooFarForADay(nearest.place.name, home.name, hours)
      : itineraryMessages.regionTooFarForADay(
          resolved.region.name,
          home.name,
          nearest.place.name,
          hours,
        );
  throw new AppError('UNPROCESSABLE', { message, fieldErrors: { returnDate: message } });
}

/**
 * 400 for a day trip to a place whose first day is for rest at its altitude (Leh, Spiti,
 * Tawang), or to a state all of whose places are such (decision 131): no plan could see it.
 */
function refuseDayAtAltitude(resolved: ResolvedPlace, search: ItinerarySearch): void {
  if (tripDays(search.departureDate, search.returnDate) > 1) return;
  const places = resolved.kind === 'place' ? [resolved.place] : resolved.region.destinations;
  if (!places.every(restsOnArrival)) return;
  const message = itineraryMessages.restOnArrival(
    resolved.kind === 'place' ? resolved.place.name : resolved.hub.name,
  );
  throw new AppError('VALIDATION_FAILED', { message, fieldErrors: { to: message } });
}

/**
 * 422 for a trip of nights to a place (or a stop) whose every stay stands in the traveller's own
 * town (decision 151): no card could book a night away from home, so the page would be empty.
 */
function refuseStaysAtHome(
  origin: ResolvedPlace,
  resolved: ResolvedPlace,
  search: ItinerarySearch,
): void {
  if (resolved.kind !== 'place' || tripDays(search.departureDate, search.returnDate) <= 1) return;
  const home = originPlace(origin);
  const place = [resolved.place, ...(resolved.alsoStops ?? [])].find((stop) =>
    staysOnlyAtHome(stop, home),
  );
  if (!place) return;
  const message = itineraryMessages.staysAtHome(place.name, home.name);
  throw new AppError('UNPROCESSABLE', { message, fieldErrors: { to: message } });
}

/** 422 for a trip to a place (or a stop) closed then, or whose every stay is closed then. */
function refuseShut(resolved: ResolvedPlace, search: ItinerarySearch): void {
  if (resolved.kind !== 'place') return;
  for (const place of [resolved.place, ...(resolved.alsoStops ?? [])]) {
    const closure = closedOn(place, search);
    if (!closure) continue;
    // Places near it that are not shut or to be avoided then themselves.
    const months = tripMonths(search);
    const near = destinationsNear(
      place,
      knowledgeBase(),
      3,
      (other) => !closedOn(other, search) && !avoidedIn(other, months),
    );
    const message = closure.why
      ? itineraryMessages.placeClosed(place.name, closure.why, closure.open, near)
      : itineraryMessages.staysShut(place.name, closure.open, near);
    throw new AppError('UNPROCESSABLE', {
      message,
      fieldErrors: { to: message },
      suggestions: near,
    });
  }
}

export function toItinerary(row: ItineraryRow): Itinerary {
  return {
    ...row.data,
    _id: row.id,
    id: row.id,
    slug: row.slug,
    needsDetailedGeneration: !row.hasDetails,
  };
}

export type PreparedSearch = { search: EngineSearch; hash: string; startedAt: number };

/** Validates places and works out the key the answer is stored under. */
export function prepareSearch(deps: ItineraryDeps, search: ItinerarySearch): PreparedSearch {
  const startedAt = performance.now();
  const resolved = resolveSearch(search);
  return { search: resolved, hash: searchHash(deps.engine, resolved), startedAt };
}

/** Answers are stored per engine, so a fallback answer never stands in for the model's. */
function searchHash(engine: ItineraryEngine, search: EngineSearch): string {
  return sha256Hex(`${engine.name}|${normalisedSearchKey(search)}`);
}

function finalise(draft: DraftItinerary, hash: string, page: number, index: number): Itinerary {
  const id = uuidFrom(`${hash}:${page}:${index}`);
  return { ...draft, _id: id, id, slug: itinerarySlug(draft.title, id) };
}

async function collect(
  engine: ItineraryEngine,
  prepared: PreparedSearch,
  onCard: (card: Itinerary) => void,
): Promise<Itinerary[]> {
  const { search, hash } = prepared;
  const cards: Itinerary[] = [];
  const titles = new Set<string>();
  for await (const draft of engine.suggest(search, search.page)) {
    const card = finalise(titledOnce(draft, titles), hash, search.page, cards.length);
    cards.push(card);
    onCard(card);
  }
  return cards;
}

function adviceFor(search: EngineSearch, cards: readonly Itinerary[]) {
  const budgetAdvice = budgetAdviceFor(search, cards);
  return budgetAdvice ? { budgetAdvice } : {};
}

export type SearchOutcome = GenerateItinerariesResponse & { cached: boolean; processingMs: number };

/**
 * Answers one page of a search: from the store when the same search was answered before,
 * else from the engine (each card handed to `onCard` as soon as it exists), then stored.
 */
export async function runSearch(
  deps: ItineraryDeps,
  prepared: PreparedSearch,
  onCard: (card: Itinerary) => void = () => {},
): Promise<SearchOutcome> {
  const { search, startedAt } = prepared;
  let { hash } = prepared;
  const page = search.page;
  const stored = await findSearch(deps.db, hash, page);
  if (stored) {
    const rows = await findItinerariesByIds(deps.db, stored.itineraryIds);
    const itineraries = rows.map(toItinerary);
    itineraries.forEach(onCard);
    return {
      itineraries,
      searchId: stored.id,
      engine: stored.engine,
      page,
      hasMore: stored.hasMore,
      ...adviceFor(search, itineraries),
      cached: true,
      processingMs: Math.round(performance.now() - startedAt),
    };
  }

  let engine = deps.engine;
  let cards: Itinerary[] = [];
  try {
    cards = await collect(engine, prepared, onCard);
  } catch (error) {
    // The first overload a traveller meets is the spec's 503; the page retries and by then the
    // planner answers (docs/decisions/0004-llm-engine-and-overload.md).
    const overloaded = error instanceof AppError && error.code === 'MODEL_OVERLOADED';
    if (engine === deps.fallback || cards.length > 0 || overloaded) throw error;
    deps.log.warn({ err: error, engine: engine.name }, 'engine failed; planner answers');
    engine = deps.fallback;
    hash = searchHash(engine, search);
    cards = await collect(engine, { ...prepared, hash }, onCard);
  }
  const hasMore = engine.hasMore
    ? engine.hasMore(search, page)
    : cards.length >= ITINERARIES_PER_PAGE;
  const searchId = uuidFrom(`${hash}:${page}`);
  const processingMs = Math.round(performance.now() - startedAt);
  const { origin: _origin, destination: _destination, ...plainSearch } = search;
  const inserted = await insertSearchResult(
    deps.db,
    {
      id: searchId,
      searchHash: hash,
      page,
      engine: engine.name,
      search: plainSearch,
      itineraryIds: cards.map((card) => card.id),
      hasMore,
      processingMs,
    },
    cards.map((card) => ({
      id: card.id,
      slug: card.slug,
      searchHash: hash,
      engine: card.engine,
      title: card.title,
      fromLocation: card.fromLocation,
      toLocation: card.toLocation,
      data: card,
      search: plainSearch,
    })),
  );
  if (!inserted) {
    // Another request stored this search first: answer what it stored.
    const winner = await findSearch(deps.db, hash, page);
    if (winner) {
      const rows = await findItinerariesByIds(deps.db, winner.itineraryIds);
      cards = rows.map(toItinerary);
    }
  }
  return {
    itineraries: cards,
    searchId,
    engine: engine.name,
    page,
    hasMore,
    ...adviceFor(search, cards),
    cached: false,
    processingMs,
  };
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', { message: itineraryMessages.itineraryNotFound });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function itineraryRowOrFail(deps: ItineraryDeps, id: string): Promise<ItineraryRow> {
  const row = UUID.test(id) ? await findItineraryById(deps.db, id) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function getItineraryBySlug(
  deps: ItineraryDeps,
  slug: string,
  withDetails: boolean,
  visitor: Visitor | undefined,
  now: Date,
): Promise<{ itinerary: Itinerary; details?: ItineraryDetails }> {
  const counts = visitor
    ? await countsOncePerDay(deps.db, 'itinerary-view', slug, visitor, now)
    : false;
  const row = await viewItineraryBySlug(deps.db, slug, counts);
  if (!row) throw notFound();
  const itinerary = toItinerary(row);
  if (!withDetails || !row.hasDetails) return { itinerary };
  const details = await findDetails(deps.db, row.id);
  return details ? { itinerary, details: details.data } : { itinerary };
}

/** An itinerary for its page's head and preview picture, without counting a view. */
export async function findItineraryBySlug(
  db: Db,
  slug: string,
): Promise<(Itinerary & { updatedAt: Date }) | undefined> {
  const row = await viewItineraryBySlug(db, slug, false);
  return row ? { ...toItinerary(row), updatedAt: row.updatedAt } : undefined;
}

export async function getDetails(deps: ItineraryDeps, id: string): Promise<ItineraryDetails> {
  await itineraryRowOrFail(deps, id);
  const details = await findDetails(deps.db, id);
  if (!details) {
    throw new AppError('NOT_FOUND', { message: itineraryMessages.detailsNotFound });
  }
  return details.data;
}

function engineFor(deps: ItineraryDeps, name: string): ItineraryEngine {
  return name === deps.engine.name ? deps.engine : deps.fallback;
}

async function generateOnce(
  deps: ItineraryDeps,
  id: string,
): Promise<{ details: ItineraryDetails; itinerary: Itinerary }> {
  const row = await itineraryRowOrFail(deps, id);
  const existing = await findDetails(deps.db, id);
  if (existing) return { details: existing.data, itinerary: toItinerary(row) };
  const itinerary = toItinerary(row);
  const engine = engineFor(deps, row.engine);
  let details: ItineraryDetails;
  let engineName = engine.name;
  try {
    details = await engine.details(itinerary, row.search);
  } catch (error) {
    if (engine === deps.fallback) throw error;
    deps.log.warn({ err: error, engine: engine.name }, 'details: planner answers');
    details = await deps.fallback.details(itinerary, row.search);
    engineName = deps.fallback.name;
  }
  const stored = await insertDetails(deps.db, id, engineName, details);
  // A plan with details joins the popular list.
  forgetPublicCache(deps.db, 'itineraries');
  return { details: stored.details.data, itinerary: toItinerary(stored.itinerary) };
}

/**
 * The day-wise plan of an itinerary, generated at most once: callers in this process share
 * one generation, and the table keeps the first row another instance may have written.
 */
export function generateDetails(
  deps: ItineraryDeps,
  id: string,
): Promise<{ details: ItineraryDetails; itinerary: Itinerary }> {
  const running = deps.inflight.get(id);
  if (running) return running;
  const promise = generateOnce(deps, id).finally(() => deps.inflight.delete(id));
  deps.inflight.set(id, promise);
  return promise;
}

export async function findPopular(deps: ItineraryDeps): Promise<Itinerary[]> {
  const rows = await findPopularItineraries(deps.db, POPULAR_ITINERARIES_LIMIT);
  return rows.map(toItinerary);
}

/**
 * The popular list, ready to send, kept in memory until a plan gains its details (the order
 * by views may lag by the cache's lifetime, lib/public-cache).
 */
export function findPopularPrepared(deps: ItineraryDeps): Promise<PreparedJson> {
  return readPublicCache(deps.db, 'itineraries', 'popular', async () =>
    prepareJson(popularItinerariesResponseSchema, { popularItineraries: await findPopular(deps) }),
  );
}

/** The popular itineraries' addresses, for the sitemap. */
export async function findPopularSlugs(db: Db): Promise<string[]> {
  const rows = await findPopularItineraries(db, POPULAR_ITINERARIES_LIMIT);
  return rows.map((row) => row.slug);
}

export async function shareItinerary(
  deps: ItineraryDeps,
  id: string,
  platform: SharePlatform,
  visitor: Visitor,
  now: Date,
): Promise<Record<string, number>> {
  if (!UUID.test(id)) throw notFound();
  const counts = await countsOncePerDay(
    deps.db,
    'itinerary-share',
    `${id}:${platform}`,
    visitor,
    now,
  );
  const shares = await addShare(deps.db, id, platform, counts);
  if (!shares) throw notFound();
  return shares;
}
