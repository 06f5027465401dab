import type { AttractionKind, Destination } from '../knowledge/schema';

export type ThemeId =
  'classic' | 'heritage' | 'nature' | 'adventure' | 'relaxed' | 'food' | 'spiritual' | 'beach';

export type Theme = {
  id: ThemeId;
  name: string;
  /** The end of a card title: "Manali Adventure Escape". */
  titleNoun: string;
  /** Kinds of attraction this theme visits first, in order; the rest follow in the data's order. */
  prefers: readonly AttractionKind[];
  /** Sightseeing after lunch on a full day; a relaxed trip keeps afternoons free. */
  afternoons: boolean;
  /** Paid activities added on top of the trip's level. */
  extraActivities: number;
  /** Day trips added on top of the trip's level. */
  extraExcursions: number;
  /** Named eateries a day: the food theme books lunch as well as dinner. */
  mealsOut: 1 | 2;
  fits(places: readonly Destination[]): boolean;
  /** Whether the theme is out of season on the trip's months (a beach holiday in the monsoon). */
  offSeason?(places: readonly Destination[], months: readonly number[]): boolean;
  /** Whether a card of the theme needs an outing in it (an adventure break, decision 76). */
  needsOutings?: boolean;
};

const HERITAGE: readonly AttractionKind[] = [
  'fort',
  'palace',
  'monument',
  'museum',
  'temple',
  'religious',
];
const NATURE: readonly AttractionKind[] = [
  'nature',
  'viewpoint',
  'lake',
  'waterfall',
  'wildlife',
  'park',
  'garden',
  'beach',
];

function countKinds(places: readonly Destination[], kinds: readonly AttractionKind[]): number {
  return places.reduce(
    (total, place) => total + place.attractions.filter((a) => kinds.includes(a.kind)).length,
    0,
  );
}

function hasTheme(places: readonly Destination[], ...themes: string[]): boolean {
  return places.some((place) => place.themes.some((theme) => themes.includes(theme)));
}

/** In the order a trip's themes are offered; each says when it suits a destination. */
export const THEMES: readonly Theme[] = [
  {
    id: 'classic',
    name: 'Classic Highlights',
    titleNoun: 'Highlights Tour',
    prefers: [],
    afternoons: true,
    extraActivities: 0,
    extraExcursions: 0,
    mealsOut: 1,
    fits: () => true,
  },
  {
    id: 'heritage',
    name: 'Heritage & Culture',
    titleNoun: 'Heritage Trail',
    prefers: [...HERITAGE, 'neighbourhood', 'market'],
    afternoons: true,
    extraActivities: 0,
    extraExcursions: 0,
    mealsOut: 1,
    fits: (places) => countKinds(places, HERITAGE) >= 4 || hasTheme(places, 'heritage'),
  },
  {
    id: 'nature',
    name: 'Nature & Scenery',
    titleNoun: 'Nature Escape',
    prefers: NATURE,
    afternoons: true,
    extraActivities: 0,
    extraExcursions: 1,
    mealsOut: 1,
    fits: (places) =>
      countKinds(places, NATURE) >= 3 ||
      hasTheme(places, 'nature', 'mountains', 'wildlife', 'backwaters', 'hill-station'),
  },
  {
    id: 'adventure',
    name: 'Adventure & Activities',
    titleNoun: 'Adventure Break',
    prefers: ['activity', 'nature', 'wildlife', 'waterfall', 'viewpoint', 'beach'],
    afternoons: true,
    extraActivities: 2,
    extraExcursions: 1,
    mealsOut: 1,
    fits: (places) =>
      hasTheme(places, 'adventure', 'mountains', 'island', 'wildlife', 'beach') ||
      places.some((place) => place.activities.length >= 4),
    needsOutings: true,
  },
  {
    id: 'spiritual',
    name: 'Temples & Traditions',
    titleNoun: 'Pilgrim Trail',
    prefers: ['temple', 'religious', 'monument', 'neighbourhood'],
    afternoons: true,
    extraActivities: 0,
    extraExcursions: 0,
    mealsOut: 1,
    fits: (places) =>
      hasTheme(places, 'spiritual') || countKinds(places, ['temple', 'religious']) >= 4,
  },
  {
    id: 'beach',
    name: 'Sun & Sand',
    titleNoun: 'Beach Holiday',
    prefers: ['beach', 'viewpoint', 'neighbourhood', 'market', 'activity'],
    afternoons: true,
    extraActivities: 1,
    extraExcursions: 0,
    mealsOut: 1,
    fits: (places) => countKinds(places, ['beach']) >= 2 || hasTheme(places, 'beach', 'island'),
    offSeason: (places, months) => beachOutOfSeason(places, months),
  },
  {
    id: 'food',
    name: 'Food & Markets',
    titleNoun: 'Food Trail',
    prefers: ['market', 'neighbourhood', 'museum', 'monument'],
    afternoons: true,
    extraActivities: 0,
    extraExcursions: 0,
    mealsOut: 2,
    fits: (places) =>
      hasTheme(places, 'food', 'city', 'shopping') || countKinds(places, ['market']) >= 2,
  },
  {
    id: 'relaxed',
    name: 'Slow & Relaxed',
    titleNoun: 'Slow Getaway',
    prefers: ['viewpoint', 'lake', 'garden', 'beach', 'neighbourhood'],
    afternoons: false,
    extraActivities: 0,
    extraExcursions: 0,
    mealsOut: 1,
    fits: () => true,
  },
];

