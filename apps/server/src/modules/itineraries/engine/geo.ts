import { knownRoad } from './known-roads';
import { modelRoadKm, type Placed } from './road-model';

export { greatCircleKm, ROAD_FACTOR, type Placed, type Point } from './road-model';

/**
 * Road distance: the curated leg where road-legs.ts has one, or two of its legs (or a plains
 * road and one of them) joined at a hub where the hill road would otherwise be guessed
 * (known-roads.ts), else the model. A road between the Northeast or Bhutan and the rest of India
 * goes round Bangladesh through Siliguri, so the model measures it by way of Siliguri:
 * Kolkata–Guwahati comes out at about 1,040 km (a 2022 drive: Kolkata–Siliguri 550 km,
 * Siliguri–Guwahati 470 km, team-bhp.com), not the 690 km of the line across Bangladesh.
 */
export function roadKm(a: Placed, b: Placed): number {
  return knownRoad(a, b)?.km ?? modelRoadKm(a, b);
}
