import { describe, expect, it } from 'vitest';
import { engineSearchOf } from './quality';
import { planPage } from './planner';

/** The names of every sight a card's days visit. */
function seen(card: ReturnType<typeof planPage>['cards'][number]): string[] {
  return card.trip.outlines.flatMap((outline) =>
    [...outline.morning, ...outline.afternoon, ...outline.evening].flatMap((item) =>
      'attraction' in item ? [item.attraction.name] : [],
    ),
  );
}

describe("a stop's headline on its last chance (decision 99)", () => {
  it('sees Rameswaram’s temple before the long way home from a one-night last stop', () => {
    const search = engineSearchOf({
      from: 'Hyderabad',
      to: 'Madurai Rameswaram Kanyakumari',
      days: 6,
      travellers: 4,
      travelClass: 'Economy',
      priceRange: [0, 900_000],
      start: '2027-12-01',
    });
    const cards = planPage(search, 1).cards.filter(
      (card) => card.trip.spec.stops.at(-1)!.place.id === 'rameswaram',
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(seen(card), card.key).toContain('Ramanathaswamy Temple');
      // Once, on the last morning, before the ride home.
      expect(
        seen(card).filter((name) => name === 'Ramanathaswamy Temple'),
        card.key,
      ).toHaveLength(1);
    }
  });
});
