import type { TravelClass } from '@trip/shared/itineraries/constants';

/**
 * Named premium trains between railheads of the knowledge base: Vande Bharat, Shatabdi and
 * Rajdhani Expresses, with their scheduled time and the published fare per class, one way, per
 * person (catering included where the source quotes it so). Every figure comes from the source
 * named beside it (COST_MODEL.md, "Named trains", and knowledge/SOURCES.md). A train leg whose
 * two stations match a corridor, either way round, rides that train; any other leg is priced by
 * the per-km model (cost-model.ts). A corridor is matched by station code, so every place or town
 * whose railhead is one of its stations gets it.
 */
export type ChairCarFares = { kind: 'chair'; CC: number; EC: number };
export type SleeperFares = { kind: 'sleeper'; '3A': number; '2A': number; '1A': number };

export type NamedTrain = {
  /** "Vande Bharat Express", "Shatabdi Express", "Rajdhani Express". */
  name: string;
  /** The train number in the direction of `stations`, where the source gives it. */
  number?: string;
  /** Station codes (Indian Railways), as the knowledge base's `railway.code`. */
  stations: readonly [string, string];
  /** Scheduled time from the first station to the second, in minutes. */
  minutes: number;
  fares: ChairCarFares | SleeperFares;
};

export const NAMED_TRAINS: readonly NamedTrain[] = [
  // 22436 New Delhi 06:00 → Varanasi 14:00; CC ₹1,760, EC ₹3,310 with catering (Manorama
  // Yearbook, 15 Feb 2019; thesamikhsya.com, Feb 2019, fares from the Railways).
  {
    name: 'Vande Bharat Express',
    number: '22436',
    stations: ['NDLS', 'BSB'],
    minutes: 480,
    fares: { kind: 'chair', CC: 1760, EC: 3310 },
  },
  // The same train to Prayagraj: 06:00 → 12:23 (rashtriyapioneerpride.com, Feb 2019); CC ₹1,395,
  // EC ₹2,750 (thesamikhsya.com, Feb 2019).
  {
    name: 'Vande Bharat Express',
    number: '22436',
    stations: ['NDLS', 'PRYJ'],
    minutes: 383,
    fares: { kind: 'chair', CC: 1395, EC: 2750 },
  },
  // 22301 Howrah 06:00 → New Jalpaiguri 13:30, 7.5 h; CC ₹1,565, EC ₹2,825 (Hindustan Times,
  // 30 Dec 2022; News18, 30 Dec 2022).
  {
    name: 'Vande Bharat Express',
    number: '22301',
    stations: ['HWH', 'NJP'],
    minutes: 450,
    fares: { kind: 'chair', CC: 1565, EC: 2825 },
  },
  // The Howrah–New Jalpaiguri Shatabdi: CC ₹1,650, EC ₹2,500 (Livemint, 28 Dec 2022, from
  // IRCTC); 8 h 30 min (india.com, 2023).
  {
    name: 'Shatabdi Express',
    stations: ['HWH', 'NJP'],
    minutes: 510,
    fares: { kind: 'chair', CC: 1650, EC: 2500 },
  },
  // 22895 Howrah 06:10 → Puri 12:35 (News18, 17 May 2023); CC ₹1,265, EC ₹2,420 with catering
  // (Zee News, 18 May 2023).
  {
    name: 'Vande Bharat Express',
    number: '22895',
    stations: ['HWH', 'PURI'],
    minutes: 385,
    fares: { kind: 'chair', CC: 1265, EC: 2420 },
  },
  // 22227 New Jalpaiguri 06:10 → Guwahati 12:00 (News18, 22 May 2023); CC ₹1,225, EC ₹2,205
  // (asbnewsindia.com, May 2023).
  {
    name: 'Vande Bharat Express',
    number: '22227',
    stations: ['NJP', 'GHY'],
    minutes: 350,
    fares: { kind: 'chair', CC: 1225, EC: 2205 },
  },
  // 20607 Chennai Central 05:50 → Mysuru 12:20 (Deccan Herald, 5 Apr 2024; The New Indian
  // Express, 12 Nov 2022: "within 6.30 hours"); CC ₹1,200, EC ₹2,295 (The New Indian Express,
  // 12 Nov 2022; NewsBytes, 11 Nov 2022).
  {
    name: 'Vande Bharat Express',
    number: '20607',
    stations: ['MAS', 'MYS'],
    minutes: 390,
    fares: { kind: 'chair', CC: 1200, EC: 2295 },
  },
  // 22457 Anand Vihar 17:50 → Dehradun 22:35, 4 h 45 min (Times Now, 25 May 2023; Firstpost,
  // 25 May 2023); CC ₹1,065, EC ₹1,890 (Times Now, 25 May 2023).
  {
    name: 'Vande Bharat Express',
    number: '22457',
    stations: ['ANVT', 'DDN'],
    minutes: 285,
    fares: { kind: 'chair', CC: 1065, EC: 1890 },
  },
  // 20644 Coimbatore 06:00 → Chennai Central 11:50 (The Hindu, 21 Oct 2023); CC ₹1,215, EC ₹2,310
  // (The Hindu, 21 Oct 2023; The New Indian Express, 10 Apr 2023).
  {
    name: 'Vande Bharat Express',
    number: '20644',
    stations: ['CBE', 'MAS'],
    minutes: 350,
    fares: { kind: 'chair', CC: 1215, EC: 2310 },
  },
  // Ranchi 16:15 → Patna Junction 22:05; CC ₹1,175, EC ₹2,110 (DNA India, 27 Jun 2023, citing
  // Amar Ujala; editorji.com, Jun 2023).
  {
    name: 'Vande Bharat Express',
    stations: ['RNC', 'PNBE'],
    minutes: 350,
    fares: { kind: 'chair', CC: 1175, EC: 2110 },
  },
  // Udaipur City 07:50 → Jaipur 13:50, 6 h; CC "at most" ₹850, EC ₹1,800 (jantaserishta.com,
  // Sep 2023; news9live.com: 430 km in 6 h).
  {
    name: 'Vande Bharat Express',
    stations: ['UDZ', 'JP'],
    minutes: 360,
    fares: { kind: 'chair', CC: 850, EC: 1800 },
  },
  // New Delhi 16:55 → Howrah 09:55 next day; 3A ₹2,780, 2A ₹3,895, 1A ₹4,825 (NDTV,
  // 18 Apr 2019, from IRCTC).
  {
    name: 'Rajdhani Express',
    stations: ['NDLS', 'HWH'],
    minutes: 1020,
    fares: { kind: 'sleeper', '3A': 2780, '2A': 3895, '1A': 4825 },
  },
];

