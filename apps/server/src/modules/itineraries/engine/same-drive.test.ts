import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { timeFor } from './hours';
import { cardsForTrip } from './quality';
import { itemHours, renderDays } from './trip';

const kb = knowledgeBase();
const withPlaces = kb.destinations.filter((place) =>
  place.attractions.some((sight) => sight.away?.at !== undefined),
);

describe('sights at one place out of town, on one drive (decision 58)', () => {
  it('sees them one after another on the same drive, and counts the drive once', () => {
    let shared = 0;
    for (const place of withPlaces) {
      for (const start of ['2027-01-13', '2027-05-12', '2027-10-20']) {
        for (const days of [3, 5]) {
          for (const card of cardsForTrip('Delhi', place.name, days, start)) {
            const texts = renderDays(card.trip);
            for (const outline of card.trip.outlines) {
              const items = [...outline.morning, ...outline.afternoon, ...outline.evening];
              const sights = items.flatMap((item) => ('attraction' in item ? [item] : []));
              const where = `${card.key} day ${outline.day}`;
              sights.forEach((item, k) => {
                // A sight beside the stay out of town needs no drive at all (decision 62).
                if (item.byStay) return;
                const at = item.attraction.away?.at;
                const before = sights.slice(0, k).map((other) => other.attraction.away?.at);
                // Out there before today: it is the sight just before, and this is its drive.
                const earlier = at !== undefined && before.includes(at);
                expect(Boolean(item.sameDrive), `${where}: ${item.attraction.name}`).toBe(earlier);
                if (earlier) expect(before.at(-1), `${where}: ${item.attraction.name}`).toBe(at);
                if (!item.sameDrive) return;
                shared += 1;
                // Its visit, and the drive on beyond the farthest sight seen before it there.
                const reach = Math.max(
                  ...sights.slice(0, k).map((other) => other.attraction.away?.hours ?? 0),
                );
                const on = Math.max(0, item.attraction.away!.hours - reach);
                expect(itemHours(item)).toBe(item.attraction.hours + 2 * on);
                expect(itemHours(item)).toBeLessThan(timeFor(item.attraction));
                expect(Object.values(texts[outline.day - 1]!).join(' ')).toContain(
                  `${item.attraction.name} (on the same drive out to ${at}`,
                );
              });
            }
          }
        }
      }
    }
    expect(shared).toBeGreaterThan(50);
  });

  it('makes one day out to Paro for its dzong, museum and temple, not a drive to each', () => {
    const paro = kb.byId
      .get('bhutan')!
      .attractions.filter((sight) => sight.away?.at === 'Paro' && sight.hours < 3);
    expect(paro.length).toBe(3);
    let together = 0;
    let cards = 0;
    for (const card of cardsForTrip('Kolkata', 'Bhutan', 6, '2027-10-10')) {
      // From a stay at Paro its sights are beside the stay: no drive to each (decision 102).
      if (card.trip.stays[0]?.away?.at === 'Paro') continue;
      const days = paro.map(
        (sight) =>
          card.trip.outlines.find((outline) =>
            [...outline.morning, ...outline.afternoon].some(
              (item) => 'attraction' in item && item.attraction === sight,
            ),
          )?.day,
      );
      if (days.some((day) => day === undefined)) continue;
      cards += 1;
      if (new Set(days).size === 1) together += 1;
    }
    expect(cards).toBeGreaterThan(0);
    expect(together).toBe(cards);
  });
});

describe('a headline out of town beside a sight too far to share its day (decision 177)', () => {
  it('is seen on a day of its own, not left waiting for the other', () => {
    // The Borra Caves take a morning; Katiki's falls, beyond them on the same road, an
    // afternoon: the two are more than a day out holds.
    const araku = kb.byId.get('araku-valley')!;
    const borra = araku.attractions.find((sight) => sight.name === 'Borra Caves')!;
    const katiki = araku.attractions.find((sight) => sight.name === 'Katiki Waterfalls')!;
    expect(borra.away?.at).toBe('Borra');
    expect(katiki.away?.at).toBe('Borra');
    expect(timeFor(katiki) + borra.hours).toBeGreaterThan(7.5);
    let cards = 0;
    for (const start of ['2027-01-13', '2027-10-20']) {
      for (const card of cardsForTrip('Delhi', araku.name, 4, start)) {
        cards += 1;
        const seen = card.trip.outlines.some((outline) =>
          [...outline.morning, ...outline.afternoon].some(
            (item) => 'attraction' in item && item.attraction.name === 'Borra Caves',
          ),
        );
        expect(seen, card.key).toBe(true);
      }
    }
    expect(cards).toBeGreaterThan(0);
  });
});
