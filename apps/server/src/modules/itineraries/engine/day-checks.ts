import { addDays } from '@trip/shared/itineraries/trip-dates';
import { airportOf, type Activity, type Attraction, type Destination } from '../knowledge/schema';
import { slotsFor, SLOTS, type Slot } from './hours';
import { rankedCards } from './planner';
import { closedForDates, engineSearchOf, type CheckSearch } from './quality';
import { knownRoad, shutPassOn, shutPassToGateway } from './known-roads';
import { transferLegOf } from './road-legs';
import { safariFor } from './safaris';
import { inSeason, spotInSeason } from './seasons';
import {
  atSunrise,
  closedWeekdays,
  heldOn,
  servesOn,
  carrierOf,
  excursionOfActivity,
  MORNING_ACTIVITY,
  excursionOfSight,
  noWayThere,
  journeysShortOfDays,
  notesOf,
  onStayIsland,
  partOfActivity,
  sightOfSpot,
  sightsToured,
  restsOnArrival,
  itemHours,
  toStationHours,
  commuteOf,
  besideTheStay,
  dawnOutOfReach,
  backBeforeDark,
  eatsInTown,
  eateryAwayAt,
  atSunriseItem,
  DAWN_DRIVE_HOURS,
  drivesInTwice,
  shortOfThePlace,
  endOfTheWay,
  type DayOutline,
} from './trip';
import { clockShift } from './time-zones';
import {
  type HaltedJourney,
  BREAKFAST_HOUR,
  hoursBeforeBoarding,
  LEAVE_HOME_HOUR,
  missedSailing,
  MAX_BUS_HOURS,
  MAX_DRIVE_HOURS,
  TRAIL_DAY_HOURS,
  MAX_TRAVEL_DAY_HOURS,
  WAKING_DAY_HOURS,
  tooLongForADay,
  type Journey,
  type JourneyLeg,
} from './transport';
import { EARLIEST_OFF_THE_RIDE } from './express-trains';

/** What a day's item is called: its sight's or its outing's name. */
const nameOf = (item: DayOutline['morning'][number]) =>
  'activity' in item ? item.activity.name : item.attraction.name;

/** 06:00 to 22:00. */
export const WAKING_HOURS = WAKING_DAY_HOURS;

/**
 * The day-wise half of the quality harness: every day of every card of the searches, read for
 * what a traveller would catch at once. Each fault, with what `planner:check` calls it, is one
 * the planner must never make; the CI test holds every count to zero.
 */
export const DAY_FAULTS = {
  outOfSeason: 'out of season (passes, rafting, monsoon closures)',
  onClosingDay: "on a sight's or an outing's weekly closing day",
  outsideHours: "outside a sight's hours (part of the day)",
  sunriseLate: 'sunrise point or dawn outing not first in its morning',
  dawnFromAfar: `a sunrise or dawn outing in town from a stay over ${DAWN_DRIVE_HOURS} h's drive out`,
  afterDarkDrive:
    'an evening or dinner in town before over an hour of hill or forest road back to the stay',
  altitudeArrivalSights: 'sightseeing on arrival at altitude',
  excursionActivityOffDay: "a day trip's activity done on another day",
  roadLegsTooFast: 'mountain road legs faster than the road-legs table',
  shutPassRoads: 'roads over a pass shut by snow in the month',
  overlongDays: `days over ${WAKING_HOURS} waking hours, but for the journey of a trip too short for it whose card says so`,
  longDrives: `drives over ${MAX_DRIVE_HOURS} h (buses over ${MAX_BUS_HOURS} h) in one day, with no night halt or note why not`,
  seenTwice: 'a place seen twice (as a sight and on a day trip or tour)',
  headlineLeftOut: "a place's headline sight left out though a day there was free for it",
  oneWayOuting: 'a ride one way down the line (a toy train to the plains) planned as an outing',
  partsMixed:
    'sights or meals of two parts of a spread-out place (North and South Goa) on one day, or a meal in a part the day is not in',
  lateForTheRide:
    "a day's sights and ride to the station ending after its evening train or bus leaves",
  trailDayTooLong: `a walk up or down a trail on a day of more than ${TRAIL_DAY_HOURS} h of travel, with no night halt or note why not`,
  longTravelDays: `a day of more than ${MAX_TRAVEL_DAY_HOURS} h of travel by road and air or rail (3 h or more by road before or after the flight or train), with no night where they change or guides break the drive, or note why not`,
  boatMissed:
    'a boat or seaplane out reached after its last sailing of the day, with no night where it leaves or note why not',
  airportRideAfterMidnight:
    "an airport's train or bus, or a line's toy train, ridden in after midnight by the local clock",
  nightInTheAir:
    'a flight out landing after 6 am the next day by the local clock, with a hotel booked for the night in the air',
  trainMissed:
    'a timetabled train leaving before the traveller, setting out after breakfast, reaches its station',
  eateryShut: 'a lunch or dinner at an eatery that does not serve that meal, or is shut that month',
  acrossTheWater:
    "a sight, outing or meal on another island than the stay's, but on a day trip there by boat",
  noRideThere:
    'a sight reached only by a hired boat or jeep, or a dive site, planned with no ride to it priced',
  drivesInTwice:
    'a day from a stay out of town that drives back out to it and then into town again',
} as const;
export type DayFault = keyof typeof DAY_FAULTS;

