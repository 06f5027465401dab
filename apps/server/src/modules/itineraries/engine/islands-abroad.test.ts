import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { rankedCards } from './planner';
import { dayChecks } from './day-checks';
import { cardsForTrip, checkFrom, engineSearchOf } from './quality';
import { onStayIsland, renderDays } from './trip';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;

/** Every card of a few searches for the Seychelles, budget to luxury, one and two travellers. */
function seychellesTrips() {
  const trips = [];
  for (const start of ['2027-04-10', '2027-10-12']) {
    for (const [travellers, range] of [
      [1, [0, 80_000]],
      [1, [0, 150_000]],
      [2, [0, 400_000]],
      [2, [100_000, 2_000_000]],
    ] as const) {
      const search = engineSearchOf({
        from: 'Mumbai',
        to: 'Seychelles',
        days: 5,
        travellers,
        travelClass: 'Economy',
        priceRange: [...range],
        start,
      });
      trips.push(...rankedCards(search).map((card) => card.trip));
    }
  }
  return trips;
}

describe('the Seychelles, spread over islands (decision 34)', () => {
  const seychelles = place('seychelles');
  const stays = Object.values(seychelles.stays).flat();
  const stay = (name: string) => stays.find((s) => s.name === name)!;

  it('names the island of every sight and eatery, and of every stay but Silhouette’s resort', () => {
    for (const item of [...seychelles.attractions, ...seychelles.restaurants])
      expect(item.island, item.name).toMatch(/^(Mahé|Praslin|La Digue)$/);
    expect(stay('Seaview Lodge, Anse Possession, Praslin').island).toBe('Praslin');
    expect(stay('Cabanes des Anges, La Digue').island).toBe('La Digue');
    expect(stay('Berjaya Beau Vallon Bay Resort & Casino').island).toBe('Mahé');
    // Silhouette has no sight of its own listed: none of Mahé's is seen from there.
    const labriz = stay('Hilton Seychelles Labriz Resort & Spa');
    expect(labriz.island).toBeUndefined();
    const victoria = seychelles.attractions.find((a) => a.name === 'Victoria Clock Tower')!;
    expect(onStayIsland(victoria, labriz)).toBe(false);
  });

  it('plans from a stay on Praslin or La Digue no Mahé sight, and no day trip to its own island', () => {
    const offIsland = new Set<string>();
    for (const trip of seychellesTrips()) {
      const hotel = stay(trip.stays[0]!.hotelName);
      for (const sight of trip.attractions) {
        const entry = seychelles.attractions.find((a) => a.name === sight.name)!;
        expect(onStayIsland(entry, hotel), `${hotel.name}: ${sight.name}`).toBe(true);
      }
      if (hotel.island === 'Praslin' || hotel.island === 'La Digue') {
        offIsland.add(hotel.island);
        const planned = trip.attractions.map((sight) => sight.name);
        expect(planned, hotel.name).not.toContain('Beau Vallon Beach');
        expect(planned, hotel.name).not.toContain('Victoria Clock Tower');
        expect(
          trip.excursions.map((excursion) => excursion.name),
          hotel.name,
        ).not.toContain(hotel.island);
      }
    }
    // The budget searches do reach the stays off Mahé.
    expect([...offIsland].sort()).toEqual(['La Digue', 'Praslin']);
  });

  it('crosses to Praslin and La Digue by sea, never by road', () => {
    for (const name of ['Praslin', 'La Digue']) {
      const trip = seychelles.excursions.find((excursion) => excursion.name === name)!;
      expect(trip.by, name).toBe('boat');
    }
    let days = 0;
    for (const card of cardsForTrip('Mumbai', 'Seychelles', 6, '2027-04-10')) {
      for (const day of renderDays(card.trip)) {
        const text = `${day.morning} ${day.afternoon} ${day.evening}`;
        // "Drive from Seychelles to La Digue (50 km each way)" was a day's morning.
        expect(text).not.toMatch(
          /Drive (?:from|back to) .*(?:La Digue|Praslin)|Drive back to Seychelles/,
        );
        if (/^Day trip to (?:La Digue|Praslin)/.test(day.title)) days += 1;
      }
    }
    expect(days).toBeGreaterThan(0);
  });
});

