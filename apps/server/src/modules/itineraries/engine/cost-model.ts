import type { HotelTier, TravelClass } from '@trip/shared/itineraries/constants';

/**
 * Every number the planner prices a trip with, in whole rupees. COST_MODEL.md beside this
 * file explains where each comes from; change them together.
 */
export const COST_MODEL = {
  flight: {
    /** Domestic Economy, one way, per person: base + per great-circle km. */
    domestic: { base: 2500, perKm: 4 },
    /** International Economy, one way, per person, by great-circle distance band. */
    internationalBands: [
      { upToKm: 3000, base: 5000, perKm: 3.8 },
      { upToKm: 6000, base: 7000, perKm: 3.2 },
      { upToKm: Number.POSITIVE_INFINITY, base: 4600, perKm: 3.6 },
    ],
    classMultiplier: {
      Economy: 1,
      'Premium Economy': 1.6,
      Business: 3,
      'First Class': 4.5,
    } satisfies Record<TravelClass, number>,
    /** Thin routes into small airports (those the knowledge base pairs with a bigger one). */
    regionalAirportPremium: 1.3,
    /**
     * Gate to gate: a fixed part (taxi, climb, descent) plus the distance at an average speed,
     * fitted to airlines' scheduled times from 280 km to 14,000 km (COST_MODEL.md, decision 139).
     */
    cruiseKmh: 830,
    /** Taxi, climb and descent. */
    airborneOverheadHours: 0.75,
    /** Check-in, security and baggage, at both ends together. */
    airportHours: { domestic: 2, international: 3.5 },
    /**
     * A change of planes where no flight is direct (decision 61): a planning allowance for the
     * time between flights, above the airports' published minimum connecting times.
     */
    connectionHours: 2,
  },
  train: {
    /** Per person, one way: reservation and superfast charges in base, then per rail km. */
    fares: {
      SL: { base: 40, perKm: 0.5, label: 'Sleeper (SL)' },
      CC: { base: 60, perKm: 1.25, label: 'AC Chair Car (CC)' },
      '3A': { base: 200, perKm: 1.9, label: 'AC 3-tier (3A)' },
      '2A': { base: 300, perKm: 2.7, label: 'AC 2-tier (2A)' },
      '1A': { base: 500, perKm: 4.4, label: 'AC First Class (1A)' },
    },
    classFor: {
      Economy: '3A',
      'Premium Economy': '2A',
      Business: '1A',
      'First Class': '1A',
    } as const satisfies Record<TravelClass, '3A' | '2A' | '1A'>,
    /**
     * A budget card's class: the one below the rail equivalent of the class the traveller
     * chose, so Sleeper for Economy but an AC berth for a dearer class (decision 73).
     */
    classBelow: { '3A': 'SL', '2A': '3A', '1A': '2A' } as const,
    averageKmh: 50,
    stationHours: 0.5,
  },
  road: {
    /** One-way cab hire per vehicle per km, with a minimum fare for short transfers. */
    sedan: { perKm: 14, seats: 4, label: 'AC sedan cab' },
    suv: { perKm: 20, seats: 6, label: 'AC SUV (Innova Crysta class)' },
    minimumFare: 800,
    /** Abroad the car is the country's taxi, at its rate (TAXI_ABROAD), not an Indian cab hire. */
    taxiLabels: { sedan: 'taxi', suv: 'taxi (large car)' },
    /**
     * A one-way drop to, from or in the hills, per sedan: a base and a rate per km, the car
     * going back empty on slow roads (decision 73). Fitted to twelve published drop fares of
     * 2018 onwards (Bagdogra–Darjeeling ₹2,500–3,500, Shimla–Chandigarh ₹3,000, Coimbatore–Ooty
     * ₹2,500, Madurai–Kodaikanal ₹4,500 and others: COST_MODEL.md, "Road"); an SUV costs the
     * sedan's fare times its dearer km, 20/14, as on the same routes (₹3,000 and ₹4,000–4,500 to
     * Darjeeling; ₹3,000 and ₹5,000 from Shimla).
     */
    hillDrop: {
      base: 500,
      perKm: 30,
      /**
       * The drop rate holds for the climb, the longest hill drop it was fitted to (Darjeeling–
       * Gangtok, 125 km; Madurai–Kodaikanal, 120 km): a longer drive runs its other km on the
       * plains, at a plains one-way drop's ₹17–23 a km (Chennai → Pondicherry, Chandigarh →
       * Delhi; COST_MODEL.md, "Road"). Dharamshala → Delhi, 480 km, then costs ₹11,600 against
       * the ₹13,000 a page prints, not ₹14,900; Delhi → Manali ₹12,800 against ₹9,000–10,500
       * before tolls, state tax and the driver's allowance (decision 90).
       */
      climbKm: 150,
      onwardPerKm: 20,
    },
    plainsKmh: 55,
    hillsKmh: 32,
  },
  /**
   * A city's metered or app cab, for the short ride between a town in the plains and its own
   * airport or station, per vehicle: a minimum fare for the first km, then per km. Karnataka's
   * fares for city taxis and app aggregators (Transport Department, February 2024: a car of up
   * to ₹10 lakh ₹100 for 4 km and ₹24 a km after; above ₹15 lakh ₹130 and ₹32; ndtvprofit.com,
   * 4 Feb 2024; the 2021 order it kept: The Hindu and The New Indian Express, 2 Feb 2021) stand
   * for every city; Delhi's notified AC-taxi fare is lower (₹40 for 1.5 km, ₹20 a km after:
   * cnbctv18.com and theindianawaaz.com, 11 Jan 2023). The outstation tariff's ₹800 minimum
   * made a 6 km ride to Howrah station cost a solo traveller ₹800.
   */
  cityCab: {
    maxKm: 30,
    /**
     * Town traffic: the first `throughKm` of a ride between a town in the plains and its airport
     * or station go at the city's average time for 10 km in its centre, the rest at the plains
     * speed. TomTom Traffic Index 2024 (city centre, minutes per 10 km; Business Standard and
     * NDTV, 12 and 16 Jan 2025; Swarajya, 12 Jan 2025): Kolkata 34 min 33 s, Bengaluru 34 min
     * 10 s, Pune 33 min 22 s, Hyderabad 32, Chennai 30, Mumbai and Ahmedabad 29, Ernakulam
     * (Kochi) and Jaipur 28 min 30 s, New Delhi 23. Every other town takes New Delhi's, the
     * quickest of them. At the plains speed alone Kolkata's 17 km to its airport took 15 minutes.
     */
    traffic: {
      throughKm: 10,
      minutesPer10Km: {
        kolkata: 34.55,
        bengaluru: 34.17,
        pune: 33.37,
        hyderabad: 32,
        chennai: 30,
        mumbai: 29,
        ahmedabad: 29,
        kochi: 28.5,
        jaipur: 28.5,
        delhi: 23,
      } as Record<string, number>,
      elsewhere: 23,
    },
    sedan: { minimumFare: 100, minimumKm: 4, perKm: 24, label: 'city taxi' },
    suv: { minimumFare: 130, minimumKm: 4, perKm: 32, label: 'city taxi (SUV)' },
  },
  /** State and private AC buses (Volvo seater or sleeper), per seat, one way. */
  bus: {
    perKm: 1.8,
    minimumFare: 150,
    /** Longest route a bus is offered on: beyond it a train or flight is sensible. */
    maxKm: 900,
    plainsKmh: 45,
    hillsKmh: 28,
    /** On a road whose driving time is known: that time, a tenth more for stops, and the stands. */
    overCar: 1.1,
    standsHours: 0.5,
    label: 'AC bus (state or private, seater/sleeper)',
    /**
     * Up in the hills most routes run state buses and private minibuses, AC only on the main
     * runs (HRTC's Volvo to Manali): no sleeper climbs from Pelling to Gangtok.
     */
    hillsLabel: 'state or private bus, AC where the route has one',
  },
  /**
   * Budget cards' local travel by shared autos, city buses and state buses to day trips: a
   * model assumption (a quarter of a day's cab hire per person), not a published fare.
   */
  localPublic: { dayShare: 0.25, busPerKm: 1.8 },
  /**
   * Island transfers that no cab can make, by destination id, per person one way. Maldives:
   * resort speedboat from Velana airport, lower-end resorts about USD 145 per person return
   * (Dageport, "Transfers in the Maldives", 2024) → USD 72.5 one way at ₹84.
   */
  /**
   * Island stays reached otherwise than by the destination's usual boat, per person one way
   * (the stay's `transfer`). Seaplane from Velana to the far atolls: about USD 600 return per
   * person, the average to 100-plus resorts (maldivestimes.com, "Seaplane-resort cooperation";
   * travelandwellbeing.in, "What to expect from a seaplane transfer", USD 600 to Lhaviyani; a
   * USD 250–900 band) → USD 300 one way at ₹84; 25–45 minutes in the air (Baa under 30, South
   * Ari 25–30, Noonu about 45: mightytravels.com, 2024; harpersbazaararabia.com;
   * mymumdom.com), by daylight only (transmaldivian.com, FAQ), with the lounge wait: 1.5 h.
   * Shared tourist speedboat from the airport to Maafushi: USD 25 a seat, about 30 minutes
   * (stampsonthepassport.com, March 2018; yogawithaida.com, 2018) → ₹2,100, 1 h with the wait.
   * Lakshadweep, Agatti airport to Kadmat: the administration's air-conditioned speed vessel for
   * tourists, ₹4,000 per person one way, the public ferry ₹2,000 (lakshadweepforum.com, "New
   * Speed Vessels to Ferry Tourists", 7 September 2013: a 2013 fare, one source, not re-checked);
   * by speedboat half an hour to the Bangaram stop and about 2 h on to Kadmat
   * (cloud9miles.com, "Mystique Lakshadweep – Kadmat Island") → 2.5 h. Priced for Kadmat only:
   * no fare was found for Agatti to Kavaratti, Minicoy or Bangaram, by boat or by the Pawan Hans
   * helicopter, so those stays keep the cab.
   * Seychelles, Mahé to a stay on Praslin or La Digue: the Cat Cocos ferry from Victoria's
   * Inter-Island Quay, about US$65 one way to Praslin and about US$80 to La Digue by way of
   * Praslin (fodors.com, "Boat and Ferry Travel", Seychelles) → ₹5,460 and ₹6,720 at ₹84; 1 h
   * 15 min to Praslin, and 15 minutes there for the connecting boat on to La Digue, about 20
   * minutes more (seychelles-ferry.com, FAQ; fodors.com), with boarding, which starts half an
   * hour before: 1.75 h and 2.25 h; the ride from the airport to the quay is a leg of its own,
   * at the airport ride's fare (decision 248). The last boats of the
   * day: the last Cat Cocos back from Praslin at 5:30 pm (seychellen-inselglueck.de, October
   * 2016), the Praslin–La Digue boats "from about 7 to 5" (fodors.com), so none is taken after
   * 5 pm (decision 224).
   */
  islandTransfers: {
    // The last seaplane leaves by about 4 pm, to land by daylight.
    seaplane: {
      farePerPerson: 25200,
      hours: 1.5,
      label: 'seaplane (daylight only)',
      lastSailingHour: 16,
    },
    'shared-speedboat': { farePerPerson: 2100, hours: 1, label: 'shared speedboat' },
    'inter-island-speed-vessel': {
      farePerPerson: 4000,
      hours: 2.5,
      label: 'inter-island speed vessel (2013 fare)',
    },
    'cat-cocos-praslin': {
      farePerPerson: 5460,
      hours: 1.75,
      label: 'Cat Cocos ferry (Mahé–Praslin)',
      lastSailingHour: 17,
      quay: 'Victoria',
    },
    'cat-cocos-la-digue': {
      farePerPerson: 6720,
      hours: 2.25,
      label: 'Cat Cocos ferry (Mahé–Praslin–La Digue)',
      lastSailingHour: 17,
      quay: 'Victoria',
    },
  } as Record<
    | 'seaplane'
    | 'shared-speedboat'
    | 'inter-island-speed-vessel'
    | 'cat-cocos-praslin'
    | 'cat-cocos-la-digue',
    {
      farePerPerson: number;
      hours: number;
      label: string;
      lastSailingHour?: number;
      /** The town the boat sails from, where it is not the airport's (decision 224). */
      quay?: string;
    }
  >,
  boatTransfers: {
    maldives: { farePerPerson: 6090, hours: 1, label: 'resort speedboat' },
    // From Port Blair airport: a short cab to Haddo Wharf, then the private catamaran. The
    // last sailings of the day read leave Port Blair about 2 pm (the government ferry and Green
    // Ocean, sea-hills-resort-havelock.blogspot.com, October 2024; 2 pm in 2009 too,
    // andamanadventures.blogspot.com): docs/research/rail-fares-abroad-and-ferry-times.md, §5.
    havelock: {
      farePerPerson: 1400,
      hours: 2,
      label: 'ferry (Port Blair–Havelock–Neil)',
      lastSailingHour: 14,
    },
    // Neil's sailings were not found (one a day per private company, eagleflyfree.com).
    'neil-island': { farePerPerson: 1400, hours: 2, label: 'ferry (Port Blair–Havelock–Neil)' },
  } as Record<
    string,
    { farePerPerson: number; hours: number; label: string; lastSailingHour?: number }
  >,
  /**
   * River islands reached from a ghat by the Inland Water Transport ferry, per person one way:
   * the road ends at the ghat and the ferry is the last leg in, or the first out. Majuli from
   * Nimatighat (Jorhat): ₹20 a traveller (The Times of India, "Night ferry service resumes
   * between Jorhat & Majuli after 6-month halt", about December 2024), roughly 1–1.5 h across
   * (the knowledge base's Majuli note); the last sailing from Jorhat read is the 5 pm night ferry
   * (the same report): docs/research/rail-fares-abroad-and-ferry-times.md, §6 (decision 107).
   */
  riverCrossings: {
    majuli: {
      ghat: 'Nimatighat (Jorhat)',
      farePerPerson: 20,
      hours: 1.25,
      label: 'IWT ferry across the Brahmaputra',
      lastSailingHour: 17,
    },
  } as Record<
    string,
    { ghat: string; farePerPerson: number; hours: number; label: string; lastSailingHour: number }
  >,
  /**
   * Places joined by sea, not road, per person one way. Andaman: private catamarans (Makruzz,
   * Green Ocean, ITT Majestic) from about EUR 15 a seat (eagleflyfree.com, "Andaman Islands
   * getting around by boat") → ₹1,400 at ₹91; Port Blair–Havelock about 1.5 h by catamaran,
   * 2.5 h by government ferry (ghumakkadhb.blogspot.com, 2016; wheremanagoes.blogspot.com,
   * 2013: "about 2 hours" to Neil or Havelock). Havelock–Neil is the shorter crossing.
   */
  seaRoutes: [
    { between: ['port-blair', 'havelock'], farePerPerson: 1400, hours: 1.5 },
    { between: ['port-blair', 'neil-island'], farePerPerson: 1400, hours: 1.5 },
    { between: ['havelock', 'neil-island'], farePerPerson: 1400, hours: 1 },
    // Sanur ⇄ Nusa Penida by fast boat, IDR 150,000 one way for foreign visitors (COST_MODEL.md).
    { between: ['bali', 'nusa-penida'], farePerPerson: 810, hours: 0.75 },
  ] as ReadonlyArray<{ between: readonly [string, string]; farePerPerson: number; hours: number }>,
  stay: { guestsPerRoom: 2 },
  food: {
    /** Per person per day at a place whose eateries average ₹1,200 for two. */
    perDayByTier: { budget: 700, standard: 1200, premium: 2000, luxury: 3500 } satisfies Record<
      HotelTier,
      number
    >,
    referenceCostForTwo: 1200,
    priceLevelBounds: { min: 0.75, max: 3 },
    split: { breakfast: 0.2, lunch: 0.35, dinner: 0.45 },
  },
} as const;

