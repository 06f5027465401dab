import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ITINERARIES_PER_PAGE,
  MIN_CARDS_PER_PAGE,
  MAX_TRAVELLERS,
  MAX_TRIP_DAYS,
  TRAVEL_CLASSES,
  type TravelClass,
} from '@trip/shared/itineraries/constants';
import type { Itinerary, ItinerarySearch } from '@trip/shared/itineraries/schemas';
import { addDays, durationLabel, tripDays } from '@trip/shared/itineraries/trip-dates';
import { knowledgeBase } from '../knowledge/load';
import { resolvePlace } from '../knowledge/resolver';
import type { Destination } from '../knowledge/schema';
import { abroadRouteBetween } from './abroad-routes';
import { busLabel, carsFor, COST_MODEL, trainClassFor } from './cost-model';
import { hillRoad } from './hill-roads';
import { buildDetails } from './details';
import { expressTrainBetween, morningDayRide } from './express-trains';
import { candidateCards, cardFor, planPage, shownStay, type PlannedCard } from './planner';
import { NAMED_CLASS_LABEL, namedClassFor, namedTrainsBetween } from './rail-corridors';
import { SHARED_JEEP_LABEL } from './shared-jeeps';
import { reachableAfter } from './transport';
import { endOfTheWay, spotLabel, toStationHours } from './trip';
import type { EngineSearch } from './types';
import { withArticles } from './text';

const kb = knowledgeBase();
const placeNames = kb.destinations.map((place) => place.name);
const regionNames = [...kb.regions.values()].map((region) => region.name);

/** A search the form would accept, over every place, state and country of the knowledge base. */
const searchArbitrary = fc
  .record({
    from: fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...placeNames) },
      { weight: 1, arbitrary: fc.constantFrom(...regionNames) },
    ),
    to: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...placeNames) },
      { weight: 1, arbitrary: fc.constantFrom(...regionNames) },
    ),
    startOffset: fc.integer({ min: 0, max: 400 }),
    days: fc.integer({ min: 1, max: MAX_TRIP_DAYS }),
    travellers: fc.oneof(
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 1, max: MAX_TRAVELLERS }),
    ),
    travelClass: fc.constantFrom(...TRAVEL_CLASSES),
    priceRange: fc.oneof(
      fc.constant<[number, number]>([0, 50_000]),
      fc
        .tuple(fc.integer({ min: 0, max: 400_000 }), fc.integer({ min: 1, max: 400_000 }))
        .map(([min, width]): [number, number] => [min, min + width]),
    ),
    page: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ startOffset, days, ...rest }) => {
    const departureDate = addDays('2026-01-05', startOffset);
    return { ...rest, departureDate, returnDate: addDays(departureDate, days - 1) };
  });

function engineSearch(search: ItinerarySearch): EngineSearch | undefined {
  const origin = resolvePlace(search.from, kb);
  const destination = resolvePlace(search.to, kb);
  if (!origin.ok || !destination.ok) throw new Error(`unresolved ${search.from} / ${search.to}`);
  const a = origin.resolved;
  const b = destination.resolved;
  const originId = a.kind === 'place' ? a.place.id : undefined;
  if (b.kind === 'place' && b.place.id === originId) return undefined;
  if (b.kind === 'region' && b.region.destinations.every((p) => p.id === originId))
    return undefined;
  if (a.kind === 'region' && b.kind === 'region' && a.region === b.region) return undefined;
  return { ...search, origin: a, destination: b };
}

const staysOf = (card: PlannedCard) => card.trip.stays.map((stay) => stay.hotelName).join('+');
/**
 * What tells two same-day trips apart for a traveller: their tier and what they see (two themes
 * that see the same sights at the same tier are one offer, as the planner's stays key has it).
 */
const dayTripOf = (card: PlannedCard) =>
  [
    card.trip.spec.tier,
    card.trip.attractions.map((seen) => seen.name).sort(),
    card.trip.excursions.map((made) => made.name),
  ].join('|');

function withId(card: Omit<Itinerary, '_id' | 'id' | 'slug'>, index: number): Itinerary {
  return { ...card, _id: `card-${index}`, id: `card-${index}`, slug: `card-${index}` };
}

