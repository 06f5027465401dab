import { LONG_MONTHS } from '@trip/shared/common/plain-format';
import type { TravelClass } from '@trip/shared/itineraries/constants';
import {
  airportOf,
  gatewayOfCode,
  type Activity,
  type Airport,
  type Destination,
  type StayTransfer,
} from '../knowledge/schema';
import { restsOnArrival } from './altitude';
import { farePeakOf, peakWindowsOf } from './flight-seasons';
import {
  busHours,
  COST_MODEL,
  quoteBus,
  quoteCityCab,
  townRoadHours,
  quoteFlight,
  quoteRoad,
  vehiclesText,
  quoteTrain,
} from './cost-model';
import { AIRPORT_RIDES, chooseRide, quoteAirportRide } from './airport-rides';
import { greatCircleKm, joinedByLand, roadKm } from './geo';
import { modelRoadKm, type Placed } from './road-model';
import { climbingHours, hillRoad, hilly, tablePlaceById } from './hill-roads';
import { abroadRouteBetween, quoteAbroadRoute } from './abroad-routes';
import {
  airportTown,
  airportHome,
  airportLabel,
  airportSpot,
  flightPath,
  grounded,
  nearestFlyingAirport,
} from './air-routes';
import {
  EARLIEST_OFF_THE_RIDE,
  NIGHT_ABOARD_HOURS,
  clockHour,
  expressTrainBetween,
  leavesInTheMorning,
  morningDayRide,
  nightHoursAboard,
  EXPRESS_TRAINS,
  type ExpressRide,
} from './express-trains';
import {
  NAMED_CLASS_LABEL,
  namedClassFor,
  namedFare,
  namedTrainsBetween,
  namedRunsKey,
  rideRunsOn,
  rideFitsHour,
} from './rail-corridors';
import {
  gatewayRoad,
  gatewayTownOf,
  haltOnKnownRoad,
  knownRoad,
  shutPassOn,
  shutPassToGateway,
  type KnownHalt,
  type KnownRoad,
  type RoadEnd,
} from './known-roads';
import { ROAD_LEGS, roadHaltOf, shutPassOf, transferLegOf, type RoadHalt } from './road-legs';
import { inSeason } from './seasons';
import { busByDayOnly } from './day-buses';
import { nightRoadClosed, nightRoadsOn } from './night-roads';
import { AIRPORT_JEEP_STANDS, SHARED_JEEP_LABEL, sharedJeepBetween } from './shared-jeeps';
import { bracketed, lowerFirst, rupees, upperFirst, withDetails } from './text';
import { knowledgeBase } from '../knowledge/load';

export type TransportMode = 'flight' | 'train' | 'bus' | 'boat' | 'road' | 'foot';

export type JourneyLeg = {
  from: string;
  to: string;
  fromCode?: string;
  toCode?: string;
  mode: TransportMode;
  travelClass: string;
  main: boolean;
  distanceKm: number;
  hours: number;
  /** Unrounded: the trip rounds its total once. */
  farePerPerson: number;
  description: string;
  /**
   * A bus on the mountain road to or from a high place (Leh, Spiti, Tawang): it runs by day
   * only, so a ride too long for one day halts for the night like a drive.
   */
  byDay?: boolean;
  /** The walk (and the jeep to its start) between a trail place and its road head. */
  trail?: boolean;
  /** The place's own ride along its line that this leg is (decision 46), by its name. */
  line?: string;
  /** Cars a drive takes, where the party fills more than one. */
  vehicles?: number;
  /** The hour of the day's last sailing of a boat or seaplane: it cannot leave later. */
  lastSailingHour?: number;
  /**
   * The town a boat from the airport sails from, where it is not the airport's (the Cat Cocos
   * from Victoria): where the night is spent when the last sailing is missed.
   */
  quay?: string;
  /**
   * The hour a night train is boarded (its station time before it leaves) where its timetable
   * has it leave in the evening; else the model's 6 pm (decision 94). For a flight that lands the
   * next day, the hour it takes off by the clock where it lands (decision 137).
   */
  boardsAt?: number;
  /**
   * The hour a train its timetable has leave in the morning (5 to 10 am) is boarded: it runs by
   * day, and is a night on board only where it runs on through the night (decision 180).
   */
  leavesAt?: number;
  /**
   * A budget card's ride between an airport and its town and the bus or train on from there,
   * priced as one leg (throughAirportTown), in the order travelled: a journey halted for the
   * night in that town splits it there (changeHaltOf), so the night is not spent before the ride
   * into town.
   */
  through?: readonly [JourneyLeg, JourneyLeg];
};

/** A ride as its hour off is worked out: how long, and when boarded where the timetable says. */
export type Ride = Pick<JourneyLeg, 'hours' | 'boardsAt'>;

export type Journey = {
  mode: TransportMode;
  legs: JourneyLeg[];
  hours: number;
  farePerPerson: number;
  notes: string[];
  /** The named or express train the main leg rides (rail-corridors.ts, express-trains.ts), if any. */
  namedTrain?: string;
  /**
   * The quicker way a budget plan passes over for this, the cheapest sensible one ("flight",
   * "cab", "the Gatimaan Express, Chair Car (CC)"), said on the card.
   */
  instead?: string;
};

/** Why a thrifty journey goes the cheapest sensible way, said in its note. */
const THRIFTY_REASON = {
  budget: 'the cheapest sensible way for a budget plan',
  // A dearer stay reached the cheap way is no budget plan (decision 141): the reason is the range.
  range: 'the cheapest sensible way for your price range',
} as const;

/** Above this road distance a flight is worth it when both ends have an airport. */
export const FLIGHT_MIN_ROAD_KM = 400;
/** Up to this road distance a cab is the sensible way, whatever else exists. */
export const ROAD_ONLY_MAX_KM = 250;

type JourneyOptions = {
  travelClass: TravelClass;
  travellers: number;
  /** A budget card: the cheapest sensible way (sleeper, bus, shared jeep) rather than the fastest. */
  thrifty?: boolean;
  /**
   * The cheap way is taken for the search's price range, not for a budget tier (a dearer stay
   * reached by bus, decision 156): the note gives that reason.
   */
  forRange?: boolean;
  /** The day the journey starts (YYYY-MM-DD): flights on a known fare peak cost more. */
  date?: string;
  /**
   * The trip has no night to spare for this journey: a budget card does not take a bus or drive
   * longer than a day holds when a shorter way exists.
   */
  dayOnly?: boolean;
  /**
   * The way home has no night to spare for a halt: a drive longer than a day holds is not taken
   * (a night train or bus home still may be, boarded on the last evening; decision 105).
   */
  noHalt?: boolean;
  /** How the trip's stay on an island is reached from its airport, by destination id. */
  stayTransfers?: Readonly<Record<string, StayTransfer>>;
  /**
   * Where the trip's stay at a place of many islands stands, by destination id: the island it
   * names (Maafushi, Praslin), or a resort with an island of its own. The airport's boat or taxi
   * is said to go there, not to the place the islands make up (decision 245).
   */
  stayIslands?: Readonly<Record<string, string>>;
  /**
   * When in the day the journey sets out: a plan leaves home (and moves between stops) in the
   * morning and comes home in the afternoon. A day train is ridden only at its hour (decision 53).
   */
  leaves?: 'morning' | 'afternoon';
  /**
   * The journey out reaches the place's airport after midnight by the local clock: no airport
   * train or bus is running then, so the ride in is a taxi (decision 103); nor is the place's own
   * line from its railhead (the toy train up to Matheran), so the ride in is by road.
   */
  landsAfterMidnight?: boolean;
  /**
   * A budget card's cost per person of a night at the stay the journey leads to, where the stop
   * has a night to spare: a sleeper train or night bus that spends that night on board saves it,
   * and is weighed so against a ride by day.
   */
  nightPerPerson?: number;
  /**
   * The nights the stop the journey leads to has for the way there, where a budget card may spend
   * some of them on board: a sleeper train longer than a night (Delhi to Goa) rides only where
   * the stop keeps two full days besides (decision 85).
   */
  spareNights?: number;
  /**
   * The drive on from the place to its stay out of town (decision 62), made the evening the
   * journey arrives: a journey by day is as long as it and that drive (decision 218).
   */
  driveOn?: number;
};

/** The longest door-to-door time a thrifty journey may take before a faster one is chosen. */
const THRIFTY_MAX_HOURS = 20;
/**
 * The longest a journey by day may take from a 7 am start: beyond it the traveller arrives after
 * 11 at night (the Vande Bharat to New Jalpaiguri and 9 h 45 min on to Lachung, past midnight).
 * A night on board, or a drive halted for the night, is not a journey by day.
 */
const DAY_JOURNEY_MAX_HOURS = 16;

/** "45 min", "2 h", "1 h 45 min": a duration as the plans say it. */
export function durationText(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  return minutes === 0 ? `${whole} h` : `${whole} h ${minutes} min`;
}

function formatHours(hours: number): string {
  return `about ${durationText(hours)}`;
}

function roadLeg(
  from: string,
  to: string,
  km: number,
  options: JourneyOptions & {
    hills: boolean;
    main: boolean;
    purpose: string;
    /** The curated driving time (road-legs.ts), where the model's speed would be wrong. */
    hours?: number | undefined;
    /** A city's metered or app cab (a short transfer in the plains), not an outstation cab. */
    city?: boolean;
    /** The country the road is in: abroad, its own taxi's rate (decision 86). */
    country?: string;
  },
): JourneyLeg {
  const trip = { km, travelClass: options.travelClass, travellers: options.travellers };
  const modelled = options.city
    ? quoteCityCab(trip)
    : quoteRoad({ ...trip, hills: options.hills, country: options.country });
  const quote = options.hours ? { ...modelled, hours: options.hours } : modelled;
  return {
    from,
    to,
    mode: 'road',
    travelClass: quote.label,
    main: options.main,
    distanceKm: km,
    hours: quote.hours,
    farePerPerson: quote.farePerPerson,
    description: `${options.purpose} from ${from} to ${to} by ${withDetails(vehiclesText(quote.label, quote.vehicles), `${km} km, ${formatHours(quote.hours)}`)}`,
    ...(quote.vehicles && quote.vehicles > 1 ? { vehicles: quote.vehicles } : {}),
  };
}

/**
 * The cab between an airport and the town it stands at (Paro for Bhutan's), for a stay there
 * (decision 193): the road's distance at the model's speed.
 */
export function airportTownRide(
  place: Destination,
  from: string,
  to: string,
  km: number,
  options: JourneyOptions,
): JourneyLeg {
  return roadLeg(from, to, km, {
    ...options,
    hills: hilly(place),
    main: false,
    purpose: 'Transfer',
    country: place.country,
  });
}

/**
 * The ride between a place and one of its own airports, as a flight's journey there ends with it
 * (`in`) or one from there starts with it (`out`): none where the airport is in the place, none
 * at all where the airport is not the place's. A flight to a place that lands at the airport of
 * its stay's town rides into that town instead (decision 219).
 */
export function airportRideOf(
  place: Destination,
  code: string,
  end: 'in' | 'out',
  options: JourneyOptions,
): JourneyLeg[] | undefined {
  const airport = airportOf(place, code);
  if (!airport) return undefined;
  if (airport.distanceKm <= 0) return [];
  const at = airportName(airport.name);
  const [from, to] = end === 'in' ? [at, place.name] : [place.name, at];
  return airportTransfer(place, code, from, to, airport.distanceKm, options);
}

/**
 * The cab between a place and its airport or railhead: the curated distance and driving time
 * where road-legs.ts has the transfer (Bagdogra → Darjeeling), else the knowledge base's distance
 * at the model's speed.
 */
function transferByRoad(
  place: Destination,
  gateway: string,
  from: string,
  to: string,
  km: number,
  options: JourneyOptions,
  joined = true,
): JourneyLeg {
  const curated = transferLegOf(place, gateway);
  const hills = hilly(place);
  // Through the gateway's own town, where the table knows the road on (decision 33).
  const through = curated || !joined ? undefined : gatewayRoad(place, gateway, km);
  if (through) {
    const { town, townKm, road } = through;
    const first = transferByRoad(town, gateway, from, town.name, townKm, options, false);
    return roadLeg(from, to, townKm + road.km, {
      ...options,
      hills,
      main: false,
      purpose: 'Transfer',
      hours: first.hours + road.hours,
      country: place.country,
    });
  }
  const via = curated ? undefined : viaPlaceOf(place, gateway);
  if (via) {
    // A real town high in the hills rides to the place near it as the planner drives that road,
    // then on as that place's own transfer goes (decision 269).
    const { near, nearKm } = via;
    const roadKm = Math.max(0, km - nearKm);
    const hillsOn = hillRoad(place, near);
    const drive =
      climbingHours(place, near, roadKm, COST_MODEL.road) ??
      quoteRoad({ ...options, km: roadKm, hills: hillsOn }).hours;
    const first = transferByRoad(near, gateway, near.name, to, nearKm, options);
    return roadLeg(from, to, km, {
      ...options,
      hills: hills || hillsOn || hilly(near),
      main: false,
      purpose: 'Transfer',
      hours: drive + first.hours,
      country: place.country,
    });
  }
  // In India's plains the ride leaves or enters the town through its traffic (decision 142).
  const inTown = place.country === 'India' && !curated && !hills;
  return roadLeg(from, to, curated?.km ?? km, {
    ...options,
    hills,
    main: false,
    purpose: 'Transfer',
    hours: curated?.hours ?? (inTown ? townRoadHours(km, place.id) : undefined),
    country: place.country,
    // An Indian town in the plains and its own airport or station are a city cab ride apart (the
    // fares are Indian cities' notified ones; abroad the cab hire stands).
    city: inTown && km <= COST_MODEL.cityCab.maxKm,
  });
}