export type NamedClass = 'CC' | 'EC' | '3A' | '2A' | '1A';

export const NAMED_CLASS_LABEL: Record<NamedClass, string> = {
  CC: 'Chair Car (CC)',
  EC: 'Executive Chair Car (EC)',
  '3A': 'AC 3-tier (3A)',
  '2A': 'AC 2-tier (2A)',
  '1A': 'AC First Class (1A)',
};

const byPair = new Map<string, NamedTrain[]>();
for (const train of NAMED_TRAINS) {
  const [a, b] = train.stations;
  for (const key of [`${a}>${b}`, `${b}>${a}`]) {
    const list = byPair.get(key) ?? [];
    list.push(train);
    byPair.set(key, list);
  }
}

const NONE: readonly NamedTrain[] = [];

/** The named trains between two stations, either way round (an O(1) look-up). */
export function namedTrainsBetween(from: string, to: string): readonly NamedTrain[] {
  return byPair.get(`${from}>${to}`) ?? NONE;
}

/**
 * The class a card rides on a named train: chair-car trains seat Economy and budget cards in
 * CC and the dearer classes in EC; Rajdhanis give each class its usual berth, budget cards 3A.
 */
export function namedClassFor(
  train: NamedTrain,
  travelClass: TravelClass,
  thrifty: boolean,
): NamedClass {
  if (train.fares.kind === 'chair') {
    return thrifty || travelClass === 'Economy' ? 'CC' : 'EC';
  }
  if (thrifty || travelClass === 'Economy') return '3A';
  return travelClass === 'Premium Economy' ? '2A' : '1A';
}

export function namedFare(train: NamedTrain, trainClass: NamedClass): number {
  const fares = train.fares;
  if (fares.kind === 'chair') return trainClass === 'EC' ? fares.EC : fares.CC;
  return trainClass === '1A' ? fares['1A'] : trainClass === '2A' ? fares['2A'] : fares['3A'];
}