describe('sights far out of town abroad', () => {
  const sight = (id: string, name: string) =>
    place(id).attractions.find((attraction) => attraction.name === name)!;

  it('carry the drive out there, where their notes or the place’s give the distance', () => {
    expect(sight('abu-dhabi', 'BAPS Hindu Mandir').away).toEqual({ km: 50, hours: 0.75 });
    for (const park of ['Ferrari World Abu Dhabi', 'Warner Bros. World Abu Dhabi'])
      expect(sight('abu-dhabi', park).away).toEqual({ km: 25, hours: 0.5, at: 'Yas Island' });
    expect(sight('cairo', 'Grand Egyptian Museum').away?.at).toBe('Giza');
    expect(sight('cairo', 'Giza Pyramids and Sphinx').away?.at).toBe('Giza');
    expect(sight('queenstown', 'Moke Lake').away?.km).toBe(15);
  });

  it('plans the Abu Dhabi temple as a drive out of town, not a stop in town', () => {
    let seen = 0;
    for (const card of cardsForTrip('Mumbai', 'Abu Dhabi', 5, '2027-02-10')) {
      for (const day of renderDays(card.trip)) {
        const text = `${day.morning} ${day.afternoon} ${day.evening}`;
        if (!text.includes('BAPS Hindu Mandir')) continue;
        seen += 1;
        expect(text).toContain('BAPS Hindu Mandir (50 km out of town');
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('meals on a resort island of its own (decision 133)', () => {
  it('has lunch at the resort, not at "a local eatery", and at local islands keeps the eatery', () => {
    const maldives = place('maldives');
    const days = ['2027-02-10', '2027-06-11'].flatMap((start) =>
      cardsForTrip('Hyderabad', 'Maldives', 5, start).flatMap(({ trip }) =>
        renderDays(trip).map((day) => ({ day, stay: trip.stays[0]! })),
      ),
    );
    const eateryOn = (island: string | undefined) =>
      maldives.restaurants.some((eatery) => eatery.island === island);
    const resortDays = days.filter(
      ({ day, stay }) => day.kind === 'explore' && stay.kind === 'resort' && !eateryOn(stay.island),
    );
    expect(resortDays.length).toBeGreaterThan(0);
    for (const { day, stay } of resortDays) {
      expect(day.meals.lunch, stay.hotelName).not.toMatch(/local eatery/);
    }
    // A guesthouse on Maafushi, a local island, still eats out.
    const local = days.filter(
      ({ day, stay }) => day.kind === 'explore' && stay.island === 'Maafushi',
    );
    for (const { day } of local) expect(day.meals.lunch).not.toMatch(/^Lunch at .*(Inn|Hotel|Spa)/);
  });

  // Decision 238: a free evening at a resort on its own island read "Evening at leisure around
  // Maldives", a boat ride from any town.
  it('spends a free afternoon or evening at the resort, not "around" the place', () => {
    let free = 0;
    for (const start of ['2027-02-10', '2027-06-11']) {
      for (const { trip } of cardsForTrip('Hyderabad', 'Maldives', 5, start)) {
        const stay = trip.stays[0]!;
        if (stay.kind !== 'resort' || stay.island !== undefined) continue;
        for (const day of renderDays(trip)) {
          if (/at leisure at|Free time at/.test(`${day.afternoon} ${day.evening}`)) free += 1;
          for (const text of [day.afternoon, day.evening, day.description])
            expect(text, stay.hotelName).not.toMatch(/around Maldives|Free afternoon in Maldives/);
        }
      }
    }
    expect(free).toBeGreaterThan(0);
  });
});

describe('a stay off Mahé, reached by the Cat Cocos, with no Mahé outing (decision 224)', () => {
  const seychelles = place('seychelles');
  const stays = Object.values(seychelles.stays).flat();
  const ferry = { Praslin: 5460, 'La Digue': 6720 } as Record<string, number>;

  it('sails from Mahé to the stay and back, at the ferry’s fare, and plans only its island’s outings', () => {
    const reached = new Set<string>();
    for (const trip of seychellesTrips()) {
      const hotel = stays.find((s) => s.name === trip.stays[0]!.hotelName)!;
      // Mahé's outings (the Copolia trail, the Ste Anne boat trip, the Cat Cocos day trip) are
      // planned from a stay on Mahé, and only from there.
      for (const done of trip.activities) {
        const entry = seychelles.activities.find((a) => a.name === done.name)!;
        expect(onStayIsland(entry, hotel), `${hotel.name}: ${done.name}`).toBe(true);
      }
      const fare = hotel.island ? ferry[hotel.island] : undefined;
      if (fare === undefined) continue;
      reached.add(hotel.island!);
      const [inbound, outbound] = [trip.outboundHalt?.second ?? trip.outbound, trip.back];
      const legIn = inbound.legs.at(-1)!;
      const legOut = outbound.legs[0]!;
      for (const leg of [legIn, legOut]) {
        expect(leg.mode, hotel.name).toBe('boat');
        expect(leg.travelClass, hotel.name).toMatch(/^Cat Cocos ferry/);
        expect(leg.farePerPerson, hotel.name).toBe(fare);
      }
      // The ferry sails from Victoria's quay: the ride between it and the airport is a leg of its
      // own, at the airport ride's fare (decision 248), on the way out and on the way home.
      const wholeWayIn = [...(trip.outboundHalt?.first.legs ?? []), ...inbound.legs];
      const rideIn = wholeWayIn[wholeWayIn.length - 2]!;
      const rideOut = outbound.legs[1]!;
      expect([rideIn.from, rideIn.to], hotel.name).toEqual([
        'Seychelles International Airport',
        'Victoria',
      ]);
      expect([rideOut.from, rideOut.to], hotel.name).toEqual([
        'Victoria',
        'Seychelles International Airport',
      ]);
      for (const ride of [rideIn, rideOut]) {
        expect(ride.mode, hotel.name).not.toBe('boat');
        expect(ride.farePerPerson, hotel.name).toBeGreaterThan(0);
      }
      expect(legIn.from, hotel.name).toBe('Victoria');
      expect(legOut.to, hotel.name).toBe('Victoria');
      const text = renderDays(trip)
        .map((day) => `${day.morning} ${day.afternoon} ${day.evening}`)
        .join(' ');
      expect(text, hotel.name).not.toMatch(/Copolia|Ste Anne|by SPTC bus to (?!Victoria)/);
      expect(text, hotel.name).not.toMatch(/to Seychelles International Airport by Cat Cocos/);
    }
    expect([...reached].sort()).toEqual(['La Digue', 'Praslin']);
  });

  it('finds, day by day, nothing planned across the water from the stay', () => {
    const checks = [
      checkFrom('Mumbai', 'Seychelles', 6, '2027-04-10', {
        travellers: 1,
        priceRange: [0, 150_000],
      }),
      checkFrom('Delhi', 'Seychelles', 5, '2027-10-12', { priceRange: [0, 400_000] }),
      checkFrom('Kochi', 'Lakshadweep', 5, '2027-01-12'),
      checkFrom('Chennai', 'Maldives', 5, '2027-02-15', { travellers: 1, priceRange: [0, 80_000] }),
    ];
    const figures = dayChecks(checks, [...new Set(checks.map((check) => check.start))]);
    expect(figures.days).toBeGreaterThan(0);
    expect(figures.faults.acrossTheWater, figures.examples.join('\n')).toBe(0);
  });

  it('spends the night in Victoria when the flight lands after the last boat', () => {
    const cards = cardsForTrip('Delhi', 'Seychelles', 5, '2027-03-10');
    const halted = cards.filter((card) => card.trip.outboundHalt?.missedBoat);
    expect(halted.length).toBeGreaterThan(0);
    for (const card of halted) {
      expect(card.trip.outboundHalt!.at, card.key).toBe('Victoria');
      const [first, second] = renderDays(card.trip);
      expect(first!.title, card.key).toBe('Delhi to Victoria: on the way to the Seychelles');
      // The ferry goes to the stay's island, and the morning's crossing is said to go there.
      const island = card.trip.stays[0]!.island!;
      expect(first!.evening, card.key).toBe(
        `Night at a hotel in Victoria: the day's last Cat Cocos ferry to ${island} leaves about 5 pm, so the crossing is tomorrow morning.`,
      );
      expect(first!.morning, card.key).toMatch(
        /then transfer from Seychelles International Airport to Victoria by /,
      );
      expect(first!.description, card.key).toContain(`and ${island} is reached tomorrow`);
      expect(second!.morning, card.key).toMatch(
        new RegExp(
          `^Set off again from Victoria after breakfast\\. Travel from Victoria to ${island}: `,
        ),
      );
    }
  });

  it('sets out on a day trip by boat from the island of the stay (Kadmat, La Digue)', () => {
    let seen = 0;
    for (const [to, island] of [
      ['Lakshadweep', 'Kadmat'],
      ['Seychelles', 'La Digue'],
    ] as const) {
      for (const card of cardsForTrip('Delhi', to, 5, '2027-01-12')) {
        const stay = card.trip.stays[0]!;
        if (stay.island !== island) continue;
        for (const day of renderDays(card.trip)) {
          if (!day.title.startsWith('Day trip to')) continue;
          seen += 1;
          // The trip's distance is measured from the place's own centre, on another island.
          expect(day.morning, card.key).toMatch(new RegExp(`^Boat from ${island} to [^(]*$`));
          expect(day.evening, card.key).toBe(`Boat back to ${island}.`);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

// Decision 245: the boat from Malé's airport went "to Maldives", a country of islands, not to
// the resort or the island the stay stands on.
describe('the boat from the airport to a stay at a place of islands', () => {
  it('goes to the island the stay names, or to a resort with an island of its own', () => {
    const landings = new Set<string>();
    const trips = [
      ...['2027-02-10', '2027-06-11'].flatMap((start) =>
        ['Maldives', 'Lakshadweep'].flatMap((to) =>
          cardsForTrip('Hyderabad', to, 5, start).map(({ trip }) => trip),
        ),
      ),
      ...seychellesTrips(),
    ];
    for (const trip of trips) {
      const stay = trip.stays[0]!;
      const place = stay.place.name;
      for (const leg of [...trip.outbound.legs, ...trip.back.legs]) {
        // The airport's boat or road transfer to the stay, not the flight.
        if (leg.main || (leg.to !== place && leg.from !== place)) continue;
        expect(leg.description, stay.hotelName).not.toMatch(
          new RegExp(`(?:from|to) ${place} (?:by|to)\\b`),
        );
        const landing = stay.island ?? stay.hotelName;
        expect(leg.description, stay.hotelName).toContain(landing);
        landings.add(landing);
      }
    }
    // Resorts of their own (Maldives) and named islands (Maafushi, Praslin, La Digue).
    expect(landings.size).toBeGreaterThan(3);
    expect([...landings].some((landing) => landing === 'Maafushi' || landing === 'Praslin')).toBe(
      true,
    );
  });

  // Decision 246: a guesthouse on Maafushi spent its evenings "around Maldives".
  it('spends free time around the island the stay names, not around the country', () => {
    let around = 0;
    for (const start of ['2027-02-10', '2027-06-11']) {
      for (const { trip } of cardsForTrip('Mumbai', 'Maldives', 5, start, 60_000)) {
        const stay = trip.stays[0]!;
        if (stay.island === undefined) continue;
        for (const day of renderDays(trip)) {
          const text = `${day.morning} ${day.afternoon} ${day.evening} ${day.description}`;
          expect(text, stay.hotelName).not.toMatch(/around Maldives|free day in Maldives/);
          if (text.includes(`around ${stay.island}`)) around += 1;
        }
      }
    }
    expect(around).toBeGreaterThan(0);
  });

  it('sets out on a day trip from the stay’s island and comes back to it', () => {
    let out = 0;
    for (const trip of seychellesTrips()) {
      const stay = trip.stays[0]!;
      if (stay.island === undefined) continue;
      for (const day of renderDays(trip)) {
        if (day.kind !== 'excursion') continue;
        expect(`${day.morning} ${day.evening} ${day.description}`, stay.hotelName).not.toMatch(
          /(?:from|to) (?:the )?Seychelles\b(?! [A-Z])/,
        );
        if (day.morning.includes(`from ${stay.island}`)) out += 1;
      }
    }
    expect(out).toBeGreaterThan(0);
  });
});
