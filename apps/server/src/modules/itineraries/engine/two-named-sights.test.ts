import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { dayChecks } from './day-checks';
import { checkFrom, engineSearchOf } from './quality';
import { rankedCards } from './planner';
import { excursionOfSight, sightsOfActivity, sightsToured } from './trip';

const place = (id: string) => knowledgeBase().destinations.find((each) => each.id === id)!;

/** Searches a random sweep found (decision 216). */
const search = (
  from: string,
  to: string,
  days: number,
  start: string,
  travellers: number,
  priceRange: [number, number],
) => checkFrom(from, to, days, start, { travellers, priceRange });

describe('a sight named with another (decision 216)', () => {
  it('is the sight of an outing or a day trip that names either', () => {
    const imphal = place('imphal');
    const boat = imphal.activities.find((activity) => /Loktak/.test(activity.name))!;
    const loktak = imphal.attractions.find((sight) => sight.name.startsWith('Loktak'))!;
    expect(loktak.away).toBeDefined();
    expect(sightsOfActivity(boat, imphal.attractions, imphal)).toEqual([loktak]);
    // The boat ride is on the lake, not the visit to both the lake and Sendra Island.
    expect(sightsToured(boat, imphal)).toEqual([]);
    expect(excursionOfSight(loktak, imphal.excursions)?.name).toBe('Moirang and Loktak');
    // A sight in town is not the namesake on a day trip: Bhubaneswar's Udayagiri caves are not
    // the Udayagiri of the Diamond Triangle, 100 km away.
    const bhubaneswar = place('bhubaneswar');
    const caves = bhubaneswar.attractions.find((sight) => sight.name.startsWith('Udayagiri'))!;
    expect(excursionOfSight(caves, bhubaneswar.excursions)).toBeUndefined();
  });

  it('takes the outing on its lake on the drive out to it, never in town', () => {
    for (const check of [
      search('Kochi', 'Manipur', 4, '2027-08-24', 2, [50_000, 150_000]),
      search('Indore', 'Imphal', 4, '2027-06-01', 6, [10_000, 40_000]),
    ]) {
      const cards = rankedCards(engineSearchOf(check));
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        for (const day of card.trip.outlines) {
          const items = [...day.morning, ...day.afternoon, ...day.evening];
          const boat = items.some(
            (item) => 'activity' in item && /Loktak/.test(item.activity.name),
          );
          const lake = items.some(
            (item) => 'attraction' in item && item.attraction.name.startsWith('Loktak'),
          );
          if (boat) expect(lake, `${check.from} ${card.key} day ${day.day}`).toBe(true);
        }
      }
    }
  });
});

describe("a place's headline sight (decision 216)", () => {
  it('is not put behind the sights of a day out taken ahead of it', () => {
    // Imphal's Kangla Fort shuts on Wednesdays. A Wednesday drive out to Loktak Lake moved the
    // other sights out at Moirang ahead of it, and Thursday drove out again: the fort was left out.
    for (const check of [
      search('Indore', 'Imphal', 4, '2027-06-01', 6, [10_000, 40_000]),
      search('Kochi', 'Manipur', 4, '2027-08-24', 2, [50_000, 150_000]),
      search('Chennai', 'Seven Sisters', 8, '2027-01-15', 4, [100_000, 500_000]),
    ]) {
      const figures = dayChecks([check], [check.start]);
      expect(figures.days, check.to).toBeGreaterThan(0);
      expect(figures.faults.headlineLeftOut, figures.examples.join('\n')).toBe(0);
      expect(figures.faults.seenTwice, figures.examples.join('\n')).toBe(0);
    }
  });
});
