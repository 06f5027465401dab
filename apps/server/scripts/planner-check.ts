/** `npm run planner:check`: the planner's quality figures over the harness's searches. */
import { DAY_FAULTS, dayChecks } from '../src/modules/itineraries/engine/day-checks';
import {
  checkSearches,
  measure,
  metroWeekends,
  multiStopSearches,
  realTownSearches,
  regionSearches,
  regionSeasons,
  shortCutsThroughRealTowns,
  weekendResults,
} from '../src/modules/itineraries/engine/quality';
import { knowledgeBase } from '../src/modules/itineraries/knowledge/load';
import { gatewayRideErrors } from '../src/modules/itineraries/knowledge/resolver';
import { resolverSafety } from '../src/modules/itineraries/knowledge/resolver-safety';
import { STAY_TIERS } from '../src/modules/itineraries/knowledge/schema';

const started = performance.now();
const figures = measure(checkSearches());
const weekends = weekendResults(metroWeekends());
const passed = weekends.filter((result) => result.ok).length;
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
console.log(`searches checked: ${figures.searches}`);
console.log(`cards inside the range where a fitting trip exists: ${pct(figures.insideShare)}`);
console.log(`distinct stays per page: ${pct(figures.distinctStaysShare)}`);
console.log(`pages repeating a stay: ${figures.pagesWithRepeatedStay}`);
console.log(
  `cards repeating an earlier page (stay + theme + places): ${figures.repeatsAcrossPages}`,
);
console.log(`pages repeating a title: ${figures.pagesRepeatingTitle}`);
// The same for a state or country asked whole: circuits through shared hotels (decision 214).
const regionFigures = measure(regionSearches());
console.log(
  `state and country searches: ${regionFigures.searches}; distinct stays per page: ${pct(regionFigures.distinctStaysShare)}; pages repeating a stay: ${regionFigures.pagesWithRepeatedStay}; cards repeating an earlier page: ${regionFigures.repeatsAcrossPages}`,
);
console.log(
  `pages repeating a title or a set of top sights: ${figures.pagesRepeatingTitleOrSights} (first pages that do so to offer three choices: ${figures.firstPagesRepeatingToReachThree})`,
);
console.log(
  `metro weekends (solo, 3 days, ₹0–10,000) by train/bus with a cheap bed: ${passed}/${weekends.length}`,
);
for (const result of weekends) {
  console.log(
    `  ${result.ok ? 'ok  ' : 'MISS'} ${result.route}: cheapest ₹${result.cheapest}; ${result.how}`,
  );
}
// The same weekend to every place 80–400 km from a metro, not only the nearest three: a figure
// to read, not a threshold (places with no priced stay are answered 422 by the service).
const everyWeekend = weekendResults(metroWeekends(Number.POSITIVE_INFINITY));
const unpriced = everyWeekend.filter((result) => !Number.isFinite(result.cheapest));
console.log(
  `metro weekends to every place 80–400 km away: ${everyWeekend.filter((result) => result.ok).length}/${everyWeekend.length} (${unpriced.length} with no priced stay)`,
);
for (const result of everyWeekend.filter((each) => !each.ok)) {
  console.log(`  MISS ${result.route}: cheapest ₹${result.cheapest}`);
}
const days = dayChecks(checkSearches());
console.log(
  `days checked: ${days.days} (${days.searches} searches in January, May, August and December)`,
);
for (const [key, label] of Object.entries(DAY_FAULTS)) {
  console.log(`  ${label}: ${days.faults[key as keyof typeof DAY_FAULTS]}`);
}
console.log(`  (journeys longer than a waking day, overnight: ${days.overnightJourneys})`);
for (const line of days.examples) console.log(`  MISS ${line}`);
const twoStops = dayChecks(multiStopSearches());
console.log(
  `two-stop trips along the road-legs table: ${twoStops.days} days (${twoStops.searches} searches)`,
);
for (const [key, label] of Object.entries(DAY_FAULTS)) {
  console.log(`  ${label}: ${twoStops.faults[key as keyof typeof DAY_FAULTS]}`);
}
for (const line of twoStops.examples) console.log(`  MISS ${line}`);
const states = dayChecks(regionSearches(), ['2027-01-13', '2027-08-11']);
console.log(
  `state and country trips (single places and circuits): ${states.days} days (${states.searches} searches)`,
);
for (const [key, label] of Object.entries(DAY_FAULTS)) {
  console.log(`  ${label}: ${states.faults[key as keyof typeof DAY_FAULTS]}`);
}
for (const line of states.examples) console.log(`  MISS ${line}`);
const regions = regionSeasons();
console.log(
  `state and country searches (every month, from each metro): ${regions.searches}; places stayed at: ${regions.stops}; shut then: ${regions.shut}; to avoid then while six others are fine: ${regions.avoided}`,
);
for (const line of regions.examples) console.log(`  MISS ${line}`);
const fromTowns = dayChecks(realTownSearches(), ['2027-05-12', '2027-12-15']);
console.log(
  `trips from real towns not in the knowledge base: ${fromTowns.days} days (${fromTowns.searches} searches)`,
);
for (const [key, label] of Object.entries(DAY_FAULTS)) {
  console.log(`  ${label}: ${fromTowns.faults[key as keyof typeof DAY_FAULTS]}`);
}
for (const line of fromTowns.examples) console.log(`  MISS ${line}`);
// The stays each destination lists in each tier itself (issue 12 asks for three), before a
// tier with none borrows its neighbour's.
const tiers = knowledgeBase().destinations.flatMap((place) =>
  place.ownStays ? STAY_TIERS.map((tier) => place.ownStays![tier].length) : [],
);
console.log(
  `destination tiers listing three stays or more of their own: ${tiers.filter((count) => count >= 3).length} of ${tiers.length} (${tiers.filter((count) => count === 0).length} with none)`,
);
const names = resolverSafety();
console.log(
  `resolver: ${names.checked} names tried; swapped for another place: ${names.swapped.length}; invented words resolved: ${names.inventedResolved.length}; one-letter slips found: ${pct(names.slipsFound / names.slipsTried)}`,
);
console.log(
  `real towns as where to start: ${names.realOriginsStarted} of ${names.realOriginsTried} start a trip (${pct(names.realOriginsStarted / names.realOriginsTried)})`,
);
for (const line of [...names.swapped, ...names.inventedResolved]) console.log(`  MISS ${line}`);
// Each destination's sourced road to its airport and railhead, measured as a real town's would
// be (decisions 270 and 271).
const quantile = (errors: number[], share: number) =>
  pct([...errors].sort((a, b) => a - b)[Math.floor(errors.length * share)] ?? 0);
for (const kind of ['airport', 'railhead'] as const) {
  const rides = gatewayRideErrors(kind);
  console.log(
    `real towns' roads to their ${kind}s, left one out over ${rides.own.length} sourced roads: median error ${quantile(rides.own, 0.5)}, 90th percentile ${quantile(rides.own, 0.9)} (by way of a place near: ${quantile(rides.byWay, 0.5)}, ${quantile(rides.byWay, 0.9)})`,
  );
}
const ways = shortCutsThroughRealTowns();
console.log(
  `real towns beside a hill hub: ${ways.checked} ways from the hub through the town; quicker than the hub's sourced leg: ${ways.shortCuts.length}`,
);
for (const line of ways.shortCuts) console.log(`  MISS ${line}`);
console.log(`took ${Math.round(performance.now() - started)} ms`);
