import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';

describe('a ride that goes to a sight is its visit', () => {
  it.each([
    ['Jaipur', 'Pushkar', 'Ropeway to Savitri Mata Temple', ['Savitri Mata Temple']],
    [
      'Chennai',
      'Kanyakumari',
      'Ferry to Vivekananda Rock and Thiruvalluvar Statue',
      ['Vivekananda Rock Memorial', 'Thiruvalluvar Statue'],
    ],
    // The Full Experience ticket covers the Forum and the Palatine too (ANSA, March 2019).
    [
      'Delhi',
      'Rome',
      'Colosseum, Roman Forum and Palatine Hill Full Experience (arena and underground)',
      ['Colosseum, Roman Forum and Palatine Hill'],
    ],
  ])('plans %s → %s with the ride or its sights, never both', (from, to, ride, sights) => {
    // The ride is one of the place's outings, by that name.
    const outings = knowledgeBase().destinations.flatMap((place) => place.activities);
    expect(outings.map((outing) => outing.name)).toContain(ride);
    let rides = 0;
    let visits = 0;
    for (const start of ['2027-01-12', '2027-11-20']) {
      for (const { trip, key } of cardsForTrip(from, to, 5, start)) {
        const rode = trip.activities.some((activity) => activity.name === ride);
        const seen = trip.attractions.filter((sight) => sights.includes(sight.name));
        if (rode) rides += 1;
        if (seen.length > 0) visits += 1;
        expect(rode && seen.length > 0, `${key}: ${ride} and ${seen.map((s) => s.name)}`).toBe(
          false,
        );
      }
    }
    // The sights are still seen, one way or the other.
    expect(rides + visits).toBeGreaterThan(0);
  });
});
