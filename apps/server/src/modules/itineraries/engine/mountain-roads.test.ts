import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { COST_MODEL } from './cost-model';
import { roadKm } from './geo';
import { resolveOrigin } from '../knowledge/resolver';
import { climbingHours, HILL_TOWN_METRES, hillEnd, hilly, inTheHills } from './hill-roads';
import { knownRoad } from './known-roads';
import { mountainRoadKm, mountainWinding } from './mountain-roads';
import { originPlace } from './planner';
import { ROAD_LEGS } from './road-legs';
import { greatCircleKm, modelRoadKm, ROAD_FACTOR } from './road-model';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const hillPairs = ROAD_LEGS.map((leg) => leg.between.map((id) => kb.byId.get(id)))
  .filter(([a, b]) => a && b && hilly(a) && hilly(b))
  .map(([a, b]) => [a!, b!] as const);

describe('mountain roads off the table (decision 39)', () => {
  it('winds as the sourced legs between two hill places wind', () => {
    const { factor, legs, reachKm } = mountainWinding();
    expect(legs).toBe(hillPairs.length);
    expect(legs).toBeGreaterThanOrEqual(20);
    expect(factor).toBeGreaterThan(ROAD_FACTOR);
    expect(factor).toBeLessThan(3);
    expect(reachKm).toBeGreaterThan(100);
  });

  it('underestimates fewer of those legs by a quarter than 1.3 × the crow did, each left out in turn', () => {
    let before = 0;
    let after = 0;
    for (const leg of ROAD_LEGS) {
      const [a, b] = leg.between.map((id) => kb.byId.get(id));
      if (!a || !b || !hilly(a) || !hilly(b)) continue;
      const crow = greatCircleKm(a, b);
      const others = hillPairs
        .filter(([x, y]) => !(x.id === a.id && y.id === b.id))
        .map(
          ([x, y]) =>
            ROAD_LEGS.find((l) => l.between.includes(x.id) && l.between.includes(y.id))!.km /
            greatCircleKm(x, y),
        )
        .sort((p, q) => p - q);
      const factor = others[Math.floor(others.length / 2)]!;
      const hours = (km: number) => km / COST_MODEL.road.hillsKmh;
      if (hours(crow * ROAD_FACTOR) < leg.hours * 0.75) before += 1;
      if (hours(crow * factor) < leg.hours * 0.75) after += 1;
    }
    expect(after).toBeLessThan(before / 1.5);
  });

  it('measures a hill road the table lacks by that winding, and leaves plains roads alone', () => {
    const [manali, bir] = [place('manali'), place('bir-billing')];
    expect(knownRoad(manali, bir)).toBeUndefined();
    expect(roadKm(manali, bir)).toBe(mountainRoadKm(manali, bir));
    expect(roadKm(manali, bir)).toBeGreaterThan(modelRoadKm(manali, bir) * 1.3);
    const [delhi, agra] = [place('delhi'), place('agra')];
    expect(mountainRoadKm(delhi, agra)).toBeUndefined();
    expect(roadKm(delhi, agra)).toBe(knownRoad(delhi, agra)?.km ?? modelRoadKm(delhi, agra));
  });
});

