import { SHARED_JEEP_LABEL } from './shared-jeeps';
import { grounded } from './air-routes';
import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import type { Destination } from '../knowledge/schema';
import { roadKm } from './geo';
import { rankedCards } from './planner';
import { engineSearchOf } from './quality';
import { ROAD_LEGS, TRANSFER_LEGS, placeOfExcursion, timedExcursion } from './road-legs';
import { modelledHillLegs } from './road-legs-coverage';
import { dayChecks } from './day-checks';
import { renderDays } from './trip';
import { planJourney } from './transport';

const kb = knowledgeBase();
/** Destinations and the towns travellers set out from (Pathankot, Siliguri), by id. */
const everyPlace = new Map<string, Destination>([
  ...[...kb.towns.values()].map((town) => [town.id, town] as const),
  ...kb.destinations.map((destination) => [destination.id, destination] as const),
]);
const place = (id: string) => everyPlace.get(id)!;
const economy = { travelClass: 'Economy' as const, travellers: 2 };

describe('curated road legs', () => {
  it('name only places of the knowledge base', () => {
    for (const leg of ROAD_LEGS) {
      for (const id of leg.between) expect(everyPlace.has(id), id).toBe(true);
    }
  });

  it('are driven at their own length and time either way round by the journey planner', () => {
    for (const leg of ROAD_LEGS) {
      const [a, b] = leg.between.map(place) as [Destination, Destination];
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        expect(roadKm(from, to), `${from.id}>${to.id}`).toBe(leg.km);
        for (const thrifty of [false, true]) {
          const journey = planJourney(from, to, { ...economy, thrifty });
          const main = journey.legs.find((item) => item.main)!;
          // A seat in a shared jeep keeps its own sourced time (shared-jeeps.test.ts).
          if (main.mode === 'road' && main.travelClass !== SHARED_JEEP_LABEL) {
            expect(main.distanceKm, `${from.id}>${to.id}`).toBe(leg.km);
            expect(main.hours, `${from.id}>${to.id}`).toBe(leg.hours);
          } else if (main.mode === 'bus') {
            expect(main.hours, `${from.id}>${to.id}`).toBeGreaterThanOrEqual(leg.hours);
          }
        }
      }
    }
  });

  it('give a new leg its hours on the road, both ways, where a cab is the way to go', () => {
    for (const [from, to, hours] of [
      ['delhi', 'mussoorie', 7.5],
      ['bengaluru', 'ooty', 6.5],
      ['mysuru', 'coorg', 3.5],
      ['rishikesh', 'badrinath', 10],
      ['rishikesh', 'kedarnath', 8.5],
      ['town-pathankot', 'dalhousie', 2.5],
      // Kerala's coast, slower than the model's plains (28 November 2026).
      ['kochi', 'alleppey', 1.75],
      ['varkala', 'kovalam', 1.75],
    ] as const) {
      for (const [a, b] of [
        [from, to],
        [to, from],
      ] as const) {
        const journey = planJourney(place(a), place(b), economy);
        expect(journey.mode, `${a}>${b}`).toBe('road');
        // The road to a place no road reaches ends at its road head; the walk is its own leg.
        const road = journey.legs.filter((leg) => !leg.trail);
        expect(
          road.reduce((total, leg) => total + leg.hours, 0),
          `${a}>${b}`,
        ).toBe(hours);
      }
    }
  });

  it('give mountain roads their real length and time, either way round', () => {
    expect(roadKm(place('gangtok'), place('lachung'))).toBe(117);
    expect(roadKm(place('lachung'), place('gangtok'))).toBe(117);
    for (const travellers of [1, 2, 5]) {
      const journey = planJourney(place('gangtok'), place('lachung'), {
        travelClass: 'Economy',
        travellers,
      });
      expect(journey.hours).toBeGreaterThanOrEqual(4);
    }
  });

  it('plans Gangtok → Lachung as a day on the road, with no sightseeing that afternoon', () => {
    const search = engineSearchOf({
      from: 'Gangtok',
      to: 'Lachung',
      days: 3,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 200_000],
    });
    const cards = rankedCards(search);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const arrival = card.trip.outlines[0]!;
      expect(arrival.journey!.hours).toBeGreaterThanOrEqual(4);
      expect(arrival.afternoon).toEqual([]);
    }
  });

  it("show a new leg's driving time in the day-wise plan", () => {
    const search = engineSearchOf({
      from: 'Delhi',
      to: 'Mussoorie',
      days: 3,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 200_000],
    });
    const cards = rankedCards(search);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const [first, , last] = renderDays(card.trip);
      if (card.trip.outbound.mode !== 'road') continue;
      expect(JSON.stringify(first)).toContain('290 km, about 7 h 30 min');
      expect(JSON.stringify(last)).toContain('290 km, about 7 h 30 min');
    }
    expect(cards.some((card) => card.trip.outbound.mode === 'road')).toBe(true);
  });

  it('drive Siliguri to Tawang round by Assam, not over the mountains between', () => {
    // The only road in climbs from the Assam plains at Bhalukpong: about 980 km through Guwahati,
    // not the model's 463 km across Bhutan and the Kameng hills (the audit's 278 km to Bomdila).
    expect(roadKm(place('town-siliguri'), place('tawang'))).toBe(980);
    expect(roadKm(place('tawang'), place('town-siliguri'))).toBe(980);
    for (const thrifty of [false, true]) {
      for (const [from, to] of [
        ['town-siliguri', 'tawang'],
        ['tawang', 'town-siliguri'],
      ] as const) {
        const journey = planJourney(place(from), place(to), { ...economy, thrifty });
        const main = journey.legs.find((leg) => leg.main)!;
        // Whatever the way, it takes at least the 15 h of road between Guwahati and Tawang.
        expect(journey.hours, `${from}>${to}`).toBeGreaterThanOrEqual(15);
        if (main.mode === 'road' || main.mode === 'bus') {
          expect(main.distanceKm, `${from}>${to}`).toBeGreaterThanOrEqual(980);
        }
      }
    }
  });

  it('leaves other pairs to the model', () => {
    const km = roadKm(place('delhi'), place('agra'));
    expect(km).toBeGreaterThan(150);
    expect(km).toBeLessThan(300);
  });
});

