import { describe, expect, it } from 'vitest';
import { engineSearchOf } from './quality';
import { planPage, rankedCards } from './planner';

/** The names of every sight a card's days visit. */
function seen(card: Pick<ReturnType<typeof planPage>['cards'][number], 'trip'>): string[] {
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

  it('sees a short headline on the last morning when the way home leaves time (decision 216)', () => {
    // Imphal's Kangla Fort takes two hours and shuts on Wednesdays. From Kochi, the Wednesday
    // after the arrival is shut and Thursday's day trip to Moirang is planned first: the last
    // morning, before 9.75 hours of flights home, was left empty, since a sight that short was
    // thought to fit any morning.
    const search = engineSearchOf({
      from: 'Kochi',
      to: 'Manipur',
      days: 4,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [50_000, 150_000],
      start: '2027-08-24',
    });
    const imphal = rankedCards(search).filter(
      (card) => card.trip.spec.stops[0]!.place.id === 'imphal',
    );
    expect(imphal.length).toBeGreaterThanOrEqual(3);
    for (const card of imphal) expect(seen(card), card.key).toContain('Kangla Fort');
  });
});