/**
 * The place a real town high in the hills reaches this gateway through, and that place's own
 * distance to it (decision 269); undefined for every other place and gateway.
 */
function viaPlaceOf(
  place: Destination,
  gateway: string,
): { near: Destination; nearKm: number } | undefined {
  const via = gatewayOfCode(place, gateway)?.via;
  const near = via === undefined ? undefined : tablePlaceById(via);
  const theirs = near && gatewayOfCode(near, gateway);
  return near && theirs ? { near, nearKm: theirs.distanceKm } : undefined;
}

/**
 * The transfer between a place and its airport: a boat where the cost model names one (a
 * Maldives resort island is reached by speedboat, never by cab; the stay may say seaplane, the
 * shared speedboat to Maafushi, or road for a hotel by the airport; a Lakshadweep stay on Kadmat
 * says the inter-island speed vessel from Agatti), else a cab.
 */
function airportTransfer(
  place: Destination,
  code: string,
  from: string,
  to: string,
  km: number,
  options: JourneyOptions,
): JourneyLeg[] {
  const way = options.stayTransfers?.[place.id];
  // Where the stay at a place of islands is (decision 245): named in the text, not in the leg's
  // ends, which the planner matches on the place.
  const landing = options.stayIslands?.[place.id];
  const said = (end: string) => (landing && end === place.name ? landing : end);
  const boat =
    way === 'road'
      ? undefined
      : way
        ? COST_MODEL.islandTransfers[way]
        : COST_MODEL.boatTransfers[place.id];
  if (!boat) {
    const road = { ...transferByRoad(place, code, said(from), said(to), km, options), from, to };
    const quoted = quoteAirportRide(place, code, options.travellers, Boolean(options.thrifty));
    // After midnight the airport train or bus has stopped: the taxi, at the local fare where one
    // is sourced, else the road's (decision 103).
    const late = options.landsAfterMidnight && quoted && quoted.mode !== 'road';
    const taxi = late ? quoteAirportRide(place, code, options.travellers, false) : undefined;
    const ride = late ? (taxi?.mode === 'road' ? taxi : undefined) : quoted;
    if (!ride) {
      // A budget card takes the cheapest of the cab, a shared jeep from the airport town's stand
      // and the bus or train on through that town (not after midnight, decision 103).
      const ways = options.thrifty
        ? [
            jeepFromAirport(place, code, from, to, road, options),
            options.landsAfterMidnight
              ? undefined
              : throughAirportTown(place, code, from, to, road, options),
          ]
        : [];
      return [
        ways.reduce<JourneyLeg>(
          (best, way) => (way && way.farePerPerson < best.farePerPerson ? way : best),
          road,
        ),
      ];
    }
    // Abroad, the airport train or bus, or the taxi at the local fare (decision 35).
    const hours = ride.hours ?? road.hours;
    return [
      {
        ...road,
        mode: ride.mode,
        travelClass: ride.label,
        hours,
        farePerPerson: ride.farePerPerson,
        description: `Transfer from ${said(from)} to ${said(to)} by ${withDetails(ride.label, `${road.distanceKm} km, ${formatHours(hours)}`)}`,
      },
    ];
  }
  const { quay } = boat as { quay?: string };
  if (quay !== undefined && from !== quay && to !== quay) {
    // A boat from a town's quay, not from the airport (Victoria's for the Cat Cocos): the
    // airport ride to the quay is a leg of its own, at the airport ride's fare (decision 248).
    const arriving = to === place.name;
    const roadWay: StayTransfer = 'road';
    const byRoad = { ...options, stayTransfers: { ...options.stayTransfers, [place.id]: roadWay } };
    const ride = airportTransfer(
      place,
      code,
      arriving ? from : quay,
      arriving ? quay : to,
      km,
      byRoad,
    );
    const sail = airportTransfer(
      place,
      code,
      arriving ? quay : from,
      arriving ? to : quay,
      0,
      options,
    );
    return arriving ? [...ride, ...sail] : [...sail, ...ride];
  }
  return [
    {
      from,
      to,
      mode: 'boat',
      travelClass: boat.label,
      main: false,
      distanceKm: km,
      hours: boat.hours,
      ...(boat.lastSailingHour !== undefined && to === place.name
        ? { lastSailingHour: boat.lastSailingHour }
        : {}),
      ...(quay !== undefined && to === place.name ? { quay } : {}),
      farePerPerson: boat.farePerPerson,
      description: `Transfer from ${said(from)} to ${said(to)} by ${withDetails(boat.label, formatHours(boat.hours))}`,
    },
  ];
}

/** The farthest a town's own airport lies from it for a budget card to go on through the town. */
const THROUGH_TOWN_AIRPORT_KM = 40;
/**
 * The least a head the change into the town's bus must save over the cab: a few hundred rupees
 * do not buy back the hours the change and the bus's stops take (Rameswaram to Madurai's airport
 * for four: ₹193 a head for 1¾ h more, and the temple's last morning lost).
 */
const THROUGH_TOWN_MIN_SAVING = 500;

/**
 * A budget card's way between a place and another town's airport it flies from: into that town
 * by its own airport ride (abroad, decision 35) or the cab it takes from it (in India), then the
 * train or bus between the two towns, instead of a taxi all the way (decision 159). Abroad the
 * route is one ABROAD_ROUTES lists (Pattaya and Bangkok's Suvarnabhumi, Samarkand and Tashkent);
 * in India the bus the planner takes between the two (Kutch and Ahmedabad, Kanha and Jabalpur).
 */
function throughAirportTown(
  place: Destination,
  code: string,
  from: string,
  to: string,
  road: JourneyLeg,
  options: JourneyOptions,
): JourneyLeg | undefined {
  const town = airportHome(code);
  if (!town || town.id === place.id || town.country !== place.country) return undefined;
  const arriving = to === place.name;
  let ride:
    { label: string; mode: TransportMode; farePerPerson: number; hours?: number } | undefined;
  let route: Pick<JourneyLeg, 'mode' | 'travelClass' | 'farePerPerson' | 'hours' | 'byDay'>;
  if (place.country === 'India') {
    // The town's own airport, on the plains: Ahmedabad's, not Pantnagar's for Nainital.
    const km = town.airport?.distanceKm ?? Infinity;
    if (km > THROUGH_TOWN_AIRPORT_KM || hilly(town)) return undefined;
    const bus = (
      arriving ? busJourney(town, place, options.date) : busJourney(place, town, options.date)
    )?.legs[0];
    // A bus longer than a day holds (Guwahati to Tawang) is no saving after a flight.
    if (!bus || tooLongForADay(bus)) return undefined;
    const into = transferByRoad(town, code, from, town.name, km, options);
    ride = {
      label: into.travelClass,
      mode: into.mode,
      farePerPerson: into.farePerPerson,
      hours: into.hours,
    };
    route = bus;
  } else {
    const listed = AIRPORT_RIDES[town.id];
    const sourced = abroadRouteBetween(town.id, place.id)?.public;
    if (!listed || listed.airport !== code || !sourced) return undefined;
    ride = chooseRide(listed, options.travellers, true);
    route = { ...sourced, travelClass: sourced.label };
  }
  if (ride?.hours === undefined) return undefined;
  const farePerPerson = ride.farePerPerson + route.farePerPerson;
  if (road.farePerPerson - farePerPerson < THROUGH_TOWN_MIN_SAVING) return undefined;
  const hours = ride.hours + route.hours;
  const way = arriving
    ? `${ride.label} into ${town.name}, then ${route.travelClass}`
    : `${route.travelClass}, then ${ride.label} to the airport`;
  // The two rides as travelled, for a journey that spends the night in the town between them.
  const part = (
    ends: [string, string],
    km: number,
    leg: Pick<JourneyLeg, 'mode' | 'travelClass' | 'hours' | 'farePerPerson' | 'byDay'>,
  ): JourneyLeg => ({
    from: ends[0],
    to: ends[1],
    mode: leg.mode,
    travelClass: leg.travelClass,
    main: false,
    distanceKm: km,
    hours: leg.hours,
    farePerPerson: leg.farePerPerson,
    description: `Transfer from ${ends[0]} to ${ends[1]} by ${withDetails(leg.travelClass, `${km} km, ${formatHours(leg.hours)}`)}`,
    ...(leg.byDay ? { byDay: leg.byDay } : {}),
  });
  const airportKm = airportOf(town, code)!.distanceKm;
  const intoTown = part(arriving ? [from, town.name] : [town.name, to], airportKm, {
    mode: ride.mode,
    travelClass: ride.label,
    hours: ride.hours,
    farePerPerson: ride.farePerPerson,
  });
  const onward = part(arriving ? [town.name, to] : [from, town.name], roadKm(town, place), route);
  return {
    ...road,
    mode: route.mode,
    travelClass: route.travelClass,
    hours,
    farePerPerson,
    description: `Transfer from ${from} to ${to} by ${withDetails(way, `${road.distanceKm} km, ${formatHours(hours)}`)}`,
    ...(route.byDay ? { byDay: route.byDay } : {}),
    through: arriving ? [intoTown, onward] : [onward, intoTown],
  };
}

/**
 * A budget card's way between a hill place and an airport whose town's stand has shared jeeps to
 * it (Bagdogra → Siliguri → Gangtok): a city cab to or from the stand and a seat in the jeep,
 * instead of a cab all the way (₹4,250 a car from Bagdogra to Gangtok against ₹200 a seat).
 */
function jeepFromAirport(
  place: Destination,
  code: string,
  from: string,
  to: string,
  road: JourneyLeg,
  options: JourneyOptions,
): JourneyLeg | undefined {
  const stand = AIRPORT_JEEP_STANDS[code];
  const route = stand && sharedJeepBetween(stand.stand, place.id);
  if (!stand || !route) return undefined;
  const cab = quoteCityCab({
    km: stand.km,
    travelClass: options.travelClass,
    travellers: options.travellers,
  });
  const seat = `a shared jeep (₹${route.farePerSeat} a seat, ${formatHours(route.hours)})`;
  const taxi = `a city taxi (${stand.km} km)`;
  const way =
    to === place.name
      ? `${taxi} to ${stand.town}'s jeep stand, then ${seat}`
      : `${seat} down to ${stand.town}, then ${taxi}`;
  return {
    from,
    to,
    mode: 'road',
    main: false,
    distanceKm: road.distanceKm,
    travelClass: SHARED_JEEP_LABEL,
    hours: cab.hours + route.hours,
    farePerPerson: cab.farePerPerson + route.farePerSeat,
    description: `Transfer from ${from} to ${to} by ${way}`,
  };
}

/** The longest drive one day holds; a longer road journey halts for a night on the way. */
export const MAX_DRIVE_HOURS = 10;
/** The longest bus ride one day holds: a hill bus leaves at dawn and arrives by dark. */
export const MAX_BUS_HOURS = 12;

/** Whether a leg is a ride on the road longer than a day holds. */
export function tooLongForADay(leg: JourneyLeg): boolean {
  if (leg.mode === 'road') return leg.hours > MAX_DRIVE_HOURS;
  return leg.mode === 'bus' && leg.hours > MAX_BUS_HOURS;
}

/** The road a day's legs take before its first flight or train, or after its last: the longer. */
function roadBeyondTheRide(legs: readonly JourneyLeg[]): number {
  const far = (leg: JourneyLeg) => leg.mode === 'flight' || leg.mode === 'train';
  const first = legs.findIndex(far);
  if (first === -1) return 0;
  const last = legs.findLastIndex(far);
  return Math.max(sum(legs.slice(0, first), 'hours'), sum(legs.slice(last + 1), 'hours'));
}

/**
 * A day of travel too long to go on (decisions 64 and 212): more than MAX_TRAVEL_DAY_HOURS by
 * road and air or rail, with 3 h or more by road before the first flight or train or after the
 * last. A night where the way changes breaks it; a stop of one night has no night to give.
 */
export function overlongTravelDay(legs: readonly JourneyLeg[]): boolean {
  return sum(legs, 'hours') > MAX_TRAVEL_DAY_HOURS && roadBeyondTheRide(legs) >= LEAST_PART_HOURS;
}

/**
 * A journey whose drive, too long for a day, halts about halfway and still leaves a day too
 * long on one side of the halt (decision 217): the second half of the drive down from Badrinath
 * and a 15-hour train on from Rishikesh to Jaipur, 20 hours on the last day.
 */
function overlongOnceHalted(legs: readonly JourneyLeg[]): boolean {
  const index = legs.findIndex((leg) => leg.mode === 'road' && tooLongForADay(leg));
  if (index === -1) return false;
  const half = { ...legs[index]!, hours: legs[index]!.hours / 2 };
  return (
    overlongTravelDay([...legs.slice(0, index), half]) ||
    overlongTravelDay([half, ...legs.slice(index + 1)])
  );
}

/** What the road changes to where a journey too long for a day halts (decision 217). */
export type WayChange = 'air' | 'rail';

