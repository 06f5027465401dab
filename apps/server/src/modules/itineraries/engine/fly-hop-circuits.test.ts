import { describe, expect, it } from 'vitest';
import { firstPageOf } from './quality';
import { roadKm } from './geo';

const cards = (from: string, to: string, days: number) =>
  firstPageOf({ from, to, days, start: '2027-02-02' });

describe('a country abroad toured by a flight within it (decision 101)', () => {
  it('tours New Zealand’s Queenstown and Auckland on ten days, flying between them', () => {
    const toured = cards('Bengaluru', 'New Zealand', 10).filter(
      (card) => card.trip.spec.stops.length === 2,
    );
    expect(toured.length).toBeGreaterThan(0);
    for (const card of toured) {
      expect(card.trip.spec.stops.map((stop) => stop.place.id).sort(), card.key).toEqual([
        'auckland',
        'queenstown',
      ]);
      expect(card.trip.transfers[0]!.mode, card.key).toBe('flight');
      // Neither stop sits out two days or more at leisure.
      const leisure = card.trip.outlines.filter((outline) => outline.kind === 'leisure');
      expect(leisure.length, card.key).toBeLessThan(2);
    }
  });

  it('keeps an Indian state’s circuits to road hops of a day', () => {
    for (const card of cards('Delhi', 'Rajasthan', 9)) {
      const stops = card.trip.spec.stops.map((stop) => stop.place);
      for (let i = 1; i < stops.length; i += 1) {
        expect(roadKm(stops[i - 1]!, stops[i]!), card.key).toBeLessThanOrEqual(350 * 1.5);
      }
    }
  });
});
