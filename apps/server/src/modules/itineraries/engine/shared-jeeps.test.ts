import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardFor, rankedCards } from './planner';
import { engineSearchOf } from './quality';
import {
  AIRPORT_JEEP_STANDS,
  SHARED_JEEPS,
  SHARED_JEEP_LABEL,
  sharedJeepBetween,
} from './shared-jeeps';
import { planJourney } from './transport';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;

describe('shared jeeps in the hills', () => {
  it('join places, towns and railheads of the knowledge base', () => {
    const towns = new Set([...kb.towns.values()].map((town) => town.id));
    const railheads = new Set(kb.destinations.map((one) => one.railway?.code));
    for (const route of SHARED_JEEPS) {
      for (const end of route.between) {
        expect(kb.byId.has(end) || towns.has(end) || railheads.has(end), end).toBe(true);
      }
      expect(sharedJeepBetween(route.between[1], route.between[0])).toBe(route);
    }
  });

  it('seat a budget traveller from Darjeeling to Gangtok at the per-seat fare', () => {
    for (const travellers of [1, 4]) {
      const journey = planJourney(place('darjeeling'), place('gangtok'), {
        travelClass: 'Economy',
        travellers,
        thrifty: true,
      });
      expect(journey.legs).toHaveLength(1);
      expect(journey.legs[0]).toMatchObject({
        mode: 'road',
        travelClass: SHARED_JEEP_LABEL,
        farePerPerson: 250,
        hours: 4,
      });
      expect(journey.notes.join(' ')).toContain('shared jeep, ₹250 a seat');
    }
    // A standard card keeps its cab.
    const cab = planJourney(place('gangtok'), place('darjeeling'), {
      travelClass: 'Economy',
      travellers: 2,
    });
    expect(cab.legs[0]!.travelClass).toBe('AC sedan cab');
  });

  it('take a budget traveller from Siliguri up to Gangtok, and from the train at NJP', () => {
    const siliguri = kb.towns.get('siliguri')!;
    const up = planJourney(siliguri, place('gangtok'), {
      travelClass: 'Economy',
      travellers: 1,
      thrifty: true,
    });
    expect(up.legs[0]).toMatchObject({ travelClass: SHARED_JEEP_LABEL, farePerPerson: 200 });

    const fromKolkata = planJourney(place('kolkata'), place('gangtok'), {
      travelClass: 'Economy',
      travellers: 1,
      thrifty: true,
    });
    expect(fromKolkata.mode).toBe('train');
    const last = fromKolkata.legs[fromKolkata.legs.length - 1]!;
    expect(last).toMatchObject({
      main: false,
      from: 'New Jalpaiguri Junction station',
      travelClass: SHARED_JEEP_LABEL,
      farePerPerson: 200,
    });
    expect(fromKolkata.notes.join(' ')).toContain(
      'New Jalpaiguri Junction station to Gangtok by shared jeep, ₹200 a seat',
    );
  });

  it('take a budget traveller from the train at NJP up to Darjeeling, not the bus from Kolkata', () => {
    const options = { travelClass: 'Economy' as const, travellers: 1, thrifty: true };
    const fromKolkata = planJourney(place('kolkata'), place('darjeeling'), options);
    expect(fromKolkata.mode).toBe('train');
    const last = fromKolkata.legs[fromKolkata.legs.length - 1]!;
    expect(last).toMatchObject({
      main: false,
      from: 'New Jalpaiguri Junction station',
      to: 'Darjeeling',
      travelClass: SHARED_JEEP_LABEL,
      farePerPerson: 250,
      hours: 3,
    });
    expect(fromKolkata.notes.join(' ')).toContain(
      'New Jalpaiguri Junction station to Darjeeling by shared jeep, ₹250 a seat',
    );
    // The way home starts with the seat down to NJP.
    const home = planJourney(place('darjeeling'), place('kolkata'), options);
    expect(home.mode).toBe('train');
    expect(home.legs[0]).toMatchObject({ travelClass: SHARED_JEEP_LABEL, farePerPerson: 250 });
    // From Siliguri's stand the seat is the journey.
    const siliguri = kb.towns.get('siliguri')!;
    const up = planJourney(siliguri, place('darjeeling'), options);
    expect(up.legs).toHaveLength(1);
    expect(up.legs[0]).toMatchObject({ travelClass: SHARED_JEEP_LABEL, farePerPerson: 250 });
  });

  it('price a solo budget Kolkata → Darjeeling trip by train and shared jeep, and say so', () => {
    const search = engineSearchOf({
      from: 'Kolkata',
      to: 'Darjeeling',
      days: 4,
      travellers: 1,
      travelClass: 'Economy',
      priceRange: [0, 15_000],
    });
    const budget = rankedCards(search).filter((card) => card.trip.spec.tier === 'budget');
    expect(budget.length).toBeGreaterThan(0);
    for (const planned of budget) {
      const { outbound } = planned.trip;
      expect(outbound.mode).toBe('train');
      expect(outbound.legs[outbound.legs.length - 1]).toMatchObject({
        travelClass: SHARED_JEEP_LABEL,
        farePerPerson: 250,
      });
      const card = cardFor(planned, search);
      expect(card.travelNotes.join(' ')).toContain('by shared jeep, ₹250 a seat');
      expect(card.transportSummary).toMatch(/^Train SDAH → NJP .* \+ 88 km by shared jeep/);
    }
  });

  it('seat a budget traveller from Guwahati up to Shillong, from the train too', () => {
    const options = { travelClass: 'Economy' as const, travellers: 1, thrifty: true };
    const road = planJourney(place('guwahati'), place('shillong'), options);
    expect(road.legs).toHaveLength(1);
    expect(road.legs[0]).toMatchObject({
      mode: 'road',
      travelClass: SHARED_JEEP_LABEL,
      farePerPerson: 400,
      hours: 3,
    });
    expect(road.notes.join(' ')).toContain('shared jeep, ₹400 a seat');
    const fromKolkata = planJourney(place('kolkata'), place('shillong'), options);
    expect(fromKolkata.mode).toBe('train');
    expect(fromKolkata.legs[fromKolkata.legs.length - 1]).toMatchObject({
      from: 'Guwahati station',
      travelClass: SHARED_JEEP_LABEL,
      farePerPerson: 400,
    });
    // Four travellers take four seats too: the cab up, a hill drop, costs them more (decision 73).
    const four = planJourney(place('guwahati'), place('shillong'), { ...options, travellers: 4 });
    expect(four.legs[0]!.travelClass).toBe(SHARED_JEEP_LABEL);
  });

  it('seat a budget traveller from Shillong to Cherrapunji and from Dimapur up to Kohima', () => {
    const options = { travelClass: 'Economy' as const, travellers: 1, thrifty: true };
    const sohra = planJourney(place('shillong'), place('cherrapunji'), options);
    expect(sohra.legs[0]).toMatchObject({ travelClass: SHARED_JEEP_LABEL, farePerPerson: 100 });
    const dimapur = kb.towns.get('dimapur')!;
    const kohima = planJourney(dimapur, place('kohima'), options);
    expect(kohima.legs[0]).toMatchObject({
      travelClass: SHARED_JEEP_LABEL,
      farePerPerson: 330,
      hours: 2.5,
    });
  });

  it('names the jeep on a budget card', () => {
    const search = engineSearchOf({
      from: 'Darjeeling',
      to: 'Gangtok',
      days: 3,
      travellers: 1,
      travelClass: 'Economy',
      priceRange: [0, 10_000],
    });
    const budget = rankedCards(search).filter((card) => card.trip.spec.tier === 'budget');
    expect(budget.length).toBeGreaterThan(0);
    for (const planned of budget) {
      expect(planned.trip.outbound.legs[0]!.travelClass).toBe(SHARED_JEEP_LABEL);
      const card = cardFor(planned, search);
      expect(card.transportSummary).toContain('Shared jeep');
      expect(card.travelNotes.join(' ')).toContain('shared jeep');
    }
  });
});

