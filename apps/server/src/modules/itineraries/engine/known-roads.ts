import { knowledgeBase } from '../knowledge/load';
import type { Destination } from '../knowledge/schema';
import { COST_MODEL } from './cost-model';
import {
  climbKmOf,
  climbingHours,
  hillRoad,
  hilly,
  inTheHills,
  levelRoad,
  tablePlaceById,
  TOWN_IN_THE_HILLS_KM,
} from './hill-roads';
import { modelledRoadKm } from './mountain-roads';
import { ROAD_LEGS, roadLegBetween, shutPassOf, transferLegOf, type RoadLeg } from './road-legs';
import { greatCircleKm, modelRoadKm, type Placed } from './road-model';

/**
 * A road the planner knows from sourced figures: a leg of the road-legs table, or two legs of it
 * joined at the place between them, or a plains road joined to a sourced leg at a hub in the
 * plains. `via` names the place where the two parts meet.
 */
export type KnownRoad = { km: number; hours: number; via?: string };

/**
 * How far a road through a hub may stray from the straight way: the two crow's lines through it
 * are at most this share longer than the direct one, plus DETOUR_SLACK_KM, so that a hub just
 * behind a near place still counts (Jammu–Gulmarg through Srinagar) and one off to the side does
 * not (Kolkata–Gangtok through Darjeeling).
 */
const DETOUR_SHARE = 0.15;
const DETOUR_SLACK_KM = 15;

type Point = Placed & { id: string; themes?: readonly string[] };

let legsByPlace: Map<string, RoadLeg[]> | undefined;
function legsOf(id: string): readonly RoadLeg[] {
  if (!legsByPlace) {
    legsByPlace = new Map();
    for (const leg of ROAD_LEGS) {
      for (const end of leg.between) {
        legsByPlace.set(end, [...(legsByPlace.get(end) ?? []), leg]);
      }
    }
  }
  return legsByPlace.get(id) ?? [];
}

const otherEnd = (leg: RoadLeg, id: string) =>
  leg.between[0] === id ? leg.between[1] : leg.between[0];

/**
 * The road between two places in the plains, at the model's length and plains speed (a hill hub
 * is joined only by a leg of the table: the model's climb to one is too rough to build on).
 */
function plainsRoad(from: Point, hub: Point): KnownRoad | undefined {
  if (hilly(from) || hilly(hub) || (from.country ?? 'India') !== (hub.country ?? 'India')) {
    return undefined;
  }
  const km = modelRoadKm(from, hub);
  return { km, hours: km / COST_MODEL.road.plainsKmh };
}

/**
 * The road from the plains up to a hill hub whose climb the table shows (hill-roads.ts): the
 * model's length, timed at the plains speed until that climb and the hill speed on it, as a
 * direct journey there is.
 */
function climbToHub(from: Point, hub: Point): KnownRoad | undefined {
  if (hilly(from) || !hilly(hub) || (from.country ?? 'India') !== (hub.country ?? 'India')) {
    return undefined;
  }
  const km = modelRoadKm(from, hub);
  const hours = climbingHours(from, hub, km, COST_MODEL.road);
  return hours === undefined ? undefined : { km, hours };
}

/**
 * The road from `from` to `to` through `hub`, where the table has the leg from the hub to `to`
 * and the road from `from` to the hub is in the table, a plains road, or a climb from the plains
 * that the table shows; undefined where the hub lies off the way.
 */
function throughHub(from: Point, to: Point, hub: Point, last: RoadLeg): KnownRoad | undefined {
  const straight = greatCircleKm(from, to);
  const bent = greatCircleKm(from, hub) + greatCircleKm(hub, to);
  if (bent > straight * (1 + DETOUR_SHARE) + DETOUR_SLACK_KM && !passBound(to.id)) {
    return undefined;
  }
  const first = roadLegBetween(from, hub) ?? plainsRoad(from, hub) ?? climbToHub(from, hub);
  if (!first) return undefined;
  return { km: first.km + last.km, hours: first.hours + last.hours, via: hub.id };
}

