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
  // 3 h (Lonely Planet, Gangtok, "Mainline Taxi Stand").
  { between: ['darjeeling', 'kalimpong'], farePerSeat: 110, hours: 2.5 },
  { between: ['darjeeling', 'gangtok'], farePerSeat: 200, hours: 4 },
  { between: ['gangtok', 'kalimpong'], farePerSeat: 120, hours: 3 },
  // Gangtok's Mainline stand to Siliguri, some jeeps going on to New Jalpaiguri station: ₹200,
  // five hours and more (Lonely Planet, Gangtok, "Mainline Taxi Stand"); jeeps for Gangtok wait
  // outside NJP station and at the Siliguri stand opposite the Tenzing Norgay bus terminus
  // (darjeeling-tourism.com, "Shared Taxis From Bagdogra & NJP To Darjeeling/Gangtok").
  { between: ['NJP', 'gangtok'], farePerSeat: 200, hours: 5 },
  { between: ['town-siliguri', 'gangtok'], farePerSeat: 200, hours: 5 },
];

const byPair = new Map<string, SharedJeepRoute>();
for (const route of SHARED_JEEPS) {
  byPair.set(`${route.between[0]}>${route.between[1]}`, route);
  byPair.set(`${route.between[1]}>${route.between[0]}`, route);
}

/** The shared-jeep route between two ends (place ids or station codes), either way round. */
export function sharedJeepBetween(from: string, to: string): SharedJeepRoute | undefined {
  return byPair.get(`${from}>${to}`);
}
