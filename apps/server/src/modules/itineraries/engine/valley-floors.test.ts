import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { resolveOrigin } from '../knowledge/resolver';
import type { Destination } from '../knowledge/schema';
import { COST_MODEL } from './cost-model';
import { roadKm } from './geo';
import {
  climbingHours,
  footOnTheWay,
  HILL_TOWN_METRES,
  hillEnd,
  hillRoad,
  inTheHills,
  levelRoad,
  valleyFloorOf,
} from './hill-roads';
import { knownRoad } from './known-roads';
import { originPlace } from './planner';
import { originOf } from './quality';
import { greatCircleKm, modelRoadKm } from './road-model';
import { planJourney } from './transport';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const origin = (name: string) => originOf(name, kb);
/** Every real town of data/places a trip can start from, once each, as its origin, that `keep`s. */
const realTowns = (keep: (spot: { lat: number; lon: number; metres?: number }) => boolean) => {
  const towns = new Map<string, Destination>();
  for (const spot of new Set([...kb.placeNames.values()].flat())) {
    if (!keep(spot)) continue;
    const found = resolveOrigin(spot.name, kb);
    if (!found.ok || found.resolved.kind !== 'place') continue;
    // The name may read as another town of that name: the one it reads as must keep too.
    const town = originPlace(found.resolved);
    if (town.id.startsWith('place-') && keep(town)) towns.set(town.id, town);
  }
  return [...towns.values()];
};
const drive = (from: Destination, to: Destination) =>
  planJourney(from, to, { travelClass: 'Economy', travellers: 2 }).legs.find((leg) => leg.main)!;

describe('a valley floor high in the hills (decision 169)', () => {
  const floorTowns = realTowns((spot) => valleyFloorOf(spot) !== undefined);

  it('holds the towns of the Vale of Kashmir and the Imphal valley, not those above its rim', () => {
    const names = floorTowns.map((town) => town.name);
    for (const name of ['Baramula', 'Bijbehara', 'Sopur', 'Thoubal', 'Moirang']) {
      expect(names).toContain(name);
    }
    expect(valleyFloorOf(place('srinagar'))?.name).toBe('Vale of Kashmir');
    expect(valleyFloorOf(place('imphal'))?.name).toBe('Imphal valley');
    for (const id of ['gulmarg', 'pahalgam', 'sonamarg', 'leh']) {
      expect(valleyFloorOf(place(id)), id).toBeUndefined();
    }
    // Uri in the Jhelum's gorge and Banihal over the Pir Panjal are beyond the Vale.
    for (const name of ['Uri', 'Banihal'])
      expect(valleyFloorOf(origin(name)), name).toBeUndefined();
  });

  it('drives a road along the floor as a plains road, however high the floor lies', () => {
    // Baramulla to Srinagar read 86 km of mountain road and Bijbehara to Srinagar 83 km, a share
    // of the Srinagar–Dharamshala leg over the Banihal pass; the highway runs level up the Vale.
    let roads = 0;
    for (const town of floorTowns) {
      for (const hub of [place('srinagar'), place('imphal')]) {
        if (valleyFloorOf(town) !== valleyFloorOf(hub)) continue;
        roads += 1;
        expect(levelRoad(town, hub)).toBe(true);
        expect(hillRoad(town, hub), town.name).toBe(false);
        expect(roadKm(town, hub), `${town.name} → ${hub.name}`).toBe(modelRoadKm(town, hub));
        expect(climbingHours(town, hub, roadKm(town, hub), COST_MODEL.road)).toBeUndefined();
        const leg = drive(town, hub);
        expect(leg.hours, `${town.name} → ${hub.name}`).toBeLessThanOrEqual(
          leg.distanceKm / COST_MODEL.road.plainsKmh + 0.5,
        );
      }
    }
    expect(roads).toBeGreaterThan(10);
  });

  it('still climbs from the floor to the places above it', () => {
    const baramulla = origin('Baramulla');
    const gulmarg = place('gulmarg');
    expect(levelRoad(baramulla, gulmarg)).toBe(false);
    expect(hillRoad(baramulla, gulmarg)).toBe(true);
    expect(drive(baramulla, gulmarg).hours).toBeGreaterThan(
      roadKm(baramulla, gulmarg) / COST_MODEL.road.plainsKmh,
    );
  });
});

