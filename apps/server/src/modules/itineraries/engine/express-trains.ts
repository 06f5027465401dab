/**
 * Mail/Express and Superfast trains that carry Sleeper class (SL) between railheads of the
 * knowledge base, with their scheduled time and rail distance between the two stations. The
 * per-km model (cost-model.ts) takes every train at 50 km/h on the road's distance, which makes
 * an overnight superfast a journey of more than a day (Delhi–Patna, about 1,000 km in 12–13
 * hours, came out at 23 hours) and sends budget cards by air. A train leg whose two stations
 * match an entry here, either way round, is timed by the quickest such train and priced by the
 * class fares of cost-model.ts on the train's own distance (decision 38). Every figure comes from
 * the source named beside it (COST_MODEL.md, "Express trains"). Named premium trains with
 * published fares (Rajdhani, Shatabdi, Vande Bharat) are in rail-corridors.ts.
 */
export type ExpressTrain = {
  /** "Howrah–Puri Superfast Express". */
  name: string;
  /** The train number in the direction of `stations`. */
  number: string;
  /** Station codes (Indian Railways), as the knowledge base's `railway.code`. */
  stations: readonly [string, string];
  /** Scheduled time from the first station to the second, in minutes. */
  minutes: number;
  /** Rail distance between the two stations, km. */
  km: number;
  /**
   * The station the train really uses at either end, where it is another terminal of the same
   * city than the knowledge base's railhead (Patna's Sampoorna Kranti leaves from Rajendra Nagar
   * Terminal, not Patna Junction); `minutes` and `km` are then the terminal's.
   */
  terminals?: readonly [Terminal | undefined, Terminal | undefined];
};

/** A station of a city other than its railhead in the knowledge base: "Rajendra Nagar Terminal". */
export type Terminal = { name: string; code: string };

/** An express train the way a journey rides it: its stations in the journey's direction. */
export type ExpressRide = { train: ExpressTrain; board?: Terminal; alight?: Terminal };

