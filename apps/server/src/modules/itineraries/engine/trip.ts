import { LONG_MONTHS } from '@trip/shared/common/plain-format';
import { hilly } from './hill-roads';
import { needsRide, onSafariRoute, rideTo, safariFor, safariIncludesPermit } from './safaris';
import { inSeason, monthsNamed, noteForMonths, seasonOf, spotsInSeason } from './seasons';
import { listOf, type HotelTier, type TravelClass } from '@trip/shared/itineraries/constants';
import type { PriceBreakdown } from '@trip/shared/itineraries/schemas';
import { addDays, tripDays } from '@trip/shared/itineraries/trip-dates';
import {
  STAY_TIERS,
  WEEKDAYS,
  type Activity,
  type Attraction,
  type Destination,
  type Excursion,
  type Restaurant,
  type Stay,
  type StayTransfer,
} from '../knowledge/schema';
import {
  COST_MODEL,
  foodPerPersonPerDay,
  localRide,
  type LocalRideBy,
  roomsNeeded,
  stayPerPerson,
  vehiclesNeeded,
} from './cost-model';
import { randomFrom, seedFrom, shuffled } from './random';
import { restHoursAfterFlying, restsOnArrival } from './altitude';
import { SLOTS, slotsFor, timeFor, type Slot } from './hours';
import { EVENING_KINDS, emojiForKind, verbForSight, type Theme } from './themes';
import {
  BREAKFAST_HOUR,
  BEFORE_EVENING_DEPARTURE_HOURS,
  hoursBeforeBoarding,
  LEAVE_HOME_HOUR,
  MAX_TRAVEL_DAY_HOURS,
  WAKING_DAY_HOURS,
  dayBeforeLast,
  rideOf,
  durationText,
  lastSailingText,
  missedSailing,
  cutAtStay,
  daysNeeded,
  haltAtStay,
  haltAgain,
  haltOf,
  journeyDays,
  lastBreak,
  nightsAboardFor,
  boardedRide,
  offTheRideHour,
  OVERNIGHT_HOURS,
  overnightOf,
  overFlightOf,
  planJourney,
  airportTownRide,
  airportRideOf,
  seaFareBetween,
  TRAIL_DAY_HOURS,
  tooLongForADay,
  type DayBreak,
  type HaltedJourney,
  type Journey,
  type JourneyDay,
  type JourneyLeg,
  type WayChange,
} from './transport';
import { EARLIEST_OFF_THE_RIDE } from './express-trains';
import { knowledgeBase, normalisePlace, placeWords } from '../knowledge/load';
import { resolveOrigin } from '../knowledge/resolver';
import { firstPlaceOf, placeOfExcursion, roadLegBetween, timedExcursion } from './road-legs';
import { greatCircleKm, roadKm, type Point } from './geo';
import { clockShift } from './time-zones';
import { stayFactorOn, staySeasonReasons } from './stay-seasons';
import {
  bracketed,
  clockText,
  lowerFirst,
  rupees,
  stayAt,
  unpricedName,
  upperFirst,
  withArticles,
  withDetails,
} from './text';

const timedExcursions = new WeakMap<Destination, readonly Excursion[]>();

/**
 * A place's day trips, those to a place the road-legs table reaches taking the leg's distance
 * and driving time (Manali → Kasol, Ooty → Coonoor); worked out once per place.
 */
function timedExcursionsOf(place: Destination): readonly Excursion[] {
  let list = timedExcursions.get(place);
  if (!list) {
    const { byName } = knowledgeBase();
    list = place.excursions.map((excursion) => timedExcursion(place, excursion, byName));
    timedExcursions.set(place, list);
  }
  return list;
}

const spotSights = new WeakMap<Destination, Map<string, Attraction | null>>();

/** The same name, or one that goes on where the other stops: "Baltal" and "Baltal valley". */
function namesSameSpot(spot: string, sight: string): boolean {
  const [short, long] = spot.length <= sight.length ? [spot, sight] : [sight, spot];
  return long === short || (long.startsWith(short) && /^[\s,(]/.test(long.slice(short.length)));
}

/** A note that says a sight's ticket covers others ("ticket includes the HMI museum"). */
const TICKET_COVERS = /\bticket (?:also )?(?:includes|covers)\b([^.;]*)/i;

/** Whether a note's words name a sight: its name, a part in brackets, or its initials (HMI). */
function namedIn(name: string, words: string): boolean {
  const parts = [name.replace(/\s*\(.*?\)\s*/g, ' '), ...(name.match(/\(([^)]*)\)/g) ?? [])]
    .map((part) => part.replace(/[()]/g, '').split(',')[0]!.trim().toLowerCase())
    .filter((part) => part.length > 3);
  const capitals = name.replace(/\s*\(.*?\)\s*/g, ' ').match(/\b[A-Z]/g) ?? [];
  const initials = capitals.length >= 3 ? capitals.join('').toLowerCase() : undefined;
  return (
    parts.some((part) => words.includes(part)) ||
    (initials !== undefined && new RegExp(`\\b${initials}\\b`).test(words))
  );
}

/**
 * The sights of `sights` that share a ticket with `sight`, either way (decision 134): the
 * Elephant Stables on the Vittala Temple's same-day ticket, the HMI museum on the zoo's. They
 * are seen on the same day, one after the other, not on a second ticket another day.
 */
export function onTheSameTicket(sight: Attraction, sights: readonly Attraction[]): Attraction[] {
  const covered = (by: Attraction, other: Attraction) => {
    const words = ticketWords(by);
    return words !== undefined && namedIn(other.name, words);
  };
  return sights.filter(
    (other) => other !== sight && (covered(sight, other) || covered(other, sight)),
  );
}

/** The words after a note's "ticket covers", in lower case, read once per sight. */
function ticketWords(sight: Attraction): string | undefined {
  let words = ticketNotes.get(sight);
  if (words === undefined) {
    words = TICKET_COVERS.exec(sight.note ?? '')?.[1]?.toLowerCase() ?? '';
    ticketNotes.set(sight, words);
  }
  return words || undefined;
}
const ticketNotes = new WeakMap<Attraction, string>();

/**
 * The sight a day trip's spot names, for its season: a sight of a place the trip is named
 * after (Auli's "Badrinath" → Badrinath's temple; "Chopta and Tungnath" → Chopta's), else of
 * the base itself.
 */
export function sightOfSpot(
  base: Destination,
  excursion: Pick<Excursion, 'name'>,
  spot: string,
): Attraction | undefined {
  let known = spotSights.get(base);
  if (!known) spotSights.set(base, (known = new Map()));
  const key = `${excursion.name}|${spot}`;
  let sight = known.get(key);
  if (sight === undefined) {
    const { byName } = knowledgeBase();
    const named = [excursion.name, ...excursion.name.split(/,|\band\b|&|\(|\)|\bvia\b/i)]
      .map((part) => normalisePlace(part))
      .filter(Boolean)
      .flatMap((part) => byName.get(part) ?? []);
    const wanted = spot.toLowerCase();
    sight = null;
    for (const place of [...named, base]) {
      // A spot that is a day trip of the place ("Sarnath" on Prayagraj's Varanasi trip) names
      // no one sight there, not the museum whose name begins with it.
      if (place.excursions.some((trip) => trip.name.toLowerCase() === wanted)) break;
      const found = place.attractions.find((a) => namesSameSpot(wanted, a.name.toLowerCase()));
      if (found) {
        sight = found;
        break;
      }
    }
    known.set(key, sight);
  }
  return sight ?? undefined;
}

export type StopSpec = { place: Destination; nights: number };

export type TripSpec = {
  origin: Destination;
  stops: StopSpec[];
  tier: HotelTier;
  theme: Theme;
  /** 0, 1 or 2: how many paid activities and day trips go in on top of the sights. */
  level: number;
  /** From the search, so two searches for the same place can order equal-ranked sights apart. */
  seed: number;
  /** Sights, activities and day trips to schedule first, in this order (an LLM's choice). */
  focus?: readonly string[];
  /** Places typed with the trip's (Char Dham) that its days are too few to reach (decision 109). */
  leftOut?: readonly Destination[];
  /**
   * A card above budget stays travels the cheapest sensible way (trains, buses, shared jeeps)
   * rather than the fastest, as a budget card does: a tight price range (decision 141).
   */
  thriftyTravel?: boolean;
  /**
   * Stops (place ids) whose stay is one in the place, not out of it, where it has one: the day
   * the trip reaches or leaves them is too long for the drive to a stay out there (decision 212).
   */
  inTownAt?: readonly string[];
};

export type TripSearch = {
  departureDate: string;
  returnDate: string;
  travellers: number;
  travelClass: TravelClass;
};

export type DayKind =
  | 'arrival'
  | 'explore'
  | 'excursion'
  | 'leisure'
  | 'transfer'
  | 'departure'
  | 'daytrip'
  /** The day back from a night away on an overnight excursion. */
  | 'return'
  /** Day 1 of a drive too long for one day: out to the night halt on the way. */
  | 'onward'
  /** The last day but one, when the drive home is too long for one day: to the night halt. */
  | 'homeward';

export type TripDay = {
  day: number;
  date: string;
  kind: DayKind;
  place: Destination;
  title: string;
  emoji: string;
  morning: string;
  afternoon: string;
  evening: string;
  description: string;
  meals: { breakfast: string; lunch: string; dinner: string };
  placesVisited: string[];
  restaurants: string[];
  stay?: string;
};

export type TripLeg = JourneyLeg & { day: number };

export type TripStay = {
  place: Destination;
  hotelName: string;
  /** The island the stay stands on, where the place spans islands (decision 34). */
  island?: string;
  tier: HotelTier;
  kind: Stay['kind'];
  /** Set when a solo traveller takes a dorm bed: the per-night price of the bed. */
  dormBed?: number;
  nights: number;
  /**
   * Of `nights`, those spent at a hotel on the way to or from the stop (a drive too long for a
   * day), priced as a night at this stay: the inclusions say so rather than count them here.
   */
  onTheWay?: number;
  rooms: number;
  /** The room's (or bed's) rate a night for the trip's dates: the stay's own, by season. */
  nightly: number;
  /** Why the nights cost more or less than the stay's usual rate (decision 92). */
  seasons?: string[];
  /** A stay out of town: its road distance and drive from the centre (decision 62). */
  away?: { km: number; hours: number; at?: string; onTheRoad?: true };
  /** The journey in ends at the stay's town, which it passes (decision 160). */
  inAtStay?: boolean;
  /** The move on or the way home starts at the stay's town, which it passes (decision 160). */
  outAtStay?: boolean;
};

export type ScheduledAttraction = {
  name: string;
  kind: Attraction['kind'];
  entryFee: number;
  place: Destination;
  day: number;
};
export type ScheduledActivity = { name: string; price: number; place: Destination; day: number };
export type ScheduledExcursion = {
  name: string;
  distanceKm: number;
  spots: string[];
  place: Destination;
  day: number;
};

export type Trip = {
  spec: TripSpec;
  search: TripSearch;
  outlines: DayOutline[];
  /** The day the trip reaches each stop. */
  arrivalDays: number[];
  stays: TripStay[];
  attractions: ScheduledAttraction[];
  activities: ScheduledActivity[];
  excursions: ScheduledExcursion[];
  restaurants: Array<{ name: string; place: Destination }>;
  outbound: Journey;
  transfers: Journey[];
  back: Journey;
  /** The journey out, broken by a night halt (day 1 to the halt, day 2 on). */
  outboundHalt?: HaltedJourney;
  /** The journey home, broken by a night halt (the last day but one to the halt). */
  backHalt?: HaltedJourney;
  /** The night train or bus home that leaves on the last evening (no night spared for it). */
  homeByNight?: HaltedJourney;
  /** The moves between stops broken by a night halt, by move (the first move is index 0). */
  transferHalts?: (HaltedJourney | undefined)[];
  breakdown: PriceBreakdown;
  pricePP: number;
  /**
   * Its fares and stays, and the least its food can cost (leastFood), per person, as a price cap
   * weighs them before the days are laid out (buildTrip's `priceCap`): a trip above a cap is one
   * it would have left unplanned.
   */
  frame: number;
  /** Per person, summed over the days, for the meal estimates. */
  foodTotal: number;
};

const MORNING_HOURS = 3.5;
const AFTERNOON_HOURS = 4;
const EVENING_HOURS = 2.5;
const FULL_DAY_HOURS = 7.5;
/**
 * A sight that is the whole day (Ajanta from Aurangabad, Rohtang from Manali, a theme park)
 * may take this much with its drive: out at 7, back by 7, within the waking day.
 */
const LONGEST_DAY_OUT = 12;
/** A sight seen only in the evening (a night safari, a show with dinner) has 5 pm to 10 pm. */
const EVENING_ONLY_HOURS = 5;
/**
 * A sight seen only at the end of an afternoon (a border's retreat before sunset) takes the
 * whole afternoon, its drive back running into the early evening: 1 pm to 6 pm.
 */
const AFTERNOON_ONLY_HOURS = 5;
/** A same-day trip runs from about 06:00 to 19:00, travel included. */
const DAY_TRIP_HOURS = 13;
/**
 * The most a same-day trip's journeys there and back may take together: an hour is left to see
 * something (decision 147).
 */
export const DAY_TRIP_TRAVEL_HOURS = DAY_TRIP_HOURS - 1;

/**
 * Whether a trip of one day would spend more of it on the way than the day holds: Kolkata to
 * Darjeeling and back is 14 hours by air and 28 by the night train (decision 147).
 */
export function beyondADay(trip: Pick<Trip, 'outlines' | 'outbound' | 'back'>): boolean {
  return (
    trip.outlines.length === 1 && trip.outbound.hours + trip.back.hours > DAY_TRIP_TRAVEL_HOURS
  );
}

/**
 * A sight seen at sunrise (Tiger Hill, Sarangkot, a sunrise point): its name or note says so,
 * unless the note gives opening hours ("sunrise to sunset") or offers the evening as well ("best
 * at sunrise or sunset"). It goes first in a morning and is never put in an afternoon or evening.
 */
export function atSunrise(attraction: Attraction): boolean {
  // Asked of every sight each time a day's slots are filled: read each sight once.
  let dawn = sunriseSights.get(attraction);
  if (dawn === undefined) {
    const text = `${attraction.name} ${attraction.note ?? ''}`;
    dawn =
      /\bsunrise\b/i.test(text) &&
      !/sunrise\s+(?:to|till|until|-|–)\s+sunset/i.test(text) &&
      !/sunrise\s*(?:or|and|\/)\s*sunset|sunset\s*(?:or|and|\/)\s*sunrise/i.test(text);
    sunriseSights.set(attraction, dawn);
  }
  return dawn;
}
const sunriseSights = new WeakMap<Attraction, boolean>();

/**
 * A sight or outing of the first light: a sunrise sight, one whose note says it is seen at dawn
 * ("only at dawn, about 5–7 am"), or an outing named for the sunrise or the dawn.
 */
function atFirstLight(item: Item): boolean {
  return (
    atSunriseItem(item) || ('attraction' in item && /\bdawn\b/i.test(item.attraction.note ?? ''))
  );
}

/**
 * A sunrise sight, or an outing named for the sunrise or the dawn: one held at first light, not
 * merely open from it (the Shatrunjaya temples, "open from dawn").
 */
export function atSunriseItem(item: { attraction: Attraction } | { activity: Activity }): boolean {
  return 'attraction' in item
    ? atSunrise(item.attraction)
    : /\b(?:sunrise|dawn)\b/i.test(item.activity.name);
}

/**
 * A first light in town too far from a stay out of town to reach before dawn (decision 262): the
 * Tiger Hill sunrise from a tea estate at Mirik, 2.5 h's drive from Darjeeling, would set out at
 * about 1:30 am. One at the stay's own town is seen from it; a stay an hour out or less drives in.
 */
export function dawnOutOfReach(
  item: { attraction: Attraction } | { activity: Activity },
  stay: Pick<Stay, 'away'> | undefined,
): boolean {
  const away = stay?.away;
  if (!away || away.hours <= DAWN_DRIVE_HOURS || !atSunriseItem(item)) return false;
  if (away.at === undefined) return true;
  return 'attraction' in item
    ? !besideStay(item.attraction, away.at)
    : !besideTheStay(item, away.at);
}
/** The longest drive in from a stay out of town before a first light in town. */
export const DAWN_DRIVE_HOURS = 1;

/**
 * A stay out of town whose drive back winds through the hills or runs into a wildlife reserve,
 * over an hour (decision 265): the day in town ends before dark, with no evening sight or outing
 * there and dinner at the stay. From Sourenee Tea Estate at Mirik, the evening in Darjeeling and
 * dinner were followed by 2.5 h of hill road at night; a Dhikala forest lodge was reached at
 * about 10 pm, long after the reserve's gates shut at dusk.
 */
export function backBeforeDark(
  place: Pick<Destination, 'id' | 'themes'>,
  stay: Pick<Stay, 'away'> | undefined,
): boolean {
  const hours = stay?.away?.hours ?? 0;
  return hours > NIGHT_DRIVE_HOURS && (hilly(place) || place.themes.includes('wildlife'));
}
/** The longest drive back to a stay out of town after dark on a hill or forest road. */
const NIGHT_DRIVE_HOURS = 1;

/** A day's food per person at a place for a tier, from its eateries (read once per place). */
export function placeFoodPerDay(place: Destination, tier: HotelTier): number {
  let known = foodPerDay.get(place);
  if (!known) foodPerDay.set(place, (known = new Map()));
  let perDay = known.get(tier);
  if (perDay === undefined) {
    perDay = foodPerPersonPerDay(
      tier,
      place.restaurants.map((r) => r.costForTwo),
    );
    known.set(tier, perDay);
  }
  return perDay;
}
const foodPerDay = new WeakMap<Destination, Map<HotelTier, number>>();

export { LEAVE_HOME_HOUR };

/**
 * The share of a day's food allowance the trip pays for: not the meals it plans at home (the
 * first breakfast, the last dinner, a day at home before an evening train), nor the breakfast a
 * hotel above the budget tier includes in its rate. It follows the day's own meal lines
 * (`renderDays`): a morning that starts off a ride or at a halt or camp pays for breakfast.
 */
function shareEatenOut(outline: DayOutline, tier: HotelTier): number {
  const { split } = COST_MODEL.food;
  const { kind, halt } = outline;
  // A day that starts on board (a long train's second day) pays its breakfast too.
  const offARide =
    ((kind === 'arrival' || kind === 'transfer' || kind === 'departure') && halt) ||
    Boolean(outline.after?.aboard);
  const atHome = outline.day === 1;
  const inRoomRate = tier !== 'budget' && kind !== 'return' && !offARide;
  const breakfast = atHome || inRoomRate ? 0 : split.breakfast;
  // At home until the evening's ride out; on board a long train, lunch is bought there.
  const lunch =
    (kind === 'onward' && halt?.aboard && !outline.after?.aboard) || lunchAtHome(outline)
      ? 0
      : split.lunch;
  // Dinner at home, but on the way where the flight home lands late (decision 114).
  const late = kind === 'departure' && !halt && (outline.homeAt ?? 0) >= LAST_DINNER_HOUR;
  const dinner = (kind === 'departure' && !late) || kind === 'daytrip' ? 0 : split.dinner;
  return breakfast + lunch + dinner;
}

/**
 * The least a trip's food can cost a traveller, known before its days are laid out: a dinner
 * every evening but the last, at the cheapest allowance of its stops (shareEatenOut pays one on
 * every day but a departure's, and a day's place is one of the stops).
 */
export function leastFood(spec: Pick<TripSpec, 'stops' | 'tier'>, totalDays: number): number {
  const perDay = Math.min(...spec.stops.map((stop) => placeFoodPerDay(stop.place, spec.tier)));
  return Math.floor(COST_MODEL.food.split.dinner * perDay * Math.max(0, totalDays - 1));
}

/** The stay of a trip's longest stop: the one its card shows. */
export function mainStayOf(trip: Pick<Trip, 'stays'>): TripStay | undefined {
  return [...trip.stays].sort((a, b) => b.nights - a.nights)[0];
}

/**
 * The fee the law charges each traveller for a stay's nights there (Bhutan's Sustainable
 * Development Fee), per person; none for the nights on the way to it.
 */
export function levyOf(stay: TripStay): number {
  const levy = stay.place.nightlyLevy;
  return levy ? levy.perPerson * (stay.nights - (stay.onTheWay ?? 0)) : 0;
}

/** The lodging of a night out on a day trip (decision 237), in every text that names it. */
export const NIGHT_OUT_LODGING = 'camp or guesthouse';

/**
 * Where a day trip's night out is spent: at the place it goes to, or, past the end of the road,
 * up by its first spot (the night after the walk from Katra is by the Vaishno Devi shrine, not
 * back down at Katra).
 */
export function nightOut(excursion: Excursion): string {
  return excursion.walk ? `up by ${spotLabel(excursion.spots[0]!)}` : `at ${excursion.name}`;
}

/** The days a trip leaves for a night out on a day trip (Pangong Tso from Leh; decision 237). */
export function nightsOut(trip: Pick<Trip, 'outlines'>): DayOutline[] {
  return trip.outlines.filter((day) => day.overnight && day.excursion === day.overnight);
}

/** "Day trip to Mawlynnong", or "Overnight trip to Pangong Tso" where its night is spent out. */
export function tripOutLabel(
  trip: Pick<Trip, 'outlines'>,
  excursion: Pick<ScheduledExcursion, 'name' | 'day'>,
): string {
  const night = nightsOut(trip).some(
    (day) => day.day === excursion.day && day.overnight!.name === excursion.name,
  );
  return `${night ? 'Overnight trip' : 'Day trip'} to ${excursion.name}`;
}

/** The longest mountain road after which an evening still holds a sight (decision 239). */
const HILL_EVENING_AFTER_HOURS = 8;

/** The hours a short day (arrival or departure) gives to sightseeing. */
const SHORT_DAY_SIGHT_HOURS = 2.5;
/** From breakfast at 8 to the afternoon's first sight after lunch, about 1:30 pm. */
const MORNING_AND_LUNCH_HOURS = 5.5;
/** The longest ride home after which a morning still holds one short sight. */
const LONG_RIDE_HOME_HOURS = 9;
export { BEFORE_EVENING_DEPARTURE_HOURS };

/**
 * When a day's overnight ride leaves: at its timetable hour where the journey knows it ("leaves at
 * 4:05 pm", in the afternoon), else in the evening (decision 126).
 */
function departureOf(journey: Journey): {
  part: 'morning' | 'midday' | 'afternoon' | 'evening';
  leaves: string;
  /** Whether the way to the station starts before lunch (a long ride to it, or an early train). */
  early: boolean;
  /** Where the hour is the timetable's: when to set off for the station, the ride there before. */
  setOffBy?: number;
} {
  const boards = journey.legs.find((leg) => leg.main)?.boardsAt;
  if (boards === undefined) {
    return { part: 'evening', leaves: 'leaves in the evening', early: false };
  }
  const departs = boards + COST_MODEL.train.stationHours;
  const part =
    departs < 12 ? 'morning' : departs < 14 ? 'midday' : departs < 17 ? 'afternoon' : 'evening';
  const setOffBy = boards - toStationHours(journey);
  const early = part !== 'evening' && setOffBy < SETS_OFF_BY_LUNCH;
  return { part, leaves: `leaves at ${clockText(departs)}`, early, setOffBy };
}
/** The hour before which a day that sets off for its train does so in the morning. */
const SETS_OFF_BY_LUNCH = 12.5;

/**
 * When a day's train leaves, where its timetable gives the hour: "the Krishna Express leaves
 * Secunderabad (SC) at 6:05 am". A traveller setting out for a morning train does so before the
 * usual start, and one going home by a day train plans the morning around it.
 */
function trainDeparture(journey: Journey): { hour: number; text: string } | undefined {
  const main = journey.legs.find((leg) => leg.main);
  const boards = main?.boardsAt ?? main?.leavesAt;
  if (main?.mode !== 'train' || boards === undefined) return undefined;
  const hour = boards + COST_MODEL.train.stationHours;
  const train = journey.namedTrain ? `the ${journey.namedTrain}` : 'the train';
  return { hour, text: `${train} leaves ${main.from} at ${clockText(hour)}` };
}

/** Whether a train leaves too early for breakfast before the ride to its station. */
function beforeBreakfast(journey: Journey, departure: { hour: number }): boolean {
  return departure.hour - toStationHours(journey) < BREAKFAST_HOUR + 0.5;
}

/** The hours the legs before a journey's main ride take: the ride to the station. */
export function toStationHours(journey: Journey): number {
  const main = journey.legs.findIndex((leg) => leg.main);
  return journey.legs.slice(0, Math.max(0, main)).reduce((total, leg) => total + leg.hours, 0);
}
/**
 * A short day's travel and its headline sight together stay within this: a 06:00 start and the
 * sight done before sunset, or the sight at opening and home by evening.
 */
const SHORT_DAY_MAX_HOURS = 12;

/**
 * On a short day, the place's headline sight (the first the knowledge base lists: the Taj Mahal
 * for Agra) goes first when it is still to be seen, open that day, longer than a short day
 * allows and fits beside the journey; then the hours the day gives to sightseeing, else
 * undefined. A one-night trip to Agra includes the Taj Mahal unless it is a Friday.
 */
function headlineFirst(
  state: StopState,
  weekday: number,
  date: string,
  journeyHours: number,
  maxHours = SHORT_DAY_MAX_HOURS,
  fitsAnyway = SHORT_DAY_SIGHT_HOURS,
): number | undefined {
  const { headline } = state;
  const index = headline ? state.queue.indexOf(headline) : -1;
  if (
    !headline ||
    index === -1 ||
    timeFor(headline) <= fitsAnyway ||
    journeyHours + timeFor(headline) > maxHours ||
    closedWeekdays(headline).includes(weekday) ||
    !inSeason(headline, date) ||
    atSunrise(headline)
  ) {
    return undefined;
  }
  state.queue.splice(index, 1);
  state.queue.unshift(headline);
  return timeFor(headline);
}

export { restsOnArrival } from './altitude';

/** Words too common in place names to tie an activity to one day trip. */
const GENERIC_PLACE_WORDS = new Set([
  'valley',
  'river',
  'lake',
  'lakes',
  'temple',
  'falls',
  'beach',
  'island',
  'hills',
  'point',
  'village',
  'national',
  'park',
  'sand',
  'dunes',
  'monastery',
  'pass',
  'fort',
  'palace',
  'church',
  'lagoon',
]);

/**
 * The day trip an activity happens on: when its name puts it there ("camel ride at Hunder
 * dunes" is on the Nubra day) or names the trip itself ("Bum La Pass day trip (shared vehicle
 * seat)", "Desert safari to Khor Al Adaid", "Jungfraujoch return rail trip" for "Jungfraujoch –
 * Top of Europe"), it is done only on that day, never from the base as an outing of its own.
 * What follows "with" is company or extras, not the place ("Dzükou Valley trek with a Kohima
 * guide" is not the Kohima day).
 *
 * An activity is weighed against the base's own sights too: one that names a sight in town more
 * fully than any day trip is done in town. "Galle Face sunset street-food walk" is on Colombo's
 * Galle Face Green, not the Galle day; the jet ski at Port Blair's Rajiv Gandhi Water Sports
 * Complex is not on the Wandoor (Mahatma Gandhi Marine National Park) day; a concert "in a Prague
 * church" is not at Kutná Hora's St Barbara's Church, and kayaking "in the lagoon" at Agatti is
 * not the Bangaram trip. Words of the base's own name, and words that say what a place is
 * (church, lagoon, lake), tie nothing.
 */
export function excursionOfActivity(
  activity: Activity,
  place: Pick<Destination, 'name' | 'excursions' | 'attractions'>,
): Excursion | undefined {
  // Asked for every outing on every day planned: worked out once per activity of a place.
  let known = activityTrips.get(place);
  if (!known) activityTrips.set(place, (known = new Map()));
  let found = known.get(activity);
  if (found === undefined) known.set(activity, (found = tieActivity(activity, place) ?? null));
  return found ?? undefined;
}
const activityTrips = new WeakMap<object, Map<Activity, Excursion | null>>();

function tieActivity(
  activity: Activity,
  place: Pick<Destination, 'name' | 'excursions' | 'attractions'>,
): Excursion | undefined {
  const { excursions } = place;
  if (excursions.length === 0) return undefined;
  const own = new Set(placeWordsOf(place.name));
  const wordsIn = (text: string) => new Set(placeWordsOf(text).filter((word) => !own.has(word)));
  const outing = activity.name.split(/\s+with\s+/i)[0]!;
  // Where the name puts it ("... at Hunder dunes"), and all it says.
  const where = wordsIn(/\b(?:at|in)\s+(.+)$/i.exec(outing)?.[1] ?? '');
  const said = wordsIn(outing);
  // The sight in town it names most fully, of those no day trip goes to: its words tie nothing.
  const spots = new Set(excursions.flatMap((excursion) => excursion.spots.map(wordsOf)));
  const town = place.attractions
    .filter((sight) => !excursionOfSight(sight, excursions) && !spots.has(wordsOf(sight.name)))
    .map((sight) => ({ sight, words: wordsIn(sight.name) }))
    .map((entry) => ({ ...entry, shared: [...entry.words].filter((w) => said.has(w)).length }))
    .sort((a, b) => b.shared - a.shared)[0];
  const inTown = town && town.shared > 0 ? town : undefined;
  let best: Excursion | undefined;
  let bestScore = 0;
  for (const excursion of excursions) {
    // A name that says the trip itself counts all it says, unless the town's sight holds that
    // name (Galle in Galle Face Green); else only where the name puts it counts.
    const names =
      namesExcursion(activity.name, excursion) &&
      !(inTown && phraseIn(wordsOf(inTown.sight.name), excursionNames(excursion)));
    const words = [...wordsIn([excursion.name, ...excursion.spots].join(' '))].filter(
      (word) => (names ? said : where).has(word) && !inTown?.words.has(word),
    );
    // A name that says one of the trip's spots in full is done out there ("Hell's Gate National
    // Park cycling safari" on the Naivasha day trip from Nairobi), not on a day in town.
    // Not one that starts there and comes back ("Downhill cycling from Khardung La" to Leh).
    const spotSaid = excursion.spots.some((spot) => {
      const said = wordsOf(spot.replace(/\s*\(.*\)\s*/g, ' '));
      return phraseIn(wordsOf(outing), [said]) && !phraseIn(wordsOf(outing), [`from ${said}`]);
    });
    const score = words.length + (names ? 1 : 0) + (spotSaid ? SPOT_NAMED : 0);
    if (score > bestScore) [best, bestScore] = [excursion, score];
  }
  return best;
}

/** What naming a day trip's spot in full counts for, above any words the name shares. */
const SPOT_NAMED = 10;

/** The words of a name that can tell one place from another. */
function placeWordsOf(text: string): string[] {
  return wordsOf(text)
    .split(' ')
    .filter(
      (word) =>
        word.length >= 4 &&
        !/^\d+$/.test(word) &&
        !GENERIC_PLACE_WORDS.has(word) &&
        !OUTING_WORDS.has(word),
    );
}

/** Words that say what is done or what a place is for, not which place: they tie nothing. */
const OUTING_WORDS = new Set([
  'ride',
  'tour',
  'trip',
  'walk',
  'visit',
  'water',
  'sports',
  'complex',
]);

/** An outing that is how a day trip is made (a tour, a shared seat, a ferry), not a thing done there. */
const DAY_TRIP_ITSELF =
  /\b(?:day trips?|day tours?|tours?|trips?|cruise|ferry|cab|shared|seat|share|drive|train|vistadome|safari|excursion)\b/i;

/**
 * Whether an activity is the day trip's own way there and back, priced as such: a day trip or
 * tour named after it ("Montserrat day trip", "Cu Chi Tunnels half-day tour"), a cab or a shared
 * seat for it, a return train or ferry. A one-way train, a boat or jeep ride out there, or a
 * cruise whose price may not include the road to its pier, is not.
 */
export function carriesParty(activity: string, excursion: Pick<Excursion, 'name'>): boolean {
  return (
    namesExcursion(activity, excursion) &&
    !/\bone[ -]way\b/i.test(activity) &&
    /\b(?:day trips?|day tours?|tours?|cab|shared vehicle seat|rail trip)\b|\bferry \(return\)/i.test(
      activity.split(/\s+with\s+/i)[0]!,
    )
  );
}

/** The outing that carries the party on a day trip's day, if one does: no cab is hired that day. */
export function carrierOf(day: Pick<DayOutline, 'excursion' | Slot>): Activity | undefined {
  const { excursion } = day;
  if (!excursion) return undefined;
  for (const slot of SLOTS) {
    for (const item of day[slot]) {
      if ('activity' in item && carriesParty(item.activity.name, excursion)) return item.activity;
    }
  }
  return undefined;
}

/**
 * The outing that hires a cab, taxi, tuk-tuk or auto with its driver for a day's sightseeing, if
 * one does: a hire of at least half a day (a town's fort by auto, its hamlets by cab) carries the
 * party to the day's sights, and no day cab is hired on top of it (decision 202). A shorter one
 * (a taxi up to one viewpoint) is a ride to that place, and the day's other sights need their own.
 */
export function hireOf(day: Pick<DayOutline, Slot>): Activity | undefined {
  for (const slot of SLOTS) {
    for (const item of day[slot]) {
      if (!('activity' in item)) continue;
      const { shared, hours } = item.activity;
      if (shared && HIRED.test(shared.unit) && hours >= HIRE_HOURS) return item.activity;
    }
  }
  return undefined;
}
/** Road vehicles hired with their driver; a jeep is a safari's, a boat is on the water. */
const HIRED = /^(?:cab|taxi|tuk-tuk|(?:auto-)?rickshaw)$/i;
/** Half a day: the least a cab is hired for in the price, as for an arrival afternoon. */
const HIRE_HOURS = 3;

/**
 * How the days' sightseeing and day trips get about, as the price pays for it, each with its
 * days: those with places to see and a ride paid, less those a tour makes ("Cab for
 * sightseeing on 3 days"; abroad, "Public transport day pass ... on 4 days", decision 77).
 */
export function sightseeingRides(trip: Pick<Trip, 'outlines'>): string[] {
  const days = new Map<string, number>();
  for (const day of trip.outlines) {
    const rideOfItsOwn = carrierOf(day) || hireOf(day) || safariOnly(day);
    if (day.placesVisited.length === 0 || !day.ride || rideOfItsOwn) continue;
    const label = rideLabel(day.ride, day.place);
    days.set(label, (days.get(label) ?? 0) + 1);
  }
  return [...days].map(([label, count]) => `${label} on ${count} ${count === 1 ? 'day' : 'days'}`);
}

function rideLabel(ride: NonNullable<DayOutline['ride']>, place: Destination): string {
  if (ride === 'pass') {
    return `Public transport for sightseeing in ${place.name} (${place.transitDayPass!.name}, ${rupees(place.transitDayPass!.perPerson)} per person a day)`;
  }
  if (ride === 'ferry') return 'Ferry both ways for day trips';
  // A part of a day on the launch costs a part of its day's fare: no one fare is named.
  if (ride === 'seat') return `A ${place.boatSeat!.name} for sightseeing`;
  if (ride === 'public') {
    // No shared autos abroad; and not every place abroad has trains (Bali, Pokhara), buses or
    // ferries (Malé): the words promise only what runs there.
    return place.country === 'India'
      ? 'Shared autos and local buses for sightseeing'
      : 'Public transport for sightseeing';
  }
  return `${place.localTransportBy === 'boat' ? 'Boat' : 'Cab'} for sightseeing`;
}

/**
 * A day whose sights are all park zones seen from a safari seat: the safari picks up at the
 * lodge, and no cab is hired (decision 49).
 */
function safariOnly(day: Pick<DayOutline, Slot | 'excursion'>): boolean {
  const sights = [...day.morning, ...day.afternoon, ...day.evening].filter(
    (item): item is { attraction: Attraction; by?: Activity } => 'attraction' in item,
  );
  return !day.excursion && sights.length > 0 && sights.every((item) => item.by !== undefined);
}

/** Whether an activity's name, before any "with ...", names the day trip itself. */
function namesExcursion(activity: string, excursion: Pick<Excursion, 'name'>): boolean {
  // Asked for every activity and day trip of a place on every trip built: kept by both names.
  const key = `${activity}\u0000${excursion.name}`;
  let named = namedExcursions.get(key);
  if (named === undefined) {
    named = phraseIn(wordsOf(activity.split(/\s+with\s+/i)[0]!), excursionNames(excursion));
    namedExcursions.set(key, named);
  }
  return named;
}
const namedExcursions = new Map<string, boolean>();

/** A day trip's name as words, and its head: "Jungfraujoch – Top of Europe" is "jungfraujoch". */
function excursionNames(excursion: Pick<Excursion, 'name'>): string[] {
  const bare = excursion.name.replace(/\s*\(.*\)\s*/g, ' ');
  return [bare, bare.split(/\s+[–—-]\s+/)[0]!].map(wordsOf).filter((name) => name.length >= 3);
}

/** Whether one of the names stands as whole words in the text (both as `wordsOf` gives). */
function phraseIn(text: string, names: readonly string[]): boolean {
  return names.some((name) => ` ${text} `.includes(` ${name} `));
}

/** Words of a sight's name that say what it is, not which one it is. */
const SIGHT_KIND_WORDS = new Set([
  ...GENERIC_PLACE_WORDS,
  'the',
  'of',
  'and',
  // "Dainkund Peak" on the Dainkund ridge walk, "Vashisht Temple and hot springs" at the
  // hot-spring bath at Vashisht (decision 74).
  'peak',
  'hot',
  'spring',
  'springs',
  'sri',
  'shri',
  'bridge',
  'church',
  'mosque',
  'gompa',
  'museum',
  'garden',
  'gardens',
  'park',
  'market',
  'bazaar',
  'view',
  'viewpoint',
  'waterfall',
  'waterfalls',
  'dam',
  'caves',
  'cave',
  'statue',
  'memorial',
  'square',
  'lagoon',
  'stupa',
  'sanctuary',
  'reserve',
]);