/**
 * Whether a theme suits a trip's places: a single place as the theme says; several only when
 * most of them suit it alone, so one temple town on a Kashmir circuit (Sonamarg, the Amarnath
 * base) does not make Gulmarg and Sonamarg a "Pilgrim Trail", nor Delhi's temples the Golden
 * Triangle one (decision 111).
 */
export function themeFits(theme: Theme, places: readonly Destination[]): boolean {
  if (places.length <= 1) return theme.fits(places);
  return places.filter((place) => theme.fits([place])).length * 2 > places.length;
}

export function themeById(id: string): Theme {
  return THEMES.find((theme) => theme.id === id) ?? THEMES[0]!;
}

/** Evening suits a stroll, a market, a sunset or an aarti, not a fort. */
export const EVENING_KINDS: readonly AttractionKind[] = [
  'market',
  'neighbourhood',
  'beach',
  'viewpoint',
  'lake',
  'religious',
  'temple',
  'garden',
  'park',
];

const KIND_EMOJI: Partial<Record<AttractionKind, string>> = {
  temple: '🛕',
  religious: '🛕',
  fort: '🏰',
  palace: '🏰',
  monument: '🏛️',
  museum: '🏛️',
  beach: '🏖️',
  viewpoint: '🌄',
  lake: '🏞️',
  nature: '🏞️',
  park: '🌳',
  garden: '🌳',
  waterfall: '💦',
  wildlife: '🐅',
  market: '🛍️',
  neighbourhood: '🚶',
  activity: '🧗',
};

export function emojiForKind(kind: AttractionKind | undefined): string {
  return (kind && KIND_EMOJI[kind]) ?? '📍';
}

const KIND_VERB: Record<AttractionKind, string> = {
  temple: 'Visit',
  religious: 'Visit',
  fort: 'Explore',
  palace: 'Explore',
  monument: 'See',
  museum: 'Browse',
  beach: 'Unwind at',
  viewpoint: 'Take in the views at',
  lake: 'Stroll around',
  nature: 'Head out to',
  park: 'Walk in',
  garden: 'Walk in',
  waterfall: 'See',
  wildlife: 'Go looking for wildlife at',
  market: 'Shop and snack at',
  neighbourhood: 'Wander through',
  activity: 'Experience',
};

