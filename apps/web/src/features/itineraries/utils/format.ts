import { dateParts, longDate, shortDate, weekdayName } from '@trip/shared/common/plain-format';

// Written without Intl, whose locale data would load during the home page's start-up
// (packages/shared/src/common/plain-format.ts).

function utcDay(isoDate: string): Date | undefined {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "12 Mar 26", the search card's way; the text as it is when it is not a date. */
export function formatTripDate(isoDate: string): string {
  const date = utcDay(isoDate);
  return date ? shortDate(dateParts(date, 'utc')) : isoDate;
}

/** "Thu, 12 March 2026". */
export function formatLongDate(isoDate: string): string {
  const date = utcDay(isoDate);
  if (!date) return isoDate;
  const parts = dateParts(date, 'utc');
  return `${weekdayName(parts, true)}, ${longDate(parts)}`;
}
