import { addDays } from '@trip/shared/itineraries/trip-dates';

/**
 * Known fare peaks of flights from and within India: the cost model's fares are ordinary
 * (non-festival) fares, and a flight on a peak day costs this much more. The highest peak that
 * applies wins; peaks do not multiply. Each figure rests on the press reports named in
 * COST_MODEL.md ("Fare peaks"); a year whose Diwali date is not listed gets no Diwali factor.
 */
export type FarePeak = { factor: number; reason: string };

/** Diwali (Lakshmi Puja) by year, as India's central-government holiday lists give it. */
export const DIWALI_DATES = ['2025-10-20', '2026-11-08', '2027-10-29'] as const;

const PEAKS = {
  /** Domestic fares in Diwali week: +20–35% (2022 and 2025 reports), +30–45% on busy routes. */
  diwali: { factor: 1.3, daysBefore: 7, daysAfter: 3 },
  /** Christmas to New Year: +18–25% on leisure routes (2017 and 2024 reports). */
  yearEnd: { factor: 1.2, from: '12-20', to: '01-02' },
  /** School summer holidays to India's hill airports: +20–30% (2024 and 2025 reports). */
  summerHills: { factor: 1.25, from: '05-15', to: '06-15' },
  /** Leh in January–February, when its roads are shut: Delhi–Leh about ₹30,000 against ₹3,000. */
  lehWinter: { factor: 2, months: [1, 2], airports: ['IXL'] },
} as const;

function inDiwaliWeek(date: string): boolean {
  return DIWALI_DATES.some(
    (day) =>
      date >= addDays(day, -PEAKS.diwali.daysBefore) &&
      date <= addDays(day, PEAKS.diwali.daysAfter),
  );
}

function inYearSpan(date: string, from: string, to: string): boolean {
  const day = date.slice(5);
  return from <= to ? day >= from && day <= to : day >= from || day <= to;
}

export type FlightEnds = {
  date: string;
  international: boolean;
  airports: readonly string[];
  /** Either end is a hill station or in the mountains. */
  hills: boolean;
};

/**
 * Which peak windows `date` falls in, whatever the route ('' for most days): journeys on days
 * with the same windows cost the same, so the planner can share them.
 */
export function peakWindowsOf(date: string | undefined): string {
  if (!date) return '';
  // Part of every journey's cache key (transport.ts): read each date once.
  let windows = peakWindows.get(date);
  if (windows === undefined) {
    windows = readPeakWindows(date);
    if (peakWindows.size >= 5000) peakWindows.clear();
    peakWindows.set(date, windows);
  }
  return windows;
}
const peakWindows = new Map<string, string>();

function readPeakWindows(date: string): string {
  const windows: string[] = [];
  if ((PEAKS.lehWinter.months as readonly number[]).includes(Number(date.slice(5, 7))))
    windows.push('leh');
  if (inDiwaliWeek(date)) windows.push('diwali');
  if (inYearSpan(date, PEAKS.yearEnd.from, PEAKS.yearEnd.to)) windows.push('year-end');
  if (inYearSpan(date, PEAKS.summerHills.from, PEAKS.summerHills.to)) windows.push('summer');
  return windows.join(',');
}

/** The fare peak a flight on `date` falls in, if any. */
export function farePeakOf({
  date,
  international,
  airports,
  hills,
}: FlightEnds): FarePeak | undefined {
  const peaks: FarePeak[] = [];
  const month = Number(date.slice(5, 7));
  if (
    PEAKS.lehWinter.months.includes(month as 1 | 2) &&
    airports.some((code) => (PEAKS.lehWinter.airports as readonly string[]).includes(code))
  ) {
    peaks.push({
      factor: PEAKS.lehWinter.factor,
      reason:
        'In January and February Leh is reached only by air, and its flights cost about twice the usual fare.',
    });
  }
  if (!international) {
    if (inDiwaliWeek(date)) {
      peaks.push({
        factor: PEAKS.diwali.factor,
        reason:
          'Flights in Diwali week cost about 30% more than usual, and this plan is priced so.',
      });
    }
  }
  if (inYearSpan(date, PEAKS.yearEnd.from, PEAKS.yearEnd.to)) {
    peaks.push({
      factor: PEAKS.yearEnd.factor,
      reason:
        'Flights between Christmas and New Year cost about 20% more than usual, and this plan is priced so.',
    });
  }
  // The reports are of India's own hill airports (Kullu, Dehradun, Shimla, Dharamshala): a flight
  // abroad to a place with mountains (Tbilisi, Kathmandu, Zurich) is not priced by them.
  if (!international && hills && inYearSpan(date, PEAKS.summerHills.from, PEAKS.summerHills.to)) {
    peaks.push({
      factor: PEAKS.summerHills.factor,
      reason:
        'Flights to the hills in the summer holidays cost about 25% more than usual, and this plan is priced so.',
    });
  }
  return peaks.sort((a, b) => b.factor - a.factor)[0];
}
