import { describe, expect, it } from 'vitest';
import { COST_MODEL } from './cost-model';
import { cardsForTrip } from './quality';
import { placeFoodPerDay, renderDays } from './trip';

/** A meal the day's own text plans at home, or in the hotel's rate: the trip pays nothing for it. */
const NOT_PAID = /\bat home\b|before you set off|\(included\)|back in /;

describe('food priced for the meals the plan eats out', () => {
  it('charges no meal the day-wise plan has at home or in the room rate, and every other one', () => {
    const { split } = COST_MODEL.food;
    const trips: Array<[string, string, number]> = [
      ['Delhi', 'Manali', 5],
      ['Mumbai', 'Goa', 4],
      ['Kolkata', 'Darjeeling', 5],
      ['Delhi', 'Agra', 1],
      ['Nashik', 'Udaipur', 5],
      ['Delhi', 'Leh', 6],
      ['Delhi', 'Shimla Manali', 7],
      ['Mumbai', 'London', 6],
    ];
    let included = 0;
    let home = 0;
    for (const [from, to, days] of trips) {
      for (const { trip, key } of cardsForTrip(from, to, days, '2027-05-12')) {
        const texts = renderDays(trip);
        const expected = trip.outlines.reduce((sum, outline, index) => {
          const { meals } = texts[index]!;
          const paid =
            (NOT_PAID.test(meals.breakfast) ? 0 : split.breakfast) +
            (NOT_PAID.test(meals.lunch) ? 0 : split.lunch) +
            (NOT_PAID.test(meals.dinner) ? 0 : split.dinner);
          if (/\(included\)/.test(meals.breakfast)) included += 1;
          if (/at home/.test(meals.dinner)) home += 1;
          return sum + placeFoodPerDay(outline.place, trip.spec.tier) * paid;
        }, 0);
        expect(trip.foodTotal, key).toBeCloseTo(Math.round(expected), 0);
      }
    }
    // Both kinds of meal not paid for were met.
    expect(included).toBeGreaterThan(0);
    expect(home).toBeGreaterThan(0);
  });
});

describe('breakfast where the night was spent', () => {
  it("takes a moving day's breakfast at the stop left, not at the next one", () => {
    let moving = 0;
    for (const { trip, key } of cardsForTrip('Delhi', 'Chota Char Dham', 12, '2027-05-20')) {
      const texts = renderDays(trip);
      trip.outlines.forEach((outline, index) => {
        const before = trip.outlines[index - 1];
        // A day that leaves a stop after a night there (not at a halt or on board).
        if (!before || before.halt || outline.stopIndex === before.stopIndex) return;
        if (!/^(?:Breakfast near |Breakfast at )/.test(texts[index]!.meals.breakfast)) return;
        moving += 1;
        expect(texts[index]!.meals.breakfast, `${key} day ${outline.day}`).toContain(before.hotel);
      });
    }
    expect(moving).toBeGreaterThan(0);
  });
});