/**
 * A taxi abroad, per car, by the knowledge base's `country`: the meter's rate a km and its
 * minimum fare (its flag fall where no minimum was read; none where no meter was), in rupees at
 * the knowledge base's exchange rates. Read from docs/research/taxi-fares-abroad.md, which names
 * each page (COST_MODEL.md, "Taxis abroad"); where no meter was found, a published fare over its
 * km. India's cabs are `road` above; a place's airport ride abroad is airport-rides.ts's where
 * sourced. A large car costs the sedan's km times 20/14, the model's own ratio: an assumption,
 * as few pages give a van's rate (decision 86).
 */
export const TAXI_ABROAD: Readonly<Record<string, { perKm: number; minimumFare: number }>> = {
  // TfL's 6-mile fare, £25–31 (tfl.gov.uk), +8.92% in 2024 (taxi-point.co.uk); £3.80 minimum.
  'United Kingdom': { perKm: 340, minimumFare: 407 },
  // Zurich canton tariff of 2024: CHF 3.40 a km, CHF 6 flag (waedi-taxi.ch).
  Switzerland: { perKm: 323, minimumFare: 570 },
  // Mahé maximum of May 2023: R40 a km, R50 the first (nation.sc).
  Seychelles: { perKm: 244, minimumFare: 305 },
  // National maximum of 2022: €2.47 a km, €3.36 start, plus time (taxiservicepapendrecht.nl).
  Netherlands: { perKm: 225, minimumFare: 306 },
  // Tokyo from November 2022: ¥100 per 255 m, ¥500 the first 1.096 km (nextmobility.jp).
  Japan: { perKm: 220, minimumFare: 280 },
  // Weak: VIE's fixed €40.39 over 19 km (oe3.orf.at, c. 2018); €3.40 Grundtarif (vienna.at, 2021).
  Austria: { perKm: 193, minimumFare: 309 },
  // Rome's top band, €1.60 a km (it.northleg.com, undated); €3 flag (ilcorrieredellacitta.com).
  Italy: { perKm: 146, minimumFare: 273 },
  // Auckland Co-op Taxis: NZ$2.60 a km in a sedan (cooptaxi.co.nz, undated); no flag read.
  'New Zealand': { perKm: 130, minimumFare: 0 },
  // National ceiling of 2025: €1.29 a km, €8 minimum (uplex.fr); dearer tariffs run outside Paris.
  France: { perKm: 117, minimumFare: 728 },
  // Barcelona's AMB urban tariff 2024: T-1 €1.27 a km, €2.60 flag (taxi.amb.cat).
  Spain: { perKm: 116, minimumFare: 237 },
  // Victoria's maximum from September 2025: A$2.037 a km, A$5.25 flag (esc.vic.gov.au).
  Australia: { perKm: 112, minimumFare: 289 },
  // Istanbul from February 2026: 43.56 TL a km, 65.40 TL flag (takvim.com.tr; COST_MODEL.md).
  Türkiye: { perKm: 109, minimumFare: 164 },
  // HK$1.9 per 200 m (2022; HK$1.3 past HK$93.5), webnewswire.com; HK$29 flag (2024, timeout.com).
  'Hong Kong': { perKm: 103, minimumFare: 313 },
  // Prague's maximum: 28 Kč a km, 40 Kč boarding (taxi.praha.eu; a 2020 rise unconfirmed).
  'Czech Republic': { perKm: 101, minimumFare: 144 },
  // Weak: no meter (taxiservicemauritius.com); MRU–Grand Baie Rs 1,800–2,200 over 45 km.
  Mauritius: { perKm: 80, minimumFare: 0 },
  // Weak: GYD's 25–40 manat over 25 km (minval.az, COST_MODEL.md); no meter tariff read.
  Azerbaijan: { perKm: 64, minimumFare: 0 },
  // Weak: Bali airport's IDR 150,000 zone fare over 13 km (tripsavvy.com, 2019); no meter read.
  Indonesia: { perKm: 62, minimumFare: 0 },
  // Booked taxis from October 2023: 250 baisa a km, RO 1.5 start (gulfhindi.com; COST_MODEL.md).
  Oman: { perKm: 55, minimumFare: 327 },
  // Xanh SM, April 2023: 15,500 ₫ a km to km 25, 20,000 ₫ the first (dantri.com.vn).
  Vietnam: { perKm: 51, minimumFare: 66 },
  // Weak: Siem Reap airport's US$25–35 over 50 km (lostincrazy.asia, COST_MODEL.md); no meter read.
  Cambodia: { perKm: 50, minimumFare: 0 },
  // Seoul from February 2023: ₩100 per 131 m, ₩4,800 the first 1.6 km (biz.sbs.co.kr).
  'South Korea': { perKm: 47, minimumFare: 293 },
  // Dubai RTA meter: AED 1.97 a km, AED 12 minimum (khaleejtimes.com, December 2023).
  'United Arab Emirates': { perKm: 45, minimumFare: 276 },
  // ComfortDelGro from March 2022: 24 ¢ per 400 m, S$3.90 flag (channelnewsasia.com).
  Singapore: { perKm: 38, minimumFare: 246 },
  // Karwa: QR 1.20 a km (2017) plus 40 dirhams in 2018, QR 10 + QR 1 minimum (gulf-times.com).
  Qatar: { perKm: 37, minimumFare: 253 },
  // Bagmati from April 2022: Rs 10 per 200 m (newbusinessage.com); Rs 60 flag (investopaper.com).
  Nepal: { perKm: 31, minimumFare: 37 },
  // Weak, before the 2022 crisis: "Rs 60 to 100 per kilometre" (lonelyplanet.com), the top of it.
  'Sri Lanka': { perKm: 28, minimumFare: 0 },
  // Weak: Uber Nairobi 2017, Sh42 a km, Sh300 minimum (alleastafrica.com); Bolt's 2023 rate unread.
  Kenya: { perKm: 27, minimumFare: 195 },
  // Bolt Tbilisi: at most 0.8 ₾ a km plus time, 4.4 ₾ minimum (bolt.eu, undated).
  Georgia: { perKm: 25, minimumFare: 136 },
  // Weak: Paro airport to Thimphu, ₹1,000–1,500 for 50 km (supertravelr.com, COST_MODEL.md).
  Bhutan: { perKm: 25, minimumFare: 0 },
  // Weak, 2015: Klang Valley budget taxi, 25 sen per 200 m, RM3 flag (johor-tourism, theSun).
  Malaysia: { perKm: 24, minimumFare: 57 },
  // Yandex Go Almaty from July 2025: at most 135 ₸ a km out of town, 420 ₸ start (pro.yandex.com).
  Kazakhstan: { perKm: 23, minimumFare: 71 },
  // Bangkok meter from January 2023: 8 THB a km from km 21 to 40 (6.5–10.5 in all), 35 THB flag.
  Thailand: { perKm: 19, minimumFare: 84 },
  // Weak: Samarkand airport's 20,000 sum over 8 km, the lower of two airport fares (COST_MODEL.md).
  Uzbekistan: { perKm: 17, minimumFare: 0 },
  // Cairo white taxi from March 2026: 4 EGP a km, 15 EGP flag (masrawy.com): below India's ₹14.
  Egypt: { perKm: 6.8, minimumFare: 26 },
  // Weak: no rate a km; the MVR 35 cap airport–Hulhumalé (edition.mv, 2018) for any ride.
  Maldives: { perKm: 0, minimumFare: 189 },
};

