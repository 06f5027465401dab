import type { Attraction } from '../knowledge/schema';
import { monthRange, type MonthOrDate } from './seasons';

/**
 * When in the day a sight can be seen, from the knowledge base: the hours its note gives
 * ("Open 6 am-7 pm", "Best 6-9 am", "closed roughly 1pm–5pm", "Night food market after 9pm",
 * "Saturday afternoon craft market"), and for a market with no hours, the afternoon or evening
 * (Indian markets wake late and are at their best after dark). Hours that change with the season
 * ("open 6 am–6 pm (6 am–5 pm November–February)") are read for the month asked, or else as the
 * hours every season covers. A ride up by gondola, cable car or ropeway, and the sight it reaches,
 * is seen by day. A note that says nothing about the hours leaves the whole day open.
 */
export type Slot = 'morning' | 'afternoon' | 'evening';

export const SLOTS: readonly Slot[] = ['morning', 'afternoon', 'evening'];

/**
 * The clock hours each part of a planned day covers, as a reader of the plan takes them: a
 * morning from first light until lunch at about 12:30 (its 3.5 h of sights, `MORNING_HOURS` in
 * trip.ts, begun at 9), an afternoon after lunch, from 1 pm to 5, and an evening that reaches
 * its first sight at about 5:30 pm, after the afternoon's last one and the way from it (decision
 * 173): a temple that shuts at 5:30 pm (Chausath Yogini, Khajuraho) or a 1-hour visit to one
 * that shuts at 6 (Wat Arun) is not an evening's.
 */
const SLOT_HOURS: Record<Slot, readonly [number, number]> = {
  morning: [6, 12.5],
  afternoon: [13, 17],
  evening: [17.5, 22],
};

/**
 * The longest visit each part of the day holds (trip.ts: `MORNING_HOURS`, `AFTERNOON_HOURS`,
 * `EVENING_ONLY_HOURS`); a longer one begun in it runs on into the next (a morning's is the day).
 */
const SLOT_HOLDS: Record<Slot, number> = { morning: 3.5, afternoon: 4, evening: 5 };

const TIME = String.raw`(noon|midnight|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?)`;
/** Not a distance, a height or a length of time ("about 5–6 km", "2-3 hours"). */
const NOT_A_MEASURE = String.raw`(?!\d|\s*(?:km|kilomet|m\b|metres|meters|ft\b|feet|hours?\b|hrs?\b|h\b|min))`;
const SPAN = String.raw`${TIME}\s*(?:-|–|—|to|till|until)\s*${TIME}${NOT_A_MEASURE}`;
/** A clause that gives the hours a sight is open or best in ("open about 3 am–1 pm and 3 pm–11 pm"). */
const OPEN_WORD = /\b(?:open|opens|best|only|roughly|about|around|non-\w+|safaris?)\b/i;
/**
 * Or one that starts with the days it gives hours for ("Tuesday, Thursday and Friday 6 am-3 pm",
 * decision 112).
 */
