import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { safariFor, seenBySafari } from './safaris';
import { renderDays, type DayOutline } from './trip';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const zone = (id: string, name: string) => place(id).attractions.find((a) => a.name === name)!;

describe('park zones seen only from a safari (decision 49)', () => {
  it('takes the cheapest seat on a budget card and the best on the others', () => {
    const zones = zone('ranthambore', 'Ranthambore National Park, Zones 1–5');
    expect(seenBySafari(zones, place('ranthambore'))).toBe(true);
    expect(safariFor(place('ranthambore'), zones, true)?.name).toMatch(/^Canter safari/);
    expect(safariFor(place('ranthambore'), zones, false)?.name).toMatch(/^Gypsy safari/);
    // A zone's own safari: the canter to Dhikala, the shared jeep for Bijrani.
    expect(safariFor(place('jim-corbett'), zone('jim-corbett', 'Dhikala Zone'), true)?.name).toBe(
      'Canter safari to Dhikala',
    );
    expect(
      safariFor(place('jim-corbett'), zone('jim-corbett', 'Bijrani Zone'), false)?.name,
    ).toMatch(/Bijrani/);
    // Another zone of a park whose zones are seen by safari (Kanha's Kisli, no note of its own).
    expect(seenBySafari(zone('kanha', 'Kisli Zone'), place('kanha'))).toBe(true);
    // A zoo is walked round.
    expect(
      seenBySafari(zone('nainital', 'Pt. G.B. Pant High Altitude Zoo'), place('nainital')),
    ).toBe(false);
  });

  it('pays a seat for every zone a card visits, and says so on the day', () => {
    let zones = 0;
    for (const id of ['ranthambore', 'jim-corbett', 'kanha', 'tadoba', 'pench', 'kabini']) {
      for (const card of cardsForTrip('Delhi', place(id).name, 4, '2027-02-10')) {
        const days = renderDays(card.trip);
        for (const outline of card.trip.outlines) {
          for (const item of [...outline.morning, ...outline.afternoon, ...outline.evening]) {
            if (!('attraction' in item)) continue;
            const safari = safariFor(
              outline.place,
              item.attraction,
              card.trip.spec.tier === 'budget',
            );
            if (!safari) continue;
            zones += 1;
            expect(item.by, `${card.key} day ${outline.day}`).toBe(safari);
            const paid = card.trip.activities.filter(
              (done) => done.day === outline.day && done.name === safari.name,
            );
            expect(paid.length, `${card.key} day ${outline.day}`).toBeGreaterThan(0);
            const text = Object.values(days[outline.day - 1]!).join(' ');
            expect(text).toContain(`from a seat on the`);
          }
        }
        // The safari is never an outing of its own beside the zones it is the way into.
        const zoneSafaris = new Set(
          outlineSafaris(card.trip.outlines).map((activity) => activity.name),
        );
        const outings = card.trip.outlines.flatMap((outline) =>
          [...outline.morning, ...outline.afternoon, ...outline.evening].flatMap((item) =>
            'activity' in item ? [item.activity.name] : [],
          ),
        );
        for (const name of outings)
          expect(zoneSafaris.has(name), `${card.key}: ${name}`).toBe(false);
      }
    }
    expect(zones).toBeGreaterThan(20);
  });
});

function outlineSafaris(outlines: DayOutline[]) {
  return outlines.flatMap((outline) =>
    [...outline.morning, ...outline.afternoon, ...outline.evening].flatMap((item) =>
      'attraction' in item && item.by ? [item.by] : [],
    ),
  );
}
