import { knowledgeBase, type AirRoutes } from '../knowledge/load';
import { airportOf, airportsOf, type Airport, type Destination } from '../knowledge/schema';
import { greatCircleKm, joinedByLand, roadKm } from './geo';

/**
 * Which flights exist (decisions 61 and 79): a pair of airports is flown direct only where a route
 * is listed (data/air-routes, read both ways), between two of the six trunk airports, or where
 * neither end has been researched yet (the older model, a direct flight anywhere in India). A
 * non-stop between India and abroad is flown only where listed; between two airports abroad, as
 * `flownAbroad` says. Elsewhere the traveller changes planes once or twice (`flightPath`).
 */
const TRUNK_CITIES: Readonly<Record<string, string>> = {
  DEL: 'Delhi',
  BOM: 'Mumbai',
  BLR: 'Bengaluru',
  HYD: 'Hyderabad',
  MAA: 'Chennai',
  CCU: 'Kolkata',
};

export const TRUNK_AIRPORTS: ReadonlySet<string> = new Set(Object.keys(TRUNK_CITIES));

/**
 * An airport as a traveller knows it: "Mumbai (BOM)", "Bagdogra (IXB)", "Abu Dhabi (AUH)": the
 * trunk city, a place its name holds, the town after its comma, its own one-word name in India,
 * the place it is the airport of when near, its one-word name abroad, or the place it serves.
 */
export function airportLabel(code: string): string {
  const city = airportCity(code);
  return city ? `${city} (${code})` : code;
}

/** The town an airport is known by ("Bagdogra", "Mumbai", "Doha"), when one is known. */
export function airportCity(code: string): string | undefined {
  const spot = airportSpot(code);
  const airport = spot && airportOf(spot, code);
  const name = airport?.name ?? '';
  const served = knowledgeBase().byAirport.get(code) ?? [];
  const home = airportHome(code);
  const unbracketed = name.replace(/[()]/g, '');
  // In India an airport's own one-word name is the town travellers know (Bagdogra, Jabalpur,
  // Jorhat); abroad it is often a person's (Zayed, Hamad), so the city it serves comes first.
  const ownName = oneWordName(name);
  return (
    TRUNK_CITIES[code] ??
    served.find((place) => name.includes(place.name))?.name ??
    (unbracketed.includes(',') ? unbracketed.split(',').pop()!.trim() : undefined) ??
    (spot?.country === 'India' ? ownName : undefined) ??
    (home && (home.airport?.distanceKm ?? 0) <= 35 ? home.name : undefined) ??
    ownName ??
    home?.name ??
    spot?.name
  );
}

/**
 * The town a night near an airport is spent in: the town it is known by (`airportCity`) where
 * that town stands at the airport, else, in India, the airport's own town, by its one-word name
 * or the one word its name brackets: Bhuntar, not Manali 50 km up the valley; Toranagallu, not
 * Hampi (decision 228).
 */
export function airportTown(code: string): string | undefined {
  const city = airportCity(code);
  const spot = airportSpot(code);
  const airport = spot && airportOf(spot, code);
  const served = knowledgeBase().byAirport.get(code) ?? [];
  const far = served.some(
    (place) => place.name === city && (airportOf(place, code)?.distanceKm ?? 0) > AIRPORT_TOWN_KM,
  );
  if (!far || !airport || spot.country !== 'India') return city;
  const ownName = oneWordName(airport.name);
  if (ownName) return ownName;
  const bracket = /\(([^()\s,;]+)\)/.exec(airport.name)?.[1];
  return bracket && !served.some((place) => place.name === bracket) ? bracket : city;
}

/**
 * An airport's own name without its brackets and without "Airport" or "Aerodrome", when that
 * leaves one word: "Bagdogra Airport" → Bagdogra, "Kullu-Manali Airport (Bhuntar)" → none.
 */
function oneWordName(name: string): string | undefined {
  const short = name
    .replace(/\([^)]*\)/g, '')
    .replace(/\b(?:International\s+)?(?:Airport|Aerodrome)\b/g, '')
    .trim();
  return short && !short.includes(' ') ? short : undefined;
}

/** How far from its airport a town may stand and still be where a night near it is spent. */
const AIRPORT_TOWN_KM = 35;

/** Whether a flight goes from one airport to the other without a change, in a month if given. */
export function fliesDirect(
  from: string,
  to: string,
  month?: number,
  routes: AirRoutes = knowledgeBase().airRoutes,
): boolean {
  if (from === to) return false;
  if (TRUNK_AIRPORTS.has(from) && TRUNK_AIRPORTS.has(to)) return true;
  const route = routes.links.get(from);
  if (route?.has(to)) {
    const months = route.get(to);
    return !months || month === undefined || months.includes(month);
  }
  const [fromAbroad, toAbroad] = [abroad(from), abroad(to)];
  if (fromAbroad && toAbroad) return flownAbroad(from, to, routes);
  // The routes between India and abroad were read from both ends: one not listed is not flown
  // (Delhi–Prague, Chennai–Seoul).
  if (fromAbroad || toAbroad) return false;
  return !routes.researched.has(from) && !routes.researched.has(to);
}

