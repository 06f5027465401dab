import { describe, expect, it } from 'vitest';
import { firstPageOf } from './quality';
import { dayChecks } from './day-checks';
import { notesOf } from './trip';
import { LEAVE_HOME_HOUR, missedSailing, type Journey, type JourneyLeg } from './transport';

/** Every first-page card of a search for two in Economy, from a January date. */
const cards = (from: string, to: string, days: number) =>
  firstPageOf({ from, to, days, start: '2027-01-12' });

const leg = (over: Partial<JourneyLeg>): JourneyLeg => ({
  from: 'A',
  to: 'B',
  mode: 'road',
  travelClass: 'cab',
  main: false,
  distanceKm: 10,
  hours: 1,
  farePerPerson: 100,
  description: 'A to B',
  ...over,
});

describe('the last boat of the day (decision 93)', () => {
  it('finds the boat a journey out reaches after its last sailing, leaving home at 7', () => {
    const boat = leg({ mode: 'boat', travelClass: 'ferry', lastSailingHour: 14, hours: 2 });
    const journey = (flightHours: number): Journey => ({
      mode: 'flight',
      legs: [leg({ hours: 0.5 }), leg({ mode: 'flight', main: true, hours: flightHours }), boat],
      hours: flightHours + 2.5,
      farePerPerson: 0,
      notes: [],
    });
    // 7 + 0.5 + 6.5 = 14: the 2 pm ferry is caught; half an hour later it has gone.
    expect(missedSailing(journey(14 - LEAVE_HOME_HOUR - 0.5))).toBeUndefined();
    expect(missedSailing(journey(7))).toBe(boat);
  });

  it('spends the night in Port Blair when the flight from Delhi lands after the last Havelock ferry', () => {
    const page = cards('Delhi', 'Havelock', 5);
    expect(page.length).toBeGreaterThan(0);
    for (const card of page) {
      const { trip } = card;
      // Delhi to Port Blair changes planes and takes more than seven hours door to door.
      expect(trip.outboundHalt?.at, card.key).toBe('Port Blair');
      expect(trip.outboundHalt?.missedBoat?.mode, card.key).toBe('boat');
      expect(
        trip.outboundHalt!.first.legs.some((l) => l.mode === 'boat'),
        card.key,
      ).toBe(false);
      expect(trip.outboundHalt!.second.legs[0]!.from, card.key).toBe('Port Blair');
      const [first, second] = trip.outlines;
      expect(first!.halt?.at, card.key).toBe('Port Blair');
      expect(second!.journey?.legs[0]?.mode, card.key).toBe('boat');
      expect(notesOf(trip).join(' '), card.key).toMatch(
        /last ferry to Havelock Island leaves about 2 pm.*night at Port Blair/,
      );
    }
  });

  it('crosses the same day when the flight lands in time, from Chennai', () => {
    for (const card of cards('Chennai', 'Havelock', 4)) {
      expect(card.trip.outboundHalt, card.key).toBeUndefined();
      expect(notesOf(card.trip).join(' '), card.key).not.toMatch(/last ferry/);
    }
  });

  it('says when the way out must catch the ferry and a one-night trip has no night to halt', () => {
    const page = cards('Delhi', 'Havelock', 2);
    expect(page.length).toBeGreaterThan(0);
    for (const card of page) {
      expect(card.trip.outboundHalt, card.key).toBeUndefined();
      expect(notesOf(card.trip).join(' '), card.key).toMatch(
        /last ferry to Havelock Island leaves about 2 pm: book a flight that lands by late morning/,
      );
    }
  });

  it('passes the harness check on boats missed, from far and near', () => {
    const figures = dayChecks(
      ['Delhi', 'Chennai', 'Kolkata', 'Jaipur'].map((from) => ({
        from,
        to: 'Havelock',
        days: 5,
        travellers: 2,
        travelClass: 'Economy' as const,
        priceRange: [0, 900_000] as [number, number],
      })),
      ['2027-01-12'],
    );
    expect(figures.days).toBeGreaterThan(0);
    expect(figures.faults.boatMissed).toBe(0);
  });
});
