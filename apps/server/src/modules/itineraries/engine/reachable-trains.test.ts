import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { dayChecks } from './day-checks';
import { BREAKFAST_HOUR, planJourney } from './transport';
import { toStationHours } from './trip';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
describe('trains the traveller can reach (decision 163)', () => {
  it('passes over a train that leaves before the ride to its station gets there', () => {
    // The Saraighat Express leaves Guwahati at 12:15: five hours' drive from Cherrapunji after
    // breakfast misses it, so a budget plan home goes another way; from Shillong, three hours
    // away, it is caught.
    const options = {
      travelClass: 'Economy' as const,
      travellers: 1,
      thrifty: true,
      leaves: 'afternoon' as const,
      date: '2026-01-06',
    };
    const fromSohra = planJourney(place('cherrapunji'), place('kolkata'), options);
    expect(fromSohra.namedTrain).not.toBe('Saraighat Superfast Express');
    const fromShillong = planJourney(place('shillong'), place('kolkata'), options);
    expect(fromShillong.namedTrain).toBe('Saraighat Superfast Express');
  });

  it('boards every timetabled train after the ride to its station, between any two places', () => {
    const hubs = ['kolkata', 'delhi', 'mumbai', 'chennai', 'bengaluru', 'guwahati'].map(place);
    const missed: string[] = [];
    for (const destination of kb.destinations) {
      if (!destination.railway || destination.country !== 'India') continue;
      for (const hub of hubs) {
        for (const [from, to, leaves] of [
          [hub, destination, 'morning'],
          [destination, hub, 'afternoon'],
        ] as const) {
          if (from.id === to.id) continue;
          for (const thrifty of [true, false]) {
            const journey = planJourney(from, to, {
              travelClass: 'Economy',
              travellers: 1,
              thrifty,
              leaves,
            });
            const main = journey.legs.find((leg) => leg.main);
            if (main?.mode !== 'train' || main.boardsAt === undefined) continue;
            if (main.boardsAt < BREAKFAST_HOUR + toStationHours(journey)) {
              missed.push(`${from.name} → ${to.name}: ${main.travelClass}`);
            }
          }
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it('counts a missed train among the day checks, and the plans of the hill towns make none', () => {
    // planner:check reads the whole plan: a night train home whose noon departure the drive
    // from a hill town cannot reach is a fault there as well.
    const searches = ['Cherrapunji', 'Mawlynnong', 'Dawki', 'Darjeeling', 'Gangtok'].flatMap((to) =>
      [2, 3].map((days) => ({
        from: 'Kolkata',
        to,
        days,
        travellers: 1,
        travelClass: 'Economy' as const,
        priceRange: [0, 50_000] as [number, number],
      })),
    );
    const figures = dayChecks(searches, ['2027-01-13']);
    expect(figures.days).toBeGreaterThan(100);
    expect(figures.faults.trainMissed, figures.examples.join('\n')).toBe(0);
  });
});
