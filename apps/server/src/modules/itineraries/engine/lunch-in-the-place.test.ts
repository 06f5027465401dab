import { describe, expect, it } from 'vitest';
import { cardsForTrip } from './quality';

describe('a lunch on a day out in the place (decision 220)', () => {
  it('is never at an eatery of the stay’s town, back where the day began', () => {
    let checked = 0;
    for (const to of ['Sanchi', 'Dzukou Valley', 'Dawki', 'Konark', 'Mandu', 'Sonamarg']) {
      for (const cards of [
        cardsForTrip('Delhi', to, 4, '2027-03-10'),
        cardsForTrip('Mumbai', to, 3, '2027-03-10', 40_000),
        cardsForTrip('Kolkata', to, 5, '2027-03-10', 900_000, 4),
      ]) {
        for (const card of cards) {
          for (const outline of card.trip.outlines) {
            const at = card.trip.stays.find((stay) => stay.place === outline.place)?.away?.at;
            if (!at || !outline.lunch) continue;
            const outInThePlace = [...outline.morning, ...outline.afternoon].some(
              (item) => 'attraction' in item && !item.byStay,
            );
            if (!outInThePlace) continue;
            expect(outline.lunch.name, `${card.key} day ${outline.day}`).not.toMatch(
              new RegExp(`, ${at}$`),
            );
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