/**
 * A place every sourced road to which crosses a pass (Leh: over Zoji La from Srinagar or over
 * Baralacha La from Manali) is reached by road only by one of those legs, however far round
 * they lie: Jammu to Leh is the 694 km through Srinagar, not the model's 388 km over the
 * mountains between, and is shut when both passes are (decision 73).
 */
function passBound(id: string): boolean {
  const legs = legsOf(id);
  return legs.length > 0 && legs.every((leg) => leg.pass !== undefined);
}

const cache = new Map<string, KnownRoad | null>();

/**
 * The road between two places from sourced figures: the road-legs table's leg, else the
 * quickest way through one place that the table joins to either end (two sourced legs; a
 * plains road and a sourced leg from a hub in the plains; or the climb the table shows to a hill
 * hub and a sourced leg beyond it). Only where the straight-line model would otherwise drive
 * hill roads blind: between two hill places, or to a hill place whose climb the table does not
 * show (hill-roads.ts times the others). Hours are to the quarter hour.
 */
export function knownRoad(a: { id?: string }, b: { id?: string }): KnownRoad | undefined {
  return tableRoad(a, b) ?? pastOwnGateway(a, b);
}

function tableRoad(a: { id?: string }, b: { id?: string }): KnownRoad | undefined {
  const leg = roadLegBetween(a, b);
  if (leg) return leg;
  if (!a.id || !b.id || a.id === b.id) return undefined;
  const from = tablePlaceById(a.id);
  const to = tablePlaceById(b.id);
  // A real town trips start from (knowledge/resolver.ts realOrigin) is in no table.
  const town = (end: { id?: string }) =>
    'lat' in end && 'lon' in end ? (end as Point) : undefined;
  if (!from && to) return fromTownBesideHub(town(a), to);
  if (from && !to) return fromTownBesideHub(town(b), from);
  // Only the roads the model would drive blind are joined (and remembered): a road that touches
  // no hill place, or runs from the plains to a hill place of known climb, is left alone.
  if (!from || !to || !(hilly(from) || hilly(to))) return undefined;
  if (!(hilly(from) && hilly(to)) && climbKmOf(hilly(from) ? from.id : to.id) !== undefined) {
    return undefined;
  }
  const key = from.id < to.id ? `${from.id}>${to.id}` : `${to.id}>${from.id}`;
  const known = cache.get(key);
  if (known !== undefined) return known ?? undefined;
  const found = composedRoad(from, to);
  cache.set(key, found ?? null);
  return found;
}

function composedRoad(a: Point, b: Point): KnownRoad | undefined {
  let best: KnownRoad | undefined;
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const last of legsOf(to.id)) {
      const hub = tablePlaceById(otherEnd(last, to.id));
      if (!hub || hub.id === from.id) continue;
      const road = throughHub(from, to, hub, last);
      if (road && (!best || road.hours < best.hours)) best = road;
    }
  }
  // A way round that is quicker than any on the way, or shorter than the model's road where
  // none is on the way, bounds the road: the traveller can drive that way.
  const round = roundAbout(a, b);
  if (round && (best ? round.hours < best.hours : round.km < modelledRoadKm(a, b))) best = round;
  return best && { ...best, km: Math.round(best.km), hours: Math.round(best.hours * 4) / 4 };
}

/**
 * The quickest way by two sourced legs joined at any hub, however far off the straight way
 * (decision 166): the traveller can drive that way, so the road takes no longer. Coorg to Ooty
 * by Mysuru is 112 + 125 km in 7 h, where the mountain model, winding the whole crow's line
 * across the Mysuru plateau, read 302 km; Kedarnath to Yamunotri by Rishikesh is 16 h 15 min,
 * where the way on by Gangotri took 20 h 30 min.
 */
function roundAbout(a: Point, b: Point): KnownRoad | undefined {
  let best: KnownRoad | undefined;
  for (const first of legsOf(a.id)) {
    const hub = otherEnd(first, a.id);
    const last = roadLegBetween({ id: hub }, b);
    if (hub === b.id || !last) continue;
    const road = { km: first.km + last.km, hours: first.hours + last.hours, via: hub };
    if (!best || road.hours < best.hours) best = road;
  }
  return best;
}

