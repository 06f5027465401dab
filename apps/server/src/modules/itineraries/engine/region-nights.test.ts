import { describe, expect, it } from 'vitest';
import { originPlace, rankedPages, regionPlaces, stopOptions } from './planner';
import { engineSearchOf } from './quality';
import type { Trip } from './trip';

const search = (from: string, to: string, days: number, start: string) =>
  engineSearchOf({
    from,
    to,
    days,
    start,
    travellers: 2,
    travelClass: 'Economy',
    priceRange: [0, 900_000],
  });

const AT_A_STOP = new Set(['explore', 'excursion', 'leisure']);

/** The days at a stop (not travelling) with no sight, outing or day trip in them. */
function emptyDays(trip: Trip): number[] {
  return trip.outlines
    .filter(
      (day) =>
        AT_A_STOP.has(day.kind) &&
        !day.excursion &&
        !day.overnight &&
        day.morning.length + day.afternoon.length + day.evening.length === 0,
    )
    .map((day) => day.day);
}

const twoInARow = (days: number[]) => days.some((day, index) => days[index + 1] === day + 1);

describe('a state or country tours on before it leaves days at leisure (decision 84)', () => {
  // Each of these showed cards of one place for every night with two to six empty days in a
  // row (Kandy for eight or nine nights, Jaipur or Shillong for eleven).
  it.each([
    ['Chennai', 'Sri Lanka', 10, '2027-02-10'],
    ['Mumbai', 'Sri Lanka', 9, '2027-01-13'],
    ['Delhi', 'Rajasthan', 12, '2027-01-13'],
    ['Delhi', 'North East', 12, '2027-01-13'],
    // Gangtok alone for thirteen nights: the places in reach of it (Lachung, Pelling) were not
    // among the six the state's circuits start from (decision 129).
    ['Kolkata', 'North East', 14, '2027-03-05'],
  ] as const)('%s → %s over %i days from %s', (from, to, days, start) => {
    const page = rankedPages(search(from, to, days, start))[0] ?? [];
    expect(page.length).toBeGreaterThan(0);
    for (const card of page) {
      const stops = card.trip.spec.stops.map((stop) => `${stop.place.id}:${stop.nights}`);
      expect(twoInARow(emptyDays(card.trip)), stops.join('+')).toBe(false);
    }
  });

  it('goes on from a stop to places in reach beyond the six its circuits start from', () => {
    const trip = search('Kolkata', 'North East', 14, '2027-03-05');
    const origin = originPlace(trip.origin);
    const destination = trip.destination;
    if (destination.kind !== 'region') throw new Error('North East is a region');
    const firstSix = new Set(
      regionPlaces(destination.region.destinations, origin, trip)
        .slice(0, 6)
        .map((place) => place.id),
    );
    const options = stopOptions(origin, destination, trip);
    expect(options.every((option) => option.length > 1)).toBe(true);
    expect(options.some((option) => option.some((stop) => !firstSix.has(stop.place.id)))).toBe(
      true,
    );
  });

  it('gives the nights of a circuit to the stop with more to see', () => {
    // Colombo has more sights and day trips than Kandy: shared evenly, Kandy (first on the
    // road) took the odd night and ran out of sights first.
    const trip = search('Kolkata', 'Sri Lanka', 12, '2027-01-13');
    const pair = stopOptions(originPlace(trip.origin), trip.destination, trip).find(
      (option) => option.length === 2,
    )!;
    const nights = Object.fromEntries(pair.map((stop) => [stop.place.id, stop.nights]));
    expect(nights.colombo).toBeGreaterThan(nights.kandy!);
  });

  it('still offers a place alone when it has enough to see for the nights', () => {
    const trip = search('Mumbai', 'Kerala', 5, '2027-01-13');
    const options = stopOptions(originPlace(trip.origin), trip.destination, trip);
    expect(options.filter((option) => option.length === 1).length).toBeGreaterThan(0);
  });
});
