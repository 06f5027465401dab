import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import type { Attraction } from '../knowledge/schema';
import { slotsFor, SLOTS } from './hours';
import { cardsForTrip } from './quality';

const sight = (note: string, hours: number): Attraction => ({
  name: 'A sight',
  kind: 'temple',
  hours,
  entryFee: 0,
  note,
});

const named = (place: string, name: string) =>
  knowledgeBase()
    .destinations.find((one) => one.id === place)!
    .attractions.find((one) => one.name === name)!;

/** The part of the day each planned visit to `name` falls in, over the cards of some trips. */
function slotsPlanned(trips: ReadonlyArray<[string, string, number, string]>, name: RegExp) {
  return trips.flatMap(([from, to, days, start]) =>
    cardsForTrip(from, to, days, start).flatMap(({ trip }) =>
      trip.outlines.flatMap((day) =>
        SLOTS.flatMap((slot) =>
          day[slot]
            .filter((item) => 'attraction' in item && name.test(item.attraction.name))
            .map(() => slot),
        ),
      ),
    ),
  );
}

describe('a visit fits the hours of its part of the day', () => {
  it('plans a visit only where the hours leave its whole length inside that part of the day', () => {
    // Meenakshi: 2.5 h, open 5 am–12:30 pm and 4–9 pm; the afternoon holds an hour of it.
    expect(slotsFor(sight('Open 5 am–12:30 pm and 4–9 pm', 2.5))).toEqual(['morning', 'evening']);
    // Virupaksha: open to 1 pm and from 5 pm, so not after lunch.
    expect(slotsFor(sight('Open 9 am–1 pm and 5–7 pm', 1))).toEqual(['morning', 'evening']);
    // A three-hour museum opening at 10 am is not done by lunch.
    expect(slotsFor(sight('Open 10 am–5 pm', 3))).toEqual(['afternoon']);
    expect(slotsFor(sight('Open 10 am–5 pm', 2))).toEqual(['morning', 'afternoon']);
  });

  it('begins a visit longer than its part of the day there, to end before the sight shuts', () => {
    // Versailles, 5 h: begun in the morning, not at 1 pm in a season it shuts at 5:30.
    expect(slotsFor(sight('Open 9 am–5:30 pm', 5))).toEqual(['morning']);
  });

  it('plans a visit longer than the hours themselves where they are longest', () => {
    // The Calico Museum's 2.5 h tour, open 10:15 am–1 pm: the morning, not the whole day.
    expect(slotsFor(sight('Open 10:15 am–1 pm', 2.5))).toEqual(['morning']);
  });

  it('reads the hours of the sights the audit found planned when they were shut', () => {
    expect(slotsFor(named('hampi', 'Virupaksha Temple'))).toEqual(['morning', 'evening']);
    expect(slotsFor(named('madurai', 'Meenakshi Amman Temple'))).not.toContain('afternoon');
    expect(slotsFor(named('thekkady', 'Kadathanadan Kalari Centre'))).toEqual(['evening']);
    expect(slotsFor(named('thekkady', 'Mudra Cultural Centre'))).toEqual(['evening']);
    expect(slotsFor(named('jaisalmer', 'Jain Temples, Jaisalmer Fort'))).toEqual(['morning']);
  });

  it('never plans Hampi’s Virupaksha Temple for an afternoon', () => {
    const slots = slotsPlanned(
      [
        ['Bengaluru', 'Hampi', 3, '2027-10-18'],
        ['Bengaluru', 'Hampi', 5, '2027-10-18'],
        ['Hyderabad', 'Hampi', 4, '2027-01-12'],
      ],
      /^Virupaksha Temple$/,
    );
    expect(slots.length).toBeGreaterThan(0);
    expect(slots).not.toContain('afternoon');
  });

  it('holds Thekkady’s Kalaripayattu and Kathakali shows in the evening', () => {
    const slots = slotsPlanned(
      [
        ['Kochi', 'Thekkady', 3, '2027-10-18'],
        ['Kochi', 'Thekkady', 5, '2027-07-15'],
        ['Mumbai', 'Kerala', 8, '2027-10-15'],
      ],
      /^(?:Kadathanadan Kalari Centre|Mudra Cultural Centre)$/,
    );
    expect(slots.length).toBeGreaterThan(0);
    expect(new Set(slots)).toEqual(new Set(['evening']));
  });
});
