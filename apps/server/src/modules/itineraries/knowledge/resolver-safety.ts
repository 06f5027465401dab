import { landmassOf } from '../engine/geo';
import { randomFrom, seedFrom } from '../engine/random';
import { greatCircleKm } from '../engine/road-model';
import { knowledgeBase, normalisePlace, type KnowledgeBase } from './load';
import type { Destination } from './schema';
import {
  editDistance,
  realPlaceNamed,
  resolveOrigin,
  resolvePlace,
  type ResolvedPlace,
} from './resolver';

/**
 * The resolver's safety figures for `npm run planner:check`: a plan must never be made for a
 * place other than the one typed. Made from the knowledge base itself (every name's slips) and
 * from random words, so they hold for names no list foresaw.
 */
export type ResolverSafety = {
  /** Names tried. */
  checked: number;
  /** Typed → resolved, where the resolved place is not what was typed (must be none). */
  swapped: string[];
  /** Random words that resolved to a place (must be none). */
  inventedResolved: string[];
  /** One-letter slips of a name (five letters or more) that found their place. */
  slipsFound: number;
  slipsTried: number;
  /**
   * Real towns of data/places on the mainland, of a name no far-off place shares, that the
   * knowledge base does not hold: how many were tried as where to start, and how many start a
   * trip (by the gateways of the towns near them).
   */
  realOriginsTried: number;
  realOriginsStarted: number;
};

/** Real places the knowledge base may not hold; any answer but their own is a swap. */
const REAL_NAMES = [
  'Faridabad',
  'Noida',
  'Binsar',
  'Mandarmani',
  'South Korea',
  'Vienna',
  'Pangong',
  'Nubra',
  'Lachung',
  'Havelock',
  'Serampore',
  'Chandannagar',
  'Surat',
  'Ghaziabad',
  'Kanpur',
  'Ludhiana',
  'Rajkot',
  'Thane',
  'Navi Mumbai',
  'Howrah',
  'Chinsurah',
  'Peru',
  'Patagonia',
  'Lapland',
  'Iceland',
  'Zanzibar',
  'Bhutan',
  'Tawang',
  'Ziro',
  'Majuli',
  'Khajjiar',
  'Chail',
  'Barot',
  'Kheerganga',
  'Landour',
  'Auli',
  'Munsiyari',
  'Pelling',
  'Yuksom',
  'Lava',
  'Kalimpong',
  'Dooars',
  'Bishnupur',
  'Mukutmanipur',
  'Gopalpur',
  'Chilika',
  'Daringbadi',
  'Lambasingi',
  'Horsley Hills',
  'Nandi Hills',
  'Agumbe',
  'Kudremukh',
  'Wayanad',
  'Vagamon',
  'Thekkady',
  'Athirappilly',
  'Poovar',
  'Dhanushkodi',
  'Valparai',
  'Kolli Hills',
  'Lonar',
  'Bhandardara',
  'Malshej',
  'Amboli',
  'Saputara',
  'Diu',
  'Dholavira',
  'Chanderi',
  'Orchha',
  'Bandhavgarh',
  'Chitrakoot',
  'Pachmarhi',
  'Amarkantak',
  'Netarhat',
  'Deoghar',
];

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const VOWELS = 'aeiou';

/** Words of place-name shape that name nothing: alternating letters from a fixed seed. */
function inventedWords(count: number): string[] {
  const random = randomFrom(seedFrom('resolver-safety'));
  const pick = (letters: string) => letters[Math.floor(random() * letters.length)]!;
  const consonants = [...ALPHABET].filter((letter) => !VOWELS.includes(letter)).join('');
  return Array.from({ length: count }, () => {
    const length = 6 + Math.floor(random() * 5);
    let word = '';
    for (let i = 0; i < length; i += 1) word += pick(i % 2 === 0 ? consonants : VOWELS);
    return word[0]!.toUpperCase() + word.slice(1);
  });
}

/** One-letter slips inside a name (never its first letter): a letter dropped, swapped, doubled. */
function slipsOf(key: string): string[] {
  const slips = new Set<string>();
  for (let i = 1; i < key.length; i += 1) {
    slips.add(key.slice(0, i) + key.slice(i + 1));
    if (i + 1 < key.length) slips.add(key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2));
    slips.add(key.slice(0, i) + key[i] + key.slice(i));
  }
  slips.delete(key);
  return [...slips];
}

