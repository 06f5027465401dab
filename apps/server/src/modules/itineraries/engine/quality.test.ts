import { describe, expect, it } from 'vitest';
import { dayChecks } from './day-checks';
import { planPage } from './planner';
import {
  checkSearches,
  engineSearchOf,
  measure,
  metroWeekends,
  multiStopSearches,
  realTownSearches,
  regionSearches,
  regionSeasons,
  weekendResults,
} from './quality';

/**
 * The quality harness of `npm run planner:check`, held to thresholds in CI. It plans hundreds of
 * searches, so it is given time for a slow, shared machine.
 */
describe('planner quality harness', { timeout: 180_000 }, () => {
  it('keeps cards inside the range, stays distinct and pages free of repeats', () => {
    const figures = measure(checkSearches());
    expect(figures.searches).toBeGreaterThanOrEqual(60);
    expect(figures.insideShare).toBeGreaterThanOrEqual(0.95);
    // A page never shows one stay twice; pages 1-3 never repeat an offer.
    expect(figures.distinctStaysShare).toBe(1);
    expect(figures.pagesWithRepeatedStay).toBe(0);
    expect(figures.repeatsAcrossPages).toBe(0);
    // Nor a title or a set of top sights, but on a first page that needs it for three choices.
    expect(figures.pagesRepeatingTitleOrSights).toBe(0);
    // A first page too never repeats a title: a second plan under one names its stay.
    expect(figures.pagesRepeatingTitle).toBe(0);
  });

  it('keeps the stays of a state or country distinct on each page, and pages free of repeats', () => {
    // Two circuits through one hotel named it alike on their cards (decision 214).
    const figures = measure(regionSearches());
    expect(figures.searches).toBeGreaterThanOrEqual(60);
    expect(figures.pagesWithRepeatedStay).toBe(0);
    expect(figures.repeatsAcrossPages).toBe(0);
  });

  it('prices solo metro weekends at ₹0–10,000 by train or bus with a cheap bed on 12 of 15', () => {
    const results = weekendResults(metroWeekends());
    const passed = results.filter((result) => result.ok).length;
    expect(
      passed / results.length,
      JSON.stringify(results.filter((r) => !r.ok)),
    ).toBeGreaterThanOrEqual(12 / 15);
  });

  it('plans every day within seasons, closing days, hours, altitude rest and road times', () => {
    // The harness's searches in four months of the year: every day of every card.
    const figures = dayChecks(checkSearches());
    expect(figures.days).toBeGreaterThan(10_000);
    expect(figures.examples).toEqual([]);
    expect(Object.values(figures.faults).every((count) => count === 0)).toBe(true);
  });

  it('plans two-stop trips with the same care, the transfer day between them included', () => {
    const searches = multiStopSearches();
    expect(searches.length).toBeGreaterThanOrEqual(30);
    const figures = dayChecks(searches, ['2027-01-13', '2027-08-11']);
    expect(figures.days).toBeGreaterThan(5_000);
    expect(figures.examples).toEqual([]);
  });

  it('plans trips from real towns it does not hold with the same care', () => {
    const searches = realTownSearches();
    expect(searches.length).toBeGreaterThanOrEqual(30);
    const figures = dayChecks(searches, ['2027-05-12']);
    expect(figures.days).toBeGreaterThan(1_000);
    expect(figures.examples).toEqual([]);
  });

  it('plans the circuits of a state or country with the same care', () => {
    const figures = dayChecks(regionSearches(), ['2027-08-11']);
    expect(figures.days).toBeGreaterThan(10_000);
    expect(figures.examples).toEqual([]);
  });

  it('plans a state or country in any month at places open and in season then', () => {
    const figures = regionSeasons();
    expect(figures.searches).toBeGreaterThan(2_000);
    expect(figures.stops).toBeGreaterThan(figures.searches);
    expect(figures.examples).toEqual([]);
  });

  it('crosses to the Andaman islands by ferry, never by road', () => {
    const search = engineSearchOf({
      from: 'Chennai',
      to: 'Havelock',
      days: 6,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 500_000],
    });
    for (const card of planPage(search, 1).cards) {
      const arrival = card.trip.outbound.legs.at(-1)!;
      expect(arrival.mode).toBe('boat');
      expect(arrival.farePerPerson).toBeGreaterThanOrEqual(1000);
      for (const day of card.trip.outlines) {
        if (day.excursion) expect(day.excursion.by).toBe('boat');
      }
    }
    const days = planPage(search, 1).cards.flatMap((card) => card.trip.outlines);
    expect(days.some((day) => day.excursion?.name.startsWith('Neil Island'))).toBe(true);
  });

  it('reaches each Maldives stay from Malé airport the way it is reached: boat, seaplane or road', () => {
    const seen = new Set<string>();
    for (const priceRange of [
      [0, 100_000],
      [0, 300_000],
      [300_000, 900_000],
    ] as Array<[number, number]>) {
      const search = engineSearchOf({
        from: 'Mumbai',
        to: 'Maldives',
        days: 5,
        travellers: 2,
        travelClass: 'Economy',
        priceRange,
      });
      for (const page of [1, 2]) {
        for (const card of planPage(search, page).cards) {
          const arrival = card.trip.outbound.legs.at(-1)!;
          const home = card.trip.back.legs[0]!;
          const stay = Object.values(card.trip.spec.stops[0]!.place.stays)
            .flat()
            .find((item) => item.name === card.trip.stays[0]!.hotelName);
          const way = stay?.transfer ?? 'resort speedboat';
          seen.add(way);
          if (way === 'road') {
            // Hulhumalé and the airport island are joined to Velana by road.
            expect(arrival.mode, card.key).toBe('road');
          } else {
            expect(arrival.mode, card.key).toBe('boat');
            expect(arrival.travelClass, card.key).toMatch(
              way === 'seaplane' ? /^seaplane/ : way === 'shared-speedboat' ? /^shared/ : /^resort/,
            );
            expect(home.farePerPerson, card.key).toBe(arrival.farePerPerson);
          }
        }
      }
    }
    expect([...seen].sort()).toEqual(
      ['resort speedboat', 'road', 'seaplane', 'shared-speedboat'].sort(),
    );
  });

  it('reaches a Lakshadweep stay on Kadmat from Agatti by the speed vessel, one on Agatti by road', () => {
    const seen = new Set<string>();
    for (const [from, priceRange] of [
      ['Kochi', [0, 100_000]],
      ['Kochi', [0, 200_000]],
      ['Kochi', [100_000, 400_000]],
      ['Delhi', [0, 40_000]],
    ] as Array<[string, [number, number]]>) {
      const search = engineSearchOf({
        from,
        to: 'Lakshadweep',
        days: 5,
        travellers: 2,
        travelClass: 'Economy',
        priceRange,
      });
      for (const card of planPage(search, 1).cards) {
        const hotel = card.trip.stays[0]!.hotelName;
        const arrival = card.trip.outbound.legs.at(-1)!;
        const home = card.trip.back.legs[0]!;
        if (hotel.startsWith('Kadmat')) {
          seen.add('kadmat');
          // Agatti–Kadmat: ₹4,000 a seat on the speed vessel (2013), about 2.5 h.
          expect(arrival.mode, card.key).toBe('boat');
          expect(arrival.travelClass, card.key).toMatch(/^inter-island speed vessel/);
          expect(arrival.farePerPerson, card.key).toBe(4000);
          expect(arrival.hours, card.key).toBe(2.5);
          expect(home.farePerPerson, card.key).toBe(4000);
          // The vessel sails from Agatti, never from Kochi's airport across the sea: the way in
          // flies to Agatti (decision 65).
          expect([arrival.from, home.to], card.key).toEqual([
            'Agatti Aerodrome',
            'Agatti Aerodrome',
          ]);
          expect(
            card.trip.outbound.legs.some((leg) => leg.toCode === 'AGX'),
            card.key,
          ).toBe(true);
        } else if (hotel.startsWith('Agatti')) {
          seen.add('agatti');
          expect(arrival.mode, card.key).toBe('road');
        }
      }
    }
    expect(seen.has('kadmat')).toBe(true);
  });
});

describe('the harness reads a search as the service does', () => {
  it('takes a circuit named from one of its own places as the rest of it', () => {
    const search = engineSearchOf({
      from: 'Delhi',
      to: 'Golden Triangle',
      days: 5,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 900_000],
    });
    const destination = search.destination;
    expect(destination.kind).toBe('place');
    if (destination.kind !== 'place') return;
    const names = [destination.place, ...(destination.alsoStops ?? [])].map((place) => place.name);
    expect(names).not.toContain('Delhi');
    expect(names).toEqual(expect.arrayContaining(['Agra', 'Jaipur']));
  });
});
