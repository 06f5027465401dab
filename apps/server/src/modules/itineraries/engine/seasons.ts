/**
 * The months a sight or an activity can be done, from the knowledge base: an explicit
 * `months` list where the data has one, else what its own note or name says ("usually open
 * May–November", "no service June-September", "Skiing day (Dec–Mar)"). Undefined: all year.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A month's name or its short form: never "Market", "Marine" or "Jantar". */
const MONTH_NAME = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`;
const MONTH = String.raw`(?:\d{1,2}\s+)?${MONTH_NAME}`;
const RANGE = String.raw`${MONTH}\s*(?:–|-|to|until|till)\s*(?:(?:late|early|mid)\s+)?${MONTH}`;
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
  const closed = new RegExp(
    String.raw`(?:no service|closed|shut)\s+(?:${NOT_A_WEEKDAY}\w+\s+){0,4}?${RANGE}`,
    'i',
  ).exec(text);
  if (closed) {
    const shut = monthRange(monthOf(closed[1]!), monthOf(closed[2]!));
    return MONTHS.map((_, index) => index + 1).filter((month) => !shut.includes(month));
  }
  const open = new RegExp(
    String.raw`(?:\bopen\b|\bopens\b|skiing|season|runs|only)[^.;\d]{0,24}?${RANGE}${name ? String.raw`|\(${RANGE}\)` : ''}`,
    'i',
  ).exec(text);
  if (open) {
    const from = open[1] ?? open[3]!;
    const to = open[2] ?? open[4]!;
    return monthRange(monthOf(from), monthOf(to));
  }
  return name ? monthsOfName(text) : undefined;
}

/** The India Meteorological Department's south-west monsoon season, June to September. */
const MONSOON = monthRange(6, 9);

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

type Seasonal = { name: string; note?: string; months?: number[]; shut?: string };
const cache = new WeakMap<object, number[] | null>();

export function seasonOf(item: Seasonal): number[] | undefined {
  const known = cache.get(item);
  if (known !== undefined) return known ?? undefined;
  const months =
    item.months ?? monthsFromText(item.note) ?? monthsFromText(item.name, { name: true });
  cache.set(item, months ?? null);
  return months;
}

/** True when the sight or activity can be done in that month (1–12); never when it is shut. */
export function inSeason(item: Seasonal, month: number): boolean {
  if (item.shut) return false;
  const months = seasonOf(item);
  return !months || months.includes(month);
}

/** Each spot's own item, so `seasonOf` reads a spot's name once. */
const spotItems = new Map<string, Seasonal>();

/**
 * True when a day trip's spot can be seen in that month: the season of the sight it names, if
 * any, else the months its own name gives ("Maya Bay (closed 1 August–30 September)",
 * "Thrissur Pooram (April–May)", "Petta Thullal (January)"); a spot whose name says no season is
 * open all year.
 */
export function spotInSeason(spot: string, month: number, sight: Seasonal | undefined): boolean {
  if (sight) return inSeason(sight, month);
  let item = spotItems.get(spot);
  if (!item) spotItems.set(spot, (item = { name: spot }));
  return inSeason(item, month);
}

type DayTrip = Seasonal & { spots: readonly string[] };

/**
 * The spots of a day trip that can be seen in a month. A spot that is a sight the knowledge base
 * gives a season (Badrinath Temple on Auli's Badrinath trip, shut from November to April) keeps
 * that sight's season, and one that names no sight the season its own name gives (Maya Bay on
 * the Phi Phi trips, shut in August and September); the trip's own `months`, when it has them,
 * hold for every spot. A trip
 * whose namesake is shut (Spiti's "Chandratal" when the lake is) is not made for the rest.
 * `sightNamed` finds the sight a spot names, if any.
 */
export function spotsInSeason(
  trip: DayTrip,
  month: number,
  sightNamed: (spot: string) => Seasonal | undefined,
): string[] {
  if (!inSeason(trip, month)) return [];
  const open = (spot: string) => spotInSeason(spot, month, sightNamed(spot));
  const name = trip.name.toLowerCase();
  const namesake = trip.spots.find((spot) => spot.toLowerCase().startsWith(name));
  if (namesake && !open(namesake)) return [];
  return trip.spots.filter(open);
}
