import { describe, expect, it } from 'vitest';
import { expressTrainBetween } from './express-trains';
import { planJourney } from './transport';
import { knowledgeBase } from '../knowledge/load';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;

/** A solo budget traveller with the nights a long ride needs (decision 85). */
const budget = {
  travelClass: 'Economy',
  travellers: 1,
  thrifty: true,
  date: '2027-02-10',
  spareNights: 6,
} as const;

/**
 * The trunk pairs sourced on 27 November 2026 (docs/research/trunk-trains-to-source.md, "More
 * trunk trains"): two knowledge-base places, their railheads, the train, and its number each way.
 */
const pairs: Array<{
  from: string;
  to: string;
  stations: [string, string];
  name: string;
  numbers: [string, string];
  /** The time of day the planner's journey sets out at, where it matters. */
  leaves?: 'afternoon';
}> = [
  {
    from: 'lucknow',
    to: 'jammu',
    stations: ['LKO', 'JAT'],
    name: 'Begampura Express',
    numbers: ['12237', '12238'],
  },
  {
    from: 'puri',
    to: 'delhi',
    stations: ['PURI', 'NDLS'],
    name: 'Purushottam Express',
    numbers: ['12801', '12802'],
  },
  {
    from: 'kolkata',
    to: 'haridwar',
    stations: ['HWH', 'HW'],
    name: 'Doon Express',
    numbers: ['13009', '13010'],
  },
  {
    from: 'patna',
    to: 'amritsar',
    stations: ['PNBE', 'ASR'],
    name: 'Amritsar Mail',
    numbers: ['13005', '13006'],
    // With no hour asked, the model boards the 04:20 out of Patna at 6 pm, and the ride of 28 h 35
    // min gets in after 10 pm, too late for the day's check-in: the card flies. Coming home in the
    // afternoon, in by midnight will do (decision 94), and it rides the train.
    leaves: 'afternoon',
  },
  {
    from: 'mumbai',
    to: 'agra',
    stations: ['CSMT', 'AGC'],
    name: 'Punjab Mail',
    numbers: ['12137', '12138'],
  },
];

describe('more trunk trains with Sleeper class', () => {
  it('finds each sourced train between its railheads, both ways, by its pair number', () => {
    for (const { stations, name, numbers } of pairs) {
      const [a, b] = stations;
      const out = expressTrainBetween(a, b);
      expect(out?.train.name, `${a} → ${b}`).toBe(name);
      expect(out?.number, `${a} → ${b}`).toBe(numbers[0]);
      const back = expressTrainBetween(b, a);
      expect(back?.train.name, `${b} → ${a}`).toBe(name);
      expect(back?.number, `${b} → ${a}`).toBe(numbers[1]);
    }
  });

  it('rides a budget card on the named train, not the 50 km/h model, both ways', () => {
    for (const { from, to, name, leaves } of pairs) {
      for (const [a, b] of [
        [from, to],
        [to, from],
      ] as const) {
        expect(kb.byId.get(a), a).toBeDefined();
        const journey = planJourney(place(a), place(b), leaves ? { ...budget, leaves } : budget);
        expect(journey.mode, `${a} → ${b}`).toBe('train');
        const main = journey.legs.find((leg) => leg.main)!;
        expect(main.travelClass, `${a} → ${b}`).toContain(name);
      }
    }
  });
});
