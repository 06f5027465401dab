/**
 * `npx tsx scripts/road-legs-gaps.ts`: the road legs the planner drives that touch a hill or
 * mountain place and still run on the straight-line model (not in engine/road-legs.ts),
 * shortest first within each kind.
 */
import { modelledHillLegs } from '../src/modules/itineraries/engine/road-legs-coverage';
import { knowledgeBase } from '../src/modules/itineraries/knowledge/load';

const legs = modelledHillLegs(knowledgeBase());
const kinds = [...new Set(legs.map((leg) => leg.kind))];
for (const kind of kinds) {
  const ofKind = legs.filter((leg) => leg.kind === kind).sort((a, b) => a.km - b.km);
  console.log(`${kind}: ${ofKind.length}`);
  for (const leg of ofKind) console.log(`  ${leg.from} – ${leg.to} (${leg.km} km on the model)`);
}
console.log(`total: ${legs.length}`);