/** How near a hub of a sourced leg a real town stands to be beside it (as to a hill place). */
const TOWN_BESIDE_HUB_KM = TOWN_IN_THE_HILLS_KM;
/**
 * How far off a leg's straight way a town on it may stand: the two crow's lines through it at
 * most this share of the shorter one longer than the leg's own, plus ON_A_LEG_SLACK_KM (Kullu,
 * 32 km below Manali on the Manali–Shimla road, is on it; Kurseong is not on Siliguri–Tawang's).
 */
const ON_A_LEG_SHARE = 0.15;
const ON_A_LEG_SLACK_KM = 5;

/** The road the model drives between a real town and a place, as a road journey times it. */
function modelRoad(town: Point, place: Point): KnownRoad {
  const { plainsKmh, hillsKmh } = COST_MODEL.road;
  const km = modelRoadKm(town, place);
  const hours =
    climbingHours(town, place, km, COST_MODEL.road) ??
    km / (hillRoad(town, place) ? hillsKmh : plainsKmh);
  return { km, hours };
}

/**
 * The part of a sourced leg from a place between a real town on its way and that place, by the
 * crow's lines' share (Kurseong on the Siliguri–Darjeeling road, Solan on Chandigarh–Shimla's).
 * Of several legs the town is on, the shortest: a long leg's slow climb lies mostly at its far
 * end (Chandigarh–Jibhi's 9 h 30 min is not evenly spread over the way past Solan).
 */
function partOfLeg(town: Point, place: Point): KnownRoad | undefined {
  let best: KnownRoad | undefined;
  let shortest = 0;
  for (const leg of legsOf(place.id)) {
    const other = tablePlaceById(otherEnd(leg, place.id));
    if (!other) continue;
    const near = greatCircleKm(place, town);
    const far = greatCircleKm(town, other);
    const detour = near + far - greatCircleKm(place, other);
    if (detour > ON_A_LEG_SHARE * Math.min(near, far) + ON_A_LEG_SLACK_KM) continue;
    const share = near / (near + far);
    if (!best || leg.km < shortest) {
      shortest = leg.km;
      best = { km: leg.km * share, hours: leg.hours * share, via: other.id };
    }
  }
  return best;
}

/**
 * The road from a real town that is in no table (one a trip starts from) to a place the table
 * joins, where sourced legs show the model's road too quick (decision 162):
 * - where the town is on the way of a leg from the place, that leg's share of the way (Kurseong
 *   to Darjeeling is the part of the Siliguri–Darjeeling leg beyond Kurseong);
 * - and no quicker than a leg to the place from a hub beside the town, less the stretch from
 *   that hub to the town as the planner drives it, or a way through the town would beat the leg
 *   (Kullu to Shimla: Kasol–Shimla less Kasol to Kullu).
 * The longest of these, where it is slower than the straight road; else undefined.
 */
function fromTownBesideHub(town: Point | undefined, place: Point): KnownRoad | undefined {
  if (!town || (town.country ?? 'India') !== 'India') return undefined;
  const key = `${town.id}>${place.id}`;
  const known = cache.get(key);
  if (known !== undefined) return known ?? undefined;
  // Only roads into the hills or among them: a road in the plains keeps the model's plains speed.
  // Nor along a valley floor, which runs level (decision 169).
  if ((!hilly(place) && !inTheHills(town)) || levelRoad(town, place)) {
    cache.set(key, null);
    return undefined;
  }
  const model = modelRoad(town, place);
  let best = partOfLeg(town, place);
  // Each way of reckoning bounds the length as it bounds the time: the longest of each.
  let km = best?.km ?? 0;
  for (const leg of legsOf(place.id)) {
    const hub = tablePlaceById(otherEnd(leg, place.id));
    if (!hub || greatCircleKm(town, hub) > TOWN_BESIDE_HUB_KM) continue;
    // The stretch as the planner drives it, so that no way through the town beats the leg.
    const driven = modelRoad(town, hub);
    const stretch = (!levelRoad(town, hub) && partOfLeg(town, hub)) || driven;
    const hours = leg.hours - Math.max(stretch.hours, driven.hours);
    km = Math.max(km, leg.km - Math.max(stretch.km, driven.km));
    if (hours > (best?.hours ?? 0)) best = { km, hours, via: hub.id };
  }
  const hours = best && Math.round(best.hours * 4) / 4;
  // Against the straight road at the plains' speed, or the hills' to a hill place: the climb the
  // town is now timed with (decision 169) reads the road less surely than the sourced legs beside
  // it, so it does not set them aside (Bhowali to Delhi is Nainital's leg, not 8 h 30 min).
  const { plainsKmh, hillsKmh } = COST_MODEL.road;
  const straight = Math.min(model.hours, model.km / (hilly(place) ? hillsKmh : plainsKmh));
  const found = best &&
    hours! > straight && { ...best, km: Math.round(Math.max(model.km, km)), hours: hours! };
  cache.set(key, found || null);
  return found || undefined;
}