function expectedMainClass(
  leg: {
    mode: string;
    distanceKm: number;
    fromCode?: string;
    toCode?: string;
    travelClass: string;
  },
  travelClass: TravelClass,
  international: boolean,
  thrifty: boolean,
  /** The express train listed between the two railheads (express-trains.ts), if any. */
  express: string | undefined,
  /** Whether the road is a hill road (hill-roads.ts), where buses are not AC coaches. */
  hills: boolean,
  /** The two places' railheads (their `railway.code`). */
  railheads: readonly [string, string],
  travellers: number,
  /** The country abroad both ends are in, where a drive is that country's taxi (decision 86). */
  abroad?: string,
  /** Whether a train leaving then is caught after the ride to its station (decision 163). */
  reachable: (departs: string | undefined) => boolean = () => true,
  /**
   * Whether the listed express runs by day, so that the way may take the per-km model's night
   * train instead, unnamed, to save a hotel night (decision 180).
   */
  nightInstead = false,
) {
  if (leg.mode === 'flight') {
    return travelClass === 'First Class' && !international ? 'Business' : travelClass;
  }
  if (leg.mode === 'train') {
    // On a corridor of named trains the card rides one of them in its class; a budget card may
    // take an ordinary train's cheaper seat instead.
    // Looked up by the two railheads: a train from another terminal of the city (decision 50)
    // names that terminal's code on the leg.
    const named = namedTrainsBetween(railheads[0], railheads[1])
      .filter(({ departs }) => reachable(departs))
      .map(
        ({ train }) =>
          `${train.name}, ${NAMED_CLASS_LABEL[namedClassFor(train, travelClass, thrifty)]}`,
      );
    const label = COST_MODEL.train.fares[trainClassFor(travelClass, thrifty)].label;
    // An express train with its own timetable names itself before the class (decision 38).
    const generic = express ? `${express}, ${label}` : label;
    if (named.includes(leg.travelClass)) return leg.travelClass;
    if (nightInstead && leg.travelClass === label) return label;
    return named.length === 0 || thrifty ? generic : named;
  }
  if (leg.mode === 'bus') return busLabel(hills);
  // Between islands the sea decides: the ferry, whatever the class.
  if (leg.mode === 'boat') return 'catamaran ferry';
  // In the hills a budget card may take a seat in a shared jeep.
  if (thrifty && leg.travelClass === SHARED_JEEP_LABEL) return SHARED_JEEP_LABEL;
  // The party's cheaper cars below Business class: one SUV for five or six.
  const { vehicle } = carsFor(travelClass, travellers);
  if (abroad) {
    const { suv, taxiLabels } = COST_MODEL.road;
    return vehicle === suv ? taxiLabels.suv : taxiLabels.sedan;
  }
  return vehicle.label;
}

/**
 * The run's seed: FC_SEED replays one (fast-check prints it with a failure); in CI a fixed seed,
 * so that a run is the same on every machine and a fault the searches find is found before a
 * commit, not by chance after it (decision 186); elsewhere a new one each run, to explore.
 */
const CI_SEED = 20_261_201;
const seeded = process.env.FC_SEED
  ? { seed: Number(process.env.FC_SEED) }
  : process.env.CI === 'true'
    ? { seed: CI_SEED }
    : {};