const DAYS_FIRST = /^(?:daily|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b/i;
const ANY_SPAN = new RegExp(SPAN, 'gi');
const CLOSED_SPAN = new RegExp(
  String.raw`\bclosed\s+(?:roughly\s+|about\s+|from\s+)?${SPAN}`,
  'gi',
);
/**
 * A single evening time it happens at or after: "after 9pm", "at 8 pm nightly", an event's "(7
 * pm)" start.
 */
const EVENING_TIME = new RegExp(
  String.raw`(?:\b(?:after|from(?: about)?|at|around)\s+|\(\s*)(\d{1,2}(?:[:.]\d{2})?\s*(?:pm|p\.m\.))`,
  'gi',
);
const SLOT_WORD = /\b(morning|afternoon|evening|night)s?\b/gi;
const NIGHTLIFE = /\bnightlife\b/i;
/** "closing 5-6:30 pm by season": when it shuts, not when it is open. */
const CLOSING_AT = new RegExp(
  String.raw`\bclos(?:es|ing)\s+(?:at\s+|around\s+|about\s+)?${TIME}(?:\s*(?:-|–|—|to)\s*${TIME})?`,
  'i',
);
const OPENING_AT = new RegExp(String.raw`\b(?:from|opens?(?:\s+at)?)\s+${TIME}`, 'i');
/** A sight named for its hour: a sunset point, a night safari or night market. */
const EVENING_NAME = /\b(?:sunset|night)\b/i;
/** A border's beating retreat (Attari–Wagah, Akhaura), held before sunset. */
const RETREAT_CEREMONY = /\bretreat ceremony\b/i;
/**
 * What a note says of the sunset that is not the time to be there: opening hours ("sunrise to
 * sunset"), a closing ("closes an hour before sunset", "winds down by sunset"), a ticket ("sunset
 * slots cost more").
 */
const SUNSET_AS_HOURS =
  /sunrise\s+(?:to|till|until|-|–)\s+sunset|\b(?:before|by|until|till|after)\s+sunset|sunset\s+slots?/gi;

/** "9pm" → 21, "6:30 pm" → 18.5, "noon" → 12; a bare number takes the meridiem of `fallback`. */
function clock(text: string, fallback?: string): number {
  const value = text.trim().toLowerCase();
  if (value === 'noon') return 12;
  if (value === 'midnight') return 24;
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/.exec(value);
  if (!match) return Number.NaN;
  const hour = Number(match[1]) % 12;
  const minutes = Number(match[2] ?? 0) / 60;
  const meridiem = match[3] ?? (fallback ? /(am|pm|a\.m\.|p\.m\.)$/.exec(fallback)?.[1] : '');
  const pm = meridiem?.startsWith('p');
  return hour + minutes + (pm ? 12 : 0);
}

function span(from: string, to: string): [number, number] | undefined {
  let start = clock(from, to);
  const end = clock(to);
  if (Number.isNaN(start) || Number.isNaN(end)) return undefined;
  // "11-5 pm": a start after the end is in the morning; "9-5" ends in the afternoon.
  if (start > end && start >= 12) start -= 12;
  else if (start >= end && end < 12 && !/[ap]\.?m\.?$/i.test(to.trim())) return [start, end + 12];
  return start < end ? [start, end] : undefined;
}

/**
 * Whether a visit of `hours` planned in the slot is made while the sight is open. A visit the
 * slot holds is made within it: Virupaksha (open to 1 pm, again from 5 pm) is not seen after
 * lunch, nor Meenakshi (2.5 h, open again from 4 pm) in an afternoon that ends at 5. A longer
 * visit is begun in the slot and ends before the sight shuts: the Valley of Flowers (7 h, open
 * 7 am–5 pm) in the morning.
 */
function fitsIn(slot: Slot, window: readonly [number, number], hours: number): boolean {
  const [from, to] = SLOT_HOURS[slot];
  const start = Math.max(from, window[0]);
  const end = Math.min(to, window[1]);
  if (start >= end) return false;
  if (hours > SLOT_HOLDS[slot]) return start + hours <= window[1];
  return end - start >= hours;
}

/**
 * Where no part of the day holds the whole visit (the Calico Museum, 2.5 h, open 10:15 am–1 pm),
 * the one the sight is open longest in.
 */
function mostOpen(windows: ReadonlyArray<readonly [number, number]>): Slot[] {
  const open = (slot: Slot) => Math.max(...windows.map((window) => overlap(slot, window)));
  const best = SLOTS.reduce((most, slot) => (open(slot) > open(most) ? slot : most));
  return open(best) > 0 ? [best] : [];
}

/** "Sunrise to sunset", "dawn to dusk": the daylight hours, taken as 6 am to 6 pm. */
const DAYLIGHT = /\b(?:sunrise|dawn)\s+(?:to|till|until|-|–)\s+(?:sunset|dusk)\b/i;
/** A "daytime" market (Vienna's Naschmarkt, Amsterdam's Albert Cuyp): packed up by 5 pm. */
const DAYTIME = /\bday-?time\b/i;
/** "Go early" (the 1,260 steps of Krabi's Tiger Cave Temple): a morning. */
const EARLY = /\b(?:go|start|come|best|climb)\s+(?:very\s+)?early\b/i;

function overlap(slot: Slot, [start, end]: readonly [number, number]): number {
  const [from, to] = SLOT_HOURS[slot];
  return Math.max(0, Math.min(to, end) - Math.max(from, start));
}

/** The clauses of a note that do not speak of a closure ("Closed Wednesdays and Tuesday afternoons"). */
function openClauses(note: string): string {
  return note
    .split(/[;.]\s*/)
    .filter((clause) => !/\bclosed\b|\bshut\b/i.test(clause))
    .join('; ');
}

/**
 * The hours an "open" clause gives: its spans ("9 am–5 pm"), but a span after "closes" is the
 * range of its closing times, so "from 8 am, closing 5-6:30 pm" is open from 8 am to 5 pm.
 */
function openWindows(clause: string): Array<[number, number] | undefined> {
  const closing = CLOSING_AT.exec(clause);
  const rest = closing ? clause.replace(closing[0], '') : clause;
  const windows = [...rest.matchAll(ANY_SPAN)].map((match) => span(match[1]!, match[2]!));
  const opening = closing && OPENING_AT.exec(rest);
  if (opening) windows.push(span(opening[1]!, closing[1]!));
  return windows;
}

/**
 * A month as notes write it, capitalised ("May", "Sept", "November"): never the verb "may".
 * "early", "mid" and "late" count the month whole.
 */
const MONTH_WORD = String.raw`(?:(?:early|mid|late)[- ]?)?(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b`;
const MONTH_NAMES = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');
const MONTHS_SPAN = new RegExp(
  String.raw`(?:\d{1,2}\s+)?${MONTH_WORD}\s*(?:-|–|—|to|until|till)\s*(?:\d{1,2}\s+)?${MONTH_WORD}`,
  'g',
);
const ONE_MONTH = new RegExp(MONTH_WORD, 'g');
/**
 * The seasons a note's hours name without months. Indian sights that print summer hours most
 * often give them for April–September (the Lotus Temple, the Rock Garden, Rao Jodha park in
 * these notes) and winter hours for November–February (Gundicha, the Registan); March and
 * October take the hours both cover. Read for the northern hemisphere: a place south of the
 * equator names its months.
 */
const SEASON_WORDS: ReadonlyArray<readonly [RegExp, readonly number[]]> = [
  [/\bsummers?\b/i, monthRange(4, 9)],
  [/\bwinters?\b/i, monthRange(11, 2)],
];
/** A season that only says the hours are longer then ("later April–September"): no hours. */
const LONGER_THEN = /\b(?:later|longer|earlier)\b/i;
/**
 * One time that moves an edge of the hours before it: "(to 6 pm April–October)", "(from 9 am in
 * winter)".
 */
const EDGE_TIME =
  /(?:\b(from|to|until|till)\s+)?(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.))/i;

