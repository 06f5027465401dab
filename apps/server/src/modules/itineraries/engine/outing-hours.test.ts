import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { MORNING_ACTIVITY, sightsToured } from './trip';
import { closedDaysIn, inSeason } from './seasons';
import { slotsFor } from './hours';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;

/** The ISO date `days` after `date`. */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Every part of every day of every ranked card, with the names of what it holds. */
function partsOf(from: string, to: string, days: number, start: string) {
  return cardsForTrip(from, to, days, start).flatMap((card) =>
    card.trip.outlines.flatMap((outline) =>
      (['morning', 'afternoon', 'evening'] as const).map((slot) => ({
        key: `${card.key} day ${outline.day} ${slot}`,
        slot,
        names: outline[slot].map((item) =>
          'activity' in item ? item.activity.name : item.attraction.name,
        ),
      })),
    ),
  );
}

describe('outings at their hour, and a ride to a sight as its visit', () => {
  it('holds balloon flights and mountain flights first thing in a morning', () => {
    expect(MORNING_ACTIVITY.test('Hot-air balloon flight near Amer')).toBe(true);
    expect(MORNING_ACTIVITY.test('Everest mountain flight')).toBe(true);
    expect(MORNING_ACTIVITY.test('Flight of the Gibbon zipline')).toBe(false);
    for (const [from, to, match] of [
      ['Delhi', 'Jaipur', /balloon/i],
      ['Delhi', 'Kathmandu', /mountain flight/i],
    ] as const) {
      const parts = partsOf(from, to, 5, '2027-01-12');
      const planned = parts.filter((part) => part.names.some((name) => match.test(name)));
      expect(planned.length, to).toBeGreaterThan(0);
      for (const part of planned) expect(part.slot, part.key).toBe('morning');
    }
  });

  it('holds Shirdi’s Thursday palkhi on a Thursday evening only (decision 106)', () => {
    let planned = 0;
    for (const start of ['2027-05-17', '2027-05-19', '2027-05-21']) {
      const parts = partsOf('Surat', 'Shirdi', 4, start);
      for (const part of parts.filter((one) => one.names.includes('Thursday palkhi procession'))) {
        planned += 1;
        const day = Number(/day (\d+)/.exec(part.key)![1]);
        expect(new Date(`${addDays(start, day - 1)}T00:00:00Z`).getUTCDay(), part.key).toBe(4);
        expect(part.slot, part.key).toBe('evening');
      }
    }
    expect(planned).toBeGreaterThan(0);
  });

  it('sees the sight before the evening show held at it', () => {
    // The Kecak dance at Uluwatu is at sunset; the temple's two hours come before it, not after.
    const evenings = partsOf('Bengaluru', 'Bali', 7, '2027-10-28').filter(
      (part) => part.slot === 'evening' && part.names.includes('Kecak fire dance at Uluwatu'),
    );
    for (const part of evenings) {
      const temple = part.names.indexOf('Uluwatu Temple');
      if (temple !== -1) {
        expect(temple, part.key).toBeLessThan(part.names.indexOf('Kecak fire dance at Uluwatu'));
      }
    }
    expect(evenings.some((part) => part.names.includes('Uluwatu Temple'))).toBe(true);
  });

  it('knows a horse or pony ride to a sight as the visit to it (decision 74)', () => {
    const toured = (id: string, start: string) =>
      sightsToured(
        place(id).activities.find((a) => a.name.startsWith(start))!,
        place(id),
      ).map((sight) => sight.name);
    expect(toured('mount-abu', 'Horse ride to Sunset Point')).toEqual(['Sunset Point, Mount Abu']);
    expect(toured('gulmarg', 'Pony ride to Khilanmarg')).toEqual(['Khilanmarg']);
    expect(toured('nainital', 'Pony ride to Tiffin Top')).toEqual(['Tiffin Top']);
    // Mount Abu's Sunset Point is seen once a card, on foot or by the horse ride.
    for (const card of cardsForTrip('Ahmedabad', 'Mount Abu', 4, '2027-01-12')) {
      const names = card.trip.outlines.flatMap((outline) =>
        [...outline.morning, ...outline.afternoon, ...outline.evening].map((item) =>
          'activity' in item ? item.activity.name : item.attraction.name,
        ),
      );
      const both =
        names.includes('Horse ride to Sunset Point') && names.includes('Sunset Point, Mount Abu');
      expect(both, card.key).toBe(false);
    }
  });
});

