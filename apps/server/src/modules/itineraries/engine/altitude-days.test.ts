import { describe, expect, it } from 'vitest';
import { timeFor } from './hours';
import { cardsForTrip } from './quality';

describe('the first 36–48 hours after flying into Leh', () => {
  it('keeps the day after the flight to a few sights in town, after a slow morning', () => {
    let checked = 0;
    for (const start of ['2027-06-10', '2027-09-02']) {
      for (const { trip, key } of cardsForTrip('Delhi', 'Leh', 6, start)) {
        const [arrival, next] = trip.outlines;
        if (!arrival!.journey?.legs.some((leg) => leg.mode === 'flight')) continue;
        checked += 1;
        expect(next!.excursion, key).toBeUndefined();
        expect(next!.morning, key).toEqual([]);
        const items = [...next!.afternoon, ...next!.evening];
        expect(
          items.filter((item) => 'activity' in item),
          key,
        ).toEqual([]);
        const hours = next!.afternoon.reduce(
          (sum, item) => sum + ('attraction' in item ? timeFor(item.attraction) : 0),
          0,
        );
        expect(hours, key).toBeLessThanOrEqual(2.5);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
