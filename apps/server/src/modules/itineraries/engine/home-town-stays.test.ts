import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { rankedCards } from './planner';
import { engineSearchOf } from './quality';

/** Every card for two for four days, whatever they cost. */
function cards(from: string, to: string) {
  return rankedCards(
    engineSearchOf({
      from,
      to,
      days: 4,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 400_000],
    }),
  );
}

/** The out-of-town stays a card of the trip sleeps at, by the town they stand in. */
function awayStays(from: string, to: string): Array<{ at: string | undefined; name: string }> {
  const place = knowledgeBase().destinations.find((one) => one.name === to)!;
  const all = Object.values(place.ownStays ?? place.stays).flat();
  return cards(from, to).flatMap(({ trip }) =>
    trip.stays.map((stay) => ({
      name: stay.hotelName,
      at: all.find((listed) => listed.name === stay.hotelName)?.away?.at,
    })),
  );
}

describe('a stay out of town in the traveller’s own town (decision 151)', () => {
  it('is never booked: the traveller does not pay a hotel at home to drive out each day', () => {
    // Bhimtal lists Nainital's hotels, 22 km away; Coonoor Ooty's, 19 km away.
    for (const [from, to, home] of [
      ['Nainital', 'Bhimtal', 'Nainital'],
      ['Ooty', 'Coonoor', 'Ooty'],
    ] as const) {
      const stays = awayStays(from, to);
      expect(stays.length, `${from} → ${to}`).toBeGreaterThan(0);
      expect(
        stays.filter((stay) => stay.at === home).map((stay) => stay.name),
        `${from} → ${to}`,
      ).toEqual([]);
    }
    // Sanchi lists only Bhopal's hotels since its village lodges lost their rates (decision
    // 158): from Bhopal no tier keeps a stay, so no card books one at home.
    expect(cards('Bhopal', 'Sanchi')).toEqual([]);
  });

  it('is still booked for travellers from elsewhere', () => {
    expect(awayStays('Delhi', 'Bhimtal').some((stay) => stay.at === 'Nainital')).toBe(true);
    expect(awayStays('Mumbai', 'Sanchi').some((stay) => stay.at === 'Bhopal')).toBe(true);
  });
});
