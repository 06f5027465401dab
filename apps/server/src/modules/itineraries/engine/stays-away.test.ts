import { describe, expect, it } from 'vitest';
import { knowledgeBase, normalisePlace } from '../knowledge/load';
import { roadKm } from './geo';
import { cardsForTrip } from './quality';
import { LEAVE_HOME_HOUR } from './transport';
import { backBeforeDinner, backOutAt, carrierOf, commuteOf, renderDays, type Trip } from './trip';

const kb = knowledgeBase();

const AWAY = { km: 30, hours: 1.25 };

/** A day's line without the full stop the render may end it with. */
const bare = (text: string) => text.replace(/\.$/, '');

/** A trip's days as planned from a stay out of town: the card's own plan, its stay moved out. */
function movedOut(trip: Trip, away: { km: number; hours: number }): Trip {
  return { ...trip, stays: trip.stays.map((stay) => ({ ...stay, away })) };
}

/** Each day of each card to Shimla, planned from a stay 30 km out: its outline and its text. */
function daysFromOutOfTown(from: string, days: number) {
  return cardsForTrip(from, 'Shimla', days, '2027-03-03').flatMap((card) => {
    const trip = movedOut(card.trip, AWAY);
    const rendered = renderDays(trip);
    return trip.outlines.map((outline) => ({
      card,
      trip,
      outline,
      day: rendered[outline.day - 1]!,
    }));
  });
}

