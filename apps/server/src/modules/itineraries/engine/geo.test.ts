import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { ROAD_FACTOR, greatCircleKm, roadKm } from './geo';
import { planJourney } from './transport';

const place = (id: string) => {
  const found = knowledgeBase().byId.get(id);
  if (!found) throw new Error(`no ${id} in the knowledge base`);
  return found;
};

describe('road distance round Bangladesh', () => {
  it('takes the road between the Northeast and the rest of India through Siliguri', () => {
    // A 2022 drive: Kolkata–Siliguri 550 km and Siliguri–Guwahati 470 km (team-bhp.com).
    const km = roadKm(place('kolkata'), place('guwahati'));
    expect(km).toBeGreaterThan(950);
    expect(km).toBeLessThan(1100);
    // The line across Bangladesh would say about 690 km.
    expect(
      Math.round(greatCircleKm(place('kolkata'), place('guwahati')) * ROAD_FACTOR),
    ).toBeLessThan(750);
    // Agartala lies just across the border from Kolkata, but its road goes round by Assam.
    expect(roadKm(place('kolkata'), place('agartala'))).toBeGreaterThan(1000);
    // Symmetric, and for Bhutan too (Phuentsholing is reached from Siliguri).
    expect(roadKm(place('guwahati'), place('kolkata'))).toBe(km);
    expect(roadKm(place('kolkata'), place('bhutan'))).toBeGreaterThan(
      Math.round(greatCircleKm(place('kolkata'), place('bhutan')) * ROAD_FACTOR),
    );
  });

  it('leaves roads that do not cross the corridor as the model has them', () => {
    for (const [a, b] of [
      ['guwahati', 'kaziranga'],
      ['kolkata', 'delhi'],
    ] as const) {
      expect(roadKm(place(a), place(b)), `${a}–${b}`).toBe(
        Math.round(greatCircleKm(place(a), place(b)) * ROAD_FACTOR),
      );
    }
    // From the far west the way through Siliguri is nearly the straight one.
    const direct = greatCircleKm(place('delhi'), place('guwahati')) * ROAD_FACTOR;
    expect(roadKm(place('delhi'), place('guwahati'))).toBeLessThan(direct * 1.05);
  });

  it('does not send a thrifty traveller from Kolkata to Guwahati on a road across Bangladesh', () => {
    // The model once gave a 681 km, 15.75 h bus; by road it is about 1,020 km.
    const journey = planJourney(place('kolkata'), place('guwahati'), {
      travelClass: 'Economy',
      travellers: 1,
      thrifty: true,
    });
    const main = journey.legs.find((leg) => leg.main)!;
    // A flight or train is fine; a bus or cab must take the road round by Siliguri.
    const shortRoad = (main.mode === 'bus' || main.mode === 'road') && main.distanceKm < 950;
    expect(shortRoad, `${main.mode} ${main.distanceKm} km`).toBe(false);
  });
});