describe('a real town in the hills (decision 165)', () => {
  /** Real towns of data/places beside a hill place, trips' origins, not in any table. */
  const hillTowns = [...kb.placeNames.values()]
    .flat()
    .filter((spot) => !kb.byName.has(spot.name.toLowerCase()) && inTheHills(spot))
    .map((spot) => resolveOrigin(spot.name, kb))
    .flatMap((found) =>
      found.ok && found.resolved.kind === 'place' ? [originPlace(found.resolved)] : [],
    )
    .filter((town) => town.id.startsWith('place-') && inTheHills(town));

  it('is a hill end, and the towns at the foot of the hills are not', () => {
    expect(hillTowns.length).toBeGreaterThan(50);
    for (const town of hillTowns) expect(hillEnd(town), town.name).toBe(true);
    for (const town of kb.towns.values()) expect(hillEnd(town), town.name).toBe(hilly(town));
  });

  it('winds its road to a hill place the table does not join it to, as hill places wind', () => {
    const { factor } = mountainWinding();
    const hillPlaces = kb.destinations.filter(
      (place) => hilly(place) && (place.country ?? 'India') === 'India',
    );
    let roads = 0;
    for (const town of hillTowns) {
      for (const place of hillPlaces) {
        const crow = greatCircleKm(town, place);
        if (crow < 40 || crow > 200 || knownRoad(town, place)) continue;
        roads += 1;
        // The plains model read 1.3 × the crow's line: a mountain road winds about `factor` ×.
        expect(roadKm(town, place), `${town.name} → ${place.name}`).toBeGreaterThanOrEqual(
          Math.floor(crow * factor * 0.98),
        );
      }
    }
    expect(roads).toBeGreaterThan(100);
    const kullu = resolveOrigin('Kullu', kb);
    expect(kullu.ok).toBe(true);
    if (kullu.ok && kullu.resolved.kind === 'place') {
      expect(roadKm(originPlace(kullu.resolved), place('dharamshala'))).toBeGreaterThan(150);
    }
  });
});

describe('a real town high in the hills, far from any hill place (decision 167)', () => {
  const origin = (name: string) => {
    const found = resolveOrigin(name, kb);
    if (!found.ok || found.resolved.kind !== 'place') throw new Error(`no origin ${name}`);
    return originPlace(found.resolved);
  };
  /** Real towns of data/places at HILL_TOWN_METRES or more that no hill place stands beside. */
  const highTowns = [...kb.placeNames.values()]
    .flat()
    .filter((spot) => (spot.metres ?? 0) >= HILL_TOWN_METRES && !inTheHills(spot));

  it('carries its height from GeoNames onto the trip’s origin', () => {
    expect(highTowns.length).toBeGreaterThan(30);
    const pithoragarh = origin('Pithoragarh');
    expect(inTheHills(pithoragarh)).toBe(false);
    expect(pithoragarh.metres).toBeGreaterThanOrEqual(HILL_TOWN_METRES);
    expect(hillEnd(pithoragarh)).toBe(true);
    // A town of the plateau below the mark is no hill end: Chikballapur, 918 m, by Bengaluru.
    const plateau = origin('Chik Ballapur');
    expect(plateau.metres).toBeLessThan(HILL_TOWN_METRES);
    expect(hillEnd(plateau)).toBe(false);
  });

  it('winds its road to a hill place and drives it at the hill speed all the way', () => {
    // Pithoragarh to Nainital is some 210 km by Almora; the plains model read 99 km in 3 h.
    const [pithoragarh, nainital] = [origin('Pithoragarh'), place('nainital')];
    expect(knownRoad(pithoragarh, nainital)).toBeUndefined();
    const km = roadKm(pithoragarh, nainital);
    expect(km).toBe(mountainRoadKm(pithoragarh, nainital));
    expect(km).toBeGreaterThan(modelRoadKm(pithoragarh, nainital) * 1.3);
    expect(climbingHours(pithoragarh, nainital, km, COST_MODEL.road)).toBeUndefined();
    let roads = 0;
    for (const spot of highTowns) {
      const found = resolveOrigin(spot.name, kb);
      if (!found.ok || found.resolved.kind !== 'place') continue;
      const town = originPlace(found.resolved);
      if (!town.id.startsWith('place-')) continue;
      for (const hill of kb.destinations.filter((one) => hilly(one) && one.country === 'India')) {
        const crow = greatCircleKm(town, hill);
        if (crow < 40 || crow > 150 || knownRoad(town, hill)) continue;
        roads += 1;
        expect(roadKm(town, hill), `${town.name} → ${hill.name}`).toBe(mountainRoadKm(town, hill));
      }
    }
    expect(roads).toBeGreaterThan(20);
  });
});
