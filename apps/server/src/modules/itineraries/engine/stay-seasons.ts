import { addDays } from '@trip/shared/itineraries/trip-dates';
import type { Destination } from '../knowledge/schema';
import { DIWALI_DATES } from './flight-seasons';

/**
 * Known hotel peaks and troughs: a stay's `nightly` and `dormBed` are ordinary in-season rates
 * (data/stays/*.sources.md), and a night in one of these windows costs this many times as much.
 * The highest factor that applies wins; they do not multiply. Each window cites the rows of
 * docs/research/hotel-peak-rates.md ("Summary and proposed model") it rests on; windows on lunar
 * dates (Rath Yatra, Dev Deepawali, Kumbh, full moons at the Rann) and long weekends are left out
 * until a date table is kept for them, as is everything the research lists under "Leave out".
 */
export type StaySeason = { factor: number; reason: string };

export type StayWindow = StaySeason & {
  /** Knowledge-base ids of the places it covers. */
  ids?: readonly string[];
  /** Whole states it covers, less the ids in `except`. */
  states?: readonly string[];
  except?: readonly string[];
  /**
   * The nights it covers: 'MM-DD' to 'MM-DD' every year (wrapping past New Year), or the night
   * of Lakshmi Puja and the five after it in a year whose Diwali date `flight-seasons.ts` lists.
   */
  nights: { from: string; to: string } | 'diwali';
};

const CHRISTMAS_NEW_YEAR = { from: '12-24', to: '12-31' } as const;
const HIMACHAL_HILL_STATIONS = ['shimla', 'kasauli', 'manali', 'dharamshala', 'dalhousie'];

export const STAY_WINDOWS: readonly StayWindow[] = [
  // G1 (+91% over the regular season, +23% over the rest of the peak), G2, G3, G5 (×2.3–3.4 at
  // luxury hotels): docs/research/hotel-peak-rates.md.
  {
    ids: ['goa'],
    nights: CHRISTMAS_NEW_YEAR,
    factor: 1.5,
    reason: "Goa's hotels charge more over Christmas and New Year",
  },
  // H1 (₹3,000 → ₹6,000 in Shimla, Kufri, Chail, Narkanda, Kasauli), H2 (+33–86% over late
  // November in Shimla and Manali): docs/research/hotel-peak-rates.md.
  {
    ids: HIMACHAL_HILL_STATIONS,
    nights: CHRISTMAS_NEW_YEAR,
    factor: 1.5,
    reason: "Himachal's hill hotels charge more over Christmas and New Year",
  },
  // R1 (+40% over the month before), R2 (3–4× at Udaipur's big hotels, weak):
  // docs/research/hotel-peak-rates.md.
  {
    ids: ['udaipur', 'jaipur', 'jaisalmer', 'jodhpur'],
    nights: CHRISTMAS_NEW_YEAR,
    factor: 1.4,
    reason: "Rajasthan's hotels charge more over Christmas and New Year",
  },
  // K1 ("over cent percent" in the season), K2 (houseboats +25%): docs/research/hotel-peak-rates.md.
  {
    ids: ['kochi', 'alleppey', 'kumarakom', 'munnar', 'thekkady', 'kovalam', 'varkala'],
    nights: CHRISTMAS_NEW_YEAR,
    factor: 1.3,
    reason: "Kerala's hotels charge more over Christmas and New Year",
  },
  // E7 (Sea Shell's printed surcharge, ×1.17, 20 Dec–20 Jan), E8 (surcharge 15 Dec–15 Jan):
  // docs/research/hotel-peak-rates.md.
  {
    ids: ['port-blair', 'havelock', 'neil-island'],
    nights: { from: '12-20', to: '01-15' },
    factor: 1.2,
    reason: "The Andamans' hotels add a peak-season surcharge from 20 December to 15 January",
  },
  // R13 (the Rann Utsav tent city's 19–31 December tariff, ×1.44 of its October rate); its
  // full-moon nights are left out until a date table is kept: docs/research/hotel-peak-rates.md.
  {
    ids: ['kutch'],
    nights: { from: '12-19', to: '12-31' },
    factor: 1.4,
    reason: 'Stays in the Rann of Kutch charge more from 19 to 31 December',
  },
  // D1–D3 (31 December ×2.05–2.3 of the December average, STR and CoStar, 2020, 2021, 2025):
  // docs/research/hotel-peak-rates.md.
  {
    ids: ['dubai'],
    nights: { from: '12-31', to: '12-31' },
    factor: 2,
    reason: "Dubai's hotels charge about twice as much on New Year's Eve",
  },
  // R9 (×2–3, Bhai Beej to Labh Pancham, three Gujarati reports of 2021):
  // docs/research/hotel-peak-rates.md.
  {
    ids: ['mount-abu'],
    nights: 'diwali',
    factor: 2,
    reason: "Mount Abu's hotels charge about twice as much over the Diwali holidays",
  },
  // M1 (Mahabaleshwar +40% over the off-season, Diwali 2023): docs/research/hotel-peak-rates.md.
  {
    ids: ['mahabaleshwar', 'lonavala'],
    nights: 'diwali',
    factor: 1.3,
    reason: 'Hill resorts near Mumbai and Pune charge more over the Diwali holidays',
  },
  // S1 (Ooty's printed peak ×1.25 of its season rate), H6 (Shimla +50–60% at a luxury hotel),
  // H7 (Himachal's summer season), H14 (Nainital −30–40% once the summer ends); the hill
  // stations the research names: docs/research/hotel-peak-rates.md.
  {
    ids: [
      ...HIMACHAL_HILL_STATIONS,
      'nainital',
      'mussoorie',
      'ooty',
      'kodaikanal',
      'munnar',
      'darjeeling',
    ],
    nights: { from: '05-15', to: '06-30' },
    factor: 1.2,
    reason: 'Hill-station hotels charge more in the summer holidays',
  },
  // H8–H10 (HPTDC's monsoon discounts of 20–50%, 2017, 2019, c. 2023, 2024; none at Kaza,
  // Kalpa or Keylong): docs/research/hotel-peak-rates.md.
  {
    states: ['Himachal Pradesh'],
    except: ['spiti', 'kalpa'],
    nights: { from: '07-15', to: '09-15' },
    factor: 0.75,
    reason: "Himachal's hotels cut their rates in the monsoon (the state's own by 20–50%)",
  },
  // H13 (GMVN's off-season rates from August), H14 (Nainital −30–40%):
  // docs/research/hotel-peak-rates.md.
  {
    ids: ['nainital', 'mussoorie', 'auli'],
    nights: { from: '07-01', to: '09-30' },
    factor: 0.75,
    reason: "Uttarakhand's hill hotels give monsoon discounts",
  },
  // R4 (Udaipur −30% to −50% to 30 June), R5, R6 (RTDC's off-season April–September):
  // docs/research/hotel-peak-rates.md.
  {
    states: ['Rajasthan'],
    except: ['mount-abu'],
    nights: { from: '05-01', to: '08-31' },
    factor: 0.75,
    reason: "Rajasthan's hotels give summer discounts",
  },
  // G1 (monsoon season 1 July–30 September), G6 (low season 0.48 of high), G8 (at least −25%):
  // docs/research/hotel-peak-rates.md.
  {
    ids: ['goa'],
    nights: { from: '07-01', to: '09-30' },
    factor: 0.75,
    reason: "Goa's hotels give monsoon discounts",
  },
  // K4 (Alappuzha houseboats −40%, June–August), K5, K6: docs/research/hotel-peak-rates.md.
  {
    ids: ['alleppey', 'kumarakom', 'kovalam', 'varkala'],
    nights: { from: '06-01', to: '08-31' },
    factor: 0.75,
    reason: "Kerala's backwater and beach stays give monsoon discounts",
  },
  // D5 (−28% June–September, JLL), D6 (−42.5%), D7: docs/research/hotel-peak-rates.md.
  {
    ids: ['dubai'],
    nights: { from: '06-01', to: '09-30' },
    factor: 0.7,
    reason: "Dubai's hotels give summer discounts",
  },
];

