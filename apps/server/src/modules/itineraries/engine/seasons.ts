/**
 * The months a sight or an activity can be done, from the knowledge base: an explicit
 * `months` list where the data has one, else what its own note or name says ("usually open
 * May–November", "no service June-September", "Skiing day (Dec–Mar)"). Undefined: all year.
 * Where the words give a day ("open about 15 Nov–15 Jun"), the days of a partly open month
 * outside it are shut too (decision 80).
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A month's name or its short form: never "Market", "Marine" or "Jantar". */
const MONTH_NAME = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`;
const MONTH = String.raw`(?:\d{1,2}\s+)?${MONTH_NAME}`;
const RANGE = String.raw`${MONTH}\s*(?:–|-|to|until|till)\s*(?:(?:late|early|mid)\s+)?${MONTH}`;
/** A range of months with the days it states, if any: day, month, day, month. */
const DATED_RANGE = new RegExp(
  String.raw`(?:(\d{1,2})\s+)?${MONTH_NAME}\s*(?:–|-|to|until|till)\s*(?:(?:late|early|mid)\s+)?(?:(\d{1,2})\s+)?${MONTH_NAME}`,
  'i',
);
/** A name's dated event: "(1-5 Dec)", "(21–31 December)", "(14 Jan)". */
const DATED_DAYS = new RegExp(
  String.raw`\(\s*(\d{1,2})(?:\s*(?:–|-)\s*(\d{1,2}))?\s+${MONTH_NAME}\s*\)`,
  'i',
);
/** A word that is not a day of the week: "closed Mondays from September to May" is weekly. */
const NOT_A_WEEKDAY = String.raw`(?!(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)`;

/** From the first month to the last, wrapping over the new year: Nov–Feb is 11, 12, 1, 2. */
export function monthRange(from: number, to: number): number[] {
  const months: number[] = [];
  for (let month = from; ; month = (month % 12) + 1) {
    months.push(month);
    if (month === to || months.length === 12) return months;
  }
}

const monthOf = (text: string) => MONTHS.indexOf(text.slice(0, 3).toLowerCase()) + 1;

const CLOSED_RANGE = new RegExp(
  String.raw`(?:no service|closed|shut)\s+(?:${NOT_A_WEEKDAY}\w+\s+){0,4}?(${RANGE})`,
  'i',
);
const OPEN_RANGE = String.raw`(?:\bopen\b|\bopens\b|skiing|season|runs|only)[^.;\d]{0,24}?(${RANGE})`;
const OPEN_IN_TEXT = new RegExp(OPEN_RANGE, 'i');
const OPEN_IN_NAME = new RegExp(String.raw`${OPEN_RANGE}|\((${RANGE})\)`, 'i');

/** The range of months a text gives as its season, as written, and whether it is shut then. */
function statedRange(text: string, name: boolean): { range: string; shut: boolean } | undefined {
  const closed = CLOSED_RANGE.exec(text);
  if (closed) return { range: closed[1]!, shut: true };
  const open = (name ? OPEN_IN_NAME : OPEN_IN_TEXT).exec(text);
  if (open) return { range: (open[1] ?? open[4])!, shut: false };
  return undefined;
}

/**
 * Reads "open May–November", "open about 15 Nov–15 Jun", "skiing December-April"; "no service
 * June-September" inverts. A name's "(Jan–Mar)" is its season; in a note a bracketed range
 * qualifies something else ("closes 6 pm (Nov-Feb)", "in summer (March–May)"), and opening
 * hours ("open 8 am–7 pm (9 am–5 pm November–March)") and weekly closures ("closed Mondays from
 * September to May") are not seasons.
 */
export function monthsFromText(
  text: string | undefined,
  { name = false }: { name?: boolean } = {},
): number[] | undefined {
  if (!text) return undefined;
  // "Closed in monsoon": out of the south-west monsoon season.
  if (/\b(?:closed|shut) (?:in|during|for) (?:the )?monsoon\b/i.test(text))
    return monthRange(10, 5);
  const stated = statedRange(text, name);
  if (stated) {
    const [, , from, , to] = DATED_RANGE.exec(stated.range)!;
    const months = monthRange(monthOf(from!), monthOf(to!));
    return stated.shut ? ALL_MONTHS.filter((month) => !months.includes(month)) : months;
  }
  return name ? monthsOfName(text) : undefined;
}

/** The India Meteorological Department's south-west monsoon season, June to September. */
const MONSOON = monthRange(6, 9);
const ALL_MONTHS = monthRange(1, 12);

/**
 * The months a name gives without a range: "Chapchar Kut festival (March)", "(1-5 Dec)",
 * "(January, May, September)", "during the December Music Season"; "(winter)" is December to
 * February and "(monsoon season)" June to September (the India Meteorological Department's
 * south-west monsoon season).
 */
function monthsOfName(name: string): number[] | undefined {
  const during = new RegExp(String.raw`\bduring the ${MONTH_NAME}`, 'i').exec(name);
  if (during) return [monthOf(during[1]!)];
  for (const [, inside] of name.matchAll(/\(([^()]*)\)/g)) {
    const months = [...inside!.matchAll(new RegExp(MONTH_NAME, 'gi'))].map((m) => monthOf(m[1]!));
    if (months.length > 0) return [...new Set(months)];
    if (/^\s*winter\s*$/i.test(inside!)) return [12, 1, 2];
    if (/^\s*monsoon season\s*$/i.test(inside!)) return MONSOON;
  }
  return undefined;
}

/**
 * Days of the year that are shut, from one to another inclusive and wrapping over the new year,
 * each written month × 100 + day: 616–1015 is 16 June to 15 October. A month's last day may be
 * written as its 31st (1131 ends November).
 */
export type ShutDays = { readonly from: number; readonly to: number };

/** Day of the year (month × 100 + day) of an ISO date, "2027-11-02" → 1102. */
const dayOfYear = (date: string) => Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));

const within = ({ from, to }: ShutDays, day: number) =>
  from <= to ? day >= from && day <= to : day >= from || day <= to;

/** The day after (a 31st is taken as a month's last: "to 30 Jun" runs into 631, no real day). */
const dayAfter = (day: number) =>
  day % 100 >= 31 ? (Math.floor(day / 100) % 12) * 100 + 101 : day + 1;
const dayBefore = (day: number) =>
  day % 100 <= 1 ? ((Math.floor(day / 100) + 10) % 12) * 100 + 131 : day - 1;

/**
 * The days a text's season shuts where it states a day on an edge: "open about 15 Nov–15 Jun"
 * shuts 16 June to 14 November, "closed from 16 June to 15 October" those days, a name's "(1-5
 * Dec)" all but those five days. Undefined when it states no day: its months say it all.
 */
export function shutDaysFromText(
  text: string | undefined,
  { name = false }: { name?: boolean } = {},
): ShutDays[] | undefined {
  if (!text) return undefined;
  const stated = statedRange(text, name);
  if (stated) {
    const [, firstDay, from, lastDay, to] = DATED_RANGE.exec(stated.range)!;
    if (!firstDay && !lastDay) return undefined;
    // A month named without a day counts whole: from its 1st, to its last (31 covers any).
    const first = monthOf(from!) * 100 + Number(firstDay ?? 1);
    const last = monthOf(to!) * 100 + Number(lastDay ?? 31);
    if (stated.shut) return [{ from: first, to: last }];
    // Open all year round to the day: nothing shut.
    return dayAfter(last) === first ? undefined : [{ from: dayAfter(last), to: dayBefore(first) }];
  }
  const event = name ? DATED_DAYS.exec(text) : null;
  if (!event) return undefined;
  const month = monthOf(event[3]!) * 100;
  const [first, last] = [month + Number(event[1]), month + Number(event[2] ?? event[1])];
  return [{ from: dayAfter(last), to: dayBefore(first) }];
}

/** A clause of a note that says when something is shut, up to the end of its sentence part. */
const CLOSED_CLAUSE = /\b(?:closed|shut)\b([^.;()]*)/gi;
/** A day or days of one month: "25 December", "24–26 December"; not one followed by a year. */
const DAYS_OF_A_MONTH = new RegExp(
  String.raw`(\d{1,2})(?:\s*(?:–|-)\s*(\d{1,2}))?\s+${MONTH_NAME}(?!\s*\d{4})`,
  'gi',
);
/** A range over months, which `shutDaysFromText` reads as a season. */
const MONTHS_RANGE = new RegExp(RANGE, 'gi');

/**
 * The fixed days a note says a sight is shut each year (decision 96): "closed 25 December",
 * "closed 24–26 December and 1 January", "closed 29–31 December and 1–3 January". A range over
 * months ("closed 1 July–30 September") is a season, read by `shutDaysFromText`; a clause that
 * dates a closure in one year ("closed since 12 March 2024") shuts no day of the next.
 */
export function closedDaysIn(note: string | undefined): ShutDays[] {
  if (!note) return [];
  const days: ShutDays[] = [];
  for (const [, clause] of note.matchAll(CLOSED_CLAUSE)) {
    if (/\b(?:since|until|till|from|reopen)/i.test(clause!)) continue;
    for (const [, first, last, month] of clause!
      .replace(MONTHS_RANGE, ' ')
      .matchAll(DAYS_OF_A_MONTH)) {
      const base = monthOf(month!) * 100;
      days.push({ from: base + Number(first), to: base + Number(last ?? first) });
    }
  }
  return days;
}

type Seasonal = {
  name: string;
  note?: string;
  months?: number[];
  shut?: string;
  /** Days shut beyond its own words, dated by its place's reasons (knowledge/stopped-months). */
  shutDays?: readonly ShutDays[];
};
const cache = new WeakMap<object, number[] | null>();
const dayCache = new WeakMap<object, readonly ShutDays[]>();

export function seasonOf(item: Seasonal): number[] | undefined {
  const known = cache.get(item);
  if (known !== undefined) return known ?? undefined;
  const months =
    item.months ?? monthsFromText(item.note) ?? monthsFromText(item.name, { name: true });
  cache.set(item, months ?? null);
  return months;
}

/**
 * The days shut within its months: those its own note (else its name) dates, even beside
 * explicit `months` (which are whole months), and those its place's reasons date.
 */
function shutDaysOf(item: Seasonal): readonly ShutDays[] {
  const known = dayCache.get(item);
  if (known) return known;
  // The text `seasonOf` reads: its note when that gives a season, else its name.
  const own = monthsFromText(item.note)
    ? shutDaysFromText(item.note)
    : shutDaysFromText(item.name, { name: true });
  const days = [...(own ?? []), ...closedDaysIn(item.note), ...(item.shutDays ?? [])];
  dayCache.set(item, days);
  return days;
}

/** A month (1–12), or a day as ISO text ("2027-11-02"), which also heeds the days it states. */
export type MonthOrDate = number | string;

/**
 * True when the sight or activity can be done then; never when it is shut. Given a date, a day
 * before the stated opening (or after the closing) of a partly open month is shut: Dhikala,
 * "open about 15 Nov–15 Jun", is not on 2 November.
 */
export function inSeason(item: Seasonal, when: MonthOrDate): boolean {
  if (item.shut) return false;
  const month = typeof when === 'number' ? when : Number(when.slice(5, 7));
  const months = seasonOf(item);
  if (months && !months.includes(month)) return false;
  if (typeof when === 'number') return true;
  const shut = shutDaysOf(item);
  if (shut.length === 0) return true;
  const day = dayOfYear(when);
  return !shut.some((days) => within(days, day));
}

/** Each spot's own item, so `seasonOf` reads a spot's name once. */
const spotItems = new Map<string, Seasonal>();

/**
 * True when a day trip's spot can be seen then: the season of the sight it names, if
 * any, else the months its own name gives ("Maya Bay (closed 1 August–30 September)",
 * "Thrissur Pooram (April–May)", "Petta Thullal (January)"); a spot whose name says no season is
 * open all year.
 */
export function spotInSeason(
  spot: string,
  when: MonthOrDate,
  sight: Seasonal | undefined,
): boolean {
  if (sight) return inSeason(sight, when);
  let item = spotItems.get(spot);
  if (!item) spotItems.set(spot, (item = { name: spot }));
  return inSeason(item, when);
}

type DayTrip = Seasonal & { spots: readonly string[] };

/**
 * The spots of a day trip that can be seen then. A spot that is a sight the knowledge base
 * gives a season (Badrinath Temple on Auli's Badrinath trip, shut from November to April) keeps
 * that sight's season, and one that names no sight the season its own name gives (Maya Bay on
 * the Phi Phi trips, shut in August and September); the trip's own `months`, when it has them,
 * hold for every spot. A trip
 * whose namesake is shut (Spiti's "Chandratal" when the lake is) is not made for the rest.
 * `sightNamed` finds the sight a spot names, if any.
 */
export function spotsInSeason(
  trip: DayTrip,
  when: MonthOrDate,
  sightNamed: (spot: string) => Seasonal | undefined,
): string[] {
  if (!inSeason(trip, when)) return [];
  const open = (spot: string) => spotInSeason(spot, when, sightNamed(spot));
  const name = trip.name.toLowerCase();
  const namesake = trip.spots.find((spot) => spot.toLowerCase().startsWith(name));
  if (namesake && !open(namesake)) return [];
  return trip.spots.filter(open);
}

/**
 * Every month a text names: a range ("Nov–Jan", "late October to November") is each month in
 * it. "may" in lower case is the verb.
 */
export function monthsNamed(text: string): number[] {
  const months = new Set<number>();
  const ranges = new RegExp(DATED_RANGE.source, 'gi');
  for (const [, , from, , to] of text.matchAll(ranges)) {
    if (from === 'may' || to === 'may') continue;
    for (const month of monthRange(monthOf(from!), monthOf(to!))) months.add(month);
  }
  for (const [, month] of text.replace(ranges, ' ').matchAll(new RegExp(MONTH_NAME, 'gi')))
    if (month !== 'may') months.add(monthOf(month!));
  return [...months];
}

/** Words of a crowd, a rate, a closure or a hazard that holds only in the months it names. */
const WHILE_IT_LASTS =
  /\b(?:crowd(?:s|ed)?|pilgrims|lakhs|millions|queues|book|sell out|fill(?:s)?|triple|traffic|smog|fog(?:gy)?|snow(?:fall)?|landslides?|blocked|cyclone|heat|clos(?:e|es|ed)|shut|suspended|stop|stops)\b/i;
/**
 * Words that make a window of months worth knowing outside it too ("open only June–October",
 * "best October to March", "cold even in June"), and times no month pins down ("Mondays",
 * "Diwali", "all year").
 */
const HOLDS_ALL_YEAR =
  /\b(?:open|opens|operate|operates|runs?|ply|plies|season|seasonal|only|best|present|blooms?|held|even|all year|every|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|diwali|deepavali|deepotsav|holi|janmashtami|shivr?atri|navratri|christmas|easter|new year|ekadashi|purnima|chaturthi)\b/i;
/** A month with its year is a date, not a season: "since May 2023", "from 1 October 2024". */
const A_DATE = new RegExp(String.raw`${MONTH_NAME}\s+\d{4}`, 'i');

/**
 * A place's note as it reads for a trip in `months`: a sentence about a festival's crowds, a
 * season's rates or a closure or hazard of months the trip misses is left out ("Rath Yatra
 * (June/July) brings over a million pilgrims" in October; decision 123). Undefined when nothing
 * of the note is left.
 */
export function noteForMonths(note: string, months: readonly number[]): string | undefined {
  const kept = note.split(/(?<=\.)\s+(?=[A-Z])/).filter((sentence) => {
    if (!WHILE_IT_LASTS.test(sentence) || HOLDS_ALL_YEAR.test(sentence) || A_DATE.test(sentence))
      return true;
    const named = monthsNamed(sentence);
    return named.length === 0 || named.some((month) => months.includes(month));
  });
  return kept.length > 0 ? kept.join(' ') : undefined;
}
