import { MIN_CARDS_PER_PAGE, type TravelClass } from '@trip/shared/itineraries/constants';
import { addDays } from '@trip/shared/itineraries/trip-dates';
import { knowledgeBase } from '../knowledge/load';
import { resolveOrigin, resolvePlace } from '../knowledge/resolver';
import type { Destination } from '../knowledge/schema';
import { COST_MODEL } from './cost-model';
import { greatCircleKm, roadKm } from './geo';
import { climbingHours, hillRoad, hilly } from './hill-roads';
import { knownRoad } from './known-roads';
import { ROAD_LEGS } from './road-legs';
import {
  candidateCards,
  originPlace,
  planPage,
  rankedCards,
  suggestItineraries,
  stopOptions,
  type PlannedCard,
  withoutHome,
} from './planner';
import { closedOn } from './trip';
import type { DraftItinerary, EngineSearch } from './types';

/**
 * The planner's quality harness: a fixed, varied set of searches (not tuned to any issue's
 * examples) and the figures `npm run planner:check` reports and the CI test holds to.
 */
export type CheckSearch = {
  from: string;
  to: string;
  days: number;
  travellers: number;
  travelClass: TravelClass;
  priceRange: [number, number];
  /** The first day, when not the harness's usual date. */
  start?: string;
};

/**
 * A search of the harness's kind from a date: two travellers in Economy, ₹0–9 lakh, unless
 * `more` says otherwise. The tests of a search a sweep found read it in one line.
 */
export function checkFrom(
  from: string,
  to: string,
  days: number,
  start: string,
  more: Partial<Pick<CheckSearch, 'travellers' | 'travelClass' | 'priceRange'>> = {},
): CheckSearch & { start: string } {
  return {
    from,
    to,
    days,
    travellers: 2,
    travelClass: 'Economy',
    priceRange: [0, 900_000],
    ...more,
    start,
  };
}

const START = '2027-02-10';
const METROS = ['Delhi', 'Mumbai', 'Kolkata', 'Chennai', 'Bengaluru', 'Hyderabad'];
const CLASSES: TravelClass[] = ['Economy', 'Premium Economy', 'Business', 'First Class'];
const RANGES: Array<[number, number]> = [
  [0, 10_000],
  [0, 25_000],
  [25_000, 50_000],
  [50_000, 100_000],
  [100_000, 200_000],
];
const PARTIES = [1, 2, 4, 6];
const ORIGINS = [...METROS, 'Pune', 'Ahmedabad', 'Jaipur', 'Kochi', 'Lucknow', 'Guwahati'];

/**
 * Whether the service refuses a search for its dates: a stop closed then, or every stay of it
 * (decision 69). The harness checks only what a traveller would be given.
 */
export function closedForDates(search: EngineSearch): boolean {
  const { destination } = search;
  return (
    destination.kind === 'place' &&
    [destination.place, ...(destination.alsoStops ?? [])].some((place) => closedOn(place, search))
  );
}

/**
 * The search, moved to the first month from the harness's date on in which its places are open
 * (a shrine shut for the winter in February is checked in May).
 */
function inOpenSeason(check: CheckSearch): CheckSearch {
  for (let month = 0; month < 12; month += 1) {
    const start = addMonths(check.start ?? START, month);
    if (!closedForDates(engineSearchOf({ ...check, start }))) return { ...check, start };
  }
  return check;
}

function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1 + months, day));
  return next.toISOString().slice(0, 10);
}

/** Sixty-plus searches: origins × destinations of every region, budgets, parties and classes. */
export function checkSearches(): CheckSearch[] {
  const kb = knowledgeBase();
  const places = kb.destinations.filter((place) => !ORIGINS.includes(place.name));
  const step = Math.max(1, Math.floor(places.length / 72));
  const searches: CheckSearch[] = [];
  for (let i = 0; i * step < places.length && searches.length < 72; i += 1) {
    const to = places[i * step]!;
    searches.push({
      from: ORIGINS[i % ORIGINS.length]!,
      to: to.name,
      days: 3 + (i % 5),
      travellers: PARTIES[i % PARTIES.length]!,
      travelClass: CLASSES[Math.floor(i / 3) % CLASSES.length]!,
      priceRange: RANGES[i % RANGES.length]!,
    });
  }
  return searches.map(inOpenSeason);
}

/** Solo 3-day weekends from the six metros to places within about 400 km, at ₹0–10,000. */
/**
 * Two-stop searches ("Shimla Manali") along the road-legs table's legs whose both ends are
 * destinations: the routes travellers combine, with the transfer day between them to plan.
 */