/** The night of Lakshmi Puja and the five after it, in every listed year. */
const DIWALI_NIGHTS: ReadonlySet<string> = new Set(
  DIWALI_DATES.flatMap((day) => [0, 1, 2, 3, 4, 5].map((offset) => addDays(day, offset))),
);

function covers({ nights }: StayWindow, date: string, day: string): boolean {
  if (nights === 'diwali') return DIWALI_NIGHTS.has(date);
  return nights.from <= nights.to
    ? day >= nights.from && day <= nights.to
    : day >= nights.from || day <= nights.to;
}

/**
 * Reads a table of windows. Every night of every card asks, so the windows of each place are
 * picked once, by its id, and a night is then a few string comparisons.
 */
export function staySeasonReader(windows: readonly StayWindow[]) {
  const byPlace = new Map<string, readonly StayWindow[]>();
  const windowsOf = (place: Destination): readonly StayWindow[] => {
    let found = byPlace.get(place.id);
    if (!found) {
      found = windows.filter(
        (window) =>
          window.ids?.includes(place.id) ||
          (window.states?.includes(place.state) && !window.except?.includes(place.id)),
      );
      byPlace.set(place.id, found);
    }
    return found;
  };

  /** The highest factor of the windows that the night of `nightDate` (YYYY-MM-DD) falls in. */
  const stayFactorOn = (place: Destination, nightDate: string): StaySeason | undefined => {
    const placeWindows = windowsOf(place);
    if (placeWindows.length === 0) return undefined;
    const day = nightDate.slice(5);
    let highest: StayWindow | undefined;
    for (const window of placeWindows) {
      if (covers(window, nightDate, day) && (!highest || window.factor > highest.factor))
        highest = window;
    }
    return highest && { factor: highest.factor, reason: highest.reason };
  };

  /** The distinct reasons a stay's nights are priced off their usual rate, for the card's notes. */
  const staySeasonReasons = (place: Destination, nightDates: readonly string[]): string[] => [
    ...new Set(nightDates.flatMap((night) => stayFactorOn(place, night)?.reason ?? [])),
  ];

  return { stayFactorOn, staySeasonReasons };
}

export const { stayFactorOn, staySeasonReasons } = staySeasonReader(STAY_WINDOWS);
