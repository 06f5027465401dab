import { MAX_PLACE_SUGGESTIONS } from '@trip/shared/itineraries/constants';
import type { PlaceSuggestion } from '@trip/shared/itineraries/schemas';
import { knowledgeBase, normalisePlace, type KnowledgeBase, type Region } from './load';
import type { Destination } from './schema';

export type MatchKind = 'name' | 'region' | 'code' | 'typo';

export type ResolvedPlace =
  | { kind: 'place'; name: string; place: Destination; matchedBy: MatchKind }
  | { kind: 'region'; name: string; region: Region; hub: Destination; matchedBy: MatchKind };

export type Resolution =
  { ok: true; resolved: ResolvedPlace } | { ok: false; suggestions: string[] };

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

/** How many slips a typed name of this length may hold and still be recognised. */
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

function regionByKey(kb: KnowledgeBase, key: string): Region | undefined {
  const direct = kb.regions.get(key);
  if (direct) return direct;
  const alias = REGION_ALIASES[key];
  return alias ? kb.regions.get(normalisePlace(alias)) : undefined;
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
  const limit = typoAllowance(key.length) + 2;
  for (const entry of entries(kb)) {
    const distance = Math.min(
      editDistance(key, entry.key, limit),
      entry.key.startsWith(key) || key.startsWith(entry.key) ? 1 : limit + 1,
    );
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

/**
 * Turns what a traveller typed into a place of the knowledge base: a town by name or alias,
 * a state or country (planned as a circuit), an IATA code, or a name with a slip or two in it.
 * When nothing is clear it answers the closest names instead.
 */
export function resolvePlace(input: string, kb: KnowledgeBase = knowledgeBase()): Resolution {
  const tries = readings(input);
  for (const text of tries) {
    const key = normalisePlace(text);
    const places = kb.byName.get(key);
    if (places?.length === 1) return resolved({ kind: 'place', place: places[0]! }, 'name');
    if (places && places.length > 1) {
      return { ok: false, suggestions: places.map((place) => place.name) };
    }
    const region = regionByKey(kb, key);
    if (region) return resolved({ kind: 'region', region }, 'region');
  }
  for (const text of tries) {
    if (!/^[A-Za-z]{3}$/.test(text)) continue;
    const served = kb.byAirport.get(text.toUpperCase());
    const city = served?.find((place) => HUBS.includes(place.id)) ?? served?.[0];
    if (city) return resolved({ kind: 'place', place: city }, 'code');
  }
  const key = normalisePlace(tries[tries.length > 1 && tries[0]!.includes(',') ? 1 : 0] ?? '');
  const allowance = typoAllowance(key.length);
  if (allowance > 0) {
    let best = allowance + 1;
    let found = new Map<string, Target>();
    for (const entry of entries(kb)) {
      const distance = editDistance(key, entry.key, best);
      if (distance < best) {
        best = distance;
        found = new Map([[targetKey(entry.target), entry.target]]);
      } else if (distance === best && distance <= allowance) {
        found.set(targetKey(entry.target), entry.target);
      }
    }
    if (best <= allowance && found.size === 1) return resolved([...found.values()][0]!, 'typo');
  }
  return { ok: false, suggestions: closest(kb, key, 5) };
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

/** Suggestions while typing: codes, then names that start with the text, then near misses. */
export function suggestPlaces(
  query: string,
  kb: KnowledgeBase = knowledgeBase(),
  limit = MAX_PLACE_SUGGESTIONS,
): PlaceSuggestion[] {
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
    const id = targetKey(target);
    const rank = target.kind === 'place' ? prominence(target.place) : 50;
    const current = scored.get(id);
    if (!current || score < current.score) scored.set(id, { target, score, rank });
  };
  if (/^[a-z]{3}$/i.test(query.trim())) {
    const served = kb.byAirport.get(query.trim().toUpperCase()) ?? [];
    const city = served.find((place) => HUBS.includes(place.id)) ?? served[0];
    for (const place of served) offer({ kind: 'place', place }, place === city ? 0 : 0.5);
  }
  for (const entry of entries(kb)) {
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
  return [...scored.values()]
    .sort(
      (a, b) =>
        a.score - b.score ||
        a.rank - b.rank ||
        targetName(a.target).localeCompare(targetName(b.target)),
    )
    .slice(0, limit)
    .map(({ target }) => suggestionFor(target));
}