function monthOfWord(word: string): number {
  return MONTH_NAMES.indexOf(word.slice(0, 3).toLowerCase()) + 1;
}

/**
 * The months a piece of a note names: "November–February", "mid-March to mid-September", "in
 * summer".
 */
function monthsNamed(text: string): number[] | undefined {
  const months = new Set<number>();
  const rest = text.replace(MONTHS_SPAN, (_, from: string, to: string) => {
    for (const month of monthRange(monthOfWord(from), monthOfWord(to))) months.add(month);
    return ' ';
  });
  for (const [, month] of rest.matchAll(ONE_MONTH)) months.add(monthOfWord(month!));
  for (const [words, season] of SEASON_WORDS) {
    if (words.test(rest)) for (const month of season) months.add(month);
  }
  return months.size > 0 ? [...months] : undefined;
}

/** Hours that hold in some months (`months`), or in the months no other season names. */
type Season = { months?: number[]; windows: Array<[number, number]> };

/**
 * The parts of a clause that may each give a season's hours: the pieces between its commas, and
 * a bracket that gives a time ("(6 am–5 pm November–February)", "(to 6 pm April–October)") apart
 * from the rest of its piece. A bracket with months only ("(summer)") labels its piece's hours.
 */
function partsOf(clause: string): string[] {
  return clause.split(',').flatMap((piece) => {
    const timed: string[] = [];
    const rest = piece.replace(/\(([^()]*)\)/g, (group, inside: string) => {
      if (!EDGE_TIME.test(inside)) return group;
      timed.push(inside);
      return ' ';
    });
    return [rest, ...timed];
  });
}

/**
 * The seasons of one clause's hours, each part of it read for its spans and the months it names:
 * "open 6 am–6 pm (6 am–5 pm November–February)", "9 am–5 pm in summer, 9 am–4 pm in winter",
 * "(summer) 9 am–7 pm, (winter) 10 am–4 pm", "7 am–6 pm (to 7 pm April–September)". A part with
 * months and one time moves an edge of the hours before it; a part with months only names the
 * months of the hours before it ("5:40 am–4:40 pm September, October and March"), or of those
 * after it when it comes first ("Open 1 June–31 October, 7 am–5 pm").
 */