export type TrainClass = keyof typeof COST_MODEL.train.fares;

export type FlightQuote = {
  farePerPerson: number;
  /** The class actually bought: First Class on a domestic route is priced as Business. */
  cabin: TravelClass;
  note?: string;
  hours: number;
};

/** One flight of a journey: its great-circle length and what kind of route it is. */
export type FlightSegment = { km: number; international: boolean; regionalAirport: boolean };

function economyFare(km: number, international: boolean): number {
  const model = COST_MODEL.flight;
  if (!international) return model.domestic.base + model.domestic.perKm * km;
  const band = model.internationalBands.find((b) => km <= b.upToKm)!;
  return band.base + band.perKm * km;
}

/**
 * One-way fare per person for a flight of the given great-circle length, or for flights with a
 * change of planes (decision 61): each domestic flight is priced on its own; the flights abroad
 * that follow one another are one through fare on their summed length, as the international
 * bands were read from such fares. The airport time is counted once, and each change adds the
 * connection allowance.
 */
export function quoteFlight(options: {
  km: number;
  travelClass: TravelClass;
  international: boolean;
  regionalAirport: boolean;
  /** The flights, when more than one: `km`, `international` and `regionalAirport` then sum them up. */
  segments?: readonly FlightSegment[];
}): FlightQuote {
  const { travelClass, international } = options;
  const model = COST_MODEL.flight;
  const segments = options.segments ?? [options];
  // Flights abroad that follow one another are priced as one.
  const priced: FlightSegment[] = [];
  for (const segment of segments) {
    const last = priced[priced.length - 1];
    if (last?.international && segment.international) {
      priced[priced.length - 1] = {
        km: last.km + segment.km,
        international: true,
        regionalAirport: last.regionalAirport || segment.regionalAirport,
      };
    } else priced.push(segment);
  }
  const economy = priced.reduce(
    (total, segment) =>
      total +
      economyFare(segment.km, segment.international) *
        (segment.regionalAirport ? model.regionalAirportPremium : 1),
    0,
  );
  const domesticFirst = !international && travelClass === 'First Class';
  const cabin: TravelClass = domesticFirst ? 'Business' : travelClass;
  const hours =
    segments.reduce(
      (total, segment) => total + model.airborneOverheadHours + segment.km / model.cruiseKmh,
      0,
    ) +
    (segments.length - 1) * model.connectionHours +
    (international ? model.airportHours.international : model.airportHours.domestic);
  return {
    farePerPerson: Math.round(economy * model.classMultiplier[cabin]),
    cabin,
    hours: roundHours(hours),
    ...(domesticFirst
      ? {
          note: 'First Class is not sold on Indian domestic flights, so this leg is priced and booked as Business.',
        }
      : {}),
  };
}

