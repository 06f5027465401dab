import type { PackageItineraryDay } from './schemas';

/** The title of the single day a text without any "Day N" heading becomes. */
export const ITINERARY_FALLBACK_TITLE = 'Package Details';

/**
 * "Day 3", then an optional title (up to the colon, on the same line), then a colon.
 * The title may start with a dash or a dot: "Day 3 - Old Goa:" and "Day 3. Old Goa:".
 */
const DAY_HEADING = /\bDay\s+(\d{1,3})\b([^:\n]{0,150}?):/gi;
const TITLE_LEAD = /^[\s\-–—.,)]+/;

/**
 * Splits an itinerary written as one text into days: each "Day N", optional title, colon,
 * opens a day whose content runs to the next heading. Text before the first heading is kept
 * at the start of the first day rather than lost. A text with no heading at all becomes one
 * day 1 titled "Package Details"; an empty text gives no days.
 */
export function parseItineraryText(text: string): PackageItineraryDay[] {
  const source = text.trim();
  if (source === '') return [];
  const headings = [...source.matchAll(DAY_HEADING)];
  if (headings.length === 0) {
    return [{ day: 1, title: ITINERARY_FALLBACK_TITLE, detail: source }];
  }
  const preamble = source.slice(0, headings[0]!.index).trim();
  return headings.map((heading, index) => {
    const start = heading.index + heading[0].length;
    const end = headings[index + 1]?.index ?? source.length;
    const content = source.slice(start, end).trim();
    const detail = index === 0 && preamble ? `${preamble}\n\n${content}`.trim() : content;
    return {
      day: Number(heading[1]),
      title: (heading[2] ?? '').replace(TITLE_LEAD, '').trim(),
      detail,
    };
  });
}

/** A day as older packages stored it: the text under `detail` or under `content`. */
export type ItineraryEntry = {
  day?: number | string | null;
  title?: string | null;
  detail?: string | null;
  content?: string | null;
};

/**
 * The days to show for an itinerary given either as a list of entries or as one text.
 * Entries without a usable day number are numbered by their place in the list.
 */
export function itineraryDays(
  itinerary: string | readonly ItineraryEntry[] | null | undefined,
): PackageItineraryDay[] {
  if (itinerary == null) return [];
  if (typeof itinerary === 'string') return parseItineraryText(itinerary);
  return itinerary.map((entry, index) => {
    const given = typeof entry.day === 'string' ? Number(entry.day.trim()) : entry.day;
    const day =
      typeof given === 'number' && Number.isInteger(given) && given > 0 ? given : index + 1;
    return {
      day,
      title: (entry.title ?? '').trim(),
      detail: (entry.detail ?? entry.content ?? '').trim(),
    };
  });
}