export type DayFigures = {
  searches: number;
  days: number;
  faults: Record<DayFault, number>;
  /** Not a fault here: journeys longer than a waking day, which travel overnight. */
  overnightJourneys: number;
  examples: string[];
};

const onBoard = (day: DayOutline) =>
  Boolean(day.halt?.aboard && (day.kind === 'onward' || day.kind === 'homeward'));

/** The road distance from a place to its airport of that code, if it is one of its airports. */
function gatewayOf(place: Destination, code: string): number | undefined {
  return airportOf(place, code)?.distanceKm;
}

/**
 * A ride that leaves the traveller elsewhere: marked so (decision 46), named one way, or a train
 * named after the place's own railhead (the Kalka–Shimla toy train), read from its name alone.
 */
function ridesDownTheLine(activity: Activity, place: Destination): boolean {
  const railhead = place.railway?.name.split(/ \(| Junction\b/)[0];
  return (
    Boolean(activity.oneWayTo) ||
    /\bone[ -]way\b/i.test(activity.name) ||
    (railhead !== undefined &&
      railhead !== place.name &&
      activity.name.includes(railhead) &&
      /\b(?:train|railway)\b/i.test(activity.name))
  );
}

/** Average speed of a day trip's drive, as the planner's local transport assumes. */
const EXCURSION_KMPH = 40;

/** The months the harness plans each search in: deep winter, early summer, monsoon, peak. */
export const CHECK_STARTS = ['2027-01-13', '2027-05-12', '2027-08-11', '2027-12-15'];

function dayHours(day: DayOutline): number {
  // The night on an overnight train or bus is slept, not spent awake.
  let hours = onBoard(day)
    ? (day.journey?.legs.filter((leg) => !leg.main).reduce((t, leg) => t + leg.hours, 0) ?? 0)
    : (day.journey?.hours ?? 0);
  // A tour that makes the day trip (the Shahrisabz day trip) is its drive and its sights.
  const excursion = day.excursion;
  const carrier = carrierOf(day);
  for (const slot of SLOTS) {
    for (const item of day[slot]) {
      if ('activity' in item && item.activity === carrier) continue;
      hours += itemHours(item);
    }
  }
  if (excursion) {
    // Out and back the same day, or out only when the night is spent there.
    const legs = day.overnight ? 1 : 2;
    const oneWay =
      (excursion.hours ?? excursion.distanceKm / EXCURSION_KMPH) + (excursion.walk?.hours ?? 0);
    const out = legs * oneWay + excursion.spots.length;
    hours += carrier ? Math.max(out, carrier.hours) : out;
  } else if (day.overnight) {
    // Back from the night away: a return day, or the last day before the evening ride home.
    hours +=
      (day.overnight.hours ?? day.overnight.distanceKm / EXCURSION_KMPH) +
      (day.overnight.walk?.hours ?? 0);
  }
  return hours;
}

/**
 * The parts of the day a sight of `day` can be seen in: its hours, and, for one out of town, the
 * evening too when an earlier part of the day is out at its place already (decision 132).
 */
export function slotsOnTheDay(
  sight: Attraction,
  day: Pick<DayOutline, Slot>,
  slot: Slot,
): readonly Slot[] {
  const at = sight.away?.at;
  const outThere =
    at !== undefined &&
    SLOTS.slice(0, SLOTS.indexOf(slot)).some((earlier) =>
      day[earlier].some((other) => 'attraction' in other && other.attraction.away?.at === at),
    );
  return slotsFor(sight, undefined, outThere);
}

/**
 * The cabs to and from the airport or railhead of a flight or train journey that run faster
 * than the road-legs table's transfer (Bagdogra → Darjeeling), as "gateway–place hours".
 */
function transfersTooFast(
  from: { id?: string },
  to: { id?: string },
  journey: Journey,
  /** The hours the journey stops short of a place at a stay on its road, at each end. */
  short: { out: number; in: number } = { out: 0, in: 0 },
): string[] {
  const slow: string[] = [];
  journey.legs.forEach((leg, index) => {
    if (!leg.main) return;
    const before = journey.legs[index - 1];
    const after = journey.legs[index + 1];
    const out = leg.fromCode ? transferLegOf(from, leg.fromCode) : undefined;
    const home = leg.toCode ? transferLegOf(to, leg.toCode) : undefined;
    if (out && before?.mode === 'road' && before.hours + short.out < out.hours)
      slow.push(`${out.gateway}–${out.place} ${before.hours} h`);
    if (home && after?.mode === 'road' && after.hours + short.in < home.hours)
      slow.push(`${home.gateway}–${home.place} ${after.hours} h`);
  });
  return slow;
}

export function dayChecks(
  searches: readonly CheckSearch[],
  starts: readonly string[] = CHECK_STARTS,
): DayFigures {
  const figures: DayFigures = {
    searches: 0,
    days: 0,
    faults: Object.fromEntries(Object.keys(DAY_FAULTS).map((key) => [key, 0])) as Record<
      DayFault,
      number
    >,
    overnightJourneys: 0,
    examples: [],
  };
  const fault = (key: DayFault, what: string) => {
    figures.faults[key] += 1;
    if (figures.examples.length < 20) figures.examples.push(`${key}: ${what}`);
  };
  for (const check of searches) {
    for (const start of starts) {
      const search = engineSearchOf({ ...check, start });
      // A trip the service refuses for its dates (a shrine shut for the winter) has no days.
      if (closedForDates(search)) continue;
      figures.searches += 1;
      for (const card of rankedCards(search)) {
        const { trip } = card;
        const label = `${check.from} → ${check.to} from ${start} (${card.key})`;
        // Each journey between the places it joins: a stay's town on the way where it ends or
        // starts there (decision 160).
        const lastPlace = trip.spec.stops[trip.spec.stops.length - 1]!.place;
        const journeys: Array<[Destination, Destination, Journey]> = [
          [trip.spec.origin, endOfTheWay(trip, trip.spec.stops[0]!.place, 'in'), trip.outbound],
          ...trip.transfers.map(
            (journey, index) =>
              [
                endOfTheWay(trip, trip.spec.stops[index]!.place, 'out'),
                endOfTheWay(trip, trip.spec.stops[index + 1]!.place, 'in'),
                journey,
              ] as [Destination, Destination, Journey],
          ),
          [endOfTheWay(trip, lastPlace, 'out'), trip.spec.origin, trip.back],
        ];
        // The day each journey starts: out on the first day, each move when its stop's nights
        // end, home on the last.
        let nights = 0;
        const startDays = [
          search.departureDate,
          ...trip.spec.stops
            .slice(0, -1)
            .map((stop) => addDays(search.departureDate, (nights += stop.nights))),
          search.returnDate,
        ];
        journeys.forEach(([from, to, journey], index) => {
          const month = Number(startDays[index]!.slice(5, 7));
          const pass =
            journey.mode === 'road' || journey.mode === 'bus'
              ? shutPassOn(from, to, month)
              : undefined;
          if (pass) fault('shutPassRoads', `${label}: ${from.id}–${to.id} over ${pass}`);
          for (const leg of journey.legs) {
            for (const [place, code] of [
              [from, leg.fromCode],
              [to, leg.toCode],
            ] as const) {
              const km = code ? gatewayOf(place, code) : undefined;
              const shut = km !== undefined && shutPassToGateway(place, code!, km, month);
              if (shut) fault('shutPassRoads', `${label}: ${code}–${place.id} over ${shut}`);
            }
          }
        });
        // The way out's last boat (decision 93) and the airport's last train (decision 103).
        const first = trip.spec.stops[0]!.place;
        const missed = trip.outboundHalt ? undefined : missedSailing(trip.outbound);
        if (missed) {
          const said = notesOf(trip).some((note) => /^The day's last .* leaves about/.test(note));
          if (!said) fault('boatMissed', `${label}: ${missed.description}`);
        }
        const inAt =
          LEAVE_HOME_HOUR +
          trip.outbound.hours +
          clockShift(trip.spec.origin, first, search.departureDate);
        const rideIn = trip.outbound.legs.at(-1);
        if (
          !trip.outboundHalt &&
          inAt >= 24 &&
          (rideIn?.mode === 'train' || rideIn?.mode === 'bus')
        )
          fault('airportRideAfterMidnight', `${label}: ${rideIn.description}`);
        // A flight out that lands the next day spends that night in the air (decision 137).
        const saidShort = journeysShortOfDays(trip).some((short) => short.direction === 'out');
        const main = trip.outbound.legs.findIndex((leg) => leg.main);
        const landsAt =
          inAt - trip.outbound.legs.slice(main + 1).reduce((hours, leg) => hours + leg.hours, 0);
        const flown = trip.outbound.legs[main]?.mode === 'flight';
        if (!trip.outboundHalt && flown && landsAt >= 24 + EARLIEST_OFF_THE_RIDE && !saidShort)
          fault('nightInTheAir', `${label}: lands at ${landsAt - 24} h`);
        // A train its timetable gives an hour is caught from a start after breakfast (decision
        // 163), a night train too (the Saraighat home from Guwahati leaves at 12:15); a journey
        // that halts ashore on the way starts its last day elsewhere and is not judged here.
        const ashore = (halted: HaltedJourney | undefined) =>
          halted !== undefined && [halted, ...(halted.middle ?? [])].some((night) => !night.aboard);
        const halts = [trip.outboundHalt, ...(trip.transferHalts ?? []), trip.backHalt];
        journeys.forEach(([from, to, journey], index) => {
          const main = journey.legs.find((leg) => leg.main);
          if (ashore(halts[index]) || main?.mode !== 'train' || main.boardsAt === undefined) return;
          if (main.boardsAt < BREAKFAST_HOUR + toStationHours(journey))
            fault('trainMissed', `${label}: ${from.id}–${to.id} ${main.description}`);
        });
        for (const [from, to, journey] of journeys) {
          // One that ends or starts at a stay on the place's road stops short of it (decision 253).
          const short = {
            out: shortOfThePlace(trip, from, 'out'),
            in: shortOfThePlace(trip, to, 'in'),
          };
          const leg = knownRoad(from, to);
          if (leg && journey.mode === 'road' && journey.hours + short.out + short.in < leg.hours) {
            fault('roadLegsTooFast', `${label}: ${from.id}–${to.id} ${journey.hours} h`);
          }
          for (const slow of transfersTooFast(from, to, journey, short)) {
            fault('roadLegsTooFast', `${label}: ${slow}`);
          }
        }
        // The safari seat a park zone is seen from is its visit, not a second one, on the day of
        // any zone (Kisli on the day after Kanha's zone rides the same safari).
        const seats = new Set(
          trip.attractions.flatMap((seen) => {
            const zone = seen.place.attractions.find((a) => a.name === seen.name);
            const ride = zone && safariFor(seen.place, zone, trip.spec.tier === 'budget');
            return ride ? [`${ride.name}|${seen.day}`] : [];
          }),
        );
        // A sight across the water or up a jeep track, planned with no boat or jeep to it.
        for (const sight of trip.attractions) {
          const entry = sight.place.attractions.find((a) => a.name === sight.name);
          if (entry && noWayThere(entry, sight.place))
            fault('noRideThere', `${label} day ${sight.day}: ${sight.name}`);
        }
        // A sight seen from the base and again on its day trip, or on a tour that goes there.
        for (const sight of trip.attractions) {
          const made = trip.excursions.filter((e) => e.place === sight.place);
          const tripsMade = sight.place.excursions.filter((e) =>
            made.some((m) => m.name === e.name),
          );
          if (excursionOfSight(sight, tripsMade))
            fault('seenTwice', `${label} day ${sight.day}: ${sight.name} and its day trip`);
          const entry = sight.place.attractions.find((a) => a.name === sight.name);
          for (const done of trip.activities.filter((a) => a.place === sight.place)) {
            if (seats.has(`${done.name}|${done.day}`)) continue;
            const activity = sight.place.activities.find((a) => a.name === done.name);
            const toured = activity ? sightsToured(activity, sight.place) : [];
            if (entry && toured.includes(entry))
              fault('seenTwice', `${label} day ${sight.day}: ${sight.name} and ${done.name}`);
          }
        }
        for (const done of trip.activities) {
          const activity = done.place.activities.find((item) => item.name === done.name);
          const where = activity && excursionOfActivity(activity, done.place);
          if (where && trip.outlines[done.day - 1]?.excursion?.name !== where.name)
            fault('excursionActivityOffDay', `${label} day ${done.day}: ${done.name}`);
        }
        // The place's headline sight (Amber Fort, Tiger's Nest), open on a day spent there.
        trip.spec.stops.forEach(({ place }, stopIndex) => {
          const headline = place.attractions[0];
          const stay = trip.stays.find((s) => s.place === place);
          if (
            !headline ||
            (stay && !onStayIsland(headline, stay)) ||
            noWayThere(headline, place) ||
            dawnOutOfReach({ attraction: headline }, stay)
          )
            return;
          // Seen at this stop, or at another that lists the same sight (Kohima's War Cemetery
          // from a Dzükou stay in Kohima) and is not planned twice.
          const seen =
            trip.attractions.some((a) => a.name === headline.name) ||
            trip.excursions.some((e) => e.spots.includes(headline.name)) ||
            trip.activities.some((done) => {
              const activity = place.activities.find((a) => a.name === done.name);
              return done.place === place && activity !== undefined
                ? sightsToured(activity, place).includes(headline)
                : false;
            });
          const free = trip.outlines.find(
            (day) =>
              day.stopIndex === stopIndex &&
              day.kind === 'explore' &&
              inSeason(headline, day.date) &&
              !closedWeekdays(headline).includes(new Date(`${day.date}T00:00:00Z`).getUTCDay()),
          );
          if (free && !seen) fault('headlineLeftOut', `${label} day ${free.day}: ${headline.name}`);
        });
        // A drive no day holds is broken by a night halt; where the trip is too short for one,
        // the card must say so.
        const toldTooShort = notesOf(trip).some((note) =>
          /(?:guides break|best broken) over \w+ days/.test(note),
        );
        for (const day of trip.outlines) {
          // A night bus or sleeper train is slept on; any other ride on the road is awake.
          const drive = onBoard(day) ? undefined : day.journey?.legs.find(tooLongForADay);
          if (drive && !toldTooShort) {
            fault(
              'longDrives',
              `${label} day ${day.day}: ${drive.from}–${drive.to} ${drive.hours} h`,
            );
          }
          // A day that walks a trail (Gaurikund to Kedarnath) holds little else (decision 63).
          const legs = day.journey?.legs.filter((leg) => !(onBoard(day) && leg.main)) ?? [];
          const travel = legs.reduce((total, leg) => total + leg.hours, 0);
          if (legs.some((leg) => leg.trail) && travel > TRAIL_DAY_HOURS && !toldTooShort) {
            fault('trailDayTooLong', `${label} day ${day.day}: ${travel} h with the walk`);
          }
          // A long drive and a flight or a day train on one day halt where they change, or
          // where guides break the drive (decisions 64 and 75): where the road before the first
          // flight or train or after the last takes 3 hours or more.
          const far = (leg: JourneyLeg) => leg.mode === 'flight' || leg.mode === 'train';
          const first = legs.findIndex(far);
          const last = legs.findLastIndex(far);
          const road = Math.max(
            legs.slice(0, Math.max(0, first)).reduce((t, leg) => t + leg.hours, 0),
            legs.slice(last + 1).reduce((t, leg) => t + leg.hours, 0),
          );
          if (first !== -1 && road >= 3 && travel > MAX_TRAVEL_DAY_HOURS && !toldTooShort) {
            fault('longTravelDays', `${label} day ${day.day}: ${travel} h by road, rail and air`);
          }
        }
        for (const day of trip.outlines) {
          figures.days += 1;
          const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
          const where = `${label} day ${day.day}`;
          // A place spread over islands is seen from the stay's island, and the others on a day
          // trip by boat; an outing starts from the stay's island (decisions 34 and 224).
          const stay = card.trip.stays.find((each) => each.place === day.place);
          const overThere = day.excursion?.by === 'boat';
          const across = (item: { name: string; island?: string | undefined }) => {
            if (stay && !onStayIsland(item, stay))
              fault('acrossTheWater', `${where}: ${item.name}`);
          };
          for (const meal of ['lunch', 'dinner'] as const) {
            const eatery = day[meal];
            if (eatery && !servesOn(eatery, meal, day.date))
              fault('eateryShut', `${where}: ${meal} at ${eatery.name}`);
            if (eatery && !overThere) across(eatery);
          }
          for (const slot of SLOTS) {
            for (const item of day[slot]) {
              if ('activity' in item) across(item.activity);
              else if (!overThere) across(item.attraction);
            }
          }
          // From a stay out of town, the sights beside it are read before the drive in: a
          // morning of them and a first light in town does not open with the first light
          // (decision 257).
          const awayAt = stay?.away?.at;
          const firstLight = (item: (typeof day.morning)[number]) =>
            'activity' in item
              ? MORNING_ACTIVITY.test(item.activity.name)
              : atSunrise(item.attraction);
          if (
            awayAt &&
            commuteOf(card.trip, day) &&
            day.morning.some((item) => besideTheStay(item, awayAt)) &&
            day.morning.some((item) => firstLight(item) && !besideTheStay(item, awayAt))
          )
            fault('sunriseLate', `${where}: after the sights beside the stay`);
          // Nor is a stay far out on a hill or forest road driven back to after dark: no evening
          // in town, and dinner at the stay (decision 265).
          if (stay && backBeforeDark(day.place, stay) && day.kind !== 'departure') {
            const inTown = day.evening.filter((item) => !besideTheStay(item, awayAt));
            if (commuteOf(card.trip, day) && inTown.length > 0)
              fault('afterDarkDrive', `${where}: ${inTown.map(nameOf).join(', ')}`);
            const dinner = day.dinner;
            const atTheStay =
              dinner !== undefined &&
              (eatsInTown(dinner, awayAt) ||
                (eateryAwayAt(day.place, dinner) ?? dinner.area) === awayAt);
            if (dinner && !atTheStay) fault('afterDarkDrive', `${where}: dinner at ${dinner.name}`);
          }
          // Nor is a first light in town reached from a stay far out of town (decision 262).
          if ((stay?.away?.hours ?? 0) > DAWN_DRIVE_HOURS) {
            for (const item of day.morning) {
              if (atSunriseItem(item) && !besideTheStay(item, awayAt))
                fault('dawnFromAfar', `${where}: ${nameOf(item)} from ${stay!.hotelName}`);
            }
          }
          for (const slot of SLOTS) {
            day[slot].forEach((item, index) => {
              if ('activity' in item) {
                if (ridesDownTheLine(item.activity, day.place))
                  fault('oneWayOuting', `${where}: ${item.activity.name}`);
                if (!inSeason(item.activity, day.date))
                  fault('outOfSeason', `${where}: ${item.activity.name}`);
                if (!heldOn(item.activity, day.place, weekday))
                  fault('onClosingDay', `${where}: ${item.activity.name}`);
                if (MORNING_ACTIVITY.test(item.activity.name) && (slot !== 'morning' || index > 0))
                  fault('sunriseLate', `${where}: ${item.activity.name} in the ${slot}`);
                return;
              }
              const sight = item.attraction;
              if (!inSeason(sight, day.date)) fault('outOfSeason', `${where}: ${sight.name}`);
              if (closedWeekdays(sight).includes(weekday))
                fault('onClosingDay', `${where}: ${sight.name}`);
              if (!slotsOnTheDay(sight, day, slot).includes(slot))
                fault('outsideHours', `${where}: ${sight.name} in the ${slot}`);
              if (atSunrise(sight) && (slot !== 'morning' || index > 0))
                fault('sunriseLate', `${where}: ${sight.name}`);
            });
          }
          // One day keeps to one part of a spread-out place (decision 51), a tour's sights too
          // (an outing in one part, as its name places it, counts for that part).
          const partsOf = (item: DayOutline['morning'][number]): string[] => {
            const part =
              'attraction' in item
                ? item.attraction.area
                : partOfActivity(item.activity, day.place);
            return part ? [part] : [];
          };
          const parts = new Set(SLOTS.flatMap((slot) => day[slot].flatMap(partsOf)));
          if (parts.size > 1) fault('partsMixed', `${where}: ${[...parts].join(' and ')}`);
          // Its meals too, and an eatery in a part only on a day in that part (decision 178).
          for (const eatery of [day.lunch, day.dinner]) {
            if (eatery?.area && !(parts.size === 1 && parts.has(eatery.area)))
              fault('partsMixed', `${where}: a meal at ${eatery.name} (${eatery.area})`);
          }
          // A day ending on an overnight train or bus: its sights and the ride to the station
          // are done by the evening's departure.
          if (
            (day.kind === 'homeward' || day.kind === 'onward') &&
            day.halt?.aboard &&
            day.journey
          ) {
            const busy = SLOTS.reduce(
              (total, slot) => total + day[slot].reduce((sum, item) => sum + itemHours(item), 0),
              0,
            );
            const ride = toStationHours(day.journey);
            if (!day.overnight && busy + ride > hoursBeforeBoarding(day.journey) && !toldTooShort)
              fault('lateForTheRide', `${where}: ${busy} h of sights and ${ride} h to the station`);
          }
          // A day trip out to spots shut for the season (Badrinath from Auli in January).
          const trip = day.excursion;
          for (const spot of trip?.spots ?? []) {
            const sight = sightOfSpot(day.place, trip!, spot);
            if (!inSeason(trip!, day.date) || !spotInSeason(spot, day.date, sight))
              fault('outOfSeason', `${where}: ${spot} on the day trip to ${trip!.name}`);
          }
          const arriving = day.kind === 'arrival' || day.kind === 'transfer';
          const seen = SLOTS.some((slot) => day[slot].length > 0);
          if (arriving && restsOnArrival(day.place) && seen)
            fault('altitudeArrivalSights', `${where}: ${day.place.name}`);
          const travel = onBoard(day) ? 0 : (day.journey?.hours ?? 0);
          // From a stay out of town, the drive into the centre and back (decision 62).
          const commute = commuteOf(card.trip, day);
          const driven = commute ? commute.legs * commute.hours : 0;
          // One drive in and one back, as priced (decision 251).
          const stayAt = card.trip.stays.find((stay) => stay.place === day.place)?.away?.at;
          if (commute && day.kind === 'explore' && drivesInTwice(day, stayAt))
            fault('drivesInTwice', `${where}: ${day.place.name}`);
          const hours = dayHours(day) + driven;
          // A trip too short for its journey, which its card says, may not hold the journey and
          // the drive on to its stay in a waking day; nothing else may lengthen that day.
          const toldLong =
            toldTooShort && travel + driven > WAKING_HOURS && hours <= travel + driven;
          if (travel > WAKING_HOURS) figures.overnightJourneys += 1;
          else if (hours > WAKING_HOURS && !toldLong)
            fault('overlongDays', `${where}: ${hours.toFixed(1)} h`);
        }
      }
    }
  }
  return figures;
}
