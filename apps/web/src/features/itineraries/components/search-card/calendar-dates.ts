import {
  dateParts,
  longDate,
  monthAndYear,
  shortDate,
  weekdayName,
} from '@trip/shared/common/plain-format';
import { MAX_TRIP_DAYS } from '@trip/shared/itineraries/constants';
import type { TripSearchParams } from '@trip/shared/itineraries/search-query';
import { localIsoDate } from '../../../../lib/today';

/**
 * Calendar arithmetic for the search card, on plain Dates at local midnight: the visitor's
 * own calendar decides what "today" is.
 */

export type DateRange = { start: Date; end: Date };

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function addMonths(date: Date, months: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + months, 1);
}

/** Whole days from `a` to `b` (negative when `b` is earlier), whatever the clock change. */
export function daysBetween(a: Date, b: Date): number {
  return Math.round(
    (Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) -
      Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) /
      86_400_000,
  );
}

export function isSameDay(a: Date, b: Date): boolean {
  return daysBetween(a, b) === 0;
}

/** "2026-03-05" in local time, as the search request carries it. */
export const toIsoDate = localIsoDate;

/** The local day of a "YYYY-MM-DD" text, or undefined when it names no real day. */
export function fromIsoDate(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return toIsoDate(date) === text ? date : undefined;
}

// Written without Intl, whose locale data would load during the home page's start-up
// (packages/shared/src/common/plain-format.ts).

/** "05 Mar 26": two-digit day, short month, two-digit year (the spec's en-GB style). */
export function formatDisplayDate(date: Date): string {
  return shortDate(dateParts(date, 'local'));
}

/** "Thursday, 5 March 2026", for screen readers. */
export function formatSpokenDate(date: Date): string {
  const parts = dateParts(date, 'local');
  return `${weekdayName(parts)}, ${longDate(parts)}`;
}

/** "March 2026". */
export function formatMonth(date: Date): string {
  return monthAndYear(dateParts(date, 'local'));
}

/** The search card's starting dates: today to tomorrow. */
export function defaultRange(today: Date): DateRange {
  const start = startOfDay(today);
  return { start, end: addDays(start, 1) };
}

/**
 * The dates a search starts from: those of `initial` when they are real and not past, else
 * today to tomorrow.
 */
export function startingRange(
  today: Date,
  initial: Pick<Partial<TripSearchParams>, 'departureDate' | 'returnDate'> | undefined,
): DateRange {
  const start = initial?.departureDate ? fromIsoDate(initial.departureDate) : undefined;
  const end = initial?.returnDate ? fromIsoDate(initial.returnDate) : undefined;
  if (start && end && daysBetween(today, start) >= 0 && daysBetween(start, end) >= 0) {
    return { start, end };
  }
  return defaultRange(today);
}

/**
 * The weeks of a month as the calendar draws them, Monday first (en-GB): each week has seven
 * days, with null for the days of the months before and after.
 */
export function monthWeeks(month: Date): (Date | null)[][] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const daysInMonth = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const leading = (first.getDay() + 6) % 7;
  const cells: (Date | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from(
      { length: daysInMonth },
      (_, index) => new Date(month.getFullYear(), month.getMonth(), index + 1),
    ),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Which end of the range the next click sets. */
export type Picking = 'start' | 'end';

/**
 * Whether a day can be clicked: never before today and, while the end is being picked, never
 * so far from the start that the trip would run over the longest the planner takes.
 */
export function isDayDisabled(day: Date, today: Date, range: DateRange, picking: Picking): boolean {
  if (daysBetween(startOfDay(today), day) < 0) return true;
  return picking === 'end' && Math.abs(daysBetween(range.start, day)) > MAX_TRIP_DAYS - 1;
}

/**
 * A click on a day: the first sets the start (and a one-day trip), the second the end; a
 * second day before the first makes it the start and the first the end.
 */
export function pickDay(
  range: DateRange,
  picking: Picking,
  day: Date,
): { range: DateRange; picking: Picking } {
  if (picking === 'start') return { range: { start: day, end: day }, picking: 'end' };
  return daysBetween(range.start, day) < 0
    ? { range: { start: day, end: range.start }, picking: 'start' }
    : { range: { start: range.start, end: day }, picking: 'start' };
}

export type Preset = {
  label: string;
  /** The range it sets, or undefined when it lies wholly before today (shown disabled). */
  range: DateRange | undefined;
};

/**
 * A range that starts before today starts today instead, and one longer than the planner
 * takes is cut at its last day; a range that ends before today cannot be chosen at all.
 */
function bookable(start: Date, end: Date, today: Date): DateRange | undefined {
  if (daysBetween(today, end) < 0) return undefined;
  const from = daysBetween(today, start) < 0 ? today : start;
  const latest = addDays(from, MAX_TRIP_DAYS - 1);
  return { start: from, end: daysBetween(latest, end) > 0 ? latest : end };
}

/** Monday of the week `date` falls in. */
function weekStart(date: Date): Date {
  return addDays(date, -((date.getDay() + 6) % 7));
}

/** The spec's range presets, for the given day. */
export function rangePresets(todayInput: Date): Preset[] {
  const today = startOfDay(todayInput);
  const monday = weekStart(today);
  const firstOfMonth = new Date(today.getFullYear(), today.getMonth(), 1);
  const lastOfMonth = new Date(today.getFullYear(), today.getMonth() + 1, 0);
  const firstOfLastMonth = addMonths(today, -1);
  return [
    { label: 'Today', range: bookable(today, today, today) },
    { label: 'Yesterday', range: bookable(addDays(today, -1), addDays(today, -1), today) },
    { label: 'This Week', range: bookable(monday, addDays(monday, 6), today) },
    { label: 'Last Week', range: bookable(addDays(monday, -7), addDays(monday, -1), today) },
    { label: 'This Month', range: bookable(firstOfMonth, lastOfMonth, today) },
    { label: 'Last Month', range: bookable(firstOfLastMonth, addDays(firstOfMonth, -1), today) },
  ];
}

/** "N days starting today": today and the N − 1 days after it, N from 1 to the longest trip. */
export function daysStartingToday(todayInput: Date, days: number): DateRange | undefined {
  if (!Number.isInteger(days) || days < 1 || days > MAX_TRIP_DAYS) return undefined;
  const today = startOfDay(todayInput);
  return { start: today, end: addDays(today, days - 1) };
}

/** Whether two ranges cover the same days. */
export function isSameRange(a: DateRange | undefined, b: DateRange | undefined): boolean {
  return (
    a !== undefined && b !== undefined && isSameDay(a.start, b.start) && isSameDay(a.end, b.end)
  );
}
