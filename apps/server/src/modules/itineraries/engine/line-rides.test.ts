import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardFor, planPage } from './planner';
import { dayChecks } from './day-checks';
import { cardsForTrip, checkFrom, engineSearchOf } from './quality';
import { notesOf, renderDays } from './trip';
import { planJourney } from './transport';

const place = (id: string) => knowledgeBase().byId.get(id)!;
const thrifty = { travelClass: 'Economy' as const, travellers: 1, thrifty: true };

describe('a ride one way down a line (decision 46)', () => {
  it('is the last stretch of a train journey through its station, and the first one home', () => {
    for (const [origin, id, station] of [
      ['chennai', 'ooty', 'Mettupalayam station'],
      ['chennai', 'coonoor', 'Mettupalayam station'],
    ] as const) {
      const ride = place(id).activities.find((activity) => activity.oneWayTo)!;
      const out = planJourney(place(origin), place(id), { ...thrifty, date: '2027-03-10' });
      expect(out.mode, `${origin}>${id}`).toBe('train');
      const last = out.legs[out.legs.length - 1]!;
      expect([last.mode, last.from, last.to, last.line, last.farePerPerson]).toEqual([
        'train',
        station,
        place(id).name,
        ride.name,
        ride.price,
      ]);
      expect(last.description).toContain(`Ride the ${ride.name}`);
      const back = planJourney(place(id), place(origin), { ...thrifty, date: '2027-03-14' });
      expect([back.legs[0]!.line, back.legs[0]!.from, back.legs[0]!.to]).toEqual([
        ride.name,
        place(id).name,
        station,
      ]);
    }
  });

  it('takes the timetable’s time each way: down the Nilgiri line quicker than up it', () => {
    // 56136 climbs from Mettupalayam to Ooty 7.10 am to noon; 56137 comes down 2 pm to 5.35 pm,
    // and passes Coonoor at 3.15 pm (SOURCES.md). Both ways read 5 h and 3 h 30 min before.
    for (const [id, up, down] of [
      ['ooty', 5, 3.5],
      ['coonoor', 3.5, 2.25],
    ] as const) {
      const out = planJourney(place('chennai'), place(id), { ...thrifty, date: '2027-03-10' });
      const back = planJourney(place(id), place('chennai'), { ...thrifty, date: '2027-03-14' });
      expect([out.legs.at(-1)!.hours, back.legs[0]!.hours], id).toEqual([up, down]);
      expect(back.legs[0]!.description, id).toContain(
        down === 3.5 ? 'about 3 h 30 min' : 'about 2 h 15 min',
      );
    }
  });

  it('is not ridden in after midnight: the road takes the traveller up from the station', () => {
    // Hyderabad to Matheran in two days by the budget way: 15 h 30 min on the train to Neral
    // and the toy train up at about 1 am. The line's trains run by day.
    const check = checkFrom('Hyderabad', 'Matheran', 2, '2027-05-23', {
      travellers: 1,
      priceRange: [0, 10_000],
    });
    const figures = dayChecks([check], [check.start]);
    expect(figures.days).toBeGreaterThan(0);
    expect(figures.faults.airportRideAfterMidnight, figures.examples.join('\n')).toBe(0);
    const late = planJourney(place('hyderabad'), place('matheran'), {
      ...thrifty,
      date: '2027-05-23',
      landsAfterMidnight: true,
    });
    expect(late.mode).toBe('train');
    expect(late.legs.at(-1)!.line).toBeUndefined();
    expect(late.legs.at(-1)!.mode).toBe('road');
    // By day the ride up is the toy train still.
    const byDay = planJourney(place('hyderabad'), place('matheran'), {
      ...thrifty,
      date: '2027-05-23',
    });
    expect(byDay.legs.at(-1)!.line).toBeDefined();
  });

  it('is never planned as an outing, and a card that does not take it says why', () => {
    const rides = knowledgeBase().destinations.filter((one) =>
      one.activities.some((activity) => activity.oneWayTo),
    );
    expect(rides.map((one) => one.id)).toEqual(expect.arrayContaining(['shimla', 'ooty']));
    for (const destination of rides) {
      for (const origin of ['Delhi', 'Chennai']) {
        const cards = cardsForTrip(origin, destination.name, 5, '2027-03-10');
        for (const card of cards) {
          const outings = card.trip.outlines.flatMap((day) =>
            [...day.morning, ...day.afternoon, ...day.evening].flatMap((item) =>
              'activity' in item ? [item.activity] : [],
            ),
          );
          expect(
            outings.filter((activity) => activity.oneWayTo).map((activity) => activity.name),
            `${origin} > ${destination.id} ${card.key}`,
          ).toEqual([]);
          const journeys = [card.trip.outbound, card.trip.back];
          for (const ride of destination.activities.filter((activity) => activity.oneWayTo)) {
            const taken = journeys.some((journey) =>
              journey.legs.some((leg) => leg.line === ride.name),
            );
            const told = notesOf(card.trip).some((note) => note.includes(ride.name));
            expect(taken || told, `${destination.id} ${card.key}: ${ride.name}`).toBe(true);
          }
        }
      }
    }
  });

  it('is named on the card: its time in the summary and its seats in what is included', () => {
    const search = engineSearchOf({
      from: 'Chennai',
      to: 'Ooty',
      days: 4,
      travellers: 1,
      travelClass: 'Economy',
      priceRange: [0, 10_000],
      start: '2027-03-10',
    });
    const ride = place('ooty').activities.find((activity) => activity.oneWayTo)!;
    const cards = planPage(search, 1).cards.map((planned) => cardFor(planned, search));
    const byLine = cards.filter((card) => card.transportSummary.includes('by toy train'));
    expect(byLine.length).toBeGreaterThan(0);
    for (const card of byLine) {
      expect(card.transportSummary).toMatch(/\+ 5 h by toy train/);
      expect(card.inclusions).toContain(`${ride.name}: up and down, a seat each`);
    }
  });

  it('gives the last afternoon to the ride down before the night train', () => {
    const cards = cardsForTrip('Chennai', 'Ooty', 4, '2027-03-10', 12_000).filter((card) =>
      card.trip.back.legs.some((leg) => leg.line),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const last = renderDays(card.trip).find((day) => day.kind === 'homeward')!;
      expect(last.afternoon, card.key).toMatch(
        /^Board the Nilgiri Mountain Railway .* about 3 h 30 min/,
      );
      expect(card.trip.outlines.find((day) => day.kind === 'homeward')!.afternoon).toEqual([]);
    }
  });

  it('says when the ride does not run in the months of the trip', () => {
    const ride = place('matheran').activities.find((activity) => activity.oneWayTo)!;
    for (const card of cardsForTrip('Mumbai', 'Matheran', 3, '2027-08-10')) {
      expect(notesOf(card.trip).join(' '), card.key).toContain(
        `The ${ride.name} runs only November–May, so it is not in this plan for your dates`,
      );
      const legs = [card.trip.outbound, card.trip.back].flatMap((journey) => journey.legs);
      expect(legs.filter((leg) => leg.line)).toEqual([]);
    }
  });

  it('names both ends of a ride one way that no train journey takes, not which way it runs', () => {
    // The Mandwa catamaran runs from Mumbai to Alibaug: it does not leave a traveller in Mumbai.
    const ride = place('alibaug').activities.find((activity) => activity.oneWayTo)!;
    const cards = cardsForTrip('Pune', 'Alibaug', 3, '2027-01-12');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(notesOf(card.trip).join(' ')).toContain(
        `The ${ride.name} runs one way between Alibaug and Mumbai, so it is not planned as an outing`,
      );
    }
  });
});
