import { describe, expect, it } from 'vitest';
import { candidateCards } from './planner';
import { engineSearchOf } from './quality';
import { buildTrip, leastFood, placeFoodPerDay } from './trip';

// A new search plans every variation it may show; one over the range's top on its fares and
// stays alone is never shown once enough others fit, so it is left unplanned (#12's 50 ms).
const trip = (max: number) =>
  engineSearchOf({
    from: 'Delhi',
    to: 'Goa',
    days: 8,
    travellers: 2,
    travelClass: 'Economy',
    priceRange: [0, max],
    start: '2027-02-10',
  });

describe('a trip over the price cap', () => {
  const loose = candidateCards(trip(900_000));

  it('is not laid out when its fares, stays and least food pass the cap', () => {
    const luxury = loose.find((card) => card.trip.spec.tier === 'luxury')!;
    const { spec, search, breakdown, frame, pricePP } = luxury.trip;
    expect(buildTrip(spec, search, breakdown.stay - 1)).toBeUndefined();
    expect(buildTrip(spec, search, frame - 1)).toBeUndefined();
    expect(buildTrip(spec, search, pricePP)?.pricePP).toBe(pricePP);
    expect(buildTrip(spec, search, frame)?.pricePP).toBe(pricePP);
  });

  it('weighs no more than any trip costs: a dinner every evening but the last (decision 191)', () => {
    const days = 8;
    for (const { trip } of loose) {
      const { spec } = trip;
      const place = spec.stops[0]!.place;
      expect(leastFood(spec, days)).toBe(
        Math.floor(0.45 * (days - 1) * placeFoodPerDay(place, spec.tier)),
      );
      expect(trip.frame, `${spec.tier} ${spec.theme.id}`).toBeGreaterThan(
        trip.breakdown.stay + leastFood(spec, days) - 1,
      );
      expect(trip.frame, `${spec.tier} ${spec.theme.id}`).toBeLessThanOrEqual(trip.pricePP);
      expect(trip.breakdown.food).toBeGreaterThanOrEqual(leastFood(spec, days));
    }
  });

  it('weighs no more than a trip whose way home starts at its stay (decisions 160, 192, 193)', () => {
    let fromStay = 0;
    for (const [from, to, days, start] of [
      ['Mumbai', 'Delhi', 4, '2027-03-10'],
      ['Delhi', 'Dubai', 5, '2027-03-10'],
      ['Delhi', 'Bhutan', 6, '2027-03-10'],
      ['Guwahati', 'Dawki', 3, '2027-01-15'],
    ] as const) {
      for (const travellers of [1, 2]) {
        const search = engineSearchOf({
          from,
          to,
          days,
          travellers,
          travelClass: 'Economy',
          priceRange: [0, 900_000],
          start,
        });
        for (const { trip: planned, key } of candidateCards(search)) {
          if (planned.stays.at(-1)!.outAtStay) fromStay += 1;
          expect(planned.frame, key).toBeLessThanOrEqual(planned.pricePP);
        }
      }
    }
    expect(fromStay).toBeGreaterThanOrEqual(10);
  });

  it('leaves the cards in range as they are when enough fit', () => {
    const max = 40_000;
    const tight = candidateCards(trip(max));
    const within = tight.filter((card) => card.priceFit === 'within');
    const fastest = within.filter((card) => !card.trip.spec.thriftyTravel).map((card) => card.key);
    expect(fastest.length).toBeGreaterThanOrEqual(12);
    expect(fastest).toEqual(
      loose.filter((card) => card.trip.pricePP <= max).map((card) => card.key),
    );
    // Beside them only a tier dearer than any of them, reached the cheap way (decision 156).
    const tiers = ['budget', 'standard', 'premium', 'luxury'];
    const dearest = Math.max(
      ...within
        .filter((card) => !card.trip.spec.thriftyTravel)
        .map((card) => tiers.indexOf(card.trip.spec.tier)),
    );
    for (const card of within.filter((card) => card.trip.spec.thriftyTravel))
      expect(tiers.indexOf(card.trip.spec.tier), card.key).toBeGreaterThan(dearest);
    // Dearer stays were left unplanned, not planned and dropped.
    expect(tight.length).toBeLessThan(loose.length);
  });

  it('plans every variation when too few fit for the pages', () => {
    const max = 12_000;
    const tight = candidateCards(trip(max));
    expect(tight.filter((card) => card.priceFit === 'within').length).toBeLessThan(12);
    // The nearest plans over the range are offered then, and a dearer stay may yet be reached
    // the cheap way (decision 141): every luxury plan is there to choose from.
    const luxury = (cards: typeof loose) =>
      cards.filter((card) => card.trip.spec.tier === 'luxury').map((card) => card.key);
    expect(luxury(loose).length).toBeGreaterThan(0);
    expect(luxury(tight)).toEqual(luxury(loose));
  });
});

describe('another price range for the same trip', () => {
  const at = (min: number, max: number, start = '2027-03-03') =>
    engineSearchOf({
      from: 'Kolkata',
      to: 'Darjeeling',
      days: 5,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [min, max],
      start,
    });
  const offer = (cards: ReturnType<typeof candidateCards>) =>
    cards.map((card) => `${card.key} ₹${card.trip.pricePP} ${card.priceFit}`);

  it('plans the same trips again, not anew', () => {
    const wide = candidateCards(at(0, 900_000));
    const wider = candidateCards(at(5_000, 950_000));
    expect(wider.map((card) => card.key)).toEqual(wide.map((card) => card.key));
    wider.forEach((card, index) => expect(card.trip).toBe(wide[index]!.trip));
  });

  it('offers what it would have offered had nothing been asked before', () => {
    // Other dates than above, whose trips no test has planned yet.
    const tight = at(0, 20_000, '2027-03-10');
    const first = offer(candidateCards(tight));
    // A looser range plans every trip in full; asked again, the tight range still leaves out
    // those it would not have planned.
    candidateCards(at(0, 800_000, '2027-03-10'));
    expect(offer(candidateCards(tight))).toEqual(first);
  });
});
