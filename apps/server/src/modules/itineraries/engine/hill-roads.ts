import { knowledgeBase } from '../knowledge/load';
import type { Destination } from '../knowledge/schema';
import { COST_MODEL } from './cost-model';
import { ROAD_LEGS } from './road-legs';
import { greatCircleKm, type Placed } from './road-model';

/**
 * Places in the hills that no hill theme marks, as travellers go there for their lakes, rivers or
 * villages (decision 118): Ziro, "at an altitude of 1,500 metres above sea level, the Apatani
 * plateau" (Deccan Chronicle, "The power of Ziro: tucked away in the hills", 31 August 2014;
 * "about six hours drive from Itanagar", esamskriti.com), and Dawki, Mawlynnong and Imphal, each
 * reached only over hill roads, as the road-legs table's own sourced legs show (Shillong–Dawki
 * 85 km in 3 h, Shillong–Mawlynnong 95 km in 2 h 45 min, Kohima–Imphal 137 km in 5 h).
 */
const HILL_PLACES_UNTHEMED: ReadonlySet<string> = new Set([
  'ziro',
  'dawki',
  'mawlynnong',
  'imphal',
]);

/** A place in the hills or mountains, where roads climb and wind. */
export function hilly(place: { id?: string; themes?: readonly string[] }): boolean {
  return Boolean(
    place.themes?.includes('mountains') ||
    place.themes?.includes('hill-station') ||
    (place.id !== undefined && HILL_PLACES_UNTHEMED.has(place.id)),
  );
}

/** How near a hill place a real town stands to be in the hills with it. */
export const TOWN_IN_THE_HILLS_KM = 30;

let hillPlaces: Destination[] | undefined;

/** A real town beside a place in the hills, as Kullu is beside Kasol and Kurseong Darjeeling. */
export function inTheHills(town: Placed): boolean {
  hillPlaces ??= knowledgeBase().destinations.filter((place) => hilly(place));
  return hillPlaces.some((place) => greatCircleKm(town, place) <= TOWN_IN_THE_HILLS_KM);
}

let tablePlaces: Map<string, Destination> | undefined;

/** Every place the tables name, destinations and the towns trips start from, by id. */
export function tablePlaceById(id: string): Destination | undefined {
  if (!tablePlaces) {
    const kb = knowledgeBase();
    tablePlaces = new Map(kb.destinations.map((place) => [place.id, place]));
    for (const town of kb.towns.values()) {
      if (!tablePlaces.has(town.id)) tablePlaces.set(town.id, town);
    }
  }
  return tablePlaces.get(id);
}

/**
 * How high a real town stands to be in the hills whatever its neighbours (decision 167): at
 * 1,000 m or more. India's plateaus stay below it (Bengaluru about 920 m, Ranchi about 650 m);
 * the towns above it are the Himalaya's, the Northeast's hills' and the Ghats' (Pithoragarh
 * 1,586 m, Lunglei 1,014 m, Uttarkashi 1,147 m in GeoNames' heights, SOURCES.md).
 */
export const HILL_TOWN_METRES = 1_000;

/**
 * An end of a road in the hills: a hill place, or a real town a trip starts from (in no table of
 * the knowledge base) beside one: Kullu beside Kasol, Chamba beside Dalhousie (decision 165); or
 * one high in the hills on its own, as Pithoragarh is (decision 167).
 */
export function hillEnd(
  place: Placed & { id?: string; themes?: readonly string[]; metres?: number },
): boolean {
  if (hilly(place)) return true;
  if (place.id === undefined || tablePlaceById(place.id)) return false;
  return (place.metres ?? 0) >= HILL_TOWN_METRES || inTheHills(place);
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
 * undefined where both ends are in the hills (a town in the hills too: hillEnd) or the place's
 * climb is unknown (the hill speed then holds for the whole road).
 */
export function climbingHours(
  from: Placed & { id: string; themes?: readonly string[]; metres?: number },
  to: Placed & { id: string; themes?: readonly string[]; metres?: number },
  km: number,
  speeds: { plainsKmh: number; hillsKmh: number },
): number | undefined {
  if (hillEnd(from) === hillEnd(to)) return undefined;
  const climb = climbKmOf(hilly(from) ? from.id : to.id);
  if (climb === undefined) return undefined;
  const uphill = Math.min(km, climb);
  return Math.round(((km - uphill) / speeds.plainsKmh + uphill / speeds.hillsKmh) * 4) / 4;
}
