import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { joinedByLand, landmassOf } from './geo';
import { cardsForTrip, engineSearchOf } from './quality';
import { cardFor, rankedCards } from './planner';
import { carriesParty, notesOf, onStayIsland, renderDays } from './trip';
import { airportName, planJourney, seaFareBetween } from './transport';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const options = { travelClass: 'Economy' as const, date: '2027-01-12' };

describe('places across the sea (decision 34)', () => {
  it('reaches no place across the sea by road, bus or train, from any town', () => {
    // Kochi → Lakshadweep was a 595 km bus ride, Madurai → Colombo a 500 km drive.
    const origins = [...new Set([...kb.byId.values(), ...kb.towns.values()])].filter(
      (p) => landmassOf(p) === 'south-asia',
    );
    const overseas = kb.destinations.filter((p) => landmassOf(p) !== 'south-asia');
    expect(overseas.map((p) => p.id)).toEqual(
      expect.arrayContaining(['lakshadweep', 'port-blair', 'colombo', 'maldives', 'bali']),
    );
    expect(origins.length).toBeGreaterThan(500);
    const grounded: string[] = [];
    for (const to of overseas) {
      // The nearest towns are the likeliest to be sent by road; every tenth of the rest too.
      const near = [...origins]
        .sort(
          (a, b) =>
            Math.hypot(a.lat - to.lat, a.lon - to.lon) - Math.hypot(b.lat - to.lat, b.lon - to.lon),
        )
        .filter((_, index) => index < 15 || index % 10 === 0);
      for (const from of near) {
        for (const thrifty of [true, false]) {
          const journey = planJourney(from, to, { ...options, travellers: 1, thrifty });
          if (!['flight', 'boat'].includes(journey.mode))
            grounded.push(`${from.id} → ${to.id}: ${journey.mode}`);
        }
      }
    }
    expect(grounded).toEqual([]);
  });

  it('still drives where land joins the places', () => {
    expect(joinedByLand(place('colombo'), place('kandy'))).toBe(true);
    expect(joinedByLand(place('delhi'), place('kathmandu'))).toBe(true);
    expect(joinedByLand(place('port-blair'), place('havelock'))).toBe(false);
    const drive = planJourney(place('colombo'), place('kandy'), { ...options, travellers: 2 });
    expect(drive.mode).not.toBe('flight');
  });
});

describe('airport names on the legs', () => {
  it('keep the town in brackets and drop the planner’s note after it', () => {
    // "Veer Savarkar International Airport (Port Blair; 1.5-2.5 h by ferry)" was a leg's name.
    const legs = planJourney(place('delhi'), place('havelock'), { ...options, travellers: 2 }).legs;
    const names = legs.flatMap((leg) => [leg.from, leg.to]);
    expect(names).toContain('Veer Savarkar International Airport (Port Blair)');
    expect(names.join(' ')).not.toMatch(/by ferry\)|;/);
    expect(airportName('Cochin International Airport (only scheduled link to Agatti; 1.5 h)')).toBe(
      'Cochin International Airport',
    );
  });
});

describe('stays on an island of their own (decision 34)', () => {
  const archipelagos = kb.destinations.filter((p) => p.attractions.some((a) => a.island));

  it('names only islands its sights stand on', () => {
    expect(archipelagos.map((p) => p.id)).toEqual(
      expect.arrayContaining(['maldives', 'lakshadweep']),
    );
    for (const p of archipelagos) {
      const islands = new Set(
        [...p.attractions, ...p.restaurants].flatMap((a) => (a.island ? [a.island] : [])),
      );
      for (const stay of Object.values(p.stays).flat())
        if (stay.island) expect(islands, `${p.id}: ${stay.name}`).toContain(stay.island);
    }
  });

  it('plans no sight across the water from the stay, and says which are left out', () => {
    let resortCards = 0;
    for (const p of archipelagos) {
      for (const [travellers, range] of [
        [1, [0, 60_000]],
        [2, [0, 400_000]],
        [2, [150_000, 900_000]],
      ] as const) {
        const search = engineSearchOf({
          from: 'Kochi',
          to: p.name,
          days: 5,
          travellers,
          travelClass: 'Economy',
          priceRange: [...range],
          start: '2027-02-10',
        });
        for (const { trip } of rankedCards(search)) {
          const stay = trip.stays[0]!;
          for (const sight of trip.attractions) {
            const entry = p.attractions.find((a) => a.name === sight.name)!;
            expect(onStayIsland(entry, stay), `${stay.hotelName}: ${sight.name}`).toBe(true);
          }
          const across = p.attractions.filter((a) => !onStayIsland(a, stay));
          if (across.length > 0) {
            resortCards += 1;
            expect(notesOf(trip).join(' ')).toContain(`${across[0]!.name}`);
          }
        }
      }
    }
    expect(resortCards).toBeGreaterThan(0);
  });

  it('takes the boats to Bangaram and Thinnakara from Agatti, not from a stay on Kadmat', () => {
    // The speedboat from Agatti stops at Bangaram in half an hour and is at Kadmat two hours on
    // (cost-model.ts): a Kadmat stay had "Unwind at Bangaram Island" as if across the beach.
    const lakshadweep = place('lakshadweep');
    const stays = Object.values(lakshadweep.stays).flat();
    for (const name of ['Bangaram Island', 'Thinnakara Island']) {
      const sight = lakshadweep.attractions.find((a) => a.name === name)!;
      for (const stay of stays) {
        expect(onStayIsland(sight, stay), `${stay.name}: ${name}`).toBe(stay.island === 'Agatti');
      }
    }
  });

  it('sees Malé from a Malé hotel, and not from a resort or Maafushi', () => {
    const maldives = place('maldives');
    const museum = maldives.attractions.find((a) => a.name.startsWith('National Museum'))!;
    const maafushi = maldives.attractions.find((a) => a.name === 'Maafushi Island')!;
    const stays = Object.values(maldives.stays).flat();
    const byName = (name: string) => stays.find((s) => s.name === name)!;
    expect(onStayIsland(museum, byName('Hotel Jen Malé'))).toBe(true);
    expect(onStayIsland(museum, byName('Sheraton Maldives Full Moon Resort & Spa'))).toBe(false);
    expect(onStayIsland(museum, byName('Maafushi Inn'))).toBe(false);
    expect(onStayIsland(maafushi, byName('Maafushi Inn'))).toBe(true);
  });

  it('dines only on the stay’s island: no Malé café from a resort, no Bangaram from Agatti', () => {
    let cards = 0;
    for (const id of ['maldives', 'lakshadweep']) {
      const p = place(id);
      for (const [travellers, range] of [
        [1, [0, 100_000]],
        [2, [0, 2_000_000]],
      ] as const) {
        const search = engineSearchOf({
          from: 'Kochi',
          to: p.name,
          start: '2027-01-13',
          days: 5,
          travellers,
          travelClass: 'Economy',
          priceRange: [...range],
        });
        for (const card of rankedCards(search)) {
          cards += 1;
          const stay = Object.values(p.stays)
            .flat()
            .find((s) => s.name === card.trip.stays[0]!.hotelName)!;
          for (const outline of card.trip.outlines) {
            for (const eatery of [outline.lunch, outline.dinner]) {
              if (!eatery) continue;
              const where = `${id}: ${stay.name} eats at ${eatery.name}`;
              expect(onStayIsland(eatery, stay), where).toBe(true);
            }
          }
        }
      }
    }
    expect(cards).toBeGreaterThan(5);
  });
});