/** A night between two days of one journey: at a halt, or on board a train or bus. */
export type DayBreak = {
  /** The town of the halt, where guides name one; else the card says "on the way". */
  at: string | undefined;
  /**
   * Set when the night is spent on board an overnight train or bus, not at a halt, or in the air
   * on a long flight that lands the next day (decision 137).
   */
  aboard?: 'train' | 'bus' | 'flight';
  /**
   * Set when the night is where the journey changes between road and air (near the airport at
   * Dehradun, after the drive down from Auli), a day of travel too long to go on (decision 64),
   * or between road and rail (by the station at Siliguri, after the train from Guwahati and
   * before the drive up to Lachung, decision 217).
   */
  change?: WayChange;
  /** The boat whose last sailing of the day the journey would miss, sailing the next morning. */
  missedBoat?: JourneyLeg;
};

/**
 * A journey broken by a night halt: the way to the halt, and from it onwards the next day. A
 * journey that two days do not hold either (Noida to Kedarnath: the bus, then the walk) has days
 * in the `middle`, each from the night before to a night of its own; `second` is then the last
 * day's way only.
 */
export type HaltedJourney = DayBreak & {
  first: Journey;
  second: Journey;
  middle?: Array<DayBreak & { journey: Journey }>;
};

/** One day of a journey over several: its way, the night it starts from and the one it ends at. */
export type JourneyDay = { journey: Journey; after?: DayBreak; end?: DayBreak };

const breakOf = ({ at, aboard, change, missedBoat }: DayBreak): DayBreak => ({
  at,
  ...(aboard ? { aboard } : {}),
  ...(change ? { change } : {}),
  ...(missedBoat ? { missedBoat } : {}),
});

/** The days of a halted journey, in order. */
export function journeyDays(halted: HaltedJourney): JourneyDay[] {
  const breaks = [breakOf(halted), ...(halted.middle ?? []).map(breakOf)];
  const ways = [halted.first, ...(halted.middle ?? []).map((day) => day.journey), halted.second];
  return ways.map((journey, index) => ({
    journey,
    ...(index > 0 ? { after: breaks[index - 1]! } : {}),
    ...(index < breaks.length ? { end: breaks[index]! } : {}),
  }));
}

/** A place a journey halts on the way to or from. */
type Place = {
  id?: string;
  name?: string;
  trail?: Trail | undefined;
  themes?: readonly string[];
};

/** The night the last day of a halted journey starts from. */
export function lastBreak(halted: HaltedJourney): DayBreak {
  return breakOf(halted.middle?.[halted.middle.length - 1] ?? halted);
}

/**
 * The hours of a day with an overnight train or bus before the ride to the station must start:
 * from breakfast at 8 to a departure about 7 in the evening.
 */
export const BEFORE_EVENING_DEPARTURE_HOURS = 11;

/**
 * A day's way split again at a night halt where one day does not hold it: a drive or a walk too
 * long (haltOf), or, on a day that ends on board, a way to the station that leaves no evening
 * departure (Kedarnath's walk down and the road to Rishikesh before the night train).
 */
function splitDay(
  day: JourneyDay,
  from: Place,
  to: Place,
  direction: 'out' | 'home' | 'between',
): [JourneyDay, JourneyDay] | undefined {
  const { journey, after, end } = day;
  if (end?.aboard) {
    const main = journey.legs.findIndex((leg) => leg.main);
    const before = journey.legs.slice(0, Math.max(0, main));
    if (sum(before, 'hours') <= BEFORE_EVENING_DEPARTURE_HOURS) return undefined;
    const cut = haltOf(partJourney(journey, before, []), from, to, 'between');
    if (!cut) return undefined;
    const rest = [...cut.second.legs, ...journey.legs.slice(main)];
    return [
      {
        journey: partJourney(journey, cut.first.legs, journey.notes),
        ...(after ? { after } : {}),
        end: breakOf(cut),
      },
      { journey: partJourney(journey, rest, []), after: breakOf(cut), end },
    ];
  }
  const cut = haltOf(journey, from, to, direction);
  if (!cut) return undefined;
  return [
    { journey: cut.first, ...(after ? { after } : {}), end: breakOf(cut) },
    { journey: cut.second, after: breakOf(cut), ...(end ? { end } : {}) },
  ];
}

/**
 * A halted journey whose days still do not each fit a day halted again, to at most `days` days
 * in all: the road from Noida halts on the way, and the walk up to Kedarnath the morning after
 * the night at Sonprayag. With fewer days than it needs, it keeps what fits (and the card says
 * so, `daysNeeded`).
 */
export function haltAgain(
  halted: HaltedJourney,
  from: Place,
  to: Place,
  direction: 'out' | 'home' | 'between',
  days: number,
): HaltedJourney {
  const list = journeyDays(halted);
  for (let index = 0; index < list.length && list.length < days;) {
    const split = splitDay(list[index]!, from, to, direction);
    if (split) list.splice(index, 1, ...split);
    else index += 1;
  }
  if (list.length === 2) return halted;
  const [first, ...rest] = list;
  const last = rest.pop()!;
  return {
    ...first!.end!,
    first: first!.journey,
    second: last.journey,
    middle: rest.map((day) => ({ ...day.end!, journey: day.journey })),
  };
}

/** How many days a halted journey needs for each of its days to fit one. */
export function daysNeeded(
  halted: HaltedJourney,
  from: Place,
  to: Place,
  direction: 'out' | 'home' | 'between',
): number {
  return journeyDays(haltAgain(halted, from, to, direction, 6)).length;
}

/**
 * The drive of a leg cut at a halt, with its share of the distance, time and fare; `main` says
 * whether this part stands for the journey's main leg (one part does).
 */
function partOf(
  leg: JourneyLeg,
  share: number,
  from: string,
  to: string,
  main: boolean,
  own: { km?: number; hours?: number } = {},
): JourneyLeg {
  const km = own.km ?? Math.round(leg.distanceKm * share);
  const hours = own.hours ?? Math.round(leg.hours * share * 4) / 4;
  const { fromCode, toCode, ...rest } = leg;
  return {
    ...rest,
    ...(from === leg.from && fromCode ? { fromCode } : {}),
    ...(to === leg.to && toCode ? { toCode } : {}),
    from,
    to,
    main: leg.main && main,
    distanceKm: km,
    hours,
    farePerPerson: leg.farePerPerson * share,
    description: `${leg.mode === 'bus' ? 'Bus' : 'Drive'} from ${from} to ${to} by ${withDetails(leg.travelClass, `${km} km, ${formatHours(hours)}`)}`,
  };
}

/**
 * A journey by road into a place (`in`) or out of it (`out`) cut at a stay on that road, `away`
 * short of the place (Joshimath, 45 km and 2 h below Badrinath): it ends or starts at the stay's
 * town, with the drive's distance, time and share of the fare taken off (decision 253). None
 * where the leg at that end is no road or bus, or no longer than the drive.
 */
export function cutAtStay(
  journey: Journey,
  end: 'in' | 'out',
  town: string,
  away: { km: number; hours: number },
): Journey | undefined {
  const index = end === 'in' ? journey.legs.length - 1 : 0;
  const leg = journey.legs[index];
  if (
    !leg ||
    (leg.mode !== 'road' && leg.mode !== 'bus') ||
    leg.trail ||
    leg.line ||
    leg.distanceKm < away.km + MIN_CUT_KM ||
    leg.hours < away.hours + MIN_CUT_HOURS
  )
    return undefined;
  const share = 1 - away.km / leg.distanceKm;
  const [from, to] = end === 'in' ? [leg.from, town] : [town, leg.to];
  const cut = partOf(leg, share, from, to, true, {
    hours: Math.round((leg.hours - away.hours) * 4) / 4,
  });
  const legs = journey.legs.map((other, at) => (at === index ? cut : other));
  return partJourney(journey, legs, journey.notes);
}

/** The least of a leg that a cut at a stay on its road leaves (decision 253). */
const MIN_CUT_KM = 10;
const MIN_CUT_HOURS = 0.5;

/**
 * A journey in (`in`) whose last night on the way, or one home (`out`) whose first, is at the
 * town of a stay on the road up (a night at Joshimath on the way from Dehradun to Badrinath,
 * decision 256): that night is the stay's own, so the journey ends or starts there, without the
 * part beyond it up to the place. The legs of the days kept, and the halts kept (none where that
 * was the only one); undefined where the night is elsewhere or on board.
 */
export function haltAtStay(
  halted: HaltedJourney,
  whole: Journey,
  end: 'in' | 'out',
  town: string,
): { journey: Journey; halted?: HaltedJourney } | undefined {
  const middle = halted.middle ?? [];
  const night = end === 'in' ? (middle.at(-1) ?? halted) : halted;
  if (night.aboard || night.at !== town) return undefined;
  const rest = end === 'in' ? middle.slice(0, -1) : middle.slice(1);
  const next = end === 'in' ? middle.at(-1) : middle[0];
  const kept: HaltedJourney | undefined =
    next &&
    (end === 'in'
      ? { ...breakOf(halted), first: halted.first, second: next.journey }
      : { ...breakOf(next), first: next.journey, second: halted.second });
  if (kept && rest.length > 0) kept.middle = rest;
  const days = kept
    ? journeyDays(kept).map((day) => day.journey)
    : [end === 'in' ? halted.first : halted.second];
  const legs = days.flatMap((day) => day.legs);
  return { journey: partJourney(whole, legs, whole.notes), ...(kept ? { halted: kept } : {}) };
}

function partJourney(journey: Journey, legs: JourneyLeg[], notes: string[]): Journey {
  return {
    ...journey,
    legs,
    hours: sum(legs, 'hours'),
    farePerPerson: sum(legs, 'farePerPerson'),
    notes,
  };
}

/** A main leg long enough to sleep on and short enough to arrive by the next afternoon. */
export const OVERNIGHT_HOURS = { min: 8, max: 18 } as const;
/**
 * The longest sleeper train a plan rides (decision 85): two nights on board, boarded about 6 pm
 * and in by about 2 pm on the third day (Delhi to Goa, Chennai to Delhi, Kolkata to Mumbai).
 */
export const LONG_TRAIN_MAX_HOURS = 44;
/** The hour a ride of a night or more is boarded, after a day of 11 hours from a 7 am start. */
export const EVENING_BOARDING_HOUR = 18;

/** The nights on board a ride boarded in the evening spends: two when it gets in after midnight of the next day. */
export function nightsAboardFor(ride: Ride): 1 | 2 {
  return (ride.boardsAt ?? EVENING_BOARDING_HOUR) + ride.hours < 48 ? 1 : 2;
}

/**
 * The hour a train leaving at `departs` ("HH:MM") is boarded, where it leaves from 10 am on:
 * the station time before it (decisions 94 and 126). A train leaving earlier, in the small
 * hours, keeps the model's 6 pm.
 */
export function boardingHour(departs: string | undefined): number | undefined {
  if (!departs || departs < DAY_DEPARTURES_FROM) return undefined;
  return clockHour(departs) - COST_MODEL.train.stationHours;
}
const DAY_DEPARTURES_FROM = '10:00';

/** The hour of breakfast, from which a day's hours before its ride are counted. */
export const BREAKFAST_HOUR = 8;

/**
 * The hours of a day that ends on board before the ride to the station must start: to the
 * evening departure (BEFORE_EVENING_DEPARTURE_HOURS), or to the boarding of a train whose
 * timetable has it leave sooner (the Saraighat Express home from Howrah at 16:05; decision 126).
 */
export function hoursBeforeBoarding(journey: Journey): number {
  const boards = journey.legs.find((leg) => leg.main)?.boardsAt;
  return boards === undefined
    ? BEFORE_EVENING_DEPARTURE_HOURS
    : Math.min(BEFORE_EVENING_DEPARTURE_HOURS, boards - BREAKFAST_HOUR);
}
/**
 * Whether a train its timetable has leave at `departs` can be caught by a traveller who sets out
 * after breakfast on a ride of `hoursToStation` to its station: the Saraighat Express leaves
 * Guwahati at 12:15, five hours from Cherrapunji (decision 163). A train leaving before 10 am
 * keeps no boarding hour (boardingHour) and is not judged.
 */
export function reachableAfter(hoursToStation: number): (departs: string | undefined) => boolean {
  return (departs) => (boardingHour(departs) ?? Infinity) >= BREAKFAST_HOUR + hoursToStation;
}
/** Day trains' seats: chair car, executive chair car, second sitting. */
const SEATED_CLASS = /chair|\bCC\b|\bEC\b|\b2S\b|sitting/i;

/**
 * A journey whose main leg runs overnight: a sleeper train or a night bus of 8 to 18 hours,
 * boarded in the evening. Its first part (to the station and the night on board) is one day,
 * the rest (the transfer from the station) the next morning; no hotel is needed that night.
 */