/**
 * Transfers no journey takes because another gateway of the place is quicker and cheaper from
 * every origin: Lilabari's 5.5-hour road to Ziro loses to Itanagar's airport and Naharlagun's
 * trains since flights are timed by airlines' schedules (decision 139).
 */
const NEVER_THE_BEST = new Set([
  'ziro<IXI',
  // Munsiyari's 11-hour drive from Kathgodam halts halfway, and every train on from Kathgodam
  // is too long for the same day as the other half: the way goes by road or Pantnagar's flights
  // (decision 217).
  'munsiyari<KGM',
]);

describe('curated airport and railhead transfers', () => {
  const gatewaysOf = (destination: Destination) =>
    [destination.airport, destination.majorAirport, destination.railway].filter(Boolean);

  it('name a gateway the place really has', () => {
    for (const leg of TRANSFER_LEGS) {
      const codes = gatewaysOf(place(leg.place)).map((gateway) => gateway!.code);
      expect(codes, `${leg.place}<${leg.gateway}`).toContain(leg.gateway);
    }
  });

  // Every transfer against every Indian origin, both ways: seconds alone, far more on a busy
  // shared machine, so it gets the quality harness's allowance rather than the default 30 s.
  it('are the transfer the journey planner uses, with their length and time, both ways', () => {
    const origins = [...everyPlace.values()].filter((origin) => origin.country === 'India');
    for (const leg of TRANSFER_LEGS) {
      const destination = place(leg.place);
      const gateway = gatewaysOf(destination).find((item) => item!.code === leg.gateway)!;
      const ends = [gateway.name, `${gateway.name} station`];
      // The road to a place no road reaches ends at its road head (decision 43), or at the halt
      // below it where cars stop and a shuttle runs on (decision 243).
      const trail = destination.trail;
      const end = trail ? (trail.ride?.from ?? trail.head) : destination.name;
      let seen = 0;
      for (const origin of origins) {
        for (const thrifty of [false, true]) {
          for (const journey of [
            planJourney(origin, destination, { ...economy, thrifty }),
            planJourney(destination, origin, { ...economy, thrifty }),
          ]) {
            for (const item of journey.legs) {
              const touches =
                !item.main &&
                ((ends.includes(item.from) && item.to === end) ||
                  (item.from === end && ends.includes(item.to)));
              // The place's own line, where it runs to that station, replaces the road (decision 46);
              // an airport's train keeps its own time (Zurich to Interlaken, airport-rides.ts).
              if (!touches || item.line || item.mode === 'train') continue;
              seen += 1;
              expect(item.distanceKm, `${leg.place}<${leg.gateway}`).toBe(leg.km);
              // A shared jeep stops on the way: its time is its own source's; so is the bus on
              // from the airport's town (Coimbatore to Ooty, decision 159).
              if (item.travelClass === SHARED_JEEP_LABEL || item.mode === 'bus') continue;
              expect(item.hours, `${leg.place}<${leg.gateway}`).toBe(leg.hours);
            }
          }
        }
      }
      const byLine = destination.activities.some((activity) => activity.oneWayTo === leg.gateway);
      // An airport with no flights now (Pakyong, decision 61) is never reached to be left.
      if (!byLine && !grounded(leg.gateway) && !NEVER_THE_BEST.has(`${leg.place}<${leg.gateway}`))
        expect(seen, `${leg.place}<${leg.gateway} never used`).toBeGreaterThan(0);
    }
  }, 180_000);

  it('keep the day checks free of transfers faster than the table, out and home', () => {
    const figures = dayChecks(
      ['Darjeeling', 'Gangtok', 'Kalimpong', 'Dalhousie', 'Mussoorie', 'Coorg'].map((to) => ({
        from: 'Delhi',
        to,
        days: 4,
        travellers: 2,
        travelClass: 'Economy' as const,
        priceRange: [0, 200_000] as [number, number],
      })),
      ['2027-02-10'],
    );
    expect(figures.days).toBeGreaterThan(0);
    expect(figures.faults.roadLegsTooFast).toBe(0);
  });

  it("time the flight from Delhi to Darjeeling's Bagdogra transfer as the guides do", () => {
    const journey = planJourney(place('delhi'), place('darjeeling'), economy);
    expect(journey.mode).toBe('flight');
    const transfer = journey.legs.at(-1)!;
    expect(transfer.description).toContain('68 km, about 3 h');
  });
});