describe('buses in the hills', () => {
  it('name a hill road’s bus as what runs there, and a plains coach as an AC coach', () => {
    const options = { travelClass: 'Economy' as const, travellers: 1, thrifty: true };
    const hill = planJourney(place('pelling'), place('gangtok'), options).legs.find(
      (leg) => leg.mode === 'bus',
    );
    expect(hill?.travelClass).toBe('state or private bus, AC where the route has one');
    const plains = planJourney(place('bengaluru'), place('mysuru'), options).legs.find(
      (leg) => leg.mode === 'bus',
    );
    expect(plains?.travelClass).toBe('AC bus (state or private, seater/sleeper)');
  });
});

describe('roads no bus runs', () => {
  it('plans no bus to or from Lachung: North Sikkim goes by jeep', () => {
    for (const [from, to] of [
      ['gangtok', 'lachung'],
      ['lachung', 'gangtok'],
      ['kolkata', 'lachung'],
    ] as const) {
      const journey = planJourney(place(from), place(to), {
        travelClass: 'Economy',
        travellers: 1,
        thrifty: true,
        date: '2027-04-10',
      });
      expect(
        journey.legs.some((leg) => leg.mode === 'bus'),
        `${from} → ${to}`,
      ).toBe(false);
    }
  });

  it("take a budget flyer from the airport town's jeep stand, not a cab all the way", () => {
    // Bagdogra → Gangtok: a ₹4,250 cab against a city taxi to Siliguri and a ₹200 seat.
    for (const [from, to, airport] of [
      ['delhi', 'gangtok', 'IXB'],
      ['delhi', 'shillong', 'GAU'],
    ] as const) {
      const options = { travelClass: 'Economy', travellers: 1, date: '2027-02-10' } as const;
      const budget = planJourney(place(from), place(to), { ...options, thrifty: true });
      if (!budget.legs.some((leg) => leg.toCode === airport)) continue;
      const last = budget.legs.at(-1)!;
      expect(last.travelClass, `${from} → ${to}`).toBe(SHARED_JEEP_LABEL);
      expect(last.farePerPerson).toBeLessThan(1_000);
      expect(last.description).toMatch(/city taxi .* jeep stand, then a shared jeep/);
      const home = planJourney(place(to), place(from), { ...options, thrifty: true });
      expect(home.legs[0]!.description).toMatch(/shared jeep .* down to .*, then a city taxi/);
      // Cards above the budget tier keep the cab.
      const comfort = planJourney(place(from), place(to), options);
      expect(comfort.legs.every((leg) => leg.travelClass !== SHARED_JEEP_LABEL)).toBe(true);
    }
    for (const code of Object.keys(AIRPORT_JEEP_STANDS)) {
      const { stand } = AIRPORT_JEEP_STANDS[code]!;
      expect(
        SHARED_JEEPS.some((route) => route.between.includes(stand)),
        code,
      ).toBe(true);
    }
  });
});