describe('a beach reached on foot or by boat, by daylight (decision 104)', () => {
  it('plans Gokarna’s Paradise and Half Moon beaches and Havelock’s Elephant Beach before dusk', () => {
    for (const [id, name] of [
      ['gokarna', 'Paradise Beach'],
      ['gokarna', 'Half Moon Beach'],
      ['havelock', 'Elephant Beach'],
    ] as const) {
      const sight = place(id).attractions.find((a) => a.name === name)!;
      expect(slotsFor(sight), name).not.toContain('evening');
    }
    for (const [to, start] of [
      ['Gokarna', '2027-12-27'],
      ['Havelock', '2027-02-20'],
    ] as const) {
      for (const part of partsOf('Bengaluru', to, 5, start)) {
        if (part.slot !== 'evening') continue;
        for (const name of ['Paradise Beach', 'Half Moon Beach', 'Elephant Beach']) {
          expect(part.names, part.key).not.toContain(name);
        }
      }
    }
  });
});

describe('a sight shut on fixed days of the year (decision 96)', () => {
  it('reads the days a note says it closes, and not a season or a dated closure', () => {
    expect(closedDaysIn('Open 10 am–5:50 pm; closed 24–26 December')).toEqual([
      { from: 1224, to: 1226 },
    ]);
    expect(closedDaysIn('Closed Mondays and 29–31 December and 1–3 January')).toEqual([
      { from: 1229, to: 1231 },
      { from: 101, to: 103 },
    ]);
    expect(closedDaysIn('closed 25 December and 1 January')).toEqual([
      { from: 1225, to: 1225 },
      { from: 101, to: 101 },
    ]);
    // A season over months is read as a season, and a closure dated in a year shuts no day.
    expect(closedDaysIn('closed 1 July–30 September')).toEqual([]);
    expect(closedDaysIn('Closed to visitors since 12 March 2024')).toEqual([]);
    expect(closedDaysIn('Open 9 am–5 pm; closed Mondays')).toEqual([]);
  });

  it('plans no London, Paris or Tokyo sight on a day of the year it is shut', () => {
    let checked = 0;
    for (const [to, start] of [
      ['London', '2027-12-22'],
      ['Paris', '2027-12-22'],
      ['Tokyo', '2027-12-27'],
    ] as const) {
      for (const card of cardsForTrip('Delhi', to, 8, start)) {
        for (const outline of card.trip.outlines) {
          const date = addDays(start, outline.day - 1);
          for (const item of [...outline.morning, ...outline.afternoon, ...outline.evening]) {
            if (!('attraction' in item) || closedDaysIn(item.attraction.note).length === 0)
              continue;
            checked += 1;
            expect(
              inSeason(item.attraction, date),
              `${card.key} ${date} ${item.attraction.name}`,
            ).toBe(true);
          }
        }
      }
    }
    // The Tower of London, the Louvre and Shinjuku Gyoen are still seen on their open days.
    expect(checked).toBeGreaterThan(10);
  });

  it('holds such a sight shut on those days only', () => {
    const museum = { name: 'A museum', note: 'Open 10 am–5:50 pm; closed 24–26 December' };
    expect(inSeason(museum, '2027-12-25')).toBe(false);
    expect(inSeason(museum, '2027-12-24')).toBe(false);
    expect(inSeason(museum, '2027-12-27')).toBe(true);
    expect(inSeason(museum, 12)).toBe(true);
    const garden = { name: 'A garden', note: 'closed 29–31 December and 1–3 January' };
    expect(inSeason(garden, '2027-12-30')).toBe(false);
    expect(inSeason(garden, '2028-01-03')).toBe(false);
    expect(inSeason(garden, '2028-01-04')).toBe(true);
  });
});
