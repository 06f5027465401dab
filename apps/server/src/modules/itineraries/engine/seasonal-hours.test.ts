import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import type { Attraction } from '../knowledge/schema';
import { ridesByDaylight, slotsFor, SLOTS } from './hours';
import { cardsForTrip } from './quality';
import { inSeason } from './seasons';

/**
 * Half an hour by default: a visit an evening holds from 5:30 pm before a 6 pm closing (decision
 * 173), so a season that moves the closing from 5 pm to 6 pm moves the evening with it.
 */
const sight = (note: string, name = 'A sight', hours = 0.5): Attraction => ({
  name,
  kind: 'monument',
  hours,
  entryFee: 0,
  note,
});

const place = (id: string) => knowledgeBase().destinations.find((one) => one.id === id)!;

/** Every sight or outing planned in each part of each day of a trip's cards. */
function planned(from: string, to: string, days: number, start: string) {
  return cardsForTrip(from, to, days, start).flatMap(({ trip }) =>
    trip.outlines.flatMap((day) =>
      SLOTS.flatMap((slot) =>
        day[slot].map((item) => ({
          name: 'attraction' in item ? item.attraction.name : item.activity.name,
          slot,
          date: day.date,
        })),
      ),
    ),
  );
}

describe('hours that change with the season', () => {
  it.each([
    // Puri's Gundicha Temple shuts at 5 pm from November to February.
    ['Open 6 am–6 pm (6 am–5 pm November–February)', 2, ['morning', 'afternoon']],
    ['Open 6 am–6 pm (6 am–5 pm November–February)', 6, SLOTS],
    ['Open 9 am–7 pm in summer, 10 am–5 pm in winter', 1, ['morning', 'afternoon']],
    ['Open 9 am–7 pm in summer, 10 am–5 pm in winter', 7, SLOTS],
    // Seasons written as labels, before or after their hours.
    ['Open 9 am–7 pm (summer), 10 am–4 pm (winter)', 12, ['morning', 'afternoon']],
    ['Open (summer) 9 am–7 pm, (winter) 10 am–4 pm', 12, ['morning', 'afternoon']],
    ['Open (summer) 9 am–7 pm, (winter) 10 am–4 pm', 5, SLOTS],
    // One edge moved for some months.
    ['Open 10 am–5 pm (to 6 pm April–October)', 1, ['morning', 'afternoon']],
    ['Open 10 am–5 pm (to 6 pm April–October)', 5, SLOTS],
    ['Open about 7 am–5 pm (6 pm in summer)', 6, SLOTS],
    // A bracket that restates one of two spans keeps the other: Dakshineswar's morning.
    ['Open 6 am–12:30 pm and 3–8:30 pm (3:30–9 pm April–September)', 6, SLOTS],
    // Closed from midday in summer, from 1 pm in winter: no afternoon in summer.
    [
      'Open 7:45 am–12 pm and 5:30–9:30 pm in summer, 8:45 am–1 pm and 4:30–8:30 pm in winter',
      6,
      ['morning', 'evening'],
    ],
    // A list of months after its hours.
    [
      'Open 5:10 am–5:50 pm April–August, 5:40 am–4:40 pm September, October and March',
      10,
      ['morning', 'afternoon'],
    ],
  ])('reads "%s" in month %i', (note, month, slots) => {
    expect(slotsFor(sight(note), month)).toEqual(slots);
  });

  it('without a date, keeps to the hours every season covers', () => {
    expect(slotsFor(sight('Open 6 am–6 pm (6 am–5 pm November–February)'))).toEqual([
      'morning',
      'afternoon',
    ]);
    expect(slotsFor(sight('Open 9 am–7 pm in summer, 10 am–5 pm in winter'))).toEqual([
      'morning',
      'afternoon',
    ]);
    // Dakshineswar: its morning, and the afternoon and evening both seasons share.
    expect(slotsFor(sight('Open 6 am–12:30 pm and 3–8:30 pm (3:30–9 pm April–September)'))).toEqual(
      SLOTS,
    );
    expect(
      slotsFor(
        sight(
          'Open 7:45 am–12 pm and 5:30–9:30 pm in summer, 8:45 am–1 pm and 4:30–8:30 pm in winter',
        ),
      ),
    ).toEqual(['morning', 'evening']);
  });

  it('reads a date as its month, and leaves hours that split a day as they were', () => {
    const gundicha = sight('Open 6 am–6 pm (6 am–5 pm November–February)');
    expect(slotsFor(gundicha, '2027-02-16')).toEqual(['morning', 'afternoon']);
    expect(slotsFor(gundicha, '2027-07-16')).toEqual(SLOTS);
    expect(slotsFor(sight('Open about 3 am–1 pm and 3 pm–11 pm'), 2)).toEqual(SLOTS);
    expect(slotsFor(sight('Open 1 June–31 October, 7 am–5 pm (last entry 2 pm)', 'A', 7))).toEqual([
      'morning',
    ]);
  });

  it('plans no February evening at Gundicha Temple in Puri', () => {
    const gundicha = place('puri').attractions.find((one) => one.name === 'Gundicha Temple')!;
    expect(slotsFor(gundicha, 2)).not.toContain('evening');
    const visits = planned('Kolkata', 'Puri', 4, '2027-02-14').filter(
      (item) => item.name === 'Gundicha Temple',
    );
    expect(visits.map((visit) => visit.slot)).not.toContain('evening');
  });
});

