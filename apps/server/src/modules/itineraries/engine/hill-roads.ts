import { knowledgeBase, type RealPlace } from '../knowledge/load';
import type { Destination } from '../knowledge/schema';
import { COST_MODEL } from './cost-model';
import { ROAD_LEGS } from './road-legs';
import { greatCircleKm, modelRoadKm, ROAD_FACTOR, type Placed } from './road-model';

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
  // A valley floor lies among the hills: a road off it crosses its rim (decision 169).
  if (hilly(place) || valleyFloorOf(place)) return true;
  if (place.id === undefined || tablePlaceById(place.id)) return false;
  return (place.metres ?? 0) >= HILL_TOWN_METRES || inTheHills(place);
}

/**
 * A flat valley floor high in the hills (decision 169): the bed of an old lake, where roads between
 * its towns run level at the plains' speed though the towns stand high. Its bounds, and the
 * heights its floor lies between; the table places on it by id (their height is not held).
 */
type ValleyFloor = {
  name: string;
  south: number;
  north: number;
  west: number;
  east: number;
  metres: readonly [number, number];
  places: readonly string[];
};

/**
 * - The Vale of Kashmir, "an ancient lake basin about 85 miles (135 km) long, 20 miles (32 km)
 *   wide and 5,300 feet (1,620 metres) high" (Encyclopaedia Britannica, "Vale of Kashmir"):
 *   Srinagar 1,589 m, Anantnag 1,606 m, Baramulla 1,579 m, Kulgam 1,742 m in GeoNames' heights;
 *   Pahalgam, Gulmarg and Sonamarg stand above it, and Uri, Banihal and Kishtwar beyond its rim.
 * - The Imphal valley, "approximately 2238 sq. km ... 798 m above m.s.l. at the extreme North
 *   and 746 m above m.s.l. at the Southern end. The Imphal city stands at an altitude of 790 m"
 *   (Manipur Science & Technology Council, mastec.nic.in, "Geography"): Imphal 784 m, Thoubal
 *   780 m, Moirang 773 m, Bishnupur 809 m; Chandel, Churachandpur and Kangpokpi, higher, are in
 *   the hills round it.
 */
const VALLEY_FLOORS: readonly ValleyFloor[] = [
  {
    name: 'Vale of Kashmir',
    south: 33.55,
    north: 34.45,
    west: 74.3,
    east: 75.35,
    metres: [1_550, 1_750],
    places: ['srinagar', 'town-anantnag'],
  },
  {
    name: 'Imphal valley',
    south: 24.4,
    north: 25,
    west: 93.7,
    east: 94.1,
    metres: [740, 840],
    places: ['imphal'],
  },
];

/** The valley floor a place stands on, if any: a table place it lists, or a town of its heights. */
export function valleyFloorOf(
  place: Placed & { id?: string; metres?: number },
): ValleyFloor | undefined {
  return VALLEY_FLOORS.find(
    (floor) =>
      place.lat >= floor.south &&
      place.lat <= floor.north &&
      place.lon >= floor.west &&
      place.lon <= floor.east &&
      ((place.id !== undefined && floor.places.includes(place.id)) ||
        (place.metres !== undefined &&
          place.metres >= floor.metres[0] &&
          place.metres <= floor.metres[1])),
  );
}

/** A road along one valley floor, which runs level however high the floor lies. */
export function levelRoad(
  a: Placed & { id?: string; metres?: number },
  b: Placed & { id?: string; metres?: number },
): boolean {
  const floor = valleyFloorOf(a);
  return floor !== undefined && floor === valleyFloorOf(b);
}

type End = Placed & { id?: string; themes?: readonly string[]; metres?: number };

/** A road that climbs or winds: one with an end in the hills, not along a valley floor. */
export function hillRoad(a: End, b: End): boolean {
  return (hillEnd(a) || hillEnd(b)) && !levelRoad(a, b);
}

/** How low a town stands to be in the plains at the foot of the hills (Haldwani 424 m). */
export const FOOT_METRES = 600;
/** How far off the straight way a foot town may stand (as on a leg, known-roads.ts). */
const FOOT_DETOUR_SHARE = 0.15;
const FOOT_DETOUR_SLACK_KM = 5;

let feet: RealPlace[] | undefined;

/**
 * How near a town high in the hills stands to a low one for the low one to be in a valley among
 * them (Srinagar in Garhwal, 554 m, below Pauri, 1,650 m, 8 km off), not in the plains.
 */
const HIGH_NEIGHBOUR_KM = 15;

let highTowns: RealPlace[] | undefined;

/** The real towns of data/places, each once. */
function realTowns(): RealPlace[] {
  return [...new Set([...knowledgeBase().placeNames.values()].flat())];
}

/** A spot among towns high in the hills: one of 1,000 m or more stands within HIGH_NEIGHBOUR_KM. */
export function amongHighTowns(spot: Placed): boolean {
  highTowns ??= realTowns().filter((town) => (town.metres ?? 0) >= HILL_TOWN_METRES);
  return highTowns.some((above) => greatCircleKm(spot, above) <= HIGH_NEIGHBOUR_KM);
}

/** The real towns of data/places low in the plains: beside no hill place and no high town. */
function footTowns(): readonly RealPlace[] {
  feet ??= realTowns().filter(
    (spot) =>
      spot.metres !== undefined &&
      spot.metres < FOOT_METRES &&
      !inTheHills(spot) &&
      !amongHighTowns(spot),
  );
  return feet;
}

