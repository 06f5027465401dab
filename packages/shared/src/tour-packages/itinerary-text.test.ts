import { describe, expect, it } from 'vitest';
import { ITINERARY_FALLBACK_TITLE, itineraryDays, parseItineraryText } from './itinerary-text';

describe('parseItineraryText', () => {
  it('splits "Day N title: content" headings into days', () => {
    const text =
      'Day 1 Arrival in Goa: Pick-up from the airport and check-in.\nDay 2 North Goa beaches: Fort Aguada, then Calangute Beach.\nDay 3 Departure: Drop at the airport.';
    expect(parseItineraryText(text)).toEqual([
      { day: 1, title: 'Arrival in Goa', detail: 'Pick-up from the airport and check-in.' },
      { day: 2, title: 'North Goa beaches', detail: 'Fort Aguada, then Calangute Beach.' },
      { day: 3, title: 'Departure', detail: 'Drop at the airport.' },
    ]);
  });

  it('takes days without a title, on one line, and keeps colons inside the content', () => {
    expect(parseItineraryText('Day 1: Check-in at 2:00 PM. Day 2: Boat ride at 7:30 AM.')).toEqual([
      { day: 1, title: '', detail: 'Check-in at 2:00 PM.' },
      { day: 2, title: '', detail: 'Boat ride at 7:30 AM.' },
    ]);
  });

  it('drops the dash or dot between the day number and its title', () => {
    expect(parseItineraryText('Day 1 - Old Goa: Churches.\nDay 2. Panaji: Fontainhas.')).toEqual([
      { day: 1, title: 'Old Goa', detail: 'Churches.' },
      { day: 2, title: 'Panaji', detail: 'Fontainhas.' },
    ]);
  });

  it('keeps the day numbers as written, in the order written', () => {
    const days = parseItineraryText('DAY 2: Second.\nday 5 Last: Fifth.');
    expect(days.map((day) => day.day)).toEqual([2, 5]);
    expect(days[1]).toEqual({ day: 5, title: 'Last', detail: 'Fifth.' });
  });

  it('keeps text written before the first day at the start of that day', () => {
    expect(parseItineraryText('A relaxed trip.\nDay 1 Arrival: Check-in.')).toEqual([
      { day: 1, title: 'Arrival', detail: 'A relaxed trip.\n\nCheck-in.' },
    ]);
  });

  it('makes a text with no day heading one day 1 titled "Package Details"', () => {
    expect(parseItineraryText('  Five relaxed days by the sea, at your own pace.  ')).toEqual([
      {
        day: 1,
        title: ITINERARY_FALLBACK_TITLE,
        detail: 'Five relaxed days by the sea, at your own pace.',
      },
    ]);
    expect(ITINERARY_FALLBACK_TITLE).toBe('Package Details');
  });

  it('does not take "day" without a number, or a number without a colon, as a heading', () => {
    expect(parseItineraryText('A rest day: nothing planned. Day 3 is free')).toEqual([
      {
        day: 1,
        title: ITINERARY_FALLBACK_TITLE,
        detail: 'A rest day: nothing planned. Day 3 is free',
      },
    ]);
  });

  it('gives no days for an empty text', () => {
    expect(parseItineraryText('   ')).toEqual([]);
  });
});

describe('itineraryDays', () => {
  it('reads a list of entries, with the text under detail or content', () => {
    expect(
      itineraryDays([
        { day: 1, title: 'Arrival', detail: 'Check-in.' },
        { day: '2', title: ' Sights ', content: ' Forts. ' },
        { title: 'Departure', detail: 'Drop.' },
      ]),
    ).toEqual([
      { day: 1, title: 'Arrival', detail: 'Check-in.' },
      { day: 2, title: 'Sights', detail: 'Forts.' },
      { day: 3, title: 'Departure', detail: 'Drop.' },
    ]);
  });

  it('parses a text, and gives nothing for a missing itinerary', () => {
    expect(itineraryDays('Day 1 Arrival: Check-in.')).toEqual([
      { day: 1, title: 'Arrival', detail: 'Check-in.' },
    ]);
    expect(itineraryDays(undefined)).toEqual([]);
    expect(itineraryDays([])).toEqual([]);
  });
});