describe('planner properties', () => {
  it('keeps every promise of a plan over 1,000 random searches', () => {
    fc.assert(
      fc.property(searchArbitrary, (raw) => {
        const search = engineSearch(raw);
        fc.pre(search !== undefined);
        const engine = search!;
        const [min, max] = engine.priceRange;
        const days = tripDays(engine.departureDate, engine.returnDate);
        const candidates = candidateCards(engine);
        const fitting = candidates.filter((card) => card.priceFit === 'within').length;
        const anyFits = fitting > 0;
        const shown = new Set<string>();
        for (let page = 1; page <= engine.page; page += 1) {
          const planned = planPage(engine, page).cards;
          // Load more never repeats a card.
          for (const card of planned) {
            expect(shown.has(card.key)).toBe(false);
            shown.add(card.key);
          }
          // A page never offers one stay twice (same-day trips have none to repeat).
          const stays = planned.filter((card) => card.trip.stays.length > 0).map(staysOf);
          expect(new Set(stays).size).toBe(stays.length);
          // Nor names one stay on two cards: two circuits through one hotel (decision 214).
          const shownStays = planned.flatMap((card) => shownStay(card.trip)?.hotelName ?? []);
          expect(new Set(shownStays).size).toBe(shownStays.length);
          // The first page offers a choice: at least three plans at three stays whenever the
          // plans it may show (those in range, topped up when fewer than three fit, or the
          // nearest when none do) have three.
          if (page === 1) {
            const pool = !anyFits
              ? [...candidates]
                  .sort((a, b) => a.distance - b.distance)
                  .slice(0, 2 * ITINERARIES_PER_PAGE)
              : fitting < MIN_CARDS_PER_PAGE
                ? candidates
                : candidates.filter((card) => card.priceFit === 'within');
            const choices = new Set(
              pool.map((card) => shownStay(card.trip)?.hotelName ?? dayTripOf(card)),
            ).size;
            expect(planned.length).toBeGreaterThanOrEqual(Math.min(MIN_CARDS_PER_PAGE, choices));
          }
          if (page === 1 && !anyFits) {
            const nearest = [...candidates]
              .sort((a, b) => a.distance - b.distance)
              .slice(0, 2 * ITINERARIES_PER_PAGE)
              .map((card) => card.distance);
            const cutoff = nearest[nearest.length - 1]!;
            for (const card of planned) expect(card.distance).toBeLessThanOrEqual(cutoff);
          }
          if (page !== engine.page) continue;

          // The plans in range come first; those outside only follow them.
          const inRange = planned.filter((card) => card.priceFit === 'within').length;
          planned.forEach((plannedCard, index) => {
            const itinerary = withId(cardFor(plannedCard, engine), index);
            // Price: inside the range when any plan fits (only the nearest plans outside it
            // top up a first page when fewer than three fit), otherwise clearly marked.
            if (anyFits && (fitting >= MIN_CARDS_PER_PAGE || index < inRange || engine.page > 1)) {
              expect(itinerary.priceFit).toBe('within');
              expect(itinerary.pricePP).toBeGreaterThanOrEqual(min);
              expect(itinerary.pricePP).toBeLessThanOrEqual(max);
            } else {
              expect(itinerary.priceFit).toBe(itinerary.pricePP > max ? 'over' : 'under');
              expect(itinerary.pricePP > max || itinerary.pricePP < min).toBe(true);
            }
            const { transport, stay, food, activities } = itinerary.priceBreakdown;
            expect(transport + stay + food + activities).toBe(itinerary.pricePP);
            for (const amount of [transport, stay, food, activities, itinerary.pricePP]) {
              expect(Number.isInteger(amount) && amount >= 0).toBe(true);
            }
            expect(itinerary.totalPrice).toBe(itinerary.pricePP * engine.travellers);

            // Length: the dates' span.
            expect(itinerary.days).toBe(days);
            expect(itinerary.nights).toBe(days - 1);
            expect(itinerary.duration).toBe(durationLabel(days));

            const stops = itinerary.plan!.stops.map((stop) => kb.byId.get(stop.id)!);
            expect(itinerary.plan!.stops.reduce((sum, stop) => sum + stop.nights, 0)).toBe(
              days - 1,
            );
            if (engine.destination.kind === 'place') {
              expect(stops.map((stop) => stop.id)).toEqual([engine.destination.place.id]);
            } else {
              for (const stop of stops)
                expect(engine.destination.region.destinations).toContain(stop);
            }
            const sights = new Set(stops.flatMap((stop) => stop.attractions.map((a) => a.name)));
            const spots = new Set(
              stops.flatMap((stop) => stop.excursions.flatMap((e) => e.spots.map(spotLabel))),
            );
            const excursionNames = new Set(
              stops.flatMap((stop) => stop.excursions.map((e) => e.name)),
            );
            const eateries = new Set(stops.flatMap((stop) => stop.restaurants.map((r) => r.name)));
            const belongs = (name: string) => sights.has(name) || spots.has(name);
            expect(itinerary.placesToVisit.filter((name) => !belongs(name))).toEqual([]);
            expect(itinerary.topAttractions.filter((name) => !sights.has(name))).toEqual([]);
            expect(
              itinerary.destinations.filter(
                (name) =>
                  !excursionNames.has(name) && !stops.some((s: Destination) => s.name === name),
              ),
            ).toEqual([]);

            const details = buildDetails(itinerary, engine, kb);
            const plan = details.fullDayWisePlan;
            expect(plan).toHaveLength(days);
            plan.forEach((day, i) => {
              expect(day.day).toBe(i + 1);
              expect(day.date).toBe(addDays(engine.departureDate, i));
            });
            const origin = engine.origin.kind === 'place' ? engine.origin.place : engine.origin.hub;
            expect(plan[0]!.morning).toContain(origin.name);
            const last = plan[plan.length - 1]!;
            // "Return to Udupi", or "…; then return to Udupi" after a sight before the night train,
            // or home already off a night bus that pulls in there (decision 183).
            const homeward = `${last.afternoon} ${last.evening}`.toLowerCase();
            if (!/you are home\.$/.test(last.morning)) {
              // "Return to the Valley of Flowers": with its article (decision 247).
              expect(homeward).toContain(withArticles(`return to ${origin.name}`).toLowerCase());
            }

            const visited = plan.flatMap((day) => day.placesVisited);
            expect(new Set(visited).size).toBe(visited.length);
            expect(visited.filter((name) => !belongs(name))).toEqual([]);
            const eaten = plan.flatMap((day) => day.restaurants);
            expect(new Set(eaten).size).toBe(eaten.length);
            expect(eaten.filter((name) => !eateries.has(name))).toEqual([]);
            expect(visited).toEqual(itinerary.placesToVisit);

            // One main leg per journey: out, between stops, home; each in the chosen class.
            const route = [origin, ...stops, origin];
            const mainLegs = details.transportDetails.legs.filter((leg) => leg.main);
            expect(mainLegs).toHaveLength(route.length - 1);
            // A drive too long for a day halts for a night, and an overnight train or bus
            // spends it on board: a main leg beyond the halts out is on the day after the last
            // night on the way, and one home on or after the first (transport.ts haltOf,
            // overnightOf, haltAgain; decisions 63 and 64).
            const onTheRoad = (day: (typeof plan)[number] | undefined) =>
              Boolean(day?.stay?.startsWith('A hotel in ') || day?.stay?.startsWith('On board'));
            const [out, home] = [mainLegs[0]!.day, mainLegs[mainLegs.length - 1]!.day];
            expect(plan.slice(0, out - 1).every(onTheRoad)).toBe(true);
            const nightsOut = plan.findIndex((day) => !onTheRoad(day));
            expect(out).toBeLessThanOrEqual((nightsOut === -1 ? days : nightsOut) + 1);
            expect(plan.slice(home - 1, days - 1).every(onTheRoad)).toBe(true);
            const before = plan.slice(0, days - 1).reverse();
            const nightsHome = before.findIndex((day) => !onTheRoad(day));
            expect(home).toBeGreaterThanOrEqual(
              days - (nightsHome === -1 ? before.length : nightsHome),
            );
            // Each journey joins its ends: a stop, or its stay's town the way passes (decision
            // 160).
            const { trip } = plannedCard;
            const ends = route.map((end, i) =>
              i === 0 || i === route.length - 1
                ? [end, end]
                : [endOfTheWay(trip, end, 'in'), endOfTheWay(trip, end, 'out')],
            );
            const journeys = [trip.outbound, ...trip.transfers, trip.back];
            mainLegs.forEach((leg, i) => {
              const [from, to] = [ends[i]![1]!, ends[i + 1]![0]!];
              // A timetabled train is taken only when the ride to its station catches it
              // (decision 163).
              const toStation = toStationHours(journeys[i]!);
              const crossesBorder = from.country !== to.country;
              // Between two stops abroad a listed route takes its own ride (decisions 40, 82).
              const abroad = abroadRouteBetween(from.id, to.id);
              if (abroad) {
                expect([abroad.public?.label, abroad.taxi?.label]).toContain(leg.travelClass);
                return;
              }
              const express = expressTrainBetween(
                from.railway?.code ?? '',
                to.railway?.code ?? '',
                // The way home sets out in the afternoon, the others in the morning.
                i === route.length - 2 ? 'afternoon' : 'morning',
                reachableAfter(toStation),
              );
              expect(leg.travelClass).toBe(
                expectedMainClass(
                  leg,
                  engine.travelClass,
                  crossesBorder,
                  // A dearer stay on a tight budget travels as a budget card does (decision 141).
                  itinerary.tier === 'budget' || itinerary.plan?.thrifty === true,
                  express?.train.name,
                  hillRoad(from, to),
                  [from.railway?.code ?? '', to.railway?.code ?? ''],
                  engine.travellers,
                  from.country !== 'India' && !crossesBorder ? from.country : undefined,
                  reachableAfter(toStation),
                  express?.departs !== undefined &&
                    morningDayRide(express.departs, express.train.minutes),
                ),
              );
            });
            expect(details.priceEstimate.perPerson).toBe(itinerary.pricePP);
            expect(details.priceEstimate.total).toBe(itinerary.totalPrice);
          });
        }
      }),
      { numRuns: 1000, ...seeded },
    );
  }, 600_000);
});
