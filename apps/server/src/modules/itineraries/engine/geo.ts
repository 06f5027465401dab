import { gatewayFloorKm, knownRoad } from './known-roads';
import { modelledRoadKm } from './mountain-roads';
import { type Placed } from './road-model';

export { greatCircleKm, ROAD_FACTOR, type Placed, type Point } from './road-model';

/**
 * Road distance: the curated leg where road-legs.ts has one, or two of its legs (or a plains
 * road and one of them) joined at a hub where the hill road would otherwise be guessed
 * (known-roads.ts), else the model: between two hill places wound as the table's mountain legs
 * wind (mountain-roads.ts, decision 39), elsewhere 1.3 × the crow's line. A road between the Northeast or Bhutan and the rest of India
 * goes round Bangladesh through Siliguri, so the model measures it by way of Siliguri:
 * Kolkata–Guwahati comes out at about 1,040 km (a 2022 drive: Kolkata–Siliguri 550 km,
 * Siliguri–Guwahati 470 km, team-bhp.com), not the 690 km of the line across Bangladesh.
 */
export function roadKm(a: Placed, b: Placed): number {
  return knownRoad(a, b)?.km ?? Math.max(modelledRoadKm(a, b), gatewayFloorKm(a, b));
}

/** India and the neighbours a traveller from India reaches by road or rail. */
const SOUTH_ASIA = new Set(['India', 'Nepal', 'Bhutan', 'Bangladesh']);
/** India's island territories: each island place stands alone; the sea routes join them. */
const INDIAN_ISLANDS = new Set(['Andaman and Nicobar Islands', 'Lakshadweep']);
/** Countries no road joins to anywhere a trip from India could drive on to. */
const ISLAND_COUNTRIES = new Set([
  'Sri Lanka',
  'Maldives',
  'Mauritius',
  'Seychelles',
  'Japan',
  'Indonesia',
  'Australia',
  'New Zealand',
]);
/** Islands abroad that their country's mainland reaches only by ferry or plane. */
const ISLANDS_ABROAD = new Set(['langkawi', 'queenstown', 'jeju', 'phu-quoc']);

/**
 * The land a place stands on, for deciding whether a road or a railway can join two places
 * (decision 34). South Asia's mainland is one; each Indian island place, each island country and
 * each listed island abroad is its own; the rest of the world's mainland is another, which no
 * trip from India drives to (Pakistan's and Myanmar's borders are not a tourist's way).
 */
export function landmassOf(place: Placed): string {
  if (place.country === undefined || SOUTH_ASIA.has(place.country)) {
    return place.state && INDIAN_ISLANDS.has(place.state) ? `island:${place.id}` : 'south-asia';
  }
  if (place.id && ISLANDS_ABROAD.has(place.id)) return `island:${place.id}`;
  if (ISLAND_COUNTRIES.has(place.country)) return `country:${place.country}`;
  return 'mainland-abroad';
}

/** Whether a road, a bus or a train can join two places: no sea lies between them. */
export function joinedByLand(a: Placed, b: Placed): boolean {
  return landmassOf(a) === landmassOf(b);
}