export function overnightOf(journey: Journey, spare = 0): HaltedJourney | undefined {
  const index = journey.legs.findIndex((leg) => leg.main);
  const main = journey.legs[index];
  if (!main || main.hours < OVERNIGHT_HOURS.min) return undefined;
  const berth = main.mode === 'train' && !SEATED_CLASS.test(main.travelClass);
  const sleeper = berth || (main.mode === 'bus' && !main.byDay);
  if (!sleeper) return undefined;
  // A train its timetable has leave by day and get in before midnight runs by day, berths or
  // not: the Barauni–Gwalior Mail leaves Gwalior at 11:45 and is in Lucknow by 9 pm, and the
  // night is at the hotel (decision 155). Nor is a night spent on one that gets in soon after
  // midnight: the Sabari Express leaves Hyderabad at 11:25 and is in Tirupati at 00:10, and the
  // rest of the night is at the hotel (decision 172).
  // Nor one that leaves in the morning and is in by night: the Mandovi Express leaves Mumbai at
  // 07:10 and is in Goa at 19:01 (decision 180).
  const boards = main.boardsAt ?? main.leavesAt;
  // The hour is a morning train's `leavesAt`: its night on board is the one after it.
  const morning = main.boardsAt === undefined;
  if (boards !== undefined && nightHoursAboard(boards, main.hours, morning) < NIGHT_ABOARD_HOURS) {
    return undefined;
  }
  // A sleeper train longer than a night rides where the trip has the nights for it (decision 85).
  const long = main.hours > OVERNIGHT_HOURS.max;
  if (long && !(berth && main.hours <= LONG_TRAIN_MAX_HOURS)) return undefined;
  if (long && !longRideFits(main, spare)) return undefined;
  const aboard = main.mode as 'train' | 'bus';
  return {
    at: undefined,
    aboard,
    first: partJourney(journey, journey.legs.slice(0, index + 1), journey.notes),
    second: partJourney(journey, journey.legs.slice(index + 1), []),
    // The day between two nights on board is spent on the train: it has no way of its own.
    ...(long && nightsAboardFor(main) === 2
      ? { middle: [{ at: undefined, aboard, journey: partJourney(journey, [], []) }] }
      : {}),
  };
}

/**
 * A journey out whose flight, taken from the usual 7 am start, lands the next day after the small
 * hours by the clock where it lands (Mumbai to Queenstown, about 25 hours): the night is in the
 * air, so no hotel is booked for it, and the next day starts when the flight lands (decision
 * 137). `shift` is the hours the destination's clock is ahead of home's. A flight that lands
 * before dawn keeps the hotel for the rest of the night.
 */
export function overFlightOf(journey: Journey, shift: number): HaltedJourney | undefined {
  const index = journey.legs.findIndex((leg) => leg.main);
  const main = journey.legs[index];
  if (!main || main.mode !== 'flight') return undefined;
  const takesOff = LEAVE_HOME_HOUR + sum(journey.legs.slice(0, index), 'hours') + shift;
  const lands = takesOff + main.hours;
  if (lands < 24 + EARLIEST_OFF_THE_RIDE || lands >= 48) return undefined;
  const flight = { ...main, boardsAt: takesOff };
  return {
    at: undefined,
    aboard: 'flight',
    first: partJourney(journey, [...journey.legs.slice(0, index), flight], journey.notes),
    second: partJourney(journey, journey.legs.slice(index + 1), []),
  };
}

/**
 * Whether a ride longer than a night fits a stop's `spare` nights: its nights on board, and the
 * night of an arrival day it takes past midday, leave two full days at the stop (decision 85).
 * A night's ride of 8 to 18 hours needs only its own night.
 */
function longRideFits(ride: Ride, spare: number | undefined): boolean {
  const lostDay = offTheRideHour(ride) > 12 ? 1 : 0;
  return nightsAboardFor(ride) + lostDay + LONG_RIDE_DAYS_KEPT <= (spare ?? 0);
}
/** The full days at the stop a ride longer than a night leaves. */
const LONG_RIDE_DAYS_KEPT = 2;

/**
 * A journey whose drive is longer than a day holds, split at the night halt guides advise (the
 * road to Tawang halts at Bomdila, either way); where none is listed, at a town of the tables
 * where two sourced legs of the road meet (Rishikesh, on the bus from Delhi to Gangotri; decision
 * 223); else about halfway, at a town the card does not name. The trip
 * goes `out` from home, comes `home`, or moves `between` two stops (counted as out): the part of
 * a split main leg that counts as the main leg is the one on the day the journey starts (out) or
 * ends (home). Trains and flights travel overnight or fast enough, and so does a night bus on the
 * way out or home: a drive by cab or jeep is split, and a bus between two stops or on a road
 * driven by day only. A journey whose legs each fit a day but together make more than one, by road
 * and air, halts where they change (decision 64).
 */
export function haltOf(
  journey: Journey,
  from: Place,
  to: Place,
  direction: 'out' | 'home' | 'between',
): HaltedJourney | undefined {
  // A bus that can run overnight does so on the way out or home (overnightOf); between two
  // stops of a trip, or on a road driven by day only, it halts like a drive.
  const up = roadHaltOf(to);
  const down = roadHaltOf(from);
  // The listed share runs from the plains towards the hill place, on the road that reaches it
  // (not the drive at the journey's other end, nor a part already cut at the halt).
  const uphillOn = (leg: JourneyLeg) =>
    up && reaches(leg, to, 'to') && leg.from !== up.at && haltsOn(up, leg, leg.from === from.name);
  const downhillOn = (leg: JourneyLeg) =>
    down &&
    reaches(leg, from, 'from') &&
    leg.to !== down.at &&
    haltsOn(down, leg, leg.to === to.name);
  const tooLong = journey.legs.findIndex(
    (leg) => tooLongForADay(leg) && (leg.mode === 'road' || leg.byDay || direction === 'between'),
  );
  // A day of legs each short enough but too long together (the train to Rangapara and the
  // drive up to Tawang, 14 h and more) halts where guides break the drive, when one is listed
  // (decision 75).
  const listedDrive =
    tooLong === -1 && sum(journey.legs, 'hours') > MAX_TRAVEL_DAY_HOURS && !overnightOf(journey)
      ? journey.legs.findIndex(
          (leg) =>
            leg.mode === 'road' &&
            leg.hours >= 2 * LEAST_PART_HOURS &&
            (uphillOn(leg) || downhillOn(leg)),
        )
      : -1;
  const index = tooLong !== -1 ? tooLong : listedDrive;
  if (index === -1) {
    // A night bus or sleeper out or home runs overnight (overnightOf); the walk follows it.
    if (direction !== 'between' && overnightOf(journey)) return undefined;
    return (
      trailHaltOf(journey, from, to) ??
      (direction === 'out' ? boatHaltOf(journey) : undefined) ??
      changeHaltOf(journey, to)
    );
  }
  const leg = journey.legs[index]!;
  const uphill = uphillOn(leg) ? up : undefined;
  const downhill = !uphill && downhillOn(leg) ? down : undefined;
  const listed = uphill ?? downhill;
  const listedShare = uphill
    ? shareBefore(uphill, leg)
    : downhill
      ? 1 - shareBefore(downhill, leg)
      : 0.5;
  // The listed halt's share is of the road guides time from the plains (Guwahati to Tawang): a
  // longer drive that would leave a day over the limit halts halfway instead.
  const most = leg.mode === 'bus' ? MAX_BUS_HOURS : MAX_DRIVE_HOURS;
  const fits = (share: number) => Math.max(share, 1 - share) * leg.hours <= most;
  const curated = listed && (fits(listedShare) || !fits(0.5)) ? listed : undefined;
  // Else a town of the tables on the way, where two sourced legs meet (decision 223); each day
  // rides its own leg's distance and time, not a share of the whole road's (decision 261).
  const timed = (road: KnownRoad) => partHours(leg, road);
  const known = curated
    ? undefined
    : knownHaltOn(journey, index, from, to, (before, after) => {
        const [one, two] = [timed(before), timed(after)];
        return Math.max(one, two) <= most && Math.min(one, two) >= LEAST_PART_HOURS;
      });
  const share = curated
    ? listedShare
    : known
      ? known.before.km / (known.before.km + known.after.km)
      : 0.5;
  const towards = direction !== 'home';
  const at = curated?.at ?? known?.at.name;
  const label = at ?? 'a town on the way';
  const own = (road: KnownRoad | undefined) => (road ? { km: road.km, hours: timed(road) } : {});
  return {
    at,
    first: partJourney(
      journey,
      // A main leg counts on the day the journey starts (out) or ends (home).
      [
        ...journey.legs.slice(0, index),
        partOf(leg, share, leg.from, label, towards, own(known?.before)),
      ],
      journey.notes,
    ),
    second: partJourney(
      journey,
      [
        partOf(leg, 1 - share, label, leg.to, !towards, own(known?.after)),
        ...journey.legs.slice(index + 1),
      ],
      [],
    ),
  };
}

/**
 * Whether a listed halt breaks this leg: one a drive's length short of the place (decision 229)
 * breaks a ride from near the hills, a cab's or a bus's from the airport or railhead, whose day
 * to the halt holds a day's drive; a bus from the cities of the plains halts where the hill buses
 * start (decision 223).
 */
function haltsOn(halt: RoadHalt, leg: JourneyLeg, fromTheCity: boolean): boolean {
  if (halt.hoursAfter === undefined) return true;
  if (leg.mode !== 'road' && fromTheCity) return false;
  const before = leg.hours - halt.hoursAfter;
  return before >= LEAST_PART_HOURS && before <= MAX_DRIVE_HOURS;
}

/** The share of a leg from the plains driven before its listed halt. */
function shareBefore(halt: RoadHalt, leg: JourneyLeg): number {
  return halt.hoursAfter === undefined ? halt.share : 1 - halt.hoursAfter / leg.hours;
}

/**
 * A town of the tables on the road of the journey's leg at `index`, between its ends: the
 * journey's own place where the leg starts or ends there, else the town of the airport or
 * station the leg before arrives at or the leg after leaves from.
 */
function knownHaltOn(
  journey: Journey,
  index: number,
  from: Place,
  to: Place,
  fits: (before: KnownRoad, after: KnownRoad) => boolean,
): KnownHalt | undefined {
  const leg = journey.legs[index]!;
  const start =
    leg.from === from.name
      ? placeEnd(from)
      : gatewayEnd(journey.legs[index - 1]?.toCode ?? leg.fromCode);
  const end =
    leg.to === to.name ? placeEnd(to) : gatewayEnd(journey.legs[index + 1]?.fromCode ?? leg.toCode);
  return start && end ? haltOnKnownRoad(start, end, leg.hours, fits) : undefined;
}

/** The time a part of a leg cut at a known halt takes: a bus's over the road's driving time. */
function partHours(leg: JourneyLeg, road: KnownRoad): number {
  return leg.mode === 'bus' ? busHours(road.hours) : Math.round(road.hours * 4) / 4;
}

/** The road's end at an airport or station: the town it stands at, and its code. */
function gatewayEnd(code: string | undefined): RoadEnd | undefined {
  const town = code ? gatewayTownOf(code) : undefined;
  return town && code ? { point: town, gateway: code } : undefined;
}

/** The road's end at a journey's end: a real town with its own point, else the tables' place. */
function placeEnd(place: Place): RoadEnd | undefined {
  const point =
    'lat' in place && 'lon' in place && place.id
      ? (place as Placed & { id: string })
      : place.id
        ? tablePlaceById(place.id)
        : undefined;
  return point && { point };
}

/**
 * The boat of a journey out that it reaches after the day's last sailing, leaving home at 7:
 * Port Blair's last ferry to Havelock about 2 pm, a seaplane by daylight (decision 93).
 */
export function missedSailing(journey: Journey): JourneyLeg | undefined {
  let clock = LEAVE_HOME_HOUR;
  for (const leg of journey.legs) {
    if (leg.lastSailingHour !== undefined && clock > leg.lastSailingHour) return leg;
    clock += leg.hours;
  }
  return undefined;
}

/**
 * A journey out broken for a night where its boat leaves, when it gets there after the last
 * sailing: the night in Port Blair after a flight landing too late for the Havelock ferry,
 * which sails the next morning (decision 93).
 */
function boatHaltOf(journey: Journey): HaltedJourney | undefined {
  const boat = missedSailing(journey);
  if (!boat) return undefined;
  const cut = journey.legs.indexOf(boat);
  if (cut === 0) return undefined;
  const before = journey.legs[cut - 1]!;
  const at = boat.quay ?? (before.toCode && airportTown(before.toCode)) ?? before.to;
  // The morning's boat leaves from the town of the night, not from the airport.
  const sailing = { ...boat, from: at, description: boat.description.replace(boat.from, at) };
  return {
    at,
    missedBoat: boat,
    first: partJourney(journey, journey.legs.slice(0, cut), journey.notes),
    second: partJourney(journey, [sailing, ...journey.legs.slice(cut + 1)], []),
  };
}

/** What a missed boat is called and when its last sailing leaves: "ferry", "2 pm". */
export function lastSailingText(boat: Pick<JourneyLeg, 'lastSailingHour' | 'travelClass'>): {
  name: string;
  leaves: string;
} {
  const hour = boat.lastSailingHour ?? 0;
  const minutes = Math.round((hour % 1) * 60);
  return {
    name: boat.travelClass.replace(/ \(.*\)$/, '').replace(/ from .*$/, ''),
    leaves: `${Math.floor(hour) % 12 || 12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hour < 12 ? 'am' : 'pm'}`,
  };
}

/** The hour a trip leaves home on its first day, as the day-wise plan's start time says. */
export const LEAVE_HOME_HOUR = 7;

/**
 * The longest day of travel that changes between road and air (7 in the morning to 9 at night)
 * before a night near the airport is the better plan (decision 64).
 */
export const MAX_TRAVEL_DAY_HOURS = 14;
/** A waking day, 06:00 to 22:00: what a day of travel and sights may hold at most. */
export const WAKING_DAY_HOURS = 16;
/**
 * The same for a day that ends on a road up into the hills (decision 116): in by about 8 pm,
 * after dusk but two hours before the Char Dham roads shut to passenger vehicles at 10 pm
 * (decision 59), not up a ghat road late at night ("plan to reach Gangotri by afternoon").
 */