describe('a stay out of town (decision 62)', () => {
  it('drives into the centre and back on each day of sights there', () => {
    let checked = 0;
    for (const { card, trip, outline, day } of daysFromOutOfTown('Delhi', 5)) {
      {
        const text = [day.morning, day.afternoon, day.evening].join(' ');
        const commute = commuteOf(trip, outline);
        if (outline.kind === 'explore' && outline.placesVisited.length > 0 && !outline.excursion) {
          checked += 1;
          expect(commute?.legs, `${card.key} day ${outline.day}`).toBe(2);
          expect(text).toContain(
            `Drive from ${outline.hotel} into Shimla (30 km, about 1 h 15 min)`,
          );
          expect(text).toContain(`drive back to ${outline.hotel}`);
        }
        // A day trip sets out from the stay itself; a free day stays put. The way home leaves
        // from the place, so the last day drives in with or without sights (decision 185).
        if (
          (outline.excursion || outline.placesVisited.length === 0) &&
          outline.kind !== 'departure'
        ) {
          expect(commute).toBeUndefined();
          expect(text).not.toContain('into Shimla (30 km');
        }
      }
    }
    // The same cards planned from a stay in town say nothing of a drive in.
    for (const card of cardsForTrip('Delhi', 'Shimla', 5, '2027-03-03')) {
      if (card.trip.stays.some((stay) => stay.away)) continue;
      for (const day of renderDays(card.trip)) {
        expect([day.morning, day.afternoon].join(' ')).not.toContain(' into Shimla (');
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('drives back before dinner from a stay an hour out when the evening holds nothing (decision 206)', () => {
    let back = 0;
    let late = 0;
    for (const [from, to] of [
      ['Guwahati', 'Dawki'],
      ['Ahmedabad', 'Kutch'],
      ['Hyderabad', 'Warangal'],
    ] as const) {
      for (const card of cardsForTrip(from, to, 4, '2027-01-15')) {
        const days = renderDays(card.trip);
        for (const outline of card.trip.outlines) {
          const commute = commuteOf(card.trip, outline);
          if (outline.kind !== 'explore' || !commute || commute.hours < 1) continue;
          const day = days[outline.day - 1]!;
          const where = `${card.key} day ${outline.day}`;
          if (outline.evening.length === 0) {
            back += 1;
            expect(backBeforeDinner(card.trip, outline), where).toBe(true);
            // Or, back for a sight beside the stay, before it (decision 251).
            const at = card.trip.stays.find((stay) => stay.place === outline.place)?.away?.at;
            expect(
              backOutAt(outline, at)
                ? day.afternoon.includes(`rive back to ${outline.hotel.replace(/\)$/, '')}`)
                : bare(day.afternoon).endsWith(`; then drive back to ${outline.hotel}`),
              where,
            ).toBe(true);
            expect(bare(day.evening), where).toBe(`Evening at leisure at ${outline.hotel}`);
            expect(bare(day.meals.dinner), where).toBe(`Dinner at ${outline.hotel}`);
            expect(outline.dinner, where).toBeUndefined();
          } else {
            // An evening of sights in town still dines there, then drives back.
            late += 1;
            expect(bare(day.evening).endsWith(`then drive back to ${outline.hotel}`), where).toBe(
              true,
            );
          }
        }
      }
    }
    expect(back).toBeGreaterThan(5);
    expect(late).toBeGreaterThan(0);
  });

  it('reaches the sights after an arrival and before the ride home from the stay', () => {
    let arrivals = 0;
    let departures = 0;
    for (const { trip, outline, day } of daysFromOutOfTown('Chandigarh', 3)) {
      {
        if (outline.kind === 'arrival' && outline.afternoon.length > 0) {
          arrivals += 1;
          expect(day.afternoon).toContain('30 km out of Shimla; then drive back into town');
        }
        if (outline.kind === 'departure' && outline.morning.length > 0) {
          departures += 1;
          expect(day.morning).toContain('and drive into Shimla (30 km, about 1 h 15 min)');
          expect(commuteOf(trip, outline)?.legs).toBe(1);
        }
      }
    }
    expect(arrivals + departures).toBeGreaterThan(0);
  });

  it('drives into the place before the way home, with or without a sight (decision 185)', () => {
    // Every card to places with stays out of town: where the way home leaves from the place, the
    // last morning begins with the stay's drive into it, and the day counts its hours.
    let checked = 0;
    for (const [from, to] of [
      ['Delhi', 'Jim Corbett'],
      ['Hyderabad', 'Hampi'],
      ['Bengaluru', 'Coorg'],
      ['Delhi', 'Kurukshetra'],
      ['Mumbai', 'Mahabaleshwar'],
    ] as const) {
      for (const card of cardsForTrip(from, to, 3, '2027-01-15')) {
        const { trip } = card;
        const last = trip.outlines.at(-1)!;
        const stay = trip.stays.find((one) => one.place === last.place);
        if (last.kind !== 'departure' || last.halt || !stay?.away || stay.outAtStay) continue;
        checked += 1;
        const where = `${card.key} from ${from}`;
        expect(commuteOf(trip, last), where).toEqual({
          km: stay.away.km,
          hours: stay.away.hours,
          legs: 1,
        });
        const day = renderDays(trip).at(-1)!;
        // Sights beside the stay come before the drive; those in the place after it.
        const into = day.morning.indexOf(`drive into ${last.place.name} (${stay.away.km} km`);
        expect(day.morning.startsWith(`Check out of ${last.hotel}`), where).toBe(true);
        expect(into, where).toBeGreaterThan(0);
        expect(day.morning.lastIndexOf('(beside your stay'), where).toBeLessThan(into);
        if (last.homeAt !== undefined && last.morning.length === 0) {
          expect(last.homeAt, where).toBeGreaterThanOrEqual(
            LEAVE_HOME_HOUR + stay.away.hours + (last.journey?.hours ?? 0),
          );
        }
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('names the place a stay stands at where the place’s own day trips or sights go', () => {
    // Joshimath's camp for Auli, Panchgani's hotels for Mahabaleshwar: without it, a distance
    // from the centre would send their traveller into town and back out to a sight by the stay.
    let marked = 0;
    for (const place of kb.destinations) {
      const there = [
        ...place.excursions.map((trip) => trip.name.split(/\s+(?:and|&)\s+|[,(]/)[0]!.trim()),
        ...place.attractions.flatMap((sight) => (sight.away?.at ? [sight.away.at] : [])),
        ...place.attractions.map((sight) => sight.name.split(/[,(]/)[0]!.trim()),
      ];
      for (const stay of Object.values(place.stays).flat()) {
        if (!stay.away) continue;
        marked += 1;
        if (stay.away.at) continue;
        for (const name of there) expect(stay.name, `${place.id}`).not.toContain(name);
      }
    }
    expect(marked).toBeGreaterThan(60);
  });

  it('sees the sights beside such a stay without the drive, and makes no day trip there', () => {
    let beside = 0;
    for (const [from, to, at] of [
      ['Delhi', 'Auli', 'Joshimath'],
      ['Pune', 'Mahabaleshwar', 'Panchgani'],
      ['Delhi', 'Leh', 'Nimmu'],
      ['Mumbai', 'Alibaug', 'Kashid'],
    ] as const) {
      for (const card of cardsForTrip(from, to, 5, '2027-05-12')) {
        const stay = card.trip.stays[0]!;
        if (stay.away === undefined || !stay.hotelName) continue;
        const placed = kb.byId.get(stay.place.id)!;
        const listed = Object.values(placed.stays)
          .flat()
          .find((s) => s.name === stay.hotelName);
        if (listed?.away?.at !== at) continue;
        const days = renderDays(card.trip);
        for (const outline of card.trip.outlines) {
          expect(outline.excursion?.name ?? '', card.key).not.toContain(at);
          for (const item of [...outline.morning, ...outline.afternoon, ...outline.evening]) {
            if (!('attraction' in item) || !item.byStay) continue;
            beside += 1;
            const text = Object.values(days[outline.day - 1]!).join(' ');
            expect(text).toContain(`${item.attraction.name} (beside your stay at ${at}`);
          }
          // A day of sights beside the stay only needs no drive into town, unless the way home
          // leaves from the town that day (decision 185).
          const items = [...outline.morning, ...outline.afternoon, ...outline.evening];
          if (
            outline.kind !== 'departure' &&
            items.length > 0 &&
            items.every((item) => 'attraction' in item && item.byStay)
          )
            expect(commuteOf(card.trip, outline), card.key).toBeUndefined();
        }
      }
    }
    expect(beside).toBeGreaterThan(0);
  });

  it('checks in where such a stay stands, not in the town it is out of', () => {
    // "Arrive in Auli and check in at Hotel Mount View Annexy, Joshimath", 15 km below: the
    // day now drives on to Joshimath to check in (decision 122).
    let arrivals = 0;
    for (const card of cardsForTrip('Delhi', 'Auli', 5, '2027-05-12')) {
      const at = card.trip.stays[0]?.away?.at;
      if (!at) continue;
      for (const day of renderDays(card.trip)) {
        const text = [day.afternoon, day.evening].join(' ');
        if (!/check in/.test(text)) continue;
        arrivals += 1;
        expect(text, card.key).not.toMatch(/Arrive in Auli and check in/);
        // Or in at the stay's town, on the road up, where the journey ends (decision 253).
        expect(text, card.key).toMatch(
          card.trip.stays[0]!.inAtStay
            ? new RegExp(`Arrive in ${at} and check in`)
            : new RegExp(`drive on to ${at} \\(\\d+ km[^)]*\\) and check in`, 'i'),
        );
      }
    }
    expect(arrivals).toBeGreaterThan(0);
  });

  it('plans the drive for the stays the knowledge base places out of town', () => {
    let shown = 0;
    for (const [from, to] of [
      ['Delhi', 'Shimla'],
      ['Mumbai', 'Alibaug'],
      ['Bengaluru', 'Hampi'],
    ] as const) {
      for (const card of cardsForTrip(from, to, 4, '2027-02-10')) {
        const stay = card.trip.stays[0]!;
        if (!stay.away) continue;
        // (A trip whose days there are all day trips or travel never drives into town.)
        if (!card.trip.outlines.some((outline) => commuteOf(card.trip, outline))) continue;
        const text = renderDays(card.trip)
          .map((day) => [day.morning, day.afternoon, day.evening].join(' '))
          .join(' ');
        expect(text).toContain(stay.hotelName);
        expect(text).toContain(` into ${to} (${stay.away.km} km`);
        shown += 1;
      }
    }
    expect(shown).toBeGreaterThan(0);
  });

  it('marks only stays that the knowledge base gives a distance for', () => {
    for (const place of kb.destinations) {
      for (const tier of Object.values(place.stays)) {
        for (const stay of tier) {
          if (!stay.away) continue;
          // At least 10 km out, and driven at a speed a road allows.
          expect(stay.away.km, `${place.id}: ${stay.name}`).toBeGreaterThanOrEqual(10);
          expect(stay.away.km / stay.away.hours, `${place.id}: ${stay.name}`).toBeLessThan(80);
        }
      }
    }
  });

  it('gives the resorts pages place out of town their drive (28 November 2026)', () => {
    // Fairmont Jaipur is "twenty kilometres short of Jaipur", Suryagarh "about 10km away from
    // Jaisalmer" (stays/north.sources.md): both were planned as if in the city.
    const stay = (place: string, name: string) =>
      Object.values(kb.byId.get(place)!.stays)
        .flat()
        .find((each) => each.name === name)!;
    expect(stay('jaipur', 'Fairmont Jaipur').away).toMatchObject({ km: 20 });
    expect(stay('jaisalmer', 'Suryagarh, Jaisalmer').away).toMatchObject({ km: 10 });
  });

  it('lists a hotel of another town of the knowledge base only with its drive from there', () => {
    // Lonar's cards checked in at Vivanta Aurangabad, 145 km away, and Dzukou Valley's at
    // Kohima's hotels, 25 km away, as if they stood at the sights; Kohima was even a day trip.
    const unmarked: string[] = [];
    for (const place of kb.destinations) {
      // A stay below a trail (Joshimath for the Valley of Flowers) is the trail's own rule.
      if (place.trail) continue;
      const own = [place.name, ...place.aliases].map((name) => name.toLowerCase());
      for (const stay of Object.values(place.stays).flat()) {
        if (stay.away || own.some((name) => stay.name.toLowerCase().includes(name))) continue;
        // The town a name ends with: "Hotel Japfu, Kohima", "Vivanta Aurangabad".
        const plain = stay.name.replace(/\(.*?\)/g, '').trim();
        const words = plain.split(/\s+/);
        const towns = [plain.split(',').at(-1)!.trim(), words.at(-1)!, words.slice(-2).join(' ')];
        const there = towns
          .flatMap((town) => kb.byName.get(normalisePlace(town)) ?? [])
          .filter(
            // (A town of the same name across India is another place: Delhi's Dwarka.)
            (other) => other.id !== place.id && roadKm(place, other) <= 400,
          );
        if (there.some((other) => roadKm(place, other) >= 15)) {
          unmarked.push(`${place.id}: ${stay.name}`);
        }
      }
    }
    expect(unmarked).toEqual([]);
  });

  it('drives in to a day trip the place’s cab, tour or ferry carries, and back (decision 188)', () => {
    // Sanchi's half-day cab to Vidisha leaves from Sanchi, 46 km from a stay in Bhopal;
    // Auckland's Waiheke ferry from the city, 21 km from a stay at the airport.
    let checked = 0;
    for (const [from, to] of [
      ['Delhi', 'Sanchi'],
      ['Mumbai', 'Auckland'],
    ] as const) {
      for (const card of cardsForTrip(from, to, 5, '2027-02-08')) {
        const { trip } = card;
        const days = renderDays(trip);
        for (const outline of trip.outlines) {
          const stay = trip.stays.find((one) => one.place === outline.place);
          const carrier = outline.excursion && carrierOf(outline);
          if (!carrier || !stay?.away || outline.overnight) continue;
          checked += 1;
          const where = `${card.key} day ${outline.day}`;
          const { km, hours } = stay.away;
          expect(commuteOf(trip, outline), where).toEqual({ km, hours, legs: 2 });
          // Priced: the drive in and back is the cab of a half day's sights.
          expect(outline.ride, where).toBeDefined();
          const day = days[outline.day - 1]!;
          expect(day.morning, where).toContain(
            `Drive from ${outline.hotel} into ${outline.place.name} (${km} km`,
          );
          expect(day.evening, where).toContain(`; then drive back to ${outline.hotel}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it("drives a day trip by boat to the place's jetty and back (decision 199)", () => {
    // Bali's boats to Nusa Penida and the Gili islands leave from the coast, 35 km from Ubud.
    let checked = 0;
    for (const travellers of [1, 2]) {
      for (const card of cardsForTrip('Mumbai', 'Bali', 7, '2027-08-01', 900_000, travellers)) {
        const { trip } = card;
        const days = renderDays(trip);
        for (const outline of trip.outlines) {
          const stay = trip.stays.find((one) => one.place === outline.place);
          if (outline.excursion?.by !== 'boat' || !stay?.away || outline.overnight) continue;
          checked += 1;
          const where = `${card.key} day ${outline.day}`;
          const { km, hours } = stay.away;
          expect(commuteOf(trip, outline), where).toEqual({ km, hours, legs: 2 });
          const day = days[outline.day - 1]!;
          expect(day.morning, where).toMatch(
            new RegExp(`^Drive from ${outline.hotel} into Bali \\(${km} km.*; then boat from Bali`),
          );
          expect(day.evening, where).toContain(
            `Boat back to Bali; then drive back to ${outline.hotel}`,
          );
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
