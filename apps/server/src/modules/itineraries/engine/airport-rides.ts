import { TAXI_ABROAD } from './cost-model';

/**
 * The ride between a place abroad and its airport, at the local fare (decision 35): the airport
 * train, metro or bus a traveller takes, per person, and the taxi, per vehicle. Each figure is
 * a page's published or reported fare, converted at the knowledge base's rates (SOURCES.md);
 * where a page gave a range, its middle. `hours` is the page's journey time to the quarter hour;
 * without one, the road model's time stands. Sources: COST_MODEL.md, "Airport rides abroad".
 * A place not listed keeps the cab of the cost model. A place with only a taxi priced takes it on
 * every card. With only the train or bus priced, comfort cards take the road's taxi at the
 * country's tariff (TAXI_ABROAD, decision 86) over the road's km, as decision 35 gives them a
 * taxi elsewhere (decision 159); only where the country has no tariff do they ride the train too.
 */
export type AirportRide = {
  /** The airport the fares are from (a place may have another gateway). */
  airport: string;
  public?: { label: string; mode: 'train' | 'bus'; farePerPerson: number; hours?: number };
  taxi?: { label: string; farePerVehicle: number; hours?: number };
};

export const TAXI_SEATS = 4;

export const AIRPORT_RIDES: Record<string, AirportRide> = {
  london: {
    airport: 'LHR',
    public: { label: 'Elizabeth line train', mode: 'train', farePerPerson: 1370, hours: 0.5 },
    taxi: { label: 'black cab (metered)', farePerVehicle: 8610, hours: 1 },
  },
  paris: {
    airport: 'CDG',
    // the airport ticket, €13 since 1 January 2025 (econostrum.info, tunmag.com)
    public: { label: 'RER B train', mode: 'train', farePerPerson: 1180, hours: 0.5 },
    taxi: { label: 'taxi (fixed fare)', farePerVehicle: 5100, hours: 1 },
  },
  rome: {
    airport: 'FCO',
    public: { label: 'Leonardo Express train', mode: 'train', farePerPerson: 1270, hours: 0.5 },
    taxi: { label: 'taxi (fixed fare)', farePerVehicle: 4550, hours: 0.75 },
  },
  amsterdam: { airport: 'AMS', taxi: { label: 'taxi', farePerVehicle: 5460 } },
  prague: {
    airport: 'PRG',
    public: { label: 'Airport Express bus', mode: 'bus', farePerPerson: 360, hours: 0.5 },
    taxi: { label: 'taxi', farePerVehicle: 2700, hours: 0.5 },
  },
  barcelona: {
    airport: 'BCN',
    public: { label: 'Aerobús', mode: 'bus', farePerPerson: 660, hours: 0.5 },
    taxi: { label: 'taxi', farePerVehicle: 3870, hours: 0.5 },
  },
  vienna: {
    airport: 'VIE',
    public: { label: 'ÖBB S7 train', mode: 'train', farePerPerson: 400, hours: 0.5 },
    taxi: { label: 'taxi', farePerVehicle: 3680 },
  },
  istanbul: {
    airport: 'IST',
    // 43.54 TL for 7–8 stations from 16 Feb 2026 (sondakika.com, ANKA, 12 Feb 2026); the
    // airport is the line's seventh station from Gayrettepe. No printed airport-taxi fare.
    public: { label: 'M11 metro to Gayrettepe', mode: 'train', farePerPerson: 110, hours: 0.5 },
  },
  baku: { airport: 'GYD', taxi: { label: 'taxi', farePerVehicle: 1590 } },
  tbilisi: {
    airport: 'TBS',
    public: { label: 'bus 37', mode: 'bus', farePerPerson: 30 },
    taxi: { label: 'taxi', farePerVehicle: 930 },
  },
  almaty: {
    airport: 'ALA',
    // 120 tenge since 3 Aug 2024 (digitalbusiness.kz, tengrinews.kz); at the terminals again
    // from 1 Dec 2025 (inform.kz, kt.kz)
    public: { label: 'bus 92', mode: 'bus', farePerPerson: 20 },
    taxi: { label: 'taxi (airport price list)', farePerVehicle: 1680 },
  },
  tashkent: {
    airport: 'TAS',
    taxi: { label: 'official airport taxi', farePerVehicle: 330, hours: 0.25 },
  },
  samarkand: { airport: 'SKD', taxi: { label: 'taxi', farePerVehicle: 130, hours: 0.25 } },
  doha: {
    airport: 'DOH',
    public: { label: 'Doha Metro (Red Line)', mode: 'train', farePerPerson: 50 },
    taxi: { label: 'taxi', farePerVehicle: 1380 },
  },
  dubai: {
    airport: 'DXB',
    public: { label: 'Dubai Metro (Red Line)', mode: 'train', farePerPerson: 120, hours: 0.5 },
    taxi: { label: 'taxi', farePerVehicle: 1730 },
  },
  muscat: {
    airport: 'MCT',
    // 500 baisa to Ruwi (exooi.com; Lonely Planet: route 1, 200–500 baisa); no airport-taxi
    // fare found since the cut of October 2023
    public: { label: 'Mwasalat bus (route 1)', mode: 'bus', farePerPerson: 110 },
  },
  'abu-dhabi': {
    airport: 'AUH',
    public: { label: 'airport bus', mode: 'bus', farePerPerson: 120 },
  },
  nairobi: { airport: 'NBO', taxi: { label: 'app taxi (Uber, Bolt)', farePerVehicle: 390 } },
  seychelles: {
    airport: 'SEZ',
    public: { label: 'SPTC bus', mode: 'bus', farePerPerson: 70 },
    taxi: { label: 'taxi', farePerVehicle: 4880 },
  },
  mauritius: {
    airport: 'MRU',
    // Rs 45 Port Louis–Mahébourg (enidhi.net, Aug 2025); 70 min from the airport to Port Louis
    // (mauritius-buses.com)
    public: { label: 'bus 198', mode: 'bus', farePerPerson: 80, hours: 1.25 },
    taxi: { label: 'taxi', farePerVehicle: 3600 },
  },
  sydney: {
    airport: 'SYD',
    public: { label: 'Airport Link train', mode: 'train', farePerPerson: 1140, hours: 0.25 },
    taxi: { label: 'taxi', farePerVehicle: 3030, hours: 0.25 },
  },
  melbourne: {
    airport: 'MEL',
    public: { label: 'SkyBus', mode: 'bus', farePerPerson: 1210, hours: 0.5 },
    taxi: { label: 'taxi', farePerVehicle: 3300, hours: 0.5 },
  },
  queenstown: {
    airport: 'ZQN',
    public: { label: 'Orbus bus', mode: 'bus', farePerPerson: 500 },
  },
  // Kansai Airport limousine bus, Kyoto line ¥2,800 from 1 March 2024 (pattayalife.net); Nankai
  // Rapi:t regular seat, Kansai Airport–Namba ¥1,450, just under 40 minutes
  // (hop-step-back.hatenablog.com, 27 March 2023); at 1 JPY = ₹0.56.
  kyoto: {
    airport: 'KIX',
    public: { label: 'Kansai Airport limousine bus', mode: 'bus', farePerPerson: 1568 },
  },
  osaka: {
    airport: 'KIX',
    public: { label: 'Nankai Rapi:t train', mode: 'train', farePerPerson: 812, hours: 0.75 },
  },
  // T2 tram €1.50, about 20 minutes; the fixed taxi fare to the centre €22
  // (viagemeturismo.abril.com.br, 2019); at 1 EUR = ₹91.
  florence: {
    airport: 'FLR',
    public: { label: 'T2 tram', mode: 'train', farePerPerson: 137, hours: 0.25 },
    taxi: { label: 'taxi (fixed fare)', farePerVehicle: 2000 },
  },
  // The tram's "Aéro" return, €10, the only ticket sold at the airport's machines since 1 July
  // 2023 (20minutes.fr, 8 July 2023; nicepresse.com, 30 June 2023): half of it one way.
  nice: {
    airport: 'NCE',
    public: { label: 'Tram line 2 (Aéro ticket)', mode: 'train', farePerPerson: 455 },
  },
  // A taxi from the airport by the High Dam to town, agreed at EGP 420
  // (traveldiaryu.hatenablog.com, 2 March 2024), at 1 EGP = ₹1.7.
  aswan: {
    airport: 'ASW',
    taxi: { label: 'taxi (agreed fare)', farePerVehicle: 714 },
  },
  // Busan–Gimhae light rail to Sasang, 20 min, ₩1,500; a taxi about ₩30,000, 30 min
  // (tripsavvy.com, undated); Jeju's airport is in town, a taxi ₩5,000 (brunch.co.kr/@soolog,
  // undated, one source); at 1 KRW = ₹0.061.
  busan: {
    airport: 'PUS',
    public: {
      label: 'light rail to Sasang (metro line 2)',
      mode: 'train',
      farePerPerson: 92,
      hours: 0.25,
    },
    taxi: { label: 'taxi', farePerVehicle: 1830, hours: 0.5 },
  },
  jeju: { airport: 'CJU', taxi: { label: 'taxi', farePerVehicle: 305, hours: 0.25 } },
  // Techo airport's Airport Express bus, 1,500 riel a ride, 5:30 am–11:30 pm, to the Chroy
  // Changvar terminal by Monivong Boulevard (Khmer Times via krorma.com, 8 September 2025), at
  // 4,000 riel to the dollar and 1 USD = ₹84. No taxi fare to Techo was found.
  'phnom-penh': {
    airport: 'KTI',
    public: { label: 'Airport Express bus', mode: 'bus', farePerPerson: 32 },
  },
  // Grab from Da Nang airport to Son Tra, VND 90,000 (24h.com.vn, undated); a metered taxi there,
  // VND 150,000 (adventurefortwoandyou.com, undated): the middle, at 1 VND = ₹0.0033; about
  // 10 minutes (danang-holic.com, 2023).
  'da-nang': {
    airport: 'DAD',
    taxi: { label: 'taxi or Grab car', farePerVehicle: 396, hours: 0.25 },
  },
  // VND 180,000–220,000 from the airport to Duong Dong, 20–30 minutes (vietnam-mag.com,
  // undated); a traveller paid VND 180,000 (lwjuan.com, 2019): VND 200,000 at ₹0.0033.
  'phu-quoc': {
    airport: 'PQC',
    taxi: { label: 'taxi', farePerVehicle: 660, hours: 0.5 },
  },
  // The fixed fare of the airport taxi counter into town, THB 150 (hapitas.jp and ameblo.jp,
  // 2024; picanha2020, April 2023), at 1 THB = ₹2.4; about 15 minutes for the 3 km.
  'chiang-mai': {
    airport: 'CNX',
    taxi: { label: 'airport taxi (fixed fare)', farePerVehicle: 360, hours: 0.25 },
  },
  // SBB trains at least hourly, about 70 minutes (community.ricksteves.com, undated); one way
  // Sfr 31 (the-independent.com, 23 June 2008), raised by the half of decision 20 for a fare
  // that old: CHF 46.50 at 1 CHF = ₹95. A weak fare, the only one found.
  lucerne: {
    airport: 'ZRH',
    public: { label: 'SBB train', mode: 'train', farePerPerson: 4420, hours: 1.25 },
  },
  // SBB trains about 2 h 12 min by Bern and Spiez (community.ricksteves.com, undated), direct IC
  // trains again from December 2022 (interlaken.ch); "74CHF per ticket" bought at the station
  // (annieexplores.com, "Interlaken, Switzerland itinerary", undated): CHF 74 at 1 CHF = ₹95, a
  // weak fare, the only one found. Comfort cards take the road's taxi at the Zurich tariff.
  interlaken: {
    airport: 'ZRH',
    public: { label: 'SBB train', mode: 'train', farePerPerson: 7030, hours: 2.25 },
  },
  tokyo: {
    airport: 'HND',
    public: { label: 'Tokyo Monorail', mode: 'train', farePerPerson: 280, hours: 0.25 },
    taxi: { label: 'taxi (fixed fare)', farePerVehicle: 3860 },
  },
  seoul: {
    airport: 'ICN',
    public: { label: 'AREX express train', mode: 'train', farePerPerson: 670, hours: 0.75 },
  },
  'hong-kong': {
    airport: 'HKG',
    public: { label: 'Airport Express train', mode: 'train', farePerPerson: 1240, hours: 0.5 },
  },
  singapore: {
    airport: 'SIN',
    public: { label: 'MRT', mode: 'train', farePerPerson: 110, hours: 1 },
  },
  bangkok: {
    airport: 'BKK',
    public: { label: 'Airport Rail Link', mode: 'train', farePerPerson: 110, hours: 0.5 },
    taxi: { label: 'metered taxi', farePerVehicle: 1020, hours: 0.5 },
  },
  phuket: {
    airport: 'HKT',
    public: { label: 'Phuket Smart Bus', mode: 'bus', farePerPerson: 290, hours: 1 },
    taxi: { label: 'taxi (fixed fare)', farePerVehicle: 1920, hours: 1 },
  },
  pattaya: {
    airport: 'UTP',
    public: { label: 'shared airport minivan', mode: 'bus', farePerPerson: 600 },
  },
  krabi: {
    airport: 'KBV',
    public: { label: 'airport bus', mode: 'bus', farePerPerson: 360, hours: 1 },
  },
  bali: {
    airport: 'DPS',
    // Rp 4,400 (kompas.com, Nov 2023), Rp 4,000 since it resumed in Apr 2025 (liputan6.com)
    public: { label: 'Trans Metro Dewata bus', mode: 'bus', farePerPerson: 20 },
    taxi: { label: 'airport taxi (zone fare)', farePerVehicle: 730 },
  },
  'kuala-lumpur': {
    airport: 'KUL',
    public: { label: 'KLIA Ekspres train', mode: 'train', farePerPerson: 1050, hours: 0.5 },
  },
  kathmandu: { airport: 'KTM', taxi: { label: 'prepaid airport taxi', farePerVehicle: 500 } },
  bhutan: {
    airport: 'PBH',
    public: { label: 'shared taxi', mode: 'bus', farePerPerson: 300, hours: 2 },
    taxi: { label: 'taxi', farePerVehicle: 1250, hours: 2 },
  },
  colombo: {
    airport: 'CMB',
    public: { label: 'bus 187 (AC, expressway)', mode: 'bus', farePerPerson: 30, hours: 1 },
    taxi: { label: 'airport taxi', farePerVehicle: 980, hours: 0.5 },
  },
  kandy: {
    airport: 'CMB',
    public: { label: 'bus', mode: 'bus', farePerPerson: 40, hours: 3.5 },
    taxi: { label: 'car and driver', farePerVehicle: 4200, hours: 4 },
  },
  hanoi: {
    airport: 'HAN',
    public: { label: 'bus 86', mode: 'bus', farePerPerson: 150, hours: 1 },
  },
  'ho-chi-minh-city': {
    airport: 'SGN',
    public: { label: 'bus 109', mode: 'bus', farePerPerson: 20, hours: 0.75 },
    taxi: { label: 'taxi (flat fare)', farePerVehicle: 730 },
  },
  'siem-reap': {
    airport: 'SAI',
    public: { label: 'airport shuttle bus', mode: 'bus', farePerPerson: 670, hours: 1.25 },
    taxi: { label: 'taxi', farePerVehicle: 2520, hours: 1.25 },
  },
  maldives: {
    airport: 'MLE',
    taxi: { label: 'taxi (capped fare)', farePerVehicle: 190, hours: 0.25 },
  },
};

