/**
 * `npm run planner:sweep`: the day checks and page figures of `planner:check`, over random
 * searches it does not list (decision 212): origins among 24 Indian cities, any destination or
 * state of the knowledge base, 2–12 days, any date of 2027, parties of 1–6, any class and range.
 * A figure to read, not a threshold: `SWEEP_SEARCHES` (default 3,000) and `SWEEP_SEED` (default
 * 1) choose the searches, so a run can be repeated.
 */
import { DAY_FAULTS, dayChecks, type DayFault } from '../src/modules/itineraries/engine/day-checks';
import { measure, type CheckSearch } from '../src/modules/itineraries/engine/quality';
import { knowledgeBase } from '../src/modules/itineraries/knowledge/load';
import { resolveOrigin, resolvePlace } from '../src/modules/itineraries/knowledge/resolver';
import { TRAVEL_CLASSES } from '@trip/shared/itineraries/constants';
import { randomFrom } from '../src/modules/itineraries/engine/random';

const ORIGINS = [
  'Delhi',
  'Mumbai',
  'Kolkata',
  'Chennai',
  'Bengaluru',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
  'Jaipur',
  'Lucknow',
  'Kochi',
  'Guwahati',
  'Bhopal',
  'Chandigarh',
  'Patna',
  'Bhubaneswar',
  'Indore',
  'Coimbatore',
  'Nagpur',
  'Varanasi',
  'Dehradun',
  'Madurai',
  'Visakhapatnam',
  'Surat',
];
const RANGES: Array<[number, number]> = [
  [0, 10_000],
  [0, 25_000],
  [10_000, 40_000],
  [25_000, 60_000],
  [50_000, 150_000],
  [100_000, 500_000],
];
const DAY_MS = 86_400_000;

const count = Number(process.env.SWEEP_SEARCHES ?? 3000);
const random = randomFrom(Number(process.env.SWEEP_SEED ?? 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const kb = knowledgeBase();
const regions = [...new Set(kb.regions.values())].map((region) => region.name);
const places = kb.destinations.map((place) => place.name);

const searches: Array<CheckSearch & { start: string }> = [];
while (searches.length < count) {
  const to = random() < 0.15 ? pick(regions) : pick(places);
  const from = pick(ORIGINS);
  if (!resolvePlace(to).ok || !resolveOrigin(from).ok) continue;
  const start = new Date(Date.UTC(2027, 0, 1) + Math.floor(random() * 360) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  searches.push({
    from,
    to,
    days: 2 + Math.floor(random() * 11),
    travellers: 1 + Math.floor(random() * 6),
    travelClass: random() < 0.7 ? 'Economy' : pick(TRAVEL_CLASSES),
    priceRange: pick(RANGES),
    start,
  });
}

const started = performance.now();
let days = 0;
const faults = new Map<DayFault, number>();
const examples: string[] = [];
for (const search of searches) {
  const figures = dayChecks([search], [search.start]);
  days += figures.days;
  for (const [key, value] of Object.entries(figures.faults) as Array<[DayFault, number]>) {
    if (value > 0) faults.set(key, (faults.get(key) ?? 0) + value);
  }
  if (figures.examples[0] && examples.length < 20) examples.push(figures.examples[0]);
}
console.log(`random searches: ${searches.length} (seed ${process.env.SWEEP_SEED ?? 1})`);
console.log(`days checked: ${days}`);
for (const [key, label] of Object.entries(DAY_FAULTS) as Array<[DayFault, string]>) {
  console.log(`  ${label}: ${faults.get(key) ?? 0}`);
}
for (const line of examples) console.log(`  MISS ${line}`);
// Pages 1–3 of the first 600: stays, titles and repeats, as planner:check measures its own.
const pages = measure(searches.slice(0, 600));
console.log(
  `pages of the first ${pages.searches}: distinct stays per page ${(pages.distinctStaysShare * 100).toFixed(1)}%; pages repeating a stay ${pages.pagesWithRepeatedStay}; cards repeating an earlier page ${pages.repeatsAcrossPages}; pages repeating a title ${pages.pagesRepeatingTitle}`,
);
console.log(`took ${Math.round(performance.now() - started)} ms`);