export type TrainQuote = {
  farePerPerson: number;
  trainClass: TrainClass;
  label: string;
  hours: number;
};

export function quoteTrain(km: number, travelClass: TravelClass, thrifty = false): TrainQuote {
  const trainClass = trainClassFor(travelClass, thrifty);
  const fare = COST_MODEL.train.fares[trainClass];
  return {
    farePerPerson: Math.round(fare.base + fare.perKm * km),
    trainClass,
    label: fare.label,
    hours: roundHours(km / COST_MODEL.train.averageKmh + COST_MODEL.train.stationHours),
  };
}

/**
 * The train class of an ordinary train's journey: a budget card of an Economy traveller rides
 * Sleeper (SL), which nearly every Mail/Express train carries, by day as by night; an AC chair
 * car runs only on some trains (Shatabdis, Vande Bharats, some intercity trains), which
 * `rail-corridors.ts` names where a source gives them (decision 25). A budget card of a
 * traveller who chose a dearer class rides the AC berth one class below its rail equivalent
 * (decision 73). The other cards ride the class that plays the flight class's role.
 */
export function trainClassFor(travelClass: TravelClass, thrifty: boolean): TrainClass {
  const { classFor, classBelow } = COST_MODEL.train;
  return thrifty ? classBelow[classFor[travelClass]] : classFor[travelClass];
}

