import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { onTheSameTicket } from './trip';

const kb = knowledgeBase();
const sightsOf = (id: string) => kb.byId.get(id)!.attractions;
const named = (id: string, name: string) => sightsOf(id).find((sight) => sight.name === name)!;
const names = (list: readonly { name: string }[]) => list.map((sight) => sight.name).sort();

describe('sights on the same ticket (decision 134)', () => {
  it('reads which sights a note puts on a ticket, either way round', () => {
    const vittala = named('hampi', 'Vijaya Vittala Temple (Stone Chariot)');
    expect(names(onTheSameTicket(vittala, sightsOf('hampi')))).toEqual([
      'Elephant Stables',
      'Lotus Mahal (Zanana Enclosure)',
    ]);
    // "ticket includes the HMI museum": by its initials.
    const zoo = named('darjeeling', 'Padmaja Naidu Himalayan Zoological Park');
    expect(names(onTheSameTicket(zoo, sightsOf('darjeeling')))).toEqual([
      'Himalayan Mountaineering Institute',
    ]);
    const chota = named('lucknow', 'Chota Imambara');
    expect(names(onTheSameTicket(chota, sightsOf('lucknow')))).toEqual(['Bara Imambara']);
    // A ticket that covers "the monuments inside" names none.
    const fort = named('chittorgarh', 'Chittorgarh Fort');
    expect(onTheSameTicket(fort, sightsOf('chittorgarh'))).toEqual([]);
  });

  it('sees them on one day where the day has room, not on a second ticket another day', () => {
    let pairs = 0;
    let split = 0;
    for (const id of ['hampi', 'mahabalipuram', 'mandawa', 'darjeeling', 'lucknow']) {
      const place = kb.byId.get(id)!;
      for (const start of ['2027-01-11', '2027-01-14', '2027-10-20']) {
        for (const days of [3, 4]) {
          for (const { trip, key } of cardsForTrip('Delhi', place.name, days, start)) {
            const dayOf = new Map(trip.attractions.map((seen) => [seen.name, seen.day]));
            for (const sight of place.attractions) {
              for (const other of onTheSameTicket(sight, place.attractions)) {
                if (sight.name > other.name || !dayOf.has(sight.name) || !dayOf.has(other.name))
                  continue;
                pairs += 1;
                const apart = dayOf.get(sight.name) !== dayOf.get(other.name);
                if (apart) split += 1;
                // Next door, with hours that fit any day: always together.
                if (['mahabalipuram', 'mandawa'].includes(id))
                  expect(apart, `${key}: ${sight.name} / ${other.name}`).toBe(false);
              }
            }
          }
        }
      }
    }
    expect(pairs).toBeGreaterThan(100);
    // Before: 59% apart. What is left is a day without room (Lucknow's arrival afternoon, the
    // HMI's 4 pm closing after the zoo).
    expect(split / pairs).toBeLessThan(0.4);
  });
});
