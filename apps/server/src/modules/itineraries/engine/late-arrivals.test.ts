import { describe, expect, it } from 'vitest';
import { firstPageOf } from './quality';
import { dayChecks } from './day-checks';

const cards = (from: string, to: string, start: string) =>
  firstPageOf({ from, to, days: 6, travellers: 1, start });

describe('the ride in from an airport landed at after midnight (decision 103)', () => {
  it('takes a taxi from Incheon after a flight that lands past midnight, the train home', () => {
    const page = cards('Kolkata', 'Seoul', '2027-10-01');
    expect(page.length).toBeGreaterThan(0);
    for (const card of page) {
      const rideIn = card.trip.outbound.legs.at(-1)!;
      expect(rideIn.mode, card.key).toBe('road');
      expect(rideIn.from, card.key).toMatch(/Incheon/);
      // The way home by day rides the airport train on a budget card, the taxi at Korea's
      // tariff on the others (decision 159).
      const thrifty = card.trip.spec.tier === 'budget' || card.trip.spec.thriftyTravel === true;
      expect(card.trip.back.legs[0]!.mode, card.key).toBe(thrifty ? 'train' : 'road');
    }
  });

  it('keeps the airport train for a budget traveller landing in the day', () => {
    const budget = cards('Mumbai', 'Bangkok', '2027-03-02').filter(
      (card) => card.trip.spec.tier === 'budget',
    );
    expect(budget.length).toBeGreaterThan(0);
    for (const card of budget) expect(card.trip.outbound.legs.at(-1)!.mode, card.key).toBe('train');
  });

  it('passes the harness check on airport rides after midnight', () => {
    const figures = dayChecks(
      [
        {
          from: 'Kolkata',
          to: 'Seoul',
          days: 6,
          travellers: 1,
          travelClass: 'Economy',
          priceRange: [0, 900_000],
        },
        {
          from: 'Chennai',
          to: 'Seoul',
          days: 6,
          travellers: 2,
          travelClass: 'Economy',
          priceRange: [0, 900_000],
        },
      ],
      ['2027-10-01'],
    );
    expect(figures.days).toBeGreaterThan(0);
    expect(figures.faults.airportRideAfterMidnight).toBe(0);
  });
});