export function multiStopSearches(): CheckSearch[] {
  const kb = knowledgeBase();
  const searches: CheckSearch[] = [];
  ROAD_LEGS.forEach((leg, i) => {
    const [a, b] = leg.between.map((id) => kb.byId.get(id));
    if (!a || !b) return;
    const from =
      METROS.find((metro, k) => k >= i % METROS.length && ![a.name, b.name].includes(metro)) ??
      'Delhi';
    searches.push({
      from,
      to: `${a.name} ${b.name}`,
      days: 5 + (i % 4),
      travellers: PARTIES[i % PARTIES.length]!,
      travelClass: CLASSES[i % CLASSES.length]!,
      priceRange: RANGES[i % RANGES.length]!,
    });
  });
  return searches;
}

/**
 * Trips from real towns of data/places the knowledge base does not hold (decision 67), every
 * hundred-and-fiftieth of them by name, to the harness's destinations in turn: the origins a
 * gazetteer of cities leaves out.
 */
export function realTownSearches(): CheckSearch[] {
  const kb = knowledgeBase();
  const towns = [...kb.placeNames.keys()]
    .filter((key) => !kb.byName.has(key) && !kb.towns.has(key))
    .sort()
    .filter((_, index) => index % 150 === 0)
    .filter((key) => resolveOrigin(key).ok);
  const places = checkSearches();
  return towns.map((town, i) => ({ ...places[(i * 7) % places.length]!, from: town }));
}

export function metroWeekends(perMetro = 3): CheckSearch[] {
  const kb = knowledgeBase();
  return METROS.flatMap((metro) => {
    const home = kb.destinations.find((place) => place.name === metro)!;
    return kb.destinations
      .filter((place) => place.country === 'India' && place.id !== home.id)
      .map((place) => ({ place, km: roadKm(home, place) }))
      .filter(({ km }) => km >= 80 && km <= 400)
      .sort((a, b) => a.km - b.km)
      .slice(0, perMetro)
      .map(({ place }: { place: Destination }) => ({
        from: metro,
        to: place.name,
        days: 3,
        travellers: 1,
        travelClass: 'Economy' as const,
        priceRange: [0, 10_000] as [number, number],
      }));
  });
}

/** A trip's origin as the service reads a town's name: a real town of data/places as well. */
export function originOf(name: string, kb = knowledgeBase()): Destination {
  const found = resolveOrigin(name, kb);
  if (!found.ok || found.resolved.kind !== 'place') throw new Error(`no origin ${name}`);
  return originPlace(found.resolved);
}

export function engineSearchOf(check: CheckSearch, page = 1): EngineSearch {
  const origin = resolveOrigin(check.from);
  const destination = resolvePlace(check.to);
  if (!origin.ok || !destination.ok)
    throw new Error(`unknown place in ${check.from} → ${check.to}`);
  return {
    from: check.from,
    to: check.to,
    departureDate: check.start ?? START,
    returnDate: addDays(check.start ?? START, check.days - 1),
    travellers: check.travellers,
    travelClass: check.travelClass,
    priceRange: check.priceRange,
    page,
    origin: origin.resolved,
    // As the service reads it: a circuit named from one of its own places is the rest of it.
    destination: withoutHome(destination.resolved, origin.resolved),
  } as EngineSearch;
}

/**
 * Every card the planner ranks for two travellers (or `travellers`) in Economy, ₹0 to `maxPrice`,
 * from a date: the search the tests read whole plans from.
 */
export function cardsForTrip(
  from: string,
  to: string,
  days: number,
  start: string,
  maxPrice = 900_000,
  travellers = 2,
) {
  return rankedCards(
    engineSearchOf({
      from,
      to,
      days,
      travellers,
      travelClass: 'Economy',
      priceRange: [0, maxPrice],
      start,
    }),
  );
}

/**
 * The first page of cards of a search for two (or `travellers`) in Economy, ₹0–9,00,000 unless
 * said: the page a traveller sees, as the tests read it.
 */
export function firstPageOf(
  check: Pick<CheckSearch, 'from' | 'to' | 'days' | 'start'> & Partial<CheckSearch>,
): PlannedCard[] {
  const search = engineSearchOf({
    travellers: 2,
    travelClass: 'Economy',
    priceRange: [0, 900_000],
    ...check,
  });
  return planPage(search, 1).cards;
}

/** What makes two cards the same offer to a traveller: stay, theme and places. */
export function offerKey(card: DraftItinerary): string {
  return [card.hotelExample.name, card.theme, [...card.placesToVisit].sort().join(',')].join('|');
}