/**
 * The airports abroad where travellers from India change planes (decision 79): the Gulf and
 * Istanbul hubs, whose carriers sell India's one-stop journeys to Europe, Africa and Asia; the
 * hubs of South-East and East Asia; and Europe's. The knowledge base's route notes say they link
 * to one another and to most cities (data/air-routes/abroad.json: Bangkok, Singapore, Istanbul,
 * Bali). Any other airport abroad is a change of planes only where both its flights are listed
 * (Kathmandu for Paro and Pokhara, Auckland for Queenstown), never because it lies on the
 * straight line (Kolkata to Paris by Kathmandu, Delhi to Queenstown by Phuket).
 */
const WORLD_HUBS: ReadonlySet<string> = new Set(['DXB', 'DOH', 'AUH', 'IST']);
const REGIONAL_HUBS: ReadonlySet<string> = new Set([
  'SIN',
  'BKK',
  'KUL',
  'HKG',
  'LHR',
  'CDG',
  'AMS',
  'ZRH',
  'VIE',
]);
export const CONNECTING_HUBS: ReadonlySet<string> = new Set([...WORLD_HUBS, ...REGIONAL_HUBS]);

/**
 * How far a hub's own carriers are taken to fly to a city abroad whose routes were not read. From
 * the Gulf and Istanbul: Europe, Africa and Asia as far as Bali (Dubai–Bali 6,900 km), not the
 * Pacific. From the other hubs, their own region (Bangkok–Tokyo 4,600 km, London–Cairo 3,500 km),
 * not across to another (Bangkok–Tbilisi 5,600 km, Singapore–Nairobi 7,400 km).
 */
const hubReachKm = (hub: string) => (WORLD_HUBS.has(hub) ? 7000 : 5000);
/**
 * Two cities abroad, neither a hub, are taken to be linked within this: the short-haul routes of
 * one region (Colombo–Malé 790 km, Rome–Barcelona 860 km, Tokyo–Seoul 1,200 km, Hanoi–Ho Chi Minh
 * City 1,150 km), not the long sea crossings no airline flies (Malé–Seychelles 2,050 km, Colombo–
 * Phuket 2,100 km).
 */
const SHORT_HAUL_KM = 1500;
/** A hop abroad this short by road is driven, as at home (`ROAD_ONLY_MAX_KM` in transport.ts). */
const SHORT_HOP_ROAD_KM = 250;

/**
 * Whether an unlisted pair of airports abroad is flown direct: never a hop joined by a short road
 * (Abu Dhabi–Dubai, 130 km); between two hubs; from a hub to a city within its reach, or between
 * two cities of one region, unless an end is an airport whose flights abroad were read, which
 * flies only those (Queenstown, Langkawi, Phuket, Seychelles), or a small airport the knowledge
 * base pairs with a bigger one (U-Tapao with Bangkok, Samarkand with Tashkent).
 */
function flownAbroad(from: string, to: string, routes: AirRoutes): boolean {
  const [a, b] = [airportSpot(from), airportSpot(to)];
  if (!a || !b) return false;
  if (joinedByLand(a, b) && roadKm(a, b) <= SHORT_HOP_ROAD_KM) return false;
  const [hubA, hubB] = [CONNECTING_HUBS.has(from), CONNECTING_HUBS.has(to)];
  if (hubA && hubB) return true;
  if (listedOnly(from, routes) || listedOnly(to, routes)) return false;
  return greatCircleKm(a, b) <= (hubA ? hubReachKm(from) : hubB ? hubReachKm(to) : SHORT_HAUL_KM);
}

const onlyListed = new WeakMap<AirRoutes, Map<string, boolean>>();

/**
 * An airport abroad, not a hub, that flies abroad only where listed: its flights abroad were read
 * (its own entry lists one; another airport's entry listing it, Kansai's listing Incheon or
 * Florence's Barcelona, says nothing of its other flights), or the knowledge base pairs it with a
 * bigger one.
 */
function listedOnly(code: string, routes: AirRoutes): boolean {
  if (CONNECTING_HUBS.has(code)) return false;
  const known = onlyListed.get(routes) ?? new Map<string, boolean>();
  onlyListed.set(routes, known);
  if (!known.has(code)) {
    const linked = [...(routes.listed?.get(code) ?? [])];
    known.set(code, linked.some(abroad) || Boolean(airportHome(code)?.majorAirport));
  }
  return known.get(code)!;
}

