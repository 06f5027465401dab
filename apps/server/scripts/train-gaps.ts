/**
 * `npx tsx scripts/train-gaps.ts`: the budget train journeys between the knowledge base's places
 * that ride the per-km model (no express train of express-trains.ts or named train of
 * rail-corridors.ts between their stations), and their station pairs, most ridden first.
 * `MAJOR="Delhi,Mumbai"` counts journeys from those places only; `TOP=20` lists that many pairs.
 */
import { planJourney } from '../src/modules/itineraries/engine/transport';
import { knowledgeBase } from '../src/modules/itineraries/knowledge/load';

const kb = knowledgeBase();
const india = kb.destinations.filter((place) => place.country === 'India');
const major = (process.env.MAJOR ?? '').split(',').filter(Boolean);
const origins = major.length
  ? india.filter((place) => major.includes(place.name))
  : [...india, ...new Set(kb.towns.values())];
const gaps = new Map<string, { rides: number; km: number; examples: string[] }>();
let trains = 0;
let modelled = 0;
for (const origin of origins) {
  for (const place of india) {
    if (origin.id === place.id) continue;
    const journey = planJourney(origin, place, {
      travelClass: 'Economy',
      travellers: 1,
      thrifty: true,
    });
    const main = journey.legs.find((leg) => leg.main);
    if (main?.mode !== 'train') continue;
    trains += 1;
    if (journey.namedTrain) continue;
    modelled += 1;
    const key = [main.fromCode, main.toCode].sort().join('–');
    const gap = gaps.get(key) ?? { rides: 0, km: main.distanceKm, examples: [] };
    gap.rides += 1;
    if (gap.examples.length < 3) gap.examples.push(`${origin.name} → ${place.name}`);
    gaps.set(key, gap);
  }
}
console.log(
  `budget train journeys: ${trains}; on the per-km model: ${modelled}, over ${gaps.size} station pairs`,
);
const top = Number(process.env.TOP ?? 40);
for (const [pair, gap] of [...gaps].sort((a, b) => b[1].rides - a[1].rides).slice(0, top)) {
  console.log(`  ${pair} (${gap.km} km): ${gap.rides}, e.g. ${gap.examples.join('; ')}`);
}