export const EXPRESS_TRAINS: readonly ExpressTrain[] = [
  // 12393 Rajendra Nagar Terminal, Patna → New Delhi, 1,001 km in 12 h 10 min, daily, with
  // Sleeper class (Wikipedia, "Sampoorna Kranti Express": "operating between Rajendra Nagar
  // Terminal, Patna (Bihar) and (Delhi)", classes AC First, 2A, 3A, Sleeper; Zee News Hindi
  // gives 12394 New Delhi 17:30 → Patna Junction 06:35 the next morning).
  {
    name: 'Sampoorna Kranti Express',
    number: '12393',
    stations: ['PNBE', 'NDLS'],
    minutes: 730,
    km: 1001,
    terminals: [{ name: 'Rajendra Nagar Terminal', code: 'RJPB' }, undefined],
  },
  // 12837 Howrah 22:40 → Puri 07:10, 502 km in 8 h 30 min, daily, Sleeper class among its
  // coaches (Wikipedia, "Howrah–Puri Express", as copied by hyperlinked.wiki and friendlywiki.com:
  // 501–502 km, 8 h 30 min).
  {
    name: 'Howrah–Puri Superfast Express',
    number: '12837',
    stations: ['HWH', 'PURI'],
    minutes: 510,
    km: 502,
  },
  // 12346 Guwahati 12:15 → Howrah 05:30, 17 h 15 min (12345 Howrah 16:05 → Guwahati 09:50,
  // 17 h 45 min), 1,002 km, daily, Sleeper class among its coaches (Wikipedia, "Saraighat
  // Express"; its infobox gives 16 h 40 min, and PTI via newsdrum.in, 19 January 2026, calls it
  // the fastest train before the Vande Bharat sleeper at 16 h 23 min).
  {
    name: 'Saraighat Superfast Express',
    number: '12346',
    stations: ['GHY', 'HWH'],
    minutes: 1035,
    km: 1002,
  },
  // 12231 Lucknow Charbagh → Chandigarh, 666.8 km in 11 h 30 min (12232 back in 11 h 45 min),
  // daily, six Sleeper class coaches (Wikipedia, "Lucknow–Chandigarh Express"; the 2018 copy at
  // kiwix.casplantje.nl: 667 km).
  {
    name: 'Lucknow–Chandigarh Superfast Express',
    number: '12231',
    stations: ['LKO', 'CDG'],
    minutes: 690,
    km: 667,
  },
  // 12397 Gaya → New Delhi, 992 km in 14 h 15 min, daily, Sleeper class (Wikipedia, "Mahabodhi
  // Express", as copied by marybicycles.com; Hindustan via htsyndication.com, February 2025: it
  // leaves Gaya daily at 14:00). The other way 12398 New Delhi 14:10 → Gaya 06:20, 16 h 10 min
  // (buddhadarshan.com, "Trains from Delhi to Bodh Gaya").
  {
    name: 'Mahabodhi Express',
    number: '12397',
    stations: ['GAYA', 'NDLS'],
    minutes: 855,
    km: 992,
  },
  // 12391 Rajgir 08:00 → New Delhi 04:45, 1,103 km in 20 h 45 min (12392 back in 21 h 20 min),
  // daily, Sleeper class (Wikipedia, "Shramjeevi Superfast Express"; its infobox: 1,102 km).
  {
    name: 'Shramjeevi Superfast Express',
    number: '12391',
    stations: ['RGD', 'NDLS'],
    minutes: 1245,
    km: 1103,
  },
  // 12289 Mumbai CSMT → Nagpur, 835 km in 11 hours, daily (Wikipedia, "Mumbai CSMT–Nagpur
  // Duronto Express", as copied by profilpelajar.com: AC classes and Sleeper class); six
  // Sleeper coaches since 22 November 2023 (Lokmat Times, 18 August 2023). A Duronto, but one
  // that carries Sleeper class.
  {
    name: 'Mumbai CSMT–Nagpur Duronto Express',
    number: '12289',
    stations: ['CSMT', 'NGP'],
    minutes: 660,
    km: 835,
  },
  // 12417 Prayagraj Junction 22:10 → New Delhi 07:00 (12418 back on the same times), 635 km in
  // 8 h 50 min, daily, Sleeper class (Wikipedia, "Prayagraj Express").
  {
    name: 'Prayagraj Express',
    number: '12417',
    stations: ['PRYJ', 'NDLS'],
    minutes: 530,
    km: 635,
  },
  // 12701 Mumbai CSMT → Hyderabad Deccan, 790 km in 13 h 45 min, daily, Sleeper class (Wikipedia,
  // "Hussainsagar Express", as copied by iiab.me, October 2023, and dweb.link).
  {
    name: 'Hussainsagar Superfast Express',
    number: '12701',
    stations: ['CSMT', 'HYB'],
    minutes: 825,
    km: 790,
  },
  // 12759 Tambaram 17:30 → Hyderabad Deccan 08:10, 818 km in 14 h 40 min, daily, Sleeper class;
  // it left Chennai Central for Tambaram in 2020 (Wikipedia, "Charminar Express", as copied by
  // friendlywiki.com and wikiclassic.com).
  {
    name: 'Charminar Express',
    number: '12759',
    stations: ['TBM', 'HYB'],
    minutes: 880,
    km: 818,
  },
  // 12671 Chennai Central → Mettupalayam, 531 km in 9 h 10 min, daily, Sleeper class (Wikipedia,
  // "Nilgiri Express", as copied by cryer.org.uk; its stop list: Mettupalayam at 532 km).
  {
    name: 'Nilgiri Express',
    number: '12671',
    stations: ['MAS', 'MTP'],
    minutes: 550,
    km: 531,
  },
  // 12685 Chennai Central → Mangaluru Central, 889 km in 15 hours, daily, eight Sleeper class
  // coaches (Wikipedia, "Chennai Central–Mangaluru Central Superfast Express", as copied by
  // wikiclassic.com). The 12601 Mangalore Mail takes 16 hours over 901 km.
  {
    name: 'Chennai Central–Mangaluru Central Superfast Express',
    number: '12685',
    stations: ['MAS', 'MAQ'],
    minutes: 900,
    km: 889,
  },
  // 12623 Chennai Central → Thiruvananthapuram Central, 909 km in 16 h 00 min (12624 back in
  // 16 h 40 min), daily, Sleeper class (Wikipedia, "Thiruvananthapuram Mail", en.wikipedia.org;
  // a later copy at hessslslslsls.azureedge.net gives 926 km).
  {
    name: 'Chennai–Thiruvananthapuram Mail',
    number: '12623',
    stations: ['MAS', 'TVC'],
    minutes: 960,
    km: 909,
  },
  // 16526 KSR Bengaluru → Kanniyakumari, 944 km in 19 h 15 min (16525 back in close to 21 hours),
  // daily, sleeper coaches (Wikipedia, "Island Express (train)", en.wikipedia.org and the 2020
  // copy at a.osmarks.net).
  {
    name: 'Island Express',
    number: '16526',
    stations: ['SBC', 'CAPE'],
    minutes: 1155,
    km: 944,
  },
  // 12343 Sealdah 22:05 → New Jalpaiguri 08:00, 573 km in 9 h 55 min, daily (naturediary.in,
  // "Darjeeling Mail Service Extended To Haldibari", 2022 timetable: NJP at 573 km; the train
  // runs on to Haldibari); Sleeper class among its coaches (Wikipedia, "Darjeeling Mail").
  {
    name: 'Darjeeling Mail',
    number: '12343',
    stations: ['SDAH', 'NJP'],
    minutes: 595,
    km: 573,
  },
  // 12728 Hyderabad Deccan 17:30 → Visakhapatnam 05:55, 12 h 25 min (Deccan Chronicle, 11
  // November 2025); 710 km in 12 h 25 min, daily, Sleeper class (Wikipedia, "Godavari Express").
  {
    name: 'Godavari Express',
    number: '12728',
    stations: ['HYB', 'VSKP'],
    minutes: 745,
    km: 710,
  },
  // 22639 Chennai Central → Alappuzha, 746 km in 13 h 35 min, daily, Sleeper class (Wikipedia,
  // "Alappuzha–Chennai Express", January 2024 copy at alem.dynip.sapo.pt; en.wikipedia.org: the
  // same time; wikiclassic.com: 747 km, 13 h 40 min).
  {
    name: 'Chennai Central–Alappuzha Superfast Express',
    number: '22639',
    stations: ['MAS', 'ALLP'],
    minutes: 815,
    km: 746,
  },
  // 16629 Thiruvananthapuram Central → Mangaluru Central, 634 km in 14 h 40 min, daily (Telugu
  // Wikipedia, "Malabar Express"); it shares its rake, Sleeper class included, with the
  // Mangalore Mail (Wikipedia, "Mangalore Mail", as copied by wikipedia-on-ipfs.org).
  {
    name: 'Malabar Express',
    number: '16629',
    stations: ['TVC', 'MAQ'],
    minutes: 880,
    km: 634,
  },
  // 12673 Chennai Central → Coimbatore Junction, 496 km in 8 h 15 min, daily overnight, Sleeper
  // class (Wikipedia, "Cheran Superfast Express", as copied by friendlywiki.com).
  {
    name: 'Cheran Superfast Express',
    number: '12673',
    stations: ['MAS', 'CBE'],
    minutes: 495,
    km: 496,
  },
  // 12854 Bhopal → Durg, 893 km in 16 h 10 min, daily, six Sleeper coaches (Wikipedia,
  // "Amarkantak Express", en.wikipedia.org; the copy at en.m.wikipedia.org: 12854 Bhopal 16:00 →
  // Durg 08:05, 12853 Durg 18:25 → Bhopal 10:30).
  {
    name: 'Amarkantak Superfast Express',
    number: '12854',
    stations: ['BPL', 'DURG'],
    minutes: 970,
    km: 893,
  },
];

const byPair = new Map<string, ExpressRide>();
for (const train of EXPRESS_TRAINS) {
  const [a, b] = train.stations;
  const [atA, atB] = train.terminals ?? [undefined, undefined];
  const rides: Array<[string, ExpressRide]> = [
    [`${a}>${b}`, { train, ...(atA ? { board: atA } : {}), ...(atB ? { alight: atB } : {}) }],
    [`${b}>${a}`, { train, ...(atB ? { board: atB } : {}), ...(atA ? { alight: atA } : {}) }],
  ];
  for (const [key, ride] of rides) {
    const known = byPair.get(key);
    if (!known || train.minutes < known.train.minutes) byPair.set(key, ride);
  }
}

/** The quickest express train with Sleeper class between two railheads, either way round. */
export function expressTrainBetween(from: string, to: string): ExpressRide | undefined {
  return byPair.get(`${from}>${to}`);
}
