import { MAX_PLACE_LENGTH, MAX_PLACE_SUGGESTIONS } from '@trip/shared/itineraries/constants';
import type { PlaceSuggestion } from '@trip/shared/itineraries/schemas';
import { joinedByLand, landmassOf } from '../engine/geo';
import {
  amongHighTowns,
  FOOT_METRES,
  HILL_TOWN_METRES,
  hilly,
  inTheHills,
} from '../engine/hill-roads';
import { modelledRoadKm } from '../engine/mountain-roads';
import { greatCircleKm, ROAD_FACTOR } from '../engine/road-model';
import {
  knowledgeBase,
  normalisePlace,
  originOf,
  placeWords,
  type Circuit,
  type GeoSpot,
  type KnowledgeBase,
  type RealPlace,
  type Region,
} from './load';
import { latinReadings } from './indic';
import { airportOf, STAY_TIERS, type Destination, type Excursion } from './schema';

export type MatchKind = 'name' | 'region' | 'code' | 'typo' | 'excursion' | 'sight' | 'several';

export type ResolvedPlace =
  | {
      kind: 'place';
      name: string;
      place: Destination;
      matchedBy: MatchKind;
      /** A day trip of the place that was typed by name (Pangong → Leh's "Pangong Tso"). */
      excursion?: string;
      /** A sight of the place that was typed by name (Har Ki Pauri → Haridwar's). */
      sight?: string;
      /** More day trips or sights of the place typed in the same field ("Leh Nubra Pangong"). */
      alsoAsked?: string[];
      /** More places typed in the same field ("Shimla Manali"): the trip stays at each. */
      alsoStops?: Destination[];
      /** The circuit named, when a circuit's name was typed ("Golden Triangle"). */
      circuit?: string;
      /** The stops are made in the order given (the Char Dham), not the shortest loop. */
      inOrder?: true;
    }
  | { kind: 'region'; name: string; region: Region; hub: Destination; matchedBy: MatchKind };

export type Resolution =
  | { ok: true; resolved: ResolvedPlace }
  /** `several`: an origin that names more than one place (the suggestions are those places). */
  | { ok: false; suggestions: string[]; several?: true };

/** Other names of states and countries travellers type, normalised, to the data's spelling. */
const REGION_ALIASES: Record<string, string> = {
  orissa: 'Odisha',
  uttaranchal: 'Uttarakhand',
  kashmir: 'Jammu and Kashmir',
  jandk: 'Jammu and Kashmir',
  jammuandkashmir: 'Jammu and Kashmir',
  jammukashmir: 'Jammu and Kashmir',
  himachal: 'Himachal Pradesh',
  bengal: 'West Bengal',
  andaman: 'Andaman and Nicobar Islands',
  andamans: 'Andaman and Nicobar Islands',
  andamanislands: 'Andaman and Nicobar Islands',
  andamanandnicobar: 'Andaman and Nicobar Islands',
  damananddiu: 'Dadra and Nagar Haveli and Daman and Diu',
  dadraandnagarhaveli: 'Dadra and Nagar Haveli and Daman and Diu',
  pondicherry: 'Puducherry',
  uae: 'United Arab Emirates',
  emirates: 'United Arab Emirates',
  uk: 'United Kingdom',
  england: 'United Kingdom',
  britain: 'United Kingdom',
  greatbritain: 'United Kingdom',
  turkey: 'Türkiye',
  turkiye: 'Türkiye',
  ceylon: 'Sri Lanka',
  viet: 'Vietnam',
  vietnam: 'Vietnam',
  // A country's adjective or its everyday name, typed for the country ("Swiss", "Holland").
  swiss: 'Switzerland',
  swissalps: 'Switzerland',
  holland: 'Netherlands',
  thenetherlands: 'Netherlands',
  korea: 'South Korea',
  czech: 'Czech Republic',
  thai: 'Thailand',
};

/** The search card's ten built-in cities come first among equals, as travellers expect. */
const HUBS = [
  'delhi',
  'mumbai',
  'bengaluru',
  'chennai',
  'kolkata',
  'hyderabad',
  'goa',
  'pune',
  'ahmedabad',
  'jaipur',
];

function prominence(place: Destination): number {
  const hub = HUBS.indexOf(place.id);
  if (hub !== -1) return hub;
  return 100 + (place.airport && !place.majorAirport && place.airport.distanceKm <= 50 ? 0 : 1);
}

/** Optimal string alignment distance: edits, with a swap of neighbours counted as one. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push([i]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Shorter names are too often other real places one letter away (Pune, Puri). */
const AUTO_CORRECT_MIN_LENGTH = 5;

/** How many slips a typed name of this length may hold and still be offered as "did you mean". */
function typoAllowance(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  if (length <= 9) return 2;
  return 3;
}