/**
 * A road no shorter than the sourced transfer to a place from the other end's own airport or
 * station, less the way from that gateway to its town: else the traveller would drive from the
 * gateway through the town and beat the sourced road (decision 184). Kolkata to the Sundarbans
 * (Godkhali) is the 120 km, 3 h from Kolkata's airport less the airport's 17 km, not the model's
 * 84 km in 1 h 30 min. Taken only where the model's road is shorter, and only for a gateway within
 * GATEWAY_OWN_TOWN_KM of its town: a far one may lie to one side of the road (Darjeeling and
 * Bagdogra's airport, off the road to Pelling). The rest of the way is timed at the transfer's own
 * pace.
 */
function pastOwnGateway(a: { id?: string }, b: { id?: string }): KnownRoad | undefined {
  if (!a.id || !b.id || a.id === b.id) return undefined;
  const key = a.id < b.id ? `${a.id}<>${b.id}` : `${b.id}<>${a.id}`;
  const known = pastGateway.get(key);
  if (known !== undefined) return known ?? undefined;
  const kb = knowledgeBase();
  const [from, to] = [kb.byId.get(a.id), kb.byId.get(b.id)];
  let best: KnownRoad | undefined;
  if (from && to) {
    const model = modelledRoadKm(from, to);
    for (const [town, place] of [
      [from, to],
      [to, from],
    ] as const) {
      for (const own of [town.airport, town.railway]) {
        if (!own || own.distanceKm > GATEWAY_OWN_TOWN_KM) continue;
        const leg = transferLegOf(place, own.code);
        const km = leg ? leg.km - own.distanceKm : 0;
        if (!leg || km <= model || (best && km <= best.km)) continue;
        best = { km: Math.round(km), hours: Math.round(((leg.hours * km) / leg.km) * 4) / 4 };
      }
    }
  }
  pastGateway.set(key, best ?? null);
  return best;
}
const pastGateway = new Map<string, KnownRoad | null>();

/**
 * The road from an airport or station to a hill place that the transfer table does not time,
 * through the gateway's own town when the table knows the road on from there: Udaipur's airport
 * to Mount Abu is the ride into Udaipur and the sourced Udaipur–Mount Abu leg, Bhuntar's to Spiti
 * the ride to Manali and the road over Kunzum La. The town must lie on the way: the two parts at
 * most 15% plus 15 km longer than the transfer's own distance. `town` is where they meet and
 * `townKm` how far it is from the gateway (its own transfer, timed as that is). A real town in no
 * table whose gateway is FAR_GATEWAY_KM or more away takes the road from the gateway's own town
 * where the legs near it time that road (fromTownBesideHub), however far round it is: its
 * gateway's distance is the model's, which is what such a road shows too short (Kullu to
 * Chandigarh's airport, decision 162).
 */
export type GatewayRoad = { town: Destination; townKm: number; road: KnownRoad };

const gatewayRoads = new Map<string, GatewayRoad | null>();

export function gatewayRoad(
  place: Destination,
  gateway: string,
  km: number,
): GatewayRoad | undefined {
  const offTable = !tablePlaceById(place.id);
  if (offTable ? km < FAR_GATEWAY_KM : !hilly(place)) return undefined;
  const key = `${place.id}<${gateway}:${km}`;
  const known = gatewayRoads.get(key);
  if (known !== undefined) return known ?? undefined;
  const found = findGatewayRoad(place, gateway, km);
  gatewayRoads.set(key, found ?? null);
  return found;
}