describe('a real town in the hills down to the plains (decision 169)', () => {
  /** Towns off the tables high in the hills and beside no hill place, a trip's origins. */
  const highTowns = realTowns(
    (spot) =>
      (spot.metres ?? 0) >= HILL_TOWN_METRES &&
      valleyFloorOf(spot) === undefined &&
      !inTheHills(spot),
  );
  const plains = kb.destinations.filter(
    (one) => one.country === 'India' && !hillEnd(one) && !inTheHills(one),
  );

  it('winds down at the hill speed, never at the plains speed all the way', () => {
    // Uttarkashi to Dehradun read 79 km in under 2 h, as if the Doon lay beside it.
    let roads = 0;
    for (const town of highTowns) {
      for (const below of plains) {
        const crow = greatCircleKm(town, below);
        if (crow < 60 || crow > 500 || knownRoad(town, below)) continue;
        roads += 1;
        const km = roadKm(town, below);
        expect(km, `${town.name} → ${below.name}`).toBeGreaterThan(modelRoadKm(town, below));
        const hours = climbingHours(town, below, km, COST_MODEL.road)!;
        expect(hours, `${town.name} → ${below.name}`).toBeGreaterThan(
          km / COST_MODEL.road.plainsKmh,
        );
      }
    }
    expect(roads).toBeGreaterThan(100);
  });

  it('comes down where the plains begin on its way, and is in the hills to the end otherwise', () => {
    // "Delhi via Tanakpur 503 Km" (pithoragarh.gov.in, "Transport Network"): the hill road to a
    // town of the plains, then the plains road.
    const [pithoragarh, delhi] = [origin('Pithoragarh'), place('delhi')];
    const foot = footOnTheWay(pithoragarh, delhi)!;
    expect(foot).toBeDefined();
    expect(greatCircleKm(pithoragarh, foot)).toBeLessThan(150);
    expect(roadKm(pithoragarh, delhi)).toBeGreaterThan(503 * 0.85);
    expect(roadKm(pithoragarh, delhi)).toBeLessThan(503 * 1.15);
    expect(knownRoad(pithoragarh, delhi)).toBeUndefined();
    const km = roadKm(pithoragarh, delhi);
    expect(climbingHours(pithoragarh, delhi, km, COST_MODEL.road)).toBeGreaterThanOrEqual(10);
    // "Uttarkashi is some 145 km from Dehradun" (travelchardham.com): hills all the way.
    const [uttarkashi, dehradun] = [origin('Uttarkashi'), place('dehradun')];
    expect(footOnTheWay(uttarkashi, dehradun)).toBeUndefined();
    expect(roadKm(uttarkashi, dehradun)).toBeGreaterThan(145 * 0.75);
    expect(
      climbingHours(uttarkashi, dehradun, roadKm(uttarkashi, dehradun), COST_MODEL.road),
    ).toBeGreaterThanOrEqual(3.5);
  });

  it('climbs as the hill place it stands beside climbs, where the table shows that climb', () => {
    // Panchgani, on the plateau by Mahabaleshwar, read as a plains road down to Pune.
    const [panchgani, pune] = [origin('Panchgani'), place('pune')];
    expect(hillEnd(panchgani)).toBe(true);
    const km = roadKm(panchgani, pune);
    // The climb's own kilometres wind (decision 171).
    expect(km).toBeGreaterThan(modelRoadKm(panchgani, pune));
    const hours = climbingHours(panchgani, pune, km, COST_MODEL.road)!;
    expect(hours).toBeGreaterThan(km / COST_MODEL.road.plainsKmh);
    expect(hours).toBeLessThan(km / COST_MODEL.road.hillsKmh);
    // Where a sourced leg from that place bounds the road, the leg stands, not the climb: Bhowali
    // to Delhi is Nainital's leg (decision 162), not the climb's 8 h 30 min.
    const bhowali = origin('Bhowali');
    expect(knownRoad(bhowali, place('delhi'))?.via).toBe('nainital');
  });
});
