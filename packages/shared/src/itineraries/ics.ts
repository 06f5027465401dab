import { addDays, dayNumber } from './trip-dates';

/** An all-day trip for a calendar file. */
export type TripCalendarEvent = {
  /** Unique and stable for the trip, so importing the file twice updates one event. */
  uid: string;
  title: string;
  description: string;
  /** First day of the trip, YYYY-MM-DD. */
  startDate: string;
  /** Last day of the trip, YYYY-MM-DD (the event ends the day after it). */
  endDate: string;
  location?: string;
  url?: string;
  /** When the file was made (DTSTAMP). */
  createdAt: Date;
};

/** RFC 5545: content lines longer than this many octets are folded. */
const MAX_LINE_OCTETS = 75;

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with a
 * space; a character is never cut in the middle of its UTF-8 bytes.
 */
export function foldIcsLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0)!);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines;
}

function icsDate(date: string): string {
  if (dayNumber(date) === undefined) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return date.replace(/-/g, '');
}

function icsTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A one-event iCalendar file (text/calendar) for a trip, with CRLF line endings. */
export function createTripCalendar(event: TripCalendarEvent): string {
  if (icsDate(event.endDate) < icsDate(event.startDate)) {
    throw new RangeError('The trip cannot end before it starts');
  }
  const properties = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//TripSutra//Itinerary//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsTimestamp(event.createdAt)}`,
    `DTSTART;VALUE=DATE:${icsDate(event.startDate)}`,
    `DTEND;VALUE=DATE:${icsDate(addDays(event.endDate, 1))}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    // A URI value is written as it is: escaping would change the address.
    ...(event.url ? [`URL:${event.url}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${properties.flatMap(foldIcsLine).join('\r\n')}\r\n`;
}
