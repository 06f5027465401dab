import { describe, expect, it } from 'vitest';
import { cardsForTrip, checkSearches, engineSearchOf, metroWeekends } from './quality';
import { rankedCards } from './planner';
import type { HaltedJourney } from './transport';
import type { Trip } from './trip';

/** The halted journeys of a trip that spend a night on board a train. */
function nightsOnTrains(trip: Trip): HaltedJourney[] {
  return [trip.outboundHalt, trip.backHalt, trip.homeByNight, ...(trip.transferHalts ?? [])].filter(
    (halted): halted is HaltedJourney => halted?.aboard === 'train',
  );
}

// Decision 155: a sleeper train its timetable has leave by day and get in before midnight was
// taken for a night on board. Gwalior to Lucknow on the Barauni–Gwalior Mail (11:45, 9 h 10 min)
// spent "the night on board" and got in "in the evening" of day 2, a day after it does.
describe('a sleeper train that runs by day', () => {
  it('leaves the night to the hotel when it gets in before midnight', () => {
    const cards = cardsForTrip('Gwalior', 'Lucknow', 3, '2026-06-16', 10_000, 8).filter((card) =>
      card.trip.outbound.legs.some((leg) => leg.main && leg.mode === 'train'),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const { key, trip } of cards) {
      const main = trip.outbound.legs.find((leg) => leg.main)!;
      expect(main.boardsAt! + main.hours, key).toBeLessThan(24);
      expect(nightsOnTrains(trip), key).toEqual([]);
      expect(trip.stays[0]!.nights, key).toBe(2);
    }
  });

  it('is a night on board only where it runs past midnight', () => {
    const searches = [...checkSearches(), ...metroWeekends()];
    let aboard = 0;
    for (const check of searches) {
      for (const { key, trip } of rankedCards(engineSearchOf(check)).slice(0, 8)) {
        for (const halted of nightsOnTrains(trip)) {
          const main = halted.first.legs.find((leg) => leg.main)!;
          aboard += 1;
          if (main.boardsAt !== undefined)
            expect(main.boardsAt + main.hours, key).toBeGreaterThanOrEqual(24);
        }
      }
    }
    expect(aboard).toBeGreaterThan(0);
  });
});
