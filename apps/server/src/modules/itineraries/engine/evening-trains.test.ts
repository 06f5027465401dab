import { describe, expect, it } from 'vitest';
import { engineSearchOf } from './quality';
import { cardFor, planPage } from './planner';
import { boardingHour, nightsAboardFor, offTheRideHour } from './transport';
import { buildDetails } from './details';

/** A solo seven-day budget search from a February date. */
function budgetSearch(from: string, to: string) {
  return engineSearchOf({
    from,
    to,
    days: 7,
    travellers: 1,
    travelClass: 'Economy',
    priceRange: [0, 15_000],
    start: '2027-02-10',
  });
}

describe('a long train boarded at its timetable hour (decision 94)', () => {
  it('boards an evening train at its hour, less the station time, and keeps 6 pm otherwise', () => {
    expect(boardingHour('17:20')).toBeCloseTo(16 + 50 / 60);
    expect(boardingHour('22:05')).toBeCloseTo(21 + 35 / 60);
    // From 10 am on, a day's departure is boarded at its hour too (decision 126); one in the
    // small hours keeps the day plan's evening boarding.
    expect(boardingHour('11:40')).toBeCloseTo(11 + 10 / 60);
    expect(boardingHour('02:35')).toBeUndefined();
    expect(boardingHour(undefined)).toBeUndefined();
    // The Jhelum: 28 h with the station time from 16:50 is in about 20:50, not past 10 pm.
    expect(offTheRideHour({ hours: 28, boardsAt: boardingHour('17:20') })).toBeCloseTo(
      20 + 50 / 60,
    );
    expect(offTheRideHour({ hours: 28 })).toBe(22);
    expect(nightsAboardFor({ hours: 28, boardsAt: 16.8 })).toBe(1);
  });

  it('takes Pune to Delhi by the Jhelum Express both ways on a tight budget', () => {
    const search = budgetSearch('Pune', 'Delhi');
    const cards = planPage(search, 1).cards;
    const inside = cards.filter((card) => card.trip.pricePP <= 15_000);
    expect(inside.length).toBeGreaterThan(0);
    for (const card of inside) {
      const ride = (legs: typeof card.trip.outbound.legs) => legs.find((leg) => leg.main);
      expect(ride(card.trip.outbound.legs)?.travelClass, card.key).toMatch(/^Jhelum Express/);
      expect(ride(card.trip.back.legs)?.travelClass, card.key).toMatch(/^Jhelum Express/);
    }
  });

  it('rides the Netravati Express from Mumbai to Kochi and the Mumbai–Chennai Express', () => {
    for (const [to, train] of [
      ['Kochi', /^Netravati Express/],
      ['Chennai', /^Mumbai–Chennai Express/],
    ] as const) {
      const cards = planPage(budgetSearch('Mumbai', to), 1).cards;
      const byTrain = cards.filter((card) => card.trip.outbound.mode === 'train');
      expect(byTrain.length, to).toBeGreaterThan(0);
      for (const card of byTrain) {
        const main = card.trip.outbound.legs.find((leg) => leg.main)!;
        expect(main.travelClass, card.key).toMatch(train);
      }
    }
  });

  it('spends the afternoon of a day off an evening train on board, and leaves with the morning one', () => {
    const search = budgetSearch('Pune', 'Delhi');
    const [card] = planPage(search, 1).cards.filter((one) => one.trip.outbound.mode === 'train');
    expect(card).toBeDefined();
    const itinerary = { ...cardFor(card!, search), _id: 'x', id: 'x', slug: 'x' };
    const days = buildDetails(itinerary as never, search).fullDayWisePlan;
    const arrival = days[1]!;
    expect(arrival.morning).toMatch(
      /^On board until the overnight train gets in .* in the evening/,
    );
    expect(arrival.afternoon).toMatch(/^On board through the afternoon\.?$/);
    expect(arrival.evening).toMatch(/Check in at .* and settle in\.?$/);
    // Home by the Jhelum at 10:15 am (decision 126): the day before is on board from the
    // morning, and the train is in around midday.
    const before = days[days.length - 2]!;
    expect(before.morning).toMatch(/the overnight train leaves at 10:15 am\. Travel from Delhi/);
    expect(before.afternoon).toMatch(/^On board the overnight train home\.?$/);
    const last = days[days.length - 1]!;
    expect(last.morning).toMatch(/^On board until the overnight train gets in .* around midday/);
    expect(last.evening).toMatch(/Arrive back in Pune; the trip ends\.?$/);
  });
});