export type QualityFigures = {
  searches: number;
  /** Of the searches where some plan fits the range, the share of page-1 cards inside it. */
  insideShare: number;
  /** Average share of distinct stays among a page's cards (1 = every card another stay). */
  distinctStaysShare: number;
  /** Pages whose cards repeat a stay, over all pages 1–3 checked. */
  pagesWithRepeatedStay: number;
  /** Cards of pages 2–3 that repeat an offer of an earlier page of the same search. */
  repeatsAcrossPages: number;
  /**
   * Pages whose cards repeat a title or a set of top sights: first pages that hold no more than
   * MIN_CARDS_PER_PAGE cards may, to offer that choice (planner.ts eligibleFor); others may not.
   */
  firstPagesRepeatingToReachThree: number;
  pagesRepeatingTitleOrSights: number;
  /** Pages, first pages too, whose cards repeat a title (decision 154: none may). */
  pagesRepeatingTitle: number;
};

export function measure(searches: CheckSearch[]): QualityFigures {
  let inside = 0;
  let shownOnFitting = 0;
  let pages = 0;
  let distinctSum = 0;
  let repeatedStayPages = 0;
  let repeats = 0;
  let toReachThree = 0;
  let repeatingTitleOrSights = 0;
  let repeatingTitle = 0;
  for (const check of searches) {
    const first = engineSearchOf(check);
    const anyFits = candidateCards(first).some((card) => card.priceFit === 'within');
    const seen = new Set<string>();
    for (let page = 1; page <= 3; page += 1) {
      const search = engineSearchOf(check, page);
      const cards = suggestItineraries(search, page);
      if (cards.length === 0) break;
      if (page === 1 && anyFits) {
        shownOnFitting += cards.length;
        inside += cards.filter((card) => card.priceFit === 'within').length;
      }
      const stays = new Set(cards.map((card) => card.hotelExample.name));
      pages += 1;
      distinctSum += stays.size / cards.length;
      if (stays.size < cards.length) repeatedStayPages += 1;
      const titles = new Set(cards.map((card) => card.title));
      const sights = new Set(cards.map((card) => [...card.topAttractions].sort().join('|')));
      if (titles.size < cards.length) repeatingTitle += 1;
      if (titles.size < cards.length || sights.size < cards.length) {
        if (page === 1 && cards.length <= MIN_CARDS_PER_PAGE) toReachThree += 1;
        else repeatingTitleOrSights += 1;
      }
      for (const card of cards) {
        const key = offerKey(card);
        if (seen.has(key)) repeats += 1;
        seen.add(key);
      }
    }
  }
  return {
    searches: searches.length,
    insideShare: shownOnFitting === 0 ? 1 : inside / shownOnFitting,
    distinctStaysShare: pages === 0 ? 1 : distinctSum / pages,
    pagesWithRepeatedStay: repeatedStayPages,
    repeatsAcrossPages: repeats,
    firstPagesRepeatingToReachThree: toReachThree,
    pagesRepeatingTitleOrSights: repeatingTitleOrSights,
    pagesRepeatingTitle: repeatingTitle,
  };
}

export type WeekendResult = { route: string; ok: boolean; cheapest: number; how: string };

/** Whether a metro weekend gets a card inside ₹0–10,000 by train or bus with a cheap bed. */
export function weekendResults(searches: CheckSearch[] = metroWeekends()): WeekendResult[] {
  return searches.map((check) => {
    const search = engineSearchOf(check);
    const cards = planPage(search, 1).cards;
    const good = cards.find(
      (card) =>
        card.priceFit === 'within' &&
        ['train', 'bus'].includes(card.trip.outbound.legs.find((leg) => leg.main)!.mode) &&
        card.trip.stays.every((stay) => stay.dormBed !== undefined || stay.tier === 'budget'),
    );
    const cheapest = Math.min(...candidateCards(search).map((card) => card.trip.pricePP));
    const sample = good ?? cards[0];
    const main = sample?.trip.outbound.legs.find((leg) => leg.main);
    return {
      route: `${check.from} → ${check.to}`,
      ok: Boolean(good),
      cheapest,
      how: main
        ? `${main.mode} ${main.travelClass}, ${sample!.trip.stays[0]?.hotelName ?? '-'}`
        : '-',
    };
  });
}

/**
 * A search for every state and country of two places or more: a week from Delhi for two, and
 * five days from Mumbai alone on a tight budget, so the circuits a state is toured by are
 * day-checked like single places (decision 37).
 */