export type AirportRideQuote = {
  label: string;
  mode: 'train' | 'bus' | 'road';
  farePerPerson: number;
  hours?: number;
};

/** A public way per person and a taxi per vehicle, as the airport rides and abroad-routes.ts list them. */
export type RideChoices<M extends string> = {
  public?: { label: string; mode: M; farePerPerson: number; hours?: number };
  taxi?: { label: string; farePerVehicle: number; hours?: number };
};

/**
 * The ride a card takes: a budget card the cheaper per person of the public ride and the shared
 * taxi; the others the taxi where a fare is known, else the public ride.
 */
export function chooseRide<M extends string>(
  ride: RideChoices<M>,
  travellers: number,
  thrifty: boolean,
): { label: string; mode: M | 'road'; farePerPerson: number; hours?: number } | undefined {
  const taxi = ride.taxi && {
    label: ride.taxi.label,
    mode: 'road' as const,
    farePerPerson: (ride.taxi.farePerVehicle * Math.ceil(travellers / TAXI_SEATS)) / travellers,
    ...(ride.taxi.hours !== undefined ? { hours: ride.taxi.hours } : {}),
  };
  const seat = ride.public && { ...ride.public };
  if (!taxi || !seat) return taxi ?? seat;
  if (!thrifty) return taxi;
  return seat.farePerPerson <= taxi.farePerPerson ? seat : taxi;
}

/**
 * The ride between a place abroad and the airport its fares are from (chooseRide); none, so the
 * road's taxi at the country's tariff, for a comfort card where only the train or bus is priced.
 */
export function quoteAirportRide(
  place: { id: string; country: string },
  airport: string,
  travellers: number,
  thrifty: boolean,
): AirportRideQuote | undefined {
  const ride = AIRPORT_RIDES[place.id];
  if (!ride || ride.airport !== airport) return undefined;
  if (!thrifty && !ride.taxi && TAXI_ABROAD[place.country]) return undefined;
  return chooseRide(ride, travellers, thrifty);
}
