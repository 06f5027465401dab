import { describe, expect, it } from 'vitest';
import type { TravelClass } from '@trip/shared/itineraries/constants';
import { planPage } from './planner';
import { engineSearchOf } from './quality';
import { notesOf, type Trip } from './trip';

const THERE = ['explore', 'excursion', 'leisure'];

/** The days each stop of a trip has there, not travelling to, from or past it. */
const daysThere = (trip: Trip) =>
  trip.spec.stops.map(
    (_, index) =>
      trip.outlines.filter((day) => day.stopIndex === index && THERE.includes(day.kind)).length,
  );

/**
 * A stop with no day there whose card says the dates leave no time for its headline sight (the
 * headline of the season: Tungnath's temple, shut in February, is not Chopta's then).
 */
function headlineUnseen(trip: Trip, index: number): boolean {
  const { place } = trip.spec.stops[index]!;
  return (
    daysThere(trip)[index] === 0 &&
    notesOf(trip).some(
      (note) =>
        note.startsWith('These dates leave no time for') &&
        note.includes(`the main sight at ${place.name}:`),
    )
  );
}

describe('a day at each stop for its headline (decision 210)', () => {
  // Searches whose nights at a stop went to the journey's halts (an airport's town on the way
  // home, a night on the road) while another stop kept days to spare.
  const searches: Array<[string, string, number, number, TravelClass]> = [
    ['Mumbai', 'Shimla Manali', 6, 2, 'Premium Economy'],
    ['Chennai', 'Rishikesh Chopta', 6, 2, 'Premium Economy'],
    ['Hyderabad', 'Dehradun Chopta', 6, 2, 'Premium Economy'],
    ['Mumbai', 'Delhi Kasol', 8, 6, 'First Class'],
    ['Delhi', 'Sikkim', 8, 2, 'Economy'],
    ['Delhi', 'Gujarat', 8, 2, 'Economy'],
  ];

  it('moves a night to a stop whose headline no day would see, from one with days to spare', () => {
    let cards = 0;
    for (const [from, to, days, travellers, travelClass] of searches) {
      const search = engineSearchOf({
        from,
        to,
        days,
        travellers,
        travelClass,
        priceRange: [0, 900_000],
        start: '2027-02-10',
      });
      for (const { trip } of planPage(search, 1).cards) {
        cards += 1;
        const spare = daysThere(trip).map((count, index) => ({ count, index }));
        trip.spec.stops.forEach(({ place }, index) => {
          if (!headlineUnseen(trip, index)) return;
          const donor = spare.find(({ count, index: other }) => other !== index && count >= 2);
          expect(donor, `${from} → ${to}: ${place.name} has no day for its headline`).toBe(
            undefined,
          );
        });
      }
    }
    expect(cards).toBeGreaterThan(15);
  });

  it('gives Manali a day for Hadimba Devi on a Shimla–Manali week home by air', () => {
    const search = engineSearchOf({
      from: 'Mumbai',
      to: 'Shimla Manali',
      days: 6,
      travellers: 2,
      travelClass: 'Premium Economy',
      priceRange: [0, 25_000],
      start: '2027-02-10',
    });
    const { cards } = planPage(search, 1);
    expect(cards.length).toBeGreaterThan(0);
    for (const { trip } of cards) {
      const manali = trip.spec.stops.findIndex((stop) => stop.place.id === 'manali');
      expect(daysThere(trip)[manali]).toBeGreaterThan(0);
      expect(trip.attractions.map((sight) => sight.name)).toContain('Hadimba Devi Temple');
    }
  });

  it('puts the missed headline down to the journey, not "the road", on a trip by air', () => {
    // A two-day trip to Cairo from Chennai flies both ways; the note said "the road in and out".
    const search = engineSearchOf({
      from: 'Chennai',
      to: 'Cairo',
      days: 2,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 900_000],
      start: '2027-02-10',
    });
    const notes = planPage(search, 1).cards.flatMap(({ trip }) => notesOf(trip));
    const missed = notes.filter((note) => note.startsWith('These dates leave no time for'));
    expect(missed.length).toBeGreaterThan(0);
    for (const note of missed) {
      expect(note).toContain('the journey in and out takes the days');
      expect(note).not.toMatch(/\broad\b/);
    }
  });
});