function seasonsOf(clause: string): Season[] {
  const seasons: Season[] = [];
  let pending: number[] | undefined;
  for (const part of partsOf(clause)) {
    const months = monthsNamed(part);
    const windows = [...part.matchAll(ANY_SPAN)]
      .map((match) => span(match[1]!, match[2]!))
      .filter((window): window is [number, number] => Boolean(window));
    const last = seasons.at(-1);
    if (windows.length > 0) {
      seasons.push({ months: months ?? pending, windows });
      pending = undefined;
      continue;
    }
    if (!months || LONGER_THEN.test(part)) continue;
    const edge = EDGE_TIME.exec(part);
    if (edge && last) {
      const time = clock(edge[2]!);
      const from = edge[1]?.toLowerCase() === 'from';
      const moved = last.windows.map(([start, end]): [number, number] =>
        from ? [time, end] : [start, time],
      );
      seasons.push({ months, windows: moved.filter(([start, end]) => start < end) });
    } else if (!edge && last && !last.months) last.months = months;
    else if (!edge && last) last.months = [...last.months!, ...months];
    else if (!edge) pending = months;
  }
  return seasons;
}

const isWindow = (window: [number, number] | undefined): window is [number, number] =>
  Boolean(window);

/** The hours both sets of windows cover. */
function common(a: ReadonlyArray<[number, number]>, b: ReadonlyArray<[number, number]>) {
  return a.flatMap(([start, end]) =>
    b.flatMap(([from, to]): Array<[number, number]> => {
      const window: [number, number] = [Math.max(start, from), Math.min(end, to)];
      return window[0] < window[1] ? [window] : [];
    }),
  );
}

const overlaps = ([start, end]: [number, number], windows: ReadonlyArray<[number, number]>) =>
  windows.some(([from, to]) => from < end && start < to);

/**
 * The hours a clause gives for a month: its season's, where a season names the month (with the
 * year-round hours it does not restate: Dakshineswar's morning beside its April–September
 * afternoon), else its year-round hours, else the hours every season covers. With no month, the
 * hours every month covers, the rule the knowledge base chose hours by (SOURCES.md, "the hours
 * every source covers"); where they share none, all of them.
 */
function windowsIn(clause: string, month: number | undefined): Array<[number, number]> {
  if (!monthsNamed(clause)) return openWindows(clause).filter(isWindow);
  const seasons = seasonsOf(clause);
  if (seasons.length === 0) return [];
  const yearRound = seasons.filter((season) => !season.months);
  const dated = seasons.filter((season) => season.months);
  const base = yearRound.flatMap((season) => season.windows);
  const hoursOf = (season: Season) => [
    ...season.windows,
    ...base.filter((window) => !overlaps(window, season.windows)),
  ];
  const forMonth = (m: number) => {
    const named = dated.filter((season) => season.months!.includes(m));
    if (named.length > 0) return named.map(hoursOf).reduce(common);
    if (yearRound.length > 0) return base;
    return dated.map(hoursOf).reduce(common, [[0, 24]]);
  };
  if (month !== undefined) return forMonth(month);
  const every = monthRange(1, 12).map(forMonth).reduce(common);
  return every.length > 0 ? every : seasons.flatMap(hoursOf);
}

/**
 * A ride that runs by daylight, or a sight reached by one: a gondola, cable car, ropeway,
 * chairlift or cog railway (the Gulmarg Gondola, Apharwat by its Phase 2, Nainital's Snow View).
 * Its cars run by day (Gulmarg's are sold in timed slots from 8 am, cntraveller.in, "From 2
 * hours to 20 minutes"; a traveller found it shut at 2 pm in April, qidran.blogspot.com), so it
 * has no evening unless its note gives evening hours. A mention that is not the way up ("beside the gondola base", "ropeway shut since 2022",
 * "Ropeway extra") does not count; funiculars and peak trams, which run into the night in the
 * cities that have them, are not in the list.
 */
