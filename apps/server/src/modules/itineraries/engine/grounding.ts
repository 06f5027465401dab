import type { KnowledgeBase } from '../knowledge/load';

/**
 * Checks on the words a model writes (titles, highlights, day descriptions): that they quote
 * no price, and that every place of the knowledge base they name belongs to the trip. A place
 * the knowledge base does not hold at all cannot be spotted in free text, which is why the
 * places a card visits come only from lists of names checked one by one.
 */

/** Town aliases that are also everyday words; a capital letter alone does not make them a place. */
const COMMON_WORDS = new Set(['lakeside', 'lava', 'kata', 'kuta', 'dang', 'kandi', 'abu']);

type Grounding = {
  /** Normalised name → the destinations it belongs to, and whether naming it elsewhere is a fault. */
  names: Map<string, { ids: Set<string>; flags: boolean }>;
  longest: number;
};

const cache = new WeakMap<KnowledgeBase, Grounding>();

function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Lower case, no accents, words joined by single spaces: the form names are compared in. */
export function nameKey(text: string): string {
  return words(text).join(' ').toLowerCase();
}

/**
 * A name and the shorter ways people write it: "Burj Khalifa – At the Top (Levels 124 & 125)"
 * is also "Burj Khalifa"; "Sri Chamarajendra Zoological Gardens (Mysore Zoo)" also "Mysore Zoo".
 */
function variants(name: string): string[] {
  const inBrackets = [...name.matchAll(/\(([^)]+)\)/g)].map((match) => match[1]!);
  const head = name.split(/\s[–—-]\s|\s\(|,\s/)[0]!;
  return [name, head, ...inBrackets];
}

function groundingOf(kb: KnowledgeBase): Grounding {
  const known = cache.get(kb);
  if (known) return known;
  const names: Grounding['names'] = new Map();
  let longest = 1;
  /**
   * Only a full name flags, and a one-word one only when it is a town's own ("Landour" flags,
   * "Gumbaz" does not); short forms such as "Sun Temple" or "Old City" only clear a mention.
   */
  const add = (name: string, id: string, town: boolean) => {
    for (const [index, variant] of variants(name).entries()) {
      const key = nameKey(variant);
      const count = key.split(' ').length;
      if (key.length < 4) continue;
      const flags = index === 0 && (count > 1 || (town && !COMMON_WORDS.has(key)));
      const entry = names.get(key) ?? { ids: new Set<string>(), flags: false };
      entry.ids.add(id);
      entry.flags ||= flags;
      names.set(key, entry);
      longest = Math.max(longest, count);
    }
  };
  for (const place of kb.destinations) {
    for (const name of [place.name, ...place.aliases]) add(name, place.id, true);
    for (const attraction of place.attractions) add(attraction.name, place.id, false);
    for (const excursion of place.excursions) {
      add(excursion.name, place.id, false);
      for (const spot of excursion.spots) add(spot, place.id, false);
    }
    for (const hotel of Object.values(place.hotels)) if (hotel) add(hotel.name, place.id, false);
    for (const restaurant of place.restaurants) add(restaurant.name, place.id, false);
  }
  const grounding = { names, longest };
  cache.set(kb, grounding);
  return grounding;
}

/**
 * Knowledge-base places named in `text` that belong to none of `allowedIds` (the trip's stops
 * and the traveller's home town). The longest name wins, so "Birla Mandir, Jaipur" is Jaipur's
 * even though other cities have a Birla Mandir; a one-word name counts only with a capital.
 */
export function foreignPlaces(
  text: string,
  allowedIds: ReadonlySet<string>,
  kb: KnowledgeBase,
): string[] {
  const { names, longest } = groundingOf(kb);
  const original = words(text);
  const lower = original.map((word) => word.toLowerCase());
  const found = new Set<string>();
  for (let start = 0; start < lower.length;) {
    let size = Math.min(longest, lower.length - start);
    let entry: { ids: Set<string>; flags: boolean } | undefined;
    for (; size >= 1; size -= 1) {
      entry = names.get(lower.slice(start, start + size).join(' '));
      if (entry && (size > 1 || /^\p{Lu}/u.test(original[start]!))) break;
      entry = undefined;
    }
    if (!entry) {
      start += 1;
      continue;
    }
    if (entry.flags && ![...entry.ids].some((id) => allowedIds.has(id))) {
      found.add(original.slice(start, start + size).join(' '));
    }
    start += size;
  }
  return [...found];
}

/**
 * The words that make a capitalised phrase a place: "Golden Lotus Ashram", "Crystal Falls",
 * "Fort Aguada". Generic on their own; with a name beside them they claim a real site.
 */
