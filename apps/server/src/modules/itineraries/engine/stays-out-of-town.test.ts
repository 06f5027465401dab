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
      // A day of Thimphu's sights drives in from Paro.
      expect(
        days.some((day) => /Drive from .* into Bhutan \(58 km/.test(day.morning + day.afternoon)),
        card.key,
      ).toBe(true);
    }
  });
});