const RIDE = String.raw`(?:gondola|cable[- ]?car|ropeway|chair[- ]?lift|cog (?:railway|train)|rack railway)`;
const RIDE_NAME = new RegExp(String.raw`\b${RIDE}\b`, 'i');
const RIDE_WAY = new RegExp(
  String.raw`(?:^|[;.]\s*)${RIDE}\b(?!\s+(?:shut|closed|extra))|\b(?:reached|via|by|take|takes|taking)\b[^;.]{0,30}?\b${RIDE}`,
  'i',
);

export function ridesByDaylight(item: { name: string; note?: string }): boolean {
  if (RIDE_NAME.test(item.name)) return true;
  const way = RIDE_WAY.exec(item.note ?? '');
  return way !== null && !/\bon foot\b/i.test(way[0]);
}

/** A trek, a hike or a walk through forest or wild country: never begun towards dark. */
const WALK_IN_THE_WILD =
  /\b(?:forest|nature|jungle)\s+(?:walk|trail)|\btrek(?:s|king)?\b|\bhik(?:e|es|ing)\b|\btrail\b/i;

export function walksByDaylight(item: { name: string; note?: string }): boolean {
  return WALK_IN_THE_WILD.test(item.name) || WALK_IN_THE_WILD.test(item.note ?? '');
}

/** Whether a name or note gives an evening start: "from 7 pm", "(7pm)", "after 9pm". */
export function startsInEvening(text: string): boolean {
  return [...text.matchAll(EVENING_TIME)].some((match) => clock(match[1]!) >= 17);
}

const cache = new WeakMap<Attraction, Map<number, readonly Slot[]>>();

/** A Buddhist monastery by its name: seen by day when its note gives no hours. */
const BUDDHIST_MONASTERY = /\b(?:monastery|gompa|gonpa|dzong|lhakhang)\b/i;

/**
 * The parts of a day a sight can be seen in. Given a month (or a date), by the hours its note
 * gives for that month where they change with the season; with none, by the hours every season
 * covers, so Gundicha (to 6 pm, to 5 pm November–February) is never begun at 5 pm.
 */
export function slotsFor(
  attraction: Attraction,
  when?: MonthOrDate,
  /** The day is already out at the sight's place (the same drive): no drive out after dark. */
  outThere = false,
): readonly Slot[] {
  const month = when === undefined ? 0 : typeof when === 'number' ? when : Number(when.slice(5, 7));
  let known = cache.get(attraction);
  if (!known) cache.set(attraction, (known = new Map()));
  // Months are 0–12; a day already out there is kept apart from 100 up.
  const key = outThere ? month + 100 : month;
  const slots = known.get(key) ?? readSlots(attraction, month || undefined, outThere);
  known.set(key, slots);
  return slots;
}

