import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardFor, rankedCards } from './planner';
import { engineSearchOf } from './quality';

const kb = knowledgeBase();

/** A search for the Sundarbans from Kolkata: three days from a Friday in February. */
const sundarbans = (travellers: number, max: number) =>
  engineSearchOf({
    from: 'Kolkata',
    to: 'Sundarbans',
    days: 3,
    travellers,
    travelClass: 'Economy',
    priceRange: [0, max],
    start: '2027-02-12',
  });

const SEAT = /^A seat on a shared tourist launch .* for sightseeing on \d days?$/;
const BOAT = /^Boat for sightseeing on \d days?$/;

// Decision 144: a solo traveller on a budget paid a whole boat for each day in the Sundarbans
// (₹5,000), so a weekend from Kolkata came to ₹12,736 against the ₹4,000–6,000 it costs.
describe('sightseeing from a boat shared by the seat', () => {
  it('is in the knowledge base only where the day goes by boat', () => {
    const seated = kb.destinations.filter((place) => place.boatSeat);
    expect(seated.map((place) => place.id)).toContain('sundarbans');
    for (const place of seated) expect(place.localTransportBy, place.id).toBe('boat');
  });

  it('gives a solo budget card a seat on the launch, and a weekend inside ₹10,000', () => {
    const search = sundarbans(1, 10_000);
    const place = kb.destinations.find((one) => one.id === 'sundarbans')!;
    const budget = rankedCards(search).filter((card) => card.trip.spec.tier === 'budget');
    expect(budget.length).toBeGreaterThan(0);
    for (const planned of budget) {
      const card = cardFor(planned, search);
      expect(card.inclusions, card.title).toContainEqual(expect.stringMatching(SEAT));
      expect(card.inclusions, card.title).not.toContainEqual(expect.stringMatching(BOAT));
      // The bus both ways and the seat on the days out: less than one day of a whole boat.
      expect(planned.trip.breakdown.transport, card.title).toBeLessThan(place.localTransportPerDay);
    }
    expect(budget.some((card) => card.priceFit === 'within')).toBe(true);
  });

  it('keeps the whole boat for dearer stays, and for a party it costs less', () => {
    for (const card of rankedCards(sundarbans(6, 100_000)).map((planned) =>
      cardFor(planned, sundarbans(6, 100_000)),
    )) {
      expect(card.inclusions, card.title).toContainEqual(expect.stringMatching(BOAT));
    }
    for (const planned of rankedCards(sundarbans(2, 100_000))) {
      if (planned.trip.spec.tier === 'budget') continue;
      const card = cardFor(planned, sundarbans(2, 100_000));
      expect(card.inclusions, card.title).toContainEqual(expect.stringMatching(BOAT));
    }
  });
});
