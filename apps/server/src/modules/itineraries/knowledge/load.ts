import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { serverRoot } from '../../../db/paths';
import { HOTEL_TIERS } from '@trip/shared/itineraries/constants';
import { withStoppedMonths } from './stopped-months';
import {
  airportOf,
  airRoutesFileSchema,
  airportSpotsFileSchema,
  railheadSpotsFileSchema,
  destinationSchema,
  knowledgeFileSchema,
  placeNamesFileSchema,
  renamedFileSchema,
  circuitsFileSchema,
  areasFileSchema,
  STAY_TIERS,
  staysFileSchema,
  townsFileSchema,
  localitiesFileSchema,
  type Destination,
  type Town,
  type DestinationEntry,
  type Stays,
  type StayTier,
} from './schema';

/** A state, union territory or foreign country: what a traveller types when no town comes to mind. */
export type Region = {
  name: string;
  country: string;
  kind: 'state' | 'country';
  destinations: Destination[];
};

export type KnowledgeBase = {
  destinations: readonly Destination[];
  byId: ReadonlyMap<string, Destination>;
  /** Normalised name or alias → destinations that carry it. */
  byName: ReadonlyMap<string, Destination[]>;
  /** IATA code → destinations served by that airport, nearest first. */
  byAirport: ReadonlyMap<string, Destination[]>;
  /**
   * Normalised state, country or area name (and an area's aliases) → region; an area is held
   * under each of its names, so read the values through a Set.
   */
  regions: ReadonlyMap<string, Region>;
  /**
   * Normalised name or alias → a town travellers set out from (data/towns), as an origin the
   * planner can journey from. Names that are destinations are not here: the destination wins.
   */
  towns: ReadonlyMap<string, Destination>;
  /**
   * Normalised name → the city a neighbourhood or suburb of it belongs to (data/localities), for
   * a trip that starts there. Names of destinations, regions and towns are not here.
   */
  localities: ReadonlyMap<string, Destination>;
  /** Scheduled flights without a change of plane (data/air-routes), read both ways. */
  airRoutes: AirRoutes;
  /**
   * Normalised name → where populated places of that name stand (data/places): real towns and
   * villages the knowledge base does not plan for, so that one is never read as a slip of a
   * destination's name far from it.
   */
  placeNames: ReadonlyMap<string, readonly RealPlace[]>;
  /** Normalised name or alias → a circuit booked by name (data/circuits). */
  circuits: ReadonlyMap<string, Circuit>;
  /** IATA code → where an airport of India's places and towns stands (data/airports). */
  airportSpots: ReadonlyMap<string, GeoSpot>;
  /** Station code → where a railhead of India's places and towns stands (data/railheads). */
  railheadSpots: ReadonlyMap<string, GeoSpot>;
};

/** A circuit travellers book by name, and the places it stays at. */
export type Circuit = { name: string; stops: readonly Destination[]; inOrder: boolean };

export type GeoSpot = { lat: number; lon: number };
/** A populated place of data/places: its name as GeoNames writes it, where it is, its state. */
export type RealPlace = GeoSpot & { name: string; state: string; metres?: number };

export type AirRoutes = {
  /** The airports whose routes were researched: a pair of them not linked has no direct flight. */
  researched: ReadonlySet<string>;
  /**
   * IATA code → the airports it flies to directly, each with the months the route runs when
   * not all year.
   */
  links: ReadonlyMap<string, ReadonlyMap<string, readonly number[] | undefined>>;
  /** IATA code → the airports its own entry lists (not those that list it). */
  listed?: ReadonlyMap<string, ReadonlySet<string>>;
};

export class KnowledgeBaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KnowledgeBaseError';
  }
}

/** Lower case, no accents, "&" as "and", words of letters and digits: "Port Blair's" → "port blair s". */
export function placeWords(value: string): string {
  // Asked of the same names for every card a search plans: each is read once.
  let words = placeWordsCache.get(value);
  if (words === undefined) {
    words = value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replaceAll('&', ' and ')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (placeWordsCache.size >= PLACE_WORDS_CACHE_SIZE) placeWordsCache.clear();
    placeWordsCache.set(value, words);
  }
  return words;
}
const placeWordsCache = new Map<string, string>();
/** Enough for every name the knowledge base holds; typed names beyond it start the cache over. */
const PLACE_WORDS_CACHE_SIZE = 50_000;

/** The words of a name run together: "Port Blair" → "portblair". */
export function normalisePlace(value: string): string {
  return placeWords(value).replaceAll(' ', '');
}

