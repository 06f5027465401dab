import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { abroadRouteBetween } from './abroad-routes';
import { AIRPORT_RIDES, chooseRide, quoteAirportRide } from './airport-rides';
import { airportHome } from './air-routes';
import { TAXI_ABROAD } from './cost-model';
import { hilly } from './hill-roads';
import { haltOf, planJourney, tooLongForADay } from './transport';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const options = { travelClass: 'Economy' as const, date: '2027-01-12' };

describe('airport rides abroad at local fares (decision 35)', () => {
  it('lists only places abroad, from their own airport', () => {
    for (const [id, ride] of Object.entries(AIRPORT_RIDES)) {
      const p = place(id);
      expect(p, id).toBeDefined();
      expect(p.country, id).not.toBe('India');
      expect(p.airport?.code, id).toBe(ride.airport);
      expect(ride.public ?? ride.taxi, id).toBeDefined();
    }
  });

  it('takes the airport train on a budget and shares the taxi otherwise', () => {
    const thrifty = quoteAirportRide(place('paris'), 'CDG', 2, true)!;
    const comfort = quoteAirportRide(place('paris'), 'CDG', 2, false)!;
    expect(thrifty.label).toMatch(/RER/);
    expect(comfort.label).toMatch(/taxi/);
    // One taxi for up to four: each of four pays a quarter, each of five shares two taxis.
    expect(quoteAirportRide(place('paris'), 'CDG', 4, false)!.farePerPerson).toBeCloseTo(
      AIRPORT_RIDES.paris!.taxi!.farePerVehicle / 4,
    );
    expect(quoteAirportRide(place('paris'), 'CDG', 5, false)!.farePerPerson).toBeCloseTo(
      (2 * AIRPORT_RIDES.paris!.taxi!.farePerVehicle) / 5,
    );
    expect(quoteAirportRide(place('paris'), 'ORY', 2, false)).toBeUndefined();
  });

  it('prices the transfer of a trip abroad by the local ride, not an Indian cab', () => {
    const journey = planJourney(place('mumbai'), place('paris'), { ...options, travellers: 2 });
    const transfer = journey.legs[journey.legs.length - 1]!;
    expect(transfer.travelClass).toMatch(/taxi/);
    expect(transfer.farePerPerson).toBeCloseTo(AIRPORT_RIDES.paris!.taxi!.farePerVehicle / 2);
    const budget = planJourney(place('mumbai'), place('bangkok'), {
      ...options,
      travellers: 1,
      thrifty: true,
    });
    const rail = budget.legs[budget.legs.length - 1]!;
    expect(rail.mode).toBe('train');
    expect(rail.description).toContain('Airport Rail Link');
  });

  it('takes the SBB train from Zurich to Interlaken on a budget, not a two-hour cab', () => {
    // Every Interlaken card went the 125 km from Zurich airport by taxi at the Zurich tariff,
    // about ₹40,000 a car, the budget card too; travellers take the SBB train, about two hours.
    const journey = (thrifty: boolean) =>
      planJourney(place('delhi'), place('interlaken'), { ...options, travellers: 2, thrifty });
    const budget = journey(true).legs.at(-1)!;
    expect(budget).toMatchObject({ mode: 'train', travelClass: 'SBB train', hours: 2.25 });
    expect(budget.farePerPerson).toBe(AIRPORT_RIDES.interlaken!.public!.farePerPerson);
    const comfort = journey(false).legs.at(-1)!;
    expect(comfort).toMatchObject({ mode: 'road', travelClass: 'taxi' });
    expect(comfort.distanceKm).toBeGreaterThan(100);
    expect(comfort.farePerPerson).toBeCloseTo(
      (comfort.distanceKm * TAXI_ABROAD.Switzerland!.perKm) / 2,
      -1,
    );
  });

  it('takes the taxi at the country’s tariff on a comfort card where only the train is priced', () => {
    // Seoul, Singapore, Kyoto and a dozen others list only the airport train or bus: every
    // card rode it, the luxury one too, while decision 35 gives comfort cards the taxi. The
    // country's tariff (TAXI_ABROAD, decision 86) prices that taxi over the road's km.
    const onlyPublic = Object.entries(AIRPORT_RIDES).filter(([, ride]) => !ride.taxi);
    let checked = 0;
    for (const [id, ride] of onlyPublic) {
      const country = place(id).country;
      const journey = (thrifty: boolean) =>
        planJourney(place('delhi'), place(id), { ...options, travellers: 2, thrifty });
      const budget = journey(true).legs.at(-1)!;
      const comfort = journey(false).legs.at(-1)!;
      // A trip from Delhi may land at another gateway (Pattaya's flights are to Bangkok).
      if (budget.from !== place(id).airport?.name) continue;
      checked += 1;
      expect(budget.travelClass, id).toBe(ride.public!.label);
      if (!TAXI_ABROAD[country]) {
        expect(comfort.travelClass, id).toBe(ride.public!.label);
        continue;
      }
      expect(comfort.mode, id).toBe('road');
      expect(comfort.travelClass, id).toMatch(/taxi/);
      const perKm = TAXI_ABROAD[country]!.perKm;
      expect(comfort.farePerPerson, id).toBeGreaterThanOrEqual(
        (comfort.distanceKm * perKm) / 2 - 1,
      );
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('a budget card through another town’s airport (decision 159)', () => {
  it('rides that town’s airport train or bus and the train or bus on, not a taxi all the way', () => {
    // Pattaya's flights land at Bangkok's Suvarnabhumi, Samarkand's at Tashkent: a solo budget
    // card paid a 120 km or 300 km taxi (₹2,280, ₹5,100) where Bangkok's Airport Rail Link and
    // the Ekkamai bus, or Tashkent's taxi into town and the Afrosiyob train, cost a fifth or half.
    let checked = 0;
    for (const destination of kb.destinations.filter((each) => each.country !== 'India')) {
      for (const thrifty of [true, false]) {
        const journey = planJourney(place('delhi'), destination, {
          ...options,
          travellers: 1,
          thrifty,
        });
        const last = journey.legs.at(-1)!;
        // Flown to the gateway of another town with its own airport ride (a place with a
        // ride of its own from that airport takes it, as Interlaken from Zurich).
        const gateway = destination.majorAirport;
        if (!gateway || last.from !== gateway.name) continue;
        const town = Object.entries(AIRPORT_RIDES).find(
          ([id, ride]) => id !== destination.id && ride.airport === gateway.code,
        );
        const route = town && abroadRouteBetween(town[0], destination.id)?.public;
        if (!route || AIRPORT_RIDES[destination.id]?.airport === gateway.code) continue;
        if (!thrifty) {
          expect(last.travelClass, destination.id).not.toBe(route.label);
          continue;
        }
        checked += 1;
        const into = chooseRide(town[1], 1, true)!;
        expect(last, destination.id).toMatchObject({ mode: route.mode, travelClass: route.label });
        expect(last.farePerPerson).toBe(into.farePerPerson + route.farePerPerson);
        expect(last.hours).toBe(into.hours! + route.hours);
        expect(last.description).toContain(into.label);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });
});

describe('a budget card through another Indian town’s airport (decision 159)', () => {
  it('rides a city cab into that town and the bus on, not a cab all the way', () => {
    // Kolkata → Kutch for one on a budget flew to Ahmedabad and took a 330 km cab, ₹4,620,
    // where a city cab into Ahmedabad and the AC bus to Bhuj cost a fifth of it; 176 such
    // rides from Mumbai and Kolkata alone.
    let checked = 0;
    for (const destination of kb.destinations.filter((each) => each.country === 'India')) {
      const budget = { ...options, travellers: 1, thrifty: true };
      const journey = planJourney(place('kolkata'), destination, budget);
      const flight = journey.legs.find((leg) => leg.mode === 'flight');
      const town = flight?.toCode ? airportHome(flight.toCode) : undefined;
      if (!town || town.id === destination.id || town.country !== 'India') continue;
      // Through a town on the plains whose own airport it is (not Pantnagar's for Nainital).
      if (town.airport!.distanceKm > 40 || hilly(town)) continue;
      const on = planJourney(town, destination, budget);
      // A bus longer than a day holds (Guwahati to Tawang) is no sensible saving after a flight.
      if (on.legs.length !== 1 || on.mode !== 'bus' || tooLongForADay(on.legs[0]!)) continue;
      const home = planJourney(place('kolkata'), town, budget);
      if (home.legs.find((leg) => leg.mode === 'flight')?.toCode !== flight!.toCode) continue;
      checked += 1;
      const into = home.legs.at(-1)!;
      const last = journey.legs.at(-1)!;
      // The cab stays only where the change into the bus saves under ₹500 a head.
      expect(last.farePerPerson, destination.id).toBeLessThan(
        into.farePerPerson + on.farePerPerson + 500,
      );
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('takes the ride into that town on the day flown, where the night is spent, and the bus on next day', () => {
    // Kolkata → Kutch halts at Ahmedabad after the flight; its second day read "transfer from
    // Sardar Vallabhbhai Patel International Airport, Ahmedabad … by city taxi into Ahmedabad,
    // then AC bus", a ride from the airport the morning after a night in town.
    let split = 0;
    for (const origin of ['kolkata', 'mumbai', 'delhi']) {
      for (const destination of kb.destinations.filter((each) => each.country === 'India')) {
        for (const [from, to, direction] of [
          [place(origin), destination, 'out'],
          [destination, place(origin), 'home'],
        ] as const) {
          const journey = planJourney(from, to, { ...options, travellers: 1, thrifty: true });
          const halted = haltOf(journey, from, to, direction);
          if (!halted?.change) continue;
          const last = halted.first.legs.at(-1)!;
          const next = halted.second.legs[0]!;
          // A night by the airport (a cab from Bagdogra on to Lachung) is another case.
          if (journey.legs.some((leg) => leg.through)) {
            split += 1;
            // The day ends in the town of the night, and the next starts there or at its airport.
            expect(last.to === halted.at || last.mode === 'flight', `${from.id} → ${to.id}`).toBe(
              true,
            );
            expect(next.from === halted.at || next.mode === 'flight', `${from.id} → ${to.id}`).toBe(
              true,
            );
          }
          expect(
            halted.first.farePerPerson + halted.second.farePerPerson,
            `${from.id} → ${to.id}`,
          ).toBeCloseTo(journey.farePerPerson);
        }
      }
    }
    expect(split).toBeGreaterThan(0);
  });

  it('keeps both rides of the leg at the road head of a place no road reaches', () => {
    // Sabarimala's budget journeys ride a city cab into Thiruvananthapuram or Kochi and a bus on
    // to the road head below the walk up (atRoadHead): the two rides must end where the leg does.
    let atHead = 0;
    for (const origin of ['kolkata', 'mumbai', 'delhi', 'bengaluru', 'chennai', 'hyderabad']) {
      for (const destination of kb.destinations.filter((each) => each.trail)) {
        for (const [from, to] of [
          [place(origin), destination],
          [destination, place(origin)],
        ] as const) {
          const journey = planJourney(from, to, { ...options, travellers: 1, thrifty: true });
          for (const leg of journey.legs) {
            if (!leg.through) continue;
            const [first, second] = leg.through;
            expect(first.from, `${from.id} → ${to.id}`).toBe(leg.from);
            expect(second.to, `${from.id} → ${to.id}`).toBe(leg.to);
            expect(first.to, `${from.id} → ${to.id}`).toBe(second.from);
            // Where cars stop: the road head, or the halt a shuttle runs on from (decision 243).
            const roadEnd = destination.trail!.ride?.from ?? destination.trail!.head;
            if ([leg.from, leg.to].includes(roadEnd)) atHead += 1;
          }
        }
      }
    }
    expect(atHead).toBeGreaterThan(10);
  });
});