export const MAX_HILL_TRAVEL_DAY_HOURS = 13;
/** The least travel each day of a journey broken at an airport keeps: no night after a short cab. */
const LEAST_PART_HOURS = 3;

/**
 * A journey whose legs, each short enough, add up to more than a day of travel (the drive from
 * Auli to Dehradun, the flight on and the drive from the airport), broken for a night in the
 * town of the airport where it changes between road and air, at the change that leaves the
 * shorter longest day; or in the town of the station where it changes between rail and road
 * (Siliguri, between the day train from Guwahati and the drive up to Lachung, decision 217).
 * A journey slept on board an overnight train or bus changes in the morning, and is not cut.
 */
function changeHaltOf(journey: Journey, to: Place): HaltedJourney | undefined {
  const { legs } = journey;
  const total = sum(legs, 'hours');
  // The last ride of the day (a walk up a trail follows it) is a road into the hills.
  const upHill = hilly(to) && legs.findLast((leg) => leg.mode !== 'foot')?.mode === 'road';
  if (total <= (upHill ? MAX_HILL_TRAVEL_DAY_HOURS : MAX_TRAVEL_DAY_HOURS)) return undefined;
  const byDay = !overnightOf(journey);
  // The town of a main train's station, where the road begins or ends: not a toy train's, nor
  // a change of trains.
  const stationAt = (leg: JourneyLeg, end: 'to' | 'from', other: JourneyLeg) => {
    if (!byDay || leg.mode !== 'train' || !leg.main || other.mode !== 'road') return undefined;
    const code = end === 'to' ? leg.toCode : leg.fromCode;
    return (code ? stationTown(code) : undefined) ?? plainStation(leg[end]);
  };
  let best: { cut: number; at: string; longer: number; by: WayChange } | undefined;
  let before = 0;
  for (let cut = 1; cut < legs.length; cut += 1) {
    const [last, next] = [legs[cut - 1]!, legs[cut]!];
    before += last.hours;
    const airport =
      last.mode === 'flight' ? last.toCode : next.mode === 'flight' ? next.fromCode : undefined;
    const at = airport
      ? (airportTown(airport) ?? airport)
      : (stationAt(last, 'to', next) ?? stationAt(next, 'from', last));
    if (!at || Math.min(before, total - before) < LEAST_PART_HOURS) continue;
    const longer = Math.max(before, total - before);
    if (!best || longer < best.longer) best = { cut, at, longer, by: airport ? 'air' : 'rail' };
  }
  if (!best) return undefined;
  const first = legs.slice(0, best.cut);
  const second = legs.slice(best.cut);
  // A ride into the airport's town and the bus on, priced as one leg, is split at the town the
  // night is spent in: the ride goes with the flight's day (Ahmedabad's airport cab on the day
  // flown in, the bus to Kutch the next morning).
  const intoTown = second[0]?.through;
  const outOfTown = first.at(-1)?.through;
  if (intoTown) {
    first.push(intoTown[0]);
    second.splice(0, 1, intoTown[1]);
  } else if (outOfTown) {
    first.splice(-1, 1, outOfTown[0]);
    second.unshift(outOfTown[1]);
  }
  const town = (intoTown ?? outOfTown)?.[0].to;
  return {
    at: town ?? best.at,
    change: best.by,
    first: partJourney(journey, first, journey.notes),
    second: partJourney(journey, second, []),
  };
}

let stationTowns: Map<string, string> | undefined;

/** A station's name as a town's: "New Jalpaiguri" for "New Jalpaiguri Junction (NJP)". */
function plainStation(name: string): string {
  return name.replace(/\s*\([A-Z]+\)$/, '').replace(/\s+(?:Junction|Jn\.?)$/, '');
}

/**
 * The town a station serves, to spend a night in (decision 217): the place or origin town
 * nearest to it among those that use it, within a city's bounds (Siliguri for New Jalpaiguri);
 * else the station's own name (a junction's town is called by it). A city's other terminal that
 * a train uses (Kamakhya for Guwahati) serves the city of the station it stands in for.
 */
export function stationTown(code: string): string | undefined {
  if (!stationTowns) {
    const kb = knowledgeBase();
    const nearest = new Map<string, { name: string; km: number }>();
    for (const place of [...kb.destinations, ...new Set(kb.towns.values())]) {
      const railway = place.railway;
      if (!railway) continue;
      const known = nearest.get(railway.code);
      const near = railway.distanceKm <= STATION_TOWN_KM;
      const name = near ? place.name : plainStation(railway.name);
      const km = near ? railway.distanceKm : Infinity;
      if (!known || km < known.km) nearest.set(railway.code, { name, km });
    }
    stationTowns = new Map([...nearest].map(([station, { name }]) => [station, name]));
    for (const train of EXPRESS_TRAINS) {
      train.terminals?.forEach((terminal, end) => {
        const town = stationTowns!.get(train.stations[end]!);
        if (terminal && town && !stationTowns!.has(terminal.code)) {
          stationTowns!.set(terminal.code, town);
        }
      });
    }
  }
  return stationTowns.get(code);
}
/** How far a station may be from a town for a night near it to be a night in that town. */
const STATION_TOWN_KM = 15;

/** Whether a leg starts or ends at a place, or at its trail's road head. */
function reaches(leg: JourneyLeg, place: Place, end: 'to' | 'from'): boolean {
  return (
    leg[end] === place.name ||
    (place.trail !== undefined &&
      (leg[end] === place.trail.head || leg[end] === roadEndOf(place.trail)))
  );
}

function gateways(
  place: Destination,
  month?: number,
): Array<{ airport: Airport; regional: boolean }> {
  const list: Array<{ airport: Airport; regional: boolean }> = [];
  if (place.airport) list.push({ airport: place.airport, regional: Boolean(place.majorAirport) });
  if (place.secondAirport) list.push({ airport: place.secondAirport, regional: false });
  // A major airport across the sea (Kochi for Lakshadweep) is flown on from, not a way in.
  if (place.majorAirport && !place.majorAirport.acrossSea) {
    list.push({ airport: place.majorAirport, regional: false });
  }
  // An airport with no flights now, or in the month, is not a way in; with none left, the
  // nearest that has them (decision 61).
  const flying = list.filter(({ airport }) => !grounded(airport.code, month));
  const near =
    flying.length === 0 && list.length > 0 ? nearestFlyingAirport(place, month) : undefined;
  return near ? [{ airport: near, regional: false }] : flying;
}

/** Why a journey flies by another airport than the place's own, when its own has no flights. */
function idleAirportNote(place: Destination, used: Airport, month?: number): string | undefined {
  const own = place.airport;
  if (!own || airportOf(place, used.code)) return undefined;
  const when = month === undefined || grounded(own.code) ? 'now' : `in ${LONG_MONTHS[month - 1]}`;
  return `${own.name} (${own.code}) has no scheduled flights ${when}: the plan uses ${airportLabel(used.code)}, ${used.distanceKm} km away by road`;
}

function sum(legs: readonly JourneyLeg[], key: 'hours' | 'farePerPerson'): number {
  return legs.reduce((total, leg) => total + leg[key], 0);
}

function journeyOf(mode: TransportMode, legs: JourneyLeg[], notes: string[] = []): Journey {
  return {
    mode,
    legs,
    hours: sum(legs, 'hours'),
    farePerPerson: sum(legs, 'farePerPerson'),
    notes,
  };
}

/**
 * The flight between two places, by the pair of airports that is cheapest door to door; or, for
 * a plan that goes the fastest way (`prefer: 'time'`), the quickest, unless it saves less than
 * half an hour (Mount Abu: by Udaipur, not a 7-hour cab to Ahmedabad's cheaper flights).
 */
function flightJourney(
  from: Destination,
  to: Destination,
  options: JourneyOptions,
  prefer: 'fare' | 'time' = 'fare',
): Journey | undefined {
  const international = from.country !== to.country;
  const month = monthOfDate(options.date);
  // An airport whose road to the place crosses a pass shut by snow is not used then.
  const open = (place: Destination) =>
    gateways(place, month).filter(
      ({ airport }) =>
        month === undefined || !shutPassToGateway(place, airport.code, airport.distanceKm, month),
    );
  let best: Journey | undefined;
  for (const start of open(from)) {
    for (const end of open(to)) {
      if (start.airport.code === end.airport.code) continue;
      // The same flight costs the same whoever takes it: measured and priced between the
      // airports' own places, not from a hill town 185 km away that also uses one.
      const path = flightPath(start.airport.code, end.airport.code, month);
      if (!path) continue;
      // A hub is measured from wherever it is known, an end from its own place or the traveller's.
      const homes = path.map((code, index) =>
        index === 0 || index === path.length - 1
          ? airportHome(code)
          : (airportHome(code) ?? airportSpot(code)),
      );
      // A small airport (one the knowledge base pairs with a bigger) makes a thin route dearer.
      const regional = (index: number) => {
        const home = homes[index];
        if (home) return Boolean(home.majorAirport);
        return index === 0 ? start.regional : index === path.length - 1 ? end.regional : false;
      };
      const segments = path.slice(1).map((_, index) => {
        const [a, b] = [homes[index] ?? from, homes[index + 1] ?? to];
        return {
          km: Math.round(greatCircleKm(a, b)),
          international: a.country !== b.country,
          regionalAirport: regional(index) || regional(index + 1),
        };
      });
      const km = segments.reduce((total, segment) => total + segment.km, 0);
      const quote = quoteFlight({
        km,
        travelClass: options.travelClass,
        international,
        regionalAirport: segments.some((segment) => segment.regionalAirport),
        segments,
      });
      const peak = options.date
        ? farePeakOf({
            date: options.date,
            international,
            airports: [start.airport.code, end.airport.code],
            hills: hilly(from) || hilly(to),
          })
        : undefined;
      const farePerPerson = Math.round(quote.farePerPerson * (peak?.factor ?? 1));
      const changes = path
        .slice(1, -1)
        .map((code) => airportLabel(code))
        .join(' and ');
      const legs: JourneyLeg[] = [];
      if (start.airport.distanceKm > 0) {
        legs.push(
          ...airportTransfer(
            from,
            start.airport.code,
            from.name,
            airportName(start.airport.name),
            start.airport.distanceKm,
            options,
          ),
        );
      }
      legs.push({
        from: airportName(start.airport.name),
        to: airportName(end.airport.name),
        fromCode: start.airport.code,
        toCode: end.airport.code,
        mode: 'flight',
        travelClass: quote.cabin,
        main: true,
        distanceKm: km,
        hours: quote.hours,
        farePerPerson,
        // The change's airport codes in brackets end the text, so the time's bracket never
        // follows them (decision 232).
        description: `Fly ${start.airport.code} → ${end.airport.code} in ${quote.cabin} (${formatHours(quote.hours)} including airport time${changes ? ` and the change${path.length > 3 ? 's' : ''}` : ''})${changes ? `, changing planes at ${changes}` : ''}`,
      });
      if (end.airport.distanceKm > 0) {
        legs.push(
          ...airportTransfer(
            to,
            end.airport.code,
            airportName(end.airport.name),
            to.name,
            end.airport.distanceKm,
            options,
          ),
        );
      }
      const notes = [
        quote.note,
        peak?.reason,
        changes
          ? `No direct flight between ${airportLabel(start.airport.code)} and ${airportLabel(end.airport.code)}: the plan changes planes at ${changes}`
          : undefined,
        idleAirportNote(from, start.airport, month),
        idleAirportNote(to, end.airport, month),
      ].filter((note): note is string => Boolean(note));
      const journey = journeyOf('flight', legs, notes);
      const better =
        prefer === 'time' && best && Math.abs(journey.hours - best.hours) >= 0.5
          ? journey.hours < best.hours
          : !best ||
            journey.farePerPerson < best.farePerPerson - 1 ||
            (Math.abs(journey.farePerPerson - best.farePerPerson) <= 1 &&
              journey.hours < best.hours);
      if (better) best = journey;
    }
  }
  return best;
}

/**
 * The road leg between a place and its railhead: a budget card takes a seat in a shared jeep
 * where one runs (NJP ⇄ Gangtok) and costs less per person than its share of a cab.
 */
function stationTransfer(
  place: Destination,
  from: string,
  to: string,
  options: JourneyOptions,
): JourneyLeg {
  const station = place.railway!;
  const cab = transferByRoad(place, station.code, from, to, station.distanceKm, options);
  if (!options.thrifty) return cab;
  const km = transferLegOf(place, station.code)?.km ?? station.distanceKm;
  const jeep = sharedJeepLeg(station.code, place.id, from, to, km, false);
  return jeep && jeep.farePerPerson < cab.farePerPerson ? jeep : cab;
}

function sharedJeepLeg(
  a: string,
  b: string,
  from: string,
  to: string,
  km: number,
  main: boolean,
): JourneyLeg | undefined {
  const route = sharedJeepBetween(a, b);
  if (!route) return undefined;
  return {
    from,
    to,
    mode: 'road',
    travelClass: SHARED_JEEP_LABEL,
    main,
    distanceKm: km,
    hours: route.hours,
    farePerPerson: route.farePerSeat,
    description: `${main ? 'Shared jeep' : 'Transfer by shared jeep'} from ${from} to ${to} (${km} km, ${formatHours(route.hours)}, ₹${route.farePerSeat} a seat)`,
  };
}

