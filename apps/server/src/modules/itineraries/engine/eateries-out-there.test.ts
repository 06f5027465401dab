import { describe, expect, it } from 'vitest';
import { cardsForTrip } from './quality';

/** Every meal of a card's days, with the day and the day trip made that day, if any. */
function meals(from: string, to: string, start: string, days = 6) {
  return cardsForTrip(from, to, days, start).flatMap((card) =>
    card.trip.outlines.flatMap((day) =>
      [day.lunch, day.dinner]
        .filter((eatery) => eatery !== undefined)
        .map((eatery) => ({
          key: `${card.key} day ${day.day}`,
          stay: day.hotel,
          eatery: eatery.name,
          trip: day.excursion?.name,
        })),
    ),
  );
}

describe('an eatery out at a day trip’s place', () => {
  it('is eaten at only on that day trip (Restaurant Bollywood up the Jungfraujoch)', () => {
    const all = meals('Mumbai', 'Interlaken', '2027-06-10');
    const bollywood = all.filter((meal) => meal.eatery === 'Restaurant Bollywood, Jungfraujoch');
    expect(bollywood.length).toBeGreaterThan(0);
    for (const meal of bollywood) expect(meal.trip, meal.key).toBe('Jungfraujoch – Top of Europe');
  });

  it('keeps Bhopal’s restaurants to the Bhopal day of a Sanchi trip, unless it sleeps there', () => {
    const away = meals('Indore', 'Sanchi', '2027-01-13', 4).filter(
      (meal) => !/Bhopal/.test(meal.stay),
    );
    expect(away.length).toBeGreaterThan(0);
    for (const meal of away) {
      if (/, Bhopal$/.test(meal.eatery)) expect(meal.trip, meal.key).toBe('Bhopal');
    }
  });

  it('plans no meal at the top of a trail in a town on the road below (Guptkashi, Gaurikund)', () => {
    for (const meal of meals('Delhi', 'Kedarnath', '2027-06-10', 5)) {
      expect(meal.eatery, meal.key).not.toMatch(/Guptkashi|Gaurikund/);
    }
  });
});
