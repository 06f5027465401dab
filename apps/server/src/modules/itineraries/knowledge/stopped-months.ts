/**
 * The months a place's own `avoidMonths` say an outing stops: "rafting suspended" (Rishikesh in
 * July and August), "no scuba, snorkelling, water sports or Sindhudurg Fort ferries" (Tarkarli
 * in the monsoon), "safaris closed from 16 June to 15 October" (Gir), "Bum La often closed"
 * (Tawang). The activities, sights and day trips of that kind, or of that name, are not planned
 * in those months, whatever else their season (decision 32); where the reason dates the closure
 * ("from 16 June to 15 October"), not on those days either (decision 80).
 */
import { monthRange, seasonOf, shutDaysFromText, type ShutDays } from '../engine/seasons';
import type { Destination } from './schema';

/** The outings a reason may stop, as it words them, and the activities each covers. */
const OUTINGS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\brafting\b/i, /\braft/i],
  [/\bparagliding\b/i, /\bparaglid/i],
  [/\bboat(?:s|ing)?\b/i, /\bboat|\bkayak|\bshikara\b/i],
  // A sea walk on the sea bed is sold among a beach's water sports (localpostit.com, Havelock).
  [
    /\bwater sports\b/i,
    /\bjet.?ski|\bbanana\b|\bparasail|\bwater.?sports?\b|\bscuba\b|\bsnorkel|\bsea ?walk\b|\bundersea walk\b/i,
  ],
  [/\bscuba\b|\bdiving\b/i, /\bscuba\b|\bdiv(?:e|ing)\b/i],
  [/\bsnorkell?ing\b/i, /\bsnorkel/i],
  [/\bferr(?:y|ies)\b/i, /\bferry\b/i],
  [/\bsafaris?\b/i, /\bsafari\b/i],
  [/\bhelicopter\b/i, /\bhelicopter\b/i],
  // "Core zones closed from 1 July to 15 October": the core-zone safaris and the park's zones
  // not named a buffer (Kanha's Kisli, Mukki and Sarhi beside its Khatia Buffer Zone).
  [/\bcore zones?\b/i, /\bcore.?zone\b|^(?![^;]*\bbuffer\b)[^;]*\bZone\b/i],
  // "Park closed for the monsoon" (Kaziranga): every safari in it.
  [/^\s*(?:the\s+)?(?:national\s+)?park\b/i, /\bsafari\b/i],
];

/**
 * A reason that keeps small boats and divers off the sea: "rough seas", "rough, muddy sea",
 * "seas are rough", "rough crossings", "poor visibility for diving". Rain alone does not, nor a
 * river's "rough river crossings", nor the Maldives' "rougher seas and poorer visibility": there
 * "diving is year-round", the south-west monsoon being the manta season (travel.padi.com).
 */
const ROUGH_WATER =
  /\brough(?:,\s*[a-z]+)?\s+(?:seas?|crossings?)\b|\bseas?\s+(?:is\s+|are\s+)?rough\b|\bpoor visibility\b/i;

/**
 * The sea outings rough water stops, by their names: scuba, snorkelling, a sea walk, a
 * glass-bottom boat or a boat to a reef, parasailing, jet skis, banana rides and water sports.
 * A beach with water sports (Nagoa, Nagaon) stays a beach to walk on.
 */
const SEA_OUTING =
  /\bscuba\b|\bsnorkel|\bsea ?walk\b|\bundersea walk\b|\bglass.?bottom\b|\bboat\b[^;]*\breef\b|\bparasail|\bjet.?ski|\bbanana (?:boat|ride)\b|\bwater.?sports?\b|\bdiv(?:e|ing)\b/i;

/** A sight its note calls a dive or snorkel site (Havelock's Nemo Reef, Dixon's Pinnacle). */
const DIVE_SITE =
  /\b(?:dive|diving|snorkel\w*)(?:\s*(?:\/|and|or)\s*(?:dive|snorkel\w*))?\s+(?:site|spot)\b/i;

/**
 * The sights and day trips of the place a reason names ("Dhikala and Bijrani zones closed"):
 * an activity that names one of them ("Canter safari to Dhikala") stops with it.
 */
function namedPlaces(
  words: string,
  place: Pick<Destination, 'attractions' | 'excursions'>,
): RegExp[] {
  const names = [...place.attractions, ...place.excursions].flatMap((item) =>
    item.name.split(/[\s,()–-]+/).filter((word) => /^[A-Z][a-z]{2,}$/.test(word)),
  );
  return [...new Set(names)]
    .filter((word) => !GENERIC.has(word) && new RegExp(`\\b${word}\\b`).test(words))
    .map((word) => new RegExp(`\\b${word}\\b`));
}