/** A budget card's seat in a shared jeep between two places in the hills, where one runs. */
function jeepJourney(from: Destination, to: Destination): Journey | undefined {
  const leg = sharedJeepLeg(from.id, to.id, from.name, to.name, roadKm(from, to), true);
  if (!leg) return undefined;
  return journeyOf(
    'road',
    [leg],
    [
      `${from.name} to ${to.name} goes by shared jeep, ₹${leg.farePerPerson} a seat and ${formatHours(leg.hours)}: the usual budget way in these hills, cheaper per person than a cab`,
    ],
  );
}

/** A train's scheduled time as a card shows it: "8 h", "6 h 23 min". */
function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A train leg's `boardsAt`, or `leavesAt` for a morning train, where its timetable gives its departure. */
function boardingOf(departs: string | undefined): Pick<JourneyLeg, 'boardsAt' | 'leavesAt'> {
  const boardsAt = boardingHour(departs);
  if (boardsAt !== undefined) return { boardsAt };
  return departs && leavesInTheMorning(departs)
    ? { leavesAt: clockHour(departs) - COST_MODEL.train.stationHours }
    : {};
}

/**
 * The train journeys between two places: on a corridor of named trains (rail-corridors.ts) each
 * of them at its scheduled time and published fare in the card's class; elsewhere, and for a
 * budget card also on a corridor (an ordinary train's sleeper can be cheaper), the
 * per-km model.
 */
function trainJourneys(from: Destination, to: Destination, options: JourneyOptions): Journey[] {
  if (!from.railway || !to.railway || from.railway.code === to.railway.code) return [];
  if (from.country !== 'India' || to.country !== 'India') return [];
  // The line ends at the railhead in the plains, the hill road beyond it is the last transfer's:
  // the rail journey is measured on the model, never on the road-legs table's hill roads.
  const km = modelRoadKm(from, to);
  // Where the place's own line runs on from the station (the toy train up to Shimla, decision
  // 46), the ride is the last stretch in or the first one out, instead of the road.
  const rideDown = lineRide(from, options.date);
  // Not in after midnight: the line's trains run by day (the Neral–Matheran toy train).
  const rideUp = options.landsAfterMidnight ? undefined : lineRide(to, options.date);
  const first = rideDown
    ? rideLeg(rideDown, from.name, `${from.railway.name} station`, from.railway.distanceKm, true)
    : from.railway.distanceKm > 0
      ? stationTransfer(from, from.name, `${from.railway.name} station`, options)
      : undefined;
  const last = rideUp
    ? rideLeg(rideUp, `${to.railway.name} station`, to.name, to.railway.distanceKm)
    : to.railway.distanceKm > 0
      ? stationTransfer(to, `${to.railway.name} station`, to.name, options)
      : undefined;
  const reachable = reachableAfter(first?.hours ?? 0);
  const named = namedTrainsBetween(from.railway.code, to.railway.code).filter(
    (ride) =>
      rideFitsHour(ride, options.leaves) &&
      rideRunsOn(ride, options.date) &&
      reachable(ride.departs),
  );
  const mains: Array<{
    leg: JourneyLeg;
    notes: string[];
    train?: string;
    board?: string;
    alight?: string;
  }> = named.map((ride) => {
    const train = ride.train;
    const trainClass = namedClassFor(train, options.travelClass, Boolean(options.thrifty));
    const label = NAMED_CLASS_LABEL[trainClass];
    const duration = formatDuration(train.minutes);
    const board = ride.board ?? { name: from.railway!.name, code: from.railway!.code };
    const alight = ride.alight ?? { name: to.railway!.name, code: to.railway!.code };
    return {
      leg: {
        ...mainTrainLeg(from, to, km),
        // A train from another terminal of the city names the station it really leaves from.
        ...(ride.board ? { from: `${board.name} (${board.code})`, fromCode: board.code } : {}),
        ...(ride.alight ? { to: `${alight.name} (${alight.code})`, toCode: alight.code } : {}),
        travelClass: `${train.name}, ${label}`,
        hours: roundQuarter(train.minutes / 60 + COST_MODEL.train.stationHours),
        ...boardingOf(ride.departs),
        farePerPerson: namedFare(train, trainClass),
        description: `Take the ${train.name} ${board.code} → ${alight.code} in ${withDetails(label, `${duration} on the train`)}`,
      },
      train: train.name,
      notes: [
        `${from.name} to ${to.name} by ${train.name}, ${label}, ${duration}: ${board.name} (${board.code}) to ${alight.name} (${alight.code})`,
      ],
      ...(ride.board ? { board: ride.board.name } : {}),
      ...(ride.alight ? { alight: ride.alight.name } : {}),
    };
  });
  if (mains.length === 0 || options.thrifty) {
    // An express train with its own schedule and distance (express-trains.ts) times and prices
    // the ordinary train; elsewhere the per-km model does.
    const [fromRail, toRail] = [from.railway, to.railway];
    /** The ordinary train: `ride`, named, or one unnamed on the line `timed` gives. */
    const ordinary = (ride: ExpressRide | undefined, timed = ride?.train) => {
      const express = ride?.train;
      const distance = timed?.km ?? km;
      const quote = quoteTrain(distance, options.travelClass, options.thrifty);
      const hours = timed
        ? roundQuarter(timed.minutes / 60 + COST_MODEL.train.stationHours)
        : quote.hours;
      const duration = timed ? formatDuration(timed.minutes) : formatHours(quote.hours);
      const board = ride?.board ?? { name: fromRail.name, code: fromRail.code };
      const alight = ride?.alight ?? { name: toRail.name, code: toRail.code };
      mains.push({
        leg: {
          ...mainTrainLeg(from, to, distance),
          // A train from another terminal of the city names the station it really leaves from.
          ...(ride?.board ? { from: `${board.name} (${board.code})`, fromCode: board.code } : {}),
          ...(ride?.alight ? { to: `${alight.name} (${alight.code})`, toCode: alight.code } : {}),
          travelClass: express ? `${express.name}, ${quote.label}` : quote.label,
          hours,
          ...boardingOf(ride?.departs),
          farePerPerson: quote.farePerPerson,
          description: express
            ? `Take the ${express.name} (${ride!.number}) ${board.code} → ${alight.code} in ${withDetails(quote.label, `${duration} on the train`)}`
            : `Train ${fromRail.code} → ${toRail.code} in ${withDetails(quote.label, duration)}`,
        },
        notes: express
          ? [
              `${from.name} to ${to.name} by the ${express.name} (${ride!.number}), ${quote.label}, ${duration}: ${board.name} (${board.code}) to ${alight.name} (${alight.code})`,
            ]
          : [],
        ...(express ? { train: express.name } : {}),
        ...(ride?.board ? { board: ride.board.name } : {}),
        ...(ride?.alight ? { alight: ride.alight.name } : {}),
      });
    };
    const ride = expressTrainBetween(from.railway.code, to.railway.code, options.leaves, reachable);
    ordinary(ride);
    // A day train out in the morning (the Mandovi Express, 07:10) leaves the night train the
    // per-km model stands for, as the way home in the afternoon has it, where a night on board
    // would save a hotel night. It is timed and priced as the day train is, so it is taken only
    // for that night (decision 180).
    const nightToSave = options.nightPerPerson !== undefined;
    if (nightToSave && ride?.departs && morningDayRide(ride.departs, ride.train.minutes)) {
      ordinary(undefined, ride.train);
    }
  }
  const jeeps = [first, last]
    .filter((one): one is JourneyLeg => one?.travelClass === SHARED_JEEP_LABEL)
    .map(
      (one) =>
        `${one.from} to ${one.to} by shared jeep, ₹${one.farePerPerson} a seat and ${formatHours(one.hours)}: cheaper per person than a cab`,
    );
  // The ride to or from another terminal of the city names that station.
  const renamed = (leg: JourneyLeg | undefined, station: string, terminal: string | undefined) =>
    leg && terminal
      ? {
          ...leg,
          from: leg.from.replace(station, terminal),
          to: leg.to.replace(station, terminal),
          description: leg.description.replaceAll(station, terminal),
        }
      : leg;
  return mains.map(({ leg, notes, train, board, alight }) => ({
    ...journeyOf(
      'train',
      [
        renamed(first, from.railway!.name, board),
        leg,
        renamed(last, to.railway!.name, alight),
      ].filter((one): one is JourneyLeg => Boolean(one)),
      [...notes, ...jeeps],
    ),
    ...(train ? { namedTrain: train } : {}),
  }));
}

/**
 * A place's ride one way down its own line to the station train journeys use (decision 46): the
 * Nilgiri Mountain Railway between Mettupalayam and Ooty, the toy train between Kalka and Shimla,
 * in the months it runs.
 */
function lineRide(place: Destination, date: string | undefined): Activity | undefined {
  const code = place.railway?.code;
  if (!code) return undefined;
  const month = monthOfDate(date);
  return place.activities.find(
    (activity) =>
      activity.oneWayTo === code &&
      (month === undefined ? !activity.shut : inSeason(activity, month)),
  );
}

/**
 * The ride down or up a place's line as a leg of the journey, a seat a person; `towards` its far
 * end (`oneWayTo`), at the timetable's time that way where the place gives one.
 */
function rideLeg(
  ride: Activity,
  from: string,
  to: string,
  km: number,
  towards = false,
): JourneyLeg {
  const hours = (towards ? ride.hoursTo : undefined) ?? ride.hours;
  return {
    from,
    to,
    mode: 'train',
    travelClass: 'Toy train',
    main: false,
    distanceKm: km,
    hours,
    farePerPerson: ride.price,
    line: ride.name,
    description: `Ride the ${ride.name} from ${from} to ${to} (${formatHours(hours)}, ${rupees(ride.price)} a seat)`,
  };
}

function mainTrainLeg(
  from: Destination,
  to: Destination,
  km: number,
): Pick<JourneyLeg, 'from' | 'to' | 'fromCode' | 'toCode' | 'mode' | 'main' | 'distanceKm'> {
  return {
    from: `${from.railway!.name} (${from.railway!.code})`,
    to: `${to.railway!.name} (${to.railway!.code})`,
    fromCode: from.railway!.code,
    toCode: to.railway!.code,
    mode: 'train',
    main: true,
    distanceKm: km,
  };
}

function roundQuarter(hours: number): number {
  return Math.round(hours * 4) / 4;
}

/** The quickest of some journeys (the cheaper of two equally quick), if any. */
function quickest(journeys: Journey[]): Journey | undefined {
  return journeys.reduce<Journey | undefined>(
    (best, journey) =>
      !best ||
      journey.hours < best.hours ||
      (journey.hours === best.hours && journey.farePerPerson < best.farePerPerson)
        ? journey
        : best,
    undefined,
  );
}

/**
 * Places no bus reaches: North Sikkim is visited in operators' permit jeeps ("Buses don't travel
 * on that road and only solutions are available in forms of SUV's", clydemendes.blogspot.com,
 * on the road to Lachung; its protected area is toured through registered operators' packages,
 * darjeeling-tourism.com, "Explore North Sikkim").
 */
const NO_BUS_PLACES: ReadonlySet<string> = new Set(['lachung']);

/**
 * A seat on a state or private AC bus, where the road is not too long for one. Where shared jeeps
 * are known to run (shared-jeeps.ts) their sourced fare stands for the road's public transport,
 * not the modelled coach.
 */
function busJourney(from: Destination, to: Destination, date?: string): Journey | undefined {
  if (from.country !== 'India' || to.country !== 'India') return undefined;
  if (NO_BUS_PLACES.has(from.id) || NO_BUS_PLACES.has(to.id)) return undefined;
  if (sharedJeepBetween(from.id, to.id)) return undefined;
  const km = roadKm(from, to);
  if (km > COST_MODEL.bus.maxKm) return undefined;
  const modelled = quoteBus(km, hillRoad(from, to));
  // Where the road's driving time is known, the bus takes it with time for its stops, not the
  // model's average speed (which makes the night bus to Manali a 20-hour ride).
  const driving = knownRoad(from, to)?.hours;
  // Off the table, a road from the plains climbs only for its last stretch (hill-roads.ts).
  const climbing = climbingHours(from, to, km, COST_MODEL.bus);
  const quote =
    driving !== undefined
      ? { ...modelled, hours: busHours(driving) }
      : climbing !== undefined
        ? { ...modelled, hours: climbing + COST_MODEL.bus.standsHours }
        : modelled;
  // No bus ride is planned longer than a night on board: beyond it a train or flight serves.
  if (quote.hours > OVERNIGHT_HOURS.max) return undefined;
  // To a high place, on a road shut at night (the Char Dham roads in the yatra, decision 59), or
  // to hills no night bus climbs to (Sikkim, Kashmir, Garhwal; decision 119), the bus runs by day.
  const month = monthOfDate(date);
  const byDay =
    restsOnArrival(from) ||
    restsOnArrival(to) ||
    nightRoadClosed(from.id, month) ||
    nightRoadClosed(to.id, month) ||
    busByDayOnly(from.id) ||
    busByDayOnly(to.id);
  return journeyOf('bus', [
    {
      from: from.name,
      to: to.name,
      mode: 'bus',
      travelClass: quote.label,
      main: true,
      distanceKm: km,
      hours: quote.hours,
      farePerPerson: quote.farePerPerson,
      description: `Bus from ${from.name} to ${to.name} by ${withDetails(quote.label, `${km} km, ${formatHours(quote.hours)}`)}`,
      ...(byDay ? { byDay } : {}),
    },
  ]);
}

