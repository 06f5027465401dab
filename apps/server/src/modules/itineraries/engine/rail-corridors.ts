import type { TravelClass } from '@trip/shared/itineraries/constants';
import { COST_MODEL, trainClassFor } from './cost-model';
import { WEEKDAYS, type Weekday } from '../knowledge/schema';
import { leavesThen, type Terminal } from './express-trains';

/**
 * Named premium trains between railheads of the knowledge base: Vande Bharat, Shatabdi and
 * Rajdhani Expresses, with their scheduled time and the published fare per class, one way, per
 * person (catering included where the source quotes it so). Every figure comes from the source
 * named beside it (COST_MODEL.md, "Named trains", and knowledge/SOURCES.md). A train leg whose
 * two stations match a corridor, either way round, rides that train; any other leg is priced by
 * the per-km model (cost-model.ts). A corridor is matched by station code, so every place or town
 * whose railhead is one of its stations gets it. A train that leaves from another terminal of the
 * city than the railhead (the Gatimaan from Hazrat Nizamuddin, not New Delhi) names it in
 * `terminals`, as express-trains.ts does (decision 50).
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
  /**
   * The station the train really uses at either end, where it is another terminal of the same
   * city than the knowledge base's railhead (the Gatimaan leaves Delhi from Hazrat Nizamuddin);
   * `minutes` and the fares are then the terminal's. The card names the terminal.
   */
  terminals?: readonly [Terminal | undefined, Terminal | undefined];
  /**
   * When a day train leaves ("HH:MM"): from the first station towards the second, and from the
   * second back, where the sources give it. A plan leaves home in the morning and comes back in
   * the afternoon, so a chair-car train is ridden only the way its hour fits (decision 53).
   */
  departs?: readonly [string | undefined, string | undefined];
  /**
   * The days of the week it runs, where not every day: from the first station towards the
   * second, and from the second back (the Gatimaan runs neither way on Fridays). A journey on
   * another day does not ride it (decision 176).
   */
  runs?: readonly [readonly Weekday[] | undefined, readonly Weekday[] | undefined];
};

/**
 * A named train the way a journey rides it: its stations in the journey's direction, and the
 * hour it leaves going that way, where known.
 */
export type NamedRide = {
  train: NamedTrain;
  board?: Terminal;
  alight?: Terminal;
  departs?: string;
  /** The days it runs this way, where not every day. */
  runs?: readonly Weekday[];
};

/** Every day but one. */
const except = (rest: Weekday): readonly Weekday[] => WEEKDAYS.filter((day) => day !== rest);
const EXCEPT_SUNDAY = except('sunday');
const EXCEPT_TUESDAY = except('tuesday');
const EXCEPT_WEDNESDAY = except('wednesday');
const EXCEPT_THURSDAY = except('thursday');
const EXCEPT_FRIDAY = except('friday');
const EXCEPT_SATURDAY = except('saturday');

