/**
 * Road legs between knowledge-base places whose real distance and driving time the
 * straight-line model gets wrong: mountain roads wind far more than 1.3 × the crow's line, and
 * climb slowly. Each figure comes from the source named beside it (knowledge/SOURCES.md,
 * "road legs"); the model (geo.ts, cost-model.ts) is used for every other pair. Hours are the
 * usual one-way driving time without long stops.
 */
export type RoadLeg = { between: readonly [string, string]; km: number; hours: number };

export const ROAD_LEGS: readonly RoadLeg[] = [
  // 116–118 km, 5–6 h through Mangan and Chungthang (travellermantra.com; esikkimtourism.in).
  { between: ['gangtok', 'lachung'], km: 117, hours: 5.5 },
  // 247–250 km via Bilaspur and Mandi, 6.5–8 h (holidify.com; indiatravelforum.in).
  { between: ['shimla', 'manali'], km: 248, hours: 7 },
  // 250–275 km via Mysuru and Kushalnagar, 5–6 h (scoutripper.com; tripbae.com; holidify.com).
  { between: ['bengaluru', 'coorg'], km: 255, hours: 5.5 },
  // 126–135 km on NH85, about 4 h (oneworldnews.com; meru.in; traveltriangle.com).
  { between: ['kochi', 'munnar'], km: 130, hours: 4 },
  // 96–105 km on NH6, 2.5–3 h (darjeeling-tourism.com; bestofnortheast.com).
  { between: ['guwahati', 'shillong'], km: 100, hours: 3 },
];

const byPair = new Map<string, RoadLeg>();
for (const leg of ROAD_LEGS) {
  byPair.set(`${leg.between[0]}>${leg.between[1]}`, leg);
  byPair.set(`${leg.between[1]}>${leg.between[0]}`, leg);
}

/** The curated leg between two places, either way round, if the table has one. */
export function roadLegBetween(from: { id?: string }, to: { id?: string }): RoadLeg | undefined {
  if (!from.id || !to.id) return undefined;
  return byPair.get(`${from.id}>${to.id}`);
}
