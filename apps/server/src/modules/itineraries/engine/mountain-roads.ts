import { knowledgeBase } from '../knowledge/load';
import { hillEnd, hilly } from './hill-roads';
import { ROAD_LEGS } from './road-legs';
import { greatCircleKm, modelRoadKm, ROAD_FACTOR, type Placed } from './road-model';

/**
 * Mountain roads off the table (decision 39). Between two hill places the model's road, 1.3 ×
 * the crow's line, is far too short: the road-legs table's sourced legs between two hill places
 * run a median 1.9 × the crow's line (Gangtok–Lachung 2.8 ×, Shimla–Manali 2.0 ×). Where the
 * table has no road between two hill places, the road is measured with the median winding of
 * those sourced legs, read from the table itself, over as much of the crow's line as the longest
 * of them covers, and with the plains' 1.3 beyond it (a long road between two hill regions
 * crosses the plains between them).
 */
type Hilly = Placed & { themes?: readonly string[] };

let calibration: { factor: number; reachKm: number; legs: number } | undefined;

/** The median winding of the table's legs between two hill places, and the longest crow's line. */
export function mountainWinding(): { factor: number; reachKm: number; legs: number } {
  if (!calibration) {
    const kb = knowledgeBase();
    const ratios: number[] = [];
    let reachKm = 0;
    for (const leg of ROAD_LEGS) {
      const [a, b] = leg.between.map((id) => kb.byId.get(id));
      if (!a || !b || !hilly(a) || !hilly(b)) continue;
      const crow = greatCircleKm(a, b);
      ratios.push(leg.km / crow);
      reachKm = Math.max(reachKm, crow);
    }
    ratios.sort((x, y) => x - y);
    const middle = ratios.length / 2;
    const factor =
      ratios.length === 0
        ? ROAD_FACTOR
        : ratios.length % 2 === 1
          ? ratios[Math.floor(middle)]!
          : (ratios[middle - 1]! + ratios[middle]!) / 2;
    calibration = { factor: Math.max(ROAD_FACTOR, factor), reachKm, legs: ratios.length };
  }
  return calibration;
}

/**
 * The model's road between two hill places, wound as the table's mountain legs wind; else
 * undefined. A real town beside a hill place is in the hills too (hillEnd): Kullu to Dharamshala
 * winds as Kasol to Dharamshala does.
 */
export function mountainRoadKm(
  a: Hilly & { id?: string },
  b: Hilly & { id?: string },
): number | undefined {
  if (!hillEnd(a) || !hillEnd(b)) return undefined;
  const { factor, reachKm } = mountainWinding();
  const model = modelRoadKm(a, b);
  const crow = model / ROAD_FACTOR;
  return Math.round(model + (factor - ROAD_FACTOR) * Math.min(crow, reachKm));
}

/** The model's road where no table knows it: wound between two hill ends, else 1.3 × the crow. */
export function modelledRoadKm(a: Hilly & { id?: string }, b: Hilly & { id?: string }): number {
  return mountainRoadKm(a, b) ?? modelRoadKm(a, b);
}
