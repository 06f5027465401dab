import {
  besideClimbing,
  besideClimbKm,
  climbKmOf,
  climbReachKmOf,
  descentKm,
  footOnTheWay,
  hillEnd,
  hilly,
  levelRoad,
  mountainWinding,
  woundRoadKm,
} from './hill-roads';
import { modelRoadKm, ROAD_FACTOR, type Placed } from './road-model';

export { mountainWinding };

/**
 * Mountain roads off the table (decision 39). Between two hill places the model's road, 1.3 ×
 * the crow's line, is far too short: the road-legs table's sourced legs between two hill places
 * run a median 1.9 × the crow's line (Gangtok–Lachung 2.8 ×, Shimla–Manali 2.0 ×). Where the
 * table has no road between two hill places, the road is measured with the median winding of
 * those sourced legs (hill-roads.ts mountainWinding), read from the table itself, over as much of
 * the crow's line as the longest of them covers, and with the plains' 1.3 beyond it (a long road
 * between two hill regions crosses the plains between them).
 */
type Hilly = Placed & { themes?: readonly string[]; metres?: number };

/**
 * The model's road between two hill places, wound as the table's mountain legs wind; else
 * undefined. A real town beside a hill place is in the hills too (hillEnd): Kullu to Dharamshala
 * winds as Kasol to Dharamshala does.
 */
export function mountainRoadKm(
  a: Hilly & { id?: string },
  b: Hilly & { id?: string },
): number | undefined {
  if (!hillEnd(a) || !hillEnd(b) || levelRoad(a, b)) return undefined;
  return woundRoadKm(a, b);
}

/**
 * The model's road where no table knows it: wound between two hill ends; from a real town in the
 * hills down to a place in the plains, wound to its foot and 1.3 × the crow's line on from there
 * (decision 169); from the plains up a climb the table shows, that climb wound (decision 171);
 * else 1.3 × the crow's line.
 */
export function modelledRoadKm(a: Hilly & { id?: string }, b: Hilly & { id?: string }): number {
  return mountainRoadKm(a, b) ?? descentRoadKm(a, b) ?? climbRoadKm(a, b) ?? modelRoadKm(a, b);
}

/**
 * A road from the plains up a climb the table shows (decision 171): the climb's own road
 * kilometres wind as the mountain legs wind, so they cover less of the crow's line than a plains
 * road would; the rest of the line is the plains' 1.3. Amritsar to Manali read 297 km, 1.3 × the
 * crow's line, where the road by Mandi is some 400 km.
 */
function climbRoadKm(a: Hilly & { id?: string }, b: Hilly & { id?: string }): number | undefined {
  if (hillEnd(a) === hillEnd(b) || levelRoad(a, b)) return undefined;
  const high = hillEnd(a) ? a : b;
  const climbing = hilly(high) ? high.id : besideClimbing(high)?.id;
  const climb = climbing === undefined ? undefined : climbKmOf(climbing);
  if (climbing === undefined || climb === undefined) return undefined;
  const { factor } = mountainWinding();
  const crow = modelRoadKm(a, b) / ROAD_FACTOR;
  // Only as far out as the table's legs to the place read its climb: farther, the plains' 1.3
  // over-reads the long highway as it is (Chennai to Munnar, 628 km for some 600).
  if (crow > (climbReachKmOf(climbing) ?? 0)) return undefined;
  const uphillCrow = Math.min(crow, climb / factor);
  return Math.round((crow - uphillCrow) * ROAD_FACTOR + uphillCrow * factor);
}

/** A real town's road down from the hills to a place in the plains; else undefined. */
function descentRoadKm(a: Hilly & { id?: string }, b: Hilly & { id?: string }): number | undefined {
  if (hillEnd(a) === hillEnd(b) || levelRoad(a, b)) return undefined;
  const [town, place] = hillEnd(a) ? [a, b] : [b, a];
  // Beside a hill place whose climb is known, the road climbs as that place's does.
  if (hilly(town) || besideClimbKm(town) !== undefined) return undefined;
  const foot = footOnTheWay(town, place);
  return foot ? descentKm(town, place) + modelRoadKm(foot, place) : descentKm(town, place);
}
