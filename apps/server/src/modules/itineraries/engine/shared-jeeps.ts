/**
 * Shared jeeps and taxis (Tata Sumo, Mahindra Max, Bolero) in the hills, where a seat in one is
 * the usual budget way between two places: the fare is per seat, one way, and the time the
 * usual ride. An end is a knowledge-base place id or a railhead's station code (NJP: the jeeps
 * wait outside New Jalpaiguri station), so the same route serves a station transfer and a
 * journey between places. Every figure comes from the source named beside it (COST_MODEL.md,
 * "Shared jeeps", and knowledge/SOURCES.md); a budget card takes the seat when it costs less per
 * person than its share of a cab.
 */
export type SharedJeepRoute = {
  between: readonly [string, string];
  farePerSeat: number;
  hours: number;
};

export const SHARED_JEEP_LABEL = 'shared jeep (one seat)';

export const SHARED_JEEPS: readonly SharedJeepRoute[] = [
  // From Darjeeling's Chowk Bazaar stand: to Kalimpong ₹110 a seat, about 2.5 h via Teesta Bazaar;
  // to Gangtok ₹200, about 4 h (darjeeling-tourism.com, "Transports & Fares from Darjeeling",
  // fares updated January 2015). Gangtok's Mainline stand: Darjeeling ₹200, 5 h; Kalimpong ₹120,
  // 3 h (Lonely Planet, Gangtok, "Mainline Taxi Stand"). Darjeeling–Gangtok takes the newer fare:
  // "The per-passenger rate in shared vehicles is Rs 250" (The Telegraph, 1 Mar 2020, "30 extra
  // taxi permits for trips to Sikkim", on Darjeeling's four taxi syndicates running to Gangtok).
  { between: ['darjeeling', 'kalimpong'], farePerSeat: 110, hours: 2.5 },
  { between: ['darjeeling', 'gangtok'], farePerSeat: 250, hours: 4 },
  { between: ['gangtok', 'kalimpong'], farePerSeat: 120, hours: 3 },
  // Gangtok's Mainline stand to Siliguri, some jeeps going on to New Jalpaiguri station: ₹200,
  // five hours and more (Lonely Planet, Gangtok, "Mainline Taxi Stand"); jeeps for Gangtok wait
  // outside NJP station and at the Siliguri stand opposite the Tenzing Norgay bus terminus
  // (darjeeling-tourism.com, "Shared Taxis From Bagdogra & NJP To Darjeeling/Gangtok").
  { between: ['NJP', 'gangtok'], farePerSeat: 200, hours: 5 },
  { between: ['town-siliguri', 'gangtok'], farePerSeat: 200, hours: 5 },
  // Up to Darjeeling from outside New Jalpaiguri station and from Siliguri's stands (the main one
  // opposite the Tenzing Norgay bus terminus): ₹250 a seat, about 3 h. "The fare of a shared taxi
  // from Darjeeling to Siliguri via Rohini is Rs 250 per passenger", against NBSTC's ₹104 bus
  // (millenniumpost.in, "NBSTC to run Siliguri to Darj via Mirik bus services", undated); shared
  // taxis outside NJP station to Darjeeling "approximately INR 200-300 per person", 3–4 h
  // (travelsetu.com, "How to reach Darjeeling from NJP, Bagdogra, Siliguri", undated); ₹150 a seat
  // at Darjeeling's Siliguri kiosk in September 2018 (enjoywithsrinjoy.com, 27 Sep 2018). The
  // time: "share a jeep (readily available), directly from the station, for the 3-hour, 88km
  // (54-mile) journey" (Frommer's India, 4th edition); Darjeeling to the Siliguri stand "in about
  // 3 hours" by shared taxi (elenamartinello.blogspot.com, October 2011).
  { between: ['NJP', 'darjeeling'], farePerSeat: 250, hours: 3 },
  { between: ['town-siliguri', 'darjeeling'], farePerSeat: 250, hours: 3 },
  // Guwahati (Paltan Bazaar, beside the railway station) to Shillong: ₹400 a seat, about 3 h. The
  // Meghalaya Tourist Transporters' Association raised the shared taxi from ₹300 to ₹400 a
  // passenger (The Times of India, 17 Sep 2014), and the tourist taxis on the Guwahati–Shillong road
  // still charged ₹400 in November 2019 (The Shillong Times, 13 Nov 2019). A Sumo seat was cheaper
  // before (₹160 from Paltan Bazaar, theseeinglass.wordpress.com, March 2014), but Meghalaya raised
  // the fixed fare of 7- to 12-seaters from ₹2.05 to ₹3.60 a head a km in June 2020 (The Shillong
  // Times, 12 Jun 2020), some ₹360 for the 100 km. Time: "a little less than three hours" by shared
  // car from Paltan Bazaar (amitkiran.wordpress.com, undated), as the road-legs table's 3 h.
  { between: ['guwahati', 'shillong'], farePerSeat: 400, hours: 3 },
  { between: ['GHY', 'shillong'], farePerSeat: 400, hours: 3 },
  // Shillong to Cherrapunji (Sohra) by shared Sumo from the first floor of the transport terminal
  // at Bara Bazar: "Shared taxis usually cost between INR 70 to INR 100 per person" (tourgenie.com,
  // on tourgeniesimplify.travel.blog, 16 Jun 2020), the higher taken; ₹70 a person in 2018
  // (vedantavoyage.wordpress.com, 7 May 2018). No jeep's own time read: the road-legs table's
  // 1.75 h (tourgenie.com gives about 1.5 h by road).
  { between: ['shillong', 'cherrapunji'], farePerSeat: 100, hours: 1.75 },
  // Dimapur to Kohima by regional taxi (Sumo), fixed by the Regional Transport Authority at ₹330
  // (reduced from ₹350; EastMojo, 17 Oct 2022, "Amid uproar, Kohima admin notifies revised taxi
  // rates"); a seat cost ₹220 in April 2018 (unfurledwings.in, 9 Apr 2018). They stop at Kohima's
  // ISBT, about 3 km out of town (the same EastMojo report). No jeep's own time read: the road-legs
  // table's 2.5 h.
  { between: ['town-dimapur', 'kohima'], farePerSeat: 330, hours: 2.5 },
  { between: ['DMV', 'kohima'], farePerSeat: 330, hours: 2.5 },
];

/**
 * The jeep stand a traveller reaches from an airport by city cab, where the jeeps of the table
 * leave from the airport's town: Bagdogra's flyers take a cab to Siliguri's stands (darjeeling-
 * tourism.com, "Shared Taxis From Bagdogra & NJP To Darjeeling/Gangtok"); Guwahati's to Paltan
 * Bazaar; Dimapur's to the town's Kohima taxi stand. The km are the knowledge base's and the town
 * gazetteer's own airport distances.
 */
export const AIRPORT_JEEP_STANDS: Readonly<
  Record<string, { stand: string; town: string; km: number }>
> = {
  IXB: { stand: 'town-siliguri', town: 'Siliguri', km: 12 },
  GAU: { stand: 'guwahati', town: 'Guwahati', km: 22 },
  DMU: { stand: 'town-dimapur', town: 'Dimapur', km: 5 },
};

const byPair = new Map<string, SharedJeepRoute>();
for (const route of SHARED_JEEPS) {
  byPair.set(`${route.between[0]}>${route.between[1]}`, route);
  byPair.set(`${route.between[1]}>${route.between[0]}`, route);
}

/** The shared-jeep route between two ends (place ids or station codes), either way round. */
export function sharedJeepBetween(from: string, to: string): SharedJeepRoute | undefined {
  return byPair.get(`${from}>${to}`);
}
