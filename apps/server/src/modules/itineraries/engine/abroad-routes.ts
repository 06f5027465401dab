import { chooseRide } from './airport-rides';

/**
 * Moves between two stops of a trip abroad, at local fares (decision 40): the train, bus or
 * ferry a traveller takes, per person, and the taxi or car with driver, per vehicle, between the
 * places abroad that a trip may join by land or sea (Bangkok–Pattaya, Colombo–Kandy), across a
 * border too where a through train or bus runs (Paris–London by Eurostar, Prague–Vienna by
 * Railjet; decision 82). Each figure is a page's published or reported fare, converted at the
 * knowledge base's rates (SOURCES.md); where a page gave a range, its middle. Sources:
 * COST_MODEL.md, "Moves between stops abroad". A pair not listed keeps the cost model's way.
 */
export type AbroadRoute = {
  between: readonly [string, string];
  public?: { label: string; mode: 'train' | 'bus' | 'boat'; farePerPerson: number; hours: number };
  /** Without `hours`, the road model's time stands. */
  taxi?: { label: string; farePerVehicle: number; hours?: number };
  /** The road's length where a page gives it and the straight-line model is far off. */
  km?: number;
};

export const ABROAD_ROUTES: readonly AbroadRoute[] = [
  // Afrosiyob economy 311,000 som from 1 February 2026 (weproject.media, 19 January 2026; Fergana
  // news, 2026) at 1 UZS = ₹0.0066; 2 h 15 min (spot.uz timetable of April 2024, via
  // china-uz-friendship.com). No taxi fare since 2019 was found.
  {
    between: ['samarkand', 'tashkent'],
    public: {
      label: 'Afrosiyob high-speed train, economy',
      mode: 'train',
      farePerPerson: 2050,
      hours: 2.25,
    },
  },
  // RTA intercity bus E101, AED 25 with a nol card, about 100 minutes (whatson.ae, September
  // 2021; harrycath.com, January 2020); RTA taxi at the fixed AED 264 a cab of its 2024
  // taxi-share scheme (emirates247.com, thenationalnews.com, 4 November 2024), at 1 AED = ₹23.
  {
    between: ['dubai', 'abu-dhabi'],
    public: { label: 'RTA intercity bus E101', mode: 'bus', farePerPerson: 575, hours: 1.75 },
    taxi: { label: 'RTA taxi (fixed fare)', farePerVehicle: 6070 },
  },
  // Bus from Ekkamai, 131 THB, about 2 h (romu-sabai.com, July 2024), at 1 THB = ₹2.4. No taxi
  // fare since 2018 was found.
  {
    between: ['bangkok', 'pattaya'],
    public: {
      label: "bus (Bangkok's Ekkamai terminal)",
      mode: 'bus',
      farePerPerson: 315,
      hours: 2,
    },
  },
  // A taxi between Phuket and Krabi, 3,500 THB a car (bangkoknavi.com's driver price list,
  // undated), at 1 THB = ₹2.4. The bus fares found are from 2012–16. The road goes round Phang
  // Nga Bay: 180 km overland, the minibus from Phuket's bus station reaching Krabi Town in 3 hours
  // with its stops (agenda-krabi.blogspot.com, February 2012), about 160 km by car
  // (metooo.co.uk, "Best ways to travel from Phuket to Krabi"): 170 km and 3 h, where the model's
  // straight line made it 79 km and 1.5 h.
  {
    between: ['phuket', 'krabi'],
    taxi: { label: 'taxi', farePerVehicle: 8400, hours: 3 },
    km: 170,
  },
  // Tourist bus, NPR 700–900, 6–7 hours (undated pages and pages of 2021 and before), the middle
  // at 1 NPR = ₹0.62. No one-way car fare was found.
  {
    between: ['kathmandu', 'pokhara'],
    public: { label: 'tourist bus', mode: 'bus', farePerPerson: 495, hours: 6.5 },
  },
  // Car with driver, LKR 13,420–16,560 and about 4 hours (February 2020, the figure COST_MODEL.md
  // already uses for the airport run), the middle at 1 LKR = ₹0.28. The only train priced is a
  // weekend special; no bus fare was found.
  {
    between: ['colombo', 'kandy'],
    taxi: { label: 'car with driver', farePerVehicle: 4200, hours: 4 },
  },
  // Across a border: the through train or bus every traveller takes, where a flight with its
  // airport time and two airport rides, or a cab across the Channel, was planned (decision 82).
  // Eurostar Standard from €44, London St Pancras – Paris Gare du Nord in as little as 2 h 16 min
  // (eurotrain.tr, "London to Paris by Train", undated; britishrail.com, 2 h 15 min), at 1 EUR =
  // ₹91.
  {
    between: ['paris', 'london'],
    public: { label: 'Eurostar, Standard class', mode: 'train', farePerPerson: 4000, hours: 2.25 },
  },
  // TGV Lyria's one direct train a day, calling at Bern, five and a half hours (tgv-lyria.com,
  // "Cities served by TGV Lyria trains: Interlaken"); Lyria's one-way fare of CHF 57, on sale until
  // a few days before travel (swissinfo.ch, 2019, Lyria's 2020 offer), at 1 CHF = ₹95.
  {
    between: ['paris', 'interlaken'],
    public: { label: 'TGV Lyria via Bern', mode: 'train', farePerPerson: 5415, hours: 5.5 },
  },
  // The Luzern–Interlaken Express, hourly, about 1 h 50 min (soytuguiadeviaje.com, 1 June 2026;
  // rail-away.com, 2021: 1 h 49); the full second-class fare CHF 33 (switzerlanding.com,
  // undated), at 1 CHF = ₹95. The seat reservation (CHF 12–16) is optional and not counted.
  {
    between: ['lucerne', 'interlaken'],
    public: { label: 'Luzern–Interlaken Express', mode: 'train', farePerPerson: 3135, hours: 1.83 },
  },
  // Railjet every two hours (ceskedrahy.cz, 24 June 2024) and RegioJet four times a day, about 4
  // hours (thepraguereview.com, September 2020; derstandard.at, 20 November 2017: about 4 h 10
  // min); RegioJet's €15–29 (derstandard.at), the middle at 1 EUR = ₹91 (ČD's first class was 700
  // Kč with a ČD card, thepraguereview.com).
  {
    between: ['prague', 'vienna'],
    public: { label: 'Railjet or RegioJet train', mode: 'train', farePerPerson: 2000, hours: 4 },
  },
  // Thalys, Eurostar since October 2023 (travels-of-a-life.com), Paris Nord – Amsterdam Centraal
  // in 3 h 20 min (intltravelnews.com, December 2015; richardtullochwriter.com, June 2012: 3 h 19
  // min, €59 one way booked 60 days ahead), at 1 EUR = ₹91.
  {
    between: ['paris', 'amsterdam'],
    public: {
      label: 'Eurostar (former Thalys) high-speed train',
      mode: 'train',
      farePerPerson: 5370,
      hours: 3.33,
    },
  },
  // Eurostar direct both ways since 26 October 2020, from £40 each way, 4 h 9 min from Amsterdam
  // (timeout.com and dailymail.co.uk, 24 August 2020) and about 3 h 52 min from London (Daily
  // Mirror via inkl.com), at 1 GBP = ₹107.
  {
    between: ['london', 'amsterdam'],
    public: { label: 'Eurostar', mode: 'train', farePerPerson: 4280, hours: 4 },
  },
  // Giant Ibis bus through the Poipet border, US$33, about 7 hours for some 400 km
  // (oneflightout.com, a trip of 3 August 2018), at 1 USD = ₹84.
  {
    between: ['bangkok', 'siem-reap'],
    public: { label: 'Giant Ibis bus', mode: 'bus', farePerPerson: 2770, hours: 7 },
  },
  // Tokaido Shinkansen Nozomi, reserved seat in the ordinary season: ¥14,170 Tokyo–Kyoto (fare
  // ¥8,360 and Nozomi reserved express ¥5,810; money-pentagon.com fare table, undated;
  // tetsudoulab.com, summer 2024), about 2 h 15 min; ¥14,720 Tokyo–Shin-Osaka (takumick.com fare
  // table after the October 2019 revision), 2 h 21–33 min (g-azumino.com); JR Special Rapid
  // Kyoto–Osaka ¥580, about 30 min (shizutabi.net, undated); at 1 JPY = ₹0.56. No taxi fare found.
  {
    between: ['tokyo', 'kyoto'],
    public: {
      label: 'Tokaido Shinkansen Nozomi, reserved seat',
      mode: 'train',
      farePerPerson: 7935,
      hours: 2.25,
    },
  },
  {
    between: ['tokyo', 'osaka'],
    public: {
      label: 'Tokaido Shinkansen Nozomi, reserved seat',
      mode: 'train',
      farePerPerson: 8243,
      hours: 2.5,
    },
  },
  {
    between: ['kyoto', 'osaka'],
    public: { label: 'JR Special Rapid train', mode: 'train', farePerPerson: 325, hours: 0.5 },
  },
  // Frecciarossa or Italo: Roma Termini–Firenze SMN about 1 h 30 min (feelflorence.it, undated;
  // travelmag.com, 16 October 2021), €16 booked ahead and €40 bought on the day
  // (thetraveler.org, undated), the middle; Firenze SMN–Venezia Santa Lucia about 2 h
  // (italyonfoot.com; travelmag.com), "a little under €20 to over €50" (elviajista.com,
  // undated), the middle €35; Roma–Venezia 3 h 40 min (pietroplace.com, undated), at the only
  // fare found, a full Frecciargento fare of €73 (a blog of 28 November 2010). At 1 EUR = ₹91.
  // No taxi fare was found.
  {
    between: ['rome', 'florence'],
    public: {
      label: 'Frecciarossa or Italo high-speed train',
      mode: 'train',
      farePerPerson: 2550,
      hours: 1.5,
    },
  },
  {
    between: ['florence', 'venice'],
    public: {
      label: 'Frecciarossa or Italo high-speed train',
      mode: 'train',
      farePerPerson: 3185,
      hours: 2,
    },
  },
  {
    between: ['rome', 'venice'],
    public: {
      label: 'Frecciarossa high-speed train',
      mode: 'train',
      farePerPerson: 6640,
      hours: 3.75,
    },
  },
  // Ouigo Paris–Nice from €19 (Nice-Matin, 14 November 2018), the only fare found, so the lowest;
  // Paris Gare de Lyon–Nice-Ville direct 5 h 42 min at its fastest, about 6 h 43 min on average
  // (soytuguiadeviaje.com, 2026), the middle. At 1 EUR = ₹91.
  {
    between: ['paris', 'nice'],
    public: { label: 'TGV Ouigo, direct', mode: 'train', farePerPerson: 1730, hours: 6.25 },
  },
  // Egypt's trains: first class Cairo Ramses to Luxor, EGP 600 and 10 hours on the Talgo
  // (egyptianstreets.com, 6 February 2023), the only first-class fare found; a move between two
  // stops goes by day, and the flight to Aswan is the model's. Luxor–Aswan first-class AC train
  // EGP 120 (instamanse.blogspot.com, 18 December 2020), 3 h 15 min (findpenguins.com, 1 January
  // 2024), or a car with driver, USD 80–120 (zententia.net, undated), about 3 h by the direct
  // road (codiwompler.com, 26 January 2020), 220 km (egypttourpackages.com). At 1 EGP = ₹1.7 and
  // 1 USD = ₹84. No taxi fare from Cairo was found.
  {
    between: ['cairo', 'luxor'],
    public: { label: 'train, first class', mode: 'train', farePerPerson: 1020, hours: 10 },
  },
  {
    between: ['luxor', 'aswan'],
    public: { label: 'train, first class', mode: 'train', farePerPerson: 204, hours: 3.25 },
    taxi: { label: 'car with driver', farePerVehicle: 8400, hours: 3 },
    km: 220,
  },
  // KTX standard seat Seoul–Busan ₩59,800 (korearailway.com fare table, undated;
  // first.ssolandmark.com, September 2025), 2 h 17 min to 3 h 24 min by its stops
  // (allinfo.leedolife.com; jisan.berrytour.com: about 2 h 30–50 min), at 1 KRW = ₹0.061. No taxi
  // fare was found.
  {
    between: ['seoul', 'busan'],
    public: {
      label: 'KTX high-speed train, standard seat',
      mode: 'train',
      farePerPerson: 3648,
      hours: 2.5,
    },
  },
  // Giant Ibis bus Phnom Penh–Siem Reap, USD 17 a person and a small booking fee, about 6–7 h for
  // some 320 km (vielfliegertreff.de, a trip of 3 May 2024; xyzasia.com, "310km six-hour
  // journey", undated), at 1 USD = ₹84. No taxi fare was found.
  {
    between: ['siem-reap', 'phnom-penh'],
    public: { label: 'Giant Ibis bus', mode: 'bus', farePerPerson: 1428, hours: 6.5 },
    km: 320,
  },
];

const byPair = new Map<string, AbroadRoute>();
for (const route of ABROAD_ROUTES) {
  const [a, b] = route.between;
  byPair.set(`${a}>${b}`, route);
  byPair.set(`${b}>${a}`, route);
}

/** The route listed between two places, either way round. */
export function abroadRouteBetween(from: string, to: string): AbroadRoute | undefined {
  return byPair.get(`${from}>${to}`);
}

export type AbroadRide = {
  label: string;
  mode: 'train' | 'bus' | 'boat' | 'road';
  farePerPerson: number;
  hours?: number;
};

/** The way a card takes between two listed places, as for airport rides (chooseRide). */
export function quoteAbroadRoute(
  route: AbroadRoute,
  travellers: number,
  thrifty: boolean,
): AbroadRide | undefined {
  return chooseRide(route, travellers, thrifty);
}
