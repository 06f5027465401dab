import { describe, expect, it } from 'vitest';
import { addDays } from '@trip/shared/itineraries/trip-dates';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { spotsShutOn } from './trip';

/** 0 = Sunday, as `Date.getUTCDay` counts. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('a day trip on a day its spots are open', () => {
  it('never takes Nathu La on a Monday or Tuesday, Abu Dhabi or Wandoor on a Monday, nor Keeladi on a Tuesday', () => {
    const trips = [
      { from: 'Kolkata', to: 'Gangtok', days: 6, trip: /Nathu La/, shut: [1, 2] },
      { from: 'Delhi', to: 'Dubai', days: 6, trip: /^Abu Dhabi/, shut: [1] },
      // Jolly Buoy and Red Skin, two of Wandoor's three spots, close on Mondays.
      { from: 'Chennai', to: 'Port Blair', days: 6, trip: /^Wandoor/, shut: [1] },
      // Keeladi's museum, one of its two spots, closes on Tuesdays.
      { from: 'Chennai', to: 'Madurai', days: 5, trip: /^Keeladi$/, shut: [2] },
    ];
    for (const { from, to, days, trip: named, shut } of trips) {
      let made = 0;
      // Every start day of one week, so each day trip falls on each weekday in some plan.
      for (let offset = 0; offset < 7; offset += 1) {
        const start = addDays('2027-11-06', offset);
        for (const card of cardsForTrip(from, to, days, start)) {
          for (const trip of card.trip.excursions) {
            // Not made on a day its headline spot or half its spots are shut, rather than made
            // without them.
            if (!named.test(trip.name)) continue;
            made += 1;
            const weekday = weekdayOf(addDays(start, trip.day - 1));
            expect(
              shut,
              `${card.key} from ${start}: ${trip.name} on day ${trip.day}`,
            ).not.toContain(weekday);
          }
        }
      }
      // The trip is still made, on open days.
      expect(made, to).toBeGreaterThan(0);
    }
  });

  it('leaves out a lesser spot on its closing day and takes it on others', () => {
    // The East Coast Road from Mahabalipuram: the Crocodile Bank shuts on Mondays, DakshinaChitra
    // on Tuesdays (the base's notes say so), Cholamandal on neither.
    const shutOn: Record<string, number> = {
      'Madras Crocodile Bank Trust': 1,
      'DakshinaChitra Heritage Museum': 2,
    };
    const seenOn = new Map<string, Set<number>>();
    for (let offset = 0; offset < 7; offset += 1) {
      const start = addDays('2027-11-06', offset);
      for (const card of cardsForTrip('Mumbai', 'Mahabalipuram', 8, start)) {
        for (const trip of card.trip.excursions) {
          if (trip.name !== 'East Coast Road') continue;
          const weekday = weekdayOf(addDays(start, trip.day - 1));
          for (const spot of trip.spots) {
            expect(shutOn[spot], `${card.key} from ${start}: ${spot} on day ${trip.day}`).not.toBe(
              weekday,
            );
            seenOn.set(spot, (seenOn.get(spot) ?? new Set()).add(weekday));
          }
        }
      }
    }
    for (const spot of Object.keys(shutOn)) expect(seenOn.get(spot)?.size, spot).toBeGreaterThan(0);
  });

  it('shuts a spot by its own sight, not by a museum whose name begins with it', () => {
    // Prayagraj's Varanasi trip went without Sarnath on Fridays: the spot "Sarnath" was read as
    // the Sarnath Archaeological Museum, shut then, while the stupa and ruins are open daily.
    const prayagraj = knowledgeBase().destinations.find((place) => place.id === 'prayagraj')!;
    const varanasi = prayagraj.excursions.find((trip) => trip.name === 'Varanasi')!;
    expect(varanasi.spots).toContain('Sarnath');
    for (let weekday = 0; weekday < 7; weekday += 1) {
      expect(spotsShutOn(prayagraj, varanasi, weekday), `weekday ${weekday}`).toEqual([]);
    }
  });
});
