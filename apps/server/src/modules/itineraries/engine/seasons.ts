/**
 * The months a sight or an activity can be done, from the knowledge base: an explicit
 * `months` list where the data has one, else what its own note or name says ("usually open
 * May–November", "no service June-September", "Skiing day (Dec–Mar)"). Undefined: all year.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*`;
const RANGE = String.raw`${MONTH}\s*(?:–|-|to|until|till)\s*(?:(?:late|early|mid)\s+)?${MONTH}`;

/** From the first month to the last, wrapping over the new year: Nov–Feb is 11, 12, 1, 2. */
export function monthRange(from: number, to: number): number[] {
  const months: number[] = [];
  for (let month = from; ; month = (month % 12) + 1) {
    months.push(month);
    if (month === to || months.length === 12) return months;
  }
}

const monthOf = (text: string) => MONTHS.indexOf(text.slice(0, 3).toLowerCase()) + 1;

/** Reads "open May–November", "skiing December-April", "(Jan–Mar)"; "no service June-September" inverts. */
export function monthsFromText(text: string | undefined): number[] | undefined {
  if (!text) return undefined;
  const closed = new RegExp(
    String.raw`(?:no service|closed|shut)\s+(?:\w+\s+){0,4}?${RANGE}`,
    'i',
  ).exec(text);
  if (closed) {
    const shut = monthRange(monthOf(closed[1]!), monthOf(closed[2]!));
    return MONTHS.map((_, index) => index + 1).filter((month) => !shut.includes(month));
  }
  const open = new RegExp(
    String.raw`(?:\bopen\b|\bopens\b|skiing|season|runs|only)[^.;]{0,24}?${RANGE}|\(${RANGE}\)`,
    'i',
  ).exec(text);
  if (!open) return undefined;
  const from = open[1] ?? open[3]!;
  const to = open[2] ?? open[4]!;
  return monthRange(monthOf(from), monthOf(to));
}

type Seasonal = { name: string; note?: string; months?: number[] };
const cache = new WeakMap<object, number[] | null>();

export function seasonOf(item: Seasonal): number[] | undefined {
  const known = cache.get(item);
  if (known !== undefined) return known ?? undefined;
  const months = item.months ?? monthsFromText(item.note) ?? monthsFromText(item.name);
  cache.set(item, months ?? null);
  return months;
}

/** True when the sight or activity can be done in that month (1–12). */
export function inSeason(item: Seasonal, month: number): boolean {
  const months = seasonOf(item);
  return !months || months.includes(month);
}
