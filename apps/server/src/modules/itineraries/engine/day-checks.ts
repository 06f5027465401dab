import { slotsFor, SLOTS } from './hours';
import { rankedCards } from './planner';
import { engineSearchOf, type CheckSearch } from './quality';
import { roadLegBetween } from './road-legs';
import { inSeason } from './seasons';
import {
  atSunrise,
  closedWeekdays,
  excursionOfActivity,
  restsOnArrival,
  type DayOutline,
} from './trip';
import type { Journey } from './transport';

/**
 * The day-wise half of the quality harness: every day of every card of the searches, read for
 * what a traveller would catch at once. Each count is a fault the planner must never make; the
 * CI test holds them to zero.
 */
export type DayFigures = {
  searches: number;
  days: number;
  /** A sight or activity planned in a month it is closed or out of season (passes, rafting). */
  outOfSeason: number;
  /** A sight planned on its weekly closing day (the Taj Mahal on a Friday). */
  onClosingDay: number;
  /** A sight planned in a part of the day its hours rule out (a night market in the morning). */
  outsideHours: number;
  /** A sunrise point planned after something else, or after the morning. */
  sunriseLate: number;
  /** Sightseeing on the day a traveller reaches a place that asks for rest at altitude. */
  altitudeArrivalSights: number;
  /** An activity done at a day trip's place (a camel ride at Hunder) on another day. */
  excursionActivityOffDay: number;
  /** A road journey between places of the road-legs table planned faster than the table. */
  roadLegsTooFast: number;
  /** Days whose sights or day trip push the day's travel past the waking hours. */
  overlongDays: number;
  /** Not a fault here: journeys longer than a waking day, which travel overnight. */
  overnightJourneys: number;
  examples: string[];
};

/** 06:00 to 22:00. */
export const WAKING_HOURS = 16;
/** Average speed of a day trip's drive, as the planner's local transport assumes. */
const EXCURSION_KMPH = 40;

/** The months the harness plans each search in: deep winter, early summer, monsoon, peak. */
export const CHECK_STARTS = ['2027-01-13', '2027-05-12', '2027-08-11', '2027-12-15'];

function dayHours(day: DayOutline): number {
  let hours = day.journey?.hours ?? 0;
  for (const slot of SLOTS) {
    for (const item of day[slot]) {
      hours += 'attraction' in item ? item.attraction.hours : Math.max(1, item.activity.hours);
    }
  }
  if (day.excursion) {
    // Out and back the same day, or out only when the night is spent there.
    const legs = day.overnight ? 1 : 2;
    const oneWay = day.excursion.hours ?? day.excursion.distanceKm / EXCURSION_KMPH;
    hours += legs * oneWay + day.excursion.spots.length;
  } else if (day.kind === 'return' && day.overnight) {
    hours += day.overnight.hours ?? day.overnight.distanceKm / EXCURSION_KMPH;
  }
  return hours;
}

export function dayChecks(
  searches: readonly CheckSearch[],
  starts: readonly string[] = CHECK_STARTS,
): DayFigures {
  const figures: DayFigures = {
    searches: 0,
    days: 0,
    outOfSeason: 0,
    onClosingDay: 0,
    outsideHours: 0,
    sunriseLate: 0,
    altitudeArrivalSights: 0,
    excursionActivityOffDay: 0,
    roadLegsTooFast: 0,
    overlongDays: 0,
    overnightJourneys: 0,
    examples: [],
  };
  type Fault = Exclude<keyof DayFigures, 'examples' | 'searches' | 'days' | 'overnightJourneys'>;
  const fault = (key: Fault, what: string) => {
    figures[key] += 1;
    if (figures.examples.length < 20) figures.examples.push(`${key}: ${what}`);
  };
  for (const check of searches) {
    for (const start of starts) {
      figures.searches += 1;
      const search = engineSearchOf({ ...check, start });
      for (const card of rankedCards(search)) {
        const { trip } = card;
        const label = `${check.from} → ${check.to} from ${start} (${card.key})`;
        const journeys: Array<[{ id?: string }, { id?: string }, Journey]> = [
          [trip.spec.origin, trip.spec.stops[0]!.place, trip.outbound],
          ...trip.transfers.map(
            (journey, index) =>
              [trip.spec.stops[index]!.place, trip.spec.stops[index + 1]!.place, journey] as [
                { id?: string },
                { id?: string },
                Journey,
              ],
          ),
        ];
        for (const [from, to, journey] of journeys) {
          const leg = roadLegBetween(from, to);
          if (leg && journey.mode === 'road' && journey.hours < leg.hours) {
            fault('roadLegsTooFast', `${label}: ${from.id}–${to.id} ${journey.hours} h`);
          }
        }
        for (const done of trip.activities) {
          const activity = done.place.activities.find((item) => item.name === done.name);
          const where = activity && excursionOfActivity(activity, done.place.excursions);
          if (where && trip.outlines[done.day - 1]?.excursion?.name !== where.name)
            fault('excursionActivityOffDay', `${label} day ${done.day}: ${done.name}`);
        }
        for (const day of trip.outlines) {
          figures.days += 1;
          const month = Number(day.date.slice(5, 7));
          const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
          const where = `${label} day ${day.day}`;
          for (const slot of SLOTS) {
            day[slot].forEach((item, index) => {
              if ('activity' in item) {
                if (!inSeason(item.activity, month))
                  fault('outOfSeason', `${where}: ${item.activity.name}`);
                return;
              }
              const sight = item.attraction;
              if (!inSeason(sight, month)) fault('outOfSeason', `${where}: ${sight.name}`);
              if (closedWeekdays(sight).includes(weekday))
                fault('onClosingDay', `${where}: ${sight.name}`);
              if (!slotsFor(sight).includes(slot))
                fault('outsideHours', `${where}: ${sight.name} in the ${slot}`);
              if (atSunrise(sight) && (slot !== 'morning' || index > 0))
                fault('sunriseLate', `${where}: ${sight.name}`);
            });
          }
          const arriving = day.kind === 'arrival' || day.kind === 'transfer';
          const seen = SLOTS.some((slot) => day[slot].length > 0);
          if (arriving && restsOnArrival(day.place) && seen)
            fault('altitudeArrivalSights', `${where}: ${day.place.name}`);
          const travel = day.journey?.hours ?? 0;
          const hours = dayHours(day);
          if (travel > WAKING_HOURS) figures.overnightJourneys += 1;
          else if (hours > WAKING_HOURS) fault('overlongDays', `${where}: ${hours.toFixed(1)} h`);
        }
      }
    }
  }
  return figures;
}
