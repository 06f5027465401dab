import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { resolvePlace } from '../knowledge/resolver';
import type { Destination } from '../knowledge/schema';
import { rankedCards, stopOptions } from './planner';
import { engineSearchOf } from './quality';
import { closedOn } from './trip';

const kb = knowledgeBase();
const delhi = kb.byId.get('delhi')!;
const dates = (month: number, days = 6) => {
  const start = `2027-${String(month).padStart(2, '0')}-10`;
  const end = `2027-${String(month).padStart(2, '0')}-${String(9 + days).padStart(2, '0')}`;
  return { departureDate: start, returnDate: end };
};
const avoidedIn = (place: Destination, month: number) =>
  place.avoidMonths.some((avoid) => avoid.months.includes(month));
const regions = [...kb.regions.values()].filter((region) => region.destinations.length >= 3);

describe('places a state or country is planned at (decision 37)', () => {
  it('never stays where every stay is shut, nor at a place to avoid while six others are fine', () => {
    for (const region of regions) {
      const resolved = resolvePlace(region.name, kb);
      if (!resolved.ok || resolved.resolved.kind !== 'region') continue;
      for (let month = 1; month <= 12; month += 1) {
        const when = dates(month);
        const fine = region.destinations.filter(
          (place) => place.id !== delhi.id && !closedOn(place, when) && !avoidedIn(place, month),
        );
        for (const option of stopOptions(delhi, resolved.resolved, when)) {
          for (const { place } of option) {
            const where = `${region.name} in month ${month}: ${place.id}`;
            expect(closedOn(place, when), where).toBeUndefined();
            if (fine.length >= 6) expect(avoidedIn(place, month), where).toBe(false);
          }
        }
      }
    }
  });

  it('offers the places at their best in the month as single stays first', () => {
    for (const region of regions) {
      const resolution = resolvePlace(region.name, kb);
      if (!resolution.ok || resolution.resolved.kind !== 'region') continue;
      const resolved = resolution.resolved;
      for (const month of [1, 5, 8, 11]) {
        const when = dates(month);
        const best = region.destinations.filter(
          (place) =>
            place.id !== delhi.id &&
            !closedOn(place, when) &&
            !avoidedIn(place, month) &&
            place.bestMonths.includes(month),
        );
        const singles = stopOptions(delhi, resolved, when).filter((option) => option.length === 1);
        if (best.length < singles.length) continue;
        for (const option of singles) {
          expect(best, `${region.name} in month ${month}`).toContain(option[0]!.place);
        }
      }
    }
  });

  it('plans Uttarakhand in January at the places open then, not the shut shrines', () => {
    const search = engineSearchOf({
      from: 'Delhi',
      to: 'Uttarakhand',
      start: '2027-01-10',
      days: 6,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 200_000],
    });
    const stops = rankedCards(search).flatMap((card) =>
      card.trip.spec.stops.map((s) => s.place.id),
    );
    expect(stops.length).toBeGreaterThan(0);
    for (const shut of ['valley-of-flowers', 'badrinath', 'kedarnath']) {
      expect(stops).not.toContain(shut);
    }
  });

  it('tours a state on a long trip: circuits of three and four places, one single place fewer', () => {
    const search = engineSearchOf({
      from: 'Mumbai',
      to: 'Kerala',
      start: '2027-01-10',
      days: 8,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 300_000],
    });
    const sizes = new Set(rankedCards(search).map((card) => card.trip.spec.stops.length));
    expect(sizes).toContain(3);
    expect(sizes).toContain(4);
    const options = stopOptions(kb.byId.get('mumbai')!, search.destination, dates(1, 8));
    expect(options.filter((option) => option.length === 1)).toHaveLength(2);
    expect(options.length).toBe(6);
  });
});

describe('a state typed with the kind of place wanted ("Kerala backwaters")', () => {
  it('plans only its places of that kind', () => {
    const search = engineSearchOf({
      from: 'Mumbai',
      to: 'Kerala backwaters',
      days: 6,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 200_000],
      start: '2027-01-12',
    });
    const cards = rankedCards(search);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      for (const { place } of card.trip.spec.stops) {
        expect(place.themes, `${card.key}: ${place.name}`).toContain('backwaters');
      }
    }
  });
});
