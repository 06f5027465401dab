import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import type { Destination } from '../knowledge/schema';
import { quoteTrain } from './cost-model';
import { cardFor, rankedCards } from './planner';
import { engineSearchOf } from './quality';
import {
  NAMED_TRAINS,
  namedClassFor,
  namedTrainsBetween,
  rideFitsHour,
  rideRunsOn,
} from './rail-corridors';
import { planJourney } from './transport';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const town = (name: string) => kb.towns.get(name)!;
const mainLeg = (from: Destination, to: Destination, options: Parameters<typeof planJourney>[2]) =>
  planJourney(from, to, options).legs.find((leg) => leg.main)!;

describe('named premium trains', () => {
  it('run between railheads of the knowledge base, with fares rising by class', () => {
    const railheads = new Set(
      [...kb.destinations, ...kb.towns.values()].map((one) => one.railway?.code),
    );
    for (const train of NAMED_TRAINS) {
      for (const code of train.stations) expect(railheads.has(code), code).toBe(true);
      expect(train.minutes).toBeGreaterThan(60);
      if (train.fares.kind === 'chair') expect(train.fares.EC).toBeGreaterThan(train.fares.CC);
      else {
        expect(train.fares['2A']).toBeGreaterThan(train.fares['3A']);
        expect(train.fares['1A']).toBeGreaterThan(train.fares['2A']);
      }
    }
  });

  it('are found either way round, and only on their corridor', () => {
    expect(namedTrainsBetween('NDLS', 'BSB').map(({ train }) => train.name)).toEqual([
      'Vande Bharat Express',
    ]);
    const trains = (from: string, to: string) =>
      namedTrainsBetween(from, to).map(({ train }) => train);
    expect(trains('BSB', 'NDLS')).toEqual(trains('NDLS', 'BSB'));
    expect(namedTrainsBetween('HWH', 'NJP').map(({ train }) => train.name)).toEqual([
      'Vande Bharat Express',
      'Shatabdi Express',
    ]);
    expect(namedTrainsBetween('NDLS', 'MAS')).toEqual([]);
  });

  it('give a train leg on a corridor the train, its time and its fare in the card’s class', () => {
    // Noida's railhead is Anand Vihar, Mussoorie's Dehradun: the Vande Bharat's corridor.
    const noida = town('noida');
    const mussoorie = place('mussoorie');
    const economy = planJourney(noida, mussoorie, { travelClass: 'Economy', travellers: 2 });
    const main = economy.legs.find((leg) => leg.main)!;
    expect(main).toMatchObject({
      mode: 'train',
      fromCode: 'ANVT',
      toCode: 'DDN',
      travelClass: 'Vande Bharat Express, Chair Car (CC)',
      farePerPerson: 1065,
      hours: 5.25, // 4 h 45 min on the train and half an hour at the station
    });
    expect(main.description).toContain('4 h 45 min');
    expect(economy.notes.join(' ')).toContain('Vande Bharat Express, Chair Car (CC), 4 h 45 min');
    // Without the corridor the model would price an AC 3-tier berth at 50 km/h.
    expect(main.farePerPerson).not.toBe(quoteTrain(main.distanceKm, 'Economy').farePerPerson);

    // Premium Economy and Business ride the executive chair car; the way back is the same train.
    for (const travelClass of ['Premium Economy', 'Business'] as const) {
      expect(mainLeg(mussoorie, noida, { travelClass, travellers: 2 })).toMatchObject({
        travelClass: 'Vande Bharat Express, Executive Chair Car (EC)',
        farePerPerson: 1890,
      });
    }
  });

  it('give way to a flight that is quicker door to door: Chennai → Coorg by Kannur', () => {
    // The Mysuru Vande Bharat (7 h) and 3.5 h of road beyond beat a flight to Bengaluru and its
    // 260 km cab, but not the flight to Kannur, 105 km from Coorg.
    const journey = planJourney(place('chennai'), place('coorg'), {
      travelClass: 'Business',
      travellers: 2,
    });
    expect(journey.legs.find((leg) => leg.main)).toMatchObject({ mode: 'flight', toCode: 'CNN' });
    expect(journey.hours).toBeLessThan(7 + 3.5);
  });

  it('let a budget card take a Rajdhani berth when it is the cheapest sensible way', () => {
    const journey = planJourney(place('delhi'), place('kolkata'), {
      travelClass: 'Economy',
      travellers: 2,
      thrifty: true,
    });
    const main = journey.legs.find((leg) => leg.main)!;
    expect(main).toMatchObject({
      travelClass: 'Rajdhani Express, AC 3-tier (3A)',
      farePerPerson: 2780,
      hours: 17.5,
    });
    expect(journey.notes.join(' ')).toContain('rather than flight');
    // Standard cards still fly: the train is far slower than the flight.
    expect(
      mainLeg(place('delhi'), place('kolkata'), { travelClass: 'Economy', travellers: 2 }).mode,
    ).toBe('flight');
  });

  it("seat a budget card a class below the traveller's, in a berth, never below 3A", () => {
    const rajdhani = NAMED_TRAINS.find((train) => train.fares.kind === 'sleeper')!;
    expect(namedClassFor(rajdhani, 'Economy', true)).toBe('3A');
    expect(namedClassFor(rajdhani, 'Premium Economy', true)).toBe('3A');
    expect(namedClassFor(rajdhani, 'Business', true)).toBe('2A');
    expect(namedClassFor(rajdhani, 'First Class', true)).toBe('2A');
    expect(namedClassFor(rajdhani, 'First Class', false)).toBe('1A');
    const chair = NAMED_TRAINS.find((train) => train.fares.kind === 'chair')!;
    expect(namedClassFor(chair, 'First Class', true)).toBe('CC');
  });

  it('keep the cheapest ordinary train for a budget card where it costs less', () => {
    const leg = mainLeg(place('delhi'), place('varanasi'), {
      travelClass: 'Economy',
      travellers: 4,
      thrifty: true,
    });
    // Sleeper class, on the Shiv Ganga Express since it is listed (express-trains.ts).
    expect(leg.travelClass).toMatch(/Sleeper \(SL\)$/);
    expect(leg.farePerPerson).toBeLessThan(1760);
  });

  it('name the train on the card of a search that rides it', () => {
    // The Bolpur Vande Bharat leaves Howrah at 05:55: a morning start to Shantiniketan. It runs
    // every day but Wednesday (decision 176): 11 February 2027 is a Thursday.
    const search = engineSearchOf({
      from: 'Kolkata',
      to: 'Shantiniketan',
      days: 3,
      travellers: 2,
      travelClass: 'Premium Economy',
      priceRange: [0, 200_000],
      start: '2027-02-11',
    });
    const riding = rankedCards(search).filter(
      (card) => card.trip.outbound.namedTrain === 'Vande Bharat Express',
    );
    expect(riding.length).toBeGreaterThan(0);
    const card = cardFor(riding[0]!, search);
    expect(card.travelNotes.join(' ')).toContain('Vande Bharat Express');
    expect(card.transportSummary).toContain('Vande Bharat Express');
  });
});

