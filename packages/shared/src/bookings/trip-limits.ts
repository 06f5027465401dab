import { addDays, dayNumber } from '../itineraries/trip-dates';

/** What a package allows: how many travel together and how far ahead it must be booked. */
export type TripLimits = {
  minTravelers: number;
  maxTravelers: number;
  /** Days between booking and travel; 0 when the package needs no advance booking. */
  advanceDays: number;
};

export const tripLimitMessages = {
  tooFew: (min: number) => `This package is for at least ${min} travelers`,
  tooMany: (max: number) => `This package takes at most ${max} travelers`,
  tooSoon: (days: number, earliest: string) =>
    `This package must be booked ${days} days ahead: choose ${earliest} or later`,
} as const;

/** The first day a package booked `today` can start. */
export function earliestStart(limits: Pick<TripLimits, 'advanceDays'>, today: string): string {
  return addDays(today, Math.max(0, limits.advanceDays));
}

/**
 * What a request breaks of a package's limits, by field, in words for the traveller; the same
 * check runs in the booking form and on the server.
 */
export function tripLimitProblems(
  limits: TripLimits,
  request: { travelers: number; preferredDate: string },
  today: string,
): Partial<Record<'travelers' | 'preferredDate', string>> {
  const problems: Partial<Record<'travelers' | 'preferredDate', string>> = {};
  if (request.travelers < limits.minTravelers) {
    problems.travelers = tripLimitMessages.tooFew(limits.minTravelers);
  } else if (request.travelers > limits.maxTravelers) {
    problems.travelers = tripLimitMessages.tooMany(limits.maxTravelers);
  }
  const earliest = earliestStart(limits, today);
  if (
    limits.advanceDays > 0 &&
    dayNumber(request.preferredDate) !== undefined &&
    request.preferredDate < earliest
  ) {
    problems.preferredDate = tripLimitMessages.tooSoon(limits.advanceDays, earliest);
  }
  return problems;
}
