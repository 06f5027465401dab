import { describe, expect, it } from 'vitest';
import { rankedCards } from './planner';
import { engineSearchOf, multiStopSearches } from './quality';
import { renderDays } from './trip';

describe('a day moving on between stops', () => {
  it('starts with breakfast at the stay left that morning, not at the next one', () => {
    let checked = 0;
    for (const check of multiStopSearches().slice(0, 40)) {
      for (const card of rankedCards(engineSearchOf(check)).slice(0, 2)) {
        const { trip } = card;
        const days = renderDays(trip);
        trip.outlines.forEach((outline, index) => {
          if (outline.kind !== 'transfer' || outline.halt || index === 0) return;
          const left = trip.outlines[index - 1]!.hotel;
          const breakfast = days[index]!.meals.breakfast;
          if (left === outline.hotel) return;
          checked += 1;
          expect(breakfast, `${card.key} day ${outline.day}`).toContain(left);
          expect(breakfast, `${card.key} day ${outline.day}`).not.toContain(outline.hotel);
        });
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('a night train into the town’s own station', () => {
  it('says the ride in from the station, not "travel from Puri (PURI) to Puri"', () => {
    const search = engineSearchOf({
      from: 'Kolkata',
      to: 'Puri',
      days: 3,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 12_000],
    });
    let seen = 0;
    for (const card of rankedCards(search)) {
      for (const day of renderDays(card.trip)) {
        expect(day.morning).not.toMatch(/Travel from Puri \(PURI\) to Puri/);
        if (/arrives at Puri \(PURI\)/.test(day.morning)) {
          seen += 1;
          expect(day.morning).toMatch(/in the morning\. Transfer from Puri station to Puri/);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