/** "Delhi (DEL)", "DEL - Indira Gandhi", "Manali, Himachal Pradesh" → the parts worth trying. */
function readings(input: string): string[] {
  const trimmed = input.trim();
  const parts = [trimmed];
  const bracket = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(trimmed);
  if (bracket) parts.push(bracket[1]!, bracket[2]!);
  for (const separator of [',', ' - ', ' – ', ' — ']) {
    for (const part of [...parts]) {
      if (part.includes(separator))
        parts.push(part.split(separator)[0]!, part.split(separator)[1]!);
    }
  }
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

type Target = { kind: 'place'; place: Destination } | { kind: 'region'; region: Region };

function targetName(target: Target): string {
  return target.kind === 'place' ? target.place.name : target.region.name;
}

function targetKey(target: Target): string {
  return target.kind === 'place' ? `p:${target.place.id}` : `r:${target.region.name}`;
}

/** The region's gateway: its first well-connected place, else its first place with an airport. */
export function hubOf(region: Region): Destination {
  return (
    region.destinations.find(
      (place) => place.airport && !place.majorAirport && place.airport.distanceKm <= 50,
    ) ??
    region.destinations.find((place) => place.airport) ??
    region.destinations[0]!
  );
}

/**
 * The state, country or area a typed name is qualified by, after a comma or in brackets
 * ("Aurangabad, Bihar", "Udaipur (Tripura)"), if that part names one.
 */
function qualifierOf(kb: KnowledgeBase, tries: readonly string[]): Region | undefined {
  if (tries.length < 3 || !/[,(]/.test(tries[0]!)) return undefined;
  const last = tries[tries.length - 1]!;
  return regionByKey(kb, normalisePlace(last)) ?? undefined;
}

/** Whether a place or town is in a region: one of its places, or in its state or country. */
function inRegion(place: Destination, region: Region): boolean {
  return (
    place.state === region.name ||
    place.country === region.name ||
    region.destinations.some((one) => one.id === place.id)
  );
}

function regionByKey(kb: KnowledgeBase, key: string): Region | undefined {
  const direct = kb.regions.get(key);
  if (direct) return direct;
  const alias = regionAlias(key);
  return alias ? kb.regions.get(normalisePlace(alias)) : undefined;
}

/**
 * The region a typed key is another name of. Own keys only: a typed "constructor" is not the
 * object's constructor function.
 */
function regionAlias(key: string): string | undefined {
  return Object.hasOwn(REGION_ALIASES, key) ? REGION_ALIASES[key] : undefined;
}

/**
 * The other names a day trip gives in brackets, when they are names ("Chilla" of "Rajaji
 * National Park (Chilla)", "Tranquebar" of "Tharangambadi (Tranquebar)"), not a remark in lower
 * case ("near Paderu", "permit").
 */
function bracketedNames(name: string): string[] {
  return [...name.matchAll(/\((.*?)\)/g)]
    .map((match) => match[1]!.trim())
    .filter((part) => /^\p{Lu}/u.test(part))
    .map(normalisePlace);
}

/**
 * Words of an excursion's name that stand for it alone: its whole name, its name without the
 * bracket, the name in the bracket, and the first word ("Pangong" of "Pangong Tso").
 */
function excursionKeys(name: string): string[] {
  const plain = name.replace(/\(.*?\)/g, ' ').trim();
  const keys = [normalisePlace(name), normalisePlace(plain), ...bracketedNames(name)];
  const first = plain.split(/[\s,]+/)[0] ?? '';
  if (first.length >= 5) keys.push(normalisePlace(first));
  return keys;
}

/** The names a day trip is known by in full (never a word of one): "Sissu (Lahaul)", "Lahaul". */
function wholeTripKeys(trip: Excursion): string[] {
  return [
    normalisePlace(trip.name),
    normalisePlace(trip.name.replace(/\(.*?\)/g, ' ')),
    ...bracketedNames(trip.name),
    ...trip.spots.map((spot) => normalisePlace(spot)),
  ];
}

/**
 * The other places a day trip's name lists, for its claims: "Badami, Aihole and Pattadakal" is
 * a trip to Pattadakal too. Not a town of data/towns: "Modhera & Patan" does not make Patan,
 * where trips start from, Ahmedabad's day trip.
 */
function listedKeys(kb: KnowledgeBase, name: string): string[] {
  const plain = name.replace(/\(.*?\)/g, ' ').trim();
  return plain
    .split(/\s*,\s*|\s+(?:and|&)\s+/)
    .filter((part) => part !== plain && part.length >= 5)
    .map(normalisePlace)
    .filter((key) => !kb.towns.has(key) && !kb.placeNames.has(key));
}

/** A text's words, padded, for finding a phrase in it. */
function wordsOf(text: string): string {
  return ` ${placeWords(text)} `;
}

/** What a name typed as a destination may stand for besides a place of that name. */
type Claim = { place: Destination; excursion?: string };
type Claims = { byKey: Map<string, Claim[]> };

const excursionsCache = new WeakMap<KnowledgeBase, Claims>();

/**
 * Sub-places travellers type as destinations (Nubra, Pangong, Tsomgo): the name of one of a
 * place's day trips, or a spot on it, when no place of the knowledge base has that name. The
 * name stands for that place only when no other place has a day trip of that name and no other
 * place's summary names it: "Char Dham" is a spot near Gangtok, but Puri, Badrinath, Dwarka and
 * Rameswaram are each one of the Char Dham, so it is asked about rather than planned.
 */
function excursionClaims(kb: KnowledgeBase): Claims {
  const cached = excursionsCache.get(kb);
  if (cached) return cached;
  const byKey = new Map<string, Claim[]>();
  const phrases = new Map<string, string>();
  for (const place of kb.byId.values()) {
    for (const excursion of place.excursions) {
      const names = [
        ...[...excursionKeys(excursion.name), ...listedKeys(kb, excursion.name)].map((key) => ({
          key,
          phrase: '',
        })),
        ...excursion.spots.flatMap((spot) => [
          { key: normalisePlace(spot), phrase: wordsOf(spot) },
          {
            key: normalisePlace(spot.replace(/\(.*?\)/g, ' ')),
            phrase: wordsOf(spot.replace(/\(.*?\)/g, ' ')),
          },
        ]),
      ];
      for (const { key, phrase } of names) {
        if (key.length < 4 || kb.byName.has(key) || kb.regions.has(key)) continue;
        if (phrase && !phrases.has(key)) phrases.set(key, phrase);
        const list = byKey.get(key) ?? [];
        if (!list.some((claim) => claim.place.id === place.id)) {
          list.push({ place, excursion: excursion.name });
        }
        byKey.set(key, list);
      }
    }
  }
  const summaries = [...kb.byId.values()].map((place) => ({ place, text: wordsOf(place.summary) }));
  for (const [key, phrase] of phrases) {
    const list = byKey.get(key)!;
    for (const { place, text } of summaries) {
      if (text.includes(phrase) && !list.some((claim) => claim.place.id === place.id)) {
        list.push({ place });
      }
    }
  }
  const claims = { byKey };
  excursionsCache.set(kb, claims);
  return claims;
}

/** Whether `key` is exactly the name of some place's day trip, spot or sight. */
function namesSubPlace(kb: KnowledgeBase, key: string): boolean {
  return excursionClaims(kb).byKey.has(key) || sightOwners(kb).has(key);
}

/** A sight's or spot's name as typed: whole, and without its bracketed part. */
const sightKeys = (name: string) => [
  normalisePlace(name),
  normalisePlace(name.replace(/\(.*?\)/g, ' ')),
];

const sightsCache = new WeakMap<KnowledgeBase, Map<string, Destination[]>>();

/**
 * The places whose own sights bear a name (Jagannath Temple → Puri, Har Ki Pauri → Haridwar),
 * as written and without its bracketed part. A sight typed as where to go is planned at the
 * place that has it, never at another place with a day trip there.
 */
function sightOwners(kb: KnowledgeBase): Map<string, Destination[]> {
  const cached = sightsCache.get(kb);
  if (cached) return cached;
  const owners = new Map<string, Destination[]>();
  for (const place of kb.byId.values()) {
    for (const sight of place.attractions) {
      const keys = new Set(sightKeys(sight.name));
      for (const key of keys) {
        if (key.length < MIN_SIGHT_KEY || kb.byName.has(key) || kb.regions.has(key)) continue;
        const list = owners.get(key) ?? [];
        if (!list.includes(place)) list.push(place);
        owners.set(key, list);
      }
    }
  }
  sightsCache.set(kb, owners);
  return owners;
}
const MIN_SIGHT_KEY = 5;

/** `place`, with the sight to see first or the day trip to make that was asked for, if any. */
function placeAsked(
  place: Destination,
  matchedBy: MatchKind,
  asked: { sight?: string; excursion?: string } = {},
): Resolution {
  return { ok: true, resolved: { kind: 'place', name: place.name, place, matchedBy, ...asked } };
}

/** `place` planned for one of its sights typed as where to go, that sight seen first. */
function resolvedSight(place: Destination, key: string): Resolution {
  const sight = place.attractions.find((one) => sightKeys(one.name).includes(key));
  return placeAsked(place, 'sight', sight ? { sight: sight.name } : {});
}

/** A day trip or sight asked for by name, as a resolution carries it. */
type Asked = { sight?: string; excursion?: string; alsoAsked?: string[] };

/**
 * The day trip or sight of `place` a name of it names exactly: a sight by its name ("Bet
 * Dwarka"), or a day trip by its name, the part in brackets ("Vaishno Devi") or a spot on it.
 */
function subPlaceNamed(place: Destination, key: string): Asked | undefined {
  // A sight of the place's own comes first: Sam Sand Dunes is Jaisalmer's sight and day trip.
  const sight = place.attractions.find((one) => sightKeys(one.name).includes(key));
  if (sight) return { sight: sight.name };
  const excursion = place.excursions.find((trip) => exactTripKeys(trip).includes(key));
  return excursion ? { excursion: excursion.name } : undefined;
}

/** A day trip's exact names: its name, the part in brackets ("Vaishno Devi"), its spots. */
const exactTripKeys = (trip: Excursion) => [
  ...excursionKeys(trip.name),
  ...[...trip.name.matchAll(/\((.*?)\)/g)].map((match) => normalisePlace(match[1]!)),
  ...trip.spots.flatMap((spot) => sightKeys(spot)),
];

/**
 * The day trip or sight a name of `place` asks for: none for the place's own name; else the one
 * it names exactly (subPlaceNamed), or the one an alias of the place names otherwise
 * (aliasSights).
 */
function askedByName(kb: KnowledgeBase, place: Destination, key: string): Asked {
  if (normalisePlace(place.name) === key) return {};
  return subPlaceNamed(place, key) ?? aliasSights(kb, place).get(key) ?? {};
}

/**
 * A place found by one of its names. Where that name is another name of the place that also names
 * one of its own day trips or sights ("Vaishno Devi" and "Katra" of Jammu, whose day trip is
 * "Katra (Vaishno Devi)"; "Bet Dwarka" of Dwarka; "Ajanta" of Aurangabad, whose sight is the Ajanta
 * Caves), the traveller asked for that day trip or sight: it is planned, or seen first, as a
 * sub-place typed by name is (Pangong → Leh). Where a trip starts from (`origin`), only the
 * sub-place's own name asks for it.
 */
function resolvedByName(
  kb: KnowledgeBase,
  place: Destination,
  key: string,
  origin: boolean,
): Resolution {
  if (normalisePlace(place.name) === key) return placeAsked(place, 'name');
  return placeAsked(
    place,
    'name',
    origin ? subPlaceNamed(place, key) : askedByName(kb, place, key),
  );
}

/**
 * Words that say what kind of sight a name is, not which one: "Ajanta" of "Ajanta Caves", "Baga"
 * of "Baga Beach". Not "Palace" nor "Museum": Mysore Palace and Allahabad Museum are named for
 * their town, and "Mysore" means the town.
 */
const KIND_WORDS = new Set([
  'beach',
  'cave',
  'caves',
  'dam',
  'falls',
  'fort',
  'gompa',
  'hill',
  'hills',
  'island',
  'lake',
  'mandir',
  'monastery',
  'pass',
  'peak',
  'temple',
  'temples',
  'valley',
  'waterfall',
]);

/** A sight's or spot's name without its bracket, the place after its comma, or its kind words. */
function nameWithoutKind(name: string): string {
  const words = placeWords(name.replace(/\(.*?\)/g, ' ').split(',')[0]!).split(' ');
  return words.filter((word) => !KIND_WORDS.has(word)).join('');
}

/**
 * Endings of Indian town names ("Sitapur", "Vijaynagar", "Taragarh"): a sight named for a town
 * may mean the town or another of its name, so its name alone is asked about, never planned.
 */
const TOWN_ENDING = /(?:pur|pura|puram|nagar|abad|garh|ganj|gram|palli|halli|wadi|gaon|kot)$/;

const kindlessCache = new WeakMap<
  KnowledgeBase,
  { owners: Map<string, Destination[]>; words: Map<string, Set<string>> }
>();

/**
 * A sight or day trip typed without the word for its kind ("Rohtang" for Rohtang Pass, "Palolem"
 * for Palolem Beach, "Golconda" for Golconda Fort), planned at its place with it seen first:
 * only where one place has a sight or day trip of that name, each word typed is a word of that
 * place's sub-places and no other place's, and no real town of the name stands away from it.
 * Anything less certain stays a "did you mean" (decision 148).
 */
function sightWithoutItsKind(kb: KnowledgeBase, input: string): Resolution | undefined {
  const key = normalisePlace(input);
  if (key.length < MIN_SIGHT_KEY || TOWN_ENDING.test(key) || kb.towns.has(key)) return undefined;
  let found = kindlessCache.get(kb);
  if (!found) {
    found = { owners: new Map(), words: new Map() };
    for (const place of kb.byId.values()) {
      const names = [
        ...place.attractions.map((sight) => sight.name),
        ...place.excursions.flatMap((trip) => [trip.name, ...trip.spots]),
      ];
      for (const name of [place.name, ...names]) {
        for (const word of placeWords(name.replace(/\(.*?\)/g, ' ')).split(' ')) {
          const holders = found.words.get(word) ?? new Set<string>();
          found.words.set(word, holders.add(place.id));
        }
      }
      for (const name of names) {
        const kindless = nameWithoutKind(name);
        if (kindless === normalisePlace(name.replace(/\(.*?\)/g, ' ').split(',')[0]!)) continue;
        const list = found.owners.get(kindless) ?? [];
        if (!list.includes(place)) found.owners.set(kindless, [...list, place]);
      }
    }
    kindlessCache.set(kb, found);
  }
  const owners = found.owners.get(key);
  if (owners?.length !== 1) return undefined;
  const place = owners[0]!;
  const words = placeWords(input).split(' ').filter(Boolean);
  if (words.some((word) => [...(found.words.get(word) ?? [])].some((id) => id !== place.id))) {
    return undefined;
  }
  if (namesAnotherPlace(kb, key, place)) return undefined;
  const names = subPlaceNames(place);
  const asked = names.sights.get(key) ?? names.trips.get(key);
  return asked ? placeAsked(place, asked.excursion ? 'excursion' : 'sight', asked) : undefined;
}

const aliasSightsCache = new WeakMap<KnowledgeBase, Map<string, Map<string, Asked>>>();

/**
 * What the other names of a place (its `aliases`) ask for beyond subPlaceNamed, by name: the
 * sight or day trip an alias names without its kind ("Ajanta" → Ajanta Caves), or the place out
 * of town its sights stand at, for the first the place lists there ("Tirumala" → Tirupati's Sri
 * Venkateswara Temple, as the headline sight is the first listed). An alias of several such
 * names asks for each ("Ajanta Ellora"). Read once for each place, as resolvePlace runs on every
 * search.
 */
function aliasSights(kb: KnowledgeBase, place: Destination): Map<string, Asked> {
  let byPlace = aliasSightsCache.get(kb);
  if (!byPlace) aliasSightsCache.set(kb, (byPlace = new Map()));
  const cached = byPlace.get(place.id);
  if (cached) return cached;
  const own = new Set([
    normalisePlace(place.name),
    ...sightKeys(place.name),
    ...bracketedNames(place.name),
  ]);
  const names = subPlaceNames(place);
  const asked = new Map<string, Asked>();
  for (const alias of place.aliases) {
    const key = normalisePlace(alias);
    if (own.has(key) || names.exact.has(key)) continue;
    const found =
      aliasNamesSight(kb, place, names, alias) ?? aliasNamesSights(kb, place, names, alias);
    if (found) asked.set(key, found);
  }
  byPlace.set(place.id, asked);
  return asked;
}

/** A place's sub-places by the names an alias may give them, read once for aliasSights. */
type SubPlaceNames = {
  /** By their exact names, as subPlaceNamed reads them. */
  exact: Map<string, Asked>;
  /** Sights, then day trips, by their names without kind words; null where two share one. */
  sights: Map<string, Asked | null>;
  trips: Map<string, Asked | null>;
  /** The first sight listed at each place out of town. */
  at: Map<string, Asked>;
  /** The words of the place's own name. */
  ownWords: Set<string>;
};

function subPlaceNames(place: Destination): SubPlaceNames {
  const names: SubPlaceNames = {
    exact: new Map(),
    sights: new Map(),
    trips: new Map(),
    at: new Map(),
    ownWords: new Set(placeWords(place.name).split(' ')),
  };
  const add = <T>(map: Map<string, T>, key: string, value: T) => {
    if (!map.has(key)) map.set(key, value);
  };
  /** One name to each sub-place: a second sub-place of the name makes it no one's. */
  const claim = (map: Map<string, Asked | null>, key: string, asked: Asked) => {
    const held = map.get(key);
    const same = held && (held.sight ?? held.excursion) === (asked.sight ?? asked.excursion);
    map.set(key, held === undefined || same ? asked : null);
  };
  for (const sight of place.attractions) {
    const asked = { sight: sight.name };
    for (const key of sightKeys(sight.name)) add(names.exact, key, asked);
    claim(names.sights, nameWithoutKind(sight.name), asked);
    if (sight.away?.at) add(names.at, normalisePlace(sight.away.at), asked);
  }
  for (const trip of place.excursions) {
    const asked = { excursion: trip.name };
    for (const key of exactTripKeys(trip)) add(names.exact, key, asked);
    for (const name of [trip.name, ...trip.spots]) claim(names.trips, nameWithoutKind(name), asked);
  }
  return names;
}

/**
 * The one sight or day trip of `place` a name of it stands for otherwise than by its exact name.
 * Never a name of the place itself: words of its own name (Tadoba is the reserve, not Tadoba
 * Lake) or a real town at it (Madikeri, Coorg's town, is not Madikeri Fort).
 */
function aliasNamesSight(
  kb: KnowledgeBase,
  place: Destination,
  names: SubPlaceNames,
  name: string,
): Asked | undefined {
  const key = normalisePlace(name);
  if (
    placeWords(name)
      .split(' ')
      .every((word) => names.ownWords.has(word))
  )
    return undefined;
  if (kb.placeNames.get(key)?.some((spot) => greatCircleKm(spot, place) <= OWN_PLACE_KM)) {
    return undefined;
  }
  return names.sights.get(key) ?? names.trips.get(key) ?? names.at.get(key);
}

/**
 * An alias read phrase by phrase, longest first, as names of the place's sub-places ("Ajanta
 * Ellora" → the Ajanta Caves and the Ellora Caves): the first asked for, the rest also. Undefined
 * unless every word is read and two or more are asked.
 */
function aliasNamesSights(
  kb: KnowledgeBase,
  place: Destination,
  names: SubPlaceNames,
  alias: string,
): Asked | undefined {
  const words = placeWords(alias).split(' ');
  const asked: Asked[] = [];
  let i = 0;
  while (i < words.length) {
    const start = i;
    for (let j = words.length; j > start && i === start; j -= 1) {
      const phrase = words.slice(start, j).join(' ');
      const found =
        names.exact.get(normalisePlace(phrase)) ?? aliasNamesSight(kb, place, names, phrase);
      if (found) {
        asked.push(found);
        i = j;
      }
    }
    if (i === start) return undefined;
  }
  const [first, ...rest] = asked;
  const also = [...new Set(rest.map((one) => (one.sight ?? one.excursion)!))].filter(
    (name) => name !== (first!.sight ?? first!.excursion),
  );
  return also.length > 0 ? { ...first, alsoAsked: also } : undefined;
}

/** The place a day trip goes to, where its name begins with one ("Chandigarh", "Agra Fort"). */
function excursionTarget(kb: KnowledgeBase, name: string): Destination[] {
  const plain = name
    .replace(/\(.*?\)/g, ' ')
    .split(/[,:;]/)[0]!
    .trim();
  const words = plain.split(/\s+/);
  for (let count = words.length; count > 0; count -= 1) {
    const places = kb.byName.get(normalisePlace(words.slice(0, count).join(' ')));
    if (places?.length === 1) return places;
  }
  return [];
}

const sightWordsCache = new WeakMap<
  KnowledgeBase,
  Array<{ key: string; words: Set<string>; place: Destination }>
>();

/** The most places a misspelt sight's name suggests, so the closest place names still show. */
const MAX_SLIPPED_OWNERS = 2;

/**
 * How many slips make a typed word a sight's word spelt another way ("hidimba" for "hadimba"):
 * at most one in a word of 5 to 7 letters, two from 8, none in the first letter, and none in a
 * shorter word, which is too often another word. Infinity where it is not that word.
 */
function wordSlips(typed: string, word: string): number {
  if (typed === word) return 0;
  if (typed.length < 5 || typed[0] !== word[0]) return Number.POSITIVE_INFINITY;
  const allowed = typed.length >= 8 ? 2 : 1;
  if (Math.abs(typed.length - word.length) > allowed) return Number.POSITIVE_INFINITY;
  const slips = editDistance(typed, word, allowed);
  return slips <= allowed ? slips : Number.POSITIVE_INFINITY;
}

/**
 * The places with a sight whose name begins with what was typed ("Rohtang" → Rohtang Pass) or
 * holds each of its words ("Meenakshi Temple" → Meenakshi Amman Temple), then those whose sight
 * holds them spelt another way ("Hidimba Devi Temple" → Manali's Hadimba Devi Temple), for a
 * "did you mean".
 */
function ownersOfSightsLike(kb: KnowledgeBase, input: string): Destination[] {
  const key = normalisePlace(input);
  const typed = wordsOf(input).trim().split(' ').filter(Boolean);
  if (key.length < MIN_SIGHT_KEY) return [];
  let sights = sightWordsCache.get(kb);
  if (!sights) {
    // A day trip's spots too: "Hunder" is a spot on Leh's Nubra trip, "Changu Lake" Gangtok's.
    sights = [...kb.byId.values()].flatMap((place) =>
      [
        ...place.attractions.map((sight) => sight.name),
        ...place.excursions.flatMap((trip) => trip.spots),
      ].map((name) => ({
        key: normalisePlace(name),
        words: new Set(wordsOf(name).trim().split(' ')),
        place,
      })),
    );
    sightWordsCache.set(kb, sights);
  }
  // Names holding every typed word come first ("Hunder" is Hunder Sand Dunes', at Leh), then
  // those that only begin with it (Vienna's Hundertwasserhaus).
  const whole: Destination[] = [];
  const begun: Destination[] = [];
  const slipped: Array<{ place: Destination; slips: number }> = [];
  // A slip counts only where some typed word is long enough to hold one, and in a name of one
  // word only from 7 letters: a shorter one is too often one slip from many sights' words ("Kalap"
  // is a village, not Kalpa).
  const maySlip = typed.some((word) => word.length >= 5) && (typed.length > 1 || key.length >= 7);
  for (const sight of sights) {
    if (typed.length > 0 && typed.every((word) => sight.words.has(word))) whole.push(sight.place);
    else if (sight.key.startsWith(key)) begun.push(sight.place);
    else if (maySlip) {
      const slips = typed.reduce(
        (total, word) =>
          total + Math.min(...[...sight.words].map((other) => wordSlips(word, other))),
        0,
      );
      if (Number.isFinite(slips)) slipped.push({ place: sight.place, slips });
    }
  }
  // The fewest slips first, then the better-known place (Hyderabad's Charminar before the
  // Charminar tower at Gandikota).
  slipped.sort((a, b) => a.slips - b.slips || prominence(a.place) - prominence(b.place));
  const misspelt = [...new Set(slipped.map((one) => one.place))].slice(0, MAX_SLIPPED_OWNERS);
  return [...new Set([...whole, ...begun, ...misspelt])];
}

const MAX_SUGGESTIONS = 5;

/**
 * A real town of the typed name (data/places) this near a destination is that destination written
 * another way (Kalpatta is Kalpetta, Wayanad's town); farther off it is another place.
 */
const SAME_PLACE_KM = 30;
/** The towns of one name are one place to suggest near when they stand within this of each other. */
const ONE_PLACE_KM = 100;

/**
 * Whether `key` names a real town or village that stands away from `place` (farther than `km`
 * from it), or from anywhere when there is no place (a state): Mandawa in Shekhawati is not
 * Alibaug's Mandwa one letter off, Fatehpur in the Doab is not Agra's Fatehpur Sikri.
 */
function namesAnotherPlace(
  kb: KnowledgeBase,
  key: string,
  place: Destination | undefined,
  km = SAME_PLACE_KM,
): boolean {
  const spots = kb.placeNames.get(key);
  if (!spots) return false;
  return !place || spots.every((spot) => greatCircleKm(spot, place) > km);
}

/**
 * Where the real place `input` names stands, when the places of that name are one place (within
 * ONE_PLACE_KM of each other): the centre of them. Undefined for a name of many places
 * (Rampur) or none.
 */
export function realPlaceNamed(
  input: string,
  kb: KnowledgeBase = knowledgeBase(),
): RealPlace | undefined {
  const spots = realSpots(input, kb);
  if (!spots || spotsApart(spots)) return undefined;
  const lat = spots.reduce((sum, spot) => sum + spot.lat, 0) / spots.length;
  const lon = spots.reduce((sum, spot) => sum + spot.lon, 0) / spots.length;
  return { ...spots[0]!, lat, lon };
}

/**
 * Where the real towns of a name stand: all of them, or those of the state typed after it
 * ("Sakri, Maharashtra", "Ashta Madhya Pradesh"); failing any of that name, those of another
 * romanisation of it ("Kullu", GeoNames' Kulu).
 */
function realSpots(input: string, kb: KnowledgeBase): readonly RealPlace[] | undefined {
  return (
    realSpotsBy(input, kb, (name) => kb.placeNames.get(normalisePlace(name))) ??
    realSpotsBy(input, kb, (name) => {
      const key = normalisePlace(name);
      if (key.length < ROMANISED_MIN_LENGTH) return undefined;
      // The town goes by the spelling typed: a trip from "Kullu" leaves Kullu, not Kulu.
      return romanisedIndex(kb)
        .get(romanisedKey(key))
        ?.map((spot) => ({ ...spot, name: asTyped(name) }));
    })
  );
}

/** A name as typed, with capitals where it was typed in small letters only ("kullu" → "Kullu"). */
function asTyped(name: string): string {
  const words = name.trim().split(/\s+/);
  const lower = words.join(' ') === words.join(' ').toLowerCase();
  return lower
    ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ')
    : words.join(' ');
}

/** Names shorter than this are too often another word than a variant of a town's name. */
const ROMANISED_MIN_LENGTH = 5;

/**
 * A name's key without what romanising an Indian name does one way or another (decision 162): a
 * doubled letter read once, "ee" as "i", "oo" as "u", "ck" as "k", "th" as "t", and no silent "e"
 * at the end. "Kullu" is GeoNames' "Kulu", "Baramulla" its "Bāramūla", "Thiruvalla" its
 * "Tiruvalla", "Jalore" its "Jālor".
 */
function romanisedKey(key: string): string {
  return key
    .replaceAll('ee', 'i')
    .replaceAll('oo', 'u')
    .replaceAll('ck', 'k')
    .replaceAll('th', 't')
    .replace(/(.)\1+/g, '$1')
    .replace(/([^aeiou])e$/, '$1');
}

const romanisedCache = new WeakMap<KnowledgeBase, Map<string, RealPlace[]>>();

/**
 * The real towns of data/places by their romanised key; not those that share a name with a
 * destination or a town of data/towns, whose other spellings are their slips ("Punne" is a slip
 * of Pune, asked about, not a town of its own).
 */
function romanisedIndex(kb: KnowledgeBase): ReadonlyMap<string, readonly RealPlace[]> {
  let index = romanisedCache.get(kb);
  if (!index) {
    index = new Map();
    for (const [name, spots] of kb.placeNames) {
      if (kb.byName.has(name) || kb.towns.has(name)) continue;
      const key = romanisedKey(name);
      index.set(key, [...(index.get(key) ?? []), ...spots]);
    }
    romanisedCache.set(kb, index);
  }
  return index;
}

function realSpotsBy(
  input: string,
  kb: KnowledgeBase,
  spotsOf: (name: string) => readonly RealPlace[] | undefined,
): readonly RealPlace[] | undefined {
  const tries: Array<[string, string | undefined]> = [];
  const [before, after, ...rest] = input.split(',');
  if (after !== undefined && rest.length === 0) tries.push([before!, after]);
  const words = input.trim().split(/\s+/);
  for (let count = 1; count <= 3 && count < words.length; count += 1) {
    tries.push([words.slice(0, -count).join(' '), words.slice(-count).join(' ')]);
  }
  const stated = (spot: RealPlace, state: string) =>
    normalisePlace(spot.state) === normalisePlace(regionAlias(normalisePlace(state)) ?? state);
  for (const [name, state] of tries) {
    const inState = spotsOf(name)?.filter((spot) => stated(spot, state!));
    if (inState?.length) return inState;
  }
  for (const text of readings(input)) {
    const spots = spotsOf(text);
    if (spots) return spots;
  }
  return undefined;
}

const spotsApart = (spots: readonly RealPlace[]) =>
  spots.some((a) => spots.some((b) => greatCircleKm(a, b) > ONE_PLACE_KM));

/**
 * The towns a name shared by real towns far apart may mean, each with its state ("Sakri,
 * Maharashtra", "Sakri, Chhattisgarh"): what to ask a traveller who typed it alone.
 */
export function realTownsOfName(input: string, kb: KnowledgeBase = knowledgeBase()): string[] {
  const spots = realSpots(input, kb);
  if (!spots || !spotsApart(spots)) return [];
  return [...new Set(spots.map((spot) => `${plainName(spot.name)}, ${spot.state}`))];
}

/** A GeoNames name without its diacritics, as travellers type it ("Sakrī" → "Sakri"). */
const plainName = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** The id of a real town made an origin (realOrigin): "place-mandawa". */
const REAL_ORIGIN_PREFIX = 'place-';
/** A real town sets out by the gateways of towns and places this far or nearer. */
const GATEWAY_TOWN_KM = 150;
/** The road to a town's own railway station, named for it (Neral Junction for Neral). */
const OWN_STATION_KM = 3;

type Gateway = { code: string; name: string; distanceKm: number; via?: string };
type MaybeGateway = Gateway | null | undefined;

/** The places and towns of India a trip can start from. */
function startPlaces(kb: KnowledgeBase): Destination[] {
  return [
    ...kb.destinations.filter((place) => place.country === 'India'),
    ...new Set(kb.towns.values()),
  ];
}

/**
 * A real town (data/places) as a trip's origin. Its airport and railhead are those of the towns
 * and places within GATEWAY_TOWN_KM that it reaches soonest; a station named for the town is its
 * own. A gateway whose position is known is reached by the town's own road to it (ownRoadKm,
 * decisions 270 and 271); any other by the road to the place that uses it, the model's 1.3 × the
 * crow's line, plus that place's own distance to it. From a town high in the hills the road to
 * that place is the planner's, wound, and the gateway is reached `via` that place (decision 269).
 * Its better-connected airport, where its airport has one, is reached the same way. Where no
 * place near has a railhead, as round Leh, the town has none either and sets out as those places
 * do, by air or road (decision 268). Undefined on an island, or where no town with an airport is
 * near.
 */
function realOrigin(real: RealPlace, kb: KnowledgeBase): Destination | undefined {
  const plain = plainName(real.name);
  const own = normalisePlace(plain);
  // A name real towns far apart share is named with its state ("Sakri, Maharashtra").
  const shared = spotsApart(kb.placeNames.get(own) ?? []);
  const name = shared ? `${plain}, ${real.state}` : plain;
  // An island town stands alone (geo.ts): no road reaches another town's gateways from it.
  const home = { ...real, id: `${REAL_ORIGIN_PREFIX}${normalisePlace(name)}`, country: 'India' };
  // A town high in the hills and far from any hill place (decision 167) reaches the places near
  // it by long roads that wind (decision 269). One beside a hill place rides as before: the place
  // is near, and its own transfer is the sourced or modelled one (Palampur by Dharamshala).
  const winding = (home.metres ?? 0) >= HILL_TOWN_METRES && !inTheHills(home);
  const near = placesNear(home, kb, winding);
  // A gateway whose position is known is reached by the town's own road to it (decisions 270 and
  // 271).
  const ownRoad = (ways: GatewaysOf) => {
    const roads = new Map<string, number | undefined>();
    return (code: string) => {
      if (!roads.has(code))
        roads.set(code, winding ? undefined : ownRoadKm(home, code, near, ways));
      return roads.get(code);
    };
  };
  const airports = ownRoad(airportWays(kb));
  const soonest = (
    gateways: MaybeGateway[][],
    direct: (code: string) => number | undefined = () => undefined,
  ): Gateway | undefined => {
    let best: Gateway | undefined;
    near.forEach(({ place, road }, index) => {
      for (const gateway of gateways[index] ?? []) {
        if (!gateway) continue;
        const mine = normalisePlace(gateway.name).startsWith(own);
        const km = mine
          ? OWN_STATION_KM
          : (direct(gateway.code) ?? Math.round(road + gateway.distanceKm));
        if (!best || km < best.distanceKm) {
          best = {
            ...gateway,
            distanceKm: km,
            ...(winding && !mine ? { via: place.id } : {}),
          };
        }
      }
    });
    return best;
  };
  const usable = (airport: Destination['airport'] | undefined) =>
    airport?.acrossSea ? undefined : airport;
  const airport = soonest(
    near.map(({ place }) => [usable(place.airport), usable(place.secondAirport)]),
    airports,
  );
  const railway =
    soonest(
      near.map(({ place }) => [place.railway]),
      ownRoad(railheadWays(kb)),
    ) ?? null;
  if (!airport) return undefined;
  // The other of two airports of a place's own, reached soonest (Goa's Mopa beside Dabolim).
  const secondAirport = soonest(
    near.map(({ place }) => {
      const pair = [place.airport, place.secondAirport];
      if (!place.secondAirport || !pair.some((one) => one?.code === airport.code)) return [];
      return [usable(pair.find((one) => one?.code !== airport.code))];
    }),
    airports,
  );
  // The better-connected airport of the places that use this one, reached soonest.
  const major = near.find(({ place }) => place.airport?.code === airport.code && place.majorAirport)
    ?.place.majorAirport?.code;
  const majorAirport = major
    ? soonest(
        near.map(({ place }) =>
          [place.airport, place.majorAirport].filter((one) => one?.code === major),
        ),
        airports,
      )
    : undefined;
  return originOf({
    id: home.id,
    name,
    state: real.state,
    lat: real.lat,
    lon: real.lon,
    ...(real.metres === undefined ? {} : { metres: real.metres }),
    aliases: [],
    airport,
    ...(majorAirport ? { majorAirport } : {}),
    ...(secondAirport ? { secondAirport } : {}),
    railway,
  });
}

type NearPlace = { place: Destination; road: number };

/**
 * The places and towns a real town sets out by: those within GATEWAY_TOWN_KM on its land, but
 * `except`, with the road to each, wound where the town winds (decision 269).
 */
function placesNear(
  home: Destination | (RealPlace & { id: string; country: string }),
  kb: KnowledgeBase,
  winding: boolean,
  except?: string,
): NearPlace[] {
  return startPlaces(kb)
    .filter((place) => place.id !== except && joinedByLand(home, place))
    .map((place) => ({ place, road: greatCircleKm(home, place) * ROAD_FACTOR }))
    .filter(({ road }) => road <= GATEWAY_TOWN_KM * ROAD_FACTOR)
    .map(({ place, road }) => ({
      place,
      road: winding ? modelledRoadKm(home, place) : road,
    }));
}

/**
 * How near a real town's own road to its airport or railhead comes to a sourced road (decisions
 * 270 and 271), left one out: each Indian destination with a sourced road to a gateway of that
 * kind and of known position is taken as a real town, with the places near it but itself, and
 * that road measured as a real town's own road is (`own`) and as the ride by way of the place near
 * it that reaches it soonest (`byWay`, the measure before). Each is the error against the sourced
 * road, as a share of it (of 5 km, for a shorter one).
 */
export function gatewayRideErrors(
  kind: 'airport' | 'railhead',
  kb: KnowledgeBase = knowledgeBase(),
): { own: number[]; byWay: number[] } {
  const ways = kind === 'airport' ? airportWays(kb) : railheadWays(kb);
  const own: number[] = [];
  const byWay: number[] = [];
  for (const place of kb.destinations) {
    if (place.country !== 'India') continue;
    const gateways = kind === 'airport' ? [place.airport, place.secondAirport] : [place.railway];
    for (const gateway of gateways) {
      if (!gateway || ('acrossSea' in gateway && gateway.acrossSea)) continue;
      if (!ways.spots.has(gateway.code)) continue;
      const near = placesNear(place, kb, false, place.id);
      const byWays = near.flatMap(({ place: other, road }) => {
        const theirs = ways.of(other, gateway.code);
        return theirs && !('acrossSea' in theirs && theirs.acrossSea)
          ? [road + theirs.distanceKm]
          : [];
      });
      const mine = ownRoadKm(place, gateway.code, near, ways);
      if (byWays.length === 0 || mine === undefined) continue;
      const error = (km: number) =>
        Math.abs(km - gateway.distanceKm) / Math.max(5, gateway.distanceKm);
      own.push(error(mine));
      byWay.push(error(Math.min(...byWays)));
    }
  }
  return { own, byWay };
}

/** The most a road winds against the crow's line where a sourced road to the gateway shows it. */
const MOST_WINDING = 3;

/** How far a place stands from its gateway for its sourced road there to show how roads wind. */
const WINDING_SHOWN_KM = 10;

/** Where a kind of gateway stands, by code, and a place's own gateway of that kind and code. */
type GatewaysOf = {
  spots: ReadonlyMap<string, GeoSpot>;
  of: (place: Destination, code: string) => { distanceKm: number } | undefined;
};

const airportWays = (kb: KnowledgeBase): GatewaysOf => ({ spots: kb.airportSpots, of: airportOf });
const railheadWays = (kb: KnowledgeBase): GatewaysOf => ({
  spots: kb.railheadSpots,
  of: (place, code) => (place.railway?.code === code ? place.railway : undefined),
});

/**
 * A real town's own road to a gateway whose position is known (data/airports, data/railheads),
 * else undefined (decisions 270 and 271). A town in the hills rides a road that winds as the
 * sourced road to that gateway winds against its crow's line from the hill place nearest it that
 * uses the gateway (Tawang's road to Tezpur for a town beside Tawang), never straighter than the
 * model's 1.3. A town of the plains, or one no hill place shows the winding for, rides the model's
 * 1.3 × the crow's line (the mountain model's winding there read worse, left one out:
 * gatewayRideErrors). Kullu rides to Bhuntar's airport, some 10 km off, not 57 km by way of Kasol.
 */
function ownRoadKm(
  town: GeoSpot & { metres?: number },
  code: string,
  near: readonly NearPlace[],
  { spots, of }: GatewaysOf,
): number | undefined {
  const spot = spots.get(code);
  if (!spot) return undefined;
  // In the hills: in a valley among high towns (Srinagar in Garhwal, below Pauri), or beside a
  // hill place and not low at its foot (Kullu; not Navi Mumbai, below Matheran).
  const hills =
    amongHighTowns(town) || (inTheHills(town) && !((town.metres ?? FOOT_METRES) < FOOT_METRES));
  let shown: { ratio: number; road: number } | undefined;
  for (const { place, road } of hills ? near : []) {
    const sourced = of(place, code);
    if (!sourced || !hilly(place) || (shown && shown.road <= road)) continue;
    const crow = greatCircleKm(place, spot);
    if (crow >= WINDING_SHOWN_KM) shown = { ratio: sourced.distanceKm / crow, road };
  }
  const winding = Math.min(MOST_WINDING, Math.max(ROAD_FACTOR, shown?.ratio ?? ROAD_FACTOR));
  return Math.max(OWN_STATION_KM, Math.round(greatCircleKm(town, spot) * winding));
}

type Entry = { key: string; target: Target };

const entriesCache = new WeakMap<KnowledgeBase, Entry[]>();

/** Every name, alias and region name once, for typo matching. */
function entries(kb: KnowledgeBase): Entry[] {
  const cached = entriesCache.get(kb);
  if (cached) return cached;
  const list: Entry[] = [];
  for (const [key, places] of kb.byName) {
    for (const place of places) list.push({ key, target: { kind: 'place', place } });
  }
  for (const [key, region] of kb.regions) {
    if (!kb.byName.has(key)) list.push({ key, target: { kind: 'region', region } });
  }
  for (const [alias, name] of Object.entries(REGION_ALIASES)) {
    const region = kb.regions.get(normalisePlace(name));
    if (region && !kb.byName.has(alias))
      list.push({ key: alias, target: { kind: 'region', region } });
  }
  entriesCache.set(kb, list);
  return list;
}

function resolved(target: Target, matchedBy: MatchKind): Resolution {
  if (target.kind === 'place') {
    return {
      ok: true,
      resolved: { kind: 'place', name: target.place.name, place: target.place, matchedBy },
    };
  }
  const region = target.region;
  return {
    ok: true,
    resolved: { kind: 'region', name: region.name, region, hub: hubOf(region), matchedBy },
  };
}

/** Close names, best first, for a "did you mean". */
function closest(kb: KnowledgeBase, key: string, count: number): string[] {
  if (!key) return [];
  const scored = new Map<string, { name: string; score: number }>();
  const names = typoAllowance(key.length);
  for (const entry of entries(kb)) {
    // Another name of a place (Faizabad for Ayodhya) is offered only one slip away, so that a
    // suggestion always reads like what was typed.
    const isOwnName =
      entry.target.kind === 'region' || normalisePlace(entry.target.place.name) === entry.key;
    const limit = isOwnName ? names : Math.min(names, 1);
    const prefix =
      isOwnName &&
      ((key.length >= 4 && entry.key.startsWith(key)) ||
        (entry.key.length >= 4 && key.startsWith(entry.key)));
    const distance = prefix ? 1 : editDistance(key, entry.key, limit);
    if (distance > limit) continue;
    const id = targetKey(entry.target);
    const current = scored.get(id);
    if (!current || distance < current.score) {
      scored.set(id, { name: targetName(entry.target), score: distance });
    }
  }
  return [...scored.values()]
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, count)
    .map((entry) => entry.name);
}

/** The most places one field may name (the four of the Char Dham): beyond that, a tour. */
const MAX_STOPS_IN_ONE_FIELD = 4;
/**
 * The most words a field of several places is read in, and the most one of its names may have:
 * the field is read phrase by phrase, so a long text (the API allows MAX_PLACE_LENGTH characters,
 * a direct call any length) would otherwise cost a lookup for every span of its words.
 */
const MAX_WORDS_IN_ONE_FIELD = 12;
const MAX_WORDS_IN_ONE_NAME = 8;
const JOINING_WORDS = new Set(['and', 'to', 'then', 'via']);

/** What one field of several names reads as: its places, and a day trip or sight asked by name. */
type SeveralPlaces = {
  places: Destination[];
  /** The day trips or sights the words named, by the id of the place they belong to. */
  asked: Map<string, { sight?: string; excursion?: string; alsoAsked?: string[] }>;
};

/**
 * "Shimla Manali", "Shimla, Manali and Kasol", "Ladakh Leh", "Dalhousie Khajjiar": the places of
 * a text that names several, each by its full name or another of its names, every word accounted
 * for; a day trip or sight that only one place has stands for that place when the place is named
 * too (Khajjiar is Dalhousie's day trip). Places named twice (Ladakh and Leh are one; Dalhousie
 * and its Khajjiar) count once. Words that name none are read as a sub-place of a place named
 * beside them (subPlacesOfNamed). Undefined unless it reads that way.
 */
function severalPlaces(kb: KnowledgeBase, input: string): SeveralPlaces | undefined {
  const words = input
    .split(/[\s,/&+]+/)
    .filter((word) => word !== '' && !JOINING_WORDS.has(word.toLowerCase()));
  if (words.length < 2 || words.length > MAX_WORDS_IN_ONE_FIELD) return undefined;
  const places: Destination[] = [];
  const asked: SeveralPlaces['asked'] = new Map();
  const named = new Set<string>();
  const parts = new Set<string>();
  const regions: Region[] = [];
  /** Where in the field each place or region was first named, by place id or region. */
  const typedAt = new Map<string | Region, number>();
  /** Runs of words that name no place by themselves, read once every place is known. */
  const unread: string[][] = [];
  const note = (found: SubPlace, byName: boolean) => {
    const { place, ...what } = found;
    (byName ? named : parts).add(place.id);
    if (!places.some((one) => one.id === place.id)) places.push(place);
    const before = asked.get(place.id);
    const which = what.excursion ?? what.sight;
    if (which && !before) asked.set(place.id, what);
    // "Leh Nubra Pangong": the second sub-place of a base is asked for too, not dropped.
    else if (which && before && which !== (before.excursion ?? before.sight)) {
      before.alsoAsked = [...new Set([...(before.alsoAsked ?? []), which])];
    }
  };
  /** The phrases that begin at word `i`, longest first. */
  const spans = (i: number) => {
    const last = Math.min(words.length, i + MAX_WORDS_IN_ONE_NAME);
    return Array.from({ length: last - i }, (_, n) => ({
      key: normalisePlace(words.slice(i, last - n).join(' ')),
      next: last - n,
    }));
  };
  let i = 0;
  let unreadSince: number | undefined;
  while (i < words.length) {
    let found: SubPlace | undefined;
    let byName = true;
    let next = i;
    for (const span of spans(i)) {
      const matches = kb.byName.get(span.key);
      if (matches?.length === 1) {
        found = { place: matches[0]! };
        next = span.next;
        break;
      }
    }
    // The state or country the places are in, named beside them ("Kashmir Gulmarg").
    let region: Region | undefined;
    for (const span of found ? [] : spans(i)) {
      region = regionByKey(kb, span.key) ?? (span.key === 'india' ? indiaOf(kb) : undefined);
      if (region) {
        next = span.next;
        break;
      }
    }
    // A sub-place by the name of its base's day trip or sight, as one word alone reads it.
    for (const span of found || region ? [] : spans(i)) {
      found = subPlace(kb, span.key);
      if (found) {
        byName = false;
        next = span.next;
        break;
      }
    }
    if (!found && !region) {
      unreadSince ??= i;
      i += 1;
      continue;
    }
    if (unreadSince !== undefined) unread.push(words.slice(unreadSince, i));
    unreadSince = undefined;
    if (region) regions.push(region);
    else note(found!, byName);
    typedAt.set(region ?? found!.place.id, i);
    i = next;
  }
  if (unreadSince !== undefined) unread.push(words.slice(unreadSince));
  const bases = [...places];
  for (const run of unread) {
    const read = subPlacesOfNamed(kb, bases, run);
    if (!read) return undefined;
    for (const found of read) note(found, true);
  }
  // A sub-place goes with its base named beside it ("Leh Pangong"); alone beside another place
  // it may be a sight's longer name ("St. Mary's Church Gulmarg"), read whole further on.
  if ([...parts].some((id) => !named.has(id))) return undefined;
  // Countries named with no place of theirs beside them are stops of their own, each at its
  // gateway: "Singapore Malaysia" is Singapore and Kuala Lumpur, "Thailand Vietnam" Bangkok and
  // Hanoi (decision 98). So is a state ("Sikkim Darjeeling" is Gangtok and Darjeeling, decision
  // 146), unless it says where a place of that name is: after a comma ("Manali, Tamil Nadu"),
  // or beside the name of a real town in it ("Manali Tamil Nadu" is Chennai's Manali).
  const whereNamed = (r: Region) =>
    r.kind === 'state' &&
    (/[,(]/.test(input) ||
      places.some((place) =>
        [place.name, ...place.aliases].some((name) =>
          kb.placeNames.get(normalisePlace(name))?.some((town) => town.state === r.name),
        ),
      ));
  const own = regions.filter(
    (r) => r.name !== 'India' && !whereNamed(r) && !places.some((p) => inRegion(p, r)),
  );
  if (own.length > 0 && own.length === regions.length && places.length + own.length >= 2) {
    for (const country of own) {
      const main = mainPlaceOf(country);
      if (!places.some((one) => one.id === main.id)) places.push(main);
      if (!typedAt.has(main.id)) typedAt.set(main.id, typedAt.get(country)!);
    }
    // In the order typed: "Malaysia Singapore" starts in Kuala Lumpur.
    const order = (place: Destination) => typedAt.get(place.id) ?? Number.MAX_SAFE_INTEGER;
    places.sort((a, b) => order(a) - order(b));
    return places.length <= MAX_STOPS_IN_ONE_FIELD ? { places, asked } : undefined;
  }
  if (places.length === 0 || regions.some((r) => !places.every((p) => inRegion(p, r)))) {
    return undefined;
  }
  return places.length <= MAX_STOPS_IN_ONE_FIELD ? { places, asked } : undefined;
}

/** An airport this near a state's place makes it the state's way in. */
const NEAR_AIRPORT_KM = 50;

/**
 * A country's main place, where a trip of several countries stops for it: of its places with an
 * airport, on its mainland where it has one (Hanoi, not the island of Phu Quoc; Kuala Lumpur, not
 * Langkawi), the one with the most to see and do, the first listed where two are level. A
 * state's is one with its own airport near (Shimla for Himachal, not Kasauli, 60 km from
 * Chandigarh's).
 */
function mainPlaceOf(country: Region): Destination {
  const size = (place: Destination) => place.attractions.length + place.activities.length;
  const flying = country.destinations.filter((place) => place.airport);
  const near =
    country.kind === 'state'
      ? flying.filter((place) => place.airport!.distanceKm <= NEAR_AIRPORT_KM)
      : [];
  const candidates = near.length > 0 ? near : flying.length > 0 ? flying : country.destinations;
  const mainland = candidates.filter((place) => !landmassOf(place).startsWith('island:'));
  return (mainland.length > 0 ? mainland : candidates).reduce((best, place) =>
    size(place) > size(best) ? place : best,
  );
}

/**
 * A run of words, phrase by phrase, as sub-places of the places named beside them: "Rohtang" of
 * "Manali Rohtang" is Manali's Rohtang Pass, "Sarnath" of "Varanasi Sarnath" Varanasi's day
 * trip. Each phrase goes to the place where it reads best (subPlaceOf), when only one place reads
 * it so well: "Trimbakeshwar" of "Shirdi Nashik Trimbakeshwar" is Nashik's own sight before it is
 * a spot on Shirdi's day trip. Undefined when some phrase is no one place's.
 */
function subPlacesOfNamed(
  kb: KnowledgeBase,
  bases: readonly Destination[],
  run: readonly string[],
): SubPlace[] | undefined {
  const read: SubPlace[] = [];
  let k = 0;
  while (k < run.length) {
    let found: SubPlace | undefined;
    for (let j = Math.min(run.length, k + MAX_WORDS_IN_ONE_NAME); j > k && !found; j -= 1) {
      const readings = bases
        .map((base) => subPlaceOf(kb, base, run.slice(k, j).join(' ')))
        .filter((one) => one !== undefined);
      const best = Math.min(...readings.map((one) => one.rank));
      const bestOnes = readings.filter((one) => one.rank === best);
      if (bestOnes.length === 1) {
        found = bestOnes[0]!.found;
        k = j;
      }
    }
    if (!found) return undefined;
    read.push(found);
  }
  return read;
}

/**
 * The sight or day trip of `base` that `phrase` stands for, and how well (lower is better): a
 * sight of that name, a day trip of that name (its bracketed name or a spot on it), the one sight
 * whose name holds the phrase as words, the one day trip whose name or spots do. The keys a name
 * typed alone is read by, and the words of the longer names of the place's own sub-places.
 */
function subPlaceOf(
  kb: KnowledgeBase,
  base: Destination,
  phrase: string,
): { found: SubPlace; rank: number } | undefined {
  const key = normalisePlace(phrase);
  const words = wordsOf(phrase);
  if (key.length < 3) return undefined;
  const tripNames = (trip: Excursion) => [trip.name, ...trip.spots];
  const tripKeys = (trip: Excursion) => [
    ...excursionKeys(trip.name),
    ...trip.spots.flatMap(sightKeys),
  ];
  // A common word ("Temple", "Ghat") is a word of too many places' sights to stand for one.
  let distinct: boolean | undefined;
  const holds = (name: string) =>
    wordsOf(name).includes(words) && (distinct ??= isDistinct(kb, phrase));
  const readings: Array<() => SubPlace | undefined> = [
    () =>
      one(
        base.attractions.filter((sight) => sightKeys(sight.name).includes(key)),
        'sight',
      ),
    () =>
      one(
        base.excursions.filter((trip) => tripKeys(trip).includes(key)),
        'excursion',
      ),
    () =>
      one(
        base.attractions.filter((sight) => holds(sight.name)),
        'sight',
      ),
    () =>
      one(
        base.excursions.filter((trip) => tripNames(trip).some(holds)),
        'excursion',
      ),
  ];
  const one = (list: Array<{ name: string }>, what: 'sight' | 'excursion') =>
    list.length === 1 ? { place: base, [what]: list[0]!.name } : undefined;
  for (const [rank, reading] of readings.entries()) {
    const found = reading();
    if (found) return { found, rank };
  }
  return undefined;
}

/** A phrase held by the sights, day trips or spots of more places than this names none of them. */
const MAX_PLACES_OF_A_PHRASE = 3;

const subPlaceWordsCache = new WeakMap<KnowledgeBase, Map<string, Set<Destination>>>();

/**
 * Whether few places (MAX_PLACES_OF_A_PHRASE) have a sight, day trip or spot whose name holds
 * `phrase` as words: "Rohtang" and "Wagah" are one place's, "Temple" and "Ghat" everyone's.
 */
function isDistinct(kb: KnowledgeBase, phrase: string): boolean {
  let byWord = subPlaceWordsCache.get(kb);
  if (!byWord) {
    byWord = new Map();
    for (const place of kb.byId.values()) {
      const names = [
        ...place.attractions.map((sight) => sight.name),
        ...place.excursions.flatMap((trip) => [trip.name, ...trip.spots]),
      ];
      for (const word of new Set(names.flatMap((name) => placeWords(name).split(' ')))) {
        byWord.set(word, (byWord.get(word) ?? new Set()).add(place));
      }
    }
    subPlaceWordsCache.set(kb, byWord);
  }
  const typed = placeWords(phrase).split(' ');
  const sets = typed.map((word) => byWord.get(word) ?? new Set<Destination>());
  if (sets.some((set) => set.size <= MAX_PLACES_OF_A_PHRASE)) return true;
  // Every word common, the phrase may still be rare ("Golden Temple").
  const places = [...sets[0]!].filter((place) => sets.every((set) => set.has(place)));
  const holding = places.filter((place) =>
    [
      ...place.attractions.map((sight) => sight.name),
      ...place.excursions.flatMap((trip) => [trip.name, ...trip.spots]),
    ].some((name) => wordsOf(name).includes(wordsOf(phrase))),
  );
  return holding.length <= MAX_PLACES_OF_A_PHRASE;
}

/** India as a region of its places, for "Goa India" (the knowledge base's regions are states). */
function indiaOf(kb: KnowledgeBase): Region {
  const destinations = kb.destinations.filter((place) => place.country === 'India');
  return { name: 'India', country: 'India', kind: 'country', destinations };
}

/**
 * The place whose day trip `key` names, and the day trip, when only that place has one of that
 * name and no other place has a sight of it. A word of a day trip's name that is also the name
 * of a real town far from it is that town (Fatehpur is not Fatehpur Sikri).
 */
function tripNamed(
  kb: KnowledgeBase,
  key: string,
): { place: Destination; excursion: string } | undefined {
  const claims = excursionClaims(kb).byKey.get(key) ?? [];
  const owners = sightOwners(kb).get(key) ?? [];
  const trip = claims.length === 1 ? claims[0] : undefined;
  if (!trip?.excursion || (owners.length > 0 && !owners.includes(trip.place))) return undefined;
  const excursion = trip.place.excursions.find((one) => one.name === trip.excursion);
  const whole = excursion ? wholeTripKeys(excursion) : [];
  const reach = SAME_PLACE_KM + (excursion?.distanceKm ?? 0);
  if (!whole.includes(key) && namesAnotherPlace(kb, key, trip.place, reach)) return undefined;
  return { place: trip.place, excursion: trip.excursion };
}

/** A sub-place typed by name: the place to plan, and its day trip or sight asked for. */
type SubPlace = { place: Destination; sight?: string; excursion?: string };

/**
 * The place a day trip's spot is planned at. A spot on a day trip that goes to another place of
 * the knowledge base is that place's (Burj Khalifa is on Abu Dhabi's "Dubai" trip, but Dubai is a
 * destination with it as a sight): the trip is planned there, never at the base it is a day trip
 * from. So is a spot that another place, and only it, has among its own sights under a longer
 * name ("Tsuglagkhang" is Dharamshala's "Tsuglagkhang Complex (Dalai Lama Temple)"). Either place
 * must stand where the trip goes, within its distance of the base.
 */
function tripOrItsPlace(
  kb: KnowledgeBase,
  key: string,
  trip: { place: Destination; excursion: string },
): SubPlace {
  const excursion = trip.place.excursions.find((one) => one.name === trip.excursion);
  // The trip's own name is the trip itself, from its base ("Udupi and Malpe" from Mangaluru).
  if (!excursion || excursionKeys(excursion.name).slice(0, 2).includes(key)) return trip;
  if (sightsLike(kb, key).some((one) => one.place.id === trip.place.id)) return trip;
  // Only a place where the trip goes: Agartala's "Udaipur (Tripura)" is not Udaipur in Rajasthan.
  const reached = (place: Destination) =>
    place.id !== trip.place.id &&
    greatCircleKm(place, trip.place) <= excursion.distanceKm + SAME_PLACE_KM;
  const [target] = excursionTarget(kb, excursion.name).filter(reached);
  if (target) return placeForSpot(kb, target, key);
  const others = [...new Set(sightsLike(kb, key).map((one) => one.place))];
  return others.length === 1 && reached(others[0]!) ? placeForSpot(kb, others[0]!, key) : trip;
}

/** `place`, with its sight of the typed name (or a longer name holding it) to see first. */
function placeForSpot(kb: KnowledgeBase, place: Destination, key: string): SubPlace {
  const sight = sightsLike(kb, key).find((one) => one.place.id === place.id);
  return sight ? { place, sight: sight.name } : { place };
}

type SightsLike = {
  sights: Array<{ keys: string[]; name: string; place: Destination }>;
  /** Answers by key: only keys of day trips' spots are asked, so this stays their size. */
  found: Map<string, Array<{ name: string; place: Destination }>>;
};

const sightsLikeCache = new WeakMap<KnowledgeBase, SightsLike>();

/** The sights of any place whose name, with or without its bracket, holds `key`. */
function sightsLike(kb: KnowledgeBase, key: string): Array<{ name: string; place: Destination }> {
  if (key.length < MIN_SIGHT_KEY) return [];
  let cache = sightsLikeCache.get(kb);
  if (!cache) {
    const sights = [...kb.byId.values()].flatMap((place) =>
      place.attractions.map((sight) => ({ keys: sightKeys(sight.name), name: sight.name, place })),
    );
    cache = { sights, found: new Map() };
    sightsLikeCache.set(kb, cache);
  }
  let found = cache.found.get(key);
  if (!found) {
    found = cache.sights.filter((sight) => sight.keys.some((one) => one.includes(key)));
    cache.found.set(key, found);
  }
  return found;
}

/**
 * The one place a day trip or sight of that name belongs to ("khajjiar" → Dalhousie's day trip),
 * read as `resolvePlace` reads such a name alone; undefined where it is not clearly one place's.
 */
function subPlace(kb: KnowledgeBase, key: string): SubPlace | undefined {
  if (key.length < MIN_SIGHT_KEY) return undefined;
  const trip = tripNamed(kb, key);
  if (trip) return tripOrItsPlace(kb, key, trip);
  const claims = excursionClaims(kb).byKey.get(key) ?? [];
  const owners = sightOwners(kb).get(key) ?? [];
  if (owners.length === 1 && claims.length === 0) {
    const sight = owners[0]!.attractions.find((one) => sightKeys(one.name).includes(key));
    return sight ? { place: owners[0]!, sight: sight.name } : undefined;
  }
  return undefined;
}

/** Places named word by word in a text of several ("Shimla Manali" → Shimla, Manali). */
function placesNamed(kb: KnowledgeBase, input: string): string[] {
  const words = input.split(/[\s,/&+-]+|\band\b/i).filter((word) => word.length >= 3);
  if (words.length < 2) return [];
  const names: string[] = [];
  for (const word of words) {
    const key = normalisePlace(word);
    const places = kb.byName.get(key);
    if (places?.length === 1) names.push(places[0]!.name);
    else if (regionByKey(kb, key)) names.push(regionByKey(kb, key)!.name);
    else {
      const part = subPlace(kb, key);
      if (part) names.push(part.place.name);
    }
  }
  return names;
}

/**
 * Whether a text is longer than the API lets a place name be: it names no place, and reading it
 * word by word would only cost time (a direct call is not held to the API's limit).
 */
const tooLong = (input: string) => input.trim().length > MAX_PLACE_LENGTH;

/**
 * A name typed in an Indian script ("मनाली", "কলকাতা"), resolved by its Latin readings
 * (knowledge/indic.ts, decision 152): the first reading that names a place outright, else the
 * first read past one slip, else a "did you mean" of every reading's suggestions. Undefined for
 * a name in Latin letters.
 */
function byLatinReadings(
  input: string,
  resolve: (reading: string) => Resolution,
): Resolution | undefined {
  const readings = latinReadings(input);
  if (readings.length === 0) return undefined;
  const results = readings.map(resolve);
  const sure = results.find((result) => result.ok && result.resolved.matchedBy !== 'typo');
  const slipped = results.find((result) => result.ok);
  if (sure ?? slipped) return sure ?? slipped;
  const suggestions = results.flatMap((result) => (result.ok ? [] : result.suggestions));
  return { ok: false, suggestions: [...new Set(suggestions)].slice(0, MAX_SUGGESTIONS) };
}

/**
 * Turns what a traveller typed into a place of the knowledge base: a town by name or alias,
 * a state or country (planned as a circuit), an IATA code, or a name with a slip or two in it.
 * When nothing is clear it answers the closest names instead. Read as where a trip starts
 * (`origin`), another name of a place is that place, not the sight it also names (Tirumala).
 */
export function resolvePlace(
  input: string,
  kb: KnowledgeBase = knowledgeBase(),
  { origin = false }: { origin?: boolean } = {},
): Resolution {
  if (tooLong(input)) return { ok: false, suggestions: [] };
  const read = byLatinReadings(input, (reading) => resolvePlace(reading, kb, { origin }));
  if (read) return read;
  // A name or region first ("Jammu and Kashmir" is a state, not Jammu and Srinagar).
  const wholeKey = normalisePlace(input);
  // A circuit booked by name is its places ("Golden Triangle": Delhi, Agra and Jaipur).
  const circuit = kb.circuits.get(wholeKey);
  if (circuit) {
    const [first, ...rest] = circuit.stops;
    return {
      ok: true,
      resolved: {
        kind: 'place',
        name: circuit.name,
        place: first!,
        matchedBy: 'several',
        alsoStops: [...rest],
        circuit: circuit.name,
        ...(circuit.inOrder ? { inOrder: true as const } : {}),
      },
    };
  }
  // A real town's own name of several words is that town ("Dwaraka Tirumala" is not Dwarka).
  const several =
    kb.byName.has(wholeKey) || regionByKey(kb, wholeKey) || kb.placeNames.has(wholeKey)
      ? undefined
      : severalPlaces(kb, input);
  if (several && several.places.length > 1) {
    const [first, ...rest] = several.places;
    return {
      ok: true,
      resolved: {
        kind: 'place',
        name: several.places.map((place) => place.name).join(' and '),
        place: first!,
        matchedBy: 'several',
        ...several.asked.get(first!.id),
        alsoStops: rest,
      },
    };
  }
  if (several?.places.length === 1) {
    const place = several.places[0]!;
    const asked = several.asked.get(place.id);
    if (asked) return placeAsked(place, asked.excursion ? 'excursion' : 'sight', asked);
    return resolved({ kind: 'place', place }, 'name');
  }
  // A sight named in full, its bracket too, is that sight, though a part of it names a place:
  // "Sangam (Indus–Zanskar confluence)" is at Leh, not Prayagraj's Sangam.
  const sight = /\(.+\)/.test(input) ? sightOwners(kb).get(wholeKey) : undefined;
  if (sight?.length === 1) return resolvedSight(sight[0]!, wholeKey);
  const tries = readings(input);
  // "Sakri, Maharashtra": a real town with its state is that town, never the whole state.
  const town = tries.slice(1).some((text) => kb.placeNames.has(normalisePlace(text)));
  // "Manali, Tamil Nadu" is the Chennai suburb, not Manali in Himachal: a place named with
  // another state or country than its own is not that place, nor is it the state.
  const qualifier = qualifierOf(kb, tries);
  let otherPlace = false;
  /** The state named after a place's name, read as the trip only if the name reads as none. */
  let qualifying: Region | undefined;
  for (const text of tries) {
    const key = normalisePlace(text);
    const named = kb.byName.get(key);
    const places =
      qualifier && text !== tries[0] ? named?.filter((one) => inRegion(one, qualifier)) : named;
    if (named?.length && !places?.length) otherPlace = true;
    if (places?.length === 1) return resolvedByName(kb, places[0]!, key, origin);
    if (places && places.length > 1) {
      return { ok: false, suggestions: places.map((place) => place.name) };
    }
    const region = regionByKey(kb, key);
    if (region && qualifier === region && text !== tries[0]) qualifying = region;
    else if (region && !((town || otherPlace) && text !== tries[0]))
      return resolved({ kind: 'region', region }, 'region');
  }
  for (const text of tries) {
    const key = normalisePlace(text);
    const claims = excursionClaims(kb).byKey.get(key) ?? [];
    const owners = sightOwners(kb).get(key) ?? [];
    // A day trip of the one place whose sight it is, or of a place with no such sight.
    const trip = tripNamed(kb, key);
    if (trip) {
      const { place, ...asked } = tripOrItsPlace(kb, key, trip);
      return placeAsked(place, asked.excursion ? 'excursion' : 'sight', asked);
    }
    if (owners.length === 1) return resolvedSight(owners[0]!, key);
    // Several places may be meant: those with the sight, then the places the day trips of that
    // name go to, the places whose summary names it, and the places the day trips start from.
    const meant = [
      ...owners,
      ...claims.flatMap((claim) => (claim.excursion ? excursionTarget(kb, claim.excursion) : [])),
      ...claims.filter((claim) => !claim.excursion).map((claim) => claim.place),
      ...claims.filter((claim) => claim.excursion).map((claim) => claim.place),
    ];
    if (meant.length > 0) {
      return {
        ok: false,
        suggestions: [
          ...new Set([...circuitsLike(kb, key), ...meant.map((place) => place.name)]),
        ].slice(0, MAX_SUGGESTIONS),
      };
    }
  }
  for (const text of tries) {
    // A code (MLE), or an airport's own name (Velana, Kempegowda; decision 241).
    const code = /^[A-Za-z]{3}$/.test(text) ? text.toUpperCase() : airportCodeNamed(kb, text);
    if (!code) continue;
    const served = kb.byAirport.get(code);
    const city = served?.find((place) => HUBS.includes(place.id)) ?? served?.[0];
    if (city) return resolved({ kind: 'place', place: city }, 'code');
  }
  const key = normalisePlace(tries[tries.length > 1 && tries[0]!.includes(',') ? 1 : 0] ?? '');
  // Only a single slip is forgiven without asking, never in the first letter, and never of a
  // name of five letters or fewer (Kashid is not Kashi, Varanasi's other name; Kalga is not
  // Kalpa): those are asked about instead ("Did you mean Kalpa?"). A name two
  // edits from a known one is as likely another real place (Faridabad is not Faizabad, Binsar
  // is not Bihar), and a plan must never be made for a place the traveller did not type. A
  // town's own name is no slip at all (Patan is not Patna, Nagaur is not Nagpur), nor is the
  // exact name of a day trip, a spot or a sight (Chilla, Haridwar's, is not Chilika's "Chilka").
  if (
    key.length >= AUTO_CORRECT_MIN_LENGTH &&
    !tries.some((text) => kb.towns.has(normalisePlace(text))) &&
    !tries.some((text) => namesSubPlace(kb, normalisePlace(text)))
  ) {
    const found = new Map<string, Entry>();
    for (const entry of entries(kb)) {
      if (entry.key[0] !== key[0] || entry.key.length < AUTO_CORRECT_MIN_LENGTH + 1) continue;
      if (editDistance(key, entry.key, 1) <= 1) found.set(targetKey(entry.target), entry);
    }
    const entry = found.size === 1 ? [...found.values()][0]! : undefined;
    const target = entry?.target;
    // A real town of that name far from the place is that town, not a slip (Mandawa, Mandwa).
    const place = target?.kind === 'place' ? target.place : undefined;
    const elsewhere = qualifier !== undefined && place !== undefined && !inRegion(place, qualifier);
    if (target && !elsewhere && !namesAnotherPlace(kb, key, place)) {
      // A slip of a name that asks for a sight asks for it too ("Ajantha" → the Ajanta Caves).
      return place && !origin
        ? placeAsked(place, 'typo', askedByName(kb, place, entry.key))
        : resolved(target, 'typo');
    }
    // "Darjeling, Sikkim": a slip of a place in another state is neither it nor the state.
    if (elsewhere) qualifying = undefined;
  }
  if (qualifying && !town && !otherPlace) {
    return resolved({ kind: 'region', region: qualifying }, 'region');
  }
  // "Kerala tour package", "Trip to Coorg", "Goa beaches": the place without what is said about
  // the trip, and a state's places of the kind asked for ("Kerala backwaters").
  const plain = withoutTripWords(input);
  const rest = plain ? resolvePlace(plain.rest, kb, { origin }) : undefined;
  if (rest?.ok) return { ok: true, resolved: ofThemes(rest.resolved, plain!.themes) };
  const kindless = origin ? undefined : sightWithoutItsKind(kb, input);
  if (kindless) return kindless;
  // A town of data/towns, by any of its names ("Belgaum" for Belagavi), suggests the places near
  // it, as a trip from it sets out from it; else a real town of that name.
  const real = townNamed(input, kb) ?? realPlaceNamed(input, kb);
  const city = localityOf(input, kb);
  return {
    ok: false,
    suggestions: [
      ...new Set([
        // The city a neighbourhood is in ("Bandra" is Mumbai's, not a slip of Banda).
        ...(city ? [city.name] : []),
        ...circuitsLike(kb, key),
        ...(real ? destinationsNear(real, kb) : []),
        ...placesNamed(kb, input),
        // A place whose sight or day trip's spot is named so comes before a look-alike name.
        ...ownersOfSightsLike(kb, input).map((place) => place.name),
        // What is left of "Munnar yoga retreat" without the words about the trip.
        ...(rest && !rest.ok ? rest.suggestions : []),
        ...closest(kb, key, MAX_SUGGESTIONS),
      ]),
    ].slice(0, MAX_SUGGESTIONS),
  };
}

/**
 * Words after a place that say what trip is wanted, not where: "Kerala tour package", "Ladakh
 * bike trip", "Coorg weekend", "Spiti circuit", "Goa with friends".
 */
const TRIP_WORDS_AFTER = [
  /\s+with\s+(?:my\s+|the\s+|our\s+)?(?:friends|family|kids|children|parents|wife|husband|spouse|partner|girlfriend|boyfriend|colleagues|group)\s*$/i,
  /\s+(?:tour|trip|package|holiday|vacation|getaway|honeymoon|itinerary|travel|sightseeing|yatra|circuit|weekend|visit|break|stay|camp|homestay|resort|hotel)s?\s*$/i,
  /\s+(?:bike|road|car|self[- ]drive|family|friends|group|solo|couple|budget|luxury|cheap|long|romantic)\s*$/i,
];
/**
 * And before it: "Trip to Coorg", "Honeymoon in Andaman", "a family holiday in Goa", "Weekend
 * getaway Lonavala".
 */
const TRIP_WORDS_BEFORE = [
  /^\s*(?:(?:an?|my|our)\s+)?(?:(?:weekend|family|solo|budget|luxury|romantic|road|bike|group)\s+)*(?:trip|tour|holiday|vacation|visit|honeymoon|getaway|travel|journey|break)s?\s+(?:to|of|in|at|for)\s+/i,
  /^\s*(?:(?:a|my|our)\s+)?(?:long\s+)?weekend(?:\s+(?:getaway|trip|break))?(?:\s+(?:to|in|at))?\s+/i,
];
type Theme = Destination['themes'][number];
/**
 * The kind of place a word after a place asks for ("Kerala backwaters", "Rajasthan forts"): words
 * of many places only. A single "Temple" or "Beach" names one sight, which one unsaid ("Goa
 * Temple" is asked about, not planned).
 */
const THEME_WORDS: ReadonlyArray<readonly [RegExp, readonly Theme[]]> = [
  // What is done there, for the places it is done at ("Kerala houseboat", "Jaisalmer desert
  // safari"); at one place it asks for nothing more.
  [/\s+(?:house ?boats?)(?:\s+stay)?\s*$/i, ['backwaters']],
  [/\s+(?:desert|camel|dune)\s+(?:safaris?|camps?)\s*$/i, ['desert']],
  [/\s+(?:jungle|tiger|wildlife|jeep)\s+safaris?\s*$/i, ['wildlife']],
  [/\s+(?:scuba(?:\s+diving)?|diving|snorkell?ing)\s*$/i, ['beach', 'island']],
  [
    /\s+(?:(?:river\s+)?rafting|paragliding|treks?|trekking|hiking|camping|skiing|adventure)\s*$/i,
    ['adventure'],
  ],
  [/\s+(?:beaches|sea ?sides?)\s*$/i, ['beach']],
  [/\s+backwaters?\s*$/i, ['backwaters']],
  [/\s+(?:hills|hill ?stations?|mountains)\s*$/i, ['hill-station', 'mountains']],
  [/\s+(?:temples|pilgrimages?|shrines|tirth)\s*$/i, ['spiritual']],
  [/\s+(?:forts|palaces|heritage)\s*$/i, ['heritage']],
  [/\s+(?:wildlife|safaris|jungles|national parks|tiger reserves)\s*$/i, ['wildlife']],
  [/\s+deserts?\s*$/i, ['desert']],
];

/**
 * A name with what it says about the trip taken off ("Leh Ladakh trip" → "Leh Ladakh"), and the
 * kind of place asked for, if any; undefined where there is nothing to take off or nothing left.
 * Read only after the whole name has named nothing, so no place's own name is cut short.
 */
function withoutTripWords(input: string): { rest: string; themes?: AskedThemes } | undefined {
  let rest = input.trim();
  let themes: AskedThemes | undefined;
  for (let changed = true; changed;) {
    changed = false;
    for (const words of [...TRIP_WORDS_AFTER, ...TRIP_WORDS_BEFORE]) {
      const cut = rest.replace(words, '');
      if (cut !== rest && cut.trim() !== '') [rest, changed] = [cut.trim(), true];
    }
    // One kind of place is asked for: the last said ("Kerala hill stations").
    for (const [words, asked] of themes ? [] : THEME_WORDS) {
      const said = words.exec(rest);
      const cut = rest.replace(words, '').trim();
      if (!said || cut === '') continue;
      [rest, changed] = [cut, true];
      themes = { themes: asked, said: said[0].trim().toLowerCase() };
      break;
    }
  }
  return rest === input.trim() ? undefined : { rest, ...(themes ? { themes } : {}) };
}

/** The kinds of place asked for, and the words that asked ("backwaters"). */
type AskedThemes = { themes: readonly Theme[]; said: string };

/**
 * A state or country read for the kind of place asked ("Kerala backwaters": Alleppey, Kumarakom,
 * Kochi and Bekal), where some of its places are of that kind and not all; a place stays itself.
 */
function ofThemes(found: ResolvedPlace, asked: AskedThemes | undefined): ResolvedPlace {
  if (!asked || found.kind !== 'region') return found;
  const fitting = found.region.destinations.filter((place) =>
    place.themes.some((theme) => asked.themes.includes(theme)),
  );
  if (fitting.length === 0 || fitting.length === found.region.destinations.length) return found;
  if (fitting.length === 1) {
    return { kind: 'place', name: fitting[0]!.name, place: fitting[0]!, matchedBy: 'region' };
  }
  const region = {
    ...found.region,
    name: `${found.region.name} ${asked.said}`,
    destinations: fitting,
  };
  return { ...found, name: region.name, region, hub: hubOf(region) };
}

/**
 * The circuits whose name holds what was typed ("Char Dham" → "Chota Char Dham"): India's other
 * Char Dham is four places across the country, so the name alone asks which is meant.
 */
function circuitsLike(kb: KnowledgeBase, key: string): string[] {
  if (key.length < MIN_SIGHT_KEY) return [];
  const names = [...kb.circuits].filter(([name]) => name.includes(key)).map(([, c]) => c.name);
  return [...new Set(names)];
}

/** The town (data/towns) `input` names exactly, by name or alias. */
export function townNamed(
  input: string,
  kb: KnowledgeBase = knowledgeBase(),
): Destination | undefined {
  const tries = readings(input);
  const qualifier = qualifierOf(kb, tries);
  for (const text of tries) {
    const town = kb.towns.get(normalisePlace(text));
    // "Bilaspur, Himachal Pradesh" is not the Bilaspur of Chhattisgarh.
    if (town && (!qualifier || text === tries[0] || inRegion(town, qualifier))) return town;
  }
  return undefined;
}

/** Towns one slip from `input`, for "did you mean". */
function closeTowns(input: string, kb: KnowledgeBase): string[] {
  const key = normalisePlace(input);
  if (key.length < 4) return [];
  const names = new Set<string>();
  for (const [name, town] of kb.towns) {
    if (name[0] === key[0] && editDistance(key, name, 1) <= 1) names.add(town.name);
  }
  return [...names];
}

/**
 * Where a trip starts: any destination or region, as for a destination, and also a town that
 * is not one (Noida, Serampore: data/towns). A name the knowledge base knows exactly comes
 * first; a town typed exactly beats a slip's correction or a day trip of the same name
 * (Chandannagar the town, not Kolkata's day trip to it).
 */
export function resolveOrigin(input: string, kb: KnowledgeBase = knowledgeBase()): Resolution {
  if (tooLong(input)) return { ok: false, suggestions: [] };
  const read = byLatinReadings(input, (reading) => resolveOrigin(reading, kb));
  if (read) return read;
  const result = resolvePlace(input, kb, { origin: true });
  // An airport's code sets out from the place it serves, or from its own town where that place
  // is far from it (STV is Surat's airport, not Daman's 100 km off; TEZ is Tezpur's, not Tawang's).
  const airportTown = townOfAirport(input, kb);
  const served = result.ok && result.resolved.kind === 'place' ? result.resolved.place : undefined;
  if (airportTown && (!result.ok || (served && airportKm(served, input) > AIRPORT_TOWN_KM))) {
    return {
      ok: true,
      resolved: { kind: 'place', name: airportTown.name, place: airportTown, matchedBy: 'code' },
    };
  }
  const loose = result.ok && ['typo', 'excursion', 'sight'].includes(result.resolved.matchedBy);
  const another = result.ok && namesAnotherTown(input, result.resolved);
  // A trip sets out from one place: a field that names several ("Dwarka Delhi", a suburb of one
  // and a town of the other) is asked about, never read as the first of them.
  const several =
    result.ok && result.resolved.kind === 'place' && (result.resolved.alsoStops?.length ?? 0) > 0
      ? [result.resolved.place, ...result.resolved.alsoStops!]
      : undefined;
  if (several) {
    const town = townNamed(input, kb);
    if (town) return startFrom(town, 'name');
    return { ok: false, suggestions: several.map((place) => place.name), several: true };
  }
  if (result.ok && !loose && !another) return result;
  const town = townNamed(input, kb);
  if (town) return startFrom(town, 'name');
  // A real town the name was read past (a day trip's, or a place abroad's other name) is where
  // the traveller sets out from, by the gateways of the towns near it.
  const own = result.ok && another ? realTownFor(input, result.resolved, kb) : undefined;
  const ownStart = own && realOrigin(own, kb);
  if (ownStart) return startFrom(ownStart, 'name');
  if (result.ok) return result;
  // A neighbourhood of a big city ("Andheri", "Whitefield") sets out from that city.
  const city = localityOf(input, kb);
  if (city) return startFrom(city, 'name');
  // A real town of data/places sets out by the gateways of the nearest towns that have them.
  const real = realPlaceNamed(input, kb);
  const start = real && realOrigin(real, kb);
  if (start) return startFrom(start, 'name');
  const station = stationNamed(input, kb);
  if (station) return station;
  return {
    ok: false,
    suggestions: [
      ...new Set([...realTownsOfName(input, kb), ...closeTowns(input, kb), ...result.suggestions]),
    ].slice(0, 5),
  };
}

/** The side of a neighbourhood typed after it ("Andheri East", "Andheri (W)"): not its name. */
const LOCALITY_SIDE = /\s+(?:east|west|north|south|\(?[ewns]\)?)$/i;

/**
 * The city a neighbourhood or suburb typed belongs to (data/localities): "Andheri", "Andheri
 * East" and "Andheri, Mumbai" are Mumbai's; a city named after the comma must be that one.
 */
export function localityOf(input: string, kb: KnowledgeBase): Destination | undefined {
  const [name, ...after] = input.split(',');
  const city = kb.localities.get(normalisePlace(name!.replace(LOCALITY_SIDE, '')));
  if (!city) return undefined;
  const said = after.join(',').trim();
  if (!said) return city;
  const key = normalisePlace(said);
  const named = kb.byName.get(key)?.includes(city) || normalisePlace(city.state) === key;
  return named ? city : undefined;
}

function startFrom(place: Destination, matchedBy: MatchKind): Resolution {
  return { ok: true, resolved: { kind: 'place', name: place.name, place, matchedBy } };
}

/**
 * Whether a name read as a place may be another town to set out from: a day trip or sight of the
 * place (Seoni is Pench's day trip, Gaya Bodh Gaya's, Chandrapur Tadoba's other name for its day
 * trip), or another name of a place abroad (Mahe, the Seychelles island, is also Mahe in Kerala).
 * The own name of a place abroad is that place ("Dubai").
 */
function namesAnotherTown(input: string, resolved: ResolvedPlace): boolean {
  if (resolved.kind !== 'place' || resolved.matchedBy === 'several') return false;
  if (resolved.excursion || resolved.sight) return true;
  const key = normalisePlace(input);
  return resolved.place.country !== 'India' && key !== normalisePlace(resolved.place.name);
}

/** A real town this near a place is the place itself, not another town to set out from. */
const OWN_PLACE_KM = 5;

/**
 * The real town of India (data/places) a name read as a sub-place or foreign place stands for:
 * for a place abroad, the Indian town of exactly that name; for a day trip or sight, the town of
 * that name (or its gazetteer spelling: Kotdwāra, Chitrakoot Dham) that stands where the trip
 * goes, beyond OWN_PLACE_KM of the base and within the trip's distance of it.
 */
function realTownFor(
  input: string,
  resolved: ResolvedPlace,
  kb: KnowledgeBase,
): RealPlace | undefined {
  if (resolved.kind !== 'place') return undefined;
  const base = resolved.place;
  // "Mahe, Seychelles" names the island, whatever towns of India are called Mahe.
  const key = normalisePlace(input);
  if (base.country !== 'India')
    return kb.placeNames.has(key) ? realPlaceNamed(input, kb) : undefined;
  const trip = base.excursions.find((one) => one.name === resolved.excursion);
  const reach = SAME_PLACE_KM + (trip?.distanceKm ?? 0);
  const spots = realSpotsLike(key, kb).filter((spot) => {
    const km = greatCircleKm(spot, base);
    return km > OWN_PLACE_KM && km <= reach;
  });
  if (spots.length === 0 || spotsApart(spots)) return undefined;
  const lat = spots.reduce((sum, spot) => sum + spot.lat, 0) / spots.length;
  const lon = spots.reduce((sum, spot) => sum + spot.lon, 0) / spots.length;
  return { ...spots[0]!, lat, lon };
}

/**
 * The real towns of a name: of exactly it, else of a spelling one slip away or with one more word
 * ("Kotdwar" is the gazetteer's Kotdwāra, "Chitrakoot" its Chitrakoot Dham). Only ever narrowed
 * to those near a place that names the town (realTownFor).
 */
function realSpotsLike(key: string, kb: KnowledgeBase): RealPlace[] {
  const exact = kb.placeNames.get(key);
  if (exact) return [...exact];
  if (key.length < AUTO_CORRECT_MIN_LENGTH + 1) return [];
  const like: RealPlace[] = [];
  for (const [name, spots] of kb.placeNames) {
    if (name[0] !== key[0]) continue;
    const longer =
      name.startsWith(key) &&
      spots.some((spot) => normalisePlace(spot.name.split(/\s+/)[0]!) === key);
    if (longer || editDistance(key, name, 1) <= 1) like.push(...spots);
  }
  return like;
}

/** The endings of a railway station's name: "Itarsi Junction", "Agra Cantt", "Kanpur Central". */
const STATION_ENDING =
  /^(.*?\S)\s+(?:junction|jn\.?|jct\.?|cantt\.?|cantonment|terminus|terminal|road|city|central)$/i;

/**
 * Where a traveller who typed a railway station sets out from: the town of its name without the
 * ending ("Itarsi Jn", "Gaya Junction"; a town whose own name has one, Abu Road, is read before
 * this), or the town or place served by a station the knowledge base holds, by its name or code
 * (NJP, CSMT) — the one nearest that station.
 */
function stationNamed(input: string, kb: KnowledgeBase): Resolution | undefined {
  const stripped = STATION_ENDING.exec(input.trim())?.[1];
  if (stripped) {
    const town = resolveOrigin(stripped, kb);
    if (town.ok) return town;
  }
  // A name real towns far apart share is asked about ("Gangapur"), not read as one's station.
  const key = normalisePlace(input);
  const served = kb.placeNames.has(key) ? undefined : stationIndex(kb).get(key);
  if (!served) return undefined;
  const byCode =
    /^[a-z]+$/i.test(input.trim()) && input.trim().toUpperCase() === served.railway?.code;
  return startFrom(served, byCode ? 'code' : 'name');
}

/** Railway codes shorter than this are too often a word or initials typed for something else. */
const MIN_STATION_CODE = 3;

const stationCache = new WeakMap<KnowledgeBase, Map<string, Destination>>();

/**
 * The railway stations of data/towns and of India's destinations, by code and by name (with and
 * without its ending), each to the town or place nearest it, when one is within SAME_PLACE_KM.
 */
function stationIndex(kb: KnowledgeBase): Map<string, Destination> {
  const cached = stationCache.get(kb);
  if (cached) return cached;
  const index = new Map<string, Destination>();
  for (const place of startPlaces(kb)) {
    const railway = place.railway;
    // A station far from the place is where its traveller goes to, not where they set out from.
    if (!railway || railway.distanceKm > SAME_PLACE_KM) continue;
    const keys = [
      normalisePlace(railway.name),
      normalisePlace(STATION_ENDING.exec(railway.name)?.[1] ?? ''),
      railway.code.length >= MIN_STATION_CODE ? normalisePlace(railway.code) : '',
    ];
    for (const key of keys) {
      const held = index.get(key);
      if (key && (!held || held.railway!.distanceKm > railway.distanceKm)) index.set(key, place);
    }
  }
  stationCache.set(kb, index);
  return index;
}

/** How far a place is from the airport of this code, if it is one of its airports. */
function airportKm(place: Destination, code: string): number {
  const wanted = code.trim().toUpperCase();
  const airport = airportOf(place, wanted);
  return airport ? airport.distanceKm : Number.POSITIVE_INFINITY;
}

/** The town (data/towns) nearest the airport whose code was typed, within a short ride of it. */
function townOfAirport(input: string, kb: KnowledgeBase): Destination | undefined {
  const code = input.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return undefined;
  let best: Destination | undefined;
  for (const town of new Set(kb.towns.values())) {
    const km = airportKm(town, code);
    if (km <= AIRPORT_TOWN_KM && (!best || km < airportKm(best, code))) best = town;
  }
  return best;
}
/**
 * The code of the airport a traveller named by its own name, typed for the place it serves
 * (decision 241): "Kempegowda", "Velana", "Heathrow", "Dabok", with or without "airport".
 */
function airportCodeNamed(kb: KnowledgeBase, text: string): string | undefined {
  let names = airportNames.get(kb);
  if (!names) airportNames.set(kb, (names = airportNamesOf(kb)));
  const key = placeWords(text)
    .replace(/(?:^| )(?:international |domestic )?airport$/, '')
    .trim();
  return names.get(key) ?? undefined;
}
const airportNames = new WeakMap<KnowledgeBase, Map<string, string | null>>();

/**
 * The own names of the knowledge base's airports: the words of each less the generic ones and
 * the town after a comma ("Kempegowda", "Maharana Pratap"), a bracket's name ("Dabok"), and the
 * name less a place it serves in front ("London Heathrow" is also "Heathrow"). A name a place,
 * region or real town has is theirs; one two airports share is no one's (null).
 */
function airportNamesOf(kb: KnowledgeBase): Map<string, string | null> {
  const names = new Map<string, string | null>();
  const add = (words: string, code: string) => {
    const key = words.trim();
    const compact = key.replaceAll(' ', '');
    if (compact.length < 4 || kb.byName.has(compact) || kb.regions.has(compact)) return;
    // A real town of the name (Bagdogra, Dabolim) is that town, never the place it flies to.
    if (kb.towns.has(compact) || kb.placeNames.has(compact)) return;
    const known = names.get(key);
    names.set(key, known === undefined || known === code ? code : null);
  };
  for (const place of kb.destinations) {
    const served = [place.name, ...place.aliases].map((name) => placeWords(name));
    for (const airport of [place.airport, place.secondAirport, place.majorAirport]) {
      if (!airport) continue;
      const bracket = /\(([^)]*)\)/.exec(airport.name)?.[1];
      if (bracket) add(placeWords(bracket), airport.code);
      const own = placeWords(airport.name.replace(/\([^)]*\)/g, ' ').split(',')[0]!)
        .replace(/\b(?:international|domestic|airport|aerodrome)\b/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      add(own, airport.code);
      for (const name of served) {
        if (own.startsWith(`${name} `)) add(own.slice(name.length + 1), airport.code);
      }
    }
  }
  return names;
}

/** An airport this far from a town is that town's own (Surat's 11 km, Kishangarh's 10 km). */
const AIRPORT_TOWN_KM = 40;

/** The destinations nearest a town, for a traveller who typed it as where to go. */
/**
 * True when some tier of `place` lists a stay with a sourced rate. A place without one cannot
 * be priced, so it is neither planned nor suggested (decision 20).
 */
export function hasPricedStay(place: Destination): boolean {
  return STAY_TIERS.some((tier) => place.stays[tier].length > 0);
}

/** The nearest Indian places with a priced stay; `fits` may rule more out (closed months). */
export function destinationsNear(
  town: GeoSpot & { id?: string },
  kb: KnowledgeBase,
  count = 3,
  fits: (place: Destination) => boolean = () => true,
): string[] {
  return kb.destinations
    .filter(
      (place) =>
        place.country === 'India' && place.id !== town.id && hasPricedStay(place) && fits(place),
    )
    .map((place) => ({ place, km: (place.lat - town.lat) ** 2 + (place.lon - town.lon) ** 2 }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count)
    .map(({ place }) => place.name);
}

/** The nearest towns and places in India a trip can start from, for a town we cannot start from. */
export function originsNear(spot: GeoSpot, kb: KnowledgeBase, count = 3): string[] {
  return startPlaces(kb)
    .map((place) => ({ place, km: greatCircleKm(spot, place) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count)
    .map(({ place }) => place.name);
}

function suggestionFor(target: Target): PlaceSuggestion {
  const place = target.kind === 'place' ? target.place : hubOf(target.region);
  const airport = place.airport ?? place.majorAirport ?? null;
  return {
    city: targetName(target),
    code: airport?.code ?? '',
    airport: airport?.name ?? '',
    state: target.kind === 'place' ? place.state : target.region.name,
    country: place.country,
    kind: target.kind,
  };
}

const originEntriesCache = new WeakMap<KnowledgeBase, Entry[]>();

/** The destinations' entries and the towns trips start from, for the From field. */
function originEntries(kb: KnowledgeBase): Entry[] {
  const cached = originEntriesCache.get(kb);
  if (cached) return cached;
  const list = [...entries(kb)];
  for (const [key, town] of kb.towns) list.push({ key, target: { kind: 'place', place: town } });
  originEntriesCache.set(kb, list);
  return list;
}

/** A town is a place to start from, listed after the destinations that match as well. */
const TOWN_RANK = 200;

/**
 * Suggestions while typing: codes, then names that start with the text, then near misses. The
 * From field (`origins`) also draws on the gazetteer of towns; the To field never offers one.
 */
export function suggestPlaces(
  query: string,
  kb: KnowledgeBase = knowledgeBase(),
  limit = MAX_PLACE_SUGGESTIONS,
  { origins = false }: { origins?: boolean } = {},
): PlaceSuggestion[] {
  // A name typed in an Indian script is offered what its Latin readings are (decision 152).
  const readings = latinReadings(query);
  if (readings.length > 0) {
    const offered = readings.flatMap((reading) => suggestPlaces(reading, kb, limit, { origins }));
    return [...new Map(offered.map((one) => [`${one.kind}:${one.city}`, one])).values()].slice(
      0,
      limit,
    );
  }
  const key = normalisePlace(query);
  if (!key) {
    return HUBS.map((id) => kb.byId.get(id))
      .filter((place): place is Destination => Boolean(place))
      .slice(0, limit)
      .map((place) => suggestionFor({ kind: 'place', place }));
  }
  const words = query.toLowerCase().trim();
  const allowance = key.length >= 7 ? 2 : key.length >= 4 ? 1 : 0;
  const scored = new Map<string, { target: Target; score: number; rank: number }>();
  const offer = (target: Target, score: number) => {
    // A place no trip can be priced to is not offered as a destination (refuseUnpriced).
    if (!origins && target.kind === 'place' && !hasPricedStay(target.place)) return;
    const id = targetKey(target);
    const rank =
      target.kind === 'region'
        ? 50
        : target.place.id.startsWith('town-') // the schema's prefix for a town's id
          ? TOWN_RANK
          : target.place.id.startsWith(REAL_ORIGIN_PREFIX)
            ? TOWN_RANK + 1
            : prominence(target.place);
    const current = scored.get(id);
    if (!current || score < current.score) scored.set(id, { target, score, rank });
  };
  if (/^[a-z]{3}$/i.test(query.trim())) {
    const served = kb.byAirport.get(query.trim().toUpperCase()) ?? [];
    const city = served.find((place) => HUBS.includes(place.id)) ?? served[0];
    for (const place of served) offer({ kind: 'place', place }, place === city ? 0 : 0.5);
  }
  for (const entry of origins ? originEntries(kb) : entries(kb)) {
    const isName =
      entry.target.kind === 'place' ? normalisePlace(entry.target.place.name) === entry.key : true;
    if (entry.key === key) offer(entry.target, isName ? 0.2 : 0.3);
    else if (entry.key.startsWith(key)) offer(entry.target, isName ? 1 : 1.5);
    else if (
      words.length >= 2 &&
      targetName(entry.target)
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .some((word) => word.startsWith(words))
    ) {
      offer(entry.target, 2);
    } else if (allowance > 0) {
      const distance = editDistance(key, entry.key.slice(0, key.length), allowance);
      if (distance <= allowance) offer(entry.target, 3 + distance);
    }
  }
  // Where to start from: the city of a neighbourhood that begins with the text ("Andh" →
  // Mumbai, for Andheri).
  if (origins && key.length >= 3) {
    for (const [name, city] of kb.localities) {
      if (name.startsWith(key)) offer({ kind: 'place', place: city }, name === key ? 1.1 : 2.4);
    }
  }
  // Where to start from: a real town of data/places that begins with the text, shortest first,
  // set out by its nearest gateways (realOrigin).
  if (origins && key.length >= 3) {
    const names = [...kb.placeNames.keys()]
      .filter((name) => name.startsWith(key) && !kb.byName.has(name) && !kb.towns.has(name))
      .sort((a, b) => a.length - b.length || a.localeCompare(b))
      .slice(0, limit);
    for (const name of names) {
      // A name real towns far apart share is offered once for each, with its state.
      const each = realTownsOfName(name, kb);
      for (const text of each.length > 0 ? each : [name]) {
        const real = realPlaceNamed(text, kb);
        const start = real && realOrigin(real, kb);
        if (start) offer({ kind: 'place', place: start }, name === key ? 1.2 : 2.5);
      }
    }
  }
  const found = [...scored.values()].map(({ target, score, rank }) => ({
    suggestion: suggestionFor(target),
    score,
    rank,
  }));
  // A circuit booked by name ("Golden Triangle"), among the states and countries.
  if (!origins) {
    const circuits = new Map<Circuit, number>();
    for (const [name, circuit] of kb.circuits) {
      const score =
        name === key
          ? 0.2
          : name.startsWith(key)
            ? 1
            : words.length >= 2 &&
                circuit.name
                  .toLowerCase()
                  .split(/[^a-z0-9]+/)
                  .some((word) => word.startsWith(words))
              ? 2
              : undefined;
      if (score !== undefined) circuits.set(circuit, Math.min(score, circuits.get(circuit) ?? 9));
    }
    for (const [circuit, score] of circuits) {
      found.push({ suggestion: circuitSuggestion(circuit), score, rank: 50 });
    }
  }
  return found
    .sort(
      (a, b) =>
        a.score - b.score || a.rank - b.rank || a.suggestion.city.localeCompare(b.suggestion.city),
    )
    .slice(0, limit)
    .map(({ suggestion }) => suggestion);
}

/** A circuit offered in the To field: planned as its places, like a state (kind `region`). */
function circuitSuggestion(circuit: Circuit): PlaceSuggestion {
  const first = circuit.stops[0]!;
  const airport = first.airport ?? first.majorAirport ?? null;
  const states = [...new Set(circuit.stops.map((stop) => stop.state))];
  return {
    city: circuit.name,
    code: airport?.code ?? '',
    airport: airport?.name ?? '',
    state: states.join(', '),
    country: first.country,
    kind: 'region',
  };
}