function readSlots(
  attraction: Attraction,
  month: number | undefined,
  outThere: boolean,
): readonly Slot[] {
  const note = attraction.note ?? '';
  let slots: Slot[] = [...SLOTS];
  // Whether the note says when it can be seen (hours, a time, a part of the day, the sunset).
  let told = true;
  if (/\bdawn\b/i.test(note)) slots = ['morning'];
  else {
    const clauses = openClauses(note);
    const open = clauses
      .split('; ')
      .filter((clause) => OPEN_WORD.test(clause) || DAYS_FIRST.test(clause))
      .flatMap((clause) => windowsIn(clause, month));
    // Open by daylight only, where the note gives no clock hours for it; a sight seen for its
    // sunset (Rani Roopmati's pavilion) keeps the evening.
    if (open.length === 0 && DAYLIGHT.test(clauses) && !seenAtSunset(clauses)) open.push([6, 18]);
    if (open.length === 0 && DAYTIME.test(clauses)) open.push([6, 17]);
    const evening = [...clauses.matchAll(EVENING_TIME)].map((match) => clock(match[1]!));
    const words = [...clauses.matchAll(SLOT_WORD)].map((match) =>
      match[1]!.toLowerCase() === 'night' ? 'evening' : (match[1]!.toLowerCase() as Slot),
    );
    if (EARLY.test(clauses)) words.push('morning');
    if (open.length > 0) {
      // A slot counts when the sight is open for the whole visit within it (`fitsIn`).
      slots = SLOTS.filter((slot) => open.some((window) => fitsIn(slot, window, attraction.hours)));
      if (slots.length === 0) slots = mostOpen(open);
    } else if (
      evening.some((hour) => hour >= 17) ||
      startsInEvening(attraction.name) ||
      NIGHTLIFE.test(clauses)
    ) {
      // A show from 7:30 pm, an event its name starts in the evening; a street known for its
      // nightlife (Walking Street, Bangla Road), shuttered in the morning.
      slots = ['evening'];
    } else if (words.length > 0) {
      slots = SLOTS.filter((slot) => words.includes(slot));
    } else if (seenAtSunset(clauses)) {
      // "Best at sunset", "sunset point", "Ganga aarti at sunset": the evening, or the first
      // light and the evening where the note offers both ("best at sunrise and sunset").
      slots = /\bsunrise\b/i.test(clauses.replace(SUNSET_AS_HOURS, ''))
        ? ['morning', 'evening']
        : ['evening'];
    } else if (attraction.kind === 'market') {
      slots = ['afternoon', 'evening'];
    } else if (BUDDHIST_MONASTERY.test(attraction.name)) {
      // Monasteries and gompas shut to visitors at dusk (Thiksey and Hemis about 6 pm).
      slots = ['morning', 'afternoon'];
    } else told = false;
  }
  // A ride up (or a sight at its top) is taken by daylight, and so is a trek, a hike or a forest
  // trail, unless its note says otherwise (decision 124).
  if (!told && (ridesByDaylight(attraction) || walksByDaylight(attraction)))
    slots = slots.filter((slot) => slot !== 'evening');
  for (const match of note.matchAll(CLOSED_SPAN)) {
    const window = span(match[1]!, match[2]!);
    if (!window) continue;
    // Shut for most of a slot: that slot is out ("closed roughly 1pm–5pm" takes the afternoon).
    slots = slots.filter((slot) => {
      const [from, to] = SLOT_HOURS[slot];
      return overlap(slot, window) < (to - from) / 2;
    });
  }
  if (slots.length === 0) slots = [...SLOTS];
  // A border's beating retreat is held before sunset, at 4–6 pm by season, and the crowd is
  // seated two hours before: the end of an afternoon, never a morning (decision 73).
  if (RETREAT_CEREMONY.test(attraction.name)) return ['afternoon'];
  // Phnom Bakheng (sunset) is open all day, but what it is seen for is the evening.
  if (EVENING_NAME.test(attraction.name) && slots.includes('evening')) slots = ['evening'];
  // Out of town (15 km or more, decision 132): a drive on country roads after dark to a lake or
  // a peak that is dark itself is not planned for, unless it is seen only then or the day is
  // out there already (the Oriental Village after the SkyCab, on the same drive); nor is
  // a beach reached only on foot over a headland or by boat (Gokarna's Paradise and Half Moon,
  // Havelock's Elephant Beach), where the way back would be in the dark (decision 104), nor an
  // island or a sea fort the boats reach by day (decision 124).
  const byDay = slots.filter((slot) => slot !== 'evening');
  const darkWayBack =
    (attraction.away !== undefined && (attraction.away.hours >= 1 || !outThere)) ||
    ON_FOOT_OR_BY_BOAT.test(note) ||
    BY_BOAT.test(note);
  return darkWayBack && byDay.length > 0 ? byDay : slots;
}
/** A note that says the place is reached only on foot, over a trail, or by boat. */
const ON_FOOT_OR_BY_BOAT =
  /\b(?:trek|walk) or boat only\b|\bon foot\b[^.;]*\bor by boat\b|\bby boat or (?:forest )?trek\b|\b(?:trek|on foot) only\b/i;
/**
 * A note that says the place is reached by boat (an island, a sea fort, a beach round a
 * headland): the boats ply by day (decision 124). A city's ferry ("12-minute ferry from
 * Circular Quay") runs into the night, and a lake "seen from a boat" is the boat ride itself.
 */
const BY_BOAT = /\b(?:reached|by|on)\s+(?:[\w-]+\s+){0,2}boat\b|\bboat\s+from\b/i;

/** A note that gives the sunset as the time to be there, not as its opening hours. */
function seenAtSunset(note: string): boolean {
  return /\bsunsets?\b/i.test(note.replace(SUNSET_AS_HOURS, ''));
}

/** The time a sight takes out of a day: its visit, and the drive there and back when out of town. */
export function timeFor(attraction: Attraction): number {
  return attraction.hours + 2 * (attraction.away?.hours ?? 0);
}