describe('day trips across the sea', () => {
  /** Day trips joined to their base by land: a bridge (Phillip Island), a beach (Goat Island). */
  const BY_LAND = new Set([
    'Phillip Island',
    'Goat Island and Matakana',
    'Nami Island and Gapyeong',
  ]);
  const ISLAND = /\b(?:islands?|isle|nusa|koh|ko|île|atoll)\b/i;

  it('goes to an island by boat, or by the outing that carries the party there', () => {
    const driven = kb.destinations.flatMap((base) =>
      base.excursions
        .filter((trip) => ISLAND.test(trip.name) && trip.by !== 'boat' && !BY_LAND.has(trip.name))
        .filter((trip) => !base.activities.some((activity) => carriesParty(activity.name, trip)))
        .map((trip) => `${base.id}: ${trip.name}`),
    );
    expect(driven).toEqual([]);
  });

  it('crosses to Nusa Penida by the fast boat from Bali, at its fare both ways', () => {
    let crossed = 0;
    for (const card of cardsForTrip('Chennai', 'Bali', 6, '2027-02-10')) {
      const day = card.trip.outlines.find((outline) => outline.excursion?.name === 'Nusa Penida');
      if (!day) continue;
      crossed += 1;
      const text = renderDays(card.trip).find((rendered) => rendered.day === day.day)!;
      // From a stay out of town (Ubud), the jetty is a drive away first (decision 199).
      expect(text.morning).toMatch(
        /^(?:Drive from .* into Bali \(.*\); then b|B)oat from Bali to Nusa Penida/,
      );
      expect(text.evening).toMatch(/^Boat back to Bali/);
    }
    expect(crossed).toBeGreaterThan(0);
    expect(seaFareBetween(place('bali'), 'Nusa Penida')).toBe(810);
  });
});

describe('sightseeing by water', () => {
  it('hires a boat, not a cab, where the sights are seen only from one (the Sundarbans)', () => {
    const search = engineSearchOf({
      from: 'Kolkata',
      to: 'Sundarbans',
      days: 3,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 100_000],
    });
    const cards = rankedCards(search);
    expect(cards.length).toBeGreaterThan(0);
    for (const planned of cards) {
      const lines = cardFor(planned, search).inclusions.join('\n');
      expect(lines).not.toMatch(/^Cab for sightseeing/m);
      // A budget card takes a seat on a shared launch where that costs less (decision 144).
      expect(lines).toMatch(
        /^(?:Boat|A seat on a shared tourist launch .*) for sightseeing on \d+ days?$/m,
      );
    }
  });
});

describe('what a stay on one island leaves across the water', () => {
  it('names no sight a day trip of the plan takes in as left out', () => {
    let trips = 0;
    for (const card of cardsForTrip('Kochi', 'Lakshadweep', 5, '2027-01-20')) {
      const across = notesOf(card.trip).find((note) => /lies? across the water/.test(note));
      for (const excursion of card.trip.excursions) {
        trips += 1;
        for (const spot of excursion.spots) {
          expect(across ?? '', `${card.key}: ${spot}`).not.toContain(spot);
        }
      }
    }
    expect(trips).toBeGreaterThan(0);
  });
});
