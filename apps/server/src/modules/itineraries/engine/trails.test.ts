import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { legsOf, notesOf, renderDays } from './trip';
import { journeyDays, planJourney } from './transport';

const place = (id: string) => knowledgeBase().byId.get(id)!;
const economy = { travelClass: 'Economy' as const, travellers: 2 };
/** The sights a day names, in its three slots. */
const sightsOf = (day: { morning: unknown[]; afternoon: unknown[]; evening: unknown[] }) =>
  [...day.morning, ...day.afternoon, ...day.evening]
    .filter((item): item is { attraction: { name: string } } => 'attraction' in (item as object))
    .map((item) => item.attraction.name);

describe('a place no road reaches (decision 43)', () => {
  it('ends every journey there with the walk from its road head, and starts every one home with it', () => {
    for (const [id, head, start, km] of [
      ['kedarnath', 'Gaurikund', 'Gaurikund', 16],
      ['valley-of-flowers', 'Govindghat', 'Pulna', 10],
      // Its stays are at the Sannidhanam, which no road reaches either (decision 56).
      ['sabarimala', 'Pamba', 'Pamba', 5],
    ] as const) {
      const top = place(id).trail!.top;
      const origins =
        id === 'sabarimala'
          ? ['kochi', 'chennai', 'bengaluru', 'thiruvananthapuram']
          : ['delhi', 'mumbai', 'rishikesh', 'haridwar'];
      for (const origin of origins) {
        for (const thrifty of [false, true]) {
          const out = planJourney(place(origin), place(id), { ...economy, thrifty });
          const walk = out.legs[out.legs.length - 1]!;
          expect([walk.mode, walk.from, walk.to, walk.distanceKm], `${origin}>${id}`).toEqual([
            'foot',
            start,
            top,
            km,
          ]);
          // No road leg runs to the top; the road ends at the road head.
          expect(out.legs.filter((leg) => leg.mode !== 'foot').map((leg) => leg.to)).not.toContain(
            place(id).name,
          );
          expect(out.legs.some((leg) => leg.to === head)).toBe(true);
          const back = planJourney(place(id), place(origin), { ...economy, thrifty });
          expect([back.legs[0]!.mode, back.legs[0]!.from]).toEqual(['foot', top]);
        }
      }
    }
  });

  it('walks up after a night below, sees the temple that evening and nothing of the road below up there', () => {
    const below = ['Gaurikund (Gauri Devi Temple and hot spring)', 'Triyuginarayan Temple'];
    const cards = cardsForTrip('Delhi', 'Kedarnath', 4, '2027-06-10');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const [first, second] = card.trip.outlines;
      expect(first!.halt?.at ?? first!.halt?.aboard, card.key).toBeDefined();
      if (first!.halt?.at) {
        expect(first!.halt.at).toBe('Sonprayag');
        expect(sightsOf(first!)).toEqual([]);
        // The shuttle taxi from Sonprayag, where cars stop, to the Gaurikund trailhead, then the
        // walk (decision 243).
        expect(second!.journey?.legs.map((leg) => leg.mode)).toEqual(['road', 'foot']);
        expect(second!.journey?.legs[0]).toMatchObject({ from: 'Sonprayag', to: 'Gaurikund' });
      }
      if (first!.halt?.at) {
        expect(notesOf(card.trip).join(' ')).toContain(
          'the night at Sonprayag, below the trail, is in a hotel there',
        );
      }
      const seen = card.trip.outlines.flatMap(sightsOf);
      expect(seen, card.key).toContain('Kedarnath Temple');
      for (const sight of below) expect(seen, card.key).not.toContain(sight);
      // No day trip by road from the top, and no helicopter or pony ride as an outing up there.
      expect(card.trip.excursions, card.key).toEqual([]);
      expect(card.trip.activities.map((a) => a.name).join(' '), card.key).not.toMatch(
        /Helicopter|Pony|Trek Gaurikund/,
      );
    }
  });

  it('sees nothing of the lake 6 km above on the evening of the walk up (Hemkund)', () => {
    // Lokpal Lakshman Temple, by the lake at Hemkund, 1,100 m above Ghangaria, was a half-hour
    // sight on the evening of the five-hour walk up; it is now seen on the Hemkund climb.
    const cards = cardsForTrip('Delhi', 'Valley of Flowers', 7, '2027-07-15', 900_000, 1);
    let walks = 0;
    for (const card of cards) {
      for (const day of card.trip.outlines) {
        const up = day.journey?.legs.some((leg) => leg.mode === 'foot' && leg.to !== 'Pulna');
        if (!up) continue;
        walks += 1;
        const lake = knowledgeBase()
          .byId.get('valley-of-flowers')!
          .attractions.filter((sight) => /Hemkund/.test(`${sight.name} ${sight.note ?? ''}`))
          .map((sight) => sight.name);
        for (const name of sightsOf(day))
          expect(lake, `${card.key} day ${day.day}`).not.toContain(name);
      }
    }
    expect(walks).toBeGreaterThan(0);
  });

  it('plans Sabarimala from the Sannidhanam: no sight below, no booking or bus as an outing up there', () => {
    const below = place('sabarimala').trail!.below;
    for (const [from, days] of [
      ['Kochi', 3],
      ['Chennai', 4],
      ['Bengaluru', 5],
    ] as const) {
      const cards = cardsForTrip(from, 'Sabarimala', days, '2026-12-05');
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        for (const day of card.trip.outlines) {
          for (const name of sightsOf(day))
            expect(below, `${card.key} day ${day.day}`).not.toContain(name);
        }
        const outings = card.trip.activities.map((activity) => activity.name).join(' | ');
        expect(outings, card.key).not.toMatch(/Virtual-queue|KSRTC|Trek Pamba/);
        const words = renderDays(card.trip);
        expect(words.map((day) => `${day.morning} ${day.afternoon}`).join(' ')).toContain(
          'walk up the trail from Pamba to Sannidhanam',
        );
      }
    }
  });

  it('says a trip too short for the night below the trail is one', () => {
    const cards = cardsForTrip('Delhi', 'Kedarnath', 3, '2027-06-10').filter(
      (card) => !card.trip.backHalt && !card.trip.homeByNight,
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(notesOf(card.trip).join(' '), card.key).toMatch(
        /with a road and a walk that guides break over two days at Sonprayag; a longer trip would leave a night for it/,
      );
    }
  });

  it('halts twice where two days do not hold the way: the road, the night below, then the walk (decision 63)', () => {
    // From a town with no airport, the bus or cab to Gaurikund is itself more than a day.
    let twice = 0;
    for (const [from, start] of [
      ['Noida', '2027-06-08'],
      ['Kishangarh', '2027-10-04'],
    ] as const) {
      for (const card of cardsForTrip(from, 'Kedarnath', 9, start, 60_000)) {
        const halts = (card.trip.outboundHalt?.middle?.length ?? 0) + 1;
        if (halts < 2) continue;
        twice += 1;
        const days = card.trip.outlines;
        // No day both rides the road and walks the trail (but for the trail's own shuttle from
        // Sonprayag, decision 243), and no day's travel tops 10 hours.
        for (const day of days) {
          const legs = day.journey?.legs.filter((leg) => !(day.halt?.aboard && leg.main)) ?? [];
          const hours = legs.reduce((sum, leg) => sum + leg.hours, 0);
          if (legs.some((leg) => leg.trail)) {
            expect(hours, `${card.key} day ${day.day}`).toBeLessThanOrEqual(10);
            const road = legs.filter((leg) => leg.mode === 'road' || leg.mode === 'bus');
            expect(road.filter((leg) => !leg.trail)).toEqual([]);
          }
        }
        const walkUp = days.findIndex((day) =>
          day.journey?.legs.some((leg) => leg.mode === 'foot'),
        );
        expect(days[walkUp - 1]!.halt?.at, card.key).toBe('Sonprayag');
        expect(days[walkUp]!.kind, card.key).toBe('arrival');
        const words = renderDays(card.trip);
        expect(words[walkUp - 1]!.title, card.key).toMatch(
          /to Sonprayag: on the way to Kedarnath$/,
        );
        expect(words[walkUp - 1]!.evening, card.key).toContain(
          'Night at a hotel in Sonprayag, below the trail, before the walk up to Kedarnath',
        );
        // Every leg is on one day of the plan, in order, and the nights on the way are said.
        const legDays = legsOf(card.trip).map((leg) => leg.day);
        expect(legDays, card.key).toEqual([...legDays].sort((a, b) => a - b));
        // A night on board (a sleeper to Rishikesh) is no hotel night; the rest are named.
        const hotelNights = journeyDays(card.trip.outboundHalt!).filter(
          ({ end }) => end && !end.aboard,
        ).length;
        expect(notesOf(card.trip).join(' '), card.key).toMatch(
          hotelNights > 1
            ? /the nights (?:on the way|at [A-Za-z ]+) and at Sonprayag are in hotels there/
            : /the night at Sonprayag, below the trail, is in a hotel there/,
        );
      }
    }
    expect(twice).toBeGreaterThan(0);
  });

  it('walks down, then rides to the night train the next day, when one day holds not both', () => {
    let split = 0;
    for (const card of cardsForTrip('Kishangarh', 'Kedarnath', 9, '2027-10-04', 60_000)) {
      const days = card.trip.outlines;
      const aboard = days.find((day) => day.kind === 'homeward' && day.halt?.aboard);
      if (!aboard?.after) continue;
      split += 1;
      expect(aboard.after.at, card.key).toBe('Sonprayag');
      expect(
        aboard.journey!.legs.some((leg) => leg.mode === 'foot'),
        card.key,
      ).toBe(false);
      const before = days[aboard.day - 2]!;
      // The walk down, then the shuttle taxi back to Sonprayag (decision 243).
      expect(
        before.journey!.legs.map((leg) => leg.mode),
        card.key,
      ).toEqual(['foot', 'road']);
      const words = renderDays(card.trip)[aboard.day - 1]!;
      expect(words.morning, card.key).toMatch(/^Set off again from Sonprayag after breakfast/);
      expect(words.evening, card.key).toMatch(
        /The overnight (?:train|bus) leaves .+ in the evening/,
      );
    }
    expect(split).toBeGreaterThan(0);
  });

  it('says how many days the way needs when the trip is too short for them', () => {
    const cards = cardsForTrip('Noida', 'Kedarnath', 4, '2027-06-08', 15_000);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(notesOf(card.trip).join(' '), card.key).toMatch(
        /with a road and a walk that guides break over three days; a longer trip would leave the nights for it/,
      );
    }
  });

  it('says so when the night bus out has no night to ride in and the day is too long', () => {
    // Two days from Tiruvannamalai: the bus by day (about 11.5 h) and the walk up (3 h).
    const cards = cardsForTrip('Tiruvannamalai', 'Sabarimala', 2, '2027-01-16', 8_000);
    let byDay = 0;
    for (const card of cards) {
      const first = card.trip.outlines[0]!;
      const legs = first.journey?.legs ?? [];
      if (first.halt?.aboard || !legs.some((leg) => leg.trail)) continue;
      if (legs.reduce((sum, leg) => sum + leg.hours, 0) <= 10) continue;
      byDay += 1;
      expect(notesOf(card.trip).join(' '), card.key).toMatch(
        /takes about \d+ hours with a road and a walk that guides break over two days; a longer trip would leave a night for it/,
      );
    }
    expect(byDay).toBeGreaterThan(0);
  });

  it('leaves time to walk down before a night bus home, and says so', () => {
    // (No night bus leaves Gaurikund in the yatra, decision 59: Sabarimala's pilgrims take one.)
    let aboard = 0;
    for (const card of cardsForTrip('Bengaluru', 'Sabarimala', 4, '2027-12-10', 30_000)) {
      const days = renderDays(card.trip);
      const last = card.trip.outlines.find((day) => day.kind === 'homeward' && day.halt?.aboard);
      if (!last) continue;
      aboard += 1;
      expect(last.afternoon, card.key).toEqual([]);
      expect(days[last.day - 1]!.afternoon, card.key).toMatch(/walk to Pamba takes about 3 h/);
    }
    expect(aboard).toBeGreaterThan(0);
  });

  it('names the nights up there truthfully when the card sleeps on the road below', () => {
    // The valley lists no sourced stay on the road below since the 28 November 2026 review took
    // out those priced from memory, so one is lent to it for this test: a budget stay at
    // Joshimath, where trekkers sleep before and after Ghangaria.
    const valley = place('valley-of-flowers');
    const lent = { name: 'Test Lodge, Joshimath', kind: 'hotel' as const, nightly: 1500 };
    const tiers = [valley.stays, ...(valley.ownStays ? [valley.ownStays] : [])];
    const before = tiers.map((stays) => stays.budget);
    for (const stays of tiers) stays.budget = [lent];
    try {
      expectTruthfulNightsBelow();
    } finally {
      tiers.forEach((stays, index) => (stays.budget = before[index]!));
    }
  });
});