export const NAMED_TRAINS: readonly NamedTrain[] = [
  // 22436 New Delhi 06:00 → Varanasi 14:00; CC ₹1,760, EC ₹3,310 with catering (Manorama
  // Yearbook, 15 Feb 2019; thesamikhsya.com, Feb 2019, fares from the Railways).
  {
    name: 'Vande Bharat Express',
    number: '22436',
    stations: ['NDLS', 'BSB'],
    minutes: 480,
    fares: { kind: 'chair', CC: 1760, EC: 3310 },
    departs: ['06:00', undefined],
    // Runs every day but Thursday, both ways: "It operates six days a week, with Thursday being the
    // non-operational day" (Financial Express, 6 January 2025); ABP Live, from 20 March, "गुरुवार
    // छोड़ कर सप्ताह में 6 दिन".
    runs: [EXCEPT_THURSDAY, EXCEPT_THURSDAY],
  },
  // The same train to Prayagraj: 06:00 → 12:23 (rashtriyapioneerpride.com, Feb 2019); CC ₹1,395,
  // EC ₹2,750 (thesamikhsya.com, Feb 2019).
  {
    name: 'Vande Bharat Express',
    number: '22436',
    stations: ['NDLS', 'PRYJ'],
    minutes: 383,
    fares: { kind: 'chair', CC: 1395, EC: 2750 },
    departs: ['06:00', undefined],
    // Runs every day but Thursday, both ways: the same train as to Varanasi, with Prayagraj one of
    // its two halts: "Thursday being the non-operational day" (Financial Express, 6 January 2025).
    runs: [EXCEPT_THURSDAY, EXCEPT_THURSDAY],
  },
  // 22301 Howrah 06:00 → New Jalpaiguri 13:30, 7.5 h; CC ₹1,565, EC ₹2,825 (Hindustan Times,
  // 30 Dec 2022; News18, 30 Dec 2022).
  {
    name: 'Vande Bharat Express',
    number: '22301',
    stations: ['HWH', 'NJP'],
    minutes: 450,
    fares: { kind: 'chair', CC: 1565, EC: 2825 },
    departs: ['06:00', undefined],
    // Runs every day but Wednesday, both ways: "The regular 22301/22302 Howrah-New
    // Jalpaiguri-Howrah Vande Bharat Express operates every day except Wednesday" (Eastern Railway
    // press release, 14 November 2023); "every day except Wednesdays" (Millennium Post, 4 December
    // 2023).
    runs: [EXCEPT_WEDNESDAY, EXCEPT_WEDNESDAY],
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
    departs: ['06:10', undefined],
    // Runs every day but Thursday, both ways: "six days a week, except Thursdays" (News18/PTI, 17
    // May 2023, quoting a South Eastern Railway official); "will not be in transit on Thursdays"
    // (News18 Auto, 17 May 2023).
    runs: [EXCEPT_THURSDAY, EXCEPT_THURSDAY],
  },
  // 22227 New Jalpaiguri 06:10 → Guwahati 12:00 (News18, 22 May 2023); CC ₹1,225, EC ₹2,205
  // (asbnewsindia.com, May 2023).
  {
    name: 'Vande Bharat Express',
    number: '22227',
    stations: ['NJP', 'GHY'],
    minutes: 350,
    fares: { kind: 'chair', CC: 1225, EC: 2205 },
    departs: ['06:10', undefined],
    // Runs every day but Tuesday, both ways: "यह ट्रेन मंगलवार के दिन नहीं चलेगी"
    // (asbnewsindia.com, May 2023); "শুধুমাত্র মঙ্গলবার বন্ধ থাকবে" (publicnow.in, May 2023);
    // tarangnews.com, May 2023: Tuesday is its maintenance day.
    runs: [EXCEPT_TUESDAY, EXCEPT_TUESDAY],
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
    departs: ['05:50', undefined],
  },
  // 22457 Anand Vihar 17:50 → Dehradun 22:35, 4 h 45 min (Times Now, 25 May 2023; Firstpost,
  // 25 May 2023); CC ₹1,065, EC ₹1,890 (Times Now, 25 May 2023).
  {
    name: 'Vande Bharat Express',
    number: '22457',
    stations: ['ANVT', 'DDN'],
    minutes: 285,
    fares: { kind: 'chair', CC: 1065, EC: 1890 },
    departs: ['17:50', undefined],
    // Runs every day but Thursday, both ways: from 22 June 2024 not on Thursdays, in place of
    // Wednesdays (ETV Bharat, 28 February 2024, quoting the Northern Railway CPRO;
    // informalnewz.com, 25 November 2024).
    runs: [EXCEPT_THURSDAY, EXCEPT_THURSDAY],
  },
  // 20644 Coimbatore 06:00 → Chennai Central 11:50 (The Hindu, 21 Oct 2023); CC ₹1,215, EC ₹2,310
  // (The Hindu, 21 Oct 2023; The New Indian Express, 10 Apr 2023).
  {
    name: 'Vande Bharat Express',
    number: '20644',
    stations: ['CBE', 'MAS'],
    minutes: 350,
    fares: { kind: 'chair', CC: 1215, EC: 2310 },
    departs: ['06:00', undefined],
  },
  // Ranchi 16:15 → Patna Junction 22:05; CC ₹1,175, EC ₹2,110 (DNA India, 27 Jun 2023, citing
  // Amar Ujala; editorji.com, Jun 2023).
  {
    name: 'Vande Bharat Express',
    stations: ['RNC', 'PNBE'],
    minutes: 350,
    fares: { kind: 'chair', CC: 1175, EC: 2110 },
    departs: ['16:15', undefined],
    // Runs every day but Tuesday, both ways: "will run on all days, except Tuesday" (Hindustan
    // Times, 24 June 2023); "six days a week, barring Tuesday" (ETV Bharat, 24 June 2023).
    runs: [EXCEPT_TUESDAY, EXCEPT_TUESDAY],
  },
  // The Udaipur City–Jaipur Vande Bharat (20979/20980) stopped running from 14 February 2026
  // (NDTV Hindi, 14 February 2026; thesootr.com, February 2026: "14 फरवरी से जयपुर-उदयपुर … ट्रेन
  // नहीं चलेगी"), so it is not offered.
  // 12050 Gatimaan Express, Hazrat Nizamuddin 08:10 → Agra Cantt 09:50, 100 minutes
  // (newsnazar.com and liveindia18.com at its launch, 5 April 2016; The Indian Express, 3 April
  // 2018: still 08:10 → 09:50 after its extension to Jhansi); CC ₹750, EC ₹1,500
  // (bhopalsamachar.com, April 2016). It leaves Delhi from Hazrat Nizamuddin, not New Delhi. It
  // runs "six days a week except for Friday" (The Indian Express, 3 April 2018, quoting the
  // Railways), "on all days except on Fridays" (connectgujarat.com, "India's fastest train").
  {
    name: 'Gatimaan Express',
    number: '12050',
    stations: ['NDLS', 'AGC'],
    minutes: 100,
    fares: { kind: 'chair', CC: 750, EC: 1500 },
    terminals: [{ name: 'Hazrat Nizamuddin', code: 'NZM' }, undefined],
    departs: ['08:10', undefined],
    runs: [EXCEPT_FRIDAY, EXCEPT_FRIDAY],
  },
  // 20978 Delhi Cantt 18:40 → Jaipur 22:05, 3 h 25 min (Navbharat Times, April 2023; News18,
  // 12 April 2023: "for Jaipur, the travel time of this train will be 3.25 hours"); CC ₹1,050,
  // EC ₹1,845 Delhi–Jaipur (News18, 12 April 2023; Navbharat Times: the same fares booked for
  // 14 May 2023). It leaves Delhi from Delhi Cantonment.
  {
    name: 'Vande Bharat Express',
    number: '20978',
    stations: ['NDLS', 'JP'],
    minutes: 205,
    fares: { kind: 'chair', CC: 1050, EC: 1845 },
    terminals: [{ name: 'Delhi Cantonment', code: 'DEC' }, undefined],
    departs: ['18:40', undefined],
  },
  // The same train to Ajmer: 5 h 15 min from Delhi Cantt (News18, 12 April 2023; Aaj Tak,
  // 15 April 2023); CC ₹1,250, EC ₹2,270 "till Ajmer" (News18, 12 April 2023).
  {
    name: 'Vande Bharat Express',
    number: '20978',
    stations: ['NDLS', 'AII'],
    minutes: 315,
    fares: { kind: 'chair', CC: 1250, EC: 2270 },
    terminals: [{ name: 'Delhi Cantonment', code: 'DEC' }, undefined],
    departs: ['18:40', undefined],
  },
  // 22488 Amritsar 08:20 → Old Delhi 13:50 (22487 back 15:15 → 20:45), 5 h 30 min (GNT TV,
  // 6 January 2024; khalastv.com, 6 January 2024: "in five and a half hours"); CC ₹1,315,
  // EC ₹2,325 (khalastv.com, 6 January 2024). Its Delhi end is Old Delhi (Delhi Junction).
  {
    name: 'Vande Bharat Express',
    number: '22488',
    stations: ['ASR', 'NDLS'],
    minutes: 330,
    fares: { kind: 'chair', CC: 1315, EC: 2325 },
    terminals: [undefined, { name: 'Delhi Junction (Old Delhi)', code: 'DLI' }],
    departs: ['08:20', '15:15'],
    // Runs every day but Friday, both ways: "the train will run for six days … Except on Friday"
    // (Hindustan Times, 31 December 2023, quoting the Ambala DRM); "शुक्रवार को छोड़कर" (GNT TV, 6
    // January 2024).
    runs: [EXCEPT_FRIDAY, EXCEPT_FRIDAY],
  },
  // 12018 Dehradun 16:55 → New Delhi 22:50, 5 h 55 min; CC ₹905, EC ₹1,405 with catering
  // (uttarakhandbulletin.com, May 2023, for times and fares; binsartimes.in, June 2023: the same
  // 16:55 → 22:50).
  {
    name: 'Shatabdi Express',
    number: '12018',
    stations: ['DDN', 'NDLS'],
    minutes: 355,
    fares: { kind: 'chair', CC: 905, EC: 1405 },
    departs: ['16:55', undefined],
  },
  // Rani Kamlapati (Bhopal) → Hazrat Nizamuddin "in 7.30 hours" (mpsamachar.com, April 2023;
  // theglobalpost.in, April 2023: the new timetable, 7 h 30 min); CC ₹1,735 with ₹379 catering,
  // EC ₹3,185 with ₹434 catering (mpsamachar.com, April 2023). Bhopal's end is Rani Kamlapati,
  // Delhi's Hazrat Nizamuddin.
  {
    name: 'Vande Bharat Express',
    stations: ['BPL', 'NDLS'],
    minutes: 450,
    fares: { kind: 'chair', CC: 1735, EC: 3185 },
    terminals: [
      { name: 'Rani Kamlapati', code: 'RKMP' },
      { name: 'Hazrat Nizamuddin', code: 'NZM' },
    ],
    // Runs every day but Saturday, both ways: "दोनों ही दिशाओं से शनिवार छोड़ सप्ताह में 6 दिन"
    // (railduniya.in, 31 March 2023); "शनिवार को छोड़कर हफ्ते में 6 दिन" (mpsamachar.in, April
    // 2023).
    runs: [EXCEPT_SATURDAY, EXCEPT_SATURDAY],
  },
  // 20901 Mumbai Central 06:10 → Ahmedabad in 5 h 35 min at its launch; CC ₹1,385, EC ₹2,505
  // (Janmabhoomi, 1 October 2022; Western Railway via India Today, 30 September 2022: Mumbai
  // Central 06:10). A pre-launch report (News24, September 2022) gave CC ₹1,144 and EC ₹2,349
  // "as the fare structure is being finalised"; the launch-day fares are kept. Mumbai's end is
  // Mumbai Central.
  {
    name: 'Vande Bharat Express',
    number: '20901',
    stations: ['CSMT', 'ADI'],
    minutes: 335,
    fares: { kind: 'chair', CC: 1385, EC: 2505 },
    terminals: [{ name: 'Mumbai Central', code: 'MMCT' }, undefined],
    departs: ['06:10', undefined],
    // Runs every day but Wednesday, both ways: "all days of the week except Wednesday" (ETV Bharat,
    // 21 January 2023, the Minister of State for Railways); "बुधवार छोड़कर", 20901/20902
    // (cgimpact.org, 24 August 2025).
    runs: [EXCEPT_WEDNESDAY, EXCEPT_WEDNESDAY],
  },
  // 20701 Secunderabad 06:00 → Tirupati 14:30, 8 h 30 min (The Hindu, 9 April 2023); CC ₹1,680,
  // EC ₹3,080 (News18, 8 April 2023; The Hindu, 11 May 2023; thesouthfirst.com, 8 April 2023).
  // Hyderabad's end is Secunderabad.
  {
    name: 'Vande Bharat Express',
    number: '20701',
    stations: ['HYB', 'TPTY'],
    minutes: 510,
    fares: { kind: 'chair', CC: 1680, EC: 3080 },
    terminals: [{ name: 'Secunderabad', code: 'SC' }, undefined],
    departs: ['06:00', undefined],
    // Runs every day but Tuesday, both ways: "no service on Tuesdays" (The Hans India, March 2023);
    // "runs on all days except Tuesday" (rightsofemployees.com, May 2023).
    runs: [EXCEPT_TUESDAY, EXCEPT_TUESDAY],
  },
  // Visakhapatnam 05:45 → Secunderabad 14:25, 8 h 40 min (back 14:45 → 23:25; Samayam Telugu,
  // January 2023; Andhra Jyothy, 13 January 2023: 8.40 hours); Visakhapatnam → Secunderabad
  // CC ₹1,720, EC ₹3,170 at its launch (ABP Desam, telugu.abplive.com, 15 January 2023, which
  // gives the other direction slightly different fares; Financial Express, April 2023: ₹1,665 and
  // ₹3,120 "between two stations"). Hyderabad's end is Secunderabad.
  {
    name: 'Vande Bharat Express',
    stations: ['VSKP', 'HYB'],
    minutes: 520,
    fares: { kind: 'chair', CC: 1720, EC: 3170 },
    terminals: [undefined, { name: 'Secunderabad', code: 'SC' }],
    departs: ['05:45', '14:45'],
    // Runs every day but Sunday, both ways: "every day, except on Sundays" (IANS on canindia.com,
    // 15 January 2023, at its flag-off).
    runs: [EXCEPT_SUNDAY, EXCEPT_SUNDAY],
  },
  // 22347 Howrah 15:50 → Patna Junction 22:40, 6 h 50 min (PTI via newsdrum.in, 24 September
  // 2023; thebharatnews.net, September 2023); CC ₹1,450, EC ₹2,675 Howrah–Patna (Millennium
  // Post, 25 September 2023; News18 Bangla's fare chart, September 2023, the same; PTI gives
  // ₹1,160 and ₹2,325 "without food").
  {
    name: 'Vande Bharat Express',
    number: '22347',
    stations: ['HWH', 'PNBE'],
    minutes: 410,
    fares: { kind: 'chair', CC: 1450, EC: 2675 },
    departs: ['15:50', undefined],
    // Runs every day but Wednesday, both ways: "6-days a week, except Wednesday" (The Statesman,
    // September 2023, from the Eastern Railway); "six days a week, except Wednesdays" (Zee
    // News/PTI, 24 September 2023).
    runs: [EXCEPT_WEDNESDAY, EXCEPT_WEDNESDAY],
  },
  // 22301 Howrah 05:55 → Bolpur Shantiniketan 07:43, 1 h 48 min (DNA India, 30 December 2022:
  // the timetable with its stops; Aaj Tak Bangla, 3 December 2023: Howrah still 05:55); CC ₹735,
  // EC ₹1,245 from Bolpur to Howrah "according to the IRCTC website" (bongnews24x7.com,
  // 30 December 2022; the Howrah → Bolpur fare was not read).
  {
    name: 'Vande Bharat Express',
    number: '22301',
    stations: ['HWH', 'BHP'],
    minutes: 108,
    fares: { kind: 'chair', CC: 735, EC: 1245 },
    departs: ['05:55', undefined],
    // Runs every day but Wednesday, both ways: the Howrah–New Jalpaiguri train, Bolpur one of its
    // halts: "every day except Wednesday" (Eastern Railway press release, 14 November 2023).
    runs: [EXCEPT_WEDNESDAY, EXCEPT_WEDNESDAY],
  },
  // Madurai 05:15 → Bengaluru Cantonment 13:00, 7 h 45 min (The New Indian Express, 30 August
  // 2024, from official documents; NTV Telugu gives 13:15); Madurai → Bengaluru Cantonment
  // CC ₹1,575, EC ₹2,865 (Dinamalar, August 2024, the fare list issued for the train). Bengaluru's
  // end is Bengaluru Cantonment.
  {
    name: 'Vande Bharat Express',
    stations: ['MDU', 'SBC'],
    minutes: 465,
    fares: { kind: 'chair', CC: 1575, EC: 2865 },
    terminals: [undefined, { name: 'Bengaluru Cantonment', code: 'BNC' }],
    departs: ['05:15', undefined],
    // Runs every day but Tuesday, both ways: "six days a week except Tuesdays" (The Hindu, 30
    // August 2024); "six days a week, except on Tuesday" (Business Standard/PTI, 30 August 2024).
    runs: [EXCEPT_TUESDAY, EXCEPT_TUESDAY],
  },
  // KSR Bengaluru 05:10 → Ernakulam 13:50, 8 h 40 min (back 14:20 → 23:00); CC ₹1,095, EC ₹2,289
  // (PTI in the Hindustan Times, 8 November 2025, at its launch; regular runs from 9 November
  // 2025).
  {
    name: 'Vande Bharat Express',
    stations: ['SBC', 'ERS'],
    minutes: 520,
    fares: { kind: 'chair', CC: 1095, EC: 2289 },
    departs: ['05:10', '14:20'],
    // Runs every day but Wednesday, both ways: "six days a week, excluding Wednesdays" (India TV, 8
    // November 2025); "services suspended on Wednesdays for maintenance" (DNA India, November
    // 2025).
    runs: [EXCEPT_WEDNESDAY, EXCEPT_WEDNESDAY],
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

const byPair = new Map<string, NamedRide[]>();
for (const train of NAMED_TRAINS) {
  const [a, b] = train.stations;
  const [atA, atB] = train.terminals ?? [undefined, undefined];
  const [fromA, fromB] = train.departs ?? [undefined, undefined];
  const [runsA, runsB] = train.runs ?? [undefined, undefined];
  const ride = (
    board?: Terminal,
    alight?: Terminal,
    departs?: string,
    runs?: readonly Weekday[],
  ): NamedRide => ({
    train,
    ...(board ? { board } : {}),
    ...(alight ? { alight } : {}),
    ...(departs ? { departs } : {}),
    ...(runs ? { runs } : {}),
  });
  const rides: Array<[string, NamedRide]> = [
    [`${a}>${b}`, ride(atA, atB, fromA, runsA)],
    [`${b}>${a}`, ride(atB, atA, fromB, runsB)],
  ];
  for (const [key, ride] of rides) {
    const list = byPair.get(key) ?? [];
    list.push(ride);
    byPair.set(key, list);
  }
}

const NONE: readonly NamedRide[] = [];

/**
 * The named trains between two railheads, either way round (an O(1) look-up), each with the
 * terminals it boards and leaves at in that direction where they are not the railheads.
 */
export function namedTrainsBetween(from: string, to: string): readonly NamedRide[] {
  return byPair.get(`${from}>${to}`) ?? NONE;
}

/**
 * Whether a named train runs this way on a journey's date (YYYY-MM-DD): any day where the date is
 * not known or the train runs daily (decision 176).
 */
export function rideRunsOn(ride: NamedRide, date: string | undefined): boolean {
  if (!ride.runs || !date) return true;
  return ride.runs.includes(WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!);
}

/**
 * The part of a journey's cache key its date's weekday makes: empty unless a named train between
 * the two railheads keeps to some days, so only those journeys are kept apart by weekday.
 */
export function namedRunsKey(from: string, to: string, date: string | undefined): string {
  if (!date || !namedTrainsBetween(from, to).some((ride) => ride.runs)) return '';
  return String(new Date(`${date}T00:00:00Z`).getUTCDay());
}

/**
 * Whether a named train's ride leaves at an hour a journey setting out then can take: a chair-car
 * day train whose hour that way is known, only then (the Vande Bharat that leaves Delhi Cantt at
 * 18:40 is no morning start to Jaipur); a night train, or one whose hour is not known, at any.
 */
export function rideFitsHour(ride: NamedRide, leaves?: 'morning' | 'afternoon'): boolean {
  if (!leaves || !ride.departs || ride.train.fares.kind !== 'chair') return true;
  return leavesThen(ride.departs, leaves);
}

/**
 * The class a card rides on a named train: chair-car trains seat Economy and budget cards in
 * CC and the dearer classes in EC; Rajdhanis give each class its usual berth, and a budget
 * card the berth one class below, but never below 3A (decision 73).
 */
export function namedClassFor(
  train: NamedTrain,
  travelClass: TravelClass,
  thrifty: boolean,
): NamedClass {
  if (train.fares.kind === 'chair') {
    return thrifty || travelClass === 'Economy' ? 'CC' : 'EC';
  }
  if (!thrifty) return COST_MODEL.train.classFor[travelClass];
  // A Rajdhani carries no Sleeper: a budget card's berth is never below 3A.
  const below = trainClassFor(travelClass, true);
  return below === 'SL' ? '3A' : below;
}

export function namedFare(train: NamedTrain, trainClass: NamedClass): number {
  const fares = train.fares;
  if (fares.kind === 'chair') return trainClass === 'EC' ? fares.EC : fares.CC;
  return trainClass === '1A' ? fares['1A'] : trainClass === '2A' ? fares['2A'] : fares['3A'];
}