const MODE_NAME: Record<TransportMode, string> = {
  flight: 'flight',
  train: 'train',
  bus: 'bus',
  boat: 'boat',
  road: 'cab',
  foot: 'trail',
};

/** The ride after a night on board that still fits the morning it arrives. */
const MORNING_RIDE_HOURS = 6;

/**
 * A journey longer than THRIFTY_MAX_HOURS that a budget traveller still takes: a night on board
 * a sleeper train or night bus (overnightOf) and at most a morning's ride on from the station
 * (Kolkata to Shillong: the Saraighat overnight to Guwahati, then the road up). It needs a night
 * to spare at the stop it leads to.
 */
function nightAndAMorning(journey: Journey, options: JourneyOptions): boolean {
  if (options.dayOnly) return false;
  const night = overnightOf(journey, options.spareNights);
  if (!night || night.second.hours > MORNING_RIDE_HOURS) return false;
  const index = night.first.legs.findIndex((leg) => leg.main);
  if (night.first.legs[index]!.hours <= OVERNIGHT_HOURS.max) return true;
  // A train longer than a night is reached in a morning too, and the ride on off it ends by
  // 10 pm (decision 85).
  const toStation = sum(night.first.legs.slice(0, index), 'hours');
  // Coming home (the afternoon's journey), no check-in waits: by midnight will do (decision 94).
  const latest = options.leaves === 'afternoon' ? LATEST_HOME_HOUR : LATEST_ARRIVAL_HOUR;
  return toStation <= MORNING_RIDE_HOURS && arrivalHour(night) + night.second.hours <= latest;
}

/** The latest hour a journey off a long train may end, for a night in the stay. */
const LATEST_ARRIVAL_HOUR = 22;
/** The latest hour a long train home may get the traveller to the door. */
const LATEST_HOME_HOUR = 24;

/**
 * The hour a night's train or bus gets in: boarded about 6 pm (a ride shorter than 12 hours
 * later, to get in about 6 am rather than at 3; decision 75), or when its timetable has it
 * leave in the evening (decision 94).
 */
export function offTheRideHour(ride: Ride | undefined): number {
  const boards = ride?.boardsAt ?? EVENING_BOARDING_HOUR;
  return Math.max(EARLIEST_OFF_THE_RIDE, (boards + (ride?.hours ?? 0)) % 24);
}

function arrivalHour(night: HaltedJourney): number {
  return offTheRideHour(night.first.legs.find((leg) => leg.main));
}

/**
 * The legs of the last day before the last of a halted journey that travelled (a day wholly on
 * board a long train has none of its own): the ride the last day starts off.
 */
export function dayBeforeLast(halted: HaltedJourney): JourneyLeg[] {
  const days = [halted.first, ...(halted.middle ?? []).map((day) => day.journey)];
  return (days.findLast((journey) => journey.legs.length > 0) ?? halted.first).legs;
}

/** The main ride of a day's legs, or its last that is not a cab. */
export function rideOf(legs: readonly JourneyLeg[]): JourneyLeg | undefined {
  return legs.find((leg) => leg.main) ?? legs.findLast((leg) => leg.mode !== 'road');
}

/** The ride the last day of a halted journey gets off (dayBeforeLast, rideOf). */
export function boardedRide(halted: HaltedJourney): JourneyLeg | undefined {
  return rideOf(dayBeforeLast(halted));
}

/** The nights a budget journey spends on board, each a night's stay it saves. */
function nightsOnBoard(journey: Journey, options: JourneyOptions): number {
  const night = overnightOf(journey, options.spareNights);
  return night ? 1 + (night.middle?.length ?? 0) : 0;
}

/**
 * A budget card's journey: the cheapest of cab, bus, train and flight that takes no longer
 * than a long overnight ride, with a note saying why it is not the fastest.
 */
function thriftyJourney(from: Destination, to: Destination, options: JourneyOptions): Journey {
  const fastest = fastestJourney(from, to, { ...options, thrifty: false });
  const abroad = from.country !== 'India' || to.country !== 'India';
  const choices = [
    fastest,
    // The cheapest pair of airports, which the fastest way may have passed over.
    fastest.mode === 'flight' ? flightJourney(from, to, options) : undefined,
    roadJourney(from, to, options),
    busJourney(from, to, options.date),
    jeepJourney(from, to),
    ...trainJourneys(from, to, options),
  ].filter((journey): journey is Journey => Boolean(journey));
  const sensible = choices.filter(
    (journey) =>
      journey === fastest ||
      ((journey.hours <= Math.max(THRIFTY_MAX_HOURS, fastest.hours) ||
        nightAndAMorning(journey, options)) &&
        // A journey by day that lands the traveller after 11 pm is not a sensible saving.
        // The drive on to a stay out of town is the same day's (Varanasi to Sanchi by day and on
        // to the Bhopal hotel: 17 hours).
        (journey.hours + (options.driveOn ?? 0) <= Math.max(DAY_JOURNEY_MAX_HOURS, fastest.hours) ||
          // With no night to ride through, a sleeper that fits a day is ridden by day.
          (!(options.dayOnly && journey.hours <= DAY_JOURNEY_MAX_HOURS) &&
            overnightOf(journey, options.spareNights) !== undefined) ||
          journey.legs.some(tooLongForADay)) &&
        !(options.dayOnly && journey.legs.some(tooLongForADay)) &&
        // Nor, with no night to halt or ride through, a day train and a long drive (Guwahati to
        // NJP by day and the jeep up to Gangtok after dark: decision 212).
        !(options.dayOnly && overlongTravelDay(journey.legs)) &&
        // Nor a drive halted halfway that leaves a long train or flight on the same day as the
        // rest of the drive (down from Badrinath to Rishikesh and 15 hours on to Jaipur).
        !overlongOnceHalted(journey.legs) &&
        // Nor, with no night to halt, a bus longer than a day that is no night bus (the hill
        // bus from Darjeeling to Varanasi, 17¾ hours by day: decision 254).
        !(
          options.noHalt &&
          journey.legs.some(
            (leg) => tooLongForADay(leg) && (leg.mode === 'road' || !overnightOf(journey)),
          )
        ) &&
        // A drive longer than two days hold needs two night halts: no sensible saving.
        !journey.legs.some((leg) => leg.mode === 'road' && leg.hours > 2 * MAX_DRIVE_HOURS) &&
        // Abroad, a taxi for two days (Bangkok to Phuket, 902 km) is no one's budget way where a
        // flight goes (decision 100).
        !(
          abroad &&
          fastest.mode === 'flight' &&
          journey.legs.some((leg) => leg.mode === 'road' && tooLongForADay(leg))
        )),
  );
  // A night on board saves the night's stay (Mussoorie to Bhimtal for four: the night bus, not
  // the day train and a night more in the hotel).
  // Only where the night is spent on board: a drive too long for a day halts first (haltOf).
  const aboard = (journey: Journey) =>
    journey.legs.some((leg) => tooLongForADay(leg) && (leg.mode === 'road' || leg.byDay))
      ? 0
      : nightsOnBoard(journey, options);
  const cost = (journey: Journey) =>
    journey.farePerPerson - aboard(journey) * (options.nightPerPerson ?? 0);
  const cheapest = sensible.reduce((best, journey) =>
    cost(journey) < cost(best) ? journey : best,
  );
  const main = cheapest.legs.find((leg) => leg.main)!;
  const fastestMain = fastest.legs.find((leg) => leg.main);
  // The same mode in a humbler class (a Sleeper berth, not the Gatimaan's executive chair) is
  // said too: the traveller chose a dearer class.
  const sameWay =
    cheapest.mode === fastest.mode &&
    (cheapest.mode === 'flight' || main.travelClass === fastestMain?.travelClass);
  if (cheapest === fastest || sameWay) return cheapest;
  const instead =
    cheapest.mode === fastest.mode ? `the ${fastestMain!.travelClass}` : MODE_NAME[fastest.mode];
  // "by AC bus (state or private, …)", "by train, Sleeper (SL),": no brackets in brackets.
  const named =
    cheapest.mode === 'road' || main.travelClass.toLowerCase().includes(MODE_NAME[cheapest.mode]);
  // A class with a clause of its own ("state or private bus, AC where the route has one") ends
  // with a comma too, so "rather than" does not read as part of it.
  const way = named
    ? `${main.travelClass}${main.travelClass.includes(',') ? ',' : ''}`
    : `${MODE_NAME[cheapest.mode]}, ${main.travelClass},`;
  const said = `${from.name} to ${to.name} goes by `;
  return {
    ...cheapest,
    instead,
    notes: [
      ...cheapest.notes,
      // A way that says its own reason (a shared jeep's seat, "cheaper per person than a cab")
      // is not said again.
      ...(cheapest.notes.some((note) => note.startsWith(said))
        ? []
        : [
            `${said}${way} rather than ${instead}: ${THRIFTY_REASON[options.forRange ? 'range' : 'budget']}; ${cheapest.mode === 'train' ? "it rides a class below your travel class's rail equivalent" : 'your travel class applies to flights'}`,
          ]),
    ],
  };
}

function roadJourney(from: Destination, to: Destination, options: JourneyOptions): Journey {
  const km = roadKm(from, to);
  return journeyOf('road', [
    roadLeg(from.name, to.name, km, {
      ...options,
      hills: hillRoad(from, to),
      main: true,
      purpose: 'Drive',
      hours: knownRoad(from, to)?.hours ?? climbingHours(from, to, km, COST_MODEL.road),
      // A drive within one country abroad at its taxi's rate; across a border, India's cab.
      ...(from.country === to.country ? { country: from.country } : {}),
    }),
  ]);
}

/**
 * How to get from one place to another: a flight when both ends have an airport and the road
 * is long (or a border lies between), a train when it is quicker than the road, else a cab.
 * Airports and railheads come from the knowledge base; the last stretch is always by road.
 */
/**
 * Between two places abroad that a sourced route joins (abroad-routes.ts), its train, bus or
 * ferry or its taxi at the local fare, instead of the cost model's Indian cab (decision 40).
 */
function abroadJourney(
  from: Destination,
  to: Destination,
  options: JourneyOptions,
): Journey | undefined {
  if (from.country === 'India' || to.country === 'India') return undefined;
  const route = abroadRouteBetween(from.id, to.id);
  if (!route) return undefined;
  const ride = quoteAbroadRoute(route, options.travellers, Boolean(options.thrifty));
  if (!ride) return undefined;
  const km = route.km ?? roadKm(from, to);
  // A taxi the page gives no time for drives the road model's time, but is never slower than
  // the bus on the same road (Dubai to Abu Dhabi: the E101's 1 h 45 min, not 3 h).
  const bus = route.public?.mode === 'bus' ? route.public.hours : Number.POSITIVE_INFINITY;
  const hours = ride.hours ?? Math.min(roadJourney(from, to, options).hours, bus);
  return journeyOf(ride.mode, [
    {
      from: from.name,
      to: to.name,
      mode: ride.mode,
      travelClass: ride.label,
      main: true,
      distanceKm: km,
      hours,
      farePerPerson: Math.round(ride.farePerPerson),
      // Scheduled day services, never a night on board.
      ...(ride.mode === 'bus' ? { byDay: true } : {}),
      description: `${ride.mode === 'road' ? 'Drive' : 'Take the'} ${ride.mode === 'road' ? `from ${from.name} to ${to.name} by ${ride.label}` : `${ride.label} from ${from.name} to ${to.name}`} (${formatHours(hours)})`,
    },
  ]);
}

/**
 * The ferry fare, per person one way, from a place to a day trip across the sea, when the trip
 * is to a place the cost model's sea routes join it to ("Neil Island (Shaheed Dweep)").
 */