const PLACE_KINDS = [
  'Ashram',
  'Bagh',
  'Basilica',
  'Bazaar',
  'Bazar',
  'Beach',
  'Bridge',
  'Cafe',
  'Café',
  'Castle',
  'Cathedral',
  'Cave',
  'Caves',
  'Chowk',
  'Church',
  'Dam',
  'Dargah',
  'Falls',
  'Fort',
  'Fortress',
  'Garden',
  'Gardens',
  'Gate',
  'Ghat',
  'Gompa',
  'Gurudwara',
  'Haveli',
  'Hill',
  'Hills',
  'Hotel',
  'Island',
  'Kund',
  'Lake',
  'Mahal',
  'Mandir',
  'Market',
  'Masjid',
  'Monastery',
  'Mosque',
  'Museum',
  'Palace',
  'Park',
  'Pass',
  'Peak',
  'Point',
  'Resort',
  'Restaurant',
  'Sanctuary',
  'Square',
  'Stupa',
  'Temple',
  'Tomb',
  'Tower',
  'Valley',
  'Viewpoint',
  'Waterfall',
  'Waterfalls',
];
const KIND = PLACE_KINDS.join('|');
const NAME_WORD = String.raw`\p{Lu}[\p{L}'’.-]*`;
/** One to four capitalised words before a kind word, or a kind word before a name ("Fort Kochi"). */
const PLACE_PHRASE = new RegExp(
  String.raw`(?:${NAME_WORD}\s+){1,4}(?:${KIND})\b|\b(?:${KIND})\s+(?:of\s+)?${NAME_WORD}(?:\s+${NAME_WORD}){0,2}`,
  'gu',
);
/** Capitalised words that start sentences and titles rather than names. */
const LEADING_WORDS = new Set([
  'a',
  'an',
  'the',
  'day',
  'then',
  'visit',
  'explore',
  'stroll',
  'morning',
  'evening',
  'after',
  'afternoon',
  'head',
  'walk',
  'drive',
  'see',
  'enjoy',
  'return',
  'from',
  'to',
  'at',
  'and',
  'later',
  'finally',
  'begin',
  'start',
  'end',
  'spend',
  'relax',
  'take',
]);

/**
 * Named sites in `text` that the trip does not hold: a capitalised phrase with a place word
 * ("Golden Lotus Ashram", "Crystal Falls") whose name appears nowhere in `tripText`, the
 * planner's own words for the trip (its sights, spots, stays and eateries). A model that
 * invents a site is caught here even when no knowledge base has ever heard of it.
 */
export function unknownPlaces(text: string, tripText: string): string[] {
  const known = ` ${nameKey(tripText)} `;
  const found = new Set<string>();
  for (const match of text.matchAll(PLACE_PHRASE)) {
    const phrase = match[0].split(/\s+/);
    while (phrase.length > 1 && LEADING_WORDS.has(phrase[0]!.toLowerCase())) phrase.shift();
    const key = nameKey(phrase.join(' '));
    const name = key
      .split(' ')
      .filter((word) => !PLACE_KINDS.some((kind) => nameKey(kind) === word) && word !== 'of');
    // A kind word alone, or with a name the trip holds ("the Ganga Ghat" on a Varanasi trip).
    if (name.length === 0 || known.includes(` ${key} `)) continue;
    if (name.every((word) => known.includes(` ${word} `))) continue;
    found.add(phrase.join(' '));
  }
  return [...found];
}

/**
 * Opening hours, closing days and clock times: facts the plan takes from the knowledge base,
 * which a model may not state ("open 24 hours", "closed on Mondays", "opens at 9 am").
 */
const HOURS =
  /\b(?:open(?:s|ed)?|closed?|closes)\b[^.;!?]{0,24}?\b(?:24\s*(?:hours|hrs|\/\s*7|x\s*7)|round the clock|all day|all night|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|hrs|hours))|\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?![\p{L}])|\b24\s*\/\s*7\b/iu;

export function claimsHours(text: string): boolean {
  return HOURS.test(text);
}

/** Rupee or dollar amounts: prices come from the cost model, never from a model's words. */
const PRICE =
  /₹|\$|\b(?:rs|inr|usd|rupees?|lakhs?)\b\.?\s*\d|\d[\d,.]*\s*(?:rs|inr|usd|rupees?|lakhs?)\b/i;

export function quotesPrice(text: string): boolean {
  return PRICE.test(text);
}

/** Whether `text` names one of `keys` (names in `nameKey` form). */
export function mentionsAny(text: string, keys: ReadonlySet<string>): boolean {
  const padded = ` ${nameKey(text)} `;
  for (const key of keys) if (key && padded.includes(` ${key} `)) return true;
  return false;
}
