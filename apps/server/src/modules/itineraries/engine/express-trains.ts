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
};

export const EXPRESS_TRAINS: readonly ExpressTrain[] = [
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
];

const byPair = new Map<string, ExpressTrain>();
for (const train of EXPRESS_TRAINS) {
  const [a, b] = train.stations;
  for (const key of [`${a}>${b}`, `${b}>${a}`]) {
    const known = byPair.get(key);
    if (!known || train.minutes < known.minutes) byPair.set(key, train);
  }
}

/** The quickest express train with Sleeper class between two stations, either way round. */
export function expressTrainBetween(from: string, to: string): ExpressTrain | undefined {
  return byPair.get(`${from}>${to}`);
}
