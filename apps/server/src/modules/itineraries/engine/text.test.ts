import { describe, expect, it } from 'vitest';
import { cardsForTrip } from './quality';
import { renderDays } from './trip';
import { stayAt } from './text';

describe('a stay named with its place', () => {
  it('adds the place only where the stay does not name it already', () => {
    expect(stayAt('Chapslee', 'Shimla')).toBe('Chapslee, Shimla');
    expect(stayAt('Snow Valley Resorts, Shimla', 'Shimla')).toBe('Snow Valley Resorts, Shimla');
    expect(stayAt('The Hosteller Shimla', 'Shimla')).toBe('The Hosteller Shimla');
    // A word that only starts like the place is not the place.
    expect(stayAt('Goan Heritage Inn', 'Goa')).toBe('Goan Heritage Inn, Goa');
  });

  it('never writes a day\'s stay as "Hotel, Place, Place"', () => {
    for (const card of cardsForTrip('Delhi', 'Shimla', 4, '2027-03-10')) {
      for (const day of renderDays(card.trip)) {
        expect(day.stay ?? '', card.key).not.toMatch(/\bShimla, Shimla\b/);
      }
    }
  });

  it('says once where a night bus pulls in', () => {
    const cards = cardsForTrip('Delhi', 'Shimla', 4, '2027-03-10', 12_000);
    const mornings = cards.flatMap((card) => renderDays(card.trip).map((day) => day.morning));
    expect(mornings.some((text) => /overnight bus arrives at Shimla/.test(text))).toBe(true);
    for (const text of mornings)
      expect(text).not.toMatch(/arrives at (\w+) in the morning\. Arrive in \1/);
  });
});
