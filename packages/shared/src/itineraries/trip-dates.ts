import { TRIP_TIME_ZONE } from './constants';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Today's calendar date (YYYY-MM-DD) in India, whatever the time zone of the machine. */
export function todayInIndia(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TRIP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function isIsoDateText(value: string): boolean {
  return ISO_DATE.test(value);
}

/** Days since 1970-01-01 for a YYYY-MM-DD text, or undefined when no such calendar day exists. */
export function dayNumber(value: string): number | undefined {
  // The planner asks of the same few dates for every card it ranks: read each once.
  if (dayNumbers.has(value)) return dayNumbers.get(value);
  const number = readDayNumber(value);
  if (dayNumbers.size >= DATE_CACHE_SIZE) dayNumbers.clear();
  dayNumbers.set(value, number);
  return number;
}
const dayNumbers = new Map<string, number | undefined>();
const isoDates = new Map<number, string>();
const DATE_CACHE_SIZE = 10_000;

function readDayNumber(value: string): number | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  if (date.getUTCDate() !== day) return undefined;
  return time / DAY_MS;
}

/** Calendar days a trip covers, both ends included: the same day out and back is 1. */
export function tripDays(departureDate: string, returnDate: string): number {
  const start = dayNumber(departureDate);
  const end = dayNumber(returnDate);
  if (start === undefined || end === undefined) throw new RangeError('Not a YYYY-MM-DD date');
  return end - start + 1;
}

/** The YYYY-MM-DD date `days` after the given one. */
export function addDays(date: string, days: number): string {
  const start = dayNumber(date);
  if (start === undefined) throw new RangeError('Not a YYYY-MM-DD date');
  let later = isoDates.get(start + days);
  if (later === undefined) {
    later = new Date((start + days) * DAY_MS).toISOString().slice(0, 10);
    if (isoDates.size >= DATE_CACHE_SIZE) isoDates.clear();
    isoDates.set(start + days, later);
  }
  return later;
}

/** "6 Days / 5 Nights"; a same-day trip is "1 Day". */
export function durationLabel(days: number): string {
  const nights = days - 1;
  const dayText = `${days} ${days === 1 ? 'Day' : 'Days'}`;
  if (nights === 0) return dayText;
  return `${dayText} / ${nights} ${nights === 1 ? 'Night' : 'Nights'}`;
}