/**
 * The sights of a place an activity takes the traveller to by name: "Shared-taxi circuit of
 * Key, Kibber, Chicham, Langza, Hikkim and Komic" covers Key Monastery, Kibber village and
 * Chicham Bridge; "Shikara ride on Dal Lake" covers Dal Lake. A sight is covered when every
 * word that tells it apart (not "village", "lake", "monastery") is a word of the activity's
 * name, before any "with ...".
 */
export function sightsOfActivity<A extends { name: string }>(
  activity: Pick<Activity, 'name'>,
  attractions: readonly A[],
  base?: { name: string },
): A[] {
  const known = coverageOf(activity, base);
  return attractions.filter((attraction) => coveredBy(known, activity, attraction, base));
}

/**
 * The sights an outing names whole: not one of two named together when it names only the one
 * (the boat ride on Loktak Lake is not the visit to "Loktak Lake and Sendra Island").
 */
function sightsNamedWhole<A extends { name: string }>(
  activity: Pick<Activity, 'name'>,
  attractions: readonly A[],
  base?: { name: string },
): A[] {
  const known = coverageOf(activity, base, true);
  return attractions.filter((attraction) => coveredBy(known, activity, attraction, base, true));
}

/** Whether an outing takes the traveller to one sight (sightsOfActivity), with no list built. */
function coversSight(
  activity: Pick<Activity, 'name'>,
  attraction: { name: string },
  base?: { name: string },
): boolean {
  return coveredBy(coverageOf(activity, base), activity, attraction, base);
}

/**
 * Asked of the same outings and sights for every card ranked: each pair is read once, kept by
 * outing and town, then by sight name.
 */
function coverageOf(
  activity: Pick<Activity, 'name'>,
  base: { name: string } | undefined,
  whole = false,
): Map<string, boolean> {
  let towns = coveredSights.get(activity);
  if (!towns) coveredSights.set(activity, (towns = new Map()));
  const town = `${base?.name ?? ''}${whole ? ':whole' : ''}`;
  let known = towns.get(town);
  if (!known) towns.set(town, (known = new Map()));
  return known;
}
const coveredSights = new WeakMap<object, Map<string, Map<string, boolean>>>();

function coveredBy(
  known: Map<string, boolean>,
  activity: Pick<Activity, 'name'>,
  attraction: { name: string },
  base: { name: string } | undefined,
  onlyWhole = false,
): boolean {
  let covered = known.get(attraction.name);
  if (covered === undefined) {
    covered = covers(activity, attraction, base, onlyWhole);
    known.set(attraction.name, covered);
  }
  return covered;
}

/** Whether an outing's name takes the traveller to a sight (sightsOfActivity). */
function covers(
  activity: Pick<Activity, 'name'>,
  attraction: { name: string },
  base?: { name: string },
  onlyWhole = false,
): boolean {
  const named = wordsOf(activity.name.split(/\s+with\s+/i)[0]!);
  const words = new Set(named.split(' '));
  // The town's own name tells none of its sights apart ("Nairobi National Museum").
  const town = new Set(base ? wordsOf(base.name).split(' ') : []);
  const bare = attraction.name.replace(/\s*\(.*\)\s*/g, ' ');
  const whole = wordsOf(bare);
  const ownOf = (name: string) =>
    wordsOf(name)
      .split(' ')
      .filter((word) => word && !SIGHT_KIND_WORDS.has(word) && !town.has(word));
  const own = ownOf(bare);
  if (own.length === 0 || own.join('').length < 3) {
    // A sight named only by the town and its kind is toured when its whole name is said
    // ("Nairobi National Park half-day game drive").
    return whole.includes(' ') && ` ${named} `.includes(` ${whole} `);
  }
  // A sight of two named together is reached by an outing that names either: the boat ride on
  // Loktak Lake goes to "Loktak Lake and Sendra Island", 47 km out (decision 216).
  const parts = bare.split(/\s+(?:and|&)\s+/);
  return [own, ...(parts.length > 1 && !onlyWhole ? parts.map(ownOf) : [])].some(
    (part) => part.join('').length >= 3 && part.every((word) => words.has(word)),
  );
}

/**
 * The sights an activity is the visit to: a tour of them (a shared-taxi circuit of Spiti's
 * villages) that takes at least as long as visiting each. An activity shorter than its sights'
 * visits (a full-moon view of the Taj) is an experience of its own and replaces nothing.
 */
export function sightsToured(
  activity: Activity,
  place: Pick<Destination, 'name' | 'attractions'>,
): Attraction[] {
  const sights = sightsNamedWhole(activity, place.attractions, place);
  const visits = sights.reduce((total, sight) => total + sight.hours, 0);
  // A walk, trek, jeep or tour to them is their visit from two thirds of its time: a 2-hour cave
  // walk at Mawsmai and Arwah, whose visits take 2.5 hours, is that visit, not a trip before a
  // second one to the caves (decision 74). A show, a ride or a dip there is not.
  // A ride that goes to them (the ropeway up to Savitri Mata's hilltop temple, the horse ride to
  // Mount Abu's Sunset Point, the ferry to Vivekananda Rock) or a ticket to the whole site (the
  // Colosseum's Full Experience) is their visit whatever its length: planned beside them, the
  // sight was seen twice.
  const share = RIDE_TO.test(activity.name) ? 0 : TOURING.test(activity.name) ? TOURED_SHARE : 1;
  return activity.hours >= share * visits ? sights : [];
}
const TOURING = /\b(?:walk|trek|hike|jeep|circuit|tour|excursion|trail)\b/i;

/** A sight named for the walk to another ("Elephant Beach Trek"), or that other: one visit. */
function wayToSight(a: Pick<Attraction, 'name'>, b: Pick<Attraction, 'name'>): boolean {
  const [x, y] = [lower(a.name), lower(b.name)];
  const to = (way: string, sight: string) =>
    way.startsWith(`${sight} `) && WAY_WORD.test(way.slice(sight.length + 1));
  return x !== y && (to(x, y) || to(y, x));
}
const WAY_WORD = /^(?:trek|walk|hike|trail)$/;
const RIDE_TO =
  /^(?:ropeway|cable car|gondola|chairlift|funicular|ferry|boat|launch|(?:horse|pony|camel|mule) ride)\b.*\bto\b|\bfull experience\b/i;
const TOURED_SHARE = 2 / 3;

/**
 * The part of a spread-out place an outing is in (decision 51): that of the sights its name
 * places it at ("Jungle swing in Ubud"), where they all stand in one; else undefined.
 */
export function partOfActivity(
  activity: Activity,
  place: Pick<Destination, 'name' | 'attractions'>,
): string | undefined {
  // Asked of every outing on every day planned, as excursionOfActivity is: read once per place.
  let known = activityParts.get(place);
  if (!known) activityParts.set(place, (known = new Map()));
  if (!known.has(activity)) {
    const parts = new Set(
      sightsOfActivity(activity, place.attractions, place).map((sight) => sight.area),
    );
    known.set(activity, parts.size === 1 ? [...parts][0] : undefined);
  }
  return known.get(activity);
}
const activityParts = new WeakMap<object, Map<Activity, string | undefined>>();

/**
 * The day trip a sight of the base is really out at: "Pin Valley National Park" is the Pin
 * Valley day trip's, "Dhamek Stupa, Sarnath" the Sarnath one's. The sight's name starts with a
 * place the trip is named after, followed only by what kind of sight it is, or ends with ",
 * {place}". "Galle Face Green" is not Galle's: "Face" is part of its own name.
 */
/**
 * A sight no one reaches but by a boat or jeep hired for it, where its place sells no such ride
 * and no day trip by boat goes there (Banana Reef "by boat", with no boat to it priced): never
 * planned, as a card that says "Head out to Banana Reef" with no boat in its price would mislead
 * (decision 227).
 */
export function noWayThere(
  sight: Attraction,
  place: Pick<Destination, 'activities' | 'excursions'>,
): boolean {
  if (!needsRide(sight) || rideTo(sight, place)) return false;
  return excursionOfSight(sight, place.excursions)?.by !== 'boat';
}

export function excursionOfSight(
  sight: { name: string; away?: unknown },
  excursions: readonly Excursion[],
): Excursion | undefined {
  // Asked of every sight on every card ranked: each sight and trip (by name) is read once.
  let known = sightTrips.get(sight.name);
  if (!known) {
    if (sightTrips.size >= WORDS_CACHE_SIZE) sightTrips.clear();
    sightTrips.set(sight.name, (known = new Map()));
  }
  const seen = known;
  return excursions.find((excursion) => {
    let out = seen.get(excursion.name);
    if (out === undefined) {
      out = sightOnTrip(sight, excursion);
      seen.set(excursion.name, out);
    }
    return out;
  });
}
const sightTrips = new Map<string, Map<string, boolean>>();

function sightOnTrip(sight: { name: string; away?: unknown }, excursion: Excursion): boolean {
  // A sight out of town of two named together is on a trip that goes to either: "Loktak Lake
  // and Sendra Island", 47 km out, on the trip to Moirang and Loktak (decision 216). (Not one in
  // town: Bhubaneswar's Udayagiri caves are not the Diamond Triangle's Udayagiri.)
  const parts = sight.away ? sight.name.split(/\s+(?:and|&)\s+/) : [];
  return [sight.name, ...(parts.length > 1 ? parts : [])].some((name) =>
    namedOnTrip(name, excursion),
  );
}

function namedOnTrip(sightName: string, excursion: Excursion): boolean {
  const name = wordsOf(sightName.replace(/\s*\(.*\)\s*/g, ' ')).split(' ');
  const suffix = wordsOf(/,\s*([^,]+)$/.exec(sightName)?.[1] ?? '');
  const own = sightName.toLowerCase();
  return (
    // A trip one of whose spots is this sight ("Grindelwald First Cliff Walk" on the
    // Grindelwald trip, for the sight "Grindelwald First") goes there too.
    excursion.spots.some((spot) => namesSameSpot(spot.toLowerCase(), own)) ||
    excursion.name
      .replace(/\s*\(.*\)\s*/g, ' ')
      .split(/\s+(?:and|&)\s+|,/)
      .map(wordsOf)
      .filter((part) => part.length >= 3)
      .some((part) => {
        if (suffix === part) return true;
        const words = part.split(' ');
        if (!words.every((word, i) => name[i] === word)) return false;
        return name.slice(words.length).every((word) => SIGHT_KIND_WORDS.has(word));
      })
  );
}

/**
 * A day trip's spot as the plan names it: without the season or hour its name carries for the
 * planner ("Jolly Buoy Island (closed 16 May–31 October)", "Futala Lake (evening)").
 */
export function spotLabel(spot: string): string {
  return spot.replace(SPOT_NOTE, '').trim();
}
const SPOT_NOTE =
  /\s*\((?:[^()]*\b(?:closed|open|January|February|March|April|May|June|July|August|September|October|November|December)\b[^()]*|evening|morning|sunrise|sunset)\)/g;

/** A day trip's name that says it goes to no town: a pass, a lake, falls, a park or a dam. */
const NO_TOWN_THERE =
  /\b(?:Pass|La|Tso|Lake|Tal|Glacier|Peak|Falls|Caves|Dam|National Park|Sanctuary|Tiger Reserve)\b/;

/** Lower-case letters and digits only, one space between words. */
/** Whether an outing at a sight is the whole visit: it names all of the sight and lasts as long. */
function outingIsTheVisit(activity: Activity, sight: Attraction): boolean {
  const name = wordsOf(sight.name.replace(/\s*\(.*\)\s*/g, ' '));
  return sight.hours <= activity.hours && ` ${wordsOf(activity.name)} `.includes(` ${name} `);
}

function wordsOf(text: string): string {
  // Asked of the same knowledge-base names for every card ranked: read each once.
  let words = wordsCache.get(text);
  if (words === undefined) {
    words = text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (wordsCache.size >= WORDS_CACHE_SIZE) wordsCache.clear();
    wordsCache.set(text, words);
  }
  return words;
}
const wordsCache = new Map<string, string>();
const WORDS_CACHE_SIZE = 50_000;

/** A name in lower case, kept: the days of every card ranked ask it of the same names. */
function lower(name: string): string {
  let lowered = lowerNames.get(name);
  if (lowered === undefined) {
    lowered = name.toLowerCase();
    if (lowerNames.size >= WORDS_CACHE_SIZE) lowerNames.clear();
    lowerNames.set(name, lowered);
  }
  return lowered;
}
const lowerNames = new Map<string, string>();

/**
 * Activities that belong to the evening, held after dark: dinners, sunsets and aartis, Shirdi's
 * palkhi (Thursdays about 9:15 pm, the knowledge base's Chavadi note),
 * light-and-sound shows, concerts, stage shows and dance performances (Kathakali, flamenco).
 */
const EVENING_ACTIVITY =
  /dinner|evening|sunset|aarti|night|palkhi|light[- ]and[- ]sound|sound[- ]and[- ]light|\bconcert\b|\bopera\b|theatre show|cabaret|moulin rouge|kathakali|kalaripayattu shows?|odissi|flamenco|kecak|dance show|dance performance|folk dance|fountain show|yakshagana|krishnattam|percussion show/i;
/**
 * Outings held at first light or in the early morning (a sunrise jeep, a dawn shikara, a morning
 * fish auction): first thing in a morning, never in an afternoon or evening. Hot-air balloons
 * lift at dawn in the still air (Jaipur's, with a 5–5:50 am pick-up: travelreader.net,
 * readyclickandgo) and Everest mountain flights leave Kathmandu about 6 am
 * (odysseytreksnepal.com), weather allowing.
 */
export const MORNING_ACTIVITY = /\bsunrise\b|\bdawn\b|\bmorning\b|\bballoon\b|\bmountain flight\b/i;
/**
 * Whether an outing is held on a weekday: one named for a day of the week only on that day
 * (Shirdi's "Thursday palkhi procession", decision 106), one with `days` only on those, and none
 * on a day a sight it goes to is shut (the Ellora circuit on a Tuesday, decision 174).
 */
export function heldOn(activity: Activity, place: Destination, weekday: number): boolean {
  // Asked of every outing on every day of every card: the days are read once per outing and place.
  let known = heldDays.get(activity);
  if (!known) heldDays.set(activity, (known = new Map()));
  let days = known.get(place.id);
  if (days === undefined) {
    const named = /^(sun|mon|tues|wednes|thurs|fri|satur)day\b/i.exec(activity.name)?.[0];
    const shut = new Set(
      sightsOfActivity(activity, place.attractions, place).flatMap((sight) =>
        closedWeekdays(sight),
      ),
    );
    days = 0;
    for (const [index, day] of WEEKDAYS.entries()) {
      const held =
        (!named || named.toLowerCase() === day) &&
        (!activity.days || activity.days.includes(day)) &&
        !shut.has(index);
      if (held) days |= 1 << index;
    }
    known.set(place.id, days);
  }
  return (days & (1 << weekday)) !== 0;
}
/** The weekdays an outing is held at a place, as bits (Sunday the lowest). */
const heldDays = new WeakMap<Activity, Map<string, number>>();

/** Longest activity a day can hold; longer ones (multi-day treks) are left out. */
const MAX_ACTIVITY_HOURS = 7.5;

export const TIER_LABEL: Record<HotelTier, string> = {
  budget: 'Budget',
  standard: 'Standard',
  premium: 'Premium',
  luxury: 'Luxury',
};

export const HOTEL_TYPE: Record<HotelTier, string> = {
  budget: 'Budget stay',
  standard: 'Standard hotel',
  premium: 'Premium hotel',
  luxury: 'Luxury hotel',
};

function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A sight at the place a stay out of town stands at (decision 62): Joshimath's temples. */
function besideStay(sight: Attraction, at: string): boolean {
  const place = placeWords(at);
  return (
    (sight.away?.at !== undefined && placeWords(sight.away.at) === place) ||
    ` ${placeWords(sight.name)} `.includes(` ${place} `)
  );
}

/**
 * A day trip from a stop whose stay stands in another town, as it sets out from the stay: where
 * that town is another of our places that lists the same trip (Mawlynnong from Shillong for
 * Dawki, Mukteshwar from Nainital for Bhimtal), that place's distance and time for it (decision
 * 161); else the road from the town to the trip's place, where both are on the map (Pehowa from
 * a Karnal hotel for Kurukshetra, not Kurukshetra's 27 km: decision 255). None when that road is
 * longer than a day trip goes. Not a trip by boat, with a walk or a night out, nor one the stop's
 * own tour or cab carries.
 */
function fromStayTown(
  place: Destination,
  stay: Pick<Stay, 'away'> | undefined,
  excursion: Excursion,
): Excursion | undefined {
  const at = stay?.away?.at;
  if (!at || !plainTrip(excursion)) return excursion;
  const town = knowledgeBase().destinations.find((candidate) => candidate.name === at);
  if (town?.id === place.id) return excursion;
  const twin =
    town && timedExcursionsOf(town).find((trip) => trip.name === excursion.name && plainTrip(trip));
  // Its spots stay the stop's own, as the plan names them from the stop's list.
  if (twin)
    return {
      ...excursion,
      distanceKm: twin.distanceKm,
      ...(twin.hours ? { hours: twin.hours } : {}),
    };
  const measured = measuredFromStay(place, at, excursion);
  // Not measured, from a stay inside the reserve, it sets out from the place after the drive out
  // (viaThePlace): no farther in all than a trip from the stay's town may be.
  if (measured === excursion && insideTheReserve(place, stay!)) {
    return stay!.away!.km + excursion.distanceKm > DAY_TRIP_FROM_STAY_MAX_KM
      ? undefined
      : excursion;
  }
  return measured;
}

/** A day trip by road, back the same day, with no walk: one a cab makes from where it sets out. */
function plainTrip(trip: Pick<Excursion, 'by' | 'overnight' | 'walk'>): boolean {
  return trip.by !== 'boat' && !trip.overnight && !trip.walk;
}

/**
 * A stay deep inside a wildlife reserve, over an hour's drive in, at a zone its safaris go into
 * (Dhikala's forest lodge, 50 km into the Corbett reserve): the road out of it runs back through
 * the reserve's gate at the place, so a day trip sets out from there (decision 266).
 */
function insideTheReserve(place: Destination, stay: Pick<Stay, 'away'>): boolean {
  const at = stay.away?.at;
  return (
    at !== undefined &&
    stay.away!.hours > DEEP_IN_THE_RESERVE_HOURS &&
    place.themes.includes('wildlife') &&
    place.attractions.some(
      (sight) =>
        besideStay(sight, at) &&
        (safariFor(place, sight, true) !== undefined ||
          safariFor(place, sight, false) !== undefined),
    )
  );
}

/** The drive in from the gate beyond which a stay at a zone of a reserve is deep inside it. */
const DEEP_IN_THE_RESERVE_HOURS = 1;

/**
 * A day trip that sets out from the place, not from the stay out of town, though nothing of the
 * place carries it: one from a stay inside the reserve whose road from the stay is not known
 * (decision 266). Dhikala's forest lodge drives out to Ramnagar before the trip to Nainital, and
 * back through it; the day read "Drive from Jim Corbett to Nainital".
 */
export function viaThePlace(
  place: Destination,
  stay: Pick<Stay, 'away'> | undefined,
  excursion: Pick<Excursion, 'name'>,
): boolean {
  if (!stay || !insideTheReserve(place, stay)) return false;
  const own = timedExcursionsOf(place).find((trip) => trip.name === excursion.name);
  return own !== undefined && plainTrip(own) && fromStayTown(place, stay, own) === own;
}

const measuredTrips = new Map<string, Excursion | null>();

/**
 * A day trip's road from the town a stay stands in (decision 255): the table's leg where it has
 * one, else the road model's distance, and the trip's own time scaled to it. The town is our
 * place or town of its name, else the real place of the name nearest the stop; the trip's place
 * is found as the road table finds it (placeOfExcursion), else among real places likewise. Where
 * either is not on the map, the trip is left as the stop lists it.
 */
function measuredFromStay(
  place: Destination,
  at: string,
  excursion: Excursion,
): Excursion | undefined {
  const key = `${place.id}|${at}|${excursion.name}`;
  const known = measuredTrips.get(key);
  if (known !== undefined) return known ?? undefined;
  const kb = knowledgeBase();
  // A real place has a name of its own for an id, so that the hill model reads its height
  // (hillEnd): Mirik to Kurseong winds as hill roads do.
  const nearest = (name: string, reach: number): (Point & { id?: string }) | undefined => {
    const spot = (kb.placeNames.get(normalisePlace(name)) ?? [])
      .filter((candidate) => greatCircleKm(place, candidate) <= reach)
      .sort((a, b) => greatCircleKm(place, a) - greatCircleKm(place, b))[0];
    return spot && { ...spot, id: `real-${normalisePlace(name)}` };
  };
  const from = stayTownPlace(at) ?? nearest(at, STAY_TOWN_REACH_KM);
  const to =
    placeOfExcursion(place, excursion, kb.byName) ??
    nearest(firstPlaceOf(excursion.name), 2 * excursion.distanceKm + 25);
  let measured: Excursion | null = excursion;
  if (from && to) {
    const leg = roadLegBetween(from, to);
    const km = leg?.km ?? Math.round(roadKm(from, to));
    const hours =
      leg?.hours ??
      (excursion.hours
        ? Math.max(
            0.25,
            Math.round((4 * excursion.hours * km) / Math.max(1, excursion.distanceKm)) / 4,
          )
        : undefined);
    const { hours: _listed, ...rest } = excursion;
    measured =
      km > Math.max(DAY_TRIP_FROM_STAY_MAX_KM, excursion.distanceKm)
        ? null
        : { ...rest, distanceKm: km, ...(hours ? { hours } : {}) };
  }
  measuredTrips.set(key, measured);
  return measured ?? undefined;
}

/** How far from the stop a stay's town is looked for among real places of its name. */
const STAY_TOWN_REACH_KM = 120;
/**
 * The longest road, each way, of a day trip from a stay's town: about the longest the knowledge
 * base lists for a day trip from a place (99 in 100 of them are 150 km or less).
 */
const DAY_TRIP_FROM_STAY_MAX_KM = 150;

/**
 * A day trip to where the stay out of town stands (Panchgani from a Panchgani hotel), or across
 * the sea to the island it stands on (Praslin from a Praslin lodge, decision 224).
 */
function tripToStay(excursion: Excursion, stay: Pick<Stay, 'away' | 'island'>): boolean {
  const at = stay.away?.at ?? (excursion.by === 'boat' ? stay.island : undefined);
  return at !== undefined && ` ${placeWords(excursion.name)} `.includes(` ${placeWords(at)} `);
}

/**
 * Whether a safari drive at this time of day passes a sight inside the park: one seen at sunset
 * only on a drive that ends at sunset (an afternoon one), one seen at first light only on a
 * morning one; any other sight on any drive. A drive whose time is not known passes them all.
 */
function passedOnDrive(sight: Attraction, slot: Slot | 'day' | undefined): boolean {
  if (!slot || slot === 'day') return true;
  const slots = slotsFor(sight);
  if (slots.every((at) => at === 'evening')) return slot !== 'morning';
  return slots.includes(slot);
}

const closedCache = new WeakMap<Attraction, number[]>();

/** Days a sight is shut, read from notes such as "closed Fridays" or "closed on Monday". */
export function closedWeekdays(attraction: Attraction): number[] {
  const cached = closedCache.get(attraction);
  if (cached) return cached;
  // A weekly market is shut on the days it does not run.
  const days: number[] = attraction.days
    ? WEEKDAYS.flatMap((name, index) => (attraction.days!.includes(name) ? [] : [index]))
    : [];
  days.push(...weekdaysShutIn(attraction.note ?? ''));
  closedCache.set(attraction, days);
  return days;
}

/**
 * The weekdays a note says something is shut: "Closed Mondays", "most stalls shut on Sundays",
 * "not Fridays", "(closed Monday and Tuesday)"; "closed to tourists on Friday mornings" shuts
 * the day.
 */
function weekdaysShutIn(note: string): number[] {
  const days: number[] = [];
  for (const match of note
    .toLowerCase()
    .matchAll(
      /(?:closed|shut|\bnot)(?: to (?:tourists|visitors))? (?:on )?((?:\w+day)s?(?:(?:, | and | & | or )\w+days?)*)/g,
    )) {
    for (const [index, name] of WEEKDAYS.entries()) {
      if (match[1]!.includes(name)) days.push(index);
    }
  }
  return days;
}

/**
 * The spots of a day trip shut on a weekday: by their own sight's closing day (Louvre Abu Dhabi
 * on Mondays, from Dubai), or by a sentence of the base's notes that names the spot ("Nathu La
 * is open to Indian nationals only, Wednesday to Sunday (closed Monday and Tuesday)").
 */
export function spotsShutOn(base: Destination, excursion: Excursion, weekday: number): string[] {
  // Asked of every day trip on every day of every card: read once per trip, base and weekday.
  let known = shutSpots.get(excursion);
  if (!known) shutSpots.set(excursion, (known = new Map()));
  const key = `${base.id}|${weekday}`;
  let shut = known.get(key);
  if (!shut) known.set(key, (shut = spotsShutThen(base, excursion, weekday)));
  return shut;
}
const shutSpots = new WeakMap<Excursion, Map<string, string[]>>();

function spotsShutThen(base: Destination, excursion: Excursion, weekday: number): string[] {
  return excursion.spots.filter((spot) => {
    const sight = sightOfSpot(base, excursion, spot);
    if (sight && closedWeekdays(sight).includes(weekday)) return true;
    // "Nathu La Pass" is named as "Nathu La"; "Jolly Buoy Island (closed 16 May–31 October)"
    // as "Jolly Buoy".
    const words = spot
      .replace(/\s*\(.*?\)/g, '')
      .toLowerCase()
      .split(/\s+/);
    const names = words.length > 1 ? [words.join(' '), words.slice(0, -1).join(' ')] : words;
    return base.notes
      .flatMap((note) => note.split(/(?<=[.;])\s+/))
      .some(
        (sentence) =>
          names.some((name) => sentence.toLowerCase().includes(name)) &&
          weekdaysShutIn(sentence).includes(weekday),
      );
  });
}

/**
 * A day trip not to make on a weekday: a spot its name promises is shut then (Nathu La on the
 * "Tsomgo Lake, Baba Mandir and Nathu La" trip), or half its spots are (Abu Dhabi's Louvre and
 * BAPS Mandir on a Monday). A lesser spot shut that day is left out of the day instead.
 */
function excursionShutOn(base: Destination, excursion: Excursion, weekday: number): boolean {
  const shut = spotsShutOn(base, excursion, weekday);
  const title = excursion.name.toLowerCase();
  return (
    shut.length * 2 >= excursion.spots.length ||
    shut.some((spot) => title.includes(spot.toLowerCase().split(/\s+/).slice(0, 2).join(' ')))
  );
}

export function steps(parts: string[]): string {
  return parts.map((part, index) => (index === 0 ? part : lowerFirst(part))).join('; then ');
}

/** A distance in a note ("25 km", "around 30 km west", "45 km south", "85 km from Bhuj"). */
const NOTE_DISTANCE =
  /,?\s*\b(?:about |around |some )?\d+(?:\.\d+)? ?km\b(?: (?:away|by road|north|south|east|west|from \w+|towards \w+))?/gi;

const NOTE_DISTANCE_BRACKET = /\s*\((?:about |around |some )?\d+(?:\.\d+)? ?km\b[^()]*\)/gi;

/**
 * A note as the day's text gives it. Beside the sourced drive of a sight out of town, a distance
 * the note gives of its own is left out: the two disagreed ("30 km out of town … 25 km").
 */
export function noteBeside(attraction: Attraction): string {
  const note = attraction.note?.replace(/\.$/, '') ?? '';
  if (!attraction.away) return note;
  // A bracket that gives a distance goes whole: "via Kunduli (27 km from Kunduli chowk)".
  return note
    .replace(NOTE_DISTANCE_BRACKET, '')
    .split(/;\s*/)
    .map((clause) => clause.replace(NOTE_DISTANCE, '').trim())
    .filter(Boolean)
    .join('; ');
}

/**
 * A sight's note without what it says a ride or permit costs: seen from a seat the plan prices,
 * the note's older or per-jeep figure ("ferry ticket about ₹75 extra", "online permit ~₹800–1,000
 * per jeep") or its "fare extra" read beside the seat's own price as a second, different fare
 * (decision 234). A clause keeps what comes before its cost ("seen from a shikara, fare extra").
 */
export function withoutFares(note: string): string {
  if (!COST.some((cost) => cost.test(note))) return note;
  return note
    .split(/\.\s+(?=[A-Z])/)
    .map((sentence) =>
      sentence
        .replace(/\s*\([^()]*\)/g, (bracket) => (costs(bracket) ? '' : bracket))
        .split(/;\s*/)
        .map((clause) => {
          const parts = clause.split(/,\s+/);
          while (parts.length > 0 && costs(parts.join(', '))) parts.pop();
          return parts.join(', ');
        })
        .filter((clause) => clause.trim())
        .join('; '),
    )
    .filter(Boolean)
    .join('. ');
}
/** What a note says a fare or permit costs, or that it is paid on top. */
const COST = [
  /[₹$€£฿]\s?\d|\bRs\.?\s?\d|\d\s?(?:INR|USD)\b/,
  /\b(?:extra|separate(?:ly)?)\b.*\b(?:fees?|fares?|charges?|hire|tickets?|permits?|jeeps?|guides?|boats?|ferry|ferries|safaris?)\b|\b(?:fees?|fares?|charges?|hire|tickets?|permits?|jeeps?|guides?|boats?|ferry|ferries|safaris?)\b.*\b(?:extra|separate(?:ly)?)\b/i,
  /\bper (?:jeep|gypsy|seat|vehicle|boat)\b/i,
  /\bplus\b.*\b(?:fees?|fares?|charges?)\b/i,
];
const costs = (text: string) => COST.some((cost) => cost.test(text));

function describeAttraction(
  attraction: Attraction,
  travellers: number,
  safari?: Activity,
  passes: readonly Attraction[] = [],
  sameDrive?: { further: number },
  byStay?: string,
  aboard = false,
): string {
  const visit = `about ${durationText(attraction.hours)}`;
  const fees =
    attraction.entryFee > 0 && !(safari && safariIncludesPermit(safari))
      ? [`entry ${rupees(attraction.entryFee)}`]
      : [];
  // A fare or permit the note quotes is the seat's, priced beside it (decision 234).
  const text = safari ? withoutFares(noteBeside(attraction)) : noteBeside(attraction);
  const seat = !safari
    ? ''
    : aboard
      ? `; on the same ${lowerFirst(safari.name)}`
      : `; from a seat on the ${seatText(safari, travellers)}`;
  const along =
    passes.length > 0
      ? `; the drive passes ${passes.map((sight) => `${sight.name}${noteBeside(sight) ? ` (${lowerFirst(noteBeside(sight))})` : ''}`).join(' and ')}`
      : '';
  const note = (text ? `; ${lowerFirst(text)}` : '') + seat + along;
  const { away } = attraction;
  const on =
    sameDrive && sameDrive.further > 0
      ? `, ${durationText(sameDrive.further)} farther each way`
      : '';
  const where = byStay
    ? `beside your stay at ${byStay}; ${visit}`
    : away && sameDrive
      ? `on the same drive out to ${away.at}${on}; ${visit} there`
      : away
        ? outOfTown(away, visit)
        : visit;
  // A note's own brackets (its hours' Sunday opening, a safari seat's terms) become clauses.
  const parts = [where, ...fees].join(', ');
  return `${verbForSight(attraction)} ${attraction.name} ${bracketed(`${parts}${note}`)}`;
}

/**
 * What an outing costs each traveller: its price, or for one priced by the taxi, boat or tent
 * (`shared`), a share of as many as the party fills (decision 200).
 */
export function perPersonPrice(
  activity: Pick<Activity, 'price' | 'shared'>,
  travellers: number,
): number {
  const { shared } = activity;
  if (!shared) return activity.price;
  const units = vehiclesNeeded(travellers, shared.seats);
  return Math.round((activity.price * units) / travellers);
}

/** An outing's price as the traveller pays it: per person, and what a shared unit costs. */
function priceText(activity: Activity, travellers: number): string {
  if (activity.price <= 0) return '';
  const each = `${rupees(perPersonPrice(activity, travellers))} per person`;
  const { shared } = activity;
  if (!shared) return each;
  const article = /^[aeiou]/i.test(shared.unit) ? 'an' : 'a';
  const whole = `${rupees(activity.price)} ${article} ${shared.unit} for up to ${shared.seats}`;
  const units = vehiclesNeeded(travellers, shared.seats);
  if (travellers === 1) return `${whole}, yours alone`;
  return units === 1
    ? `${each}; ${whole}, shared`
    : `${each}; ${units} ${shared.unit}s at ${rupees(activity.price)}, up to ${shared.seats} in each`;
}

function describeActivity(activity: Activity, travellers: number, drive?: OutingDrive): string {
  const [name, price] = pricedName(activity, travellers);
  const hours = `about ${durationText(Math.max(1, activity.hours))}`;
  const out = drive ? outOfTown(drive, hours) : hours;
  return `${name} ${bracketed([out, ...price].join(', '))}`;
}

/** What is done at a place out of town, after the drive there: a sight's visit or an outing. */
function outOfTown(drive: { km: number; hours: number }, there: string): string {
  return `${drive.km} km out of town, about ${durationText(drive.hours)} each way by road; ${there} there`;
}

/** The road out to where an outing starts: its km and hours one way. */
export type OutingDrive = { km: number; hours: number };

/**
 * The drive out to the sights an outing is the visit to (decision 233): a hike at Laitlum
 * Canyons, 30 km out of Shillong, starts an hour's drive away, and a boat from Kilim jetty from
 * the jetty. An outing whose name is the ride out (a jeep safari, a cab or taxi tour, a day
 * excursion, a cruise) carries the traveller there, as does a night out (camping at the lake,
 * planned with its own evening). `toured` are the sights it is the visit to, less those beside
 * the stay; only one it names whole, kind and all, counts ("Lohagad and Visapur fort trek" is at
 * Lohagad Fort; "Sunrise Kanchenjunga view" is not at Kanchenjunga Falls).
 */
export function outingDrive(
  activity: Pick<Activity, 'name' | 'hours'>,
  toured: readonly Attraction[],
): OutingDrive | undefined {
  if (activity.hours >= OVERNIGHT_OUTING_HOURS) return undefined;
  if (CARRIES_OUT.test(activity.name) && !STARTS_OUT_THERE.test(activity.name)) return undefined;
  const named = new Set(wordsOf(activity.name).split(' '));
  let farthest: OutingDrive | undefined;
  for (const sight of toured) {
    const { away } = sight;
    // Every word of the sight's name, its kind too ("Lohagad and Visapur fort trek").
    const words = wordsOf(sight.name.replace(/\s*\(.*\)\s*/g, ' ')).split(' ');
    if (!away || !words.every((word) => named.has(word))) continue;
    if (!farthest || away.hours > farthest.hours) farthest = { km: away.km, hours: away.hours };
  }
  return farthest;
}
const CARRIES_OUT =
  /\b(?:jeep|cab|taxi|car|bus|excursion|circuit|tour|drive|safari|day trip|cruise|catamaran)\b/i;
/** A ride that starts where the sights are: "from Kilim jetty", not from the town. */
const STARTS_OUT_THERE = /\bfrom\s+(?!the\b)\w/i;
/** An outing this long is a night out (camping by Pawna Lake), not part of a day's sights. */
const OVERNIGHT_OUTING_HOURS = 12;

/**
 * An outing's name and what follows it: its price, then what else its name's bracket says once
 * the words that only say how the price is counted are gone (decision 231).
 */
function pricedName(activity: Activity, travellers: number): [string, string[]] {
  if (activity.price <= 0) return [activity.name, []];
  const { name, aside } = unpricedName(activity.name);
  return [name, [priceText(activity, travellers), aside].filter(Boolean)];
}

/**
 * An outing named inside a sentence with no price beside it: in lower case but for a name, the
 * words that only say how its price is counted left out (decision 231).
 */
function namedInText(outing: string): string {
  const { name, aside } = unpricedName(outing);
  return lowerFirst(aside ? `${name} (${aside})` : name);
}

/** A seat on a ride that shows a sight, priced, its name not saying the price twice. */
function seatText(ride: Activity, travellers: number): string {
  const [name, price] = pricedName(ride, travellers);
  return [lowerFirst(name), ...price].join(', ');
}

const orders = new Map<string, Attraction[]>();

/**
 * The order a stop's sights are taken in: the theme's kinds first (equal ranks keep the data's
 * order or shuffle by the card's seed), but the place's headline sight (the first the knowledge base lists: Amber Fort for Jaipur,
 * Tiger's Nest for Bhutan) always leads, so that no trip with a day there leaves it out for the
 * theme's lesser sights. Days it is shut or out of season still pass it by.
 */
function orderAttractions(
  place: Destination,
  theme: Theme,
  seed: number,
  headline = place.attractions[0],
): Attraction[] {
  if (theme.prefers.length === 0) {
    return headline
      ? [headline, ...place.attractions.filter((sight) => sight !== headline)]
      : [...place.attractions];
  }
  const key = `${seed}:${place.id}:${theme.id}:${headline?.name}`;
  const known = orders.get(key);
  if (known) return [...known];
  const ordered = rankAttractions(place, theme, seed, headline);
  if (orders.size > 2000) orders.clear();
  orders.set(key, ordered);
  return [...ordered];
}

function rankAttractions(
  place: Destination,
  theme: Theme,
  seed: number,
  headline: Attraction | undefined,
): Attraction[] {
  const random = randomFrom(seedFrom(`${seed}:${place.id}:${theme.id}`));
  const rank = (attraction: Attraction) => {
    const index = theme.prefers.indexOf(attraction.kind);
    return index === -1 ? theme.prefers.length : index;
  };
  const groups = new Map<number, Attraction[]>();
  for (const attraction of place.attractions) {
    const key = rank(attraction);
    groups.set(key, [...(groups.get(key) ?? []), attraction]);
  }
  const ranked = [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([key, group]) => (key === theme.prefers.length ? group : shuffled(group, random)));
  return headline ? [headline, ...ranked.filter((sight) => sight !== headline)] : ranked;
}

