import type { Attraction } from '../knowledge/schema';

/**
 * When in the day a sight can be seen, from the knowledge base: the hours its note gives
 * ("Open 6 am-7 pm", "Best 6-9 am", "closed roughly 1pm–5pm", "Night food market after 9pm",
 * "Saturday afternoon craft market"), and for a market with no hours, the afternoon or evening
 * (Indian markets wake late and are at their best after dark). A note that says nothing about
 * the hours leaves the whole day open.
 */
export type Slot = 'morning' | 'afternoon' | 'evening';

export const SLOTS: readonly Slot[] = ['morning', 'afternoon', 'evening'];

/** The clock hours each part of a planned day covers. */
const SLOT_HOURS: Record<Slot, readonly [number, number]> = {
  morning: [6, 12],
  afternoon: [12, 17],
  evening: [17, 22],
};

const TIME = String.raw`(noon|midnight|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?)`;
const SPAN = String.raw`${TIME}\s*(?:-|–|—|to|till|until)\s*${TIME}`;
/** A clause that gives the hours a sight is open or best in ("open about 3 am–1 pm and 3 pm–11 pm"). */
const OPEN_WORD = /\b(?:open|opens|best|only|roughly|about|around|non-\w+|safaris?)\b/i;
const ANY_SPAN = new RegExp(SPAN, 'gi');
const CLOSED_SPAN = new RegExp(
  String.raw`\bclosed\s+(?:roughly\s+|about\s+|from\s+)?${SPAN}`,
  'gi',
);
/** A single evening time it happens at or after: "after 9pm", "at 8 pm nightly". */
const EVENING_TIME = new RegExp(
  String.raw`\b(?:after|from(?: about)?|at|around)\s+(\d{1,2}(?:[:.]\d{2})?\s*(?:pm|p\.m\.))`,
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
 * Whether a visit of `hours` started in the slot ends while the sight is open: Sanchi's Great
 * Stupa (2 h, open to 6 pm) is not begun at 5 pm. A visit longer than the sight's hours fits
 * where it is open for an hour of the slot, or for the whole of a short span.
 */
function fitsIn(slot: Slot, window: readonly [number, number], hours: number): boolean {
  const [from, to] = SLOT_HOURS[slot];
  const start = Math.max(from, window[0]);
  if (start >= Math.min(to, window[1])) return false;
  if (hours > window[1] - window[0]) {
    return overlap(slot, window) >= Math.min(1, window[1] - window[0]);
  }
  return start + hours <= window[1];
}

/** "Sunrise to sunset", "dawn to dusk": the daylight hours, taken as 6 am to 6 pm. */
const DAYLIGHT = /\b(?:sunrise|dawn)\s+(?:to|till|until|-|–)\s+(?:sunset|dusk)\b/i;

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

const cache = new WeakMap<Attraction, readonly Slot[]>();

/** A Buddhist monastery by its name: seen by day when its note gives no hours. */
const BUDDHIST_MONASTERY = /\b(?:monastery|gompa|gonpa|dzong|lhakhang)\b/i;

export function slotsFor(attraction: Attraction): readonly Slot[] {
  const known = cache.get(attraction);
  if (known) return known;
  const slots = readSlots(attraction);
  cache.set(attraction, slots);
  return slots;
}

function readSlots(attraction: Attraction): readonly Slot[] {
  const note = attraction.note ?? '';
  let slots: Slot[] = [...SLOTS];
  if (/\bdawn\b/i.test(note)) slots = ['morning'];
  else {
    const clauses = openClauses(note);
    const open = clauses
      .split('; ')
      .filter((clause) => OPEN_WORD.test(clause))
      .flatMap((clause) => openWindows(clause))
      .filter((window): window is [number, number] => Boolean(window));
    // Open by daylight only, where the note gives no clock hours for it; a sight seen for its
    // sunset (Rani Roopmati's pavilion) keeps the evening.
    if (open.length === 0 && DAYLIGHT.test(clauses) && !seenAtSunset(clauses)) open.push([6, 18]);
    const evening = [...clauses.matchAll(EVENING_TIME)].map((match) => clock(match[1]!));
    const words = [...clauses.matchAll(SLOT_WORD)].map((match) =>
      match[1]!.toLowerCase() === 'night' ? 'evening' : (match[1]!.toLowerCase() as Slot),
    );
    if (open.length > 0) {
      // A slot counts when a visit begun in it ends before the sight shuts.
      slots = SLOTS.filter((slot) => open.some((window) => fitsIn(slot, window, attraction.hours)));
    } else if (evening.some((hour) => hour >= 17) || NIGHTLIFE.test(clauses)) {
      // A show from 7:30 pm; a street known for its nightlife (Walking Street, Bangla Road),
      // shuttered in the morning.
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
    }
  }
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
  // An hour or more out of town: a drive on country roads after dark is not planned for.
  const byDay = slots.filter((slot) => slot !== 'evening');
  return attraction.away && attraction.away.hours >= 1 && byDay.length > 0 ? byDay : slots;
}

/** A note that gives the sunset as the time to be there, not as its opening hours. */
function seenAtSunset(note: string): boolean {
  return /\bsunsets?\b/i.test(note.replace(SUNSET_AS_HOURS, ''));
}

/** The time a sight takes out of a day: its visit, and the drive there and back when out of town. */
export function timeFor(attraction: Attraction): number {
  return attraction.hours + 2 * (attraction.away?.hours ?? 0);
}
