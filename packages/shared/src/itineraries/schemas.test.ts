import { describe, expect, it } from 'vitest';
import { MAX_TRAVELLERS, itineraryMessages as m } from './constants';
import { createItinerarySearchSchema, savedSearchInputSchema } from './schemas';
import { addDays, durationLabel, todayInIndia, tripDays } from './trip-dates';

const TODAY = '2026-01-10';
const schema = createItinerarySearchSchema({ today: () => TODAY });

const valid = {
  from: 'Delhi',
  to: 'Manali',
  departureDate: '2026-01-10',
  returnDate: '2026-01-15',
  travellers: 2,
  travelClass: 'Economy',
  priceRange: [0, 50_000],
};

/** The first message for each field, as the server's fieldErrors would carry it. */
function errorsOf(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('itinerary search schema', () => {
  it('accepts a valid search and fills the defaults', () => {
    const parsed = schema.parse({
      from: ' Delhi ',
      to: 'Goa',
      departureDate: TODAY,
      returnDate: TODAY,
    });
    expect(parsed).toEqual({
      from: 'Delhi',
      to: 'Goa',
      departureDate: TODAY,
      returnDate: TODAY,
      travellers: 1,
      travelClass: 'Economy',
      priceRange: [0, 50_000],
      page: 1,
    });
  });

  it('asks for both places, with the search card’s messages', () => {
    expect(errorsOf({ ...valid, from: '   ' }).from).toBe('Please select a departure location');
    expect(errorsOf({ ...valid, to: '' }).to).toBe('Please select a destination location');
    expect(errorsOf({ ...valid, from: undefined }).from).toBe(m.fromRequired);
  });

  it('refuses the same place twice, ignoring case and spaces', () => {
    expect(errorsOf({ ...valid, to: ' delhi ' }).to).toBe(
      'Departure and destination cannot be the same',
    );
  });

  it('wants dates as YYYY-MM-DD that exist', () => {
    expect(errorsOf({ ...valid, departureDate: '10/01/2026' }).departureDate).toBe(m.dateFormat);
    expect(errorsOf({ ...valid, returnDate: '2026-02-30' }).returnDate).toBe(m.dateInvalid);
    expect(errorsOf({ ...valid, departureDate: '' }).departureDate).toBe(m.departureRequired);
  });

  it('refuses a departure before today, in India', () => {
    expect(errorsOf({ ...valid, departureDate: '2026-01-09' }).departureDate).toBe(
      m.departureInPast,
    );
    expect(errorsOf({ ...valid, departureDate: TODAY, returnDate: TODAY })).toEqual({});
  });

  it('refuses a return before departure, and trips over 30 days', () => {
    expect(errorsOf({ ...valid, returnDate: '2026-01-09' }).returnDate).toBe(
      m.returnBeforeDeparture,
    );
    expect(errorsOf({ ...valid, returnDate: addDays(valid.departureDate, 29) })).toEqual({});
    expect(errorsOf({ ...valid, returnDate: addDays(valid.departureDate, 30) }).returnDate).toBe(
      m.tripTooLong,
    );
  });

  it(`takes 1 to ${MAX_TRAVELLERS} travellers, whole numbers only`, () => {
    expect(errorsOf({ ...valid, travellers: 0 }).travellers).toBe(m.travellersMin);
    expect(errorsOf({ ...valid, travellers: MAX_TRAVELLERS + 1 }).travellers).toBe(m.travellersMax);
    expect(errorsOf({ ...valid, travellers: 2.5 }).travellers).toBe(m.travellersWhole);
    expect(errorsOf({ ...valid, travellers: MAX_TRAVELLERS })).toEqual({});
  });

  it('knows the four travel classes only', () => {
    for (const travelClass of ['Economy', 'Premium Economy', 'Business', 'First Class']) {
      expect(errorsOf({ ...valid, travelClass })).toEqual({});
    }
    expect(errorsOf({ ...valid, travelClass: 'Sleeper' }).travelClass).toBe(m.travelClass);
  });

  it('wants a price range of two whole amounts, minimum below maximum', () => {
    expect(errorsOf({ ...valid, priceRange: [5000, 5000] }).priceRange).toBe(m.priceOrder);
    expect(errorsOf({ ...valid, priceRange: [9000, 5000] }).priceRange).toBe(m.priceOrder);
    expect(errorsOf({ ...valid, priceRange: [-1, 5000] })['priceRange.0']).toBe(m.priceWhole);
    expect(errorsOf({ ...valid, priceRange: [0, 10.5] })['priceRange.1']).toBe(m.priceWhole);
    expect(errorsOf({ ...valid, priceRange: [0] }).priceRange).toBeDefined();
  });

  it('keeps saved searches without the "not in the past" rule', () => {
    const old = { ...valid, departureDate: '2020-01-01', returnDate: '2020-01-03' };
    expect(savedSearchInputSchema.safeParse(old).success).toBe(true);
    expect(schema.safeParse(old).success).toBe(false);
  });
});

describe('trip dates', () => {
  it('counts both ends: the same day out and back is one day', () => {
    expect(tripDays('2026-01-10', '2026-01-10')).toBe(1);
    expect(tripDays('2026-01-10', '2026-01-15')).toBe(6);
    expect(tripDays('2026-02-27', '2026-03-01')).toBe(3);
  });

  it('writes the duration as the cards do', () => {
    expect(durationLabel(6)).toBe('6 Days / 5 Nights');
    expect(durationLabel(2)).toBe('2 Days / 1 Night');
    expect(durationLabel(1)).toBe('1 Day');
  });

  it('takes today from the Indian calendar', () => {
    // 20:00 UTC on 9 January is already 10 January in India (UTC+05:30).
    expect(todayInIndia(new Date('2026-01-09T20:00:00Z'))).toBe('2026-01-10');
    expect(todayInIndia(new Date('2026-01-09T18:00:00Z'))).toBe('2026-01-09');
  });
});

describe('the message for a place whose stays are all shut on the dates', () => {
  it('names places near it, and reads whole when there are none', () => {
    expect(m.staysShut('Kedarnath', 'May–October', ['Auli', 'Rishikesh'])).toBe(
      'Every stay we list at Kedarnath is closed on your dates: they take guests in May–October. Choose dates then, or a place near it: Auli, Rishikesh.',
    );
    expect(
      m.placeClosed('Valley of Flowers', 'The park is closed: it opens on 1 June', 'June–October', [
        'Auli',
      ]),
    ).toBe(
      'Valley of Flowers is closed to visitors on your dates (the park is closed). It is open in June–October. Choose dates then, or a place near it: Auli.',
    );
    expect(m.staysShut('Kedarnath', 'May–October', [])).toBe(
      'Every stay we list at Kedarnath is closed on your dates: they take guests in May–October. Choose dates then.',
    );
  });
});