/** Every card that sleeps on the road below says where its nights up there are spent. */
function expectTruthfulNightsBelow(): void {
  let below = 0;
  for (const card of cardsForTrip('Mumbai', 'Valley of Flowers', 6, '2027-07-20')) {
    const stay = card.trip.stays[0]!.hotelName;
    const days = renderDays(card.trip);
    if (/Ghangaria|Valley of Flowers/.test(stay)) continue;
    below += 1;
    const text = days.map((day) => [day.morning, day.afternoon, day.evening].join(' ')).join(' ');
    expect(text, card.key).not.toContain(`check in at ${stay}`);
    const upThere = days.filter((day) => day.stay?.includes('Ghangaria'));
    expect(upThere.length, card.key).toBeGreaterThan(0);
    expect(notesOf(card.trip).join(' '), card.key).toContain(`priced as a night at ${stay}`);
    // The valley and the Hemkund climb are days of their own up there, not one day from Auli.
    const valley = card.trip.outlines.find((day) =>
      sightsOf(day).includes('Valley of Flowers National Park'),
    );
    const hemkund = card.trip.outlines.find((day) => sightsOf(day).includes('Hemkund Sahib'));
    if (valley && hemkund) expect(valley.day).not.toBe(hemkund.day);
  }
  expect(below).toBeGreaterThan(0);
}