export function knowledgeDataDir(): string {
  return path.join(serverRoot(), 'src', 'modules', 'itineraries', 'knowledge', 'data');
}

function readDestinations(dataDir: string): DestinationEntry[] {
  const files = fs
    .readdirSync(dataDir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new KnowledgeBaseError(`No knowledge-base files in ${dataDir}`);
  const seen = new Map<string, string>();
  const destinations: DestinationEntry[] = [];
  for (const file of files) {
    const raw = readJson(path.join(dataDir, file), file);
    const list = knowledgeFileSchema.safeParse(raw);
    if (!list.success) throw new KnowledgeBaseError(`${file}: must hold a JSON array`);
    list.data.forEach((entry, index) => {
      const id = (entry as { id?: unknown } | null)?.id;
      const where = `${file}: ${typeof id === 'string' ? id : `entry ${index}`}`;
      const parsed = destinationSchema.safeParse(entry);
      if (!parsed.success) {
        const problems = parsed.error.issues
          .map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`)
          .join('; ');
        throw new KnowledgeBaseError(`${where}: ${problems}`);
      }
      const earlier = seen.get(parsed.data.id);
      if (earlier) throw new KnowledgeBaseError(`${where}: id already used in ${earlier}`);
      seen.set(parsed.data.id, file);
      destinations.push(parsed.data);
    });
  }
  return destinations;
}

const NO_STAYS: Stays = { backpacker: [], budget: [], standard: [], premium: [], luxury: [] };

/**
 * A town as a trip's origin: where it is and the gateways it uses, with no sights, stays or
 * eateries (a trip never stays there). A real town far from any railhead has none (Choglamsar,
 * beside Leh).
 */
export function originOf(
  town: Omit<Town, 'railway'> &
    Pick<Destination, 'railway' | 'majorAirport' | 'secondAirport' | 'metres'>,
): Destination {
  return {
    ...town,
    country: 'India',
    bestMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    avoidMonths: [],
    themes: ['city'],
    summary: `${town.name}, ${town.state}`,
    attractions: [],
    hotels: {
      budget: { name: town.name, nightly: 300 },
      standard: { name: town.name, nightly: 300 },
      premium: { name: town.name, nightly: 300 },
      luxury: { name: town.name, nightly: 300 },
    },
    restaurants: [],
    dishes: [],
    activities: [],
    excursions: [],
    notes: [],
    localTransportPerDay: 0,
    localTransportBy: 'cab',
    stays: NO_STAYS,
  };
}

/**
 * data/towns/*.json: the towns travellers set out from, each made an origin the planner can
 * journey from (no sights, stays or eateries: it never plans a stay there).
 */
function readTowns(
  dataDir: string,
  destinationNames: ReadonlyMap<string, Destination[]>,
  destinationIds: ReadonlySet<string>,
): Map<string, Destination> {
  const towns = new Map<string, Destination>();
  for (const { label, data } of readFolder(dataDir, 'towns', townsFileSchema)) {
    for (const town of data) {
      if (destinationIds.has(town.id))
        throw new KnowledgeBaseError(`${label}: ${town.id}: id used twice`);
      const origin = originOf(town);
      for (const name of [town.name, ...town.aliases]) {
        const key = normalisePlace(name);
        if (destinationNames.has(key)) continue;
        if (towns.has(key) && towns.get(key)!.id !== town.id) {
          throw new KnowledgeBaseError(`${label}: ${town.id}: "${name}" names another town too`);
        }
        towns.set(key, origin);
      }
    }
  }
  return towns;
}

/**
 * data/localities/*.json: each neighbourhood's name, normalised, with the city it is in. A name
 * a destination, region or town bears is theirs; a name under two cities is a fault.
 */
function readLocalities(
  dataDir: string,
  byId: ReadonlyMap<string, Destination>,
  taken: (key: string) => boolean,
): Map<string, Destination> {
  const localities = new Map<string, Destination>();
  for (const { label, data } of readFolder(dataDir, 'localities', localitiesFileSchema)) {
    for (const [id, names] of Object.entries(data)) {
      const city = byId.get(id);
      if (!city) throw new KnowledgeBaseError(`${label}: ${id}: no such destination`);
      for (const name of names) {
        const key = normalisePlace(name);
        if (!key || taken(key)) continue;
        const held = localities.get(key);
        if (held && held !== city) {
          throw new KnowledgeBaseError(`${label}: "${name}" is under ${held.id} and ${id}`);
        }
        localities.set(key, city);
      }
    }
  }
  return localities;
}

/** data/places/*.json: every populated place's name, normalised, with the places of that name. */
function readPlaceNames(dataDir: string): Map<string, RealPlace[]> {
  const names = new Map<string, RealPlace[]>();
  for (const { data } of readFolder(dataDir, 'places', placeNamesFileSchema)) {
    for (const [name, lat, lon, state, metres] of data) {
      const key = normalisePlace(name);
      if (!key) continue;
      const spots = names.get(key) ?? [];
      spots.push({ name, lat, lon, state, ...(metres === undefined ? {} : { metres }) });
      names.set(key, spots);
    }
  }
  // A town's former name reads as the town, under the name it has now.
  for (const { label, data } of readFolder(dataDir, 'renamed', renamedFileSchema)) {
    for (const { name, now, state } of data) {
      const spots = names.get(normalisePlace(now))?.filter((spot) => spot.state === state);
      if (!spots?.length) throw new KnowledgeBaseError(`${label}: no place ${now}, ${state}`);
      const key = normalisePlace(name);
      if (names.has(key)) throw new KnowledgeBaseError(`${label}: ${name} is another place's name`);
      names.set(key, spots);
    }
  }
  return names;
}

/** Each data/{folder}/*.json checked by `schema`, with the label errors name it by. */
function readFolder<T>(
  dataDir: string,
  folder: string,
  schema: z.ZodType<T>,
): Array<{ label: string; data: T }> {
  const dir = path.join(dataDir, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => {
      const label = `${folder}/${file}`;
      const parsed = schema.safeParse(readJson(path.join(dir, file), label));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new KnowledgeBaseError(`${label}: ${issue.path.join('.')}: ${issue.message}`);
      }
      return { label, data: parsed.data };
    });
}

/**
 * data/areas/*.json: each area as a region of the places of its states or countries, under its
 * name and aliases, which no state, country or place may share.
 */
function addAreas(
  dataDir: string,
  regions: Map<string, Region>,
  byName: ReadonlyMap<string, Destination[]>,
): void {
  for (const { label, data } of readFolder(dataDir, 'areas', areasFileSchema)) {
    for (const entry of data) {
      const parts = entry.regions.map((name) => {
        const region = regions.get(normalisePlace(name));
        if (!region)
          throw new KnowledgeBaseError(`${label}: ${entry.name}: no state or country ${name}`);
        return region;
      });
      const countries = [...new Set(parts.map((part) => part.country))];
      const area: Region = {
        name: entry.name,
        country: countries.length === 1 ? countries[0]! : entry.name,
        kind: countries.length === 1 ? 'state' : 'country',
        destinations: parts.flatMap((part) => part.destinations),
      };
      for (const name of [entry.name, ...entry.aliases]) {
        const key = normalisePlace(name);
        const taken = regions.get(key);
        if ((taken && taken !== area) || byName.has(key)) {
          throw new KnowledgeBaseError(`${label}: ${name} is already the name of a place`);
        }
        regions.set(key, area);
      }
    }
  }
}

/** data/circuits/*.json: each circuit by its name and aliases, its stops ids the data holds. */
function readCircuits(
  dataDir: string,
  byId: ReadonlyMap<string, Destination>,
  byName: ReadonlyMap<string, Destination[]>,
): Map<string, Circuit> {
  const circuits = new Map<string, Circuit>();
  for (const { label, data } of readFolder(dataDir, 'circuits', circuitsFileSchema)) {
    for (const entry of data) {
      const stops = entry.stops.map((id) => {
        const place = byId.get(id);
        if (!place) throw new KnowledgeBaseError(`${label}: ${entry.name}: no destination ${id}`);
        return place;
      });
      const circuit = { name: entry.name, stops, inOrder: entry.inOrder === true };
      for (const name of [entry.name, ...entry.aliases]) {
        const key = normalisePlace(name);
        // A circuit's name never hides a destination's own name, nor another circuit's.
        const taken = circuits.get(key);
        if (byName.has(key) || (taken && taken !== circuit)) {
          throw new KnowledgeBaseError(`${label}: ${name} is already the name of a place`);
        }
        circuits.set(key, circuit);
      }
    }
  }
  return circuits;
}

/** data/air-routes/*.json merged, each route read both ways; an airport researched twice is refused. */
function readAirRoutes(dataDir: string): AirRoutes {
  const researched = new Set<string>();
  const listed = new Map<string, ReadonlySet<string>>();
  const links = new Map<string, Map<string, readonly number[] | undefined>>();
  // A route one end lists as seasonal stays seasonal, whatever the other end says.
  const link = (a: string, b: string, months: readonly number[] | undefined) => {
    const routes = links.get(a) ?? new Map<string, readonly number[] | undefined>();
    routes.set(b, routes.get(b) ?? months);
    links.set(a, routes);
  };
  for (const { label, data } of readFolder(dataDir, 'air-routes', airRoutesFileSchema)) {
    for (const airport of data.airports) {
      if (researched.has(airport.code))
        throw new KnowledgeBaseError(`${label}: ${airport.code}: routes listed twice`);
      researched.add(airport.code);
      listed.set(airport.code, new Set(airport.to));
      for (const to of airport.to) {
        const months = airport.seasonal?.find((season) => season.to.includes(to))?.months;
        link(airport.code, to, months);
        link(to, airport.code, months);
      }
    }
  }
  return { researched, links, listed };
}

/** data/{folder}/*.json: each gateway's position by its code; a code listed twice is refused. */
function readSpots(
  dataDir: string,
  folder: string,
  schema: z.ZodType<Array<GeoSpot & { code: string }>>,
): Map<string, GeoSpot> {
  const spots = new Map<string, GeoSpot>();
  for (const { label, data } of readFolder(dataDir, folder, schema)) {
    for (const { code, lat, lon } of data) {
      if (spots.has(code)) throw new KnowledgeBaseError(`${label}: ${code}: listed twice`);
      spots.set(code, { lat, lon });
    }
  }
  return spots;
}

function readJson(file: string, label: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new KnowledgeBaseError(`${label}: not valid JSON: ${(error as Error).message}`);
  }
}

/** Every data/stays/*.json merged by destination id; an id in two files is refused. */
function readStays(dataDir: string, ids: ReadonlySet<string>): Map<string, Stays> {
  const dir = path.join(dataDir, 'stays');
  const merged = new Map<string, Stays>();
  if (!fs.existsSync(dir)) return merged;
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  for (const file of files) {
    const label = `stays/${file}`;
    const parsed = staysFileSchema.safeParse(readJson(path.join(dir, file), label));
    if (!parsed.success) {
      const problems = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`)
        .join('; ');
      throw new KnowledgeBaseError(`${label}: ${problems}`);
    }
    for (const [id, stays] of Object.entries(parsed.data)) {
      if (!ids.has(id)) throw new KnowledgeBaseError(`${label}: ${id}: no such destination`);
      if (merged.has(id)) throw new KnowledgeBaseError(`${label}: ${id}: stays listed twice`);
      merged.set(id, stays);
    }
  }
  return merged;
}

/**
 * A destination's five tiers, each sorted cheapest first: the stays data/stays lists for it.
 * A tier that lists none takes the nearest listed tier's stays, a cheaper one first (a
 * backpacker tier with no hostel, the budget hotels; a luxury tier with no luxury hotel, the
 * premium ones); `ownStays` keeps what each tier lists itself, so the planner can tell a card
 * that borrows and offer none of it (`showsAnotherTiersStay` in engine/planner.ts, decisions
 * 20 and 68). Only a destination listed in no
 * stays file (a new one, not yet researched) is built from its `hotels` entries, the budget
 * hotel serving as the backpacker choice too; a listed destination with no sourced stay at all
 * keeps its tiers empty and offers no card.
 */
function withStays(place: DestinationEntry, listed: Stays | undefined): Destination {
  const own = (tier: StayTier): Stays[StayTier] => {
    if (listed) return listed[tier] ?? [];
    const hotel = place.hotels[tier === 'backpacker' ? 'budget' : tier];
    return hotel ? [{ name: hotel.name, kind: 'hotel', nightly: hotel.nightly }] : [];
  };
  const stays = {} as Stays;
  const ownStays = {} as Stays;
  STAY_TIERS.forEach((tier, index) => {
    ownStays[tier] = own(tier);
    const nearest = [...STAY_TIERS.slice(0, index).reverse(), ...STAY_TIERS.slice(index + 1)].find(
      (other) => own(other).length > 0,
    );
    const list = own(tier).length > 0 ? own(tier) : nearest ? own(nearest) : [];
    stays[tier] = [...list].sort((a, b) => a.nightly - b.nightly);
  });
  // The hotels entries name one stay a card of each tier can show, for the LLM prompt and
  // grounding. A tier that shows stays and names none takes its cheapest, so a first sourced stay
  // in an empty tier needs no second entry written by hand.
  const hotels = { ...place.hotels };
  if (listed) {
    for (const tier of HOTEL_TIERS) {
      if (hotels[tier]) continue;
      const cheaper = STAY_TIERS.slice(0, STAY_TIERS.indexOf(tier));
      const shown = stays[tier].find(
        (stay) =>
          tier === 'budget' ||
          !cheaper.some((lower) => stays[lower].some((other) => other.name === stay.name)),
      );
      if (shown) hotels[tier] = { name: shown.name, nightly: shown.nightly };
    }
  }
  return { ...place, stays, ownStays, hotels };
}

/**
 * A place no road reaches, as planned from up there (decision 43): its sights and eateries on
 * the road below are planned on no day at the top, and no day trip by road is made from it (the walk down and up
 * again would fill two days).
 */
function upTheTrail(place: DestinationEntry): DestinationEntry {
  const trail = place.trail;
  if (!trail) return place;
  return {
    ...place,
    attractions: place.attractions.filter((sight) => !trail.below.includes(sight.name)),
    restaurants: place.restaurants.filter((eatery) => !trail.below.includes(eatery.name)),
    excursions: place.excursions.filter((excursion) => excursion.by !== 'road'),
  };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

/** Reads and checks every data/*.json and data/stays/*.json; a bad entry stops start-up naming its file and id. */
export function loadKnowledgeBase(dataDir: string = knowledgeDataDir()): KnowledgeBase {
  const entries = readDestinations(dataDir);
  const stays = readStays(dataDir, new Set(entries.map((place) => place.id)));
  const destinations = entries.map((place) =>
    withStoppedMonths(withStays(upTheTrail(place), stays.get(place.id))),
  );
  const byId = new Map(destinations.map((place) => [place.id, place]));
  const byName = new Map<string, Destination[]>();
  const byAirport = new Map<string, Destination[]>();
  const regions = new Map<string, Region>();

  for (const place of destinations) {
    for (const name of [place.name, ...place.aliases, place.id]) {
      const key = normalisePlace(name);
      if (key) push(byName, key, place);
    }
    if (place.airport) push(byAirport, place.airport.code, place);
    if (place.secondAirport) push(byAirport, place.secondAirport.code, place);
    const regionName = place.country === 'India' ? place.state : place.country;
    const regionKey = normalisePlace(regionName);
    const region = regions.get(regionKey) ?? {
      name: regionName,
      country: place.country,
      kind: place.country === 'India' ? ('state' as const) : ('country' as const),
      destinations: [],
    };
    region.destinations.push(place);
    regions.set(regionKey, region);
  }
  // The place an airport is named after comes first ("Bhuntar (Kullu-Manali) Airport" is
  // Manali's), then the others it serves, nearest first; then those that use it as their
  // better-connected airport.
  const namesAirport = (place: Destination, code: string) => {
    const airport = normalisePlace(airportOf(place, code)?.name ?? '');
    return [place.name, ...place.aliases].some((name) => airport.includes(normalisePlace(name)));
  };
  for (const [code, places] of byAirport) {
    places.sort(
      (a, b) =>
        Number(namesAirport(b, code)) - Number(namesAirport(a, code)) ||
        (airportOf(a, code)?.distanceKm ?? 0) - (airportOf(b, code)?.distanceKm ?? 0),
    );
  }
  for (const place of destinations) {
    if (place.majorAirport) push(byAirport, place.majorAirport.code, place);
  }
  addAreas(dataDir, regions, byName);
  const towns = readTowns(dataDir, byName, new Set(byId.keys()));
  const localities = readLocalities(
    dataDir,
    byId,
    (key) => byName.has(key) || regions.has(key) || towns.has(key),
  );
  const airRoutes = readAirRoutes(dataDir);
  const placeNames = readPlaceNames(dataDir);
  const circuits = readCircuits(dataDir, byId, byName);
  const airportSpots = readSpots(dataDir, 'airports', airportSpotsFileSchema);
  const railheadSpots = readSpots(dataDir, 'railheads', railheadSpotsFileSchema);
  return {
    destinations,
    byId,
    byName,
    byAirport,
    regions,
    towns,
    localities,
    airRoutes,
    placeNames,
    circuits,
    airportSpots,
    railheadSpots,
  };
}

let cached: KnowledgeBase | undefined;

/** The knowledge base of this process, read once on first use. */
export function knowledgeBase(): KnowledgeBase {
  cached ??= loadKnowledgeBase();
  return cached;
}