describe('rides that run by daylight', () => {
  it('gives no evening to a ride up, or a sight reached by one, unless its note gives hours', () => {
    expect(slotsFor(sight('', 'Auli chair lift (GMVN)'))).toEqual(['morning', 'afternoon']);
    expect(slotsFor(sight('Reached via Gondola Phase 2 (about 3,980 m)'))).toEqual([
      'morning',
      'afternoon',
    ]);
    expect(slotsFor(sight('Reached by ropeway from Mallital'))).toEqual(['morning', 'afternoon']);
    expect(slotsFor(sight('Cog railway runs in summer only'))).toEqual(['morning', 'afternoon']);
    // Hours that run into the evening, or a note that says it is seen then, keep it.
    expect(slotsFor(sight('Runs roughly 11 am–11 pm', 'Rike Park cable car'))).toEqual(SLOTS);
    expect(slotsFor(sight('Walk up or take the cable car; best in the evening'))).toEqual([
      'evening',
    ]);
    // A mention that is not the way up does not count.
    for (const note of [
      'See kiwi in a nocturnal house; beside the gondola base',
      '16 km; ropeway shut since the 2022 accident, trek only',
      'Ropeway extra',
      'Funicular from Malá Strana',
    ]) {
      expect(ridesByDaylight(sight(note)), note).toBe(false);
    }
  });

  it('never plans a gondola, ropeway or chairlift sight of the knowledge base in the evening', () => {
    const rides = knowledgeBase().destinations.flatMap((one) =>
      one.attractions.filter((attraction) => ridesByDaylight(attraction)),
    );
    expect(rides.map((ride) => ride.name)).toEqual(
      expect.arrayContaining(['Gulmarg Gondola', 'Apharwat Peak', 'Snow View Point']),
    );
    for (const ride of rides) {
      const hours = /\b\d{1,2}(?:[:.]\d{2})?\s*pm\b|\bevening\b/i.test(ride.note ?? '');
      if (!hours) expect(slotsFor(ride), ride.name).not.toContain('evening');
    }
    const gulmarg = planned('Delhi', 'Gulmarg', 4, '2027-01-12').filter((item) =>
      /Gondola|Apharwat/.test(item.name),
    );
    expect(gulmarg.length).toBeGreaterThan(0);
    expect(gulmarg.map((item) => item.slot)).not.toContain('evening');
  });
});

describe('dated evening events', () => {
  it('sees an event whose name gives an evening start in the evening only', () => {
    expect(slotsFor(sight('', 'Lantern festival (from 7 pm)'))).toEqual(['evening']);
    expect(slotsFor(sight('', 'Temple procession (7pm)'))).toEqual(['evening']);
    expect(slotsFor(sight('', 'Morning market (7 am)'))).toEqual(SLOTS);
  });

  it('holds the Khajuraho Dance Festival on its dates, 20–26 February, in the evening', () => {
    const festival = place('khajuraho').activities.find((one) =>
      one.name.startsWith('Khajuraho Dance Festival'),
    )!;
    expect(inSeason(festival, '2027-02-15')).toBe(false);
    expect(inSeason(festival, '2027-02-22')).toBe(true);
    expect(inSeason(festival, '2027-03-01')).toBe(false);
    const early = planned('Delhi', 'Khajuraho', 4, '2027-02-13');
    expect(early.map((item) => item.name)).not.toContain(festival.name);
    for (const item of planned('Delhi', 'Khajuraho', 4, '2027-02-20')) {
      if (item.name === festival.name) expect(item.slot).toBe('evening');
    }
  });
});