/**
 * Where a road from a real town in the hills comes down to the plains on its way to a place
 * below: the nearest town of the plains (footTowns) on the straight way, Kichha (208 m) between
 * Pithoragarh and Delhi. Undefined where none is: the road is in the hills all the way down to the
 * place (Uttarkashi to Dehradun, Mokokchung to Dimapur).
 */
export function footOnTheWay(town: Placed, place: Placed): Placed | undefined {
  const key = `${town.lat},${town.lon}>${place.lat},${place.lon}`;
  if (!footsOnTheWay.has(key)) footsOnTheWay.set(key, findFoot(town, place));
  return footsOnTheWay.get(key);
}
const footsOnTheWay = new Map<string, Placed | undefined>();

function findFoot(town: Placed, place: Placed): Placed | undefined {
  const direct = greatCircleKm(town, place);
  let best: { foot: Placed; km: number } | undefined;
  for (const foot of footTowns()) {
    const up = greatCircleKm(town, foot);
    if (up >= direct || (best && up >= best.km)) continue;
    const on = greatCircleKm(foot, place);
    if (up + on - direct > FOOT_DETOUR_SHARE * Math.min(up, on) + FOOT_DETOUR_SLACK_KM) continue;
    best = { foot, km: up };
  }
  return best?.foot;
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
    climbReaches = new Map();
    for (const leg of ROAD_LEGS) {
      const hills = leg.between.map((id) => kb.byId.get(id)).filter((end) => end && hilly(end));
      if (hills.length !== 1) continue;
      const climbed = (leg.hours - leg.km / plainsKmh) / (1 / hillsKmh - 1 / plainsKmh);
      const id = hills[0]!.id;
      const km = Math.round(Math.min(leg.km, Math.max(MIN_CLIMB_KM, climbed)));
      climbs.set(id, Math.max(km, climbs.get(id) ?? 0));
      const [a, b] = leg.between.map((end) => tablePlaceById(end));
      const crow = a && b ? greatCircleKm(a, b) : 0;
      climbReaches.set(id, Math.max(crow, climbReaches.get(id) ?? 0));
    }
  }
  return climbs.get(placeId);
}

let climbReaches: Map<string, number> | undefined;

/**
 * The longest crow's line of the table's legs from the plains to a hill place: how far out its
 * climb has been read (decision 171). Undefined where the table has no such leg.
 */
export function climbReachKmOf(placeId: string): number | undefined {
  climbKmOf(placeId);
  return climbReaches!.get(placeId);
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
  if (hillEnd(from) === hillEnd(to) || levelRoad(from, to)) return undefined;
  const [high, low] = hillEnd(from) ? [from, to] : [to, from];
  // A real town in the hills climbs as the hills wind down to the plains on its way (decision 169).
  const climb = hilly(high) ? climbKmOf(high.id) : (besideClimbKm(high) ?? descentKm(high, low));
  if (climb === undefined) return undefined;
  const uphill = Math.min(km, climb);
  return Math.round(((km - uphill) / speeds.plainsKmh + uphill / speeds.hillsKmh) * 4) / 4;
}

/**
 * The climb the table shows to the nearest hill place a real town stands beside, which its own
 * road climbs too (Panchgani by Mahabaleshwar, both on the plateau above the Pasarni ghat);
 * undefined where it stands beside none whose climb is known.
 */
export function besideClimbKm(town: Placed): number | undefined {
  const beside = besideClimbing(town);
  return beside && climbKmOf(beside.id);
}

/** The nearest hill place a real town stands beside whose climb the table shows (besideClimbKm). */
export function besideClimbing(town: Placed): Destination | undefined {
  // Asked of the same towns for every road they are an end of: read once per spot.
  const key = `${town.lat},${town.lon}`;
  if (besides.has(key)) return besides.get(key);
  hillPlaces ??= knowledgeBase().destinations.filter((place) => hilly(place));
  let nearest: { km: number; place: Destination } | undefined;
  for (const place of hillPlaces) {
    const km = greatCircleKm(town, place);
    if (km > TOWN_IN_THE_HILLS_KM || climbKmOf(place.id) === undefined) continue;
    if (!nearest || km < nearest.km) nearest = { km, place };
  }
  if (besides.size >= BESIDES_CACHE_SIZE) besides.clear();
  besides.set(key, nearest?.place);
  return nearest?.place;
}
const besides = new Map<string, Destination | undefined>();
const BESIDES_CACHE_SIZE = 20_000;

/**
 * The hill road of a real town in the hills down to a place in the plains (decision 169): wound
 * as the mountain legs wind from the town to its foot on the way (footOnTheWay), or all the way
 * where the way has no foot before the place.
 */
export function descentKm(town: End, place: End): number {
  const foot = footOnTheWay(town, place) ?? place;
  return woundRoadKm(town, foot);
}

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
 * A road wound as the table's mountain legs wind over as much of the crow's line as the longest
 * of them covers, whatever its ends: the mountain model's length (mountain-roads.ts).
 */
export function woundRoadKm(a: Placed, b: Placed): number {
  const { factor, reachKm } = mountainWinding();
  const model = modelRoadKm(a, b);
  const crow = model / ROAD_FACTOR;
  return Math.round(model + (factor - ROAD_FACTOR) * Math.min(crow, reachKm));
}