export function seaFareBetween(place: { id: string }, excursion: string): number | undefined {
  const base = excursion
    .replace(/\(.*\)/, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const ids = [base, base.replace(/-island$/, '')];
  return COST_MODEL.seaRoutes.find(
    ({ between: [a, b] }) =>
      (a === place.id && ids.includes(b)) || (b === place.id && ids.includes(a)),
  )?.farePerPerson;
}

/** The ferry between two places the sea divides (Port Blair, Havelock, Neil), if any. */
function seaJourney(from: Destination, to: Destination): Journey | undefined {
  const route = COST_MODEL.seaRoutes.find(
    ({ between: [a, b] }) => (a === from.id && b === to.id) || (a === to.id && b === from.id),
  );
  if (!route) return undefined;
  return journeyOf('boat', [
    {
      from: from.name,
      to: to.name,
      mode: 'boat',
      travelClass: 'catamaran ferry',
      main: true,
      distanceKm: Math.round(greatCircleKm(from, to)),
      hours: route.hours,
      farePerPerson: route.farePerPerson,
      description: `Ferry ${from.name} → ${to.name} by catamaran (${formatHours(route.hours)}); book ahead in season`,
    },
  ]);
}

/**
 * An airport's name as a leg shows it: the data's note after the town in brackets is for the
 * planner ("Veer Savarkar International Airport (Port Blair; 1.5-2.5 h by ferry)").
 */
export function airportName(name: string): string {
  return name.replace(/\s*\(([^;()]*);[^()]*\)/, (_, town: string) =>
    /^[A-Z]/.test(town) ? ` (${town})` : '',
  );
}

/** The month (1–12) of a YYYY-MM-DD date. */
function monthOfDate(date: string | undefined): number | undefined {
  return date ? Number(date.slice(5, 7)) : undefined;
}

/** The passes shut in a date's month, to keep journeys of open and shut months apart. */
const shutPassesOn = (date: string | undefined): string => {
  const month = monthOfDate(date);
  return month === undefined ? '' : SHUT_PASSES[month - 1]!;
};
const SHUT_PASSES = Array.from({ length: 12 }, (_, index) =>
  ROAD_LEGS.filter((leg) => shutPassOf(leg, index + 1))
    .map((leg) => leg.pass!.name)
    .join('+'),
);

type Trail = NonNullable<Destination['trail']>;

/** A day's travel that also holds the walk up or down a trail; a longer one halts below it. */
export const TRAIL_DAY_HOURS = 10;

/**
 * The walk between a trail place's road head and its top (Gaurikund → Kedarnath), with the jeep
 * to the walk's start where there is one (Govindghat → Pulna), up or down.
 */
function trailLegs(place: Destination, trail: Trail, way: 'up' | 'down'): JourneyLeg[] {
  const start = trail.ride?.to ?? trail.head;
  const others = trail.ways
    .map((name) => place.activities.find((activity) => activity.name === name))
    .filter((activity): activity is Activity => activity !== undefined && activity.price > 0)
    .map((activity) => `${lowerFirst(activity.name)}, ${rupees(activity.price)}`);
  const [from, to] = way === 'up' ? [start, trail.top] : [trail.top, start];
  const walk: JourneyLeg = {
    from,
    to,
    mode: 'foot',
    travelClass: 'On foot',
    main: false,
    distanceKm: trail.walkKm,
    hours: trail.hours,
    farePerPerson: 0,
    trail: true,
    description: `Walk ${way} the trail from ${from} to ${to} ${bracketed(`${trail.walkKm} km, ${formatHours(trail.hours)}; no road goes there${others.length ? `; or by ${others.join('; ')}` : ''}`)}`,
  };
  const ride = trail.ride;
  if (!ride) return [walk];
  const rideStart = roadEndOf(trail);
  const [rideFrom, rideTo] = way === 'up' ? [rideStart, ride.to] : [ride.to, rideStart];
  const by = ride.by ?? 'Shared jeep';
  const jeep: JourneyLeg = {
    from: rideFrom,
    to: rideTo,
    mode: 'road',
    travelClass: upperFirst(by),
    main: false,
    distanceKm: ride.km,
    hours: ride.hours,
    farePerPerson: ride.fare,
    trail: true,
    description: `${upperFirst(by)} from ${rideFrom} to ${rideTo} (${ride.km} km, ${formatHours(ride.hours)})`,
  };
  return way === 'up' ? [jeep, walk] : [walk, jeep];
}

/**
 * Where a trail place's road journey ends: the road head, or the halt below it where private
 * cars stop and a shuttle runs on (Sonprayag for Kedarnath; decision 243).
 */
function roadEndOf(trail: Trail): string {
  return trail.ride?.from ?? trail.head;
}

/** A leg that ran to or from a trail place now ends or starts at its road head. */
function atRoadHead(leg: JourneyLeg, place: string, head: string, end: 'to' | 'from'): JourneyLeg {
  if (leg[end] !== place) return leg;
  const phrase = `${end === 'to' ? 'to' : 'from'} ${place} `;
  const description = leg.description.includes(phrase)
    ? leg.description.replace(phrase, `${end === 'to' ? 'to' : 'from'} ${head} `)
    : leg.description;
  const through = leg.through?.map((part) => atRoadHead(part, place, head, end));
  return {
    ...leg,
    [end]: head,
    description,
    ...(through ? { through: through as [JourneyLeg, JourneyLeg] } : {}),
  };
}

/**
 * The journey to or from a river island (Majuli): the road ends at the ghat and the ferry is the
 * last leg in, with its last sailing of the day, or the first out (decision 107).
 */
function withCrossing(journey: Journey, from: Destination, to: Destination): Journey {
  const into = COST_MODEL.riverCrossings[to.id];
  const outOf = COST_MODEL.riverCrossings[from.id];
  if ((!into && !outOf) || journey.legs.length === 0 || journey.mode === 'boat') return journey;
  const ferry = (crossing: NonNullable<typeof into>, a: string, b: string, out: boolean) => ({
    from: a,
    to: b,
    mode: 'boat' as const,
    travelClass: crossing.label,
    main: false,
    distanceKm: 0,
    hours: crossing.hours,
    farePerPerson: crossing.farePerPerson,
    ...(out ? {} : { lastSailingHour: crossing.lastSailingHour }),
    description: `Take the ${crossing.label} from ${a} to ${b} (${formatHours(crossing.hours)}, ₹${crossing.farePerPerson} a person)`,
  });
  let legs = journey.legs;
  if (into) {
    const last = atRoadHead(legs[legs.length - 1]!, to.name, into.ghat, 'to');
    legs = [...legs.slice(0, -1), last, ferry(into, into.ghat, to.name, false)];
  }
  if (outOf) {
    const first = atRoadHead(legs[0]!, from.name, outOf.ghat, 'from');
    legs = [ferry(outOf, from.name, outOf.ghat, true), first, ...legs.slice(1)];
  }
  return { ...journey, legs, hours: sum(legs, 'hours'), farePerPerson: sum(legs, 'farePerPerson') };
}

/**
 * The journey to or from a place no road reaches: the road legs end at its road head and the
 * walk (decision 43) is the last leg in, or the first leg out.
 */
function withTrail(journey: Journey, from: Destination, to: Destination): Journey {
  if ((!from.trail && !to.trail) || journey.legs.length === 0) return journey;
  let legs = journey.legs;
  if (to.trail) {
    const last = atRoadHead(legs[legs.length - 1]!, to.name, roadEndOf(to.trail), 'to');
    legs = [...legs.slice(0, -1), last, ...trailLegs(to, to.trail, 'up')];
  }
  if (from.trail) {
    const first = atRoadHead(legs[0]!, from.name, roadEndOf(from.trail), 'from');
    legs = [...trailLegs(from, from.trail, 'down'), first, ...legs.slice(1)];
  }
  return { ...journey, legs, hours: sum(legs, 'hours'), farePerPerson: sum(legs, 'farePerPerson') };
}

/**
 * A journey with a trail's walk that one day does not hold, split at the road head: the walk
 * up on the morning after the night at the halt below (Sonprayag for Kedarnath), or the walk
 * down on the day before the drive home.
 */
function trailHaltOf(
  journey: Journey,
  from: { trail?: Trail | undefined },
  to: { trail?: Trail | undefined },
): HaltedJourney | undefined {
  if (journey.hours <= TRAIL_DAY_HOURS) return undefined;
  const legs = journey.legs;
  if (from.trail && legs[0]?.trail) {
    const cut = legs.findIndex((leg) => !leg.trail);
    if (cut <= 0) return undefined;
    return {
      at: from.trail.halt,
      first: partJourney(journey, legs.slice(0, cut), journey.notes),
      second: partJourney(journey, legs.slice(cut), []),
    };
  }
  if (to.trail && legs[legs.length - 1]?.trail) {
    let cut = legs.length;
    while (cut > 0 && legs[cut - 1]!.trail) cut -= 1;
    if (cut === 0) return undefined;
    return {
      at: to.trail.halt,
      first: partJourney(journey, legs.slice(0, cut), journey.notes),
      second: partJourney(journey, legs.slice(cut), []),
    };
  }
  return undefined;
}

export function planJourney(from: Destination, to: Destination, options: JourneyOptions): Journey {
  const ways = [from.id, to.id]
    .map((id) => `${options.stayTransfers?.[id] ?? ''}:${options.stayIslands?.[id] ?? ''}`)
    .join(',');
  const key = `${from.id}>${to.id}|${options.travelClass}|${options.travellers}|${options.thrifty ? (options.forRange ? 2 : 1) : 0}|${peakWindowsOf(options.date)}|${shutPassesOn(options.date)}|${nightRoadsOn(monthOfDate(options.date))}|${ways}|${options.dayOnly ? 1 : 0}|${options.leaves ?? ''}|${options.nightPerPerson ?? ''}|${options.spareNights ?? ''}|${options.landsAfterMidnight ? 1 : 0}|${options.noHalt ? 1 : 0}|${options.driveOn ?? ''}|${from.railway && to.railway ? namedRunsKey(from.railway.code, to.railway.code, options.date) : ''}`;
  const cached = journeys.get(key);
  if (cached) return cached;
  const journey = withCrossing(withTrail(chooseJourney(from, to, options), from, to), from, to);
  if (journeys.size >= JOURNEY_CACHE_SIZE) journeys.clear();
  journeys.set(key, journey);
  return journey;
}

const journeys = new Map<string, Journey>();
const JOURNEY_CACHE_SIZE = 5000;

function chooseJourney(from: Destination, to: Destination, options: JourneyOptions): Journey {
  const ferry = seaJourney(from, to);
  if (ferry) return ferry;
  const abroad = abroadJourney(from, to, options);
  if (abroad) return abroad;
  // The road over a pass that snow shuts is not driven then: the journey flies (decision 42).
  const month = monthOfDate(options.date);
  const pass = month === undefined ? undefined : shutPassOn(from, to, month);
  if (pass) {
    const flight = flightJourney(from, to, options, options.thrifty ? 'fare' : 'time');
    if (flight) {
      const shut = `the road over ${pass} is shut by snow in ${LONG_MONTHS[month! - 1]}`;
      return {
        ...flight,
        notes: [...flight.notes, `${from.name} to ${to.name} goes by air: ${shut}`],
      };
    }
  }
  // Across the sea (Kochi → Lakshadweep, Madurai → Colombo) only a plane goes (decision 34).
  if (!joinedByLand(from, to)) {
    const quickest = flightJourney(from, to, options, 'time');
    const cheapest = options.thrifty ? flightJourney(from, to, options) : undefined;
    const flight =
      cheapest && quickest && cheapest.farePerPerson < quickest.farePerPerson ? cheapest : quickest;
    if (flight) return flight;
  }
  return options.thrifty ? thriftyJourney(from, to, options) : fastestJourney(from, to, options);
}

function fastestJourney(from: Destination, to: Destination, options: JourneyOptions): Journey {
  const road = roadKm(from, to);
  const month = monthOfDate(options.date);
  const international = from.country !== to.country;
  if (international)
    return flightJourney(from, to, options, 'time') ?? roadJourney(from, to, options);
  // A named train (Vande Bharat, Shatabdi, Rajdhani) may beat the cab or the flight door to door;
  // the O(1) look-up spares building train journeys where no such train runs.
  const corridor =
    from.railway &&
    to.railway &&
    namedTrainsBetween(from.railway.code, to.railway.code).some(
      (ride) => rideFitsHour(ride, options.leaves) && rideRunsOn(ride, options.date),
    );
  const named = corridor ? quickest(trainJourneys(from, to, options)) : undefined;
  if (road <= ROAD_ONLY_MAX_KM) {
    const byRoad = roadJourney(from, to, options);
    return groundedWhy(named && named.hours < byRoad.hours ? named : byRoad, from, to, road, month);
  }
  if (road > FLIGHT_MIN_ROAD_KM) {
    const flight = flightJourney(from, to, options, 'time');
    // A flight that is slower door to door than a day's drive (Bhopal to Kanha by Delhi and
    // Jabalpur, 10 hours, against about 8 on the road) is not the fastest way (decision 128).
    const byRoad = flight ? roadJourney(from, to, options) : undefined;
    if (flight && byRoad && byRoad.hours < flight.hours && !byRoad.legs.some(tooLongForADay)) {
      return groundedWhy(
        named && named.hours < byRoad.hours ? named : byRoad,
        from,
        to,
        road,
        month,
      );
    }
    if (flight && !(named && named.hours <= flight.hours)) return flight;
    if (flight) return groundedWhy(named!, from, to, road, month);
  }
  const byRoad = roadJourney(from, to, options);
  const train = named ?? quickest(trainJourneys(from, to, options));
  return groundedWhy(train && train.hours <= byRoad.hours ? train : byRoad, from, to, road, month);
}

/**
 * The search's class is a flight class: when both ends have an airport but the journey goes on
 * the ground, the card says so and why, so a traveller who asked for Business is not puzzled.
 */
function groundedWhy(
  journey: Journey,
  from: Destination,
  to: Destination,
  road: number,
  month?: number,
): Journey {
  const start = gateways(from, month)[0]?.airport.code;
  const end = gateways(to, month)[0]?.airport.code;
  if (!start || !end || start === end || journey.mode === 'flight') return journey;
  const main = journey.legs.find((leg) => leg.main);
  if (!main) return journey;
  const km = Math.round(road / 10) * 10;
  const flown = gateways(from, month).some(({ airport: a }) =>
    gateways(to, month).some(
      ({ airport: b }) => a.code !== b.code && flightPath(a.code, b.code, month),
    ),
  );
  const why = flown
    ? `at about ${km} km it is quicker door to door than a flight with its airport time`
    : `no scheduled flights link ${start} and ${end}, even with a change of planes`;
  return {
    ...journey,
    notes: [
      ...journey.notes,
      `${from.name} to ${to.name} goes by ${MODE_NAME[journey.mode]} ${bracketed(main.travelClass)} rather than by air: ${why}; your travel class applies to flights`,
    ],
  };
}
