import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { busHours } from './cost-model';
import { cardsForTrip } from './quality';
import { roadLegBetween } from './road-legs';
import type { HaltedJourney, JourneyLeg } from './transport';

/**
 * Decision 261: a road halted overnight at a town where two sourced legs meet rides each leg's
 * own distance and time. Delhi to Badrinath by bus halted at Rishikesh read "Rishikesh to
 * Badrinath, 318 km, about 9 h 15 min", a share of the whole road, where the sourced leg is
 * 296 km and the bus from Rishikesh takes about 11 h 30 min.
 */
const kb = knowledgeBase();
const byName = new Map(
  [...kb.destinations, ...kb.towns.values()].map((place) => [place.name, place] as const),
);

const SEARCHES = [
  ['Delhi', 'Badrinath', 5, '2027-05-10'],
  ['Delhi', 'Gangotri', 5, '2027-06-02'],
  ['Lucknow', 'Kedarnath', 6, '2027-09-20'],
  ['Chandigarh', 'Kalpa', 5, '2027-10-04'],
] as const;

/** The sourced leg between the two ends of a road or bus leg, where the table has one. */
function sourced(leg: JourneyLeg) {
  if (leg.mode !== 'road' && leg.mode !== 'bus') return undefined;
  const [from, to] = [byName.get(leg.from), byName.get(leg.to)];
  return from && to ? roadLegBetween(from, to) : undefined;
}

describe('a road halted where two sourced legs meet (decision 261)', () => {
  it("rides each day's own leg, not a share of the whole road", () => {
    let checked = 0;
    for (const [from, to, days, start] of SEARCHES) {
      for (const { key, trip } of cardsForTrip(from, to, days, start)) {
        const halts: HaltedJourney[] = [trip.outboundHalt, trip.backHalt].filter(
          (halt): halt is HaltedJourney => halt?.at !== undefined && !halt.aboard,
        );
        for (const halt of halts) {
          const parts = [halt.first.legs.at(-1)!, halt.second.legs[0]!];
          for (const part of parts) {
            if (part.from !== halt.at && part.to !== halt.at) continue;
            const leg = sourced(part);
            if (!leg) continue;
            checked += 1;
            expect(part.distanceKm, `${key}: ${part.description}`).toBe(leg.km);
            const hours = part.mode === 'bus' ? busHours(leg.hours) : leg.hours;
            expect(part.hours, `${key}: ${part.description}`).toBeCloseTo(hours, 1);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
