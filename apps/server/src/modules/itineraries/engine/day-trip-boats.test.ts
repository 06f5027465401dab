import { describe, expect, it } from 'vitest';
import { cardsForTrip } from './quality';

describe('a day trip whose spots only a boat reaches pays that boat (decision 203)', () => {
  it('takes the boat out whenever the trip is made, and the cab to the jetty besides', () => {
    const trips = [
      { from: 'Chennai', to: 'Port Blair', days: 5, trip: /^Wandoor/, boat: /^Boat from Wandoor/ },
      {
        from: 'Kolkata',
        to: 'Agartala',
        days: 6,
        trip: /^Neermahal/,
        boat: /^Boat ride to Neermahal/,
      },
    ];
    for (const { from, to, days, trip: named, boat } of trips) {
      let made = 0;
      for (const card of cardsForTrip(from, to, days, '2027-01-14')) {
        for (const trip of card.trip.excursions) {
          if (!named.test(trip.name)) continue;
          made += 1;
          const where = `${card.key}: ${trip.name} on day ${trip.day}`;
          const paid = card.trip.activities.filter(
            (outing) => outing.day === trip.day && boat.test(outing.name),
          );
          // Once, whether or not the card's theme chose it as an outing.
          expect(paid, where).toHaveLength(1);
          expect(paid[0]!.price, where).toBeGreaterThan(0);
          // The boat leaves from the jetty: the road there is paid too.
          const day = card.trip.outlines[trip.day - 1]!;
          expect(day.ride, where).toBeDefined();
        }
      }
      expect(made, `${from} → ${to}`).toBeGreaterThan(0);
    }
  });
});
