/**
 * The number and date formats the public pages show as they start, written without `Intl`. A
 * page's first `Intl` formatter loads the browser's locale data: 15 to 50 ms of main thread on a
 * fast machine, in one piece, before the page answers a tap (docs/decisions/0009-start-up-without-preloads.md).
 * Each function writes exactly what `Intl` writes for its locale and options; the tests compare
 * them.
 */

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
/** The months' English names, January first. */
export const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const LONG_WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/**
 * A whole number with thousands separators, rounded half away from zero as `Intl` rounds:
 * `indian` groups lakhs and crores (12,34,567, en-IN), `western` thousands (1,234,567).
 */
export function groupDigits(value: number, grouping: 'indian' | 'western'): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
  const digits = String(Math.round(Math.abs(value)));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const size = grouping === 'indian' ? 2 : 3;
  const groups: string[] = [];
  for (let end = head.length; end > 0; end -= size) {
    groups.unshift(head.slice(Math.max(0, end - size), end));
  }
  return `${sign}${groups.join(',')},${digits.slice(-3)}`;
}

export type DateParts = { year: number; month: number; day: number; weekday: number };

/** The calendar day of `date` in the visitor's time zone, or in UTC. */
export function dateParts(date: Date, zone: 'local' | 'utc'): DateParts {
  return zone === 'utc'
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        weekday: date.getUTCDay(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        weekday: date.getDay(),
      };
}

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

/** "05 Sept 26": en-GB with a two-digit day, the short month and a two-digit year. */
export function shortDate({ year, month, day }: DateParts): string {
  return `${twoDigits(day)} ${SHORT_MONTHS[month]} ${twoDigits(year)}`;
}

/** "5 September 2026": en-GB with the day, the long month and the year. */
export function longDate({ year, month, day }: DateParts): string {
  return `${day} ${LONG_MONTHS[month]} ${year}`;
}

/** "September 2026". */
export function monthAndYear({ year, month }: DateParts): string {
  return `${LONG_MONTHS[month]} ${year}`;
}

/** "Saturday", or "Sat" when `short`. */
export function weekdayName({ weekday }: DateParts, short = false): string {
  const name = LONG_WEEKDAYS[weekday]!;
  return short ? name.slice(0, 3) : name;
}
