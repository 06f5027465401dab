import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { excursionOfSight, sightsToured } from './trip';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const activity = (id: string, start: string) =>
  place(id).activities.find((a) => a.name.startsWith(start))!;
const sight = (id: string, name: string) => place(id).attractions.find((a) => a.name === name)!;

const cards = (from: string, to: string, days: number, start: string) =>
  cardsForTrip(from, to, days, start, 500_000);

describe('a place seen once', () => {
  it('knows the sights a tour goes to, and not a sight it only shares a word with', () => {
    const circuit = sightsToured(activity('spiti', 'Shared-taxi circuit'), place('spiti'));
    expect(circuit.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Key Monastery', 'Kibber village', 'Chicham Bridge']),
    );
    expect(circuit.map((s) => s.name)).not.toContain('Dhankar Monastery');
    // The town's own name does not make its museum part of a game drive.
    const drive = sightsToured(activity('nairobi', 'Nairobi National Park'), place('nairobi'));
    expect(drive.map((s) => s.name)).not.toContain('Nairobi National Museum');
    // A short experience at a sight (a full-moon view of the Taj) replaces no visit.
    expect(sightsToured(activity('agra', 'Taj Mahal full-moon'), place('agra'))).toEqual([]);
  });

  it('knows a walk, trek or jeep to sights as their visit, and not a show or a dip there', () => {
    // Each was planned with its sights seen again on another day (decision 74).
    const toured = (id: string, start: string) =>
      sightsToured(activity(id, start), place(id)).map((s) => s.name);
    expect(toured('cherrapunji', 'Cave walk at Mawsmai')).toEqual(['Mawsmai Cave', 'Arwah Cave']);
    expect(toured('araku-valley', 'Jeep to Katiki')).toEqual(['Katiki Waterfalls']);
    expect(toured('dalhousie', 'Dainkund')).toEqual(['Dainkund Peak']);
    expect(toured('manali', 'Hot-spring bath at Vashisht')).toEqual([
      'Vashisht Temple and hot springs',
    ]);
    // An outing named for the sight's whole name is its visit: Kozhikode's dhow builders were
    // planned on one day and "Beypore uru-building yard" on another before the outing said so.
    expect(toured('kozhikode', 'Visit the dhow builders')).toEqual(['Beypore uru-building yard']);
    // Seva at the langar, a sound-and-light show or a paraglide is not the sight's visit.
    expect(toured('amritsar', 'Volunteering (seva)')).toEqual([]);
    expect(toured('madurai', 'Sound-and-light show')).toEqual([]);
    expect(toured('pokhara', 'Tandem paragliding')).toEqual([]);
  });

  it('knows which sights of a base are out on one of its day trips', () => {
    const of = (id: string, name: string) =>
      excursionOfSight(sight(id, name), place(id).excursions)?.name;
    expect(of('spiti', 'Pin Valley National Park')).toBe('Pin Valley');
    expect(of('agra', 'Fatehpur Sikri')).toBe('Fatehpur Sikri');
    expect(of('spiti', 'Dhankar Lake')).toBeUndefined();
    // A sight one of the trip's spots names is out on that trip too.
    expect(of('interlaken', 'Grindelwald First')).toBe('Grindelwald');
    expect(of('kasol', 'Manikaran Sahib')).toBe('Manikaran');
    expect(of('kutch', 'Vijay Vilas Palace')).toBe('Mandvi');
    expect(excursionOfSight({ name: 'Galle Face Green' }, place('colombo').excursions)).toBe(
      undefined,
    );
  });

  it("never visits Spiti's villages again after the circuit, nor Pin Valley twice", () => {
    let circuits = 0;
    for (const days of [5, 6, 7]) {
      for (const card of cards('Delhi', 'Spiti', days, '2027-06-09')) {
        const { trip } = card;
        const toured = trip.activities.find((a) => a.name.startsWith('Shared-taxi circuit'));
        const visited = trip.attractions.map((a) => a.name);
        if (toured) {
          circuits += 1;
          expect(visited, card.key).not.toContain('Kibber village');
          expect(visited, card.key).not.toContain('Key Monastery');
        }
        const pinTrip = trip.excursions.some((e) => e.name === 'Pin Valley');
        if (pinTrip) expect(visited, card.key).not.toContain('Pin Valley National Park');
      }
    }
    expect(circuits).toBeGreaterThan(0);
  });

  it('does not see Fatehpur Sikri from Agra and again on its day trip', () => {
    for (const days of [4, 5, 6]) {
      for (const card of cards('Delhi', 'Agra', days, '2027-02-10')) {
        const { trip } = card;
        const dayTrip = trip.excursions.some((e) => e.name === 'Fatehpur Sikri');
        const sightseen = trip.attractions.some((a) => a.name === 'Fatehpur Sikri');
        expect(dayTrip && sightseen, card.key).toBe(false);
      }
    }
  });

  it('does not go up Grindelwald First and again on the Grindelwald day trip', () => {
    let both = 0;
    let either = 0;
    for (const days of [5, 6, 7]) {
      for (const card of cards('Mumbai', 'Interlaken', days, '2027-06-10')) {
        const { trip } = card;
        const dayTrip = trip.excursions.some((e) => e.name === 'Grindelwald');
        const sightseen = trip.attractions.some((a) => a.name === 'Grindelwald First');
        if (dayTrip || sightseen) either += 1;
        if (dayTrip && sightseen) both += 1;
      }
    }
    expect(either).toBeGreaterThan(0);
    expect(both).toBe(0);
  });

  it("does not watch Haridwar's aarti at Har Ki Pauri twice, as a visit and as an outing", () => {
    // Har Ki Pauri's visit is the sunset aarti ("Ganga aarti at sunset"); the aarti outing took
    // another evening for the same ceremony. An aarti the place says to come an hour early for is
    // as long as the visit, so each is the other (decision 242).
    expect(sightsToured(activity('haridwar', 'Ganga aarti'), place('haridwar'))).toEqual([
      sight('haridwar', 'Har Ki Pauri'),
    ]);
    let planned = 0;
    for (const days of [4, 5, 6]) {
      for (const card of cards('Lucknow', 'Haridwar', days, '2027-02-10')) {
        const { trip } = card;
        const aarti = trip.activities.some((a) => a.name === 'Ganga aarti at Har Ki Pauri');
        const visit = trip.attractions.some((a) => a.name === 'Har Ki Pauri');
        if (aarti || visit) planned += 1;
        expect(aarti && visit, card.key).toBe(false);
      }
    }
    expect(planned).toBeGreaterThan(0);
  });

  it('takes the walk to a sight as its visit, not a second trip there (decision 260)', () => {
    // Havelock's Elephant Beach Trek on the day in, then Elephant Beach by boat the next day.
    let seen = 0;
    for (const start of ['2027-02-10', '2027-07-10']) {
      for (const card of cards('Chennai', 'Havelock', 5, start)) {
        const names = card.trip.outlines.flatMap((day) =>
          [...day.morning, ...day.afternoon, ...day.evening].flatMap((item) =>
            'attraction' in item ? [item.attraction.name] : [],
          ),
        );
        const trek = names.includes('Elephant Beach Trek');
        if (trek || names.includes('Elephant Beach')) seen += 1;
        expect(trek && names.includes('Elephant Beach'), card.key).toBe(false);
      }
    }
    expect(seen).toBeGreaterThan(5);
  });
});
