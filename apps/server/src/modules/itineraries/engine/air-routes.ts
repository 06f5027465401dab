import { knowledgeBase, type AirRoutes } from '../knowledge/load';
import type { Airport, Destination } from '../knowledge/schema';
import { greatCircleKm, roadKm } from './geo';

/**
 * Which flights exist (decision 61): a pair of airports is flown direct only where a route is
 * listed (data/air-routes, read both ways), between two of the six trunk airports, between two
 * airports abroad, or where neither end has been researched yet (the older model, a direct
 * flight anywhere). Elsewhere the traveller changes planes once or twice, at the hubs that make
 * the shortest distance flown (`flightPath`).
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
  const airport = spot && [spot.airport, spot.majorAirport].find((a) => a?.code === code);
  const name = airport?.name ?? '';
  const plain = name.replace(/\([^)]*\)/g, '').trim();
  const served = knowledgeBase().byAirport.get(code) ?? [];
  const home = airportHome(code);
  const short = plain.replace(/\b(?:International\s+)?(?:Airport|Aerodrome)\b/g, '').trim();
  const unbracketed = name.replace(/[()]/g, '');
  // In India an airport's own one-word name is the town travellers know (Bagdogra, Jabalpur,
  // Jorhat); abroad it is often a person's (Zayed, Hamad), so the city it serves comes first.
  const ownName = short && !short.includes(' ') ? short : undefined;
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
  // Airports abroad were researched for their flights to India only: between two of them the
  // older model stands (Bangkok–Phuket, Dubai–Istanbul).
  if (abroad(from) && abroad(to)) return true;
  return !routes.researched.has(from) && !routes.researched.has(to);
}

function abroad(code: string): boolean {
  const spot = airportSpot(code);
  return spot !== undefined && spot.country !== 'India';
}

/** The place an airport is the own airport of, the one named after it first. */
export function airportHome(code: string): Destination | undefined {
  return knowledgeBase()
    .byAirport.get(code)
    ?.find((place) => place.airport?.code === code);
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
      for (const airport of [place.airport, place.majorAirport]) {
        if (!airport || airport.distanceKm >= (near.get(airport.code) ?? Infinity)) continue;
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
 * changes is known.
 */
export function flightPath(
  from: string,
  to: string,
  month?: number,
): readonly string[] | undefined {
  const key = `${from}>${to}>${month ?? ''}`;
  if (!paths.has(key)) paths.set(key, searchPath(from, to, month) ?? null);
  return paths.get(key) ?? undefined;
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
 * change at a hub both ends fly to, else at two (Jodhpur → Delhi → Baku → Tbilisi).
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
    if (flies(hub, to)) consider([from, hub, to], km(start, home) + km(home, end));
  }
  if (best.path) return best.path;
  const inward = hubsOf.filter(([hub]) => flies(hub, to));
  for (const [first, a] of out) {
    for (const [second, b] of inward) {
      if (first !== second && flies(first, second))
        consider([from, first, second, to], km(start, a) + km(a, b) + km(b, end));
    }
  }
  return best.path;
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
    const own =
      best && [best.spot.airport, best.spot.majorAirport].find((a) => a?.code === best!.code);
    fallbacks.set(key, own ? { ...own, distanceKm: Math.round(roadKm(place, best!.spot)) } : null);
  }
  return fallbacks.get(key) ?? undefined;
}