/** What a bus is called: an AC coach in the plains, whatever runs up in the hills. */
export function busLabel(hills: boolean): string {
  return hills ? COST_MODEL.bus.hillsLabel : COST_MODEL.bus.label;
}

/** One seat on a bus, one way. */
export function quoteBus(km: number, hills: boolean): RoadQuote {
  const bus = COST_MODEL.bus;
  return {
    farePerPerson: Math.max(bus.minimumFare, Math.round(bus.perKm * km)),
    label: busLabel(hills),
    hours: roundHours(km / (hills ? bus.hillsKmh : bus.plainsKmh) + 0.5),
  };
}

/** A bus's time on a road whose driving time is known: never quicker than a car. */
export function busHours(drivingHours: number): number {
  const bus = COST_MODEL.bus;
  return roundHours(drivingHours * bus.overCar + bus.standsHours);
}

/** Business and First Class travellers get an SUV on the road; others a sedan. */
export function vehicleFor(travelClass: TravelClass) {
  return travelClass === 'Business' || travelClass === 'First Class'
    ? COST_MODEL.road.suv
    : COST_MODEL.road.sedan;
}

export function vehiclesNeeded(travellers: number, seats: number): number {
  return Math.ceil(travellers / seats);
}

type Car = (typeof COST_MODEL.road)['sedan'] | (typeof COST_MODEL.road)['suv'];

