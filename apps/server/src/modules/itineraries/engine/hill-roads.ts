import { knowledgeBase } from '../knowledge/load';
import { COST_MODEL } from './cost-model';
import { ROAD_LEGS } from './road-legs';

/** A place in the hills or mountains, where roads climb and wind. */
export function hilly(place: { themes?: readonly string[] }): boolean {
  return Boolean(place.themes?.includes('mountains') || place.themes?.includes('hill-station'));
}

/** The least climb a hill place has: a ghat road of some 25 km (Abu Road–Mount Abu 28 km). */
const MIN_CLIMB_KM = 25;

let climbs: Map<string, number> | undefined;

/**
 * How much of the road to a hill place is driven at hill speed: read off the road-legs table's
 * sourced legs from the plains to that place (Delhi–Mussoorie 290 km in 7.5 h is about 170 km
 * of climbing at the model's hill speed and the rest at its plains speed), the longest where it
 * has several. Undefined where the table has no such leg.
 */
export function climbKmOf(placeId: string): number | undefined {
  if (!climbs) {
    const kb = knowledgeBase();
    const { plainsKmh, hillsKmh } = COST_MODEL.road;
    // A road from farther out crosses the whole of the climb that the nearer legs show in part:
    // the longest climb a place's legs show stands for it.
    climbs = new Map();
    for (const leg of ROAD_LEGS) {
      const hills = leg.between.map((id) => kb.byId.get(id)).filter((end) => end && hilly(end));
      if (hills.length !== 1) continue;
      const climbed = (leg.hours - leg.km / plainsKmh) / (1 / hillsKmh - 1 / plainsKmh);
      const id = hills[0]!.id;
      const km = Math.round(Math.min(leg.km, Math.max(MIN_CLIMB_KM, climbed)));
      climbs.set(id, Math.max(km, climbs.get(id) ?? 0));
    }
  }
  return climbs.get(placeId);
}

/**
 * The driving time of a road from the plains to a hill place that the table does not list, at
 * the plains speed until the climb the table shows for that place and the hill speed after it;
 * undefined where both ends are in the hills or the place's climb is unknown (the hill speed
 * then holds for the whole road).
 */
export function climbingHours(
  from: { id: string; themes?: readonly string[] },
  to: { id: string; themes?: readonly string[] },
  km: number,
  speeds: { plainsKmh: number; hillsKmh: number },
): number | undefined {
  if (hilly(from) === hilly(to)) return undefined;
  const climb = climbKmOf(hilly(from) ? from.id : to.id);
  if (climb === undefined) return undefined;
  const uphill = Math.min(km, climb);
  return Math.round(((km - uphill) / speeds.plainsKmh + uphill / speeds.hillsKmh) * 4) / 4;
}