describe('day trips to a place the table reaches', () => {
  it("take the leg's distance and time unless the knowledge base times them itself", () => {
    let timed = 0;
    for (const base of kb.destinations) {
      for (const excursion of base.excursions) {
        const target = placeOfExcursion(base, excursion, kb.byName);
        const leg =
          target &&
          ROAD_LEGS.find(
            ({ between: [a, b] }) =>
              (a === base.id && b === target.id) || (b === base.id && a === target.id),
          );
        const result = timedExcursion(base, excursion, kb.byName);
        if (leg && excursion.by === 'road' && !excursion.hours) {
          timed += 1;
          expect(result, `${base.id}: ${excursion.name}`).toMatchObject({
            distanceKm: leg.km,
            hours: leg.hours,
          });
        } else {
          expect(result).toBe(excursion);
        }
      }
    }
    expect(timed).toBeGreaterThan(0);
  });

  it("plan Gulmarg's day trip to Srinagar at the road's 2.5 hours each way", () => {
    const search = engineSearchOf({
      from: 'Delhi',
      to: 'Gulmarg',
      days: 6,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 300_000],
    });
    const days = rankedCards(search).flatMap((card) =>
      card.trip.outlines.filter((day) => day.excursion?.name.startsWith('Srinagar')),
    );
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day.excursion).toMatchObject({ distanceKm: 52, hours: 2.5 });
  });
});

describe('the gap finder', () => {
  it('lists hill legs still on the model and none the tables cover', () => {
    const gaps = modelledHillLegs(kb);
    const named = (from: string, to: string) =>
      gaps.some(
        (gap) => (gap.from === from && gap.to === to) || (gap.from === to && gap.to === from),
      );
    expect(named('manali', 'bir-billing')).toBe(true);
    for (const leg of ROAD_LEGS) expect(named(...leg.between), leg.between.join('–')).toBe(false);
    for (const leg of TRANSFER_LEGS) expect(named(leg.gateway, leg.place)).toBe(false);
  });
});

describe('the place a day trip is named after', () => {
  const byId = (id: string) => kb.byId.get(id)!;
  const tripOf = (base: string, name: string) =>
    byId(base).excursions.find((excursion) => excursion.name === name)!;

  it('is a namesake near the base, never one across the country', () => {
    // Nepal's Bandipur, 75 km from Pokhara, is not Karnataka's tiger reserve, 1,990 km away;
    // Tripura's Udaipur is not Rajasthan's.
    expect(placeOfExcursion(byId('pokhara'), tripOf('pokhara', 'Bandipur'), kb.byName)).toBe(
      undefined,
    );
    expect(
      placeOfExcursion(byId('agartala'), tripOf('agartala', 'Udaipur (Tripura)'), kb.byName),
    ).toBe(undefined);
    // A big place's centre may lie beyond the spot the trip goes to: Satapada is Chilika's,
    // 50 km from Puri by road and 68 km from the lake's centre as the crow flies.
    expect(
      placeOfExcursion(byId('puri'), tripOf('puri', 'Satapada (Chilika)'), kb.byName)?.id,
    ).toBe('chilika');
    expect(placeOfExcursion(byId('manali'), { name: 'Kasol', distanceKm: 75 }, kb.byName)?.id).toBe(
      'kasol',
    );
  });
});