/**
 * The cars a party takes on the road: an SUV each six for Business and First Class; for the
 * others the cheaper of sedans of four and SUVs of six by the km, so that a family of five or
 * six fills one Innova rather than two sedans, and seven take two sedans.
 */
export function carsFor(
  travelClass: TravelClass,
  travellers: number,
): { vehicle: Car; vehicles: number } {
  const { sedan, suv } = COST_MODEL.road;
  const suvs = { vehicle: suv, vehicles: vehiclesNeeded(travellers, suv.seats) };
  if (vehicleFor(travelClass) === suv) return suvs;
  const sedans = { vehicle: sedan, vehicles: vehiclesNeeded(travellers, sedan.seats) };
  return suvs.vehicles * suv.perKm < sedans.vehicles * sedan.perKm ? suvs : sedans;
}

export type RoadQuote = {
  farePerPerson: number;
  label: string;
  hours: number;
  /** Cars the party fills, where more than one (seven travellers in sedans of four). */
  vehicles?: number;
};

/** The cars a ride takes, in words: "AC sedan cab", or "2 cars (AC sedan cab)" for a big party. */
export function vehiclesText(label: string, vehicles: number | undefined): string {
  return vehicles && vehicles > 1 ? `${vehicles} cars (${label})` : label;
}

/** A sedan's one-way drop to, from or in the hills: the climb at the drop rate, the rest onward. */
export function hillDropFare(km: number): number {
  const { base, perKm, climbKm, onwardPerKm } = COST_MODEL.road.hillDrop;
  return base + perKm * Math.min(km, climbKm) + onwardPerKm * Math.max(0, km - climbKm);
}