export function regionSearches(): CheckSearch[] {
  return [...new Set(knowledgeBase().regions.values())]
    .filter((region) => region.destinations.length >= 2)
    .flatMap((region) => [
      {
        from: 'Delhi',
        to: region.name,
        days: 8,
        travellers: 2,
        travelClass: 'Economy' as const,
        priceRange: [0, 300_000] as [number, number],
      },
      {
        from: 'Mumbai',
        to: region.name,
        days: 5,
        travellers: 1,
        travelClass: 'Economy' as const,
        priceRange: [0, 30_000] as [number, number],
      },
    ]);
}

export type RegionSeasonFigures = {
  /** State or country searches tried: every region of two places or more, metro and month. */
  searches: number;
  /** Places their cards stay at, counted per search. */
  stops: number;
  /** Of those, places whose every stay is shut on the dates. */
  shut: number;
  /** Places to avoid in the month, where six or more of the region's places are fine then. */
  avoided: number;
  examples: string[];
};

/**
 * Where a search for a state or country stays, from each metro in every month of the year
 * (decision 37): no place shut then, and no place to avoid while the region has others.
 */
export function regionSeasons(): RegionSeasonFigures {
  const kb = knowledgeBase();
  const figures: RegionSeasonFigures = { searches: 0, stops: 0, shut: 0, avoided: 0, examples: [] };
  for (const region of new Set(kb.regions.values())) {
    if (region.destinations.length < 2) continue;
    const resolution = resolvePlace(region.name, kb);
    if (!resolution.ok || resolution.resolved.kind !== 'region') continue;
    for (const metro of METROS) {
      const home = resolveOrigin(metro, kb);
      if (!home.ok) continue;
      const origin = originPlace(home.resolved);
      for (let month = 1; month <= 12; month += 1) {
        const start = `2027-${String(month).padStart(2, '0')}-10`;
        const dates = { departureDate: start, returnDate: addDays(start, 5) };
        const avoid = (place: Destination) =>
          place.avoidMonths.some((entry) => entry.months.includes(month));
        const fine = region.destinations.filter(
          (place) => place.id !== origin.id && !closedOn(place, dates) && !avoid(place),
        ).length;
        figures.searches += 1;
        const places = new Set(
          stopOptions(origin, resolution.resolved, dates).flatMap((option) =>
            option.map((stop) => stop.place),
          ),
        );
        for (const place of places) {
          figures.stops += 1;
          const where = `${metro} → ${region.name} in month ${month}: ${place.name}`;
          if (closedOn(place, dates)) {
            figures.shut += 1;
            if (figures.examples.length < 5) figures.examples.push(`${where} (shut)`);
          } else if (fine >= 6 && avoid(place)) {
            figures.avoided += 1;
            if (figures.examples.length < 5) figures.examples.push(`${where} (to avoid)`);
          }
        }
      }
    }
  }
  return figures;
}

/**
 * Ways from a hill hub of a sourced leg through a real town within 30 km of it that beat the
 * leg (decision 162), over every `every`th real town of data/places: the road-time half of the
 * harness for towns the knowledge base does not hold. A quarter hour is allowed for rounding.
 */
export function shortCutsThroughRealTowns(every = 1): { checked: number; shortCuts: string[] } {
  const kb = knowledgeBase();
  const { hillsKmh, plainsKmh } = COST_MODEL.road;
  /** The hours the planner drives a road in, as its road journey times it. */
  const drive = (a: Destination, b: Destination) => {
    const km = roadKm(a, b);
    return (
      knownRoad(a, b)?.hours ??
      climbingHours(a, b, km, COST_MODEL.road) ??
      km / (hillRoad(a, b) ? hillsKmh : plainsKmh)
    );
  };
  const legs = ROAD_LEGS.flatMap((leg) => {
    const [hub, end] = leg.between.map((id) => kb.byId.get(id));
    return hub && end && hilly(hub) ? [{ hub, end, hours: leg.hours }] : [];
  });
  let checked = 0;
  const shortCuts: string[] = [];
  [...kb.placeNames.entries()]
    .filter(([key]) => !kb.byName.has(key) && !kb.towns.has(key))
    .filter((_, index) => index % every === 0)
    .forEach(([key, spots]) => {
      const beside = legs.filter(({ hub }) => greatCircleKm(spots[0]!, hub) <= 30);
      if (beside.length === 0) return;
      const result = resolveOrigin(key, kb);
      if (!result.ok || result.resolved.kind !== 'place') return;
      const town = result.resolved.place;
      if (!town.id.startsWith('place-')) return;
      for (const { hub, end, hours } of beside) {
        if (greatCircleKm(town, hub) > 30) continue;
        checked += 1;
        if (drive(hub, town) + drive(town, end) < hours - 0.25)
          shortCuts.push(`${hub.name}–${town.name}–${end.name} < ${hours} h`);
      }
    });
  return { checked, shortCuts };
}