/** How near its airport or station the gateway's own town stands, for a real town's road. */
const GATEWAY_OWN_TOWN_KM = 30;

/** A place's airports and railhead, where the object carries them (a destination or real town). */
type Gatewayed = Placed &
  Partial<Pick<Destination, 'airport' | 'secondAirport' | 'majorAirport' | 'railway'>>;

/**
 * The shortest a road between two places can be by the sourced road distance from one's airport
 * or railhead to the other (decision 244): the road from the gateway to the place runs no farther
 * than through the town beside it, so the town's road is at least that distance less the town's
 * own ride to the gateway. Delhi to Munsiyari is at least the 600 km from Delhi's airport less its
 * 16 km, where the crow's line read 436 km; Bhuj to Dholavira, round the Rann, at least 215 km, not
 * 118. Only a gateway within GATEWAY_OWN_TOWN_KM of its town counts, as for pastOwnGateway; a
 * gateway across the sea (Kochi's for Lakshadweep) is flown from, not driven. 0 where none bounds.
 */
export function gatewayFloorKm(a: Gatewayed, b: Gatewayed): number {
  // A dozen comparisons at most: cheaper than a cache of every pair asked.
  if (a.id !== undefined && a.id === b.id) return 0;
  return Math.max(floorThrough(a, b), floorThrough(b, a));
}
const acrossSea = (gateway: object) => 'acrossSea' in gateway && gateway.acrossSea === true;

function floorThrough(town: Gatewayed, place: Gatewayed): number {
  // Only a sourced distance bounds: a real town's own ride to a gateway is the model's (decision 270).
  if (place.id === undefined || !tablePlaceById(place.id)) return 0;
  let floor = 0;
  for (const own of [town.airport, town.secondAirport, town.railway]) {
    if (!own || acrossSea(own) || own.distanceKm > GATEWAY_OWN_TOWN_KM) continue;
    for (const far of [place.airport, place.secondAirport, place.majorAirport, place.railway]) {
      if (!far || acrossSea(far) || far.code !== own.code) continue;
      floor = Math.max(floor, far.distanceKm - own.distanceKm);
    }
  }
  return floor;
}

/**
 * A real town's gateway nearer than this keeps the model's ride: a short ride strays little,
 * and the gateway's own town may lie to one side of it (Dharamshala beside Kangra's airport, off
 * the road from it to Palampur).
 */
const FAR_GATEWAY_KM = 60;

function findGatewayRoad(place: Destination, gateway: string, km: number): GatewayRoad | undefined {
  const kb = knowledgeBase();
  const offTable = !tablePlaceById(place.id);
  let best: GatewayRoad | undefined;
  for (const town of [...kb.destinations, ...kb.towns.values()]) {
    if (town.id === place.id) continue;
    const own = [town.airport, town.railway].find((way) => way?.code === gateway);
    if (!own) continue;
    const road = knownRoad(town, place);
    if (!road) continue;
    const onTheWay = offTable
      ? own.distanceKm <= GATEWAY_OWN_TOWN_KM
      : own.distanceKm + road.km <= km * (1 + DETOUR_SHARE) + DETOUR_SLACK_KM;
    if (!onTheWay) continue;
    if (!best || own.distanceKm + road.km < best.townKm + best.road.km)
      best = { town, townKm: own.distanceKm, road };
  }
  return best;
}

/**
 * The pass shut by snow in the month (1–12) on the sourced road between two places: on its own
 * leg, or on either leg of a road through a hub (Delhi–Spiti by Manali and Kunzum La).
 */
export function shutPassOn(
  a: { id?: string },
  b: { id?: string },
  month: number,
): string | undefined {
  const leg = roadLegBetween(a, b);
  if (leg) return shutPassOf(leg, month);
  const via = knownRoad(a, b)?.via;
  if (!via) return undefined;
  const hub = { id: via };
  return shutPassOf(roadLegBetween(a, hub), month) ?? shutPassOf(roadLegBetween(hub, b), month);
}

/**
 * The pass shut by snow in the month on the road from an airport or station to a place, where
 * that road runs through the gateway's town (Bhuntar to Spiti by Manali and Kunzum La).
 */