/**
 * A car's taxi in a country abroad (TAXI_ABROAD), a large car at the model's 20/14 of the
 * sedan's km; none in India or where the country is not given.
 */
function taxiAbroad(car: Car, country: string | undefined) {
  const taxi = country === undefined ? undefined : TAXI_ABROAD[country];
  if (!taxi) return undefined;
  const { sedan, suv, taxiLabels } = COST_MODEL.road;
  return car === suv
    ? { ...taxi, perKm: (taxi.perKm * suv.perKm) / sedan.perKm, label: taxiLabels.suv }
    : { ...taxi, label: taxiLabels.sedan };
}

/**
 * A one-way cab ride shared by the group, priced per person: abroad the country's taxi by the
 * km, with no Indian hill-drop fare (decision 86).
 */
export function quoteRoad(options: {
  km: number;
  travelClass: TravelClass;
  travellers: number;
  hills: boolean;
  /** The country the road is in, abroad priced at its own taxi rate. */
  country?: string;
}): RoadQuote {
  const { vehicle, vehicles } = carsFor(options.travelClass, options.travellers);
  const { minimumFare, sedan } = COST_MODEL.road;
  const taxi = taxiAbroad(vehicle, options.country);
  const plains = Math.max(minimumFare, vehicle.perKm * options.km);
  const perVehicle = taxi
    ? Math.max(taxi.minimumFare, taxi.perKm * options.km)
    : options.hills
      ? Math.max(plains, (hillDropFare(options.km) * vehicle.perKm) / sedan.perKm)
      : plains;
  const kmh = options.hills ? COST_MODEL.road.hillsKmh : COST_MODEL.road.plainsKmh;
  return {
    farePerPerson: (perVehicle * vehicles) / options.travellers,
    label: taxi?.label ?? vehicle.label,
    hours: roundHours(Math.max(0.25, options.km / kmh)),
    vehicles,
  };
}

/**
 * Hours by road between a town in the plains and its own airport or station: the first km
 * through its traffic (COST_MODEL.cityCab.traffic), the rest at the plains speed.
 */
export function townRoadHours(km: number, placeId?: string): number {
  const { throughKm, minutesPer10Km, elsewhere } = COST_MODEL.cityCab.traffic;
  const perTenKm = (placeId && minutesPer10Km[placeId]) || elsewhere;
  const inTown = Math.min(km, throughKm);
  const hours = (inTown * perTenKm) / 10 / 60 + (km - inTown) / COST_MODEL.road.plainsKmh;
  return roundHours(Math.max(0.25, hours));
}

/**
 * The city cab between a town in the plains and its own airport or station (COST_MODEL.cityCab),
 * shared by the group, priced per person; timed through a town's traffic (the journey planner
 * gives the town's own time where it knows the town).
 */
export function quoteCityCab(options: {
  km: number;
  travelClass: TravelClass;
  travellers: number;
}): RoadQuote {
  const { vehicle, vehicles } = carsFor(options.travelClass, options.travellers);
  const rate = vehicle === COST_MODEL.road.suv ? COST_MODEL.cityCab.suv : COST_MODEL.cityCab.sedan;
  const perVehicle = rate.minimumFare + Math.max(0, options.km - rate.minimumKm) * rate.perKm;
  return {
    farePerPerson: (perVehicle * vehicles) / options.travellers,
    label: rate.label,
    hours: townRoadHours(options.km),
    vehicles,
  };
}