function abroad(code: string): boolean {
  const spot = airportSpot(code);
  return spot !== undefined && spot.country !== 'India';
}

/** The place an airport is the own airport of, the one named after it first. */
export function airportHome(code: string): Destination | undefined {
  return knowledgeBase()
    .byAirport.get(code)
    ?.find((place) => place.airport?.code === code || place.secondAirport?.code === code);
}

let spots: Map<string, Destination> | undefined;

/**
 * Where an airport is, for measuring flights: its own place, or else the place or origin town
 * nearest to it among those that use it (Kanpur's airport is a town's, not a destination's).
 */
export function airportSpot(code: string): Destination | undefined {
  if (!spots) {
    const kb = knowledgeBase();
    spots = new Map();
    const near = new Map<string, number>();
    for (const place of [...kb.destinations, ...new Set(kb.towns.values())]) {
      for (const airport of airportsOf(place)) {
        if (airport.distanceKm >= (near.get(airport.code) ?? Infinity)) continue;
        near.set(airport.code, airport.distanceKm);
        spots.set(airport.code, place);
      }
    }
    for (const known of spots.keys()) {
      const home = airportHome(known);
      if (home) spots.set(known, home);
    }
  }
  return spots.get(code);
}

const paths = new Map<string, readonly string[] | null>();

/**
 * The airports a traveller flies through from one airport to another in a month, both ends
 * included (`[from, to]` when a flight is direct), or undefined when no route with at most two
 * changes, or three through a trunk airport, is known.
 */
export function flightPath(
  from: string,
  to: string,
  month?: number,
): readonly string[] | undefined {
  const key = `${from}>${to}>${month ?? ''}`;
  if (!paths.has(key)) {
    paths.set(key, fewestChanges(from, to, month) ?? throughTrunk(from, to, month) ?? null);
  }
  return paths.get(key) ?? undefined;
}

const shortPaths = new Map<string, readonly string[] | null>();

/** The path with at most two changes (`searchPath`), remembered. */
function fewestChanges(from: string, to: string, month?: number): readonly string[] | undefined {
  const key = `${from}>${to}>${month ?? ''}`;
  if (!shortPaths.has(key)) shortPaths.set(key, searchPath(from, to, month) ?? null);
  return shortPaths.get(key) ?? undefined;
}

/**
 * Where two changes do not reach, a third at a trunk airport the small end flies to: Imphal →
 * Kolkata → Singapore → Auckland → Queenstown, now that no airport on the straight line (Phuket)
 * is taken to fly to Queenstown. The path of shortest distance flown.
 */
function throughTrunk(from: string, to: string, month?: number): readonly string[] | undefined {
  const spot = (code: string) => hubs().get(code) ?? airportSpot(code);
  const flownKm = (path: readonly string[]) =>
    path
      .slice(1)
      .reduce((total, code, index) => total + greatCircleKm(spot(path[index]!)!, spot(code)!), 0);
  // A journey within one country abroad never changes planes in India (Abu Dhabi to Dubai).
  const [start, end] = [spot(from), spot(to)];
  if (!start || !end || (start.country === end.country && abroad(from))) return undefined;
  let best: { path: readonly string[]; km: number } | undefined;
  for (const trunk of TRUNK_AIRPORTS) {
    if (trunk === from || trunk === to) continue;
    const onward = fliesDirect(from, trunk, month) ? fewestChanges(trunk, to, month) : undefined;
    const inward = fliesDirect(trunk, to, month) ? fewestChanges(from, trunk, month) : undefined;
    for (const path of [onward && [from, ...onward], inward && [...inward, to]]) {
      if (!path || new Set(path).size < path.length || path.some((code) => !spot(code))) continue;
      const km = flownKm(path);
      if (!best || km < best.km) best = { path, km };
    }
  }
  return best?.path;
}

let hubList: ReadonlyMap<string, Destination> | undefined;

/** The airports that can be a change of planes: the trunk and every researched or linked one. */
function hubs(): ReadonlyMap<string, Destination> {
  if (!hubList) {
    const routes = knowledgeBase().airRoutes;
    const found = new Map<string, Destination>();
    for (const code of [...TRUNK_AIRPORTS, ...routes.researched, ...routes.links.keys()]) {
      const home = airportSpot(code);
      if (home) found.set(code, home);
    }
    hubList = found;
  }
  return hubList;
}

/**
 * The path of fewest flights (at most three), and of those the shortest distance flown: a
 * change at a hub both ends fly to, else at two (Jodhpur → Delhi → Baku → Tbilisi). A change
 * abroad is made at a connecting hub, or where both flights are listed (`changesAt`).
 */