/** Every way of writing what `resolved` stands for, in the resolver's normal form. */
function keysOf(resolved: ResolvedPlace, kb: KnowledgeBase): string[] {
  if (resolved.kind === 'region') {
    return [resolved.region.name, ...resolved.region.destinations.map((place) => place.name)].map(
      normalisePlace,
    );
  }
  const places = [resolved.place, ...(resolved.alsoStops ?? [])];
  const names = places.flatMap((place) => [
    place.name,
    place.state,
    ...place.aliases,
    ...place.excursions.flatMap((trip) => [trip.name, ...trip.spots]),
    ...place.attractions.map((sight) => sight.name),
    ...(place.airport ? [place.airport.code] : []),
  ]);
  // A name the knowledge base gives this place in its name index (an alias it built itself).
  for (const [key, owners] of kb.byName) {
    if (owners.some((owner) => places.includes(owner))) names.push(key);
  }
  return names.map(normalisePlace);
}

/** Whether `typed` is a way of writing the place it resolved to: its name, a part, one slip. */
function sameAsTyped(typed: string, resolved: ResolvedPlace, kb: KnowledgeBase): boolean {
  if (resolved.matchedBy === 'several') return true;
  const key = normalisePlace(typed);
  return keysOf(resolved, kb).some(
    (name) =>
      name === key ||
      (name.length >= 4 && (name.includes(key) || key.includes(name))) ||
      editDistance(name, key, 1) <= 1,
  );
}

/** A day trip's destination stands within its distance of the base and this much more. */
const TRIP_REACH_KM = 30;

/**
 * The one destination a day trip's name begins with ("Dubai", "Joshimath and Auli", "Pench
 * Tiger Reserve (Sillari gate)" → Pench), if any.
 */
function destinationNamedBy(tripName: string, kb: KnowledgeBase): Destination | undefined {
  const words = tripName
    .replace(/\(.*?\)/g, ' ')
    .split(/[,:;&]|\band\b/)[0]!
    .trim()
    .split(/\s+/);
  for (let count = words.length; count > 0; count -= 1) {
    const places = kb.byName.get(normalisePlace(words.slice(0, count).join(' ')));
    if (places?.length === 1) return places[0];
  }
  return undefined;
}