describe('named trains on the tourist corridors (decision 50)', () => {
  const economy = { travelClass: 'Economy' as const, travellers: 2 };

  it('take Delhi to Agra on the Gatimaan from Hazrat Nizamuddin: 1 h 40 min, not 5 h', () => {
    const journey = planJourney(place('delhi'), place('agra'), economy);
    expect(journey.mode).toBe('train');
    const main = journey.legs.find((leg) => leg.main)!;
    expect(main).toMatchObject({
      from: 'Hazrat Nizamuddin (NZM)',
      fromCode: 'NZM',
      toCode: 'AGC',
      travelClass: 'Gatimaan Express, Chair Car (CC)',
      farePerPerson: 750,
      hours: 2.25, // 1 h 40 min on the train and half an hour at the station
    });
    expect(main.description).toContain('NZM → AGC');
    expect(main.description).toContain('1 h 40 min');
    // The per-km model takes an ordinary train at 50 km/h: five hours for these 230 km.
    expect(quoteTrain(main.distanceKm, 'Economy').hours).toBeGreaterThanOrEqual(5);
    // The ride to the station goes to the terminal the train leaves from.
    expect(journey.legs[0]!.to).toBe('Hazrat Nizamuddin station');
    expect(journey.notes.join(' ')).toContain('Hazrat Nizamuddin (NZM) to Agra Cantt (AGC)');

    // The way back leaves the train at Hazrat Nizamuddin, and the ride home starts there.
    const back = planJourney(place('agra'), place('delhi'), economy);
    expect(back.legs.find((leg) => leg.main)).toMatchObject({
      to: 'Hazrat Nizamuddin (NZM)',
      toCode: 'NZM',
      travelClass: 'Gatimaan Express, Chair Car (CC)',
    });
    expect(back.legs[back.legs.length - 1]!.from).toBe('Hazrat Nizamuddin station');
  });

  it('ride the Gatimaan only on the days it runs, neither way on a Friday (decision 176)', () => {
    const on = (date: string) =>
      planJourney(place('delhi'), place('agra'), { ...economy, date }).legs.find(
        (leg) => leg.main,
      )!;
    // 11 March 2027 is a Thursday, 12 March a Friday.
    expect(on('2027-03-11').travelClass).toMatch(/^Gatimaan Express/);
    const friday = on('2027-03-12');
    expect(friday.travelClass ?? '').not.toMatch(/Gatimaan/);
    expect(friday.description).not.toMatch(/Gatimaan/);
    const back = planJourney(place('agra'), place('delhi'), { ...economy, date: '2027-03-12' });
    expect(JSON.stringify(back.legs)).not.toMatch(/Gatimaan/);
    // Undated, as the tables are read elsewhere, it runs.
    expect(rideRunsOn(namedTrainsBetween('NDLS', 'AGC')[0]!, undefined)).toBe(true);
  });

  it('leave a one-day Delhi → Agra trip on the Gatimaan time for the Taj Mahal', () => {
    // 10 March 2027 is a Wednesday (the Taj Mahal is shut on Fridays).
    const search = engineSearchOf({
      from: 'Delhi',
      to: 'Agra',
      days: 1,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 900_000],
      start: '2027-03-10',
    });
    const riding = rankedCards(search).filter(
      (card) => card.trip.outbound.namedTrain === 'Gatimaan Express',
    );
    expect(riding.length).toBeGreaterThan(0);
    for (const card of riding) {
      expect(card.trip.outbound.hours).toBe(2.75);
      expect(card.trip.outlines[0]!.placesVisited, card.key).toContain('Taj Mahal');
      expect(cardFor(card, search).transportSummary).toContain('NZM → AGC');
    }
  });

  it('ride a day train only at its hour: the Jaipur Vande Bharat leaves Delhi Cantt at 18:40', () => {
    // Any hour: the Vande Bharat from Delhi Cantt is the quickest way to Jaipur.
    expect(mainLeg(place('delhi'), place('jaipur'), economy)).toMatchObject({
      fromCode: 'DEC',
      toCode: 'JP',
      travelClass: 'Vande Bharat Express, Chair Car (CC)',
      farePerPerson: 1050,
      hours: 4, // 3 h 25 min and the station's half hour, to the quarter hour
    });
    // A plan sets out in the morning, and the train leaves at 18:40 (decision 53): no card of
    // a Delhi → Jaipur weekend starts on it, or it would arrive at 22:05 with the afternoon's
    // Amber Fort already planned.
    const morning = planJourney(place('delhi'), place('jaipur'), { ...economy, leaves: 'morning' });
    expect(morning.namedTrain).toBeUndefined();
    const search = engineSearchOf({
      from: 'Delhi',
      to: 'Jaipur',
      days: 3,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 20_000],
      start: '2027-03-12',
    });
    const cards = rankedCards(search);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.trip.outbound.namedTrain, card.key).toBeUndefined();
  });

  it('know which way a day train runs in the morning and which in the afternoon', () => {
    // The Amritsar Vande Bharat: Amritsar 08:20 → Old Delhi, and back from Old Delhi at 15:15.
    const ride = (from: string, to: string) => namedTrainsBetween(from, to)[0]!;
    expect(rideFitsHour(ride('ASR', 'NDLS'), 'morning')).toBe(true);
    expect(rideFitsHour(ride('ASR', 'NDLS'), 'afternoon')).toBe(false);
    expect(rideFitsHour(ride('NDLS', 'ASR'), 'afternoon')).toBe(true);
    expect(rideFitsHour(ride('NDLS', 'ASR'), 'morning')).toBe(false);
    // A night train boards in the evening whatever the hour asked; an hour not known is no bar.
    expect(rideFitsHour(ride('NDLS', 'HWH'), 'morning')).toBe(true);
    expect(rideFitsHour(ride('BSB', 'NDLS'), 'afternoon')).toBe(true);
  });

  it('take Kolkata to Shantiniketan on the Vande Bharat to Bolpur, quicker than the road', () => {
    const journey = planJourney(place('kolkata'), place('shantiniketan'), economy);
    expect(journey.mode).toBe('train');
    expect(journey.legs.find((leg) => leg.main)).toMatchObject({
      fromCode: 'HWH',
      toCode: 'BHP',
      travelClass: 'Vande Bharat Express, Chair Car (CC)',
      farePerPerson: 735,
      hours: 2.25, // 1 h 48 min on the train and the station's half hour
    });
  });

  it('board and leave at the terminal each train uses, either way round', () => {
    let terminals = 0;
    for (const train of NAMED_TRAINS) {
      const [a, b] = train.stations;
      const [atA, atB] = train.terminals ?? [undefined, undefined];
      const there = namedTrainsBetween(a, b).find((ride) => ride.train === train)!;
      const back = namedTrainsBetween(b, a).find((ride) => ride.train === train)!;
      expect(there.board, `${a}>${b}`).toEqual(atA);
      expect(there.alight, `${a}>${b}`).toEqual(atB);
      expect(back.board, `${b}>${a}`).toEqual(atB);
      expect(back.alight, `${b}>${a}`).toEqual(atA);
      for (const terminal of [atA, atB]) {
        if (!terminal) continue;
        terminals += 1;
        // A terminal is another station of the city, never the railhead itself.
        expect(train.stations).not.toContain(terminal.code);
      }
    }
    expect(terminals).toBeGreaterThan(0);
    // Bhopal's Vande Bharat runs from Rani Kamlapati to Hazrat Nizamuddin.
    expect(namedTrainsBetween('BPL', 'NDLS')[0]).toMatchObject({
      board: { code: 'RKMP' },
      alight: { code: 'NZM' },
    });
  });
});