/**
 * A place's headline sight for a trip's dates (decision 113): the first the knowledge base lists,
 * or, where that one is shut every day of the trip (Corbett's Dhikala zone before 15 November),
 * the next of its kind open on one of them (the Bijrani zone), so a park's trip still has its
 * safari.
 */
function headlineFor(place: Destination, dates: readonly string[]): Attraction | undefined {
  const first = place.attractions[0];
  const open = (sight: Attraction) => dates.some((date) => inSeason(sight, date));
  if (!first || open(first)) return first;
  return place.attractions.find((sight) => sight.kind === first.kind && open(sight)) ?? first;
}

/** Cheaper activities for the budget end, the headline ones for the top. */
function chooseActivities(
  place: Destination,
  spec: TripSpec,
  stay: Pick<Stay, 'island' | 'away'>,
): Activity[] {
  const wanted = spec.level + spec.theme.extraActivities;
  if (wanted <= 0) return [];
  // The ways up a trail (the walk, a pony, the helicopter) are the journey, not an outing up
  // there; nor is a ride one way down the line (decision 46), which leaves the traveller there.
  const ways = place.trail?.ways ?? [];
  // Nor is the safari a park's zones are seen from: each zone's visit takes and pays its seat.
  const zoneSafaris = new Set(
    place.attractions.flatMap((sight) =>
      [true, false].flatMap((budget) => safariFor(place, sight, budget) ?? []),
    ),
  );
  const usable = place.activities.filter(
    (activity) =>
      activity.hours <= MAX_ACTIVITY_HOURS &&
      !ways.includes(activity.name) &&
      !activity.oneWayTo &&
      !zoneSafaris.has(activity) &&
      // An outing from another island is across the sea (Mahé's Copolia trail from Praslin).
      onStayIsland(activity, stay) &&
      !dawnOutOfReach({ activity }, stay),
  );
  const sorted =
    spec.tier === 'budget' || spec.tier === 'standard'
      ? [...usable].sort((a, b) => a.price - b.price)
      : [...usable].sort((a, b) => b.price - a.price);
  return focusFirst(sorted, spec.focus).slice(0, wanted);
}

/** The items named in `focus` first, in its order; the others after them, in theirs. */
function focusFirst<T extends { name: string }>(
  items: T[],
  focus: readonly string[] | undefined,
): T[] {
  if (!focus || focus.length === 0) return items;
  const rank = new Map(focus.map((name, index) => [name.toLowerCase(), index]));
  const chosen = items
    .filter((item) => rank.has(item.name.toLowerCase()))
    .sort((a, b) => rank.get(a.name.toLowerCase())! - rank.get(b.name.toLowerCase())!);
  return [...chosen, ...items.filter((item) => !rank.has(item.name.toLowerCase()))];
}

/**
 * The day trip an eatery of the place stands out at, by the place its name gives after a comma
 * ("Naga Bowl, Kohima" for Dzükou; "Manohar Dairy and Restaurant, Bhopal" for Sanchi): eaten
 * only on that trip's day. A name that also names the place itself is the place's own.
 */