/** Capitalised words of sight names that name no one place. */
const GENERIC = new Set([
  'The',
  'And',
  'Old',
  'New',
  'Big',
  'Top',
  'Day',
  'Tso',
  'Bay',
  'Sea',
  'Hot',
  'Lake',
  'Temple',
  'Park',
  'National',
  'Zone',
  'Zones',
  'Valley',
  'Falls',
  'Point',
  'Beach',
  'Fort',
  'Palace',
  'Museum',
  'Market',
  'Island',
  'Hills',
  'Road',
  'River',
  'Village',
  'Core',
  'Buffer',
  'Safari',
  'Wildlife',
  'Sanctuary',
  'Garden',
  'Gardens',
  'Church',
  'Monastery',
]);

/**
 * The words of a reason that name what stops: what follows "no", "closed", "suspend" and the like
 * ("cancelled ferries and closed water sports"), and what comes before "suspended", "stops",
 * "banned", "closed" or "shut" in its clause ("boating is often suspended"). "Core zones closed
 * to safaris" names the zones, not the safaris: what is closed *to* something is not read.
 */
function stoppedWords(reason: string): string {
  const after = [
    ...reason.matchAll(
      /\b(?:no|closed|cancelled|suspend(?:ed|s)?|curtailed)\s+(?!to\b)(?:the\s+)?([^;:.()]+)/gi,
    ),
  ].map((match) => match[1]!);
  const before = [
    ...reason.matchAll(
      /([^;:,.()]+?)\s+(?:is\s+|are\s+)?(?:often\s+)?(?:suspended|stops?|banned|closed|shut|cancelled)\b(?!\s+to\b)/gi,
    ),
  ].map((match) => match[1]!);
  return [...after, ...before].join(' | ');
}

export function withStoppedMonths<
  P extends Pick<Destination, 'avoidMonths' | 'activities' | 'attractions' | 'excursions'>,
>(place: P): P {
  const stops = place.avoidMonths.flatMap(({ months, reason }) => {
    const phrases = stoppedWords(reason);
    const said = phrases.split(' | ');
    const days = shutDaysFromText(reason) ?? [];
    return [
      ...OUTINGS.filter(([outing]) => said.some((phrase) => outing.test(phrase))).map(
        ([, covers]) => ({ months, days, covers, byNote: true }),
      ),
      // A sight named in the reason closes by its name, not by a note that mentions it.
      ...namedPlaces(phrases, place).map((covers) => ({ months, days, covers, byNote: false })),
      // Rough water stops the sea outings of every beach and island that says so, whatever
      // else its reason names (Havelock's "rough crossings … poor visibility for diving").
      ...(ROUGH_WATER.test(reason)
        ? [
            { months, days, covers: SEA_OUTING, byNote: false },
            { months, days, covers: DIVE_SITE, byNote: true },
          ]
        : []),
    ];
  });
  if (stops.length === 0) return place;
  let changed = false;
  /** The item with the stopped months out of its own season, or as it is. */
  const narrowed = <
    T extends { name: string; note?: string; months?: number[]; shutDays?: readonly ShutDays[] },
  >(
    item: T,
    note: string,
  ): T => {
    const stopping = stops.filter(({ covers, byNote }) =>
      covers.test(byNote ? `${item.name}; ${note}` : item.name),
    );
    const shut = new Set(stopping.flatMap(({ months }) => months));
    if (shut.size === 0) return item;
    // Its own months, where the data gives them and they run through the reason's (Devalia's
    // fenced park beside Gir's shut trails): the outing's stated season stands.
    if (item.months?.some((month) => shut.has(month))) return item;
    const season = seasonOf(item) ?? ALL_MONTHS;
    const months = season.filter((month) => !shut.has(month));
    // Stopped in every month its own season gives: its own season stands (the place's reason
    // is about the usual outing, and the data says otherwise).
    if (months.length === 0) return item;
    // The days a reason dates shut the rest of a month it only partly closes: Gir's safaris,
    // "closed from 16 June to 15 October", in the first half of October.
    // Each reason once, though several of its words stop the outing.
    const days = [...new Set(stopping.map(({ days }) => days))].flat();
    if (months.length === season.length && days.length === 0) return item;
    changed = true;
    return days.length > 0
      ? { ...item, months, shutDays: [...(item.shutDays ?? []), ...days] }
      : { ...item, months };
  };
  const activities = place.activities.map((activity) => narrowed(activity, ''));
  // A sight whose note says what it is ("Core zone; permit per seat") closes with it too.
  const attractions = place.attractions.map((sight) => narrowed(sight, sight.note ?? ''));
  const excursions = place.excursions.map((trip) => narrowed(trip, ''));
  return changed ? { ...place, activities, attractions, excursions } : place;
}

const ALL_MONTHS = monthRange(1, 12);
