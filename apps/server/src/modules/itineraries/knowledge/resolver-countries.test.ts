import { describe, expect, it } from 'vitest';
import { resolvePlace } from './resolver';
import { engineSearchOf } from '../engine/quality';
import { planPage } from '../engine/planner';

/** The stops a field resolves to, in order, or undefined where it is refused. */
function stops(input: string): string[] | undefined {
  const result = resolvePlace(input);
  if (!result.ok || result.resolved.kind !== 'place') return undefined;
  return [result.resolved.place.name, ...(result.resolved.alsoStops ?? []).map((p) => p.name)];
}

describe('several countries in one field (decision 98)', () => {
  it('makes each country a stop at its main place, in the order typed', () => {
    expect(stops('Malaysia Singapore')).toEqual(['Kuala Lumpur', 'Singapore']);
    expect(stops('Singapore Malaysia')).toEqual(['Singapore', 'Kuala Lumpur']);
    expect(stops('Thailand Vietnam')).toEqual(['Bangkok', 'Hanoi']);
    // Its island, however much it has to see, is not a country's main stop.
    expect(stops('Vietnam Cambodia')).toEqual(['Hanoi', 'Siem Reap']);
    expect(stops('Japan South Korea')).toEqual(['Tokyo', 'Seoul']);
    expect(stops('Sri Lanka Maldives')).toEqual(['Colombo', 'Maldives']);
    expect(stops('Nepal Bhutan')).toEqual(['Kathmandu', 'Bhutan']);
  });

  it('keeps a country that only qualifies its places, and reads no state that says where so', () => {
    // A place with its own country named beside it is that place alone.
    expect(stops('Thailand Phuket')).toEqual(['Phuket']);
    // A state that says where a town of the name is, is not a stop of its own: "Manali, Tamil
    // Nadu" is not Manali and Chennai. Beside a place outside it, it is (decision 146).
    expect(stops('Manali Tamil Nadu')).toBeUndefined();
    expect(stops('Manali, Tamil Nadu')).toBeUndefined();
    expect(stops('Goa Kerala')).toEqual(['Goa', 'Kochi']);
    // India is home, not a stop.
    expect(stops('India Nepal')).toBeUndefined();
  });

  it('plans the trip of two countries', () => {
    const search = engineSearchOf({
      from: 'Mumbai',
      to: 'Malaysia Singapore',
      days: 8,
      travellers: 4,
      travelClass: 'Economy',
      priceRange: [0, 600_000],
      start: '2027-05-10',
    });
    const cards = planPage(search, 1).cards;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(
        card.trip.spec.stops.map((stop) => stop.place.name),
        card.key,
      ).toEqual(['Kuala Lumpur', 'Singapore']);
    }
  });
});
