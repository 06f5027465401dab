import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { roadKm } from './geo';
import { rankedCards } from './planner';
import { engineSearchOf } from './quality';
import { ROAD_LEGS } from './road-legs';
import { planJourney } from './transport';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;

describe('curated road legs', () => {
  it('name only places of the knowledge base', () => {
    for (const leg of ROAD_LEGS) {
      for (const id of leg.between) expect(kb.byId.has(id), id).toBe(true);
    }
  });

  it('give mountain roads their real length and time, either way round', () => {
    expect(roadKm(place('gangtok'), place('lachung'))).toBe(117);
    expect(roadKm(place('lachung'), place('gangtok'))).toBe(117);
    for (const travellers of [1, 2, 5]) {
      const journey = planJourney(place('gangtok'), place('lachung'), {
        travelClass: 'Economy',
        travellers,
      });
      expect(journey.hours).toBeGreaterThanOrEqual(4);
    }
  });

  it('plans Gangtok → Lachung as a day on the road, with no sightseeing that afternoon', () => {
    const search = engineSearchOf({
      from: 'Gangtok',
      to: 'Lachung',
      days: 3,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 200_000],
    });
    const cards = rankedCards(search);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const arrival = card.trip.outlines[0]!;
      expect(arrival.journey!.hours).toBeGreaterThanOrEqual(4);
      expect(arrival.afternoon).toEqual([]);
    }
  });

  it('leaves other pairs to the model', () => {
    const km = roadKm(place('delhi'), place('agra'));
    expect(km).toBeGreaterThan(150);
    expect(km).toBeLessThan(300);
  });
});