export function eateryOutAt(
  place: Destination,
  eatery: Restaurant,
  stay = '',
): Excursion | undefined {
  const comma = eatery.name.indexOf(',');
  if (comma === -1) return undefined;
  const where = eatery.name.slice(comma + 1).toLowerCase();
  const own = place.name.toLowerCase();
  // A card that sleeps out there (Dzükou's stays in Kohima) eats there too.
  const sleeps = stay.toLowerCase();
  return place.excursions.find((excursion) => {
    const head = excursion.name
      .split(/ – | and |,|\(/)[0]!
      .trim()
      .toLowerCase();
    return (
      head.length > 3 &&
      where.includes(head) &&
      !own.includes(head) &&
      !where.includes(own) &&
      !sleeps.includes(head)
    );
  });
}

/**
 * Whether an eatery stands in a town by the name it gives after its last comma ("Bapu Ki Kutia,
 * Bhopal"), the town a stay out of the place stands in (decision 220).
 */
export function eatsInTown(eatery: Restaurant, town: string | undefined): boolean {
  const comma = eatery.name.lastIndexOf(',');
  return (
    town !== undefined &&
    comma !== -1 &&
    placeWords(eatery.name.slice(comma + 1)) === placeWords(town)
  );
}

const awayAtCache = new WeakMap<Restaurant, string | null>();

/**
 * The place out of town, where sights of the place stand, that an eatery stands at by its name
 * ("Village thali at Pattadakal" for Badami, "Hotel Kailas (Ellora)" for Aurangabad): eaten at
 * on a day out there, not back in town (decision 189). An eatery of a part of a spread-out place
 * keeps to its part instead (decision 178).
 */
export function eateryAwayAt(place: Destination, eatery: Restaurant): string | undefined {
  let at = awayAtCache.get(eatery);
  if (at === undefined) {
    const name = ` ${placeWords(eatery.name)} `;
    const own = ` ${placeWords(place.name)} `;
    const found = eatery.area
      ? undefined
      : place.attractions.find((sight) => {
          const there = sight.away?.at && placeWords(sight.away.at);
          return there && !own.includes(` ${there} `) && name.includes(` ${there} `);
        });
    at = found?.away?.at ?? null;
    awayAtCache.set(eatery, at);
  }
  return at ?? undefined;
}

function orderRestaurants(place: Destination, tier: HotelTier) {
  return tier === 'budget' || tier === 'standard'
    ? [...place.restaurants].sort((a, b) => a.costForTwo - b.costForTwo)
    : [...place.restaurants].sort((a, b) => b.costForTwo - a.costForTwo);
}

type StopState = {
  place: Destination;
  hotelName: string;
  queue: Attraction[];
  /** Sights inside the park, seen from the first safari into it (decision 57). */
  onSafari: Attraction[];
  activities: Activity[];
  restaurants: Restaurant[];
  excursions: Excursion[];
  /** The island the stay stands on, where the place spans islands (decision 34). */
  island: string | undefined;
  /** The place a stay out of town stands at, and the sights there it sees without the drive. */
  stayAt: string | undefined;
  /** The drive one way between a stay out of town and the place, in hours; 0 in town. */
  stayDrive: number;
  /** The drive back is not made after dark: no evening in town (decision 265). */
  backBeforeDark: boolean;
  byStay: Attraction[];
  /**
   * The sight the stop's days are planned around: the one the traveller asked for ("Ajanta" for
   * Aurangabad, decision 88), else the place's first listed.
   */
  headline: Attraction | undefined;
};

type Calendar = { dates: string[]; weekdays: number[]; months: number[] };
const calendars = new Map<string, Calendar>();

/** The dates of a trip, worked out once per departure and return. */
function calendarOf(departureDate: string, returnDate: string): Calendar {
  const key = `${departureDate}:${returnDate}`;
  let calendar = calendars.get(key);
  if (!calendar) {
    const days = tripDays(departureDate, returnDate);
    const dates = Array.from({ length: days }, (_, offset) => addDays(departureDate, offset));
    calendar = {
      dates,
      weekdays: dates.map(weekdayOf),
      months: [...new Set(dates.map((date) => Number(date.slice(5, 7))))],
    };
    if (calendars.size > 500) calendars.clear();
    calendars.set(key, calendar);
  }
  return calendar;
}

/** A sight, with the safari it is seen from where it is seen only from one (decision 49). */
type Item =
  | {
      attraction: Attraction;
      by?: Activity;
      /** Sights inside the park the safari passes on its way (decision 57). */
      passes?: Attraction[];
      /**
       * Out at the same place as a sight seen before it today, on the same drive (decision 58):
       * the hours the drive reaches on beyond the farthest seen so far, each way (0 when none).
       */
      sameDrive?: { further: number };
      /** Beside the stay out of town, at the place it names: seen without the drive. */
      byStay?: string;
      /**
       * Reached on the ride a sight seen before it today took (the ferry to Vivekananda Rock
       * goes on to the Thiruvalluvar Statue): no second seat is paid (decision 201).
       */
      aboard?: boolean;
    }
  | {
      activity: Activity;
      /** The drive out to the sights it is the visit to, where it is not a ride itself. */
      drive?: OutingDrive;
      /** At sights beside the stay out of town, at the place it names (decision 251). */
      byStay?: string;
    };

/** The hours an item of a day takes: a sight out of town its drive both ways, unless shared. */
export function itemHours(item: Item): number {
  if ('activity' in item) return Math.max(1, item.activity.hours) + 2 * (item.drive?.hours ?? 0);
  if (item.byStay) return item.attraction.hours;
  return item.sameDrive
    ? item.attraction.hours + 2 * item.sameDrive.further
    : timeFor(item.attraction);
}

/** What a day holds, before it is put into words. */
export type DayOutline = {
  day: number;
  date: string;
  kind: DayKind;
  stopIndex: number;
  place: Destination;
  hotel: string;
  /** The journey that ends today's travel (out, between stops, or home). */
  journey?: Journey;
  /**
   * The journey's hours by the clocks at its ends: its length plus the hours the clock ahead
   * gains (a flight east to Bangkok lands 1.5 h later by the local clock; decision 36).
   */
  clockHours?: number;
  /** Of those, the hours the clock ahead gains (0 where no clock is crossed). */
  clockGain?: number;
  /**
   * On the last day, the hour by the home clock the traveller gets home (decisions 110 and 114):
   * off the night train or bus home, or from a morning's start with the last sights.
   */
  homeAt?: number;
  /** The hours of the day spent on board before a long train gets in after midday (decision 85). */
  aboardHours?: number;
  from?: Destination;
  morning: Item[];
  afternoon: Item[];
  evening: Item[];
  fullDay: boolean;
  /**
   * How the day's sightseeing or day trip gets about, where it is paid for: a hired cab (or the
   * place's boat), autos and buses (budget), a seat on a shared launch (budget, decision 144), a
   * public-transport day pass, or a ferry.
   */
  ride?: LocalRideBy | 'pass' | 'ferry' | 'seat';
  excursion?: Excursion;
  /** The excursion's night is spent there (excursion day) or its way back is today (return). */
  overnight?: Excursion;
  /**
   * A night halt on a long drive, where tonight is spent (onward, homeward) or today starts;
   * or a night on board an overnight train or bus (`aboard`).
   */
  halt?: DayBreak;
  /**
   * On a day between two nights on the way (decision 63), the night today starts from, and the
   * station an overnight ride arrived at.
   */
  after?: DayBreak & { station?: string; rideLegs?: readonly JourneyLeg[] };
  lunch?: Restaurant;
  dinner?: Restaurant;
  dish: string | undefined;
  placesVisited: string[];
};

/** A solo backpacker's bed may cost this much more than the cheapest bed in town. */
const SOLO_BED_SPREAD = 1.25;

/**
 * The stays a card's tier can use at a place on the trip's dates: a budget card's cheapest
 * variant sleeps at a backpacker stay; a stay that closes for a season (a yatra camp in winter)
 * is left out unless it takes guests in every month of the trip.
 */
export function staysOpenFor(
  place: Destination,
  spec: Pick<TripSpec, 'tier' | 'level'> & { origin?: Destination },
  search: TripDates,
): Stay[] {
  const backpacker = spec.tier === 'budget' && spec.level === 0;
  const open = openOnDates(backpacker ? place.stays.backpacker : place.stays[spec.tier], search);
  // A day trip spends no night, so a stay in the traveller's own town takes none from it.
  const dayTrip = tripDays(search.departureDate, search.returnDate) === 1;
  const home = dayTrip ? undefined : spec.origin;
  return home ? open.filter((stay) => !standsAtHome(stay, home)) : open;
}

/**
 * Whether a stay out of town stands in the traveller's own town (decision 151): from Nainital, a
 * Bhimtal card does not book a Nainital hotel and drive out every day, nor from Bhopal a Sanchi
 * card a Bhopal one. Such a tier keeps its other stays, or offers no card.
 */
export function standsAtHome(stay: Stay, home: Destination): boolean {
  const at = stay.away?.at;
  if (at === undefined) return false;
  const where = placeWords(at);
  return [home.name, ...home.aliases].some((name) => placeWords(name) === where);
}

/**
 * Whether every stay a place lists stands in the traveller's own town (decision 151): from
 * Bhopal, Sanchi lists only Bhopal's hotels, so no card can book a night there.
 */
export function staysOnlyAtHome(place: Destination, home: Destination): boolean {
  const listed = Object.values(place.ownStays ?? place.stays).flat();
  return listed.length > 0 && listed.every((stay) => standsAtHome(stay, home));
}

type TripDates = Pick<TripSearch, 'departureDate' | 'returnDate'>;

/** The months (1–12) a trip's days fall in. */
export function tripMonths(search: TripDates): number[] {
  return calendarOf(search.departureDate, search.returnDate).months;
}

function openOnDates(list: Stay[], search: TripDates): Stay[] {
  if (!list.some((stay) => stay.months || stay.season)) return list;
  const months = tripMonths(search);
  // The nights slept: every day of the trip but the last.
  const nights = calendarOf(search.departureDate, search.returnDate).dates.slice(0, -1);
  return list.filter(
    (stay) =>
      (!stay.months || months.every((m) => stay.months!.includes(m))) &&
      (!stay.season || nights.every((date) => withinSeason(date.slice(5), stay.season!))),
  );
}

/** Whether a month-day ("11-20") falls in a season to the day, which may run over the new year. */
function withinSeason(day: string, { from, to }: { from: string; to: string }): boolean {
  return from <= to ? day >= from && day <= to : day >= from || day <= to;
}

/** Why and when a place cannot be visited on a trip's dates (`closedOn`). */
export type Closure = {
  /** The months it can be visited ("May–October"). */
  open: string;
  /** Set when the place itself is closed, not just its stays: its `avoidMonths` reason. */
  why?: string;
};

/**
 * When a place cannot be visited on these dates: it is closed itself in one of their months (an
 * `avoidMonths` entry marked `closed`: Valley of Flowers snowbound from November to May), or
 * every stay it lists closes for a season that covers some of them (Kedarnath's yatra camps in
 * winter). Undefined when it can.
 */
export function closedOn(place: Destination, search: TripDates): Closure | undefined {
  const months = tripMonths(search);
  const closures = place.avoidMonths.filter((avoid) => avoid.closed);
  const shut = closures.find((avoid) => avoid.months.some((month) => months.includes(month)));
  if (shut) {
    const closed = new Set(closures.flatMap((avoid) => avoid.months));
    const open = Array.from({ length: 12 }, (_, i) => i + 1).filter((m) => !closed.has(m));
    return { open: seasonSpan(open), why: shut.reason };
  }
  const all = STAY_TIERS.flatMap((tier) => place.stays[tier]);
  if (all.length === 0 || openOnDates(all, search).length > 0) return undefined;
  return { open: seasonSpan([...new Set(all.flatMap((stay) => stay.months ?? []))]) };
}

/** A season's months named from its first ("November–February", not "January–February, …"). */
function seasonSpan(open: number[]): string {
  const first = open.find((month) => !open.includes(month === 1 ? 12 : month - 1)) ?? open[0]!;
  const after = (month: number) => (month - first + 12) % 12;
  return monthSpan([...open].sort((a, b) => after(a) - after(b)));
}

/**
 * The stay of a card: a budget card's level-0 variant takes the backpacker list (dorms and
 * homestays; a solo traveller gets one of the cheapest beds), the others walk their tier's list by
 * level and theme, so cards of one tier show different properties. Only stays open on the
 * trip's dates count.
 */
/**
 * Whether a sight can be seen from the stay: a sight on another island (Malé's museum from a
 * resort island, Kavaratti's lagoon from Agatti) is across the sea and not planned (decision 34).
 */
export function onStayIsland(
  sight: { island?: string | undefined },
  stay: { island?: string | undefined },
): boolean {
  return sight.island === undefined || sight.island === stay.island;
}

/** What says an outing or eatery is a stay's own, for those who sleep there (decision 198). */
const FOR_GUESTS = /\bfor\b[^,;()]{0,25}\bguests\b|\(\s*\w+ guests\s*\)/i;

/** A stay's name as an eatery's or a note's words give it: "Kabini River Lodge". */
function stayWords(name: string): string {
  return name
    .replace(/\(.*?\)/g, '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
}

/**
 * Whether an eatery or sight of a place is kept for the guests of a stay the card does not sleep
 * at (decision 198): its note or cuisine says it is for guests ("Run by Kabini River Lodge for its
 * guests", "Odia meals for staying guests"), and the words of it do not name the card's stay.
 */
export function forOthersGuests(
  item: { name: string; note?: string | undefined; cuisine?: string | undefined },
  stayName: string,
  place?: Pick<Destination, 'stays' | 'ownStays'>,
): boolean {
  const kitchenOf = place && stayKitchenOf(item, place);
  if (kitchenOf) return stayWords(kitchenOf) !== stayWords(stayName);
  const said = `${item.note ?? ''} ${item.cuisine ?? ''}`;
  if (!FOR_GUESTS.test(said)) return false;
  const own = stayWords(stayName);
  return own.length < 4 || !`${item.name} ${said}`.toLowerCase().includes(own);
}

/**
 * The stay whose own kitchen an eatery is: one named after a stay its place lists, then
 * "kitchen" ("Mugilu Homestay kitchen", "Himalayan Ark homestay kitchens, Sarmoli"). A homestay's,
 * guest house's or camp's kitchen cooks for those sleeping there (decision 208); a hotel's named
 * restaurant, open to all, is not one.
 */
function stayKitchenOf(
  eatery: { name: string },
  place: Pick<Destination, 'stays' | 'ownStays'>,
): string | undefined {
  const kitchen = /^(.+?)\s+kitchens?\b/i.exec(eatery.name)?.[1]?.toLowerCase();
  if (!kitchen) return undefined;
  return Object.values(place.ownStays ?? place.stays)
    .flat()
    .find((stay) => stayWords(stay.name) === kitchen)?.name;
}

/**
 * Whether a stay stands on an island of its own, in a place that spans islands (a Maldives
 * resort): the meals not planned elsewhere are eaten at it, not at "a local eatery".
 */
function islandOfItsOwn(
  place: Destination,
  stay: Pick<TripStay, 'island' | 'kind'> | undefined,
): boolean {
  if (!stay) return false;
  const spans =
    place.attractions.some((sight) => sight.island !== undefined) ||
    place.restaurants.some((eatery) => eatery.island !== undefined);
  if (!spans) return false;
  // A resort that names no island stands on one of its own; one on a named island is alone
  // there when the place lists no eatery on it (a guesthouse on Maafushi, a local island, is not).
  return (
    stay.island === undefined ||
    (stay.kind === 'resort' && !place.restaurants.some((eatery) => eatery.island === stay.island))
  );
}

/**
 * Whether a stay at a place no road reaches stands on the road below rather than up the trail
 * (The Chardham Camp, Guptkashi for Kedarnath): it names neither the top nor the place.
 */
export function belowTrail(place: Destination, stay: string): boolean {
  const trail = place.trail;
  if (!trail) return false;
  const name = stay.toLowerCase();
  return !name.includes(trail.top.toLowerCase()) && !name.includes(place.name.toLowerCase());
}

/** The stay a trip's nights at a place are spent at, as the day's text names it. */
function nightsAt(trip: Trip, place: Destination | undefined): string {
  const name = trip.stays.find((stay) => stay.place === place)?.hotelName;
  if (!name || !place) return 'your hotel';
  return belowTrail(place, name) ? guesthouseUpThere(place) : name;
}

/** Where the nights up a trail are spent when the card's stay is on the road below. */
function guesthouseUpThere(place: Destination): string {
  return `a guesthouse or camp at ${place.trail?.top ?? place.name}`;
}

/** Within this many hours, going by a stay's town is no slower than going straight on. */
const ON_THE_WAY_HOURS = 0.25;
/**
 * Going by a stay's town this much quicker than going straight to its place is no way past the
 * town but a road timed too fast: the model's road to a real town up a ghat (Mumbai to Panchgani
 * in 3.5 h, where the sourced road to Mahabaleshwar beyond it takes 6.5 h).
 */
const QUICKER_THAN_LIKELY_HOURS = 1;

const stayTowns = new Map<string, Destination | null>();

/**
 * The place a stay's town (`away.at`) is: one of our places (Shillong for Dawki), or a real town
 * a trip can set out from, by its own name (Palampur for Bir, Jabalpur for Bhedaghat); none for
 * a name that resolves to another place (Joshimath is read as Auli) or to nothing.
 */
function stayTownPlace(at: string): Destination | undefined {
  let town = stayTowns.get(at);
  if (town === undefined) {
    const kb = knowledgeBase();
    const resolved =
      kb.destinations.find((candidate) => candidate.name === at) ?? resolveOrigin(at, kb);
    town =
      'id' in resolved
        ? resolved
        : resolved.ok && resolved.resolved.kind === 'place' && resolved.resolved.place.name === at
          ? resolved.resolved.place
          : null;
    stayTowns.set(at, town);
  }
  return town ?? undefined;
}

/**
 * The town a stay's lines name it in: the town it stands in out of its place, where that is a
 * place or town of its own (Bhopal for Sanchi's hotels, Shillong for Dawki's), else its place
 * (decision 218). "Jehan Numa Retreat, Sanchi" named a Bhopal hotel by the place it serves.
 */
export function stayTownName(stay: Pick<TripStay, 'place' | 'away'>): string {
  const at = stay.away?.at;
  const town = at === undefined ? undefined : stayTownPlace(at);
  return town && town.id !== stay.place.id ? town.name : stay.place.name;
}

/**
 * A journey without its ride between an airport and the place, where the place's stay stands at
 * that airport (an airport hotel, `away.at` naming it: decision 192) or in the town the airport
 * stands at (Paro for Bhutan's, decision 193), with the ride between the airport and that town
 * instead: the journey in ends at the stay, the way out starts there, and the place is a drive
 * from it.
 */
function byAirportStay(
  journey: Journey,
  place: Destination,
  stay: Stay,
  end: 'in' | 'out',
  options: Parameters<typeof airportTownRide>[4],
): Journey | undefined {
  const at = stay.away?.at;
  const leg = end === 'in' ? journey.legs.at(-1) : journey.legs[0];
  if (!at || !leg || leg.main || journey.legs.length < 2) return undefined;
  const airport = end === 'in' ? leg.from : leg.to;
  const town = [place.airport, place.secondAirport].find(
    (each) => each?.name === airport && each.town?.name === at,
  )?.town;
  if (airport !== at && !town) return undefined;
  const ride = town
    ? [
        end === 'in'
          ? airportTownRide(place, airport, town.name, town.km, options)
          : airportTownRide(place, town.name, airport, town.km, options),
      ]
    : [];
  return withEndRides(journey, end, ride);
}

/**
 * A journey with its last leg (`in`) or its first (`out`), the ride between an airport and the
 * place, swapped for `rides`: the ride between that airport and where the stay is.
 */
function withEndRides(journey: Journey, end: 'in' | 'out', rides: JourneyLeg[]): Journey {
  const leg = end === 'in' ? journey.legs.at(-1)! : journey.legs[0]!;
  const legs =
    end === 'in' ? [...journey.legs.slice(0, -1), ...rides] : [...rides, ...journey.legs.slice(1)];
  const added = (key: 'hours' | 'farePerPerson') =>
    rides.reduce((total, each) => total + each[key], 0);
  return {
    ...journey,
    legs,
    hours: journey.hours - leg.hours + added('hours'),
    farePerPerson: journey.farePerPerson - leg.farePerPerson + added('farePerPerson'),
  };
}

/**
 * The drive on from a place to its stay out of town that the day a journey reaches the place
 * ends with (decision 218); none to an airport hotel, which the journey reaches off its flight
 * (decision 192).
 */
function driveOnTo(place: Destination, stay: Stay): { driveOn?: number } {
  const at = stay.away?.at;
  const atAirport = [place.airport, place.secondAirport].some(
    (airport) => airport != null && (airport.name === at || airport.town?.name === at),
  );
  return stay.away && !atAirport ? { driveOn: stay.away.hours } : {};
}

/**
 * The town a stop's stay stands in where it is a place a journey can be planned to (Shillong for
 * Dawki, Bhopal for Sanchi, decision 122), not the one the journey comes from or goes to, with
 * the hours of the drive between it and the stop.
 */
function stayTownOf(
  place: Destination,
  other: Destination,
  spec: TripSpec,
  search: TripSearch,
): StayTown | undefined {
  const away = stayFor(place, spec, search).away;
  if (!away?.at) return undefined;
  const town = stayTownPlace(away.at);
  if (!town || town.id === place.id || town.id === other.id) return undefined;
  return {
    place: town,
    hours: away.hours,
    driveFare: sightsRide(place, spec, search, 0.5).perPerson,
  };
}

/** A stop's stay, where the journey in (`in`) ends or the way home (`out`) starts at its town. */
function passedStay(
  trip: Pick<Trip, 'stays'>,
  place: Destination,
  end: 'in' | 'out',
): TripStay | undefined {
  const stay = trip.stays.find((s) => s.place === place);
  return (end === 'in' ? stay?.inAtStay : stay?.outAtStay) ? stay : undefined;
}

/**
 * Where a stop's journey in ends, or the way home from it starts: the stop itself, or its stay's
 * town where the way passes it (decision 160).
 */
export function endOfTheWay(
  trip: Pick<Trip, 'stays'>,
  place: Destination,
  end: 'in' | 'out',
): Destination {
  const at = passedStay(trip, place, end)?.away?.at;
  return (at ? stayTownPlace(at) : undefined) ?? place;
}

/**
 * The hours a journey in to a place (`in`) or home from it (`out`) stops short of the place, at
 * its stay on the one road up (decision 253); 0 for any other.
 */
export function shortOfThePlace(
  trip: Pick<Trip, 'stays'>,
  place: Destination,
  end: 'in' | 'out',
): number {
  const away = passedStay(trip, place, end)?.away;
  return away?.onTheRoad ? away.hours : 0;
}

/**
 * A journey by air to a place (`in`) or from it (`out`), cut at its stay's town where the flight
 * lands at (or leaves from) an airport of that town's own: the ride between the airport and the
 * town instead of the place (decision 219). The Sanchi budget card flew into Bhopal, drove out to
 * Sanchi and back to its Bhopal hotel that evening, because its own way to Bhopal is a train too
 * long for the day.
 */
function viaStayTownAirport(
  journey: Journey,
  town: StayTown,
  end: 'in' | 'out',
  options: Parameters<typeof airportRideOf>[3],
): Journey | undefined {
  const [ride, flight] =
    end === 'in' ? [journey.legs.at(-1), journey.legs.at(-2)] : [journey.legs[0], journey.legs[1]];
  if (!ride || ride.main || flight?.mode !== 'flight') return undefined;
  const code = end === 'in' ? flight.toCode : flight.fromCode;
  const rides = code === undefined ? undefined : airportRideOf(town.place, code, end, options);
  return rides && withEndRides(journey, end, rides);
}

/**
 * A journey by a stay's town is on the way to or from its place (decision 160): reaching the
 * town and driving on takes no longer, and costs no more, than the journey straight to the
 * place, but not implausibly less, neither of them down a trail or over the water. Where the day
 * drives between the place and the town anyway (`drivenAnyway`), reaching the town need only take
 * no longer than the place and that drive: Bhopal for Sanchi, flying in from Varanasi, where the
 * flight lands at Bhopal and the day drove out to Sanchi and back to the hotel (decision 218).
 */
function onTheWay(byTown: Journey, town: StayTown, direct: Journey, drivenAnyway = false): boolean {
  const within = drivenAnyway ? direct.hours + town.hours : direct.hours - town.hours;
  return (
    byTown.legs.length > 0 &&
    byTown.hours <= within + ON_THE_WAY_HOURS &&
    (byTown.hours + town.hours >= direct.hours - QUICKER_THAN_LIKELY_HOURS || byBus(direct)) &&
    // Straight to the place, the stay's drive back to its town is paid too (decisions 185, 213).
    byTown.farePerPerson <= direct.farePerPerson + town.driveFare &&
    ![...byTown.legs, ...direct.legs].some((leg) => leg.trail || leg.mode === 'boat')
  );
}

/**
 * Whether a journey reaches or leaves its place by bus. A bus is slower than the cab on from the
 * stay's town by its stops and changes, so going by the town may be quicker by more than an hour
 * without a road timed too fast: Guwahati to Dawki is 7.5 h by the bus through Shillong, against
 * 3.5 h to Shillong and its hotels' 2.5 h drive on (decision 215).
 */
function byBus(journey: Journey): boolean {
  return [journey.legs[0], journey.legs.at(-1)].some((leg) => leg?.mode === 'bus');
}

/**
 * Whether a journey from a stay's town off the way (decision 195) is no slower than the drive
 * from it into the place and the journey from there, and no road timed too fast.
 */
function offTheWay(byTown: Journey, driveOn: number, direct: Journey): boolean {
  return (
    byTown.legs.length > 0 &&
    byTown.hours <= direct.hours + driveOn &&
    (byTown.hours + driveOn >= direct.hours - QUICKER_THAN_LIKELY_HOURS || byBus(direct)) &&
    ![...byTown.legs, ...direct.legs].some((leg) => leg.trail || leg.mode === 'boat')
  );
}

/**
 * A day (or `share` of one) of sightseeing in town, per person, and how it gets about: abroad,
 * where travellers get about by metro and bus, that public transport's day pass or daily cap, a
 * whole one for any part of a day (decision 77); else the place's cab, or its autos and buses on
 * a budget card, or a seat on a shared launch (decision 144).
 */
function sightsRide(
  place: Destination,
  spec: TripSpec,
  search: TripSearch,
  share = 1,
): { by: DayOutline['ride']; perPerson: number } {
  if (place.transitDayPass) return { by: 'pass', perPerson: place.transitDayPass.perPerson };
  const ride = localRide({
    dayRate: place.localTransportPerDay,
    travellers: search.travellers,
    // No bus goes where the sights are seen only from a boat (the Sundarbans' watchtowers).
    thrifty: spec.tier === 'budget' && place.localTransportBy !== 'boat',
  });
  // A budget card takes a seat on a shared launch where one runs and costs less (decision 144).
  const seat = spec.tier === 'budget' ? place.boatSeat?.perPerson : undefined;
  if (seat !== undefined && seat < ride.perPerson) return { by: 'seat', perPerson: share * seat };
  return { by: ride.by, perPerson: share * ride.perPerson };
}

/**
 * Whether a journey ends (or starts) at the stay's town: the town is no further than the place
 * and the drive on to the stay that the day ends with anyway, and the journey by it needs no
 * night's halt (decisions 160 and 218).
 */
function byStayTown(
  town: StayTown,
  byTown: Journey | undefined,
  direct: Journey,
  halts: (journey: Journey) => unknown,
): boolean {
  return byTown !== undefined && onTheWay(byTown, town, direct, true) && !halts(byTown);
}

/**
 * The journey that ends (`in`) or starts (`out`) at a stop's stay town, where one does
 * (`byStayTown`): the journey planned by the town, else the journey straight to the place cut at
 * the town's own airport (decision 219).
 */
function journeyByStayTown(
  town: StayTown,
  byTown: Journey | undefined,
  direct: Journey,
  end: 'in' | 'out',
  halts: (journey: Journey) => unknown,
  options: Parameters<typeof airportRideOf>[3],
): Journey | undefined {
  if (byStayTown(town, byTown, direct, halts)) return byTown;
  const cut = viaStayTownAirport(direct, town, end, options);
  return byStayTown(town, cut, direct, halts) ? cut : undefined;
}

/**
 * A stay's town other than its place (decision 160): the town, the stay's drive from it to the
 * place, and what that drive costs a traveller when paid as a half day's ride in the place.
 */
type StayTown = { place: Destination; hours: number; driveFare: number };

export function stayFor(place: Destination, spec: TripSpec, search: TripSearch): Stay {
  const backpacker = spec.tier === 'budget' && spec.level === 0;
  const travellers = search.travellers;
  const open = staysOpenFor(place, spec, search);
  if (open.length === 0) {
    // The planner offers no such card (decision 20); a card kept from before cannot be rebuilt.
    throw new RangeError(`${place.name} lists no sourced ${spec.tier} stay open on these dates`);
  }
  const inTown = spec.inTownAt?.includes(place.id) ? open.filter((stay) => !stay.away) : [];
  const list = inTown.length > 0 ? inTown : open;
  const offset = spec.level + (spec.theme.id.length + spec.theme.id.charCodeAt(0));
  if (backpacker && travellers === 1) {
    // A solo traveller's bed, a different one by theme, so a page of backpacker cards does not
    // show one hostel three times.
    const near = soloStays(list);
    return near[offset % near.length]!;
  }
  return list[offset % list.length]!;
}

/**
 * The stays a solo backpacker is offered, cheapest bed first: the beds priced near the cheapest
 * one, and the tier's cheapest room, a guest house's own room being as much a backpacker's stay
 * as a dorm bed (decision 182).
 */
export function soloStays(list: readonly Stay[]): Stay[] {
  const cheapest = Math.min(...list.map(bedPrice));
  const cheapestRoom = Math.min(...list.map((stay) => stay.nightly));
  return list
    .filter((stay) => bedPrice(stay) <= cheapest * SOLO_BED_SPREAD || stay.nightly === cheapestRoom)
    .sort((a, b) => bedPrice(a) - bedPrice(b) || a.name.localeCompare(b.name));
}

function bedPrice(stay: Stay): number {
  return stay.dormBed ?? stay.nightly;
}

/**
 * Not a lunch: a drink, a sweet, a breakfast (Nilgiri tea, homemade chocolates, poha-jalebi),
 * which a lunch line does not offer to try.
 */
const NOT_A_LUNCH =
  /\b(?:tea|chai|coffee|chocolates?|sweets?|wine|beer|cakes?|ice cream|desserts?|juice|lassi|kheer|halwa|jalebi|peda|fudge|toffee|rum|feni|toddy|sake|pastry|pastries|cookies|biscuits?|gelato|baklava|macarons?|mithai|rasgulla|payasam|breakfast)\b/i;

/** The place's dish a day's lunch offers to try: one that is a meal, in turn by day. */
function lunchDish(place: Destination, day: number): string | undefined {
  let meals = lunchDishes.get(place);
  if (!meals)
    lunchDishes.set(place, (meals = place.dishes.filter((dish) => !NOT_A_LUNCH.test(dish))));
  return meals.length > 0 ? meals[(day - 1) % meals.length] : undefined;
}
const lunchDishes = new WeakMap<Destination, readonly string[]>();

/** What a snack counter sells: sweets, chaat, tea, lassi, bakes, a breakfast. */
const SNACK =
  /\b(?:sweets?|snacks?|chaat|bakery|bakes|caf[eé]|lassi|kachori|jalebi|breakfast|tea|chai|ice cream|khaja|namkeen|bhujia|peda|omelettes?|coffee|pakoras?|pakodi|maggi|momos|pitha|juice|desserts?)\b/i;

/**
 * An eatery whose every dish is a snack or a sweet (Deviram Sweets' "bedai-jalebi breakfast,
 * sweets", Yumthang's tea stalls): a lunch stop, not a dinner. One that also serves meals (a
 * thali, North Indian, Tibetan, pizza) is either.
 */
export function snacksOnly(restaurant: Restaurant): boolean {
  let snacks = snackShops.get(restaurant);
  if (snacks === undefined) {
    const parts = (restaurant.cuisine ?? '').split(/,|\band\b/).map((part) => part.trim());
    const dishes = parts.filter(Boolean);
    snacks =
      dishes.length > 0 && dishes.every((part) => SNACK.test(part) && !/\bmeals?\b/i.test(part));
    snackShops.set(restaurant, snacks);
  }
  return snacks;
}
const snackShops = new WeakMap<Restaurant, boolean>();

/**
 * Whether an eatery serves a meal on a date: one that serves only lunch or only dinner
 * (`meals`), or opens only in some months (`months`, a café of Leh or Kaza shut for the winter),
 * is planned only then (decision 175).
 */
export function servesOn(restaurant: Restaurant, meal: 'lunch' | 'dinner', date: string): boolean {
  if (restaurant.meals && !restaurant.meals.includes(meal)) return false;
  return !restaurant.months || restaurant.months.includes(Number(date.slice(5, 7)));
}

/**
 * What a trip's days are laid in: its calendar, its journeys with their halts, and its stays,
 * priced. They depend on the stops, the stays chosen there and the tier's way of travelling, not
 * on the theme or level, so the variations of a search that stay at the same places share one
 * (decision 179).
 */
type TripFrame = ReturnType<typeof planFrame>;
const frames = new Map<string, TripFrame>();
const FRAME_CACHE_SIZE = 4000;
let framesKept = true;

/** Whether frames are kept for later trips; a test turns it off to plan every trip afresh. */
export function keepFrames(keep: boolean): void {
  framesKept = keep;
  frames.clear();
}

/**
 * What a price cap weighs of a trip before its days are laid out, per person: its fares and
 * stays and the least its food can cost (`Trip['frame']`).
 */
export function framePriceOf(spec: TripSpec, search: TripSearch): number {
  return frameOf(spec, search).frame;
}

function frameOf(spec: TripSpec, search: TripSearch): TripFrame {
  const key = [
    search.departureDate,
    search.returnDate,
    search.travellers,
    search.travelClass,
    spec.origin.id,
    spec.tier,
    spec.thriftyTravel ? 1 : 0,
    ...spec.stops.map(
      (stop) => `${stop.place.id}:${stop.nights}:${stayFor(stop.place, spec, search).name}`,
    ),
  ].join('|');
  let frame = frames.get(key);
  if (!frame) {
    frame = planFrame(spec, search);
    if (frames.size >= FRAME_CACHE_SIZE) frames.clear();
    if (framesKept) frames.set(key, frame);
  }
  return frame;
}

function planFrame(spec: TripSpec, search: TripSearch) {
  const calendar = calendarOf(search.departureDate, search.returnDate);
  const totalDays = calendar.dates.length;
  const nights = spec.stops.reduce((total, stop) => total + stop.nights, 0);
  if (spec.stops.length === 0 || nights !== totalDays - 1) {
    throw new RangeError(`stops hold ${nights} nights for a ${totalDays}-day trip`);
  }
  // An island stay may be reached otherwise than by the place's usual boat (a seaplane resort).
  const stayTransfers: Record<string, StayTransfer> = {};
  const stayIslands: Record<string, string> = {};
  for (const { place } of spec.stops) {
    const stay = stayFor(place, spec, search);
    if (stay.transfer) stayTransfers[place.id] = stay.transfer;
    // The island a stay names, or a resort island of its own (decision 245).
    const landing = stay.island ?? (islandOfItsOwn(place, stay) ? stay.name : undefined);
    if (landing) stayIslands[place.id] = landing;
  }
  const options = {
    travelClass: search.travelClass,
    travellers: search.travellers,
    thrifty: spec.tier === 'budget' || spec.thriftyTravel === true,
    forRange: spec.thriftyTravel === true,
    stayTransfers,
    stayIslands,
  };
  const { origin } = spec;
  const lastStop = spec.stops[spec.stops.length - 1]!.place;
  // With a night to spare, a budget card weighs a night on board against the night's stay at
  // the stop that it saves.
  const nightSaved = (place: Destination, spare: number) => {
    if (!options.thrifty || spare < 2) return {};
    const stay = stayFor(place, spec, search);
    const night = stayPerPerson({
      nightly: stay.nightly,
      nights: 1,
      travellers: search.travellers,
      ...(stay.dormBed !== undefined ? { dormBed: stay.dormBed } : {}),
    });
    return { nightPerPerson: Math.round(night), spareNights: spare };
  };
  // A stop of one night leaves no night for a halt or a night ride on the way to it.
  const outOptions = {
    ...options,
    leaves: 'morning' as const,
    date: search.departureDate,
    dayOnly: spec.stops[0]!.nights < 2,
    ...nightSaved(spec.stops[0]!.place, spec.stops[0]!.nights),
  };
  const firstPlace = spec.stops[0]!.place;
  const stayOf = (place: Destination) => stayFor(place, spec, search);
  /** The journey out to `to`, and `drive` on from it to its stay out of town (decision 218). */
  // Landing after midnight by the local clock (Seoul from Kolkata), the airport's train or bus
  // has stopped: the ride in is a taxi (decision 103).
  const inAfterMidnight = (journey: Journey, to: Destination) =>
    LEAVE_HOME_HOUR + journey.hours + clockShift(origin, to, search.departureDate) >= 24;
  const journeyOut = (to: Destination, drive: { driveOn?: number } = {}) => {
    const planned = planJourney(origin, to, { ...outOptions, ...drive });
    const publicRideIn = ['train', 'bus'].includes(planned.legs.at(-1)?.mode ?? '');
    return inAfterMidnight(planned, to) && publicRideIn
      ? planJourney(origin, to, { ...outOptions, ...drive, landsAfterMidnight: true })
      : planned;
  };
  // A drive too long for one day halts for a night on the way, out of the nights at the stop
  // it leads to, when the stop has a night to spare for it.
  const firstNights = spec.stops[0]!.nights;
  const lastNights = spec.stops[spec.stops.length - 1]!.nights;
  // A sleeper train or night bus runs overnight the same way: the night is on board, and no
  // hotel is paid for it.
  // A journey two days do not hold either halts again, a night more out of the stop's (Noida to
  // Kedarnath: the bus halts on the way, the walk up waits for the morning after Sonprayag).
  // A long flight that lands the next day spends the night in the air (decision 137).
  const outHaltOf = (journey: Journey, to: Destination) =>
    firstNights >= 2
      ? (haltOf(journey, origin, to, 'out') ??
        overnightOf(journey, firstNights) ??
        overFlightOf(journey, clockShift(origin, to, search.departureDate)))
      : undefined;
  // A stay in another town that the way in passes (Shillong for Dawki from Guwahati) is where
  // the journey ends; the place is a drive from it on the days that follow (decision 160).
  // A trip of no nights there has no stay to reach (a same-day trip to Darjeeling).
  const firstTown = firstNights > 0 ? stayTownOf(firstPlace, origin, spec, search) : undefined;
  const outDirect = journeyOut(firstPlace, driveOnTo(firstPlace, stayOf(firstPlace)));
  const outByTown =
    firstTown &&
    journeyByStayTown(
      firstTown,
      journeyOut(firstTown.place),
      outDirect,
      'in',
      (journey) => outHaltOf(journey, firstTown.place),
      { ...outOptions, landsAfterMidnight: inAfterMidnight(outDirect, firstPlace) },
    );
  const inAtFirstTown = firstTown !== undefined && outByTown !== undefined;
  // Off a flight, in at an airport hotel without the ride into the place (decision 192).
  const inAtFirstAirport = inAtFirstTown
    ? undefined
    : byAirportStay(outDirect, firstPlace, stayOf(firstPlace), 'in', options);
  let outbound = inAtFirstTown ? outByTown! : (inAtFirstAirport ?? outDirect);
  /** Where each stop's journey in ends: the stop, or its stay's town on the way (decision 160). */
  const reachOf: Destination[] = [inAtFirstTown ? firstTown.place : firstPlace];
  /** The stops whose journey in ends at their airport hotel, or whose way on starts there. */
  const inAtAirport = new Set<number>(inAtFirstAirport ? [0] : []);
  const outAtAirport = new Set<number>();
  // A stay on the one road up to the place (Joshimath, below Badrinath) is where the journey in
  // ends and the way home starts: not up to the place and back down past the stay (decision 253).
  const roadStay = (place: Destination) => {
    const { away } = stayOf(place);
    return away?.onTheRoad && away.at ? { town: away.at, away } : undefined;
  };
  /**
   * The stops whose move in between stops ends at their stay on the road up, or whose move on
   * starts there (decision 259).
   */
  const inOnRoad = new Set<number>();
  const outOnRoad = new Set<number>();
  /** Where each move between stops starts: the stop, or its stay's town on the way. */
  const startOf: Destination[] = [];
  // Each move between stops happens on the day its stop's nights end.
  let moveDay = 0;
  const transfers = spec.stops.slice(1).map((stop, index) => {
    moveDay += spec.stops[index]!.nights;
    const date = calendar.dates[moveDay]!;
    const place = spec.stops[index]!.place;
    const moveOptions = { ...options, leaves: 'morning' as const, date, dayOnly: stop.nights < 2 };
    // Moving on, from the last stop's stay in a town the way passes (decision 160).
    const drive = driveOnTo(stop.place, stayOf(stop.place));
    const fromPlace = planJourney(place, stop.place, { ...moveOptions, ...drive });
    const leaving =
      spec.stops[index]!.nights > 0 ? stayTownOf(place, stop.place, spec, search) : undefined;
    const fromTown =
      leaving && planJourney(leaving.place, stop.place, { ...moveOptions, ...drive });
    // A halt on the way takes a night of the next stop's, so a stop of one night has none.
    const halts = (from: Destination, to: Destination) => (journey: Journey) =>
      stop.nights >= 2 && haltOf(journey, from, to, 'between');
    const outOfTown =
      leaving &&
      journeyByStayTown(
        leaving,
        fromTown,
        fromPlace,
        'out',
        halts(leaving.place, stop.place),
        moveOptions,
      );
    const from = outOfTown ? leaving!.place : place;
    startOf.push(from);
    const planned = outOfTown ?? fromPlace;
    // No sights are planned on the morning of a move: an airport hotel is left for the flight.
    const outAtHotel =
      from === place ? byAirportStay(planned, place, stayOf(place), 'out', options) : undefined;
    if (outAtHotel) outAtAirport.add(index);
    // Moving on from a stay on the road up, the way starts at its town (decision 259).
    const leavingRoad =
      spec.stops[index]!.nights > 0 && from === place && !outAtHotel ? roadStay(place) : undefined;
    const cutOut = leavingRoad && cutAtStay(planned, 'out', leavingRoad.town, leavingRoad.away);
    if (cutOut) outOnRoad.add(index);
    const direct = outAtHotel ?? cutOut ?? planned;
    const town = stop.nights > 0 ? stayTownOf(stop.place, from, spec, search) : undefined;
    const byTown =
      town &&
      journeyByStayTown(
        town,
        planJourney(from, town.place, moveOptions),
        direct,
        'in',
        halts(from, town.place),
        moveOptions,
      );
    const inAtTown = town !== undefined && byTown !== undefined;
    reachOf.push(inAtTown ? town.place : stop.place);
    const inAtHotel = inAtTown
      ? undefined
      : byAirportStay(direct, stop.place, stayOf(stop.place), 'in', options);
    if (inAtHotel) inAtAirport.add(index + 1);
    // Moving on to a stay on the road up, the way ends at its town (decision 259).
    const enteringRoad =
      stop.nights > 0 && !inAtTown && !inAtHotel ? roadStay(stop.place) : undefined;
    const cutIn = enteringRoad && cutAtStay(direct, 'in', enteringRoad.town, enteringRoad.away);
    if (cutIn) inOnRoad.add(index + 1);
    return inAtTown ? byTown! : (inAtHotel ?? cutIn ?? direct);
  });
  const firstHalt = outHaltOf(outbound, reachOf[0]!);
  let outboundHalt = firstHalt && haltAgain(firstHalt, origin, reachOf[0]!, 'out', firstNights);
  // Between two stops, a ride too long for one day halts on the way when the next stop has a
  // night to spare for it, as the journey out does.
  const transferHalts = transfers.map((journey, index) => {
    const [from, to] = [startOf[index]!, reachOf[index + 1]!];
    const nights = spec.stops[index + 1]!.nights;
    const halted = nights >= 2 ? haltOf(journey, from, to, 'between') : undefined;
    return halted && haltAgain(halted, from, to, 'between', nights);
  });
  const spare =
    lastNights -
    (spec.stops.length === 1
      ? nightsOnTheWay(outboundHalt)
      : nightsOnTheWay(transferHalts[transferHalts.length - 1]));
  // With no night to spare for a halt, the way home is no drive longer than a day (decision 105).
  const backOptions = {
    ...options,
    leaves: 'afternoon' as const,
    date: search.returnDate,
    ...(spare < 2 ? { noHalt: true } : {}),
    ...nightSaved(lastStop, spare),
  };
  let homeDirect = planJourney(lastStop, origin, backOptions);
  const back = homeDirect;
  const lastHalt =
    spare >= 2 ? (haltOf(back, lastStop, origin, 'home') ?? overnightOf(back, spare)) : undefined;
  let backHalt = lastHalt && haltAgain(lastHalt, lastStop, origin, 'home', spare);
  // With no night to spare for it, a night train or bus home leaves on the last evening and
  // arrives the morning after, as budget travellers ride it; never a day-long ride instead.
  const homeByNight =
    !backHalt && totalDays >= 2 + nightsOnTheWay(outboundHalt) ? overnightOf(back) : undefined;
  // The way home passes the last stay's town (Shillong from Dawki to Guwahati): it starts there
  // when the last morning holds no sight in the place, as that day is laid out (decision 160).
  const lastTown = lastNights > 0 ? stayTownOf(lastStop, origin, spec, search) : undefined;
  const homeByTown =
    lastTown && !backHalt && !homeByNight
      ? planJourney(lastTown.place, origin, backOptions)
      : undefined;
  // From an airport hotel, the way home flies without the ride out of the place (decision 192).
  const homeFromAirport =
    !backHalt && !homeByNight && lastNights > 0
      ? byAirportStay(homeDirect, lastStop, stayOf(lastStop), 'out', backOptions)
      : undefined;
  const firstRoad =
    firstNights > 0 && !inAtFirstTown && !inAtFirstAirport ? roadStay(firstPlace) : undefined;
  // A night on the way at the stay's own town is the stay's first: the journey in ends there, and
  // the way home starts from it rather than halting there again (decision 256).
  const inAtHalt =
    firstRoad && outboundHalt && haltAtStay(outboundHalt, outbound, 'in', firstRoad.town);
  const outboundCut =
    firstRoad && !inAtHalt ? cutAtStay(outbound, 'in', firstRoad.town, firstRoad.away) : undefined;
  const secondCut =
    outboundCut &&
    outboundHalt &&
    cutAtStay(outboundHalt.second, 'in', firstRoad!.town, firstRoad!.away);
  // Off a night bus that rides on past the stay to the place, the ride ends at the stay's town
  // (the Delhi bus to Munsiyari passes Birthi an hour before; decision 258).
  const aboardCut =
    outboundCut &&
    outboundHalt?.aboard &&
    outboundHalt.second.legs.length === 0 &&
    !outboundHalt.middle?.length
      ? cutAtStay(outboundHalt.first, 'in', firstRoad!.town, firstRoad!.away)
      : undefined;
  const inOnTheRoad =
    inAtHalt !== undefined ||
    (outboundCut !== undefined &&
      (!outboundHalt || secondCut !== undefined || aboardCut !== undefined));
  if (inAtHalt) {
    outbound = inAtHalt.journey;
    outboundHalt = inAtHalt.halted;
  } else if (inOnTheRoad) {
    outbound = outboundCut!;
    if (outboundHalt)
      outboundHalt = aboardCut
        ? { ...outboundHalt, first: aboardCut }
        : { ...outboundHalt, second: secondCut! };
  }
  const lastRoad = lastNights > 0 ? roadStay(lastStop) : undefined;
  const outAtHalt = lastRoad && backHalt && haltAtStay(backHalt, homeDirect, 'out', lastRoad.town);
  const homeCut =
    lastRoad && !outAtHalt ? cutAtStay(homeDirect, 'out', lastRoad.town, lastRoad.away) : undefined;
  // A way home that halts for a night ashore leaves on a day of no sights in the place: from the
  // stay. (A night on board leaves in the evening, after a day of them.)
  const firstCut =
    homeCut && backHalt && !backHalt.aboard
      ? cutAtStay(backHalt.first, 'out', lastRoad!.town, lastRoad!.away)
      : undefined;
  const outOnTheRoad = outAtHalt !== undefined || (homeCut !== undefined && firstCut !== undefined);
  if (outAtHalt) {
    homeDirect = outAtHalt.journey;
    backHalt = outAtHalt.halted;
  } else if (outOnTheRoad) {
    homeDirect = homeCut!;
    backHalt = { ...backHalt!, first: firstCut! };
  }
  // One that does not leaves from the stay when the last morning holds no sight in the place,
  // as from a stay's town the way passes (decision 160).
  const homeFromTown =
    homeByTown && onTheWay(homeByTown, lastTown!, homeDirect)
      ? homeByTown
      : (homeFromAirport ?? (!backHalt && !homeByNight ? homeCut : undefined));
  // Off the way home (Mawlynnong, a side road from Dawki), it still starts at the stay's town
  // on a last morning that holds nothing in the place, rather than a drive in only to set out
  // from there (decision 195).
  const homeOffTheWay =
    homeByTown && homeByTown !== homeFromTown && offTheWay(homeByTown, lastTown!.hours, homeDirect)
      ? homeByTown
      : undefined;

  const arrivalDay: number[] = [];
  let cursor = 1;
  for (const stop of spec.stops) {
    arrivalDay.push(cursor);
    cursor += stop.nights;
  }

  // A night on an overnight train or bus is not a night at the hotel.
  // Each night of a halted journey ends one of its days: the first's, then each middle one's.
  const haltNights = (halted: HaltedJourney | undefined, aboard: boolean) =>
    halted
      ? [halted, ...(halted.middle ?? [])].filter((night) => Boolean(night.aboard) === aboard)
          .length
      : 0;
  const aboardNights = (halted: HaltedJourney | undefined) => haltNights(halted, true);
  const nightsAboard = (stop: StopSpec) =>
    (stop === spec.stops[0] ? aboardNights(outboundHalt) : 0) +
    (stop === spec.stops[spec.stops.length - 1] ? aboardNights(backHalt) : 0);
  // The nights at a hotel on the way, out of a stop's: its way in, and the way home from the last.
  const ashoreNights = (halted: HaltedJourney | undefined) => haltNights(halted, false);
  const nightsOnWay = (stop: StopSpec) => {
    const index = spec.stops.indexOf(stop);
    return (
      ashoreNights(index === 0 ? outboundHalt : transferHalts[index - 1]) +
      (index === spec.stops.length - 1 ? ashoreNights(backHalt) : 0)
    );
  };
  /** The dates of a stop's nights at its hotel: not those on board on the way in or home. */
  const hotelNightDates = (stop: StopSpec) => {
    const index = spec.stops.indexOf(stop);
    const first = arrivalDay[index]! + (index === 0 ? aboardNights(outboundHalt) : 0);
    const home = index === spec.stops.length - 1 ? aboardNights(backHalt) : 0;
    return calendar.dates.slice(first - 1, arrivalDay[index]! - 1 + stop.nights - home);
  };
  const stays: TripStay[] = spec.stops
    .filter((stop) => stop.nights > 0)
    .map((stop) => {
      const chosen = stayFor(stop.place, spec, search);
      const dorm = search.travellers === 1 && chosen.dormBed !== undefined;
      // Each night at its season's rate (decision 92), as one average rate for the stay.
      const dates = hotelNightDates(stop);
      const factor =
        dates.length === 0
          ? 1
          : dates.reduce((sum, date) => sum + (stayFactorOn(stop.place, date)?.factor ?? 1), 0) /
            dates.length;
      const seasons = staySeasonReasons(stop.place, dates);
      return {
        place: stop.place,
        hotelName: chosen.name,
        ...(chosen.island ? { island: chosen.island } : {}),
        ...(chosen.away ? { away: chosen.away } : {}),
        ...(reachOf[spec.stops.indexOf(stop)] !== stop.place ||
        inAtAirport.has(spec.stops.indexOf(stop)) ||
        inOnRoad.has(spec.stops.indexOf(stop)) ||
        (inOnTheRoad && stop === spec.stops[0])
          ? { inAtStay: true }
          : {}),
        ...((startOf[spec.stops.indexOf(stop)] &&
          startOf[spec.stops.indexOf(stop)] !== stop.place) ||
        outAtAirport.has(spec.stops.indexOf(stop)) ||
        outOnRoad.has(spec.stops.indexOf(stop)) ||
        (outOnTheRoad && stop === spec.stops.at(-1))
          ? { outAtStay: true }
          : {}),
        tier: spec.tier,
        kind: chosen.kind,
        ...(dorm ? { dormBed: Math.round(chosen.dormBed! * factor) } : {}),
        nights: stop.nights - nightsAboard(stop),
        ...(nightsOnWay(stop) > 0 ? { onTheWay: nightsOnWay(stop) } : {}),
        rooms: roomsNeeded(search.travellers),
        nightly: Math.round(chosen.nightly * factor),
        ...(seasons.length > 0 ? { seasons } : {}),
      };
    });

  const transport = [outbound, ...transfers, back].reduce(
    (total, journey) => total + journey.farePerPerson,
    0,
  );
  const stay = stays.reduce(
    (total, s) =>
      total +
      stayPerPerson({
        nightly: s.nightly,
        nights: s.nights,
        travellers: search.travellers,
        ...(s.dormBed !== undefined ? { dormBed: s.dormBed } : {}),
      }),
    0,
  );
  const levies = stays.reduce((total, s) => total + levyOf(s), 0);
  // The stays and fares are known now, and the least its food can cost: a trip that costs more
  // than the cap on these alone is not laid out day by day (a page that fills its range never
  // shows it: planner.ts).
  // The way home may yet start at the stay's town, for less (decision 160): the frame weighs the
  // cheaper of the two.
  const homeSaving = Math.max(
    0,
    ...[homeFromTown, homeOffTheWay].map((way) =>
      way ? homeDirect.farePerPerson - way.farePerPerson : 0,
    ),
  );
  const frame =
    Math.round(transport - homeSaving) + Math.round(stay + levies) + leastFood(spec, totalDays);
  return {
    calendar,
    totalDays,
    outbound,
    transfers,
    reachOf,
    startOf,
    outboundHalt,
    transferHalts,
    homeDirect,
    backHalt,
    homeByNight,
    homeFromTown,
    homeOffTheWay,
    arrivalDay,
    stays,
    transport,
    stay,
    levies,
    frame,
  };
}

/** The stop a day of the trip is spent at: the last one arrived at by then. */
function stopIndexAt(arrivalDay: readonly number[], day: number): number {
  let index = 0;
  while (index + 1 < arrivalDay.length && arrivalDay[index + 1]! <= day) index += 1;
  return index;
}

/** `day` is the last one at stop `index`, and its ride home leaves in the evening. */
function homewardByNight(
  kinds: readonly DayKind[],
  frame: TripFrame,
  stops: number,
  day: number,
  index: number,
): boolean {
  const rideHome = frame.backHalt ?? frame.homeByNight;
  return (
    kinds[day - 1] === 'homeward' &&
    Boolean(rideHome?.aboard) &&
    stopIndexAt(frame.arrivalDay, day) === index &&
    index === stops - 1
  );
}

/** Each stop's sights, outings, eateries and day trips in the order its days take them. */
function stopStatesOf(spec: TripSpec, search: TripSearch, frame: TripFrame): StopState[] {
  const { calendar, arrivalDay } = frame;
  const { theme } = spec;
  return spec.stops.map(({ place }, index) => {
    const stay = stayFor(place, spec, search);
    const first = arrivalDay[index]!;
    const there = calendar.dates.slice(first - 1, first - 1 + spec.stops[index]!.nights);
    const headline = headlineFor(place, there);
    return {
      place,
      // A stay on the road below a place no road reaches is not where its nights are spent.
      hotelName: belowTrail(place, stay.name) ? guesthouseUpThere(place) : stay.name,
      island: stay.island,
      queue: focusFirst(
        orderAttractions(place, theme, spec.seed, headline).filter(
          (sight) =>
            onStayIsland(sight, stay) &&
            !onSafariRoute(sight, place) &&
            !noWayThere(sight, place) &&
            !forOthersGuests(sight, stay.name) &&
            !dawnOutOfReach({ attraction: sight }, stay),
        ),
        spec.focus,
      ),
      onSafari: place.attractions.filter((sight) => onSafariRoute(sight, place)),
      activities: chooseActivities(place, spec, stay),
      // Eateries across the water from the stay are not planned either (decision 34), nor those
      // out at a day trip's place (Restaurant Bollywood, Jungfraujoch), but on that trip's day.
      restaurants: orderRestaurants(place, spec.tier).filter(
        (eatery) =>
          onStayIsland(eatery, stay) &&
          !eateryOutAt(place, eatery, stay.name) &&
          !forOthersGuests(eatery, stay.name, place),
      ),
      // No day trip to another stop of the trip (Gulmarg from Srinagar on "Srinagar Gulmarg"):
      // the nights there are for it.
      excursions: focusFirst(
        (spec.stops.length === 1
          ? [...timedExcursionsOf(place)]
          : timedExcursionsOf(place).filter((excursion) => {
              const namesake = placeOfExcursion(place, excursion, knowledgeBase().byName);
              return !spec.stops.some((stop) => stop.place === namesake);
            })
        )
          .filter((excursion) => !tripToStay(excursion, stay))
          .flatMap((excursion) => fromStayTown(place, stay, excursion) ?? []),
        spec.focus,
      ),
      stayAt: stay.away?.at,
      stayDrive: stay.away?.hours ?? 0,
      backBeforeDark: backBeforeDark(place, stay),
      byStay: stay.away?.at
        ? place.attractions.filter((sight) => besideStay(sight, stay.away!.at!))
        : [],
      headline: focusFirst(
        headline ? [headline, ...place.attractions.filter((sight) => sight !== headline)] : [],
        spec.focus,
      )[0],
    };
  });
}

/**
 * What each day of the trip is for: arriving, moving on, exploring, a day trip, going home; and
 * the days of journeys over several (a night train's, a halt on the road).
 */
function assignDayKinds(spec: TripSpec, frame: TripFrame) {
  const { totalDays, arrivalDay, outboundHalt, backHalt, homeByNight, transferHalts } = frame;
  const { theme } = spec;
  const kinds: DayKind[] = [];
  for (let day = 1; day <= totalDays; day += 1) {
    if (totalDays === 1) kinds.push('daytrip');
    else if (day === 1) kinds.push('arrival');
    else if (day === totalDays) kinds.push('departure');
    else if (arrivalDay.includes(day)) kinds.push('transfer');
    else kinds.push('explore');
  }
  /** Each day of a journey over several, by day of the trip. */
  const travelOn = new Map<number, JourneyDay>();
  /** Lays a halted journey's days from `day` on, each but the last of the `kind` given. */
  const layDays = (halted: HaltedJourney, day: number, kind: DayKind, last: DayKind) => {
    journeyDays(halted).forEach((travel, index, all) => {
      travelOn.set(day + index, travel);
      kinds[day + index - 1] = index === all.length - 1 ? last : kind;
    });
  };
  if (outboundHalt) layDays(outboundHalt, 1, 'onward', 'arrival');
  if (backHalt) layDays(backHalt, totalDays - nightsOnTheWay(backHalt), 'homeward', 'departure');
  if (homeByNight) kinds[totalDays - 1] = 'homeward';
  transferHalts.forEach((halted, index) => {
    if (halted) layDays(halted, arrivalDay[index + 1]!, 'onward', 'transfer');
  });
  /**
   * The day of arrival off a night train or bus from which an asked night away starts (decision
   * 54): the way out is taken from the station that morning.
   */
  let outFromArrival: number | undefined;
  const backByNight = (day: number, index: number) =>
    homewardByNight(kinds, frame, spec.stops.length, day, index);
  const stopIndexOn = (day: number) => stopIndexAt(arrivalDay, day);
  // Day trips on longer stays: the second, fourth... free day at a stop, as many as wanted.
  spec.stops.forEach((stop, index) => {
    const freeDays: number[] = [];
    kinds.forEach((kind, i) => {
      if (kind === 'explore' && stopIndexOn(i + 1) === index) freeDays.push(i + 1);
    });
    const wantedBase = theme.id === 'relaxed' ? Math.max(0, spec.level - 1) : spec.level;
    // A day trip the traveller typed as the destination (Pangong for Leh) is always made when
    // the stay has a free day for it.
    // Two typed so ("Leh Nubra Pangong") are both made where the free days allow.
    const asked = stop.place.excursions.filter((excursion) =>
      spec.focus?.includes(excursion.name),
    ).length;
    const wanted = Math.max(
      Math.min(
        stop.place.excursions.length,
        wantedBase + theme.extraExcursions,
        Math.floor(freeDays.length / 2),
      ),
      Math.min(asked, Math.ceil(freeDays.length / 2)),
    );
    // The asked trip comes first (focusFirst); where guides spend a night out there (Pangong,
    // the Vaishno Devi yatra from Katra), its day is one followed by another free day, so that
    // the night away fits.
    const night = stop.place.excursions.some(
      (excursion) => excursion.overnight && spec.focus?.includes(excursion.name),
    );
    // Failing that, the way back may take the morning of the last day here when the ride home
    // leaves in the evening (decision 54).
    const beforeFree = night
      ? (freeDays.find((day) => freeDays.includes(day + 1)) ??
        freeDays.find((day) => backByNight(day + 1, index)))
      : undefined;
    // Or, off a night train or bus in the morning, the way out starts on the day of arrival.
    let fromArrival = false;
    if (
      night &&
      beforeFree === undefined &&
      index === 0 &&
      outboundHalt &&
      lastBreak(outboundHalt).aboard
    ) {
      const day = arrivalDay[0]! + nightsOnTheWay(outboundHalt);
      fromArrival = kinds[day] === 'explore' || backByNight(day + 1, index);
      if (fromArrival) outFromArrival = day;
    }
    for (let i = 0; i < wanted - (fromArrival ? 1 : 0); i += 1) {
      const day =
        i === 0 && beforeFree !== undefined
          ? beforeFree
          : (freeDays[1 + 2 * i] ?? freeDays[2 * i]!);
      kinds[day - 1] = 'excursion';
    }
  });

  return { kinds, travelOn, outFromArrival };
}

/** A laid-out trip's price per person: its frame's fares and stays, and what its days spend. */
function priceBreakdown(
  frame: TripFrame,
  back: TripFrame['homeDirect'],
  days: {
    localTransport: number;
    food: number;
    attractions: readonly ScheduledAttraction[];
    activities: readonly ScheduledActivity[];
  },
): PriceBreakdown {
  const fees =
    days.attractions.reduce((total, a) => total + a.entryFee, 0) +
    days.activities.reduce((total, a) => total + a.price, 0);
  return {
    // The way home from the stay's town, where it was chosen, costs what it costs (decision 160).
    transport: Math.round(
      frame.transport + back.farePerPerson - frame.homeDirect.farePerPerson + days.localTransport,
    ),
    stay: Math.round(frame.stay + frame.levies),
    food: Math.round(days.food),
    activities: Math.round(fees),
  };
}

/**
 * Lays out a whole trip day by day: the journey out on day 1, sights packed into mornings,
 * afternoons and evenings by their usual visit length, day trips on longer stays, named
 * eateries for dinner, the journey home on the last day; then prices it with the cost model.
 * Pure: the same spec and search always give the same trip. Words come later (renderDays),
 * so ranking many variations stays cheap.
 */
export function buildTrip(spec: TripSpec, search: TripSearch): Trip;
/**
 * The trip, or undefined where its fares and stays alone cost a traveller more than
 * `priceCap`: food, sights and outings only add to them.
 */
export function buildTrip(spec: TripSpec, search: TripSearch, priceCap: number): Trip | undefined;
export function buildTrip(
  spec: TripSpec,
  search: TripSearch,
  priceCap = Infinity,
): Trip | undefined {
  const framed = frameOf(spec, search);
  if (framed.frame > priceCap) return undefined;
  const { calendar, totalDays, outbound, transfers, reachOf, outboundHalt, transferHalts } = framed;
  const { homeDirect, backHalt, homeByNight, homeFromTown, homeOffTheWay, arrivalDay } = framed;
  const { frame } = framed;
  const { origin, theme } = spec;
  let back = homeDirect;
  // Each trip's own stays: the way home may yet start at one's town (below).
  const stays = framed.stays.map((s) => ({ ...s }));
  const stopIndexOn = (day: number) => stopIndexAt(arrivalDay, day);

  const states = stopStatesOf(spec, search, framed);
  // The place a stay out of town stands at, for each sight beside it (decision 62).
  const besides = new Map<Attraction, string>(
    states.flatMap(({ stayAt, byStay }) =>
      stayAt ? byStay.map((sight) => [sight, stayAt] as const) : [],
    ),
  );
  const stayAtOf = (attraction: Attraction) => besides.get(attraction);

  const { kinds, travelOn, outFromArrival } = assignDayKinds(spec, framed);
  /** The halt of the move between stops that reaches `stopIndex` (on its first or second day). */
  const transferHaltInto = (stopIndex: number) =>
    stopIndex > 0 ? transferHalts[stopIndex - 1] : undefined;
  const rideHome = backHalt ?? homeByNight;
  const backByNight = (day: number, index: number) =>
    homewardByNight(kinds, framed, spec.stops.length, day, index);

  /** The date of a day of the trip: seasons heed the days they state (decision 80). */
  const dateOn = (day: number) => calendar.dates[day - 1]!;
  const attractions: ScheduledAttraction[] = [];
  const activities: ScheduledActivity[] = [];
  /** An outing (or a seat on a ride or safari) taken on a day, at what each traveller pays. */
  const payFor = (activity: Activity, place: Destination, day: number) =>
    activities.push({
      name: activity.name,
      price: perPersonPrice(activity, search.travellers),
      place,
      day,
    });
  const excursions: ScheduledExcursion[] = [];
  const restaurants: Array<{ name: string; place: Destination }> = [];
  const outlines: DayOutline[] = [];
  /** Every place named so far, in lower case; some day-trip spots are also town sights. */
  const seen = new Set<string>();
  /** A sight seen now: named as seen, and off the stop's queue where it still waits. */
  const markSeen = (state: StopState, sight: Attraction) => {
    seen.add(lower(sight.name));
    const queued = state.queue.indexOf(sight);
    if (queued !== -1) state.queue.splice(queued, 1);
    // The walk to a sight and the sight are one visit: the Elephant Beach Trek is the way to
    // Elephant Beach, not a second trip there (decision 260).
    for (const other of state.queue.filter((each) => wayToSight(each, sight))) {
      seen.add(lower(other.name));
      state.queue.splice(state.queue.indexOf(other), 1);
    }
  };
  let localTransport = 0;
  let food = 0;

  /**
   * A day (or `share` of one) of sightseeing in town, per person: abroad, where travellers get
   * about by metro and bus, that public transport's day pass or daily cap, a whole one for any
   * part of a day (decision 77); else the place's cab, or its autos and buses on a budget card.
   */
  const dayOfSights = (place: Destination, outline: DayOutline, share = 1) => {
    const ride = sightsRide(place, spec, search, share);
    outline.ride = ride.by;
    return ride.perPerson;
  };

  /** Sights an outing on them is a way of seeing: a boat on a lake, a ride over a beach or hill. */
  const OUTING_GROUNDS: readonly Attraction['kind'][] = [
    'lake',
    'beach',
    'viewpoint',
    'nature',
    'waterfall',
    'park',
  ];

  /**
   * The part of a spread-out place (North or South Goa) each day's sights and outings keep to,
   * set by the first of the day that stands in one (decision 51).
   */
  const dayParts = new Map<number, string>();
  /** Whether a part (or none) goes with the part the day keeps to, if it has one yet. */
  const partFits = (part: string | undefined, day: number) =>
    !part || (dayParts.get(day) ?? part) === part;
  const inDayPart = (attraction: Attraction, day: number) => partFits(attraction.area, day);
  /**
   * An eatery in a part of a spread-out place is eaten at only on a day spent in that part: no
   * dinner in Ubud on a day on Bali's south coast, or one that keeps to no part (decision 178).
   */
  const eatsInPart = (restaurant: Restaurant, day: number) =>
    !restaurant.area || dayParts.get(day) === restaurant.area;

  /**
   * Where each day is out at, after its last sight: a sight at the same place seen next shares
   * that drive (decision 58); a sight in town or an outing of its own ends it.
   */
  const outAt = new Map<number, { at: string; reach: number }>();
  const sharesDrive = (attraction: Attraction, day: number) =>
    attraction.away?.at !== undefined && outAt.get(day)?.at === attraction.away.at;
  /** How much farther than today's drive a sight out there is, each way, in hours. */
  const further = (attraction: Attraction, day: number) =>
    Math.max(0, (attraction.away?.hours ?? 0) - (outAt.get(day)?.reach ?? 0));
  /** The time a sight takes today: its visit alone when today's drive out there is made. */
  const timeToday = (attraction: Attraction, day: number) =>
    stayAtOf(attraction)
      ? attraction.hours
      : sharesDrive(attraction, day)
        ? attraction.hours + 2 * further(attraction, day)
        : timeFor(attraction);

  /**
   * The other sights still to see that the ride to this one also reaches, open on the day: Ross
   * Island's boat goes on to North Bay. They are seen on the one ride, the same day (decision 204).
   */
  const rideMates = (state: StopState, attraction: Attraction, day: number, weekday: number) => {
    const ride = rideTo(attraction, state.place);
    if (!ride) return [];
    return state.queue.filter(
      (sight) =>
        sight !== attraction &&
        !seen.has(lower(sight.name)) &&
        rideTo(sight, state.place) === ride &&
        !closedWeekdays(sight).includes(weekday) &&
        inSeason(sight, dateOn(day)),
    );
  };
  /** The time a ride's sights take together, this one and its mates still to see. */
  const rideTime = (attraction: Attraction, mates: readonly Attraction[], day: number) =>
    mates.reduce((total, sight) => total + timeFor(sight), timeToday(attraction, day));

  /** A sight seen now, on today's drive out there if it shares it (decision 58). */
  const seeSight = (
    state: StopState,
    attraction: Attraction,
    day: number,
    slot?: Slot | 'day',
  ): Item => {
    const beside = stayAtOf(attraction);
    if (beside) {
      const item = seeSightAlone(state, attraction, day, slot);
      return 'attraction' in item ? { ...item, byStay: beside } : item;
    }
    const sameDrive = sharesDrive(attraction, day)
      ? { further: further(attraction, day) }
      : undefined;
    const at = attraction.away?.at;
    if (at)
      outAt.set(day, {
        at,
        reach: Math.max(attraction.away!.hours, sameDrive ? outAt.get(day)!.reach : 0),
      });
    else outAt.delete(day);
    const item = seeSightAlone(state, attraction, day, slot);
    if (!sameDrive || !('attraction' in item)) return item;
    return { ...item, sameDrive };
  };

  /** A sight seen now: off the queue, its day trip out there not made again, and counted. */
  const seeSightAlone = (
    state: StopState,
    attraction: Attraction,
    day: number,
    slot?: Slot | 'day',
  ): Item => {
    if (attraction.area && !dayParts.has(day)) dayParts.set(day, attraction.area);
    const out = excursionOfSight(attraction, state.excursions);
    if (out) state.excursions.splice(state.excursions.indexOf(out), 1);
    markSeen(state, attraction);
    // A park zone seen only from a safari takes a seat on one, and pays it (decision 49); a sight
    // reached by a ride, on the ride in its months (no Elephant Beach boats in the monsoon, when
    // the beach is walked to: decision 117).
    const seat = safariFor(state.place, attraction, spec.tier === 'budget');
    const safari =
      seat && (attraction.kind === 'wildlife' || inSeason(seat, dateOn(day))) ? seat : undefined;
    // A ride (not a park's safari, each drive of which is a seat of its own) already taken today
    // to another sight it goes on to carries the party to this one too (decision 201).
    const aboard =
      safari !== undefined &&
      attraction.kind !== 'wildlife' &&
      activities.some(
        (taken) => taken.name === safari.name && taken.place === state.place && taken.day === day,
      );
    if (safari && !aboard) payFor(safari, state.place, day);
    attractions.push({
      name: attraction.name,
      kind: attraction.kind,
      entryFee: safari && safariIncludesPermit(safari) ? 0 : attraction.entryFee,
      place: state.place,
      day,
    });
    if (!safari) return { attraction };
    // The park's lake or cave on the safari routes is seen on the first drive in, in its season,
    // at its hour: a sunset point on an afternoon drive, which ends at sunset, not a morning one.
    const passes = state.onSafari.filter(
      (sight) =>
        inSeason(sight, dateOn(day)) && !seen.has(lower(sight.name)) && passedOnDrive(sight, slot),
    );
    for (const sight of passes) {
      seen.add(lower(sight.name));
      attractions.push({
        name: sight.name,
        kind: sight.kind,
        entryFee: 0,
        place: state.place,
        day,
      });
    }
    if (aboard) return { attraction, by: safari, aboard };
    return passes.length > 0 ? { attraction, by: safari, passes } : { attraction, by: safari };
  };

  /**
   * The card's outing at a sight (named for it, shorter than its visit, so not a tour of it),
   * still to be done today: in this part of the day, or at any hour when no slot is given.
   */
  const outingAt = (
    state: StopState,
    attraction: Attraction,
    day: number,
    slot?: Slot,
  ): Activity | undefined =>
    state.activities.find(
      (activity) =>
        !excursionOfActivity(activity, state.place) &&
        inSeason(activity, dateOn(day)) &&
        (slot === undefined ||
          (!MORNING_ACTIVITY.test(activity.name) &&
            EVENING_ACTIVITY.test(activity.name) === (slot === 'evening'))) &&
        sightsToured(activity, state.place).length === 0 &&
        coversSight(activity, attraction, state.place),
    );

  const takeOuting = (state: StopState, activity: Activity, day: number): Item => {
    state.activities.splice(state.activities.indexOf(activity), 1);
    payFor(activity, state.place, day);
    // The sight it is the whole visit to is seen with it.
    for (const sight of state.queue.filter((queued) => outingIsTheVisit(activity, queued)))
      markSeen(state, sight);
    return outingItem(activity, state.place);
  };

  /**
   * Whether a morning with `picked` in it would hold a sight beside the stay out of town and a
   * first light in town, were `attraction` added to it (decision 257).
   */
  const besideAndFirstLight = (
    state: StopState,
    attraction: Attraction,
    picked: readonly Item[],
    begun: boolean,
  ) => {
    if (state.stayAt === undefined) return false;
    const inTownAtDawn = (item: Item) => atFirstLight(item) && !besideTheStay(item, state.stayAt);
    return stayAtOf(attraction) !== undefined
      ? begun || picked.some(inTownAtDawn)
      : inTownAtDawn({ attraction }) && picked.some((item) => besideTheStay(item, state.stayAt));
  };

  const takeAttractions = (
    state: StopState,
    day: number,
    weekday: number,
    cap: number,
    max: number,
    slot: Slot,
    /** Something else already opens this morning: no sunrise sight can be its first thing. */
    begun = false,
    /** The sights this slot may hold, when not every one of the queue. */
    only: (attraction: Attraction) => boolean = () => true,
  ): Item[] => {
    const picked: Item[] = [];
    let remaining = cap;
    // A sight on the ticket of one just picked may be seen after it beyond `max` (a slow card's
    // one morning sight, the Shore Temple, and the Pancha Rathas it covers: decision 134).
    const onTicket = new Set<Attraction>();
    for (
      let i = 0;
      i < state.queue.length && (picked.length < max || onTicket.has(state.queue[i]!));
    ) {
      const attraction = state.queue[i]!;
      if (seen.has(lower(attraction.name))) {
        // Already seen on a day trip: the same place is not visited twice.
        state.queue.splice(i, 1);
        continue;
      }
      // Back out at the stay out of town today, the day does not drive into town again.
      if (!only(attraction) || (drivenBack(day) && !stayAtOf(attraction))) {
        i += 1;
        continue;
      }
      // Out at a place with more of its sights still to see today, the day does not drive
      // back to town for another sight in between (decision 58).
      const out = outAt.get(day)?.at;
      if (
        out !== undefined &&
        attraction.away?.at !== out &&
        state.queue.some(
          (sight) =>
            sight.away?.at === out &&
            !closedWeekdays(sight).includes(weekday) &&
            inSeason(sight, dateOn(day)) &&
            slotsFor(sight).includes(slot),
        )
      ) {
        i += 1;
        continue;
      }
      // Nor does it drive out for a small sight when a bigger one out there, open today, is
      // still to see and the two do not fit now: the small one waits for the big one's day
      // (Grishneshwar for Ellora), and then goes on the same drive (decision 58). It waits only
      // where the two fit in a full day out together, and the place's headline never waits: the
      // Borra Caves are not left out for Katiki's falls beyond them (decision 177).
      const at = attraction.away?.at;
      if (at !== undefined && attraction !== state.headline && !sharesDrive(attraction, day)) {
        const bigger = state.queue.filter(
          (sight) =>
            sight !== attraction &&
            sight.away?.at === at &&
            sight.hours > attraction.hours &&
            !closedWeekdays(sight).includes(weekday) &&
            inSeason(sight, dateOn(day)),
        );
        const together = (sight: Attraction) => timeFor(sight) + attraction.hours;
        if (
          bigger.some((sight) => together(sight) > remaining && together(sight) <= FULL_DAY_HOURS)
        ) {
          i += 1;
          continue;
        }
      }
      // Nor does it take a ride out for one sight when the ride's other sights, open today, do
      // not fit now but would fit a morning with it: it waits for that morning, and one fare
      // (decision 204). A longer ride out is given a day of its own (below), or paid twice.
      const mates = rideMates(state, attraction, day, weekday);
      const together = rideTime(attraction, mates, day);
      if (mates.length > 0 && together > remaining && together <= MORNING_HOURS) {
        i += 1;
        continue;
      }
      // Out at its place today, a sight out of town may end the day there (decision 132).
      const slots = slotsFor(attraction, undefined, sharesDrive(attraction, day));
      const eveningOnly = slot === 'evening' && slots.every((s) => s === slot);
      const afternoonOnly = slot === 'afternoon' && slots.every((s) => s === slot);
      const time = timeToday(attraction, day);
      const fits =
        (time <= remaining ||
          (eveningOnly && remaining >= EVENING_HOURS && time <= EVENING_ONLY_HOURS) ||
          (afternoonOnly && remaining >= AFTERNOON_HOURS && time <= AFTERNOON_ONLY_HOURS)) &&
        slots.includes(slot) &&
        (slot !== 'evening' || EVENING_KINDS.includes(attraction.kind) || slots.length === 1) &&
        // One sunrise a morning: only one sight can be its first thing.
        (!atSunrise(attraction) ||
          (slot === 'morning' &&
            !begun &&
            !picked.some((item) => 'attraction' in item && atSunrise(item.attraction)))) &&
        // A morning that opens in town at first light drives in first: a sight beside the stay
        // out of town waits for the drive back, as the day reads it, and a first light in town
        // waits for a morning with no sight beside the stay in it (decision 257).
        !(slot === 'morning' && besideAndFirstLight(state, attraction, picked, begun)) &&
        // Back at a stay far out on a hill or forest road before dark (decision 265).
        !(slot === 'evening' && state.backBeforeDark && stayAtOf(attraction) === undefined) &&
        !closedWeekdays(attraction).includes(weekday) &&
        inSeason(attraction, dateOn(day)) &&
        inDayPart(attraction, day);
      // A lake, beach or hill seen by the card's outing on it (boating on Phewa Lake) waits for
      // the day the outing fits too, rather than a stroll now and a second trip out for it.
      const outing = fits ? outingAt(state, attraction, day, slot) : undefined;
      const outingFits = outing !== undefined && Math.max(1, outing.hours) <= remaining - time;
      const outingLater =
        fits &&
        !outingFits &&
        OUTING_GROUNDS.includes(attraction.kind) &&
        attraction !== state.headline &&
        outingAt(state, attraction, day) !== undefined;
      if (fits && !outingLater) {
        picked.push(seeSight(state, attraction, day, slot));
        track(state, day, slot, picked.slice(-1));
        remaining -= time;
        // The other sights out at the same place come next, on the same drive (decision 58),
        // and so do those on the same ticket (decision 134).
        const at = attraction.away?.at;
        const later = state.queue.slice(i);
        // Those the same ride reaches come next too, on the seat just paid (decision 201).
        const ride = rideTo(attraction, state.place);
        const ticket = [
          ...onTheSameTicket(attraction, later),
          ...(ride ? later.filter((sight) => rideTo(sight, state.place) === ride) : []),
        ];
        for (const sight of ticket) onTicket.add(sight);
        if (at || ticket.length > 0) {
          // (Only those further down the queue move up: the headline keeps its place first, even
          // behind a day out taken ahead of it, so that it leads the next day it is open.)
          const next = (sight: Attraction) =>
            (at !== undefined && sight.away?.at === at) || ticket.includes(sight);
          const first = (sight: Attraction) => sight === state.headline && !next(sight);
          state.queue.splice(
            i,
            later.length,
            ...later.filter(first),
            ...later.filter(next),
            ...later.filter((sight) => !next(sight) && !first(sight)),
          );
        }
        // An outing of the card's at this sight (boating on Umiam Lake) is done on this visit,
        // not on a second trip out another day.
        if (outing && outingFits) {
          picked.push(takeOuting(state, outing, day));
          track(state, day, slot, picked.slice(-1));
          remaining -= Math.max(1, outing.hours);
        }
      } else {
        i += 1;
      }
    }
    // A sunrise point is the first thing of its morning, whatever else the morning holds.
    return picked.sort(
      (a, b) =>
        Number('attraction' in b && atSunrise(b.attraction)) -
        Number('attraction' in a && atSunrise(a.attraction)),
    );
  };

  const takeActivity = (
    state: StopState,
    day: number,
    cap: number,
    slot: 'morning' | 'day' | 'evening' = 'day',
    only: (activity: Activity) => boolean = () => true,
  ): Item[] => {
    // An evening outing only in the evening; a dawn one only first thing in a morning.
    const fitsSlot = (activity: Activity) =>
      MORNING_ACTIVITY.test(activity.name)
        ? slot === 'morning'
        : EVENING_ACTIVITY.test(activity.name) === (slot === 'evening');
    // A tour to sights already seen is left out; the sights of one taken are not visited again.
    const covered = (activity: Activity) => sightsToured(activity, state.place);
    const today = calendar.weekdays[day - 1]!;
    // A sight the outing goes on to, the same trip out, with `left` hours of the slot to spare.
    const goesAlong = (sight: Attraction, left: number) =>
      !closedWeekdays(sight).includes(today) &&
      inSeason(sight, dateOn(day)) &&
      slotsFor(sight).includes(slot === 'day' ? 'afternoon' : slot) &&
      // A sunrise point is the first thing of a morning, never an afterthought.
      !atSunrise(sight) &&
      !seen.has(lower(sight.name)) &&
      timeToday(sight, day) <= left &&
      inDayPart(sight, day);
    // An outing at a sight out of town (a jet-ski at a beach 25 km out) is made on the drive out
    // to that sight, with the sight: on its own, or after the sight was seen another day, it would
    // be planned without the drive there and back (decision 140).
    const reachable = (activity: Activity) => {
      // A tour of them (Spiti's shared-taxi circuit of its villages) is their visit, drive and all.
      if (covered(activity).length > 0) return true;
      const away = sightsOfActivity(activity, state.place.attractions, state.place).filter(
        (sight) => sight.away && !stayAtOf(sight) && !outingIsTheVisit(activity, sight),
      );
      const left = cap - Math.max(1, activity.hours);
      return away.length === 0 || away.some((sight) => goesAlong(sight, left));
    };
    // A walk or boat at sights out of town takes the drive there and back too (decision 233).
    // Kept from the search for an outing that fits, for the one taken.
    const drives = new Map<Activity, OutingDrive | undefined>();
    const driveTo = (activity: Activity) => {
      if (!drives.has(activity)) {
        const toured = covered(activity).filter((sight) => !stayAtOf(sight));
        drives.set(activity, outingDrive(activity, toured));
      }
      return drives.get(activity);
    };
    const hoursOut = (activity: Activity) =>
      Math.max(1, activity.hours) + 2 * (driveTo(activity)?.hours ?? 0);
    const index = state.activities.findIndex(
      (activity) =>
        only(activity) &&
        Math.max(1, activity.hours) <= cap &&
        hoursOut(activity) <= cap &&
        fitsSlot(activity) &&
        inSeason(activity, dateOn(day)) &&
        heldOn(activity, state.place, today) &&
        !excursionOfActivity(activity, state.place) &&
        !covered(activity).some((sight) => seen.has(lower(sight.name))) &&
        partFits(partOfActivity(activity, state.place), day) &&
        (!drivenBack(day) || besideTheStay(outingItem(activity, state.place), state.stayAt)) &&
        (slot !== 'evening' ||
          !state.backBeforeDark ||
          besideTheStay(outingItem(activity, state.place), state.stayAt)) &&
        reachable(activity),
    );
    if (index === -1) return [];
    const [activity] = state.activities.splice(index, 1);
    const part = partOfActivity(activity!, state.place);
    if (part && !dayParts.has(day)) dayParts.set(day, part);
    payFor(activity!, state.place, day);
    outAt.delete(day);
    // The sights it goes to are seen now: no day visits them again.
    for (const sight of covered(activity!)) markSeen(state, sight);
    // An outing at a sight (boating on Kundala Lake) is followed by the sight itself, the same
    // trip out, where it is still to be seen, open and fits: not a second visit another day.
    const along: Item[] = [];
    const drive = driveTo(activity!);
    let left = cap - hoursOut(activity!);
    for (const sight of sightsOfActivity(activity!, state.queue, state.place)) {
      // An outing that names the whole sight and takes as long is the visit ("Soak at Yumthang
      // hot spring", half an hour, is Yumthang Hot Spring's): not a second one after it.
      if (outingIsTheVisit(activity!, sight)) {
        markSeen(state, sight);
        continue;
      }
      if (!goesAlong(sight, left)) continue;
      left -= timeToday(sight, day);
      along.push(seeSight(state, sight, day, slot));
    }
    // An evening show at a sight (the Kecak dance at Uluwatu, at sunset) comes after the visit to
    // the sight, not before it in the dark. So does an outing at a sight out of town, whose drive
    // out the sight's text tells: not "pedal boating at Kundala Lake; then stroll around Kundala
    // Lake (20 km out of town …)". A dawn outing stays first in its morning.
    const outing = outingItem(activity!, state.place, drive);
    const drivenOut = along.some(
      (item) => 'attraction' in item && item.attraction.away && !item.byStay && !item.sameDrive,
    );
    const items =
      (slot === 'evening' && EVENING_ACTIVITY.test(activity!.name)) ||
      (drivenOut && !MORNING_ACTIVITY.test(activity!.name))
        ? [...along, outing]
        : [outing, ...along];
    track(state, day, slot === 'day' ? 'afternoon' : slot, items);
    return items;
  };

  /**
   * Whether a day is spent at a stay out of town, with no drive into the place: it eats at an
   * eatery out where the stay stands or of its part of the place, else at the stay (decision 189).
   */
  const daySpentAtTheStay = (
    state: StopState,
    outline: Pick<DayOutline, Slot | 'kind' | 'excursion'>,
  ) =>
    state.stayDrive > 0 &&
    !outline.excursion &&
    (outline.kind === 'explore' || outline.kind === 'leisure') &&
    SLOTS.every((slot) => outline[slot].every((item) => besideTheStay(item, state.stayAt)));

  /**
   * An eatery out of town where the place's sights stand is a lunch on a day out there, or any
   * meal from a stay out there (decision 189); a day spent at the stay eats only beside it.
   */
  const eatenOutThere = (
    state: StopState,
    restaurant: Restaurant,
    outline: Pick<DayOutline, Slot>,
    meal: 'lunch' | 'dinner',
    atTheStay: boolean,
  ) => {
    const at = eateryAwayAt(state.place, restaurant);
    if (atTheStay) {
      const where = at ?? restaurant.area;
      return where !== undefined && where === state.stayAt;
    }
    // An eatery of the stay's own town ("Bapu Ki Kutia, Bhopal" for Sanchi's Bhopal stays) is
    // for a meal from the stay, not a lunch on a day of sights out in the place (decision 220).
    if (
      meal === 'lunch' &&
      state.stayDrive > 0 &&
      eatsInTown(restaurant, state.stayAt) &&
      (['morning', 'afternoon'] as const).some((slot) =>
        outline[slot].some((item) => !besideTheStay(item, state.stayAt)),
      )
    )
      return false;
    return (
      at === undefined ||
      at === state.stayAt ||
      (meal === 'lunch' &&
        SLOTS.some((slot) =>
          outline[slot].some((item) => 'attraction' in item && item.attraction.away?.at === at),
        ))
    );
  };

  // A chain with a branch at two stops (a Saravana Bhavan in Chennai and Madurai) is named once.
  // A sweet shop, tea stall or breakfast café is not where dinner is had: it waits for a lunch.
  const takeRestaurant = (
    state: StopState,
    outline: Pick<DayOutline, 'date' | 'day' | Slot | 'kind' | 'excursion'>,
    meal: 'lunch' | 'dinner' = 'lunch',
  ): Restaurant | undefined => {
    const { date, day } = outline;
    // A day back out at the stay by the evening dines out there too (decision 251).
    const atTheStay =
      daySpentAtTheStay(state, outline) ||
      // Back at a stay far out on a hill or forest road before dark (decision 265).
      (meal === 'dinner' && state.backBeforeDark) ||
      (meal === 'dinner' &&
        state.stayDrive > 0 &&
        !outline.excursion &&
        backOutAt(outline, state.stayAt) !== undefined);
    for (let i = 0; i < state.restaurants.length;) {
      const restaurant = state.restaurants[i]!;
      if (restaurants.some((eaten) => eaten.name === restaurant.name)) {
        state.restaurants.splice(i, 1);
        continue;
      }
      // Kept for another meal or another day: a snack shop for a lunch, a lunch-only café for
      // a lunch, a café shut for the winter for a trip in its season (decision 175).
      if (
        (meal === 'dinner' && snacksOnly(restaurant)) ||
        !servesOn(restaurant, meal, date) ||
        !eatsInPart(restaurant, day) ||
        !eatenOutThere(state, restaurant, outline, meal, atTheStay)
      ) {
        i += 1;
        continue;
      }
      state.restaurants.splice(i, 1);
      restaurants.push({ name: restaurant.name, place: state.place });
      return restaurant;
    }
    return undefined;
  };

  const hoursOf = (items: Item[]) => items.reduce((total, item) => total + itemHours(item), 0);

  /**
   * A day of sights from a stay out of town, by day (decision 251): the part of the day it drove
   * into town in, and whether it has driven back out to the stay since. Back out there, it does
   * not drive into town again: its sights in town are one stretch, between one drive in and one
   * back, as the day is priced.
   */
  const stretches = new Map<number, { town?: Slot; back: boolean }>();
  const drivenBack = (day: number) => stretches.get(day)?.back === true;
  /** Notes where the items just picked for a part of the day leave it. */
  const track = (state: StopState, day: number, slot: Slot, items: readonly Item[]) => {
    const stretch = stretches.get(day);
    if (!stretch) return;
    for (const item of items) {
      if (!besideTheStay(item, state.stayAt)) stretch.town ??= slot;
      else if (stretch.town !== undefined && SLOTS.indexOf(slot) > SLOTS.indexOf(stretch.town))
        stretch.back = true;
    }
  };
  /** An outing at sights that are all beside the stay out of town is beside it too. */
  const besideOf = (activity: Activity, place: Destination) => {
    const sights = sightsOfActivity(activity, place.attractions, place);
    const at = sights.length > 0 ? stayAtOf(sights[0]!) : undefined;
    return at !== undefined && sights.every((sight) => stayAtOf(sight) === at) ? at : undefined;
  };
  const outingItem = (activity: Activity, place: Destination, drive?: OutingDrive): Item => {
    const byStay = besideOf(activity, place);
    return { activity, ...(drive ? { drive } : {}), ...(byStay ? { byStay } : {}) };
  };

  /**
   * Where a stop's plan stands before a day is filled, to go back to if the day's sights turn out
   * not worth the drive to them (decision 187): its queues, what the trip has seen and counted,
   * and where the day is out at.
   */
  const undoPoint = (state: StopState, day: number) => {
    const { queue, activities: todo, restaurants: eateries, excursions: outings } = state;
    const kept = [[...queue], [...todo], [...eateries], [...outings]] as const;
    const counts = [attractions.length, activities.length, restaurants.length] as const;
    const seenBefore = new Set(seen);
    const out = outAt.get(day);
    const part = dayParts.get(day);
    return () => {
      queue.splice(0, queue.length, ...kept[0]);
      todo.splice(0, todo.length, ...kept[1]);
      eateries.splice(0, eateries.length, ...kept[2]);
      outings.splice(0, outings.length, ...kept[3]);
      [attractions.length, activities.length, restaurants.length] = counts;
      for (const name of seen) if (!seenBefore.has(name)) seen.delete(name);
      if (out) outAt.set(day, out);
      else outAt.delete(day);
      if (part !== undefined) dayParts.set(day, part);
      else dayParts.delete(day);
    };
  };

  /** The day's items seen in town, not beside a stay out of town. */
  const inTownOf = (state: StopState, items: readonly Item[]) =>
    items.filter((item) => !besideTheStay(item, state.stayAt));

  /** Whether a day of the stop laid out so far saw a sight in the place, not beside its stay. */
  const beenInTown = (state: StopState, stopIndex: number) =>
    outlines.some(
      (day) =>
        day.stopIndex === stopIndex &&
        inTownOf(state, [...day.morning, ...day.afternoon, ...day.evening]).length > 0,
    );

  /**
   * Whether a day's sights in town, of `hours`, fall short of the drive in and back from a stay
   * out of town, and of a morning: hours of driving for an hour of sights.
   */
  const shortOfTheDrive = (state: StopState, hours: number) =>
    hours < Math.min(2 * state.stayDrive, MORNING_HOURS);

  /** A sight left for any day: not the place's headline, nor one the traveller asked for. */
  const leftover = (state: StopState, item: Item) =>
    'attraction' in item &&
    item.attraction !== state.headline &&
    !(spec.focus?.includes(item.attraction.name) ?? false);

  /**
   * An arrival whose sights in town fall short of the drive in from the stay and back, where the
   * journey ends at the stay (in its own town, or out of town) and a later day there sees the
   * place: only leftovers, not the headline nor an asked sight. The evening is spent at the stay
   * instead of hours on the road for an hour's sight (decision 207).
   */
  const arrivalShortOfTheDrive = (
    state: StopState,
    outline: DayOutline,
    kind: DayKind,
    stopIndex: number,
  ) => {
    if (commuteOf({ stays }, { ...outline, kind })?.legs !== 2) return false;
    const items = [...outline.afternoon, ...outline.evening];
    const inTown = inTownOf(state, items);
    if (inTown.length === 0 || !shortOfTheDrive(state, hoursOf(inTown))) return false;
    if (!items.every((item) => leftover(state, item))) return false;
    for (let later = outline.day + 1; later <= totalDays; later += 1) {
      if (stopIndexOn(later) === stopIndex && kinds[later - 1] === 'explore') return true;
    }
    return false;
  };

  /**
   * A day that drives in from a stay out of town and back for fewer hours of sights than the
   * drive takes, and less than a morning of them, once the place has had a day in town: the
   * leftovers are not worth it, unless one is the place's headline or was asked for.
   */
  const drivesMoreThanItSees = (state: StopState, outline: DayOutline) => {
    const items = [...outline.morning, ...outline.afternoon, ...outline.evening];
    const inTown = inTownOf(state, items);
    if (inTown.length === 0 || !shortOfTheDrive(state, hoursOf(inTown))) return false;
    // What is seen beside the stay is seen again after the undo: sights, not outings.
    return (
      beenInTown(state, outline.stopIndex) &&
      inTown.every((item) => leftover(state, item)) &&
      items.every((item) => 'attraction' in item)
    );
  };

  /**
   * Out on a day trip today: its spots are seen, what is done out there is done today, lunch is
   * eaten there where the place lists an eatery out there, and its cab, tour or ferry is paid.
   */
  const goOut = (planned: Excursion, outline: DayOutline, state: StopState, day: number) => {
    const place = state.place;
    let excursion = planned;
    // The base's sights out there are seen on the day trip, not on another day.
    for (const sight of [...state.queue]) {
      if (excursionOfSight(sight, [excursion])) markSeen(state, sight);
    }
    for (const spot of excursion.spots) seen.add(lower(spot));
    outline.excursion = excursion;
    // The way there that the place lists for this trip (the Jungfraujoch train, the shared
    // seat to Bum La) is taken whenever the trip is made, chosen as an outing or not: it is
    // the trip's fare, paid instead of a cab. So is the boat out to its spots (Wandoor's to
    // Jolly Buoy, Rudrasagar's to Neermahal), paid on top of the cab to the jetty (decision 203).
    const way = place.activities.find(
      (activity) =>
        !activity.oneWayTo &&
        onStayIsland(activity, state) &&
        (carriesParty(activity.name, excursion) || RIDE_TO.test(activity.name)) &&
        excursionOfActivity(activity, place)?.name === excursion.name,
    );
    const done = (activity: Activity) =>
      activities.some((taken) => taken.name === activity.name && taken.place === place);
    const offered = way !== undefined && !state.activities.includes(way) && !done(way);
    if (offered) state.activities.unshift(way);
    // What is done out there (a camel ride at Hunder) is done today, if it is in season.
    for (const activity of [...state.activities]) {
      const where = excursionOfActivity(activity, place);
      if (where?.name !== excursion.name || !inSeason(activity, dateOn(day))) continue;
      if (sightsToured(activity, place).some((sight) => seen.has(lower(sight.name)))) continue;
      state.activities.splice(state.activities.indexOf(activity), 1);
      payFor(activity, place, day);
      // One held at first light (the sunrise drive up Nandi Hills) opens the day.
      (MORNING_ACTIVITY.test(activity.name) ? outline.morning : outline.afternoon).push({
        activity,
      });
      // The sights it tours (Udayagiri on the Vidisha cab) are seen today.
      for (const sight of sightsToured(activity, place)) markSeen(state, sight);
    }
    // Not taken today (out of season, its sights seen): it is no outing of another day.
    if (offered && state.activities.includes(way)) {
      state.activities.splice(state.activities.indexOf(way), 1);
    }
    // Carried by the stop's own tour or shared cab (Sanchi's half-day cab to Vidisha), the trip
    // sets out from the stop, by the stop's figures, after the drive in from a stay in another
    // town; driven, it keeps the road from the stay's town (decision 263).
    // Its spots are still today's: those open and not yet seen.
    const listed = timedExcursionsOf(place).find((trip) => trip.name === excursion.name);
    if (carrierOf(outline) !== undefined && listed) {
      const { hours: _measured, ...rest } = excursion;
      excursion = {
        ...rest,
        distanceKm: listed.distanceKm,
        ...(listed.hours ? { hours: listed.hours } : {}),
      };
      outline.excursion = excursion;
    }
    // Lunch out there, where the place lists an eatery there (on an island of its own,
    // only from a stay there: decision 34).
    const outThere = place.restaurants.find(
      (eatery) =>
        eatery.island === undefined &&
        eateryOutAt(place, eatery, state.hotelName)?.name === excursion.name &&
        servesOn(eatery, 'lunch', outline.date) &&
        !restaurants.some((eaten) => eaten.name === eatery.name),
    );
    if (outThere) {
      outline.lunch = outThere;
      restaurants.push({ name: outThere.name, place });
    }
    excursions.push({
      name: excursion.name,
      distanceKm: excursion.distanceKm,
      spots: excursion.spots,
      place,
      day,
    });
    // A tour, a shared seat or a return train that makes the trip carries the party there and
    // back: its price is the way, and no cab or ferry is paid on top of it.
    const carried = carrierOf(outline) !== undefined;
    // Across the sea, the ferry's fare both ways where the cost model knows it.
    const ferry = excursion.by === 'boat' ? seaFareBetween(place, excursion.name) : undefined;
    if (carried) return;
    // From a river island, a trip by road crosses by the ferry both ways (decision 226).
    const crossing = excursion.by === 'road' ? COST_MODEL.riverCrossings[place.id] : undefined;
    if (crossing) localTransport += 2 * crossing.farePerPerson;
    if (ferry !== undefined) {
      localTransport += 2 * ferry;
      outline.ride = 'ferry';
      return;
    }
    const ride = localRide({
      dayRate: place.localTransportPerDay,
      travellers: search.travellers,
      roundTripKm: 2 * excursion.distanceKm,
      country: place.country,
      thrifty: spec.tier === 'budget',
    });
    localTransport += ride.perPerson;
    outline.ride = ride.by;
  };

  /**
   * A night away from `day` at stop `stopIndex` fits: tomorrow is free there too, or, for a trip
   * the traveller asked for, tomorrow is the last day and its ride home leaves in the evening.
   */
  const nightFits = (trip: Excursion, day: number, stopIndex: number) =>
    stopIndexOn(day + 1) === stopIndex &&
    ((kinds[day] === 'explore' && day + 1 < totalDays) ||
      ((spec.focus?.includes(trip.name) ?? false) && backByNight(day + 1, stopIndex)));

  /**
   * A day trip as made on `day`: without spots shut for the season (Badrinath in January) or
   * seen already; none when it is left with no spot.
   */
  const madeOn = (trip: Excursion, day: number, place: Destination): Excursion | undefined => {
    const open = spotsInSeason(trip, dateOn(day), (spot) => sightOfSpot(place, trip, spot));
    const shut = spotsShutOn(place, trip, calendar.weekdays[day - 1]!);
    const spots = open.filter((spot) => !seen.has(lower(spot)) && !shut.includes(spot));
    return spots.length > 0 ? { ...trip, spots } : undefined;
  };

  /** The night away the traveller asked for at a stop, with its spots open on `day`, if any. */
  const askedNightAway = (state: StopState, day: number) => {
    for (const trip of state.excursions) {
      if (!trip.overnight || !spec.focus?.includes(trip.name)) continue;
      const excursion = madeOn(trip, day, state.place);
      if (excursion) return { trip, excursion };
    }
    return undefined;
  };

  /**
   * The day after a flight into a place whose notes ask for more than a day's rest after flying
   * in (Leh's 36–48 hours): still settling in.
   */
  const settlingIn = (place: Destination, day: number, stopIndex: number) => {
    if (restHoursAfterFlying(place) <= 24 || day !== arrivalDay[stopIndex]! + 1) return false;
    const arrival = outlines[day - 2];
    return Boolean(arrival?.journey?.legs.some((leg) => leg.mode === 'flight'));
  };

  /** An overnight excursion whose way back is still to come. */
  let pendingReturn: Excursion | undefined;
  for (let day = 1; day <= totalDays; day += 1) {
    let kind = kinds[day - 1]!;
    const weekday = calendar.weekdays[day - 1]!;
    const stopIndex = stopIndexOn(day);
    const state = states[stopIndex]!;
    const place = state.place;
    const outline: DayOutline = {
      day,
      date: calendar.dates[day - 1]!,
      kind,
      stopIndex,
      place,
      hotel: state.hotelName,
      morning: [],
      afternoon: [],
      evening: [],
      fullDay: false,
      dish: lunchDish(place, day),
      placesVisited: [],
    };
    let sightseeing = 0;

    const travel = travelOn.get(day);
    if ((kind === 'onward' || kind === 'homeward') && travel?.after) {
      // A day between two nights on the way (decision 63): from the halt or the night's ride
      // to the next halt, or to the station of the evening's ride.
      outline.journey = travel.journey;
      const between = kind === 'onward' ? transferHaltInto(stopIndex) : undefined;
      outline.from = between ? states[stopIndex - 1]!.place : kind === 'onward' ? origin : place;
      const rideLegs = travel.after.aboard ? travelOn.get(day - 1)?.journey.legs : undefined;
      const arrived = rideLegs?.find((leg) => leg.main)?.to;
      outline.after = {
        ...travel.after,
        ...(arrived ? { station: arrived } : {}),
        ...(rideLegs ? { rideLegs } : {}),
      };
      if (travel.end) outline.halt = travel.end;
    } else if (kind === 'homeward' && rideHome?.aboard && pendingReturn) {
      // Back from the night away in the morning, then the evening's train or bus home.
      outline.journey = rideHome.first;
      outline.from = place;
      outline.halt = { at: undefined, aboard: rideHome.aboard };
      outline.overnight = pendingReturn;
      pendingReturn = undefined;
      outline.lunch = takeRestaurant(state, outline);
      localTransport += dayOfSights(place, outline);
    } else if (kind === 'homeward' && rideHome?.aboard) {
      // The last full day: sights until the evening's overnight train or bus home.
      outline.journey = rideHome.first;
      outline.from = place;
      outline.halt = { at: undefined, aboard: rideHome.aboard };
      // A long transfer to the station takes the afternoon, and a longer one the morning too:
      // the day's sights and the ride there end by the evening's departure, or by the boarding
      // of a train that leaves sooner (decision 126).
      const toStation = toStationHours(rideHome.first);
      const beforeSettingOff = hoursBeforeBoarding(rideHome.first) - toStation;
      const morningCap = Math.min(MORNING_HOURS, beforeSettingOff);
      outline.morning =
        morningCap >= 0.5 ? takeAttractions(state, day, weekday, morningCap, 2, 'morning') : [];
      const afternoonCap = Math.min(
        SHORT_DAY_SIGHT_HOURS,
        beforeSettingOff - MORNING_AND_LUNCH_HOURS,
      );
      outline.afternoon =
        toStation > 2 || afternoonCap < 0.5
          ? []
          : takeAttractions(state, day, weekday, afternoonCap, 1, 'afternoon');
      // Lunch in town, unless the train leaves before it.
      if (beforeSettingOff >= MORNING_AND_LUNCH_HOURS - 1)
        outline.lunch = takeRestaurant(state, outline);
      if (outline.morning.length + outline.afternoon.length > 0) sightseeing = 1;
    } else if (kind === 'onward' || kind === 'homeward') {
      // On the road to the night halt: no sights, the night in a hotel there; or at home until
      // the evening's overnight train or bus.
      const between = kind === 'onward' ? transferHaltInto(stopIndex) : undefined;
      const halted = between ?? (kind === 'onward' ? outboundHalt! : backHalt!);
      outline.journey = halted.first;
      outline.from = between ? states[stopIndex - 1]!.place : kind === 'onward' ? origin : place;
      outline.halt = {
        at: halted.at,
        ...(halted.aboard ? { aboard: halted.aboard } : {}),
        ...(halted.change ? { change: halted.change } : {}),
        ...(halted.missedBoat ? { missedBoat: halted.missedBoat } : {}),
      };
      // Down a trail (Kedarnath to Gaurikund): the top's sights first thing, then the walk.
      const leaving = between ? states[stopIndex - 1]! : kind === 'homeward' ? state : undefined;
      const walkDown = halted.first.legs.every((leg) => leg.trail);
      if (leaving?.place.trail && walkDown && !halted.aboard) {
        const cap = TRAIL_DAY_HOURS - halted.first.hours;
        outline.morning = cap >= 1 ? takeAttractions(leaving, day, weekday, cap, 2, 'morning') : [];
        if (outline.morning.length > 0) sightseeing = 0.5;
      }
      // From a stay out of town, the drive into the place the way home leaves from, by the cab
      // of a half day's sights, as on a last day (decisions 185 and 215).
      if (kind === 'homeward' && commuteOf({ stays }, outline)) sightseeing = 0.5;
    } else if (kind === 'daytrip') {
      const cap = Math.min(5, DAY_TRIP_HOURS - outbound.hours - back.hours);
      outline.journey = outbound;
      outline.from = origin;
      outline.afternoon = cap >= 1 ? takeAttractions(state, day, weekday, cap, 3, 'afternoon') : [];
      outline.lunch = takeRestaurant(state, outline);
      if (outline.afternoon.length) sightseeing = 0.5;
    } else if (kind === 'arrival' || kind === 'transfer') {
      const fromHalt =
        kind === 'arrival'
          ? outboundHalt
          : day > arrivalDay[stopIndex]!
            ? transferHaltInto(stopIndex)
            : undefined;
      const journey = fromHalt
        ? fromHalt.second
        : kind === 'arrival'
          ? outbound
          : transfers[stopIndex - 1]!;
      if (fromHalt) outline.halt = lastBreak(fromHalt);
      outline.journey = journey;
      outline.from = kind === 'arrival' ? origin : states[stopIndex - 1]!.place;
      // Off a flight that landed by the local clock already (decision 137), no clock is crossed.
      const inTheAir = fromHalt !== undefined && lastBreak(fromHalt).aboard === 'flight';
      outline.clockGain = inTheAir ? 0 : clockShift(outline.from, place, calendar.dates[day - 1]!);
      outline.clockHours =
        (fromHalt ? journey.hours : timetabledHours(journey)) + outline.clockGain;
      // Off a long train in the afternoon, the day so far was on board (decision 85).
      const aboardHours =
        fromHalt && lastBreak(fromHalt).aboard ? morningAboard(dayBeforeLast(fromHalt)) : 0;
      if (aboardHours > 0) outline.aboardHours = aboardHours;
      // Sights fit both clocks: the local one (what is still open) and the traveller's own (a
      // flight west lands early by the local clock but after a long day all the same).
      const hours = Math.max(journey.hours, outline.clockHours) + aboardHours;
      // Off a night train in the morning, out to the asked night away (decision 54).
      const nightOut = day === outFromArrival ? askedNightAway(state, day) : undefined;
      if (nightOut) {
        state.excursions.splice(state.excursions.indexOf(nightOut.trip), 1);
        goOut(nightOut.excursion, outline, state, day);
        outline.overnight = nightOut.excursion;
        pendingReturn = nightOut.excursion;
        if (kinds[day] === 'explore') kinds[day] = 'return';
      } else {
        // At altitude the arrival day is for rest (Leh: its notes say so), whatever the journey.
        const resting = restsOnArrival(place);
        // After a long mountain road the afternoon is for arriving; in the plains the headline
        // sight still fits (a long day ends with the Taj Mahal).
        const mountains =
          place.themes.includes('mountains') || place.themes.includes('hill-station');
        // A stay out of town adds its drive: into town and back for a sight (Glenburn from
        // Darjeeling), or on to another town after it (decision 136).
        // In at the stay's town that the way passes, the place is a drive there and back
        // (decision 160).
        const stayDrive =
          state.stayAt && reachOf[stopIndex] === place && !shortOfThePlace({ stays }, place, 'in')
            ? state.stayDrive
            : 2 * state.stayDrive;
        // The headline's longer afternoon counts that drive too (decision 212): in at Shillong
        // after eight hours from Jaipur, no drive to Riwai's root bridge and back.
        const headline =
          resting || (mountains && hours > 5)
            ? undefined
            : headlineFirst(state, weekday, dateOn(day), hours + stayDrive);
        // From a stay out of town, the day's picks may yet be undone (below).
        const undo = state.stayDrive > 0 ? undoPoint(state, day) : undefined;
        if ((hours <= 5 && !resting) || headline) {
          const cap = headline ?? SHORT_DAY_SIGHT_HOURS;
          outline.afternoon = takeAttractions(state, day, weekday, cap, 1, 'afternoon');
          if (outline.afternoon.length) sightseeing = 0.5;
        }
        // After more than a working day on a mountain road, in at dusk, the evening is for
        // arriving too (decision 239); in the plains a sight still fits after ten hours.
        const onTheRoad = journey.legs
          .filter((leg) => leg.mode === 'road' || leg.mode === 'bus')
          .reduce((total, leg) => total + leg.hours, 0);
        const hillDusk = mountains && onTheRoad + stayDrive > HILL_EVENING_AFTER_HOURS;
        if (hours + stayDrive <= 10 && !resting && !hillDusk)
          outline.evening = takeAttractions(state, day, weekday, EVENING_HOURS, 1, 'evening');
        // Not worth the drive in and back: the evening and its dinner are at the stay.
        const atTheStay =
          undo !== undefined && arrivalShortOfTheDrive(state, outline, kind, stopIndex);
        if (atTheStay) {
          undo();
          outline.afternoon = [];
          outline.evening = [];
          sightseeing = 0;
        }
        // In after the kitchens close (Bali at 1 am from Indore), dinner was had on the way.
        if (!inAfterDinner(outline.clockHours) && !atTheStay)
          outline.dinner = takeRestaurant(state, outline, 'dinner');
        // The drive on to a stay in another town, with no sight on the way, is paid by the cab
        // of a half day's sights, as the drive in before the way home is (decision 213).
        if (sightseeing === 0 && commuteOf({ stays }, outline)) sightseeing = 0.5;
      }
    } else if (kind === 'departure' && backHalt) {
      // From the night halt, the rest of the way home.
      outline.journey = backHalt.second;
      outline.halt = lastBreak(backHalt);
      if (outline.halt.aboard) {
        outline.homeAt = offTheRideHour(boardedRide(backHalt)) + backHalt.second.hours;
      }
    } else if (kind === 'departure') {
      outline.journey = back;
      // Home by the home clock: a flight back from London lands 4.5 h later than its length.
      outline.clockHours = back.hours + clockShift(place, origin, calendar.dates[day - 1]!);
      // From a stay out of town, a sight in the place takes the drive in first (decision 252).
      const hours = Math.max(back.hours, outline.clockHours) + state.stayDrive;
      // A long ride home leaves the morning for one short sight (Bibi Ka Maqbara before the
      // 8-hour train back from Aurangabad), a longer one none.
      const usual = hours <= 6 ? SHORT_DAY_SIGHT_HOURS : hours <= LONG_RIDE_HOME_HOURS ? 1.5 : 0;
      // The last chance at the stop's headline, still unseen, takes a longer day: Rameswaram's
      // temple at first light before the drive and the flight home (decision 99); so does a
      // short one the usual morning would not hold (Imphal's Kangla Fort, two hours, before the
      // flights home to Kochi: decision 216).
      const headline =
        headlineFirst(state, weekday, dateOn(day), hours, SHORT_DAY_MAX_HOURS, usual) ??
        headlineFirst(state, weekday, dateOn(day), hours, MAX_TRAVEL_DAY_HOURS, usual);
      const morningHours = headline ?? usual;
      // The way home from the stay's town: where the way passes it (decision 160), or off the
      // way (Mawlynnong, a side road from Dawki) when it is no slower than the drive into the
      // place and the way from there, and its fare no more than theirs (decision 195). The half
      // day's cab is priced on a copy of the day: only its price is wanted, not its ride.
      const homeFromStay =
        homeFromTown ??
        (homeOffTheWay &&
        homeOffTheWay.farePerPerson <= back.farePerPerson + dayOfSights(place, { ...outline }, 0.5)
          ? homeOffTheWay
          : undefined);
      // From there, a sight in the place is a detour: the drive in, and the way home from the
      // place rather than from the stay (Thimphu from a Paro hotel, three hours there and back to
      // Paro's airport). As on a day in town (decision 187), the last morning drives in for a
      // sight no shorter than the detour, for the headline's last chance, or for the place's
      // first sight; else it sees what stands beside the stay, or nothing (decision 194).
      const detour = homeFromStay
        ? state.stayDrive + Math.max(0, back.hours - homeFromStay.hours)
        : 0;
      const worthTheDetour =
        detour > 0 && headline === undefined && beenInTown(state, outline.stopIndex)
          ? (sight: Attraction) => stayAtOf(sight) !== undefined || sight.hours >= detour
          : undefined;
      outline.morning =
        morningHours > 0
          ? takeAttractions(state, day, weekday, morningHours, 1, 'morning', false, worthTheDetour)
          : [];
      if (outline.morning.length) sightseeing = 0.5;
      // With no sight in the place this morning, home from the stay's town.
      const fromStay = outline.morning.every((item) => besideTheStay(item, state.stayAt))
        ? homeFromStay
        : undefined;
      if (fromStay) {
        back = fromStay;
        outline.journey = back;
        outline.clockHours = back.hours + clockShift(place, origin, calendar.dates[day - 1]!);
        stays.find((stay) => stay.place === place)!.outAtStay = true;
      }
      // From a stay out of town, the drive into the place before the way home (decision 185),
      // by the cab of a half day's sights.
      // A stop of no night has no stay to drive in from.
      const stayHere = stays.find((stay) => stay.place === place);
      const driveIn = stayHere && !stayHere.outAtStay ? state.stayDrive : 0;
      if (driveIn > 0) sightseeing = 0.5;
      outline.homeAt = LEAVE_HOME_HOUR + driveIn + hoursOf(outline.morning) + outline.clockHours;
    } else if (kind === 'return' && pendingReturn) {
      // Back from the night away: the drive fills the morning, an evening sight may follow.
      outline.overnight = pendingReturn;
      pendingReturn = undefined;
      outline.evening = takeAttractions(state, day, weekday, EVENING_HOURS, 1, 'evening');
      outline.dinner = takeRestaurant(state, outline, 'dinner');
      // The cab stays with the party for the second day.
      localTransport += dayOfSights(place, outline);
    } else {
      if (kind === 'return') kind = 'explore';
      if (kind === 'explore' && state.queue.length === 0 && state.activities.length === 0) {
        kind = state.excursions.length > 0 ? 'excursion' : 'leisure';
      }
      // "Rest for the first 36–48 hours after flying in" (Leh): the day after the flight holds
      // a few sights in town in the afternoon and evening, no outing and no day out.
      const settling = kind !== 'leisure' && settlingIn(place, day, stopIndex);
      if (settling && kind === 'excursion') {
        // The day out (Pangong, asked for) moves to the next day free for sights here.
        const later = kinds.findIndex(
          (next, index) =>
            index >= day && next === 'explore' && stopIndexOn(index + 1) === stopIndex,
        );
        if (later !== -1) kinds[later] = 'excursion';
      }
      if (settling) kind = 'explore';
      let excursion: Excursion | undefined;
      // A trip shut today (Nathu La on a Monday) waits for another day out.
      const shutToday: Excursion[] = [];
      while (kind === 'excursion' && !excursion && state.excursions.length > 0) {
        const next = state.excursions.shift()!;
        if (excursionShutOn(place, next, weekday)) {
          shutToday.push(next);
          continue;
        }
        // A trip with a long walk beyond the road (the Vaishno Devi path), or one guides make
        // with a night out there (Pangong, Nubra), goes with its night away, or in one long day
        // only when the traveller asked for it (decision 54).
        const asked = spec.focus?.includes(next.name) ?? false;
        if ((next.walk || next.overnight) && !asked && !nightFits(next, day, stopIndex)) continue;
        excursion = madeOn(next, day, place);
      }
      state.excursions.unshift(...shutToday);
      if (kind === 'excursion' && !excursion) kind = 'explore';
      // A night away where guides plan one (Pangong, Nubra), when tomorrow is free here too.
      // Or, asked for, when tomorrow's ride home leaves in the evening (decision 54).
      if (excursion?.overnight && nightFits(excursion, day, stopIndex)) {
        outline.overnight = excursion;
        if (kinds[day] === 'explore') kinds[day] = 'return';
        pendingReturn = excursion;
      }
      if (kind === 'excursion' && excursion) {
        goOut(excursion, outline, state, day);
        // Carried from the place, the day drives in from a stay out of town and back, by the cab
        // of a half day's sights (decision 188).
        if (state.stayDrive > 0 && commuteOf({ stays }, outline)) {
          localTransport += dayOfSights(place, outline, 0.5);
        }
      } else if (settling) {
        outline.afternoon = takeAttractions(
          state,
          day,
          weekday,
          SHORT_DAY_SIGHT_HOURS,
          1,
          'afternoon',
        );
        outline.evening = takeAttractions(state, day, weekday, EVENING_HOURS, 1, 'evening');
        outline.dinner = takeRestaurant(state, outline, 'dinner');
        if (outline.afternoon.length + outline.evening.length > 0) sightseeing = 0.5;
        else kind = 'leisure';
      } else if (kind === 'explore') {
        // From a stay out of town, the day may yet stay there (below).
        const undo = state.stayDrive > 0 ? undoPoint(state, day) : undefined;
        if (undo) stretches.set(day, { back: false });
        let afternoonCap = AFTERNOON_HOURS;
        // The headline sight, still to be seen and open today, comes before a day-long outing.
        const { headline } = state;
        const headlineOpen =
          headline !== undefined &&
          state.queue[0] === headline &&
          !closedWeekdays(headline).includes(weekday) &&
          inSeason(headline, dateOn(day));
        const headlineToday = headlineOpen && slotsFor(headline).some((slot) => slot !== 'evening');
        const eveningOnlyHeadline =
          headlineOpen && slotsFor(headline).every((slot) => slot === 'evening');
        // Its day keeps to its part of a spread-out place, so the morning does not take the
        // traveller to another (Mandvi's palace on the day of the White Rann's sunset).
        if (eveningOnlyHeadline && headline.area && !dayParts.has(day))
          dayParts.set(day, headline.area);
        // A headline seen only after dark and far out (the White Rann from Bhuj) leaves the
        // afternoon for the drive out to it.
        const lateHeadline =
          headlineOpen &&
          slotsFor(headline).every((slot) => slot === 'evening') &&
          timeFor(headline) > EVENING_ONLY_HOURS &&
          timeFor(headline) <= EVENING_ONLY_HOURS + AFTERNOON_HOURS;
        const eveningCap = lateHeadline ? timeFor(headline) : EVENING_HOURS;
        if (lateHeadline) afternoonCap -= timeFor(headline) - EVENING_ONLY_HOURS;
        // ...unless the outing goes to it (Spiti's circuit of Key, Kibber and Langza).
        const toursHeadline = (activity: Activity) =>
          !headlineToday || sightsToured(activity, place).includes(headline);
        const longActivity =
          !lateHeadline &&
          state.activities.some(
            (activity) =>
              activity.hours > AFTERNOON_HOURS &&
              !EVENING_ACTIVITY.test(activity.name) &&
              // A tour out of season today (Pahalgam's union taxi to Aru in January) leaves the
              // morning to the sights, not empty.
              inSeason(activity, dateOn(day)) &&
              toursHeadline(activity),
          );
        // One that cannot be made after all (the Ellora circuit, once Daulatabad on it is seen)
        // leaves the day to the sights, not an empty morning.
        const dayOut = longActivity
          ? takeActivity(state, day, FULL_DAY_HOURS, 'morning', toursHeadline)
          : [];
        // An outing at first light (Kolukkumalai's sunrise jeep) opens the morning it is done.
        const dawn =
          dayOut.length > 0
            ? []
            : takeActivity(
                state,
                day,
                MORNING_HOURS,
                'morning',
                (activity) => MORNING_ACTIVITY.test(activity.name) && toursHeadline(activity),
              );
        if (dayOut.length > 0) {
          outline.morning = dayOut;
          outline.fullDay = hoursOf(outline.morning) > MORNING_HOURS;
          afternoonCap = Math.max(0, FULL_DAY_HOURS - hoursOf(outline.morning));
        } else if (dawn.length > 0) {
          const left = MORNING_HOURS - hoursOf(dawn);
          outline.morning = [
            ...dawn,
            ...(left >= 0.5 ? takeAttractions(state, day, weekday, left, 1, 'morning', true) : []),
          ];
        } else {
          const open = (a: Attraction) =>
            !closedWeekdays(a).includes(weekday) && inSeason(a, dateOn(day));
          let head = state.queue.find((a) => open(a) && slotsFor(a).includes('morning'));
          // A sight out of town whose drive and visit outgrow a morning takes the day it needs,
          // else it would never fit between the town's sights.
          // (Not a sight beside a stay out there: from the stay it is no drive.)
          // So does a ride on to several sights that outgrow a morning together (decision 204).
          const rideDay = (a: Attraction) => {
            const mates = rideMates(state, a, day, weekday);
            const time = rideTime(a, mates, day);
            return mates.length > 0 && time > MORNING_HOURS && time <= FULL_DAY_HOURS;
          };
          const far = state.queue.find(
            (a) =>
              ((a.away !== undefined &&
                !stayAtOf(a) &&
                timeFor(a) > MORNING_HOURS &&
                a.hours <= FULL_DAY_HOURS &&
                timeFor(a) <= LONGEST_DAY_OUT) ||
                rideDay(a)) &&
              slotsFor(a).includes('morning') &&
              open(a),
          );
          // A sight the traveller asked for (typed as where to go) keeps its morning.
          const askedHead = head !== undefined && (spec.focus?.includes(head.name) ?? false);
          if (
            far &&
            theme.afternoons &&
            !headlineToday &&
            !lateHeadline &&
            !askedHead &&
            (!head || timeFor(head) <= MORNING_HOURS)
          ) {
            state.queue.splice(state.queue.indexOf(far), 1);
            state.queue.unshift(far);
            head = far;
          }
          // A slow theme still gives the place's headline sight the day it needs (the pyramids),
          // and a ride's sights the day they need together (decision 204).
          const mates = head ? rideMates(state, head, day, weekday) : [];
          const long =
            (head !== undefined && !lateHeadline && rideDay(head)) ||
            Boolean(
              head &&
              !lateHeadline &&
              (stayAtOf(head) ? head.hours : timeFor(head)) > MORNING_HOURS &&
              (theme.afternoons || head === headline),
            );
          // A day out to a place with more sights takes them in on the same drive.
          const headAt = head?.away?.at;
          outline.morning = takeAttractions(
            state,
            day,
            weekday,
            // A headline seen only in the evening (Gardens by the Bay's light show) keeps the
            // evening free: no day out longer than a full day comes before it.
            long
              ? eveningOnlyHeadline
                ? FULL_DAY_HOURS
                : Math.max(FULL_DAY_HOURS, Math.min(timeFor(head!), LONGEST_DAY_OUT))
              : MORNING_HOURS,
            long
              ? 1 +
                  mates.length +
                  (headAt ? state.queue.filter((sight) => sight.away?.at === headAt).length - 1 : 0)
              : theme.afternoons
                ? 2
                : 1,
            'morning',
          );
          if (long) {
            outline.fullDay = true;
            afternoonCap = Math.max(0, FULL_DAY_HOURS - hoursOf(outline.morning));
          }
        }
        const activityToday = outline.morning.some((item) => 'activity' in item);
        // The headline sight open only after noon (Dilwara's temples to visitors) comes before
        // an outing that would leave the afternoon too short for it.
        const afterNoon =
          headline !== undefined &&
          state.queue[0] === headline &&
          slotsFor(headline).includes('afternoon') &&
          !slotsFor(headline).includes('morning') &&
          timeFor(headline) <= afternoonCap;
        // Out at a place with more of its sights, the afternoon sees them before any outing.
        const stillOut = state.queue.some(
          (sight) => sight.away?.at !== undefined && sight.away.at === outAt.get(day)?.at,
        );
        // A sight seen only at the end of an afternoon (a border's retreat) takes an afternoon
        // left whole for it, before any outing; it waits in its place if it does not fit.
        const lateSight =
          afterNoon || stillOut || activityToday || afternoonCap < AFTERNOON_HOURS
            ? undefined
            : state.queue.find(
                (sight) =>
                  slotsFor(sight).length === 1 &&
                  slotsFor(sight)[0] === 'afternoon' &&
                  !closedWeekdays(sight).includes(weekday) &&
                  inSeason(sight, dateOn(day)),
              );
        const lateAt = lateSight ? state.queue.indexOf(lateSight) : -1;
        if (lateSight) state.queue.unshift(...state.queue.splice(lateAt, 1));
        const firstSights =
          afterNoon || stillOut || lateSight
            ? takeAttractions(state, day, weekday, afternoonCap, 1, 'afternoon')
            : [];
        if (lateSight && state.queue[0] === lateSight) {
          state.queue.splice(lateAt, 0, ...state.queue.splice(0, 1));
        }
        const afternoonActivity = activityToday
          ? []
          : takeActivity(state, day, afternoonCap - hoursOf(firstSights));
        const left = afternoonCap - hoursOf(firstSights) - hoursOf(afternoonActivity);
        // Driven in from a stay out of town, a slow day sees more than one morning's sight for
        // the drive (decision 187).
        const townSoFar = hoursOf(
          inTownOf(state, [...outline.morning, ...firstSights, ...afternoonActivity]),
        );
        const drivenIn = undo !== undefined && townSoFar > 0 && shortOfTheDrive(state, townSoFar);
        const afternoonSights =
          (theme.afternoons || drivenIn) && left >= 0.5
            ? takeAttractions(
                state,
                day,
                weekday,
                left,
                (afternoonActivity.length ? 1 : 2) - firstSights.length,
                'afternoon',
              )
            : [];
        outline.afternoon = [...firstSights, ...afternoonActivity, ...afternoonSights];
        // Back from a day longer than a full one, the evening is for dinner only.
        const spent = hoursOf(outline.morning) > FULL_DAY_HOURS;
        // The headline seen only in the evening (Kandy's temple at its evening puja) keeps the
        // evening from a show or an outing.
        const eveningHeadline = eveningOnlyHeadline && state.queue[0] === headline;
        const eveningActivity =
          activityToday || afternoonActivity.length > 0 || spent || lateHeadline || eveningHeadline
            ? []
            : takeActivity(state, day, MORNING_HOURS, 'evening');
        outline.evening =
          eveningActivity.length > 0
            ? eveningActivity
            : spent
              ? []
              : takeAttractions(state, day, weekday, eveningCap, 1, 'evening');
        // Not worth the drive in, the day is spent at the stay; what it would have seen waits
        // for the last morning's drive in (decision 187).
        if (undo && drivesMoreThanItSees(state, outline)) {
          const besideOnly = (items: Item[]) =>
            items.filter((item) => besideTheStay(item, state.stayAt));
          const beside = [outline.morning, outline.afternoon, outline.evening].map(besideOnly);
          undo();
          stretches.delete(day);
          const [morning, afternoon, evening] = (['morning', 'afternoon', 'evening'] as const).map(
            (slot, at) =>
              beside[at]!.flatMap((item) =>
                'attraction' in item ? [seeSight(state, item.attraction, day, slot)] : [],
              ),
          );
          outline.morning = morning!;
          outline.afternoon = afternoon!;
          outline.evening = evening!;
          outline.fullDay = false;
        }
        if (theme.mealsOut > 1) outline.lunch = takeRestaurant(state, outline);
        if (outline.morning.length + outline.afternoon.length + outline.evening.length > 0) {
          sightseeing = 1;
        } else {
          kind = 'leisure';
        }
      }
      // A night out at the day trip's far end (Nubra) has its dinner there, not at the base.
      const nightAway = outline.excursion !== undefined && outline.overnight === outline.excursion;
      if (
        !nightAway &&
        !outline.evening.some((item) => 'activity' in item && /dinner/i.test(item.activity.name)) &&
        !backBeforeDinner({ stays }, { ...outline, kind })
      ) {
        outline.dinner = takeRestaurant(state, outline, 'dinner');
      }
    }
    outline.kind = kind;
    for (const item of [...outline.morning, ...outline.afternoon, ...outline.evening]) {
      if ('attraction' in item)
        outline.placesVisited.push(
          item.attraction.name,
          ...(item.passes ?? []).map((sight) => sight.name),
        );
    }
    if (outline.excursion) outline.placesVisited.push(...outline.excursion.spots.map(spotLabel));
    if (sightseeing > 0 && !safariOnly(outline)) {
      // A hired cab or auto carries the day's sights (decision 202); from a stay out of town the
      // drive in and back is still paid, as the cab of a half day's sights (decision 188).
      const share = !hireOf(outline)
        ? sightseeing
        : state.stayDrive > 0 && commuteOf({ stays }, outline)
          ? Math.min(sightseeing, 0.5)
          : 0;
      if (share > 0) localTransport += dayOfSights(place, outline, share);
    }
    food += placeFoodPerDay(place, spec.tier) * shareEatenOut(outline, spec.tier);
    outlines.push(outline);
  }

  const breakdown = priceBreakdown(framed, back, { localTransport, food, attractions, activities });
  return {
    spec,
    search,
    outlines,
    arrivalDays: arrivalDay,
    stays,
    attractions,
    activities,
    excursions,
    restaurants,
    outbound,
    transfers,
    back,
    ...(outboundHalt ? { outboundHalt } : {}),
    ...(backHalt ? { backHalt } : {}),
    ...(homeByNight ? { homeByNight } : {}),
    ...(transferHalts.some(Boolean) ? { transferHalts } : {}),
    breakdown,
    pricePP: breakdown.transport + breakdown.stay + breakdown.food + breakdown.activities,
    frame,
    foodTotal: Math.round(food),
  };
}

const DAY_COUNT: Record<number, string> = {
  2: 'two',
  3: 'three',
  4: 'four',
  5: 'five',
  6: 'six',
};

/**
 * How a journey too long for one day is broken, as a note says it: where guides break a long
 * drive or a road and a walk, or where a long day changes between road and air (decision 64).
 */
function brokenOver(journey: Journey, days: number, at?: string): string {
  const walk = journey.legs.some((leg) => leg.mode === 'foot');
  const drive = journey.legs.some(tooLongForADay);
  const count = DAY_COUNT[days] ?? String(days);
  const where = days === 2 && at ? ` at ${at}` : '';
  const air = journey.legs.some((leg) => leg.mode === 'flight');
  return walk || drive
    ? `with ${walk ? 'a road and a walk' : 'a long drive'} that guides break over ${count} days${where}`
    : `by ${air ? 'road and air' : 'rail and road'}, best broken over ${count} days${where}`;
}

/** The nights a halted journey spends on the way, out of a stop's. */
function nightsOnTheWay(halted: HaltedJourney | undefined): number {
  return halted ? 1 + (halted.middle?.length ?? 0) : 0;
}

/**
 * The evening of a day that ends where the journey changes between road and air (decision 64):
 * after today's flight or before tomorrow's, near the airport unless the day's last ride ends in
 * the town itself (decision 159); or between road and rail, near the station (decision 217).
 */
function changeEvening(legs: JourneyLeg[], at: string, towards: string, by: WayChange): string {
  // A night by the airport where tomorrow's ride starts from it, or leaves for it; in town where
  // the day ends with the ride into it (a budget card's bus on from there leaves in the morning).
  const [near, ride] = by === 'air' ? ['airport', 'flight'] : ['station', 'train'];
  const where = legs.at(-1)?.to === at ? '' : `, near the ${near},`;
  const rode = legs.some((leg) =>
    by === 'air' ? leg.mode === 'flight' : leg.mode === 'train' && leg.main,
  );
  if (rode) {
    return `Night at a hotel in ${at}${where} after the ${ride}; the rest of the way to ${towards} follows tomorrow`;
  }
  return `Night at a hotel in ${at}${where} for tomorrow's ${ride} on towards ${towards}`;
}

/**
 * When a night's train or bus gets in (offTheRideHour): "in the morning", "around midday" for a
 * ride of 17 or 18 hours, which cannot be said to arrive in the morning, and later for a train
 * longer than a night (decision 85).
 */
function offTheRide(legs: readonly JourneyLeg[]): string {
  const hour = offTheRideHour(rideOf(legs));
  if (hour <= LATEST_MORNING_ARRIVAL) return 'in the morning';
  if (hour <= 14) return 'around midday';
  return hour <= LATEST_AFTERNOON_ARRIVAL ? 'in the afternoon' : 'in the evening';
}
/** The latest hour a ride can get in and be said to arrive "in the morning". */
const LATEST_MORNING_ARRIVAL = 11;
/** The latest hour a ride can get in and be said to arrive "in the afternoon". */
const LATEST_AFTERNOON_ARRIVAL = 17;

/** In by this hour of the local clock or later, a day's dinner is had on the way. */
const LAST_DINNER_HOUR = 22;

/**
 * The hours from the usual 7 am start until a journey out gets in, with the wait for a timetabled
 * train that leaves later than the ride to its station reaches it (decision 172): the Sabari
 * Express leaves Hyderabad at 11:25 and is in Tirupati at 00:10, not in the evening.
 */
function timetabledHours(journey: Journey): number {
  const index = journey.legs.findIndex((leg) => leg.main);
  const main = journey.legs[index];
  if (!main || main.boardsAt === undefined) return journey.hours;
  const toStation = journey.legs.slice(0, index).reduce((total, leg) => total + leg.hours, 0);
  const wait = main.boardsAt - (LEAVE_HOME_HOUR + toStation);
  return journey.hours + Math.max(0, wait);
}

/** Whether a journey begun at the usual hour gets in after dinner is served (decision 110). */
function inAfterDinner(clockHours: number): boolean {
  return LEAVE_HOME_HOUR + clockHours >= LAST_DINNER_HOUR;
}

/**
 * The hour by the home clock a trip gets home on its last day, leaving at the usual hour after
 * the morning's sights (decision 114): past 24 on a long flight home from the far west or south
 * (Vienna to Pune). Undefined for a way home broken by a night.
 */
export function homeHour(trip: Trip): number | undefined {
  const last = trip.outlines[trip.outlines.length - 1];
  return last?.kind === 'departure' && !last.halt ? last.homeAt : undefined;
}

/** Off the night train or bus and home by midday, lunch is at home (decision 110). */
function lunchAtHome(outline: DayOutline): boolean {
  return (
    outline.kind === 'departure' &&
    Boolean(outline.halt?.aboard) &&
    outline.homeAt !== undefined &&
    outline.homeAt <= HOME_FOR_LUNCH
  );
}

/** "30 December": a date as the notes write it. */
function dayAndMonth(date: string): string {
  return `${Number(date.slice(8, 10))} ${LONG_MONTHS[Number(date.slice(5, 7)) - 1]}`;
}

/** Home by this hour off a night train or bus, lunch is at home. */
const HOME_FOR_LUNCH = 13;

/** When a ride boarded this evening gets in, as that evening says it. */
function getsIn(legs: readonly JourneyLeg[]): string {
  const ride = rideOf(legs);
  if ((ride?.hours ?? 0) <= OVERNIGHT_HOURS.max) return offTheRide(legs);
  return nightsAboardFor(ride!) === 2
    ? `${offTheRide(legs)} two days later`
    : `${offTheRide(legs)} the next day`;
}

/** What the day calls the ride its night is spent on. */
function rideName(aboard: DayBreak['aboard']): string {
  if (aboard === 'bus') return 'overnight bus';
  return aboard === 'flight' ? 'flight' : 'overnight train';
}

/** "The night is on board", or both nights of a train longer than a night. */
function nightsOnBoardText(legs: readonly JourneyLeg[]): string {
  const ride = rideOf(legs);
  return (ride?.hours ?? 0) > OVERNIGHT_HOURS.max && nightsAboardFor(ride!) === 2
    ? 'The next two nights are on board'
    : 'The night is on board';
}

/**
 * The hours of an arrival day spent on board a long train that gets in after midday, from the
 * day's usual 7 am start (decision 85); none off a night's ride in by midday.
 */
function morningAboard(legs: readonly JourneyLeg[]): number {
  const hour = offTheRideHour(rideOf(legs));
  return hour > 12 ? hour - LEAVE_HOME_HOUR : 0;
}

/** Every leg of the trip with the day it is travelled. */
export function legsOf(trip: Trip): TripLeg[] {
  const last = trip.outlines.length;
  const on = (journey: Journey, day: number) => journey.legs.map((leg) => ({ ...leg, day }));
  const { outboundHalt, backHalt } = trip;
  const days = (halted: HaltedJourney, day: number) =>
    journeyDays(halted).flatMap((travel, index) => on(travel.journey, day + index));
  return [
    ...(outboundHalt ? days(outboundHalt, 1) : on(trip.outbound, 1)),
    ...trip.transfers.flatMap((journey, index) => {
      const day = trip.arrivalDays[index + 1]!;
      const halted = trip.transferHalts?.[index];
      return halted ? days(halted, day) : on(journey, day);
    }),
    ...(backHalt ? days(backHalt, last - nightsOnTheWay(backHalt)) : on(trip.back, last)),
  ];
}

function travelText(journey: Journey, from: string, to: string): string {
  const legs = steps(journey.legs.map((leg) => lowerFirst(leg.description)));
  // Off the train at the town's own station ("Puri (PURI)"), the ride in is all there is to say.
  if (from === to || from.startsWith(`${to} (`)) return upperFirst(legs);
  return `Travel from ${from} to ${to}: ${legs}`;
}

function describeItems(items: Item[], travellers: number): string {
  return steps(
    items.map((item) =>
      'attraction' in item
        ? describeAttraction(
            item.attraction,
            travellers,
            item.by,
            item.passes,
            item.sameDrive,
            item.byStay,
            item.aboard,
          )
        : describeActivity(item.activity, travellers, item.drive),
    ),
  );
}

/**
 * What a day's title and summary call its sights and outings: an outing by its name without the
 * words on how its price is counted, nor a bracket quoting a fare ("Core-zone jeep safari",
 * "Jeep from Viswema to the road head"), which the day's text gives beside the price.
 */
function itemNames(items: Item[]): string[] {
  return items.map((item) =>
    'attraction' in item
      ? item.attraction.name
      : unpricedName(item.activity.name).name.replace(/\s*\([^()]*₹[^()]*\)$/, ''),
  );
}

const BY_MODE = {
  flight: '✈️',
  train: '🚆',
  bus: '🚌',
  boat: '🚤',
  road: '🚗',
  foot: '🥾',
} as const;

/**
 * A sight beside a stay out of town, or an outing named for where the stay stands ("Jungle
 * swing in Ubud" from a stay at Ubud): done from the stay without the drive into town.
 */
export function besideTheStay(item: Item, at: string | undefined): boolean {
  if (item.byStay) return true;
  if ('attraction' in item) return false;
  return (
    at !== undefined &&
    'activity' in item &&
    ` ${placeWords(item.activity.name)} `.includes(` ${placeWords(at)} `)
  );
}

/**
 * Where a day of sights from a stay out of town drives back out to it (decision 251): at the first
 * item beside the stay in a later part of the day than the one it drove into town in (in that
 * part, what is beside the stay is seen before the drive in). Undefined for a day that ends in
 * town, or never drives in.
 */
export function backOutAt(
  outline: Pick<DayOutline, Slot>,
  at: string | undefined,
): { slot: Slot; index: number } | undefined {
  const inTown = SLOTS.findIndex((slot) => outline[slot].some((item) => !besideTheStay(item, at)));
  if (inTown < 0) return undefined;
  for (const slot of SLOTS.slice(inTown + 1)) {
    const index = outline[slot].findIndex((item) => besideTheStay(item, at));
    if (index >= 0) return { slot, index };
  }
  return undefined;
}

/** Whether a day back out at its stay out of town drives into town again after (decision 251). */
export function drivesInTwice(outline: Pick<DayOutline, Slot>, at: string | undefined): boolean {
  const back = backOutAt(outline, at);
  if (!back) return false;
  return SLOTS.slice(SLOTS.indexOf(back.slot)).some((slot, i) =>
    outline[slot].some((item, index) => (i > 0 || index > back.index) && !besideTheStay(item, at)),
  );
}

/**
 * A day of sights in town from a stay an hour or more out of it, with nothing in its evening: it
 * drives back after the afternoon and dines at the stay, rather than idling in town and driving
 * back after dinner, in the dark (decision 206).
 */
export function backBeforeDinner(
  trip: Pick<Trip, 'stays'>,
  outline: Parameters<typeof commuteOf>[1],
): boolean {
  if (outline.kind !== 'explore' || outline.evening.length > 0) return false;
  return (commuteOf(trip, outline)?.hours ?? 0) >= BACK_BEFORE_DINNER_HOURS;
}
const BACK_BEFORE_DINNER_HOURS = 1;

/**
 * The drive between a stay out of town and the centre where the day's sights are (decision 62):
 * on a day of sights in town, on the day of arrival when sights follow the check-in, and on the
 * last day when sights precede the ride home (in with the bags after checking out). Day trips
 * set out from the stay itself, but for one the place's cab, tour or ferry carries from there.
 */
export function commuteOf(
  trip: Pick<Trip, 'stays'>,
  outline: Pick<
    DayOutline,
    'place' | 'kind' | 'morning' | 'afternoon' | 'evening' | 'excursion' | 'halt' | 'overnight'
  >,
): { km: number; hours: number; legs: number } | undefined {
  const stay = trip.stays.find((s) => s.place === outline.place);
  if (!stay?.away) return undefined;
  const drive = { km: stay.away.km, hours: stay.away.hours };
  // A day trip a tour, cab or train of the place carries sets out from the place: the stay's
  // drive in and back comes with it (decision 188). So does one by boat, from the place's jetty
  // (decision 199). Any other sets out from the stay.
  if (outline.excursion) {
    const fromThePlace =
      (carrierOf(outline) !== undefined ||
        outline.excursion.by === 'boat' ||
        viaThePlace(outline.place, stay, outline.excursion)) &&
      outline.overnight !== outline.excursion &&
      !tripToStay(outline.excursion, stay);
    return fromThePlace ? { ...drive, legs: 2 } : undefined;
  }
  // Sights beside the stay are seen without the drive into town.
  const inTown = (items: readonly Item[]) =>
    items.filter((item) => !besideTheStay(item, stay.away?.at)).length;
  const { morning, afternoon, evening } = outline;
  if (outline.kind === 'explore')
    return inTown([...morning, ...afternoon, ...evening]) > 0 ? { ...drive, legs: 2 } : undefined;
  // A stay in another town (Shillong for Dawki, Bhopal for Sanchi) is driven on to at the end
  // of the day the journey reaches the place, after its sights (decision 122).
  // In at the stay's town on the way, its sights after the check-in are a drive there and
  // back, as from a stay out of town (decision 160).
  if (stay.away.at && (outline.kind === 'arrival' || outline.kind === 'transfer') && !stay.inAtStay)
    return { ...drive, legs: 1 };
  // In at the stay's town on a move between stops too (Srinagar for Sonamarg from Gulmarg).
  if (outline.kind === 'arrival' || outline.kind === 'transfer' || outline.kind === 'onward')
    return inTown([...afternoon, ...evening]) > 0 ? { ...drive, legs: 2 } : undefined;
  // The way home leaves from the place, so the stay's drive into it comes first, sights or none,
  // unless the way sets off from the stay's own town (decision 185).
  if (outline.kind === 'departure' && !outline.halt && !stay.outAtStay)
    return { ...drive, legs: 1 };
  // So does a way home broken by a night's halt, on its first day (decision 215).
  if (outline.kind === 'homeward' && !outline.halt?.aboard && !stay.outAtStay)
    return { ...drive, legs: 1 };
  if (outline.kind === 'departure' || outline.kind === 'homeward')
    return inTown([...morning, ...afternoon]) > 0 ? { ...drive, legs: 1 } : undefined;
  return undefined;
}

/**
 * The stops (place ids) whose stay out of town makes the day the trip reaches or leaves them
 * longer than a waking day, though the journey alone fits it: Bali from Ahmedabad lands after
 * midnight, and Ubud is 1 h 30 min on (decision 212). A day spent on board is slept.
 */
export function staysPastTheDay(trip: Trip): string[] {
  const stops = new Set<string>();
  for (const day of trip.outlines) {
    const { journey } = day;
    if (!journey || (day.halt?.aboard && (day.kind === 'onward' || day.kind === 'homeward')))
      continue;
    const commute = commuteOf(trip, day);
    if (
      commute &&
      journey.hours <= WAKING_DAY_HOURS &&
      journey.hours + commute.legs * commute.hours > WAKING_DAY_HOURS
    )
      stops.add(day.place.id);
  }
  return [...stops];
}

/** Puts each day of a planned trip into words for the day-wise plan. */
export function renderDays(trip: Trip): TripDay[] {
  const { spec, outlines, back } = trip;
  const { origin } = spec;
  const { travellers } = trip.search;
  /** The morning after a night at a hotel: in its rate above the budget tier (shareEatenOut). */
  const hotelBreakfast = (hotel: string) =>
    spec.tier === 'budget' ? `Breakfast near ${hotel}` : `Breakfast at ${hotel} (included)`;
  const total = outlines.length;
  return outlines.map((outline) => {
    const { place, hotel, kind } = outline;
    const commute = commuteOf(trip, outline);
    /** The trip's stay at the day's place, and the town it stands in when out of town. */
    const staying = trip.stays.find((stay) => stay.place === place);
    const stayTown = staying?.away?.at;
    /** An airport hotel's "town" is the airport: arrived at, and a hotel's evening (decision 192). */
    const atAirport =
      stayTown !== undefined &&
      (stayTown === place.airport?.name || stayTown === place.secondAirport?.name);
    const leisureAtStay = atAirport
      ? `Evening at leisure at ${hotel}`
      : `Evening at leisure in ${stayTown}`;
    /** "into Hampi (13 km, about 25 min)": the drive in from a stay out of town. */
    const intoPlace = (drive: { km: number; hours: number }) =>
      `into ${place.name} (${drive.km} km, about ${durationText(drive.hours)})`;
    /** The stay stands out of town (decision 62). */
    const stayOut = trip.stays.some((stay) => stay.place === place && stay.away !== undefined);
    /**
     * A resort on an island of its own (a Maldives resort): a free part of the day is spent at
     * it, not "around Maldives", whose town is a boat ride away (decision 238).
     */
    const ownIsland = islandOfItsOwn(place, staying);
    /**
     * Where the stay is, for free time around it and days out from it: at a place of islands,
     * the island it stands on (Maafushi, Mahé), not the country a boat ride across (decision 246).
     */
    const here = staying?.island ?? place.name;
    /**
     * Where the boat in lands at a place of islands: the stay's island, or a resort island of its
     * own by the resort's name, as the boat's text says (decisions 245 and 248).
     */
    const landing = ownIsland ? hotel : here;
    const leisureEvening = ownIsland
      ? `Evening at leisure at ${hotel}`
      : `Evening at leisure around ${here}`;
    /**
     * The last morning's sights around the check-out: those seen at first light (the Assi Ghat's
     * dawn programme, a sunrise point) before it, the rest after (decision 250).
     */
    const checkOutAround = (items: Item[]) => {
      const early = items.findIndex((item) => !atFirstLight(item));
      const dawn = early === -1 ? items : items.slice(0, early);
      const rest = items.slice(dawn.length);
      const after = rest.length > 0 ? `, then ${lowerFirst(describeItems(rest, travellers))}` : '';
      return dawn.length > 0
        ? `${describeItems(dawn, travellers)}; then check out of ${hotel}${after}`
        : `Check out of ${hotel}${after}`;
    };
    const checkOutInto = (drive: { km: number; hours: number }) =>
      `Check out of ${hotel} and drive ${intoPlace(drive)}`;
    /**
     * The last morning from a stay out of town, with its sights: those beside the stay first,
     * then the drive into the place, then those in it.
     */
    const checkOutWith = (items: Item[], drive: { km: number; hours: number }) => {
      const near = items.filter((item) => besideTheStay(item, stayTown));
      const inTown = items.filter((item) => !besideTheStay(item, stayTown));
      return [
        near.length > 0
          ? `Check out of ${hotel}, then ${lowerFirst(describeItems(near, travellers))}; then drive ${intoPlace(drive)}`
          : checkOutInto(drive),
        ...(inTown.length > 0 ? [lowerFirst(describeItems(inTown, travellers))] : []),
      ].join('; then ');
    };
    /**
     * The part of a day that drives back out to the stay out of town, from the item at `index`
     * on: what stands beside the stay after the drive (decision 251).
     */
    const backBeside = (items: Item[], index: number, drive: { km: number; hours: number }) => {
      const back = `drive back to ${withDetails(hotel, `${drive.km} km, about ${durationText(drive.hours)}`)}`;
      const there = lowerFirst(describeItems(items.slice(index), travellers));
      return index > 0
        ? `${describeItems(items.slice(0, index), travellers)}; then ${back}; then ${there}`
        : `${upperFirst(back)}; then ${there}`;
    };
    const restaurants = [outline.lunch, outline.dinner]
      .filter((r): r is Restaurant => Boolean(r))
      .map((r) => r.name);
    const meal = (restaurant: Restaurant | undefined, meal: string, otherwise: string) =>
      restaurant ? `${meal} at ${restaurant.name} ${bracketed(restaurant.cuisine)}` : otherwise;
    const sights = (items: Item[], otherwise: string) =>
      items.length > 0 ? describeItems(items, travellers) : otherwise;
    const dinnerShow = outline.evening.find(
      (item): item is { activity: Activity } =>
        'activity' in item && /dinner/i.test(item.activity.name),
    );
    const eveningText =
      outline.evening.length === 0
        ? leisureEvening
        : dinnerShow
          ? describeItems(outline.evening, travellers)
          : `${describeItems(outline.evening, travellers)}, then dinner`;
    let title: string;
    let emoji: string;
    let morning: string;
    let afternoon: string;
    let evening: string;
    let description: string;
    let breakfast = hotelBreakfast(hotel);
    // A resort on an island of its own (a Maldives resort, decision 133) has no local eatery
    // outside it: lunch there is at the resort. So is a free day at a stay out of town
    // (decision 189).
    const dayAtTheStay =
      stayOut &&
      !outline.excursion &&
      (kind === 'explore' || kind === 'leisure') &&
      SLOTS.every((slot) => outline[slot].length === 0);
    let lunch = meal(
      outline.lunch,
      'Lunch',
      dayAtTheStay || islandOfItsOwn(place, staying)
        ? `Lunch at ${hotel}`
        : outline.dish
          ? `Lunch at a local eatery; try ${outline.dish}`
          : 'Lunch at a local eatery',
    );
    let dinner = dinnerShow
      ? `Dinner included in ${dinnerShow.activity.name}`
      : meal(outline.dinner, 'Dinner', `Dinner at ${hotel}`);
    const homewardLegs = (kind === 'departure' && trip.backHalt?.second) || back;
    // Home by a day train, at the hour it leaves (decision 181).
    const trainHome = trainDeparture(homewardLegs);
    const homeSteps = steps(homewardLegs.legs.map((leg) => lowerFirst(leg.description)));
    const homeward =
      homewardLegs.legs.length === 0
        ? `Return to ${origin.name}: the journey ends at home`
        : trainHome
          ? `Return to ${origin.name}: ${trainHome.text}. ${upperFirst(homeSteps)}`
          : `Return to ${origin.name}: ${homeSteps}`;
    const haltTown = outline.halt?.at;
    const haltPlace = haltTown ?? 'a town on the way';
    const aboard = outline.halt?.aboard;
    // Tonight where the journey changes between road and air (decision 64).
    const change = outline.halt?.change;
    // Tonight where the boat leaves, its last sailing gone (decision 93).
    const missedBoat = outline.halt?.missedBoat;
    const overnightRide = rideName(aboard);
    /** Where the overnight train or bus of this day's journey (or the one before) arrives. */
    const arrivesAt = (legs: JourneyLeg[]) => legs.find((leg) => leg.main)?.to ?? place.name;

    if (
      (kind === 'onward' || kind === 'homeward') &&
      outline.after?.aboard &&
      aboard &&
      outline.journey?.legs.length === 0
    ) {
      // A day wholly on board a train longer than a night (decision 85).
      const rideLegs = outline.after.rideLegs ?? [];
      const towards = kind === 'onward' ? place.name : origin.name;
      const station = outline.after.station ?? towards;
      emoji = BY_MODE.train;
      title = `On the train to ${towards}`;
      breakfast = 'Breakfast on board';
      lunch = 'Lunch on board, from the pantry car or at a station stop';
      dinner = 'Dinner on board';
      morning = `A day on board the ${rideOf(rideLegs)?.travelClass ?? 'train'}, on towards ${station}`;
      afternoon = 'On board through the afternoon: time to read, rest and watch the country go by';
      evening = `The second night is on board; the train gets in at ${station} ${offTheRide(rideLegs)} tomorrow`;
      description = `A day and a night on the train to ${towards}: no hotel is booked for the night.`;
    } else if ((kind === 'onward' || kind === 'homeward') && outline.after) {
      // A day between two nights on the way (decision 63).
      const journey = outline.journey!;
      const after = outline.after;
      const out = kind === 'onward';
      const towards = out ? place.name : origin.name;
      const start = after.aboard
        ? (after.station ?? 'the station')
        : (after.at ?? 'a town on the way');
      // Where the day's road ends: the halt, or the station of the evening's ride.
      const end = aboard ? (journey.legs.find((leg) => leg.main)?.from ?? place.name) : haltPlace;
      const walking = journey.legs.some((leg) => leg.mode === 'foot');
      // The night before the walk up, at the trail's halt (Sonprayag for Kedarnath).
      const belowTrail =
        out && !aboard && place.trail !== undefined && haltTown === place.trail.halt;
      emoji =
        BY_MODE[
          aboard ?? journey.legs.find((leg) => leg.main)?.mode ?? journey.legs[0]?.mode ?? 'road'
        ];
      title = aboard
        ? `${upperFirst(start)} to ${end}, and the ${overnightRide} ${out ? `to ${place.name}` : 'home'}`
        : `${upperFirst(start)} to ${end}: on the way ${out ? `to ${place.name}` : 'home'}`;
      const rideBefore = rideName(after.aboard);
      breakfast = after.aboard ? 'Breakfast on arrival' : `Breakfast in ${start}`;
      morning = `${after.aboard ? `The ${rideBefore} arrives at ${start} ${offTheRide(after.rideLegs ?? [])}.` : `Set off again from ${start} after breakfast.`} ${travelText(journey, start, aboard ? arrivesAt(journey.legs) : end)}`;
      lunch = 'Lunch on the way';
      afternoon = walking
        ? `On the trail to ${end}`
        : change
          ? `On the way to ${end}`
          : `On the road to ${end}`;
      if (aboard) {
        evening = `The ${overnightRide} leaves ${end} in the evening. ${nightsOnBoardText(journey.legs)}; it arrives ${getsIn(journey.legs)}`;
        dinner = `Dinner before you board, or on board`;
        description = `Another day on the way to ${towards}: today ends on the ${overnightRide}, so no hotel is booked for the night.`;
      } else {
        evening = belowTrail
          ? `Night at a hotel in ${haltPlace}, below the trail, before the walk up to ${place.name}`
          : change
            ? changeEvening(journey.legs, haltPlace, towards, change)
            : `Night at a hotel in ${haltPlace}, breaking the long way to ${towards} as guides advise`;
        dinner = `Dinner at your hotel in ${haltPlace}`;
        description = `Another day on the way to ${towards}: today ends at ${haltPlace}, and the rest of the way follows tomorrow.`;
      }
    } else if (kind === 'onward' && aboard === 'flight') {
      // A long flight out that lands the next day: the night is in the air (decision 137).
      const journey = outline.journey!;
      const landing = `${arrivesAt(journey.legs)} at about ${clockText(offTheRideHour(rideOf(journey.legs)))} the next day, by the local clock`;
      emoji = BY_MODE.flight;
      title = `${origin.name} to ${place.name}: the long flight`;
      breakfast = `Breakfast in ${origin.name} before you set off`;
      morning = `Leave ${origin.name}. ${travelText(journey, origin.name, arrivesAt(journey.legs))}`;
      lunch = 'Lunch on board, or at the airport';
      afternoon = `In the air towards ${place.name}`;
      dinner = 'Dinner on board';
      evening = `The night is in the air; the flight lands at ${landing}`;
      description = `A long day and a night in the air to ${place.name}: no hotel is booked for the night.`;
    } else if ((kind === 'onward' || kind === 'homeward') && aboard) {
      const journey = outline.journey!;
      const out = kind === 'onward';
      emoji = BY_MODE[aboard];
      const to = out ? place.name : origin.name;
      // Off at a stay's town the ride passes, the title names it (decision 258).
      const offAt = out && staying?.inAtStay && stayTown ? `${stayTown}, for ${place.name}` : to;
      title = out
        ? `${origin.name} to ${offAt}: the ${overnightRide}`
        : `${place.name}: the last day, and the ${overnightRide} home`;
      const ride = travelText(journey, out ? origin.name : place.name, arrivesAt(journey.legs));
      const departure = departureOf(journey);
      if (out) {
        breakfast = `Breakfast at home in ${origin.name}`;
        morning = departure.early
          ? `Set off from home in ${origin.name}: the ${overnightRide} ${departure.leaves}`
          : `A day at home in ${origin.name}: the ${overnightRide} ${departure.leaves}`;
        lunch = departure.early
          ? 'Lunch on board, or packed from home'
          : `Lunch at home in ${origin.name}`;
        afternoon = departure.early
          ? `On board the ${overnightRide}`
          : `Pack and set off for the ${departure.part} departure`;
      } else if (outline.overnight) {
        // Back from the night away in the morning (decision 54).
        const away = outline.overnight;
        breakfast = `Breakfast at your ${NIGHT_OUT_LODGING} ${nightOut(away)}`;
        morning = wayBack(away, place.name);
        lunch = meal(outline.lunch, 'Lunch', `Lunch on the way back from ${away.name}`);
        afternoon = `Back in ${place.name}: a slow afternoon before the ${departure.part} departure`;
      } else {
        // Down a trail to the road (Kedarnath to Gaurikund) before the evening's ride.
        const walk = journey.legs[0]?.mode === 'foot' ? journey.legs[0] : undefined;
        // Or down the place's own line (the toy train to Mettupalayam, decision 46).
        const line = journey.legs[0]?.line ? journey.legs[0] : undefined;
        // Or a long road to the station (Lachung to New Jalpaiguri), set off on in good time.
        const toStation = toStationHours(journey);
        const station = journey.legs.find((leg) => leg.main)?.from ?? place.name;
        const setOff = `the ride to ${station} takes about ${durationText(toStation)}`;
        const longRide = !walk && !line && toStation > AFTERNOON_HOURS;
        morning = sights(
          outline.morning,
          longRide
            ? `Check out of ${hotel} after breakfast and set off: ${setOff}`
            : `Check out of ${hotel} after breakfast and leave the bags`,
        );
        // What stands beside the stay before the drive in, the rest after it.
        if (commute)
          morning =
            outline.morning.length > 0
              ? checkOutWith(outline.morning, commute)
              : `${checkOutInto(commute)}; then ${lowerFirst(morning)}`;
        afternoon = sights(
          outline.afternoon,
          walk
            ? `Set off down the trail in good time: the walk to ${walk.to} takes about ${durationText(walk.hours)}`
            : line
              ? `Board the ${line.line} after lunch: the ride down to ${line.to} takes about ${durationText(line.hours)}`
              : longRide
                ? `On the road to ${station}`
                : toStation > 2
                  ? departure.setOffBy !== undefined
                    ? `Set off by ${clockText(departure.setOffBy)}: ${setOff}`
                    : `Set off in good time: ${setOff}`
                  : `A last look around ${here}`,
        );
      }
      // Home by a train that leaves at an hour of the evening its timetable gives, that hour.
      const leavesAt =
        !out && departure.part === 'evening' && departure.setOffBy !== undefined
          ? `the ${overnightRide} ${departure.leaves}. `
          : '';
      evening =
        outline.day === total && !out
          ? `Return to ${origin.name}: ${leavesAt}${leavesAt ? ride : lowerFirst(ride)}. The night is on board; it arrives ${offTheRide(journey.legs) === 'in the morning' ? 'the next morning' : 'around midday the next day'}`
          : `${upperFirst(leavesAt)}${ride}. ${nightsOnBoardText(journey.legs)}; it arrives ${getsIn(journey.legs)}`;
      dinner = `Dinner before you board, or on board`;
      if (departure.part !== 'evening' && !outline.overnight) {
        // A train that leaves before the evening is ridden from then: the journey goes in the
        // part of the day it leaves in, and the evening is on board (decision 126).
        const arrives = `${nightsOnBoardText(journey.legs)}; it arrives ${getsIn(journey.legs)}`;
        if (out && departure.early) {
          morning = `Set off from home in ${origin.name}: the ${overnightRide} ${departure.leaves}. ${ride}`;
          afternoon = `On board the ${overnightRide}`;
          evening = arrives;
        } else if (out) {
          // The hour is the afternoon's to say, not the morning's as well.
          morning = `A morning at home in ${origin.name}`;
          afternoon = `Set off for the ${overnightRide}, which ${departure.leaves}. ${ride}`;
          evening = arrives;
        } else if (departure.early) {
          lunch = 'Lunch on board, or packed';
          // No bags are left where the day does not come back for them.
          if (outline.morning.length === 0)
            morning = commute ? checkOutInto(commute) : `Check out of ${hotel} after breakfast`;
          morning = `${morning}; then return to ${origin.name}: the ${overnightRide} ${departure.leaves}. ${ride}`;
          afternoon = `On board the ${overnightRide} home`;
          evening = arrives;
        } else {
          const seen = outline.afternoon.length > 0 ? `${afternoon}; then r` : 'R';
          afternoon = `${seen}eturn to ${origin.name}: the ${overnightRide} ${departure.leaves}. ${ride}`;
          evening = `On board the ${overnightRide} home: ${lowerFirst(arrives)}`;
        }
      }
      description = `${/^[aeiou]/.test(departure.part) ? 'An' : 'A'} ${departure.part} departure to ${to}: the night is spent on the ${overnightRide}, so no hotel is booked for it.`;
    } else if (kind === 'onward' || kind === 'homeward') {
      const journey = outline.journey!;
      emoji = BY_MODE[journey.legs.find((leg) => leg.main)?.mode ?? 'road'];
      const out = kind === 'onward';
      const towards = out ? place.name : origin.name;
      // Out from home, or on from the last stop when the move between two stops halts.
      const start = out ? (outline.from ?? origin) : place;
      const fromStop = out && start !== origin;
      const lastHotel = nightsAt(trip, start);
      // Home from a stay's town the way passes, the day is named from it (decision 256).
      const leaving = staying?.outAtStay && stayTown ? stayTown : place.name;
      title = out
        ? haltTown
          ? `${start.name} to ${haltTown}: on the way to ${place.name}`
          : `${start.name} to ${place.name}: the first day on the road`
        : haltTown
          ? `${leaving} to ${haltTown}: on the way home`
          : `${leaving} to ${origin.name}: the first day home`;
      if (out && !fromStop) breakfast = `Breakfast in ${origin.name} before you set off`;
      // Moving on, the morning starts at the last stop's stay, not at the next one's.
      else if (fromStop) breakfast = hotelBreakfast(lastHotel);
      // The walk down from a place no road reaches, after its sights in the morning.
      const walking = journey.legs.every((leg) => leg.trail);
      const first = outline.morning.length > 0 ? `${sights(outline.morning, '')}. Then c` : 'C';
      // From a stay out of town: out with the bags and into town for the morning's sights.
      // With none, the drive in all the same: the way home leaves from the place (decision 215).
      const intoTown =
        commute && !out
          ? `${outline.morning.length > 0 ? checkOutWith(outline.morning, commute) : checkOutInto(commute)}. `
          : undefined;
      morning = fromStop
        ? `${first}heck out of ${lastHotel}${walking ? '' : ' after breakfast'}. ${travelText(journey, start.name, haltPlace)}`
        : out
          ? `Leave ${origin.name}. ${travelText(journey, origin.name, haltPlace)}`
          : intoTown
            ? `${intoTown}${travelText(journey, place.name, haltPlace)}`
            : `${first}heck out of ${hotel}${walking ? '' : ' after breakfast'}. ${travelText(journey, staying?.outAtStay && stayTown ? stayTown : place.name, haltPlace)}`;
      lunch = 'Lunch on the way';
      afternoon = walking
        ? `On the trail down to ${haltPlace}`
        : change || missedBoat
          ? `On the way to ${haltPlace}`
          : `On the road to ${haltPlace}`;
      const sailing = missedBoat && lastSailingText(missedBoat);
      evening = walking
        ? `Night at a hotel in ${haltPlace}, below the trail, before the road to ${towards}`
        : sailing
          ? `Night at a hotel in ${haltPlace}: the day's last ${sailing.name} to ${landing} leaves about ${sailing.leaves}, so the crossing is tomorrow morning`
          : change
            ? changeEvening(journey.legs, haltPlace, towards, change)
            : `Night at a hotel in ${haltPlace}, breaking the long drive to ${towards} as guides advise`;
      dinner = `Dinner at your hotel in ${haltPlace}`;
      const way = change ? 'journey' : 'drive';
      description = walking
        ? `The walk down and the road on do not fit one day: today ends at ${haltPlace}, and the road to ${towards} follows tomorrow.`
        : sailing
          ? `The last ${sailing.name} to ${landing} has sailed by the time you reach ${haltPlace}: today ends there, and ${landing} is reached tomorrow.`
          : out
            ? `The ${way} to ${place.name} is too long for one day: today ends at ${haltPlace}, and ${place.name} is reached tomorrow.`
            : `The ${way} home is too long for one day: today ends at ${haltPlace}, and ${origin.name} is reached tomorrow.`;
    } else if (kind === 'daytrip') {
      title = `Day trip from ${origin.name} to ${place.name}`;
      emoji = '🧭';
      breakfast = `Breakfast in ${origin.name} before you set off`;
      morning = travelText(outline.journey!, origin.name, place.name);
      afternoon = sights(
        outline.afternoon,
        `A short look around ${place.name}: the journey leaves little time today`,
      );
      evening = homeward;
      dinner = `Dinner back in ${origin.name}`;
      description = `A same-day trip: out from ${origin.name} in the morning, ${place.name} at midday, and back to ${origin.name} by night.`;
    } else if (kind === 'arrival' || kind === 'transfer') {
      const journey = outline.journey!;
      const from = outline.from!;
      emoji = BY_MODE[journey.mode];
      if (outline.halt) emoji = BY_MODE[journey.legs.find((leg) => leg.main)?.mode ?? 'road'];
      // In at the stay's town on the way, the title names it too (decision 219): "Varanasi to
      // Bhopal, for Sanchi", not "Varanasi to Sanchi" for a day that ends in Bhopal.
      const goingTo = staying?.inAtStay && stayTown ? `${stayTown}, for ${place.name}` : place.name;
      // Moving on from the last stop's stay in a town the way passes (decision 160), the day
      // starts there and its title says so (decision 222): "Bhopal to Hyderabad", not "Sanchi to
      // Hyderabad" for a day that never sees Sanchi.
      const leftFrom = trip.stays.find((s) => s.place === from);
      const setOff = leftFrom?.outAtStay ? leftFrom.away!.at! : from.name;
      title = outline.halt
        ? `${upperFirst(haltPlace)} to ${goingTo}: arrival`
        : kind === 'arrival'
          ? `${origin.name} to ${goingTo}: arrival`
          : `${setOff} to ${goingTo}`;
      if (kind === 'arrival') {
        breakfast = aboard
          ? `Breakfast on arrival`
          : outline.halt
            ? `Breakfast in ${haltPlace}`
            : `Breakfast in ${origin.name} before you set off`;
      } else {
        // Moving on, the morning starts at the last stop's stay, not at the next one's.
        const last = nightsAt(trip, from);
        breakfast = aboard
          ? `Breakfast on arrival`
          : outline.halt
            ? `Breakfast in ${haltPlace}`
            : hotelBreakfast(last);
      }
      const halted = kind === 'arrival' ? trip.outboundHalt : undefined;
      // A stop whose stay is the last stop's own hotel, in its town (Dawki from Shillong).
      // From a stay out of town, the sights after the check-in are a drive back in (decision 62).
      // A stay in another town (Shillong for Dawki) is driven on to after them (decision 122).
      // In at the stay's town on the way, the place is a drive from it (decision 160).
      const inAtStay = staying?.inAtStay === true;
      const reached = inAtStay ? stayTown! : place.name;
      const lastStay = kind === 'transfer' ? nightsAt(trip, from) : undefined;
      const sameStay =
        lastStay !== undefined &&
        (lastStay === hotel || (stayTown !== undefined && hotel === `${lastStay}, ${stayTown}`));
      const rideLegs = halted ? dayBeforeLast(halted) : [];
      const station = aboard ? arrivesAt(rideLegs) : '';
      // Out by a morning train, at the hour it leaves (decision 181).
      const train = aboard || outline.halt ? undefined : trainDeparture(journey);
      const early = train !== undefined && !sameStay && beforeBreakfast(journey, train);
      // Off a long train after midday, the morning was on board too (decision 85).
      const lateIn = aboard && morningAboard(rideLegs) > 0;
      if (lateIn) breakfast = 'Breakfast on board';
      if (lateIn && offTheRideHour(rideOf(rideLegs)) > 14) lunch = 'Lunch on board';
      // Off a flight, the hour it lands by the local clock (decision 137).
      const landed = `at about ${clockText(offTheRideHour(rideOf(rideLegs)))} by the local clock`;
      const leave = lateIn
        ? aboard === 'flight'
          ? `On board until the flight lands at ${station} ${landed}. `
          : `On board until the ${overnightRide} gets in at ${station} ${offTheRide(rideLegs)}. `
        : aboard === 'flight'
          ? `The flight lands at ${station} ${landed}. `
          : aboard
            ? `The ${overnightRide} arrives at ${station} ${offTheRide(rideLegs)}. `
            : outline.halt
              ? `Set off again from ${haltPlace} after breakfast. `
              : kind === 'arrival'
                ? train
                  ? `Leave ${origin.name}${early ? ' early' : ''}: ${train.text}. `
                  : `Leave ${origin.name}. `
                : sameStay
                  ? `Set off from ${lastStay} after breakfast; the room is yours for the nights ahead too. `
                  : train
                    ? `Check out of ${lastStay}${early ? ' early' : ''}: ${train.text}. `
                    : `Check out of ${lastStay}. `;
      if (early) breakfast = 'Breakfast packed, or on the train';
      // A night bus that pulls in at the place itself has said where it arrives.
      morning =
        aboard && journey.legs.length === 0
          ? station === place.name || station === reached
            ? leave.trim()
            : `${leave}Arrive in ${place.name}`
          : `${leave}${travelText(journey, aboard ? station : outline.halt ? haltPlace : kind === 'transfer' ? setOff : from.name, inAtStay ? reached : here)}`;
      if (aboard) {
        title = `${place.name}: arrival by the ${aboard === 'flight' ? 'long flight' : overnightRide}`;
      }
      const hours = outline.clockHours ?? journey.hours;
      const backIn = commute
        ? stayTown
          ? `; then drive ${intoPlace(commute)} and `
          : `, ${commute.km} km out of ${place.name}; then drive back into town (about ${durationText(commute.hours)}) and `
        : ', then ';
      const backOut = commute ? `; then drive back to ${hotel}` : '';
      // Back out at the stay for its evening sights beside it (decision 251).
      const backThere = commute?.legs === 2 ? backOutAt(outline, stayTown) : undefined;
      const arrivalEvening =
        !commute && inAtStay && outline.evening.length === 0
          ? leisureAtStay
          : backThere?.slot === 'evening'
            ? `${backBeside(outline.evening, backThere.index, commute!)}${dinnerShow ? '' : ', then dinner'}`
            : commute && outline.afternoon.length === 0
              ? `Drive ${stayTown ? '' : 'back '}into ${place.name} (about ${durationText(commute.hours)}); then ${lowerFirst(eveningText)}${backOut}`
              : `${eveningText}${backOut}`;
      if (stayTown && commute && !inAtStay) {
        // The place first, then on to the stay in its other town, and the sights beside the
        // stay there (decision 122).
        const driveOn = sameStay
          ? `drive back to ${withDetails(hotel, `${commute.km} km, about ${durationText(commute.hours)}`)}`
          : `drive on to ${stayTown} (${commute.km} km, about ${durationText(commute.hours)}) and check in at ${hotel}`;
        const here = (items: readonly Item[]) =>
          items.filter((item) => !('attraction' in item && item.byStay));
        const beside = [...outline.afternoon, ...outline.evening].filter(
          (item) => 'attraction' in item && item.byStay,
        );
        const [afternoonHere, eveningHere] = [here(outline.afternoon), here(outline.evening)];
        const thereAfter =
          beside.length > 0
            ? `; then ${lowerFirst(describeItems(beside, travellers))}, then dinner`
            : '';
        const atTheStay =
          beside.length > 0 ? `${describeItems(beside, travellers)}, then dinner` : leisureAtStay;
        if (hours > 5) lunch = 'Lunch on the way';
        if (hours > 10) {
          afternoon = `On the way to ${place.name}: a long travel day`;
          evening = `Arrive late in ${place.name}, then ${driveOn}`;
          dinner = 'Dinner on the way';
        } else if (eveningHere.length > 0) {
          afternoon =
            afternoonHere.length > 0
              ? describeItems(afternoonHere, travellers)
              : hours > 5
                ? `Arrive in ${place.name}`
                : `Free afternoon in ${place.name}`;
          evening =
            beside.length > 0
              ? `${describeItems(eveningHere, travellers)}; then ${driveOn}${thereAfter}`
              : `${eveningText}; then ${driveOn}`;
        } else if (afternoonHere.length > 0) {
          afternoon = `${describeItems(afternoonHere, travellers)}; then ${driveOn}`;
          evening = atTheStay;
          if (beside.length === 0) dinner = `Dinner in ${stayTown}`;
        } else {
          afternoon = upperFirst(driveOn);
          evening = atTheStay;
          if (beside.length === 0) dinner = `Dinner in ${stayTown}`;
        }
      } else if (hours <= 5) {
        afternoon = `Check in at ${hotel}${outline.afternoon.length ? `${backIn}${lowerFirst(describeItems(outline.afternoon, travellers))}` : ' and settle in'}`;
        evening = arrivalEvening;
      } else if (hours <= 10) {
        lunch = 'Lunch on the way';
        // The headline sight may follow a long morning's journey (Amber Fort after the road).
        afternoon = `Arrive ${atAirport ? 'at' : 'in'} ${stayTown ?? place.name} and check in at ${hotel}${outline.afternoon.length ? `${backIn}${lowerFirst(describeItems(outline.afternoon, travellers))}` : ''}`;
        evening = arrivalEvening;
      } else {
        lunch = 'Lunch on the way';
        afternoon = `On the way to ${reached}: a long travel day`;
        // From a 7 am start, past midnight by the local clock (Sydney from Delhi).
        const inAt = LEAVE_HOME_HOUR + (outline.clockHours ?? journey.hours);
        // In the next morning or later only on a trip too short for the night in the air
        // (decision 137), which its notes say.
        evening =
          inAt >= 24 + EARLIEST_OFF_THE_RIDE
            ? `In the air overnight: in ${reached} about ${clockText(inAt - 24)} the next day by the local clock, then check in at ${hotel}`
            : inAt >= 24
              ? `Arrive after midnight${outline.clockGain ? ' by the local clock' : ''} and check in at ${hotel}`
              : `Arrive late and check in at ${hotel}`;
        if (inAfterDinner(outline.clockHours ?? journey.hours)) dinner = 'Dinner on the way';
      }
      // Off a long train in the evening, the afternoon was on board as well (decision 94).
      if (lateIn && offTheRideHour(rideOf(rideLegs)) > LATEST_AFTERNOON_ARRIVAL) {
        morning = leave.trim();
        afternoon = 'On board through the afternoon';
        const onward =
          journey.legs.length > 0 ? `${travelText(journey, station, place.name)}. ` : '';
        evening = `${onward}Check in at ${hotel} and settle in`;
        dinner = `Dinner on board, or near ${hotel} after the check-in`;
      }
      const km = journey.legs.reduce((sum, leg) => sum + leg.distanceKm, 0);
      description = aboard
        ? `Day ${outline.day} starts off the ${overnightRide} and ends in ${place.name}, where you stay at ${hotel}.`
        : outline.halt
          ? `Day ${outline.day} goes on from ${haltPlace} to ${here}, where you stay at ${hotel}.`
          : kind === 'arrival'
            ? `Day 1 starts in ${origin.name} and ends in ${place.name}, where you stay at ${hotel}.`
            : `Move on from ${from.name} to ${reached} (${km} km) and check in at ${hotel}.`;
      const away = outline.excursion;
      if (away) {
        // Off the night train and straight on to the night away asked for (decision 54).
        const drive = away.hours ? `, about ${durationText(away.hours)}` : '';
        title = `${place.name}: arrival, then out to ${away.name} for the night`;
        emoji = '🚙';
        afternoon = `Drive on from ${place.name} to ${away.name} (${away.distanceKm} km${drive}), ${away.walk ? `then ${lowerFirst(upTheWalk(away))} and see` : 'and see'} ${away.spots.map(spotLabel).join(', ')}`;
        lunch = meal(outline.lunch, 'Lunch', `Lunch at a local eatery in ${away.name}`);
        evening = `Night ${nightOut(away)} in a ${NIGHT_OUT_LODGING}`;
        dinner = `Dinner at your ${NIGHT_OUT_LODGING} ${nightOut(away)}`;
        description = `Day ${outline.day} starts off the ${overnightRide} and goes on to ${away.name}, where the night is spent, as guides advise.`;
      }
    } else if (kind === 'departure') {
      title = `Return to ${origin.name}`;
      emoji = '🏠';
      const rideLegs = trip.backHalt ? dayBeforeLast(trip.backHalt) : [];
      const station = aboard && trip.backHalt ? arrivesAt(rideLegs) : '';
      const lateIn = aboard && morningAboard(rideLegs) > 0;
      morning = lateIn
        ? `On board until the ${overnightRide} gets in at ${station} ${offTheRide(rideLegs)}`
        : aboard
          ? `The ${overnightRide} arrives at ${station} ${offTheRide(rideLegs)}`
          : outline.halt
            ? `Set off again from ${haltPlace} after breakfast`
            : outline.morning.length > 0
              ? commute
                ? checkOutWith(outline.morning, commute)
                : checkOutAround(outline.morning)
              : commute
                ? checkOutInto(commute)
                : `Check out of ${hotel} after breakfast`;
      if (lateIn) breakfast = 'Breakfast on board';
      else if (aboard) breakfast = `Breakfast on arrival`;
      else if (outline.halt) breakfast = `Breakfast in ${haltPlace}`;
      if (outline.journey!.hours > 6) lunch = 'Lunch on the way';
      if (lateIn && offTheRideHour(rideOf(rideLegs)) > 14) lunch = 'Lunch on board';
      else if (lunchAtHome(outline)) lunch = `Lunch at home in ${origin.name}`;
      // Off a long train home in the evening, the afternoon is on board too (decision 94).
      const eveningIn = lateIn && offTheRideHour(rideOf(rideLegs)) > LATEST_AFTERNOON_ARRIVAL;
      afternoon = eveningIn ? 'On board through the afternoon' : homeward;
      evening = eveningIn
        ? `${homeward}. Arrive back in ${origin.name}; the trip ends`
        : `Arrive back in ${origin.name}; the trip ends`;
      // Off a night bus at home itself, the trip ended with the ride.
      if (aboard && !lateIn && homewardLegs.legs.length === 0) {
        morning = `${morning}: you are home`;
        afternoon = `At home in ${origin.name}`;
        evening = 'The trip ended this morning';
      }
      dinner = `Dinner at home in ${origin.name}`;
      // A long flight home lands after dinner, or after midnight by the home clock (decision 114).
      const home = homeHour(trip);
      if (home !== undefined && home >= LAST_DINNER_HOUR) {
        dinner = 'Dinner on the way';
      }
      if (home !== undefined && home >= 24) {
        evening = `Arrive back in ${origin.name} after midnight by the home clock, early on ${dayAndMonth(addDays(trip.search.returnDate, 1))}; the trip ends`;
      }
      description = aboard
        ? `The last day: off the ${overnightRide} ${offTheRide(rideLegs)} and home to ${origin.name}.`
        : outline.halt
          ? `The last day: from ${haltPlace}, the rest of the way home to ${origin.name}.`
          : `The last day: leave ${place.name} and travel home to ${origin.name}.`;
    } else if (kind === 'return') {
      const away = outline.overnight!;
      title = `Back from ${away.name} to ${place.name}`;
      emoji = '🚙';
      morning = wayBack(away, place.name);
      // The night was out there: breakfast is too.
      breakfast = `Breakfast at your ${NIGHT_OUT_LODGING} ${nightOut(away)}`;
      lunch = `Lunch on the way back from ${away.name}`;
      afternoon = `Rest at ${hotel}`;
      evening = sights(outline.evening, leisureEvening);
      description = `A morning by ${away.name}, then the road back to ${place.name}.`;
    } else if (kind === 'excursion') {
      const excursion = outline.excursion!;
      const away = outline.overnight === excursion;
      title = away ? `Out to ${excursion.name} for the night` : `Day trip to ${excursion.name}`;
      emoji = '🚙';
      const boat = excursion.by === 'boat';
      // From a river island (Majuli), a trip by road starts with the ferry to the ghat.
      const crossing = boat || away ? undefined : COST_MODEL.riverCrossings[place.id];
      // From a stay on an island of the place, the boat leaves from that island; the trip's
      // distance is the place's own, from another island, and not said (decision 224).
      const seaWay = staying?.island ? '' : ` (${excursion.distanceKm} km each way by sea)`;
      const drive = excursion.hours ? `, about ${durationText(excursion.hours)}` : '';
      const names = [...outline.morning, ...outline.afternoon].flatMap((item) =>
        'activity' in item ? [item.activity.name] : [],
      );
      // A tour or a return train that carries the party is how it gets there, not a drive.
      const carrier = carrierOf(outline)?.name;
      // An outing at first light out there sets the hour the day starts.
      const early = outline.morning.flatMap((item) =>
        'activity' in item && item.activity.name !== carrier ? [item.activity.name] : [],
      );
      const dawnStart = early.length
        ? `Set off before first light for the ${early.map(namedInText).join(', ')}. `
        : '';
      // A trip of the stay's own town sets out from the stay there (decision 161).
      const own = timedExcursionsOf(place).find((made) => made.name === excursion.name);
      const stayTownTrip = own !== undefined && fromStayTown(place, staying, own) !== own;
      const base = stayTownTrip ? hotel : place.name;
      morning =
        dawnStart +
        (carrier
          ? `${commute ? `Drive from ${hotel} ${intoPlace(commute)}; then out` : 'Out'} from ${here} to ${excursion.name}: ${carrier} (${excursion.distanceKm} km each way)`
          : boat
            ? `${commute ? `Drive from ${hotel} ${intoPlace(commute)}; then boat` : 'Boat'} from ${here} to ${excursion.name}${seaWay}`
            : crossing
              ? `Take the ${crossing.label} from ${place.name} to ${crossing.ghat}, then drive on to ${excursion.name} (${excursion.distanceKm} km from the ghat${excursion.hours ? `; about ${durationText(excursion.hours)} each way with the ferry` : ''})`
              : away
                ? `Drive from ${place.name} to ${excursion.name} (${excursion.distanceKm} km${drive})`
                : commute
                  ? `Drive from ${hotel} ${intoPlace(commute)}; then on to ${excursion.name} (${excursion.distanceKm} km each way${drive})`
                  : `Drive from ${base} to ${excursion.name} (${excursion.distanceKm} km each way${drive})`);
      // An activity that is the day trip itself (a shared seat to Bum La) is how the day is
      // made; one done out there (a camel ride at Hunder) follows the sights.
      const itself = names.filter(
        (name) => name !== carrier && namesExcursion(name, excursion) && DAY_TRIP_ITSELF.test(name),
      );
      const there = names
        .filter((name) => name !== carrier && !itself.includes(name) && !early.includes(name))
        .map(namedInText);
      afternoon = `${excursion.walk ? `${upTheWalk(excursion)} and see` : 'See'} ${excursion.spots.map(spotLabel).join(', ')}${itself.length ? `, on the ${itself.map(namedInText).join(', ')}` : ''}${there.length ? `; then ${there.join(', ')}` : ''}`;
      // A pass, a lake or a park has no town to eat in ("a local eatery in Bum La Pass").
      lunch = NO_TOWN_THERE.test(excursion.name)
        ? 'Lunch at a roadside eatery on the way, or a packed lunch'
        : `Lunch at a local eatery in ${excursion.name}`;
      // Out there for the night, dinner is where the night is, not back at the base.
      if (away) dinner = `Dinner at your ${NIGHT_OUT_LODGING} ${nightOut(excursion)}`;
      evening = away
        ? `Night ${nightOut(excursion)} in a ${NIGHT_OUT_LODGING}`
        : carrier
          ? `Back to ${here}${commute ? `; then drive back to ${hotel}` : ''}`
          : boat
            ? `Boat back to ${here}${commute ? `; then drive back to ${hotel}` : ''}`
            : crossing
              ? `Drive back to ${crossing.ghat} for the ferry to ${place.name}, whose last sailing leaves about ${lastSailingText({ lastSailingHour: crossing.lastSailingHour, travelClass: crossing.label }).leaves}`
              : excursion.walk
                ? `Walk back down to ${excursion.name}, then drive back to ${place.name}`
                : commute
                  ? `Drive back through ${place.name} to ${hotel}`
                  : `Drive back to ${base}`;
      description = away
        ? `Out from ${place.name} to ${excursion.name}, where the night is spent, as guides advise.`
        : `A day out from ${stayTownTrip ? stayTown! : here} to ${excursion.name}, back to ${hotel} by evening.`;
    } else if (kind === 'leisure') {
      // A stay in another town (Bhopal for Sanchi) is where the free day is spent.
      title = `${stayTown ?? place.name} at leisure`;
      emoji = '🌿';
      morning = `A slow morning at ${hotel}`;
      // From a stay out of town a free day is spent there, not driven into town (decision 187).
      if (stayOut || ownIsland) {
        afternoon = `Free time at ${hotel}: rest, or walk out around it`;
        evening = `Evening at leisure at ${hotel}`;
        description = stayOut
          ? `A free day at ${hotel}, out of ${place.name}, with nothing booked.`
          : `A free day at ${hotel}, on its own island, with nothing booked.`;
      } else {
        afternoon = 'Free time: revisit a favourite spot or rest';
        evening = `Evening at leisure around ${here}`;
        description = `A free day in ${here} with nothing booked.`;
      }
    } else {
      const named = [
        ...itemNames(outline.morning),
        ...itemNames(outline.afternoon),
        ...itemNames(outline.evening),
      ];
      const first = [...outline.morning, ...outline.afternoon][0];
      emoji = !first ? '📍' : 'activity' in first ? '🧗' : emojiForKind(first.attraction.kind);
      title = `${place.name}: ${named.slice(0, 2).join(' & ')}`;
      morning = sights(outline.morning, `A slow morning at ${hotel}`);
      // An evening sight on the same drive out (Langkawi's Oriental Village after the SkyCab at
      // Teluk Burau) keeps the day out until then.
      const outAt = new Set(
        outline.morning.flatMap((item) =>
          'attraction' in item && item.attraction.away?.at ? [item.attraction.away.at] : [],
        ),
      );
      const outTillEvening = outline.evening.some(
        (item) => 'attraction' in item && outAt.has(item.attraction.away?.at ?? ''),
      );
      afternoon =
        outline.fullDay && outline.afternoon.length === 0
          ? outTillEvening
            ? 'Continue the day out'
            : `Continue the day out, back at ${hotel} by late afternoon`
          : sights(
              outline.afternoon,
              // From a stay out of town the free afternoon is spent in town, not driven twice;
              // on a day not driven in, at the stay.
              commute || (spec.theme.afternoons && !stayOut && !ownIsland)
                ? `Free afternoon in ${place.name}`
                : `Afternoon at leisure at ${hotel}`,
            );
      evening =
        stayOut && !commute && outline.evening.length === 0
          ? `Evening at leisure at ${hotel}`
          : eveningText;
      if (commute) {
        // From a stay out of town the day drives in and back (decision 62).
        const into = `Drive from ${hotel} ${intoPlace(commute)}`;
        // Sights beside the stay come first, before the drive into town.
        const near = (items: Item[]) => items.filter((item) => besideTheStay(item, stayTown));
        const inTown = (items: Item[]) => items.filter((item) => !besideTheStay(item, stayTown));
        const drivenTo = (items: Item[], text: string) =>
          near(items).length > 0
            ? `${describeItems(near(items), travellers)}; then ${lowerFirst(into)}; then ${lowerFirst(describeItems(inTown(items), travellers))}`
            : `${into}; then ${lowerFirst(text)}`;
        if (inTown(outline.morning).length > 0) morning = drivenTo(outline.morning, morning);
        else if (inTown(outline.afternoon).length > 0 || outline.evening.length === 0)
          afternoon = drivenTo(outline.afternoon, afternoon);
        else evening = `${into}; then ${lowerFirst(evening)}`;
        // Back out at the stay before the sights beside it that end the day (decision 251).
        const back = backOutAt(outline, stayTown);
        if (back) {
          const text = backBeside(outline[back.slot], back.index, commute);
          if (back.slot === 'afternoon') afternoon = text;
          else evening = dinnerShow ? text : `${text}, then dinner`;
          if (outline.evening.length === 0) evening = `Evening at leisure at ${hotel}`;
        } else if (backBeforeDinner(trip, outline)) {
          afternoon = `${afternoon}; then drive back to ${hotel}`;
          evening = `Evening at leisure at ${hotel}`;
        } else evening = `${evening}; then drive back to ${hotel}`;
      }
      description = `A day of sightseeing in ${place.name}: ${named.join(', ')}.`;
    }
    return {
      day: outline.day,
      date: outline.date,
      kind,
      place,
      title: withArticles(title),
      emoji,
      morning: withArticles(sentence(morning)),
      afternoon: withArticles(sentence(afternoon)),
      evening: withArticles(sentence(evening)),
      description: withArticles(description),
      meals: {
        breakfast: withArticles(breakfast),
        lunch: withArticles(lunch),
        dinner: withArticles(dinner),
      },
      placesVisited: outline.placesVisited,
      // Only the eateries the day's meals name (not a dinner in town on a day that ends out of it).
      restaurants: restaurants.filter((name) => lunch.includes(name) || dinner.includes(name)),
      ...(outline.day < total
        ? {
            stay:
              outline.excursion && outline.overnight === outline.excursion
                ? `A ${NIGHT_OUT_LODGING} ${nightOut(outline.overnight)}`
                : (kind === 'onward' || kind === 'homeward') && aboard
                  ? `On board the ${overnightRide}`
                  : kind === 'onward' || kind === 'homeward'
                    ? `A hotel in ${haltPlace}`
                    : hotel === guesthouseUpThere(place)
                      ? `A guesthouse or camp at ${place.trail!.top}`
                      : stayAt(hotel, staying ? stayTownName(staying) : place.name),
          }
        : {}),
    };
  });
}

/** "Walk the 13 km path up from Katra (about 5 h)": the way on foot to a day trip's spots. */
function upTheWalk(trip: Excursion): string {
  const walk = trip.walk!;
  return `Walk the ${walk.km} km path up from ${trip.name} (about ${durationText(walk.hours)})`;
}

/** The morning back from a night away: down the walk, if any, then the road to the base. */
function wayBack(away: Excursion, base: string): string {
  const drive = `drive back to ${base}${away.hours ? ` (about ${durationText(away.hours)})` : ''}`;
  return away.walk
    ? `Walk back down the ${away.walk.km} km path to ${away.name} (about ${durationText(away.walk.hours)}), then ${drive}`
    : `Sunrise at ${away.name}, then ${drive}`;
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** "May–November", or a list when the months are not one run. */
function monthSpan(months: number[]): string {
  const name = (month: number) => LONG_MONTHS[month - 1]!;
  const run = months.every((month, i) => i === 0 || month === (months[i - 1]! % 12) + 1);
  return run && months.length > 1
    ? `${name(months[0]!)}–${name(months[months.length - 1]!)}`
    : months.map(name).join(', ');
}

/**
 * The stops of a trip where nothing is seen, no sight, outing or day trip: every day there goes
 * to the road (Badrinath at the end of a ten-day Char Dham from Delhi).
 */
export function stopsSeenNothing(trip: Trip): Destination[] {
  const done = [...trip.attractions, ...trip.activities, ...trip.excursions];
  return trip.spec.stops
    .map((stop) => stop.place)
    .filter((place) => trip.spec.stops.length > 1 && !done.some((item) => item.place === place));
}

/**
 * A journey of a trip given fewer days than it needs: a drive or a road and a walk that guides
 * break with a night (decision 63), or a long way halted on fewer days than it takes. `nights`
 * when more than one night is wanting, or the halt is there but short.
 */
export type ShortJourney = {
  journey: Journey;
  from: Destination;
  to: Destination;
  direction: 'out' | 'home' | 'between';
  needs: number;
  hours: number;
  at?: string;
  nights: boolean;
};

/** The journeys of a trip that its days are too few for, as its notes say them. */
export function journeysShortOfDays(trip: Trip): ShortJourney[] {
  const { spec } = trip;
  const short: ShortJourney[] = [];
  const first = spec.stops[0]!.place;
  const last = spec.stops[spec.stops.length - 1]!.place;
  const ends = [
    [trip.outbound, trip.outboundHalt, spec.origin, first, 'out'],
    [trip.back, trip.backHalt, last, spec.origin, 'home'],
  ] as const;
  for (const [journey, halted, from, to, direction] of ends) {
    const hours = Math.round(journey.hours);
    if (halted) {
      // Halted, but on fewer days than the way needs (decision 63).
      const needs = daysNeeded(halted, from, to, direction);
      if (needs > journeyDays(halted).length) {
        short.push({ journey, from, to, direction, needs, hours, nights: true });
      }
      continue;
    }
    // A flight out that lands the next day with no night to spare for the night in the air
    // (decision 137): too few days, said so (Mumbai to Sydney in two days).
    if (
      direction === 'out' &&
      overFlightOf(journey, clockShift(from, to, trip.search.departureDate))
    ) {
      short.push({ journey, from, to, direction, needs: 2, hours, nights: true });
      continue;
    }
    // A night train or bus home on the last evening whose way to the station no day holds (the
    // walk down from Kedarnath and the road to Rishikesh, 15.75 h): too few days, said so.
    if (direction === 'home' && trip.homeByNight) {
      const needs = daysNeeded(trip.homeByNight, from, to, direction);
      if (needs > journeyDays(trip.homeByNight).length) {
        short.push({ journey, from, to, direction, needs, hours, nights: true });
      }
      continue;
    }
    // A night bus or train out with no night to spare rides by day: where that day, with a
    // walk up a trail, is too long, the card says so as for a drive (Tiruvannamalai to
    // Sabarimala in two days: the bus by day and the walk up, about 15 hours).
    const byNight = direction === 'out' ? overnightOf(journey) : undefined;
    const overlong =
      journey.legs.some(tooLongForADay) ||
      (journey.legs.some((leg) => leg.trail) && journey.hours > TRAIL_DAY_HOURS);
    const drive =
      haltOf(journey, from, to, direction) || (byNight && overlong ? byNight : undefined);
    if (!drive) continue;
    const needs = daysNeeded(drive, from, to, direction);
    short.push(
      needs > 2
        ? { journey, from, to, direction, needs, hours, nights: true }
        : {
            journey,
            from,
            to,
            direction,
            needs: 2,
            hours: Math.round(drive.first.hours + drive.second.hours),
            ...(drive.at ? { at: drive.at } : {}),
            nights: false,
          },
    );
  }
  trip.transfers.forEach((journey, index) => {
    const [from, to] = [spec.stops[index]!.place, spec.stops[index + 1]!.place];
    const halted = trip.transferHalts?.[index];
    const direction = 'between';
    if (halted) {
      const needs = daysNeeded(halted, from, to, direction);
      if (needs > journeyDays(halted).length) {
        const hours = Math.round(journey.hours);
        short.push({ journey, from, to, direction, needs, hours, nights: true });
      }
      return;
    }
    const drive = haltOf(journey, from, to, direction);
    if (!drive) return;
    const hours = Math.round(drive.first.hours + drive.second.hours);
    short.push({
      journey,
      from,
      to,
      direction,
      needs: 2,
      hours,
      nights: false,
      ...(drive.at ? { at: drive.at } : {}),
    });
  });
  return short;
}

/**
 * The stops whose headline sight (headlineFor) the trip does not see though it is open on a day
 * there (decision 115): the Valley of Flowers itself on six days from Dehradun, the road and the
 * trail taking them all. A stop where nothing at all is seen says so otherwise.
 */
export function headlinesMissed(trip: Trip): Array<{ place: Destination; sight: Attraction }> {
  const blind = stopsSeenNothing(trip);
  const calendar = calendarOf(trip.search.departureDate, trip.search.returnDate);
  const seen = [
    ...trip.attractions.map((sight) => sight.name.toLowerCase()),
    ...trip.excursions.flatMap((excursion) => excursion.spots.map((spot) => spot.toLowerCase())),
  ];
  // An outing that goes to the sight (the Tiger Hill sunrise jeep, the taxi circuit of Key and
  // Kibber) is there: no note says the days leave no time for it (decision 130).
  const byOuting = (place: Destination, sight: Attraction) =>
    trip.activities.some(({ name, place: at }) => {
      const outing = at === place && place.activities.find((activity) => activity.name === name);
      return outing && coversSight(outing, sight, place);
    });
  return trip.spec.stops.flatMap(({ place, nights }, index) => {
    if (blind.includes(place)) return [];
    const first = trip.arrivalDays[index]!;
    const there = calendar.dates.slice(first - 1, first - 1 + nights);
    const sight = headlineFor(place, there);
    const stay = trip.stays.find((each) => each.place === place);
    // One across the water from the stay (Malé's museum from a resort) has its own note.
    const name = sight?.name.toLowerCase();
    if (
      !sight ||
      seen.some((other) => namesSameSpot(other, name!)) ||
      (stay && !onStayIsland(sight, stay)) ||
      byOuting(place, sight)
    ) {
      return [];
    }
    const open = there.some(
      (date) => inSeason(sight, date) && !closedWeekdays(sight).includes(weekdayOf(date)),
    );
    return open ? [{ place, sight }] : [];
  });
}

/**
 * A clause about one thing of its place ("The archaeological museum is closed on Fridays" at
 * Sanchi and at Khajuraho, "No road reaches the temple" at Kedarnath and Yamunotri): said again
 * of another stop, it is another museum or temple.
 */
const OF_ITS_PLACE = /^(?:the|no road reaches the)\b/i;

/**
 * A place's note less what another stop's notes have said of their state or country ("Gujarat is
 * a dry state; the Saputara Monsoon Festival runs in August" after Ahmedabad's "Gujarat is a dry
 * state: alcohol only with a liquor permit"), or undefined when nothing new is left. `said` takes
 * its clauses, whole and up to a colon.
 */
function unsaidClauses(note: string, said: Set<string>): string | undefined {
  const plain = (text: string) => text.trim().replace(/\.$/, '').toLowerCase();
  const clauses = note.split(/;\s+/);
  const fresh = clauses.filter(
    (clause) => OF_ITS_PLACE.test(clause.trim()) || !said.has(plain(clause)),
  );
  for (const clause of clauses) {
    said.add(plain(clause));
    if (clause.includes(':')) said.add(plain(clause.split(':')[0]!));
  }
  if (fresh.length === 0) return undefined;
  const text = fresh.join('; ');
  return upperFirst(text);
}

/**
 * A named train's note out ("Serampore to Puri by the Howrah–Puri Superfast Express (12837),
 * Sleeper (SL), 8 h 30 min: Howrah Junction (HWH) to Puri (PURI)") and the same train's back
 * between the same stations, as one note, with the index among `later` of the one merged.
 */
const TRAIN = /^(.+?) to (.+?) by the (.+) \((\d+)\), (.+): (.+) \((\w+)\) to (.+) \((\w+)\)$/;

function namedTrainBothWays(note: string, later: readonly string[]): BothWays | undefined {
  const out = TRAIN.exec(note);
  if (!out) return undefined;
  const [, from, to, name, number, ride, board, boardCode, alight, alightCode] = out;
  const back = later.findIndex((other) => {
    const home = TRAIN.exec(other);
    return (
      home !== null &&
      home[1] === to &&
      home[2] === from &&
      home[3] === name &&
      home[4] !== number &&
      home[5] === ride &&
      home[7] === alightCode &&
      home[9] === boardCode
    );
  });
  if (back === -1) return undefined;
  const number2 = TRAIN.exec(later[back]!)![4];
  return {
    note: `${from} to ${to} and back by the ${name} (${number} out, ${number2} back), ${ride}: ${board} (${boardCode}) to ${alight} (${alightCode}) and back`,
    back,
  };
}

/**
 * "No direct flight between A and B: the plan changes planes at C" and the way home's "No
 * direct flight between B and A: …", as one note, with the index among `later` of the other.
 */
const CHANGE = /^No direct flight between (.+) and (.+): the plan changes planes at (.+)$/;

function changesBothWays(note: string, later: readonly string[]): BothWays | undefined {
  const out = CHANGE.exec(note);
  if (!out) return undefined;
  const [, from, to, at] = out;
  const back = later.findIndex((other) => {
    const home = CHANGE.exec(other);
    return home !== null && home[1] === to && home[2] === from;
  });
  if (back === -1) return undefined;
  const atHome = CHANGE.exec(later[back]!)![3];
  return {
    note:
      atHome === at
        ? `No direct flight between ${from} and ${to} either way: the plan changes planes at ${at}`
        : `No direct flight between ${from} and ${to} either way: the plan changes planes at ${at} on the way out and at ${atHome} on the way home`,
    back,
  };
}

/** The notes of the way out and the way back that say one thing, each said once (BOTH_WAYS). */
function bothWays(notes: readonly string[]): string[] {
  const said: string[] = [];
  const merged = new Set<number>();
  notes.forEach((note, index) => {
    if (merged.has(index)) return;
    // The notes after this one, those already merged blanked so that none is merged twice.
    const later = notes
      .slice(index + 1)
      .map((other, at) => (merged.has(index + 1 + at) ? '' : other));
    for (const merge of BOTH_WAYS) {
      const both = merge(note, later);
      if (!both) continue;
      merged.add(index + 1 + both.back);
      said.push(both.note);
      return;
    }
    said.push(note);
  });
  return said;
}

/** A note out and its note back as one, with the index among the later notes of the one merged. */
type BothWays = { note: string; back: number };

/** The ways a note out and its note back are said as one, tried in this order. */
const BOTH_WAYS: ReadonlyArray<(note: string, later: readonly string[]) => BothWays | undefined> = [
  namedTrainBothWays,
  changesBothWays,
  sameWayBothWays,
  sameReasonBothWays,
];

const WAY = /^(.+?) to (.+?) goes by (.+)$/;

/** "A to B goes by X" and "B to A goes by X": "A to B and back goes by X". */
function sameWayBothWays(note: string, later: readonly string[]): BothWays | undefined {
  const way = WAY.exec(note);
  if (!way) return undefined;
  const [, from, to, how] = way;
  const back = later.indexOf(`${to} to ${from} goes by ${how}`);
  return back === -1 ? undefined : { note: `${from} to ${to} and back goes by ${how}`, back };
}

const REASONED_WAY = /^(.+?) to (.+?) goes by (.+?) (rather than .+)$/;

/**
 * Each way by its own mode for the same reason (a cab out, the Vande Bharat home, both "rather
 * than by air: at about 310 km …"): the ways named in one note, the reason given once.
 */
function sameReasonBothWays(note: string, later: readonly string[]): BothWays | undefined {
  const out = REASONED_WAY.exec(note);
  if (!out) return undefined;
  const [, from, to, how, reason] = out;
  let homeHow = '';
  const back = later.findIndex((other) => {
    const home = REASONED_WAY.exec(other);
    if (home === null || home[1] !== to || home[2] !== from || home[4] !== reason) return false;
    homeHow = home[3]!;
    return true;
  });
  if (back === -1) return undefined;
  // "by train, Sleeper (SL), rather than": the way's own closing comma is the sentence's.
  const wayOf = (text: string) => text.replace(/,$/, '');
  return {
    note: `${from} to ${to} goes by ${wayOf(how!)}, and back by ${wayOf(homeHow)}, ${reason}`,
    back,
  };
}

/** A night halt that no guide names a town for. */
const ON_THE_WAY = 'on the way';

/** The nights a way out or home is broken at, for its note (notesOf). */
type HaltedWay = {
  out: boolean;
  towards: Destination;
  /** "at Govindghat", or "on the way", in the way out's order. */
  halts: string[];
  /** Those of them where the way changes between road and air or rail: how it changes. */
  changes: WayChange[];
  /** Whether the way walks a trail beyond the road's end. */
  walk: boolean;
};

/** "air", "rail" or "air or rail": what the road changes to at a way's nights. */
function changedTo(changes: readonly WayChange[]): string {
  return [...new Set(changes)].sort().join(' or ');
}

/**
 * The notes of the nights the ways out and home are broken at: one note for both ways to one
 * place, naming each way's nights where they differ (Dehradun and Govindghat on the way to the
 * Valley of Flowers, Govindghat alone on the way home), rather than two notes that begin alike.
 */
function haltNotes(ways: readonly HaltedWay[]): string[] {
  const nightsOf = ({ halts, changes, walk }: HaltedWay) => {
    // A night where the journey changes between road and air or rail is not a halt guides name.
    const why = changes.length === 0 ? ', as guides advise' : '';
    const where =
      changes.length > 0 ? `, where the way changes between road and ${changedTo(changes)},` : '';
    return halts.length === 1
      ? `the night ${halts[0]}${walk && halts[0] !== ON_THE_WAY ? ', below the trail,' : where} is in a hotel there${why}`
      : `the nights ${halts.join(' and ')} are in hotels there${why}`;
  };
  const opening = (way: HaltedWay, walk: boolean, changes: readonly WayChange[]) =>
    walk
      ? `The road and the walk to and from ${way.towards.name} do not fit one day`
      : `The ${changes.length > 0 ? 'journey' : 'drive'} to and from ${way.towards.name} is too long for one day`;
  const out = ways.find((way) => way.out);
  const home = ways.find((way) => !way.out);
  if (out && home && out.towards.id === home.towards.id && nightsOf(out) !== nightsOf(home)) {
    const walk = out.walk || home.walk;
    return [
      `${opening(out, walk, [...out.changes, ...home.changes])}: on the way out, ${nightsOf(out)}; on the way home, ${nightsOf(home)}; they are priced as nights at your hotel in ${out.towards.name}`,
    ];
  }
  return ways.map((way) => {
    const priced = way.halts.length === 1 ? 'it is priced as a night' : 'they are priced as nights';
    return `${opening(way, way.walk, way.changes)}: ${nightsOf(way)}; ${priced} at your hotel in ${way.towards.name}`;
  });
}

/** Whether a sight is shut for every month of the trip: closed to visitors, or out of season. */
function shutForTrip(sight: Attraction, months: readonly number[]): boolean {
  const open = seasonOf(sight);
  return (
    Boolean(sight.shut) || (open !== undefined && !months.some((month) => open.includes(month)))
  );
}

/** Seasons, permits, closures and paperwork worth knowing before booking. */
export function notesOf(trip: Trip): string[] {
  const { spec, search } = trip;
  const notes: string[] = [];
  if (spec.thriftyTravel) {
    notes.push(
      `For your price range, this plan travels the cheapest sensible way (trains, buses and shared jeeps where they run) rather than the fastest; its stays are ${spec.tier} all the same.`,
    );
  }
  if (spec.leftOut?.length) {
    const kept = spec.stops.map((stop) => stop.place.name);
    const left = spec.leftOut.map((place) => place.name);
    notes.push(
      `These dates are too few for ${listOf([...kept, ...left])} and the roads between them, so this plan leaves out ${listOf(left)}; a longer trip takes ${left.length > 1 ? 'them' : 'it'} in.`,
    );
  }
  for (const place of stopsSeenNothing(trip)) {
    notes.push(
      `These dates leave no time to see ${place.name}: its nights go to the journey in and out. A longer trip gives it a day of its own.`,
    );
  }
  for (const { place, sight } of headlinesMissed(trip)) {
    notes.push(
      `These dates leave no time for ${sight.name} (about ${durationText(timeFor(sight))}), the main sight at ${place.name}: the journey in and out takes the days. A day more there would hold it.`,
    );
  }
  const months = calendarOf(search.departureDate, search.returnDate).months;
  /** What the stops' own notes have said, clause by clause: two stops of a state share some. */
  const saidClauses = new Set<string>();
  for (const { place } of spec.stops) {
    for (const avoid of place.avoidMonths) {
      const clash = avoid.months.filter((month) => months.includes(month));
      if (clash.length > 0) {
        notes.push(
          `${place.name} in ${clash.map((m) => LONG_MONTHS[m - 1]).join(' and ')}: ${avoid.reason}`,
        );
      }
    }
    if (!months.some((month) => place.bestMonths.includes(month))) {
      notes.push(
        `The best months for ${place.name} are ${place.bestMonths.map((m) => LONG_MONTHS[m - 1]!.slice(0, 3)).join(', ')}`,
      );
    }
    // A sight shut for the whole trip is left out, and so is a note about using it that names no
    // month ("Rohtang Pass needs an online permit…" in December): its closure is said instead.
    const shutNow = place.attractions
      .filter((sight) => shutForTrip(sight, months))
      .map((sight) =>
        sight.name
          .replace(/\s*\(.*?\)/g, '')
          .split(',')[0]!
          .toLowerCase(),
      );
    // A festival's crowds or a season's closure of months the trip misses is not said (decision 123).
    for (const note of place.notes) {
      const about = note.toLowerCase();
      if (shutNow.some((name) => about.startsWith(name)) && monthsNamed(note).length === 0)
        continue;
      const shown = noteForMonths(note, months);
      const fresh = shown && unsaidClauses(shown, saidClauses);
      if (fresh) notes.push(fresh);
    }
    const stay = trip.stays.find((s) => s.place === place);
    // Those a day trip by boat takes in (Kavaratti's from Agatti, Vallée de Mai on Praslin's)
    // are in it.
    const onTrips = trip.excursions
      .filter((excursion) => excursion.place === place)
      .flatMap((excursion) => excursion.spots.map((spot) => spot.toLowerCase()));
    const across = stay
      ? place.attractions.filter(
          (sight) =>
            !onStayIsland(sight, stay) &&
            !onTrips.some((spot) => namesSameSpot(spot, sight.name.toLowerCase())),
        )
      : [];
    if (stay && across.length > 0) {
      const where = stay.island ? `on ${stay.island}` : 'on an island of its own';
      notes.push(
        across.length === 1
          ? `${stay.hotelName} stands ${where}: ${across[0]!.name} lies across the water, so it is not in this plan`
          : `${stay.hotelName} stands ${where}: ${across.map((sight) => sight.name).join('; ')} lie across the water, so they are not in this plan`,
      );
    }
    // Seasonal sights (passes, lakes, gardens) shut for the whole trip are left out: say so.
    for (const sight of place.attractions) {
      const open = seasonOf(sight);
      if (sight.shut) {
        notes.push(
          `${sight.name} is closed to visitors (${sight.shut}), so it is not in this plan`,
        );
      } else if (open && !months.some((month) => open.includes(month))) {
        notes.push(
          `${sight.name} is open only ${monthSpan(open)}, so it is not in this plan for your dates`,
        );
      } else if (
        spec.focus?.includes(sight.name) &&
        !trip.attractions.some((seen) => seen.name === sight.name)
      ) {
        // The sight the traveller typed as where to go, open but not fitted in: never silently.
        notes.push(
          `${sight.name}, which you searched for, did not fit into this plan's days (its visit, opening hours and the travel around it); a longer stay or other dates would make room for it`,
        );
      }
    }
  }
  // The day trip the traveller typed as where to go (Pangong, Vaishno Devi), open but with no
  // free day for it: never left out silently either.
  for (const { place } of spec.stops) {
    for (const excursion of place.excursions) {
      if (!spec.focus?.includes(excursion.name)) continue;
      if (trip.excursions.some((made) => made.place === place && made.name === excursion.name))
        continue;
      if (!months.some((month) => inSeason(excursion, month))) continue;
      notes.push(
        `The day trip to ${excursion.name}, which you searched for, did not fit into this plan's days: a stay with a full free day at ${place.name} makes room for it`,
      );
    }
  }
  // A ride one way down a place's line is a way in or out, never an outing (decision 46).
  const journeys = [trip.outbound, ...trip.transfers, trip.back];
  for (const { place } of spec.stops) {
    for (const ride of place.activities.filter((activity) => activity.oneWayTo)) {
      if (journeys.some((journey) => journey.legs.some((leg) => leg.line === ride.name))) continue;
      const railway = place.railway?.code === ride.oneWayTo ? place.railway : undefined;
      const station = railway?.name.split(' (')[0];
      const runs = seasonOf(ride);
      notes.push(
        runs && !months.some((month) => inSeason(ride, month))
          ? `The ${ride.name} runs only ${monthSpan(runs)}, so it is not in this plan for your dates`
          : station
            ? `The ${ride.name} runs one way between ${station} and ${place.name} (${durationText(ride.hours)}): it is taken on a journey by train through ${station}, not as an outing, so it is not in this plan`
            : // A ride whose name gives its two ends ("Helicopter Katra to Sanjichhat", from a
              // Jammu stay) is not said to run from the stay's town.
              ride.name.toLowerCase().includes(` to ${ride.oneWayTo!.toLowerCase()}`)
              ? `The ${ride.name} runs one way, so it is not planned as an outing`
              : `The ${ride.name} runs one way between ${place.name} and ${ride.oneWayTo}, so it is not planned as an outing`,
      );
    }
  }
  notes.push(...bothWays(journeys.flatMap((journey) => journey.notes)));
  // Hotel rates of the season (decision 92), each reason said once for every stay it prices.
  const seasonal = new Map<string, string[]>();
  for (const stay of trip.stays) {
    for (const reason of stay.seasons ?? []) {
      const hotels = seasonal.get(reason) ?? [];
      if (!hotels.includes(stay.hotelName)) hotels.push(stay.hotelName);
      seasonal.set(reason, hotels);
    }
  }
  for (const [reason, hotels] of seasonal) {
    notes.push(
      `${reason}: the nights ${listOf(hotels.map((hotel) => `at ${hotel}`))} are priced for your dates`,
    );
  }
  const haltedWays: HaltedWay[] = [];
  for (const [halted, towards] of [
    [trip.outboundHalt, spec.stops[0]!.place],
    [trip.backHalt, spec.stops[spec.stops.length - 1]!.place],
  ] as const) {
    if (!halted) continue;
    const days = journeyDays(halted);
    const out = halted === trip.outboundHalt;
    const halts: string[] = [];
    const changes: WayChange[] = [];
    days.forEach(({ end }, index) => {
      if (!end) return;
      if (end.missedBoat) {
        const { name, leaves } = lastSailingText(end.missedBoat);
        notes.push(
          `The day's last ${name} to ${towards.name} leaves about ${leaves}, before the journey out reaches ${end.at}: the night at ${end.at} is in a hotel there, priced as a night, and the ${name} sails the next morning`,
        );
        return;
      }
      if (!end.aboard) {
        halts.push(end.at ? `at ${end.at}` : ON_THE_WAY);
        if (end.change) changes.push(end.change);
        return;
      }
      // A day wholly on board a long train goes on the night before's ride (decision 85).
      const onBoardAllDay = index > 0 && days[index]!.journey.legs.length === 0;
      if (onBoardAllDay) return;
      const both = days[index + 1]?.end?.aboard && days[index + 1]!.journey.legs.length === 0;
      const when = out
        ? `to ${towards.name} leaves on the evening of day ${index + 1}`
        : index === days.length - (both ? 3 : 2)
          ? `home leaves on the evening ${both ? 'two days ' : ''}before the last day`
          : `home leaves on the evening of day ${trip.outlines.length - days.length + 1 + index}`;
      notes.push(
        end.aboard === 'flight'
          ? `The flight to ${towards.name} leaves on day ${index + 1} and lands the next day by the local clock: that night is in the air, and no hotel is booked or priced for it`
          : `The ${end.aboard === 'bus' ? 'night bus' : 'sleeper train'} ${when}: ${both ? 'both nights are' : 'that night is'} on board, and no hotel is booked or priced for ${both ? 'them' : 'it'}`,
      );
    });
    if (halts.length === 0) continue;
    // The notes say "to and from": the way home's halts are named in the way out's order, so
    // that a journey halted at the same places both ways is said once.
    if (!out) halts.reverse();
    // Below a trail (Sonprayag for Kedarnath) the night splits the road from the walk.
    const walk = days.some(({ journey }) => journey.legs.some((leg) => leg.mode === 'foot'));
    haltedWays.push({ out, towards, halts, changes, walk });
  }
  for (const note of haltNotes(haltedWays)) if (!notes.includes(note)) notes.push(note);
  // With no night to spare for a halt, the way out must catch the last boat (decision 93).
  const boat = trip.outboundHalt ? undefined : missedSailing(trip.outbound);
  if (boat) {
    const { name, leaves } = lastSailingText(boat);
    notes.push(
      `The day's last ${name} to ${spec.stops[0]!.place.name} leaves about ${leaves}: book a flight that lands by late morning, or the night before the crossing is spent by the jetty, at your own cost`,
    );
  }
  for (const { place } of spec.stops) {
    if (stayFor(place, spec, search).transfer === 'seaplane') {
      notes.push(
        `Seaplanes to ${place.name}'s far atolls fly by daylight only: a flight landing after about 4 pm means a night near the airport before the transfer`,
      );
    }
  }
  const home = homeHour(trip);
  if (home !== undefined && home >= 24) {
    notes.push(
      `The journey home takes about ${Math.round(trip.back.hours)} hours: it gets back to ${spec.origin.name} after midnight by the home clock, early on ${dayAndMonth(addDays(search.returnDate, 1))}, the day after your return date`,
    );
  }
  if (trip.homeByNight?.aboard) {
    notes.push(
      `The ${trip.homeByNight.aboard === 'bus' ? 'night bus' : 'sleeper train'} home leaves on the evening of the last day and reaches ${spec.origin.name} the next morning: that night is on board`,
    );
  }
  const shorts = journeysShortOfDays(trip);
  const tookOf = (short: (typeof shorts)[number]) =>
    `takes about ${short.hours} hours ${brokenOver(short.journey, short.needs, short.at)}`;
  /** The way out and the way home, each short of days but broken otherwise: each is named. */
  const eachWay =
    new Set(shorts.filter((short) => short.direction !== 'between').map(tookOf)).size > 1;
  for (const short of shorts) {
    const { from, to, direction, nights } = short;
    const took = tookOf(short);
    const left = nights ? 'the nights' : 'a night';
    const place = (direction === 'out' ? to : from).name;
    notes.push(
      direction === 'between'
        ? `The journey from ${from.name} to ${to.name} ${took}; ${nights ? 'more nights' : 'another night'} at ${to.name} would leave ${left} for it`
        : eachWay
          ? `The way ${direction === 'out' ? `out to ${place}` : `home from ${place}`} ${took}; a longer trip would leave ${left} for it`
          : `The journey between ${spec.origin.name} and ${place} ${took}; a longer trip would leave ${left} for it`,
    );
  }
  for (const { place } of spec.stops) {
    const stay = trip.stays.find((each) => each.place === place);
    if (place.trail && stay && belowTrail(place, stay.hotelName)) {
      notes.push(
        `No road reaches ${place.trail.top}: the nights up there are in a guesthouse or camp, priced as a night at ${stay.hotelName}, which stands on the road below`,
      );
    }
  }
  for (const day of trip.outlines) {
    // The day out for the night, a day at the place or the day it is reached (off a night train).
    if (day.overnight && day.excursion === day.overnight) {
      notes.push(
        // Where the day's own words put it: "up by Vaishno Devi Bhawan" after the walk.
        `The night ${nightOut(day.overnight)} is in a ${NIGHT_OUT_LODGING}, as guides advise for the long ${day.overnight.walk ? 'walk' : 'road'}; it is priced as a night at your hotel in ${day.place.name}`,
      );
    }
  }
  // Nepal and Bhutan take an Indian's voter ID as well as a passport, as their own notes say.
  const abroad = spec.stops.find(
    ({ place }) => place.country !== spec.origin.country && passportNeeded(place),
  );
  if (abroad) {
    notes.push(
      `Carry a passport valid for at least six months and check the visa rules for ${abroad.place.country} before you book`,
    );
  }
  if (trip.outlines.length === 1 && trip.outbound.hours + trip.back.hours > DAY_TRIP_HOURS - 4) {
    notes.push(
      `The journey takes about ${Math.round(trip.outbound.hours + trip.back.hours)} hours there and back: staying a night would leave more time in ${spec.stops[0]!.place.name}`,
    );
  }
  return [...new Set(notes.map((note) => sentence(note.trim())))];
}

/**
 * Whether a trip to a place abroad needs a passport: not where the place's own note says an
 * Indian's Election Commission voter ID will do (Nepal, Bhutan), so the card does not contradict
 * it (decision 121).
 */
export function passportNeeded(place: Pick<Destination, 'notes'>): boolean {
  return !place.notes.some((note) => /\bvoter ID\b/i.test(note));
}