/** An avoid-months reason that says the sea is closed to bathers ("rough seas, swimming banned"). */
const SEA_CLOSED =
  /\b(?:rough(?:,? [a-z]+)? seas?|swimming|bathing|water sports|sea is (?:closed|unsafe)|unsafe swimming|red-flag beaches)\b/i;

/**
 * Whether a beach holiday is out of season on the trip's months: every beach place of the trip
 * has a month of them whose avoid reason says the sea is closed (Goa, Puri and Gokarna in the
 * monsoon). A "Beach Holiday" card led Goa in July, its own note saying swimming was banned.
 */
function beachOutOfSeason(places: readonly Destination[], months: readonly number[]): boolean {
  const beaches = places.filter(
    (place) =>
      place.themes.includes('beach') ||
      place.attractions.filter((sight) => sight.kind === 'beach').length >= 2,
  );
  return (
    beaches.length > 0 &&
    beaches.every((place) =>
      place.avoidMonths.some(
        ({ months: avoid, reason }) =>
          SEA_CLOSED.test(reason) && months.some((month) => avoid.includes(month)),
      ),
    )
  );
}

export function verbForKind(kind: AttractionKind): string {
  return KIND_VERB[kind];
}

/** A note that makes a sight a hike: a trek, a climb, a forest walk of some km. */
const HIKE = /\b(?:trek|hike|climb)\b|\bkm (?:forest )?walk\b/i;
/** Reached by boat, the operator or kind named or not: "16 km upriver by AP Tourism boat". */
const BY_BOAT = /\bby\s+(?:[\w-]+\s+){0,2}boat\b/i;

/**
 * A sight's name that ends in what is done there: a village or birding walk (a lower-case
 * "walk": Coaker's Walk is a promenade), a trek, a ride or a safari, before any "from …" or
 * "on …" and a bracket.
 */
const DONE_THERE =
  /(?:\b[a-z-]+ (walk)|\b([Tt]rek|[Rr]ide|[Ss]afari))(?:\s+(?:from|on|to)\s.*)?(?:\s*\([^)]*\))?$/;

/** A place where animals are kept: a zoo, a bird or deer park, an elephant camp. */
const KEPT_ANIMALS =
  /\b(?:zoo|zoological|biological park|bird park|deer park|elephant camp|monkey forest|crocodile|safari world)\b/i;

/** A lake too big to walk round, which its note says is seen from a boat (Vembanad). */
const SEEN_BY_BOAT = /\bseen (?:from|by) (?:a )?(?:boat|shikara)\b/i;

/**
 * The verb a day puts before a sight: its kind's ("Stroll around" a lake), "Take a boat out on"
 * a lake seen from a boat, or "Hike to" one whose note makes it a walk of three hours or more up
 * a trail (Serolsar Lake, 5–6 km through the forest from Jalori Pass), unless the note offers a
 * boat instead.
 */
export function verbForSight(sight: {
  name: string;
  kind: AttractionKind;
  hours: number;
  note?: string | undefined;
}): string {
  const note = sight.note ?? '';
  // A sight named as what is done there: "Take the Mawlynnong village walk", not "Wander
  // through" it; "Go on the Gir National Park jungle safari".
  const named = DONE_THERE.exec(sight.name);
  const done = (named?.[1] ?? named?.[2])?.toLowerCase();
  if (done) return done === 'walk' || done === 'ride' ? 'Take the' : 'Go on the';
  if (sight.hours >= 3 && HIKE.test(note) && !BY_BOAT.test(note)) return 'Hike to';
  // Animals kept in a zoo or a camp are visited, not looked for (Singapore Zoo, Dubare).
  if (
    sight.kind === 'wildlife' &&
    KEPT_ANIMALS.test(sight.name) &&
    !/\bwildlife sanctuary\b/i.test(sight.name)
  )
    return 'Visit';
  if (sight.kind === 'lake' && SEEN_BY_BOAT.test(note)) return 'Take a boat out on';
  return verbForKind(sight.kind);
}
