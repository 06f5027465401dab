import { describe, expect, it } from 'vitest';
import { cardsForTrip } from './quality';
import { knownRoad, shutPassOn } from './known-roads';

const cards = (from: string, to: string, start: string, days = 6) =>
  cardsForTrip(from, to, days, start);

const legsOf = (card: ReturnType<typeof cards>[number]) =>
  [card.trip.outbound, ...card.trip.transfers, card.trip.back].flatMap((journey) => journey.legs);

describe('roads over passes shut by snow (decision 42)', () => {
  it('knows the months Kunzum La, Baralacha La and Zoji La are shut', () => {
    expect(shutPassOn({ id: 'manali' }, { id: 'spiti' }, 1)).toBe('Kunzum La');
    expect(shutPassOn({ id: 'spiti' }, { id: 'manali' }, 7)).toBeUndefined();
    expect(shutPassOn({ id: 'manali' }, { id: 'leh' }, 12)).toBe('Baralacha La');
    expect(shutPassOn({ id: 'srinagar' }, { id: 'leh' }, 2)).toBe('Zoji La');
    expect(shutPassOn({ id: 'srinagar' }, { id: 'leh' }, 8)).toBeUndefined();
    // The winter road to Spiti by Shimla and Kinnaur stays open.
    expect(shutPassOn({ id: 'chandigarh' }, { id: 'spiti' }, 1)).toBeUndefined();
  });

  it('reaches Spiti in January by Chandigarh and Kinnaur, never from Bhuntar over Kunzum La', () => {
    for (const from of ['Delhi', 'Mumbai', 'Chandigarh']) {
      const found = cards(from, 'Spiti', '2027-01-12');
      expect(found.length, from).toBeGreaterThan(0);
      for (const card of found) {
        const codes = legsOf(card).flatMap((leg) => [leg.fromCode, leg.toCode]);
        expect(codes, `${from} ${card.key}`).not.toContain('KUU');
      }
    }
    // In July the quicker way by Bhuntar and Manali is open again.
    const summer = cards('Delhi', 'Spiti', '2027-07-12').flatMap(legsOf);
    expect(summer.some((leg) => leg.toCode === 'KUU')).toBe(true);
  });

  it('drives to Leh only over its passes, however far round they lie (decision 73)', () => {
    // Jammu to Leh was driven as the model's 388 km over the mountains, in January too.
    expect(knownRoad({ id: 'jammu' }, { id: 'leh' })).toMatchObject({ via: 'srinagar' });
    expect(knownRoad({ id: 'jammu' }, { id: 'leh' })!.km).toBeGreaterThan(650);
    expect(knownRoad({ id: 'dharamshala' }, { id: 'leh' })).toMatchObject({ via: 'manali' });
    expect(shutPassOn({ id: 'jammu' }, { id: 'leh' }, 1)).toBe('Zoji La');
    const winter = cards('Jammu', 'Leh', '2027-01-15');
    expect(winter.length).toBeGreaterThan(0);
    for (const card of winter) {
      expect(legsOf(card).filter((leg) => leg.mode === 'road' && leg.distanceKm > 100)).toEqual([]);
    }
  });

  it('flies between Srinagar and Leh while Zoji La is shut, and says why', () => {
    const found = cards('Delhi', 'Srinagar Leh', '2027-01-12', 8);
    expect(found.length).toBeGreaterThan(0);
    for (const card of found) {
      const move = card.trip.transfers[0]!;
      expect(move.mode, card.key).toBe('flight');
      expect(move.notes.join(' ')).toContain('the road over Zoji La is shut by snow in January');
    }
    const summer = cards('Delhi', 'Srinagar Leh', '2027-07-12', 8);
    expect(summer.some((card) => card.trip.transfers[0]!.mode !== 'flight')).toBe(true);
  });
});
