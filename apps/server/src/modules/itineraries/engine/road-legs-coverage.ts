import type { KnowledgeBase } from '../knowledge/load';
import { airportsOf } from '../knowledge/schema';
import { COST_MODEL } from './cost-model';
import { roadKm } from './geo';
import { climbingHours, hilly } from './hill-roads';
import { gatewayRoad, knownRoad } from './known-roads';
import { placeOfExcursion, transferLegOf } from './road-legs';
import { planJourney } from './transport';

/**
 * Which road legs the planner drives on the straight-line model while touching a hill or
 * mountain place: the gaps of the curated table (road-legs.ts), for `scripts/road-legs-gaps.ts`
 * and road-legs.test.ts. Not used at run time.
 */
export type ModelledLeg = {
  kind:
    | 'journey'
    | 'journey up a known climb'
    | 'between stops'
    | 'day trip'
    | 'airport transfer'
    | 'railhead transfer';
  from: string;
  to: string;
  km: number;
};

/** Stops of a circuit or a typed multi-stop trip are this close by road (planner.ts). */
const BETWEEN_STOPS_KM = 350;

export function modelledHillLegs(kb: KnowledgeBase): ModelledLeg[] {
  const legs: ModelledLeg[] = [];
  const seen = new Set<string>();
  const add = (leg: ModelledLeg) => {
    const key = [leg.kind, ...[leg.from, leg.to].sort()].join('|');
    if (seen.has(key)) return;
    seen.add(key);
    legs.push(leg);
  };
  const india = kb.destinations.filter((place) => place.country === 'India');
  const hills = india.filter(hilly);
  const origins = [...india, ...new Set(kb.towns.values())];
  const options = { travelClass: 'Economy' as const, travellers: 2 };
  for (const hill of hills) {
    for (const origin of origins) {
      if (origin.id === hill.id || knownRoad(origin, hill)) continue;
      for (const thrifty of [false, true]) {
        const journey = planJourney(origin, hill, { ...options, thrifty });
        const main = journey.legs.find((leg) => leg.main);
        if (main && (main.mode === 'road' || main.mode === 'bus')) {
          // A road from the plains to a place whose climb the table shows is timed from it
          // (hill-roads.ts); only its length is the model's.
          const climbed = climbingHours(origin, hill, main.distanceKm, COST_MODEL.road);
          const kind = climbed === undefined ? 'journey' : 'journey up a known climb';
          add({ kind, from: origin.id, to: hill.id, km: main.distanceKm });
        }
      }
    }
    for (const other of india) {
      if (other.id === hill.id || knownRoad(other, hill)) continue;
      const km = roadKm(other, hill);
      if (km <= BETWEEN_STOPS_KM && other.state === hill.state) {
        add({ kind: 'between stops', from: other.id, to: hill.id, km });
      }
    }
    for (const excursion of hill.excursions) {
      if (excursion.by === 'boat' || excursion.hours) continue;
      const target = placeOfExcursion(hill, excursion, kb.byName);
      if (target && knownRoad(hill, target)) continue;
      add({ kind: 'day trip', from: hill.id, to: excursion.name, km: excursion.distanceKm });
    }
    for (const airport of airportsOf(hill)) {
      if (
        airport.distanceKm > 0 &&
        !transferLegOf(hill, airport.code) &&
        !gatewayRoad(hill, airport.code, airport.distanceKm)
      ) {
        add({ kind: 'airport transfer', from: airport.code, to: hill.id, km: airport.distanceKm });
      }
    }
    if (
      hill.railway &&
      hill.railway.distanceKm > 0 &&
      !transferLegOf(hill, hill.railway.code) &&
      !gatewayRoad(hill, hill.railway.code, hill.railway.distanceKm)
    ) {
      add({
        kind: 'railhead transfer',
        from: hill.railway.code,
        to: hill.id,
        km: hill.railway.distanceKm,
      });
    }
  }
  return legs;
}
