import { describe, expect, it } from 'vitest';
import { createTripCalendar, escapeIcsText, foldIcsLine } from './ics';

const trip = {
  uid: '3f9a2c1b-0000-4000-8000-000000000001@tripsutra',
  title: 'Goa Beach Escape',
  description: 'Delhi → Goa, 6 days; ₹24,500 per person',
  startDate: '2026-12-28',
  endDate: '2027-01-02',
  url: 'https://tripsutra.in/itinerary/goa-beach-escape-3f9a2c1b?a=1,2',
  createdAt: new Date('2026-11-21T04:30:15.123Z'),
};

/** The unfolded content lines of a file, as a calendar reads them. */
function contentLines(text: string): string[] {
  return text.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
}

/** UTF-8 length, counted independently of the code under test. */
function octets(line: string): number {
  return encodeURIComponent(line).replace(/%[0-9A-F]{2}/g, '_').length;
}

describe('trip calendar file', () => {
  it('is one all-day event from the first day to the day after the last', () => {
    const lines = contentLines(createTripCalendar(trip));
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//TripSutra//Itinerary//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261228');
    // Across the new year: DTEND is exclusive, so the last day is 2 January.
    expect(lines).toContain('DTEND;VALUE=DATE:20270103');
    expect(lines).toContain('DTSTAMP:20261121T043015Z');
    expect(lines).toContain(`UID:${trip.uid}`);
    expect(lines).toContain('SUMMARY:Goa Beach Escape');
    expect(lines).toContain('DESCRIPTION:Delhi → Goa\\, 6 days\\; ₹24\\,500 per person');
    expect(lines).toContain(`URL:${trip.url}`);
    expect(lines.slice(-2)).toEqual(['END:VEVENT', 'END:VCALENDAR']);
  });

  it('ends every line with CRLF and has no bare line feeds', () => {
    const text = createTripCalendar({ ...trip, description: 'Day 1\nDay 2\r\nDay 3' });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(contentLines(text)).toContain('DESCRIPTION:Day 1\\nDay 2\\nDay 3');
  });

  it('escapes backslashes, commas and semicolons in text', () => {
    expect(escapeIcsText('a\\b, c; d')).toBe('a\\\\b\\, c\\; d');
  });

  it('folds long lines at 75 octets without cutting a character', () => {
    const description = 'Munnar tea gardens → Alleppey houseboat ₹ '.repeat(6);
    const text = createTripCalendar({ ...trip, description });
    const physical = text.split('\r\n').slice(0, -1);
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    const folded = physical.filter((line) => line.startsWith(' '));
    expect(folded.length).toBeGreaterThan(2);
    expect(contentLines(text)).toContain(`DESCRIPTION:${escapeIcsText(description)}`);
    expect(text).not.toContain('\uFFFD');
  });

  it('keeps a line of exactly 75 octets whole and folds the 76th', () => {
    expect(foldIcsLine('x'.repeat(75))).toEqual(['x'.repeat(75)]);
    expect(foldIcsLine('x'.repeat(76))).toEqual(['x'.repeat(75), ' x']);
    // A 3-octet character that would end at octet 76 moves to the next line.
    expect(foldIcsLine(`${'x'.repeat(73)}₹`)).toEqual(['x'.repeat(73), ' ₹']);
  });

  it('refuses dates that do not exist or a trip that ends before it starts', () => {
    expect(() => createTripCalendar({ ...trip, startDate: '2026-02-30' })).toThrow(RangeError);
    expect(() => createTripCalendar({ ...trip, endDate: '2026-12-01' })).toThrow(RangeError);
  });
});