export function resolverSafety(kb: KnowledgeBase = knowledgeBase()): ResolverSafety {
  const swapped: string[] = [];
  const inventedResolved: string[] = [];
  let checked = 0;
  let slipsFound = 0;
  let slipsTried = 0;
  const known = new Set(kb.byName.keys());

  for (const typed of REAL_NAMES) {
    checked += 1;
    const result = resolvePlace(typed, kb);
    if (result.ok && !sameAsTyped(typed, result.resolved, kb)) {
      swapped.push(`${typed} → ${result.resolved.name}`);
    }
  }

  // A town of the gazetteer typed as where to go is refused or planned as its own excursion,
  // never corrected into a destination one letter away.
  for (const town of new Set(kb.towns.values())) {
    checked += 1;
    const result = resolvePlace(town.name, kb);
    if (result.ok && result.resolved.matchedBy === 'typo') {
      swapped.push(`${town.name} (a town) → ${result.resolved.name}`);
    }
  }

  // A real town or village the knowledge base does not hold (data/places) is refused or read as
  // the place it is: never corrected into a destination of a like name far from it (Mandawa in
  // Shekhawati is not Alibaug's Mandwa), nor into a day trip one of whose words it is (Fatehpur
  // is not Fatehpur Sikri). A day trip's own full name is the knowledge base's place of that
  // name, as any name is (Chail is Shimla's Chail, not the village in Uttar Pradesh).
  for (const [key, spots] of kb.placeNames) {
    if (kb.byName.has(key) || kb.towns.has(key) || kb.regions.has(key)) continue;
    checked += 1;
    const result = resolvePlace(key, kb);
    if (!result.ok) continue;
    const { resolved } = result;
    const place = resolved.kind === 'place' ? resolved.place : undefined;
    const within = (km: number) => place && spots.some((spot) => greatCircleKm(spot, place) <= km);
    let far = false;
    if (resolved.matchedBy === 'typo' || resolved.matchedBy === 'several') far = !within(30);
    if (resolved.kind === 'place' && resolved.matchedBy === 'excursion') {
      const trip = resolved.place.excursions.find((one) => one.name === resolved.excursion);
      const whole = trip
        ? [trip.name, trip.name.replace(/\(.*?\)/g, ' '), ...trip.spots].map(normalisePlace)
        : [];
      far = !whole.includes(key) && !within(30 + (trip?.distanceKm ?? 0));
    }
    if (far) swapped.push(`${key} (a town elsewhere) → ${resolved.name}`);
  }

  for (const place of kb.destinations) {
    const key = normalisePlace(place.name);
    if (key.length < 5) continue;
    for (const slip of slipsOf(key)) {
      // A slip that spells another real name is that place, rightly.
      if (known.has(slip)) continue;
      checked += 1;
      slipsTried += 1;
      const result = resolvePlace(slip, kb);
      if (!result.ok) continue;
      if (result.resolved.kind === 'place' && result.resolved.place.id === place.id) {
        slipsFound += 1;
      } else if (!sameAsTyped(slip, result.resolved, kb)) {
        swapped.push(`${slip} (a slip of ${place.name}) → ${result.resolved.name}`);
      }
    }
  }

  // A sight typed as where to go is planned at a place that has it (Jagannath Temple at Puri),
  // or asked about, never planned at another place with a day trip there (Konark).
  const sightsOf = new Map<string, Set<string>>();
  for (const place of kb.byId.values()) {
    for (const sight of place.attractions) {
      const key = normalisePlace(sight.name);
      sightsOf.set(key, (sightsOf.get(key) ?? new Set()).add(place.id));
    }
  }
  for (const place of kb.byId.values()) {
    for (const sight of place.attractions) {
      const key = normalisePlace(sight.name);
      if (kb.byName.has(key) || kb.regions.has(key)) continue;
      checked += 1;
      const result = resolvePlace(sight.name, kb);
      if (result.ok && result.resolved.kind === 'place') {
        if (!sightsOf.get(key)!.has(result.resolved.place.id)) {
          swapped.push(`${sight.name} (a sight of ${place.name}) → ${result.resolved.name}`);
        }
      }
    }
  }

  // A spot on a day trip to another destination (Burj Khalifa on Abu Dhabi's trip to Dubai) is
  // planned at that destination, never as a day trip from the base that lists it.
  for (const base of kb.byId.values()) {
    for (const trip of base.excursions) {
      const target = destinationNamedBy(trip.name, kb);
      // A place of the trip's name far from where it goes is another one (Udaipur, Tripura).
      if (!target || target.id === base.id) continue;
      if (greatCircleKm(target, base) > trip.distanceKm + TRIP_REACH_KM) continue;
      for (const spot of trip.spots) {
        if (kb.byName.has(normalisePlace(spot))) continue;
        checked += 1;
        const result = resolvePlace(spot, kb);
        if (!result.ok || result.resolved.kind !== 'place') continue;
        if (result.resolved.place.id === base.id && result.resolved.matchedBy === 'excursion') {
          swapped.push(`${spot} (on ${base.name}'s day trip to ${target.name}) → ${base.name}`);
        }
      }
    }
  }

  for (const word of inventedWords(400)) {
    checked += 1;
    const key = normalisePlace(word);
    // A random word one slip from a real name is that name's slip, not an invention.
    if ([...known].some((name) => editDistance(name, key, 1) <= 1)) continue;
    const result = resolvePlace(word, kb);
    if (result.ok) inventedResolved.push(`${word} → ${result.resolved.name}`);
  }

  let realOriginsTried = 0;
  let realOriginsStarted = 0;
  for (const [key, spots] of kb.placeNames) {
    if (kb.byName.has(key) || kb.towns.has(key)) continue;
    if (landmassOf({ ...spots[0]!, id: key, country: 'India' }) !== 'south-asia') continue;
    if (!realPlaceNamed(key, kb)) continue;
    realOriginsTried += 1;
    if (resolveOrigin(key, kb).ok) realOriginsStarted += 1;
  }

  return {
    checked,
    swapped,
    inventedResolved,
    slipsFound,
    slipsTried,
    realOriginsTried,
    realOriginsStarted,
  };
}
