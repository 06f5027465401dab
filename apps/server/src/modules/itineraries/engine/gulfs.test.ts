import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { roadKm } from './geo';
import { planJourney } from './transport';
import { greatCircleKm, GULFS, modelRoadKm, ROAD_FACTOR } from './road-model';

const kb = knowledgeBase();
const at = (id: string) =>
  kb.byId.get(id) ?? [...kb.towns.values()].find((town) => town.id === id)!;
const ids = (list: string) => list.split(' ').map(at);
/** Saurashtra, south of the Gulf of Kutch and west of the Gulf of Khambhat. */
const saurashtra = ids(
  'diu somnath gir palitana dwarka town-jamnagar town-rajkot town-bhavnagar town-porbandar town-junagadh',
);
/** The mainland south of the Gulf of Khambhat's head. */
const south = ids('mumbai town-surat daman town-bharuch town-navsari town-valsad silvassa');
/** Kutch, north of the Gulf of Kutch. */
const kutch = ids('kutch town-gandhidham');

describe('a road between the two shores of a gulf (decision 170)', () => {
  it('goes round the Gulf of Khambhat between Saurashtra and the mainland to its south', () => {
    // Mumbai to Diu read 359 km straight across the gulf; the road is some 850 km.
    const head = GULFS.find((gulf) => gulf.name === 'Gulf of Khambhat')!.round;
    for (const a of saurashtra) {
      for (const b of south) {
        const round = greatCircleKm(a, head) + greatCircleKm(head, b);
        expect(round, `${a.name} → ${b.name}`).toBeGreaterThan(greatCircleKm(a, b) * 1.1);
        expect(roadKm(a, b), `${a.name} → ${b.name}`).toBeGreaterThanOrEqual(
          Math.floor(round * ROAD_FACTOR),
        );
      }
    }
    // "Bhavnagar to Bharuch is 350 km by road and only 32 km by sea" (organizeindia.in).
    expect(roadKm(at('town-bhavnagar'), at('town-bharuch'))).toBeGreaterThan(350 * 0.7);
    expect(roadKm(at('diu'), at('mumbai'))).toBeGreaterThan(800);
  });

  it('goes round the Gulf of Kutch between Kutch and Saurashtra, by Morbi', () => {
    for (const a of kutch) {
      for (const b of saurashtra) {
        const km = roadKm(a, b);
        expect(km, `${a.name} → ${b.name}`).toBeGreaterThan(greatCircleKm(a, b) * ROAD_FACTOR);
      }
    }
    // Jamnagar to Bhuj read 123 km across the gulf; round it by Morbi it is about 250 km.
    expect(roadKm(at('town-jamnagar'), at('kutch'))).toBeGreaterThan(220);
  });

  it('crosses Mumbai’s harbour by the Atal Setu, not straight over the water to Alibaug', () => {
    // Mumbai to Alibaug read 43 km in 45 min straight across the harbour mouth.
    const [mumbai, alibaug] = [at('mumbai'), at('alibaug')];
    const head = GULFS.find((gulf) => gulf.name === 'Mumbai harbour')!.round;
    const round = Math.round(
      (greatCircleKm(mumbai, head) + greatCircleKm(head, alibaug)) * ROAD_FACTOR,
    );
    expect(modelRoadKm(mumbai, alibaug)).toBe(round);
    // The road taken is no shorter, nor than Alibaug's sourced road from Mumbai's airport less
    // the airport's way into Mumbai (decision 244).
    expect(roadKm(mumbai, alibaug)).toBeGreaterThanOrEqual(round);
    expect(roadKm(mumbai, alibaug)).toBeGreaterThan(65);
  });

  it('leaves alone the roads on one shore or round the gulfs’ heads already', () => {
    for (const [a, b] of [
      ['mumbai', 'ahmedabad'],
      ['ahmedabad', 'kutch'],
      ['town-rajkot', 'diu'],
      ['town-surat', 'vadodara'],
    ] as const) {
      expect(modelRoadKm(at(a), at(b)), `${a} → ${b}`).toBe(
        Math.round(greatCircleKm(at(a), at(b)) * ROAD_FACTOR),
      );
    }
  });

  it('measures the train or bus the same way round', () => {
    // Surat to Somnath by train read 330 km; the line runs round by Ahmedabad.
    for (const [a, b] of [
      ['town-surat', 'somnath'],
      ['town-surat', 'palitana'],
      ['town-jamnagar', 'kutch'],
    ] as const) {
      const journey = planJourney(at(a), at(b), {
        travelClass: 'Economy',
        travellers: 1,
        thrifty: true,
      });
      const main = journey.legs.find((leg) => leg.main)!;
      expect(main.mode, `${a} → ${b}`).not.toBe('flight');
      expect(main.distanceKm, `${a} → ${b}`).toBe(roadKm(at(a), at(b)));
      expect(main.distanceKm, `${a} → ${b}`).toBeGreaterThan(greatCircleKm(at(a), at(b)) * 1.5);
    }
  });
});