function searchPath(from: string, to: string, month: number | undefined): string[] | undefined {
  const flies = (a: string, b: string) => fliesDirect(a, b, month);
  if (flies(from, to)) return [from, to];
  const known = hubs();
  const start = known.get(from) ?? airportSpot(from);
  const end = known.get(to) ?? airportSpot(to);
  if (!start || !end) return undefined;
  const km = (a: Destination, b: Destination) => greatCircleKm(a, b);
  // A journey within one country changes planes in it, never abroad (Bagdogra to Guwahati by
  // way of Paro); one between two countries may change anywhere.
  const domestic = start.country === end.country;
  const hubsOf = [...known].filter(
    ([hub, home]) => hub !== from && hub !== to && (!domestic || home.country === start.country),
  );
  const out = hubsOf.filter(([hub]) => flies(from, hub));
  const best: { path?: string[]; km: number } = { km: Number.POSITIVE_INFINITY };
  const consider = (path: string[], total: number) => {
    if (total < best.km) Object.assign(best, { path, km: total });
  };
  for (const [hub, home] of out) {
    if (flies(hub, to) && changesAt(from, hub, to)) {
      consider([from, hub, to], km(start, home) + km(home, end));
    }
  }
  if (best.path) return best.path;
  const inward = hubsOf.filter(([hub]) => flies(hub, to));
  for (const [first, a] of out) {
    for (const [second, b] of inward) {
      if (
        first !== second &&
        flies(first, second) &&
        changesAt(from, first, second) &&
        changesAt(first, second, to)
      )
        consider([from, first, second, to], km(start, a) + km(a, b) + km(b, end));
    }
  }
  return best.path;
}

/**
 * The fewest routes an Indian airport outside the trunk lists to be a change of planes: Pune
 * (29), Kochi (24) and Guwahati (19) connect, Kullu (4) and Shimla (3), with a flight or two a
 * day, do not: Dehradun to Amritsar changed at Kullu (decision 135).
 */
const MIN_HUB_ROUTES = 10;

/** Whether a traveller changes planes at an Indian airport: a trunk one, or one of many routes. */
function hubInIndia(hub: string): boolean {
  if (TRUNK_AIRPORTS.has(hub)) return true;
  const routes = knowledgeBase().airRoutes;
  // An airport not yet researched keeps the older model: a change anywhere.
  if (!routes.researched.has(hub)) return true;
  return (routes.links.get(hub)?.size ?? 0) >= MIN_HUB_ROUTES;
}

/**
 * Whether a traveller changes planes at an airport between two others: in India at a hub
 * (`hubInIndia`), at a
 * connecting hub abroad, or at another airport abroad whose two flights are both listed (Auckland
 * between Singapore and Queenstown), so a change is never made where no airline sells it.
 */
function changesAt(before: string, hub: string, after: string): boolean {
  if (!abroad(hub)) return hubInIndia(hub);
  if (CONNECTING_HUBS.has(hub)) return true;
  const links = knowledgeBase().airRoutes.links.get(hub);
  return Boolean(links?.has(before) && links.has(after));
}

/**
 * An Indian airport researched and found with no scheduled flights now (Pakyong, Tezpur), or in
 * the month asked (Khajuraho outside its October–March season). One abroad with no flight to
 * India still flies elsewhere (Tbilisi).
 */
export function grounded(code: string, month?: number): boolean {
  const routes = knowledgeBase().airRoutes;
  if (!routes.researched.has(code) || abroad(code)) return false;
  const flights = routes.links.get(code);
  if (!flights) return true;
  if (month === undefined) return false;
  return [...flights.values()].every((months) => months !== undefined && !months.includes(month));
}

const fallbacks = new Map<string, Airport | null>();

/**
 * For a place whose own airports have no flights now or in the month (Tezpur; Khajuraho in
 * August): the nearest airport of its country that has, reached by road.
 */
export function nearestFlyingAirport(place: Destination, month?: number): Airport | undefined {
  const key = `${place.id}|${month ?? ''}`;
  if (!fallbacks.has(key)) {
    let best: { code: string; spot: Destination; km: number } | undefined;
    for (const [code, spot] of hubs()) {
      if (spot.country !== place.country || grounded(code, month)) continue;
      const km = greatCircleKm(place, spot);
      if (!best || km < best.km) best = { code, spot, km };
    }
    const own = best && airportOf(best.spot, best.code);
    fallbacks.set(key, own ? { ...own, distanceKm: Math.round(roadKm(place, best!.spot)) } : null);
  }
  return fallbacks.get(key) ?? undefined;
}
