import { describe, expect, it } from 'vitest';
import { cardFor } from './planner';
import { cardsForTrip, engineSearchOf } from './quality';
import { levyOf } from './trip';

describe('fees the law charges per night', () => {
  it("prices Bhutan's Sustainable Development Fee into the stay, night by night", () => {
    const search = engineSearchOf({
      from: 'Delhi',
      to: 'Bhutan',
      days: 6,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 900_000],
      start: '2027-10-10',
    });
    const cards = cardsForTrip('Delhi', 'Bhutan', 6, '2027-10-10');
    expect(cards.length).toBeGreaterThan(0);
    for (const planned of cards) {
      const { trip } = planned;
      const nights = trip.stays
        .filter((stay) => stay.place.id === 'bhutan')
        .reduce((sum, stay) => sum + stay.nights - (stay.onTheWay ?? 0), 0);
      expect(nights, planned.key).toBeGreaterThan(0);
      const levies = trip.stays.reduce((sum, stay) => sum + levyOf(stay), 0);
      expect(levies, planned.key).toBe(1200 * nights);
      const rooms = trip.stays.reduce(
        (sum, stay) => sum + (stay.nightly * stay.rooms * stay.nights) / 2,
        0,
      );
      expect(trip.breakdown.stay, planned.key).toBe(Math.round(rooms + levies));
      expect(cardFor(planned, search).inclusions.join('\n'), planned.key).toMatch(
        /Sustainable Development Fee for Indian nationals: ₹1,200 per person a night, for \d+ nights?/,
      );
    }
  });
});