export function shutPassToGateway(
  place: Destination,
  gateway: string,
  km: number,
  month: number,
): string | undefined {
  if (transferLegOf(place, gateway)) return undefined;
  const through = gatewayRoad(place, gateway, km);
  return through ? shutPassOn(through.town, place, month) : undefined;
}

/** One end of a road: a place, or the town of the airport or station (`gateway`) it starts at. */
export type RoadEnd = { point: Point; gateway?: string };

/**
 * A town of the tables where a road too long for one day can stop for the night (decision 223):
 * a hub on the way between the road's two ends whose sourced leg runs on to one of them, with the
 * road from the other end to it sourced too (a leg, or the transfer from that end's airport or
 * station) or a plains road, and the two together not much longer than the road's `hours`. No
 * place at the end of a walk (Kedarnath), and no leg over a pass snow may shut. `before` and
 * `after` are the two parts' sourced roads, in the order from `start` to `end`; `share` is the
 * part of the road before the hub, by their hours; `fits` says whether two parts leave both days
 * short enough. Of the hubs that fit, the one that halves the road most evenly: Delhi to Gangotri
 * by bus halts at Rishikesh, where the Delhi–Rishikesh and Rishikesh–Gangotri legs meet;
 * Chandigarh's airport to Kalpa at Shimla.
 */
export function haltOnKnownRoad(
  start: RoadEnd,
  end: RoadEnd,
  hours: number,
  fits: (before: KnownRoad, after: KnownRoad) => boolean,
): KnownHalt | undefined {
  let best: KnownHalt | undefined;
  for (const [from, to, reversed] of [
    [start, end, false],
    [end, start, true],
  ] as const) {
    for (const last of legsOf(to.point.id)) {
      if (last.pass) continue;
      const hub = tablePlaceById(otherEnd(last, to.point.id));
      if (!hub || hub.trail || hub.id === from.point.id || hub.id === to.point.id) continue;
      const straight = greatCircleKm(from.point, to.point);
      const bent = greatCircleKm(from.point, hub) + greatCircleKm(hub, to.point);
      if (bent > straight * (1 + DETOUR_SHARE) + DETOUR_SLACK_KM) continue;
      const leg = roadLegBetween(from.point, hub);
      const first =
        (from.gateway ? transferLegOf(hub, from.gateway) : undefined) ??
        (leg?.pass ? undefined : leg) ??
        plainsRoad(from.point, hub);
      // Two legs much longer together than the road go another way.
      if (!first || first.hours + last.hours > hours * (1 + HALT_DETOUR_SHARE)) continue;
      const [before, after] = (reversed ? [last, first] : [first, last]).map(
        ({ km, hours }): KnownRoad => ({ km, hours }),
      ) as [KnownRoad, KnownRoad];
      if (!fits(before, after)) continue;
      const share = before.hours / (before.hours + after.hours);
      if (!best || Math.abs(share - 0.5) < Math.abs(best.share - 0.5)) {
        best = { at: hub, share, before, after };
      }
    }
  }
  return best;
}

/** A town where a road halts for the night, and the sourced road to it and on from it. */
export type KnownHalt = { at: Destination; share: number; before: KnownRoad; after: KnownRoad };

/** How much longer than the road its two legs through a halt may take together. */
const HALT_DETOUR_SHARE = 0.25;

const townOfGateway = new Map<string, Destination | null>();

/**
 * The town an airport or station stands at (within GATEWAY_OWN_TOWN_KM), as a point on the road
 * from it: the nearest of the places and towns that have it as their own.
 */
export function gatewayTownOf(code: string): Destination | undefined {
  const known = townOfGateway.get(code);
  if (known !== undefined) return known ?? undefined;
  const kb = knowledgeBase();
  let best: { town: Destination; km: number } | undefined;
  for (const town of [...kb.destinations, ...kb.towns.values()]) {
    const own = [town.airport, town.railway].find((way) => way?.code === code);
    if (!own || own.distanceKm > GATEWAY_OWN_TOWN_KM) continue;
    if (!best || own.distanceKm < best.km) best = { town, km: own.distanceKm };
  }
  townOfGateway.set(code, best?.town ?? null);
  return best?.town;
}
