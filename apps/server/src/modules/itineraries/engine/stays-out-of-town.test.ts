import { describe, expect, it } from 'vitest';
import { engineSearchOf } from './quality';
import { cardFor, planPage } from './planner';
import { buildDetails } from './details';

describe('a stay out of town, in words (decision 62)', () => {
  it('plans a Paro stay in Bhutan with the drive to Thimphu, sights by the stay first', () => {
    const search = engineSearchOf({
      from: 'Kolkata',
      to: 'Bhutan',
      days: 6,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 900_000],
      start: '2027-10-10',
    });
    const cards = [1, 2].flatMap((page) => planPage(search, page).cards);
    const paro = cards.filter((card) => card.trip.stays[0]?.away?.at === 'Paro');
    expect(paro.length).toBeGreaterThan(0);
    for (const card of paro) {
      const itinerary = { ...cardFor(card, search), _id: 'x', id: 'x', slug: 'x' };
      const days = buildDetails(itinerary as never, search).fullDayWisePlan;
      for (const day of days) {
        const text = [day.morning, day.afternoon, day.evening].join(' ');
        // Never the drive into Thimphu and then a sight beside the Paro stay.
        expect(text, `${card.key} day ${day.day}`).not.toMatch(
          /Drive from [^.;]* into Bhutan[^.]*; then [^.]*\(beside your stay at Paro/,
        );
        // The first evening drives into town; it does not drive "back" where it has not been.
        if (day.day === 1) expect(text, card.key).not.toMatch(/Drive back into Bhutan/);
      }
      // A day of Thimphu's sights drives in from Paro, first or after a sight by the stay.
      expect(
        days.some((day) =>
          /[Dd]rive from .* into Bhutan \(58 km/.test(day.morning + day.afternoon),
        ),
        card.key,
      ).toBe(true);
    }
  });
});

describe('the evening of a long arrival at a stay out of town (decision 136)', () => {
  it('drives into town and back for no sight after a day on the road', () => {
    // Patna to Darjeeling by road is over 9 hours: a Glenburn card then drove 1 h 15 min into
    // Darjeeling for Batasia Loop after dinner, and 1 h 15 min back.
    let checked = 0;
    for (const start of ['2027-12-20', '2027-03-08']) {
      const search = engineSearchOf({
        from: 'Patna',
        to: 'Darjeeling Gangtok',
        days: 6,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 900_000],
        start,
      });
      for (const card of [1, 2].flatMap((page) => planPage(search, page).cards)) {
        const stay = card.trip.stays[0]!;
        const first = card.trip.outlines[0]!;
        if (!stay.away || stay.away.at || first.kind !== 'arrival') continue;
        const journey = first.journey!;
        if (journey.hours + 2 * stay.away.hours <= 10) continue;
        checked += 1;
        expect(first.evening, card.key).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
