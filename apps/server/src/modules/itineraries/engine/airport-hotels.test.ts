import { describe, expect, it } from 'vitest';
import type { Destination } from '../knowledge/schema';
import { cardsForTrip } from './quality';
import { renderDays } from './trip';

/** The airport a place's airport hotel stands at, where the stay names it (decision 192). */
function airportOf(place: Destination, at: string | undefined): string | undefined {
  return at !== undefined && (at === place.airport?.name || at === place.secondAirport?.name)
    ? at
    : undefined;
}

/** Every card of the searches whose stay at its (only or last) stop is an airport hotel. */
function airportHotelCards(...searches: Array<[string, string, number, string]>) {
  return searches.flatMap(([from, to, days, start]) =>
    [1, 2].flatMap((travellers) =>
      cardsForTrip(from, to, days, start, 900_000, travellers).flatMap((card) => {
        const stay = card.trip.stays.at(-1)!;
        const airport = airportOf(stay.place, stay.away?.at);
        return airport ? [{ card, stay, airport, days: renderDays(card.trip) }] : [];
      }),
    ),
  );
}

const FLIGHTS: Array<[string, string, number, string]> = [
  ['Mumbai', 'Delhi', 4, '2027-03-10'],
  ['Kolkata', 'Delhi', 3, '2027-11-17'],
  ['Delhi', 'Mumbai', 4, '2027-01-13'],
  ['Delhi', 'Dubai', 5, '2027-03-10'],
  ['Mumbai', 'Abu Dhabi', 4, '2027-02-03'],
  ['Delhi', 'Auckland', 8, '2027-02-10'],
];

describe('an airport hotel (decision 192)', () => {
  it('ends a flight there, with no ride into the place and back before the check-in', () => {
    let checked = 0;
    for (const { card, stay, airport, days } of airportHotelCards(...FLIGHTS)) {
      const { outbound } = card.trip;
      if (!outbound.legs.some((leg) => leg.mode === 'flight')) continue;
      checked += 1;
      const last = outbound.legs.at(-1)!;
      expect(last.mode, card.key).toBe('flight');
      expect(last.to, card.key).not.toBe(stay.place.name);
      expect(stay.inAtStay, card.key).toBe(true);
      // The day the flight lands: the first, or the next after a night in the air.
      const landed = days[card.trip.outlines.findIndex((day) => day.kind === 'arrival')]!;
      const text = [landed.morning, landed.afternoon, landed.evening].join(' ');
      expect(text, card.key).not.toContain(`Arrive in ${stay.place.name}`);
      expect(text, `${card.key}: ${text}`).not.toContain(`to ${stay.place.name} by`);
      expect(text, card.key).not.toContain(`drive on to ${airport}`);
      expect(text, card.key).toContain(`heck in at ${stay.hotelName}`);
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it('flies home from it when the last morning holds no sight in the place', () => {
    let checked = 0;
    for (const { card, stay, airport, days } of airportHotelCards(...FLIGHTS)) {
      const last = card.trip.outlines.at(-1)!;
      if (last.kind !== 'departure' || last.morning.length > 0) continue;
      const { back } = card.trip;
      if (!back.legs.some((leg) => leg.mode === 'flight')) continue;
      checked += 1;
      expect(back.legs[0]!.mode, card.key).toBe('flight');
      expect(stay.outAtStay, card.key).toBe(true);
      const text = [days.at(-1)!.morning, days.at(-1)!.afternoon].join(' ');
      expect(text, `${card.key}: ${text}`).not.toContain(`drive into ${stay.place.name}`);
      expect(text, card.key).not.toContain(`to ${airport} by`);
      expect(text, card.key).toContain(`Check out of ${stay.hotelName} after breakfast`);
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });

  it('moves on by air from it, with no ride into the place first', () => {
    let checked = 0;
    for (const [from, to, days, start] of [
      ['Kolkata', 'Delhi Goa', 6, '2027-02-10'],
      ['Chennai', 'Mumbai Jaipur', 6, '2027-12-08'],
    ] as const) {
      for (const card of cardsForTrip(from, to, days, start)) {
        card.trip.transfers.forEach((journey, index) => {
          const stay = card.trip.stays[index]!;
          const airport = airportOf(stay.place, stay.away?.at);
          if (!airport || !journey.legs.some((leg) => leg.mode === 'flight')) return;
          checked += 1;
          expect(journey.legs[0]!.mode, card.key).toBe('flight');
          expect(stay.outAtStay, card.key).toBe(true);
          const move = renderDays(card.trip)[card.trip.arrivalDays[index + 1]! - 1]!;
          expect(move.morning, card.key).toContain(`Travel from ${airport} to`);
        });
      }
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it('still drives into the place for a last morning of sights there', () => {
    let checked = 0;
    for (const { card, stay, days } of airportHotelCards(...FLIGHTS)) {
      const last = card.trip.outlines.at(-1)!;
      if (last.kind !== 'departure' || last.morning.length === 0) continue;
      checked += 1;
      expect(stay.outAtStay, card.key).toBeFalsy();
      expect(days.at(-1)!.morning, card.key).toContain(`drive into ${stay.place.name}`);
    }
    expect(checked).toBeGreaterThanOrEqual(1);
  });
});

describe('a stay in the town the airport stands at (decision 193)', () => {
  /** Every card to Bhutan whose stay is at Paro, where the airport is, for one or two. */
  const paroCards = (
    [
      ['Delhi', 6, '2027-03-10'],
      ['Kolkata', 5, '2027-10-14'],
      ['Mumbai', 8, '2027-04-07'],
    ] as const
  ).flatMap(([from, days, start]) =>
    [1, 2].flatMap((travellers) =>
      cardsForTrip(from, 'Bhutan', days, start, 900_000, travellers).filter(
        (card) => card.trip.stays[0]!.away?.at === 'Paro',
      ),
    ),
  );

  it('lands and rides the 6 km into Paro, not 50 km to Thimphu and 58 km back', () => {
    expect(paroCards.length).toBeGreaterThanOrEqual(20);
    for (const card of paroCards) {
      const last = card.trip.outbound.legs.at(-1)!;
      expect(last.description, card.key).toMatch(
        /^Transfer from Paro International Airport to Paro by .* \(6 km, /,
      );
      expect(card.trip.stays[0]!.inAtStay, card.key).toBe(true);
      const arrival = renderDays(card.trip)[0]!;
      const text = [arrival.morning, arrival.afternoon, arrival.evening].join(' ');
      expect(text, card.key).toContain('Travel from ');
      expect(text, card.key).toContain(' to Paro: ');
      expect(text, card.key).not.toMatch(/drive on to Paro \(/);
    }
  });

  it('leaves from Paro for its airport when the last morning holds no sight in Thimphu', () => {
    let checked = 0;
    for (const card of paroCards) {
      if (card.trip.outlines.at(-1)!.morning.length > 0) continue;
      checked += 1;
      expect(card.trip.back.legs[0]!.description, card.key).toMatch(
        /^Transfer from Paro to Paro International Airport by .* \(6 km, /,
      );
      expect(renderDays(card.trip).at(-1)!.morning, card.key).not.toContain('drive into Bhutan');
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });
});
