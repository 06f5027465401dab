import { describe, expect, it } from 'vitest';
import type { PlannedCard } from './planner';
import { cardsForTrip } from './quality';
import { notesOf, sightsOfActivity } from './trip';

/** The sights a card's outings go to: a jeep to Tiger Hill, a taxi circuit of Key and Kibber. */
function sightsOfOutings(trip: PlannedCard['trip']): string[] {
  return trip.activities.flatMap(({ name, place }) => {
    const outing = place.activities.find((activity) => activity.name === name);
    return outing ? sightsOfActivity(outing, place.attractions, place).map((s) => s.name) : [];
  });
}

describe('a headline an outing goes to is not missed (decision 130)', () => {
  // Each of these said "These dates leave no time for …" on a card whose days went there by an
  // outing: Spiti's shared-taxi circuit of Key and Kibber, Pahalgam's union-taxi tour of Aru
  // and Betaab, Darjeeling's Tiger Hill sunrise jeep.
  it.each([
    ['Delhi', 'Spiti', 8, '2027-09-10'],
    ['Delhi', 'Pahalgam', 4, '2027-08-13'],
    ['Patna', 'Darjeeling Gangtok', 6, '2027-12-20'],
    ['Mumbai', 'Leh', 6, '2027-06-12'],
    ['Kolkata', 'Sikkim', 5, '2027-04-14'],
  ] as const)('%s → %s over %i days from %s', (from, to, days, start) => {
    const cards = cardsForTrip(from, to, days, start);
    expect(cards.length).toBeGreaterThan(0);
    for (const { trip } of cards) {
      const visited = sightsOfOutings(trip);
      for (const note of notesOf(trip)) {
        const missed = /leave no time for (.+?) \(about/.exec(note)?.[1];
        if (missed) expect(visited, note).not.toContain(missed);
      }
    }
  });
});
