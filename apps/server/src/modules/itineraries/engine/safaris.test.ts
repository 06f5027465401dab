import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { onSafariRoute, rideTo, safariFor, seenBySafari } from './safaris';
import { slotsFor } from './hours';
import { closedWeekdays } from './trip';
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

describe('sights inside a park seen from its safari (decision 57)', () => {
  it('knows a lake or cave inside the park from a sight of the town', () => {
    expect(onSafariRoute(zone('tadoba', 'Tadoba Lake'), place('tadoba'))).toBe(true);
    expect(onSafariRoute(zone('kanha', 'Bamni Dadar'), place('kanha'))).toBe(true);
    expect(onSafariRoute(zone('kanha', 'Kanha Museum'), place('kanha'))).toBe(true);
    // Irai Dam is outside the park; the zones themselves are the safari's own.
    expect(onSafariRoute(zone('tadoba', 'Irai Dam'), place('tadoba'))).toBe(false);
    expect(onSafariRoute(zone('tadoba', 'Moharli Zone'), place('tadoba'))).toBe(false);
  });

  it('plans them only on a safari day, from the safari, and never a core zone on its closed day', () => {
    let passed = 0;
    for (const id of ['tadoba', 'kanha', 'bandhavgarh', 'gir']) {
      const inside = place(id).attractions.filter((sight) => onSafariRoute(sight, place(id)));
      expect(inside.length, id).toBeGreaterThan(0);
      // From Monday 8 February 2027: a Tuesday falls on every trip's second day.
      for (const card of cardsForTrip('Mumbai', place(id).name, 5, '2027-02-08')) {
        const days = renderDays(card.trip);
        for (const outline of card.trip.outlines) {
          const items = [...outline.morning, ...outline.afternoon, ...outline.evening];
          const text = Object.values(days[outline.day - 1]!).join(' ');
          for (const sight of inside) {
            const alone = items.some((item) => 'attraction' in item && item.attraction === sight);
            expect(alone, `${card.key} day ${outline.day}: ${sight.name}`).toBe(false);
            const along = items.find(
              (item) => 'attraction' in item && item.passes?.includes(sight),
            );
            if (!along) continue;
            passed += 1;
            expect('attraction' in along && along.by, card.key).toBeTruthy();
            expect(text).toMatch(new RegExp(`the drive passes (?:[^;]* and )?${sight.name}`));
            expect(days[outline.day - 1]!.placesVisited).toContain(sight.name);
          }
          // A sunset point is passed on a drive that ends at sunset, never a morning one.
          for (const item of outline.morning) {
            for (const sight of ('attraction' in item && item.passes) || []) {
              const atSunset = slotsFor(sight).every((slot) => slot === 'evening');
              expect(atSunset, `${card.key} day ${outline.day}: ${sight.name} at dawn`).toBe(false);
            }
          }
          const weekday = new Date(`${days[outline.day - 1]!.date}T00:00:00Z`).getUTCDay();
          for (const item of items) {
            if (!('attraction' in item)) continue;
            expect(
              closedWeekdays(item.attraction),
              `${card.key} ${item.attraction.name}`,
            ).not.toContain(weekday);
          }
        }
      }
    }
    expect(passed).toBeGreaterThan(5);
    expect(closedWeekdays(zone('tadoba', 'Kolara Zone'))).toEqual([2]);
  });
});

function outlineSafaris(outlines: DayOutline[]) {
  return outlines.flatMap((outline) =>
    [...outline.morning, ...outline.afternoon, ...outline.evening].flatMap((item) =>
      'attraction' in item && item.by ? [item.by] : [],
    ),
  );
}

describe('a sight reached by a ride its place sells (decision 117)', () => {
  it('takes the ride named for the sight, and only where the note says it is reached so', () => {
    expect(rideTo(zone('goa', 'Dudhsagar Falls'), place('goa'))?.name).toBe(
      'Dudhsagar Falls jeep safari (per person share)',
    );
    expect(rideTo(zone('chikmagalur', 'Hebbe Falls'), place('chikmagalur'))?.name).toBe(
      'Jeep ride to Hebbe Falls',
    );
    // Reached on foot or by boat, but no outing sold is named for it.
    expect(rideTo(zone('gokarna', 'Half Moon Beach'), place('gokarna'))).toBeUndefined();
    // A sight by the road, whatever outings name it.
    expect(rideTo(zone('goa', 'Basilica of Bom Jesus'), place('goa'))).toBeUndefined();
  });

  it('prices the seat wherever the plan visits the sight, and says so on the day', () => {
    let visits = 0;
    for (const card of cardsForTrip('Indore', 'Goa', 4, '2027-01-14')) {
      const days = renderDays(card.trip);
      card.trip.outlines.forEach((outline, index) => {
        if (!outline.placesVisited.includes('Dudhsagar Falls')) return;
        visits += 1;
        const text = [days[index]!.morning, days[index]!.afternoon].join(' ');
        expect(text, card.key).toMatch(/from a seat on the Dudhsagar Falls jeep safari.*₹700/);
        expect(
          card.trip.activities.some((activity) =>
            /Dudhsagar Falls jeep safari/.test(activity.name),
          ),
          card.key,
        ).toBe(true);
      });
    }
    expect(visits).toBeGreaterThan(0);
  });

  it('says the price of a seat once, not "per seat" beside "per person" (decision 231)', () => {
    const texts = ['Tadoba Andhari Tiger Reserve', 'Ranthambore'].flatMap((to) =>
      cardsForTrip('Delhi', to, 4, '2027-01-14').flatMap((card) =>
        renderDays(card.trip).flatMap((day) => [day.morning, day.afternoon]),
      ),
    );
    const seats = texts.flatMap((text) => text.match(/from a seat on the [^;)]*/g) ?? []);
    expect(seats.length).toBeGreaterThan(0);
    for (const seat of seats) {
      expect(seat).toMatch(/, ₹[\d,]+ per person/);
      expect(seat).not.toMatch(/per seat|per person share/);
    }
    // What the bracket says beyond the price follows it.
    expect(seats).toContain(
      'from a seat on the core-zone jeep safari, ₹2,500 per person, incl. permit, jeep, guide',
    );
  });

  it("names a day trip's own outing in lower case, without its price's unit (decision 231)", () => {
    const afternoons = cardsForTrip('Delhi', 'Pachmarhi', 4, '2027-01-14').flatMap((card) =>
      renderDays(card.trip).map((day) => day.afternoon),
    );
    const outings = afternoons.filter((text) => /, on the jeep safari in Satpura/i.test(text));
    expect(outings.length).toBeGreaterThan(0);
    for (const text of outings) {
      expect(text).toContain(', on the jeep safari in Satpura National Park, Madhai');
      expect(text).not.toMatch(/per person share/);
    }
  });

  it('writes the ride\'s name with its capital after "then" (decision 230)', () => {
    const texts = cardsForTrip('Bengaluru', 'Coorg', 4, '2027-01-14').flatMap((card) =>
      renderDays(card.trip).map((day) => [day.morning, day.afternoon].join(' ')),
    );
    const seats = texts.filter((text) => /from a seat on the mandalpatti/i.test(text));
    expect(seats.length).toBeGreaterThan(0);
    for (const text of seats) expect(text).toMatch(/from a seat on the Mandalpatti jeep safari/);
  });
});