/**
 * The dearest taxi a km abroad (a sedan's) at which visitors hire one for a day trip (Bangkok to
 * Pattaya, Dubai to Abu Dhabi): above it (₹100 a km and more in Western Europe, Japan, Australia)
 * a day trip of 280 km by the meter would cost ₹95,200 a car to Stonehenge, which no plan should
 * offer; the train or coach that goes there is not yet priced, so the place's own day rate stands
 * (decision 86).
 */
const TAXI_DAY_TRIP_MAX_PER_KM = 70;

/** How a day's sightseeing goes: a hired cab (or boat), or shared autos and local buses. */
export type LocalRideBy = 'cab' | 'public';

/**
 * Local sightseeing for a day, from the place's typical day-hire rate, shared by the group. A
 * budget card goes by shared autos and local buses instead when that costs less per person,
 * and says so (`by`).
 */
export function localRide(options: {
  dayRate: number;
  travellers: number;
  /** An excursion's round trip is charged by the km when that costs more than a day's hire. */
  roundTripKm?: number;
  /** The place's country: abroad the round trip's km are its taxi's (decision 86). */
  country?: string;
  thrifty?: boolean;
}): { perPerson: number; by: LocalRideBy } {
  // The day rate is a sedan's; an SUV's is dearer as its km are, and five or six share one.
  const { sedan, suv } = COST_MODEL.road;
  // Where a taxi's km cost more than TAXI_DAY_TRIP_MAX_PER_KM (Europe, Japan, Australia), day
  // trips go by train or coach, not by the meter: the place's day rate stands for them.
  const perKm = (car: Car) => {
    const taxi = taxiAbroad(car, options.country);
    return taxi && taxi.perKm <= (TAXI_DAY_TRIP_MAX_PER_KM * car.perKm) / sedan.perKm
      ? taxi.perKm
      : car.perKm;
  };
  const hire = (car: Car) =>
    vehiclesNeeded(options.travellers, car.seats) *
    Math.max((options.dayRate * car.perKm) / sedan.perKm, (options.roundTripKm ?? 0) * perKm(car));
  const cab = Math.min(hire(sedan), hire(suv)) / options.travellers;
  if (!options.thrifty) return { perPerson: cab, by: 'cab' };
  const { dayShare, busPerKm } = COST_MODEL.localPublic;
  const local = Math.max(options.dayRate * dayShare, (options.roundTripKm ?? 0) * busPerKm);
  return local < cab ? { perPerson: local, by: 'public' } : { perPerson: cab, by: 'cab' };
}

export function roomsNeeded(travellers: number): number {
  return Math.ceil(travellers / COST_MODEL.stay.guestsPerRoom);
}

/**
 * A stay's cost per person: a solo traveller at a place with dorms pays one bed; otherwise
 * nightly room rate × rooms × nights, shared by the group.
 */
export function stayPerPerson(options: {
  nightly: number;
  nights: number;
  travellers: number;
  dormBed?: number;
}): number {
  if (options.dormBed !== undefined && options.travellers === 1) {
    return options.dormBed * options.nights;
  }
  return (options.nightly * roomsNeeded(options.travellers) * options.nights) / options.travellers;
}

/**
 * The eateries a tier eats at, by cost for two: the cheaper half for budget, the dearer half
 * for luxury, all of them between. Empty lists stay empty (the default price level applies).
 */
export function eateriesForTier(tier: HotelTier, costsForTwo: readonly number[]): number[] {
  const sorted = [...costsForTwo].sort((a, b) => a - b);
  const half = Math.ceil(sorted.length / 2);
  if (tier === 'budget') return sorted.slice(0, half);
  if (tier === 'luxury') return sorted.slice(sorted.length - half);
  return sorted;
}

/** How dear eating out is at a place, from its eateries' cost for two. */
export function foodPriceLevel(costsForTwo: readonly number[]): number {
  const { referenceCostForTwo, priceLevelBounds } = COST_MODEL.food;
  if (costsForTwo.length === 0) return 1;
  const average = costsForTwo.reduce((sum, cost) => sum + cost, 0) / costsForTwo.length;
  return Math.min(
    priceLevelBounds.max,
    Math.max(priceLevelBounds.min, average / referenceCostForTwo),
  );
}

export function foodPerPersonPerDay(tier: HotelTier, costsForTwo: readonly number[]): number {
  const level = foodPriceLevel(eateriesForTier(tier, costsForTwo));
  return Math.round(COST_MODEL.food.perDayByTier[tier] * level);
}

/**
 * A day's meals out, by meal: with breakfast in the room rate (above the budget tier), the day's
 * spend is lunch and dinner alone, in their usual proportion.
 */
export function mealSplit(perDay: number, breakfastIncluded = false) {
  const { split } = COST_MODEL.food;
  const breakfast = breakfastIncluded ? 0 : Math.round(perDay * split.breakfast);
  const lunch = Math.round(((perDay - breakfast) * split.lunch) / (split.lunch + split.dinner));
  return { breakfast, lunch, dinner: perDay - breakfast - lunch };
}

function roundHours(hours: number): number {
  return Math.round(hours * 4) / 4;
}
