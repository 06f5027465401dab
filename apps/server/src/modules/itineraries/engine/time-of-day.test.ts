import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import {
  atSunrise,
  excursionOfActivity,
  renderDays,
  restsOnArrival,
  type DayOutline,
} from './trip';
import { rankedCards } from './planner';
import { engineSearchOf } from './quality';

const namesOf = (items: DayOutline['morning']) =>
  items.flatMap((item) => ('attraction' in item ? [item.attraction.name] : []));

describe('time of day', () => {
  it('knows a sunrise sight from its name or note, not from opening hours', () => {
    const kb = knowledgeBase();
    const sight = (place: string, name: string) =>
      kb.byId.get(place)!.attractions.find((a) => a.name === name)!;
    expect(atSunrise(sight('darjeeling', 'Tiger Hill'))).toBe(true);
    expect(atSunrise(sight('khajuraho', 'Western Group of Temples'))).toBe(false);
    // Best at sunrise or sunset: the evening will do, so it need not lead a morning.
    expect(atSunrise(sight('kasauli', 'Gilbert Trail'))).toBe(false);
  });

  it.each([
    ['Kolkata', 'Darjeeling', 'Tiger Hill'],
    ['Delhi', 'Pokhara', 'Sarangkot'],
    ['Bengaluru', 'Hampi', 'Matanga Hill'],
  ])('puts %s → %s’s %s first thing in a morning, never later in a day', (from, to, sight) => {
    let seen = 0;
    for (const days of [3, 5, 7]) {
      const search = engineSearchOf({
        from,
        to,
        days,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 500_000],
      });
      for (const card of rankedCards(search)) {
        for (const day of card.trip.outlines) {
          expect(namesOf(day.afternoon), `${card.key} day ${day.day}`).not.toContain(sight);
          expect(namesOf(day.evening), `${card.key} day ${day.day}`).not.toContain(sight);
          const morning = namesOf(day.morning);
          if (morning.includes(sight)) {
            seen += 1;
            expect(morning[0], `${card.key} day ${day.day}`).toBe(sight);
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('altitude', () => {
  it('knows the places whose notes ask for rest on arrival', () => {
    const kb = knowledgeBase();
    expect(restsOnArrival(kb.byId.get('leh')!)).toBe(true);
    expect(restsOnArrival(kb.byId.get('goa')!)).toBe(false);
  });

  it.each([
    ['Delhi', 'Leh'],
    ['Mumbai', 'Ladakh'],
  ])('plans no sightseeing on the day %s → %s arrives', (from, to) => {
    for (const days of [4, 6]) {
      const search = engineSearchOf({
        from,
        to,
        days,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 500_000],
      });
      const cards = rankedCards(search);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        const arrival = card.trip.outlines[0]!;
        expect(arrival.kind).toBe('arrival');
        expect([...arrival.afternoon, ...arrival.evening], card.key).toEqual([]);
        expect(arrival.placesVisited, card.key).toEqual([]);
      }
    }
  });
});

describe('headline sights', () => {
  const oneNight = (from: string, departureDate: string, returnDate: string) => ({
    ...engineSearchOf({
      from,
      to: 'Agra',
      days: 2,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 500_000],
    }),
    departureDate,
    returnDate,
  });

  it.each(['Delhi', 'Jaipur', 'Mumbai'])(
    'fit a one-night Agra trip from %s starting on a Saturday: the Taj Mahal is in every card',
    (from) => {
      // 14 March 2026 is a Saturday.
      const cards = rankedCards(oneNight(from, '2026-03-14', '2026-03-15'));
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        const visited = card.trip.outlines.flatMap((day) => day.placesVisited);
        expect(visited, card.key).toContain('Taj Mahal');
      }
    },
  );

  it('never put the Taj Mahal on a Friday', () => {
    // 13 March 2026 is a Friday.
    for (const card of rankedCards(oneNight('Delhi', '2026-03-13', '2026-03-14'))) {
      expect(card.trip.outlines[0]!.placesVisited, card.key).not.toContain('Taj Mahal');
    }
  });
});

describe('long roads from a base', () => {
  const lehTrips = (days: number, to = 'Leh') =>
    rankedCards(
      engineSearchOf({
        from: 'Delhi',
        to,
        days,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 500_000],
        start: '2027-06-09',
      }),
    );

  it('spends the night at Pangong when the stay has the next day free, and drives back then', () => {
    let nights = 0;
    for (const card of lehTrips(6, 'Pangong')) {
      const days = card.trip.outlines;
      const out = days.find((day) => day.excursion?.name === 'Pangong Tso');
      expect(out, card.key).toBeDefined();
      if (!out!.overnight) continue;
      nights += 1;
      const back = days[out!.day]!;
      expect(back.kind).toBe('return');
      expect(back.overnight?.name).toBe('Pangong Tso');
      const words = renderDays(card.trip);
      expect(words[out!.day - 1]!.stay).toBe('A camp or guesthouse at Pangong Tso');
      expect(words[out!.day]!.morning).toMatch(/drive back to Leh \(about 5 h\)/);
      expect(card.trip.outlines.length).toBe(6);
    }
    expect(nights).toBeGreaterThan(0);
  });

  it('spends the night at Katra on the Vaishno Devi yatra whenever two free days allow it', () => {
    // Six days with a night train each way leave two free days at Jammu: the yatra goes out on
    // the first, not the second, so that its night at Katra fits (it used to be a 13 km walk up
    // and down in a day trip from Jammu).
    const cards = rankedCards(
      engineSearchOf({
        from: 'Delhi',
        to: 'Vaishno Devi',
        days: 6,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 500_000],
        start: '2027-03-12',
      }),
    );
    expect(cards.length).toBeGreaterThan(0);
    let nights = 0;
    for (const card of cards) {
      const days = card.trip.outlines;
      const out = days.find((day) => day.excursion?.name === 'Katra (Vaishno Devi)');
      expect(out, card.key).toBeDefined();
      const free = days.filter((day) => ['explore', 'excursion', 'return'].includes(day.kind));
      if (free.length < 2) continue;
      nights += 1;
      expect(out!.overnight?.name, card.key).toBe('Katra (Vaishno Devi)');
      expect(days[out!.day]!.kind).toBe('return');
    }
    expect(nights).toBeGreaterThan(0);
  });

  it('rides the camels at Hunder only on the Nubra day', () => {
    let rides = 0;
    for (const days of [4, 5, 6, 7, 8]) {
      for (const card of lehTrips(days)) {
        for (const activity of card.trip.activities) {
          if (!/Hunder/.test(activity.name)) continue;
          rides += 1;
          const day = card.trip.outlines[activity.day - 1]!;
          expect(day.excursion?.name, `${card.key} day ${day.day}`).toBe('Nubra Valley');
        }
      }
    }
    expect(rides).toBeGreaterThan(0);
  });
  it('ties an activity that names a day trip to that trip, not to company named after "with"', () => {
    const kb = knowledgeBase();
    const tie = (place: string, activity: string) =>
      excursionOfActivity(
        kb.byId.get(place)!.activities.find((a) => a.name.startsWith(activity))!,
        kb.byId.get(place)!,
      )?.name;
    expect(tie('tawang', 'Bum La Pass day trip')).toBe('Bum La Pass');
    expect(tie('doha', 'Desert safari to Khor Al Adaid')).toBe('Khor Al Adaid');
    expect(tie('leh', 'Double-humped Bactrian camel ride')).toBe('Nubra Valley');
    expect(tie('dzukou-valley', 'Dzukou Valley trek')).toBeUndefined();
    expect(tie('tawang', 'War Memorial light and sound show')).toBeUndefined();
  });

  it('makes the Bum La trip once, on its day trip, never as a second outing from Tawang', () => {
    let trips = 0;
    for (const days of [3, 4, 5, 6, 7]) {
      const search = engineSearchOf({
        from: 'Kolkata',
        to: 'Tawang',
        days,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 500_000],
        start: '2027-10-06',
      });
      for (const card of rankedCards(search)) {
        for (const activity of card.trip.activities) {
          if (!/Bum La/.test(activity.name)) continue;
          trips += 1;
          const day = card.trip.outlines[activity.day - 1]!;
          expect(day.excursion?.name, `${card.key} day ${day.day}`).toBe('Bum La Pass');
        }
      }
    }
    expect(trips).toBeGreaterThan(0);
  });

  it("words a day trip's outing as the way there or as a thing done there", () => {
    // (Seven days: from Kolkata the way to Tawang takes two nights, at Guwahati and Bomdila.)
    const days = (from: string, to: string) =>
      rankedCards(
        engineSearchOf({
          from,
          to,
          days: 7,
          travellers: 2,
          travelClass: 'Economy',
          priceRange: [0, 500_000],
          start: '2027-10-06',
        }),
      ).flatMap((card) => renderDays(card.trip).filter((day) => day.title.startsWith('Day trip')));
    // A shared seat to Bum La is the day trip itself, the way there; rafting at Punakha is done
    // out there.
    const bumLa = days('Kolkata', 'Tawang').filter((day) =>
      /Bum La Pass day trip/.test(day.morning),
    );
    const punakha = days('Kolkata', 'Bhutan').filter((day) => /rafting/i.test(day.afternoon));
    expect(bumLa.length).toBeGreaterThan(0);
    expect(punakha.length).toBeGreaterThan(0);
    for (const day of bumLa) {
      expect(day.morning).toMatch(/^Out from Tawang to Bum La Pass: Bum La Pass day trip/);
      expect(day.evening).toMatch(/^Back to Tawang/);
    }
    for (const day of punakha) {
      expect(day.afternoon).not.toMatch(/, on the white-water rafting/i);
      expect(day.afternoon).toContain('; then white-water rafting on the Mo Chhu');
    }
  });

  it('holds light-and-sound shows, concerts and dance performances after dark', () => {
    const show =
      /light[- ]and[- ]sound|sound[- ]and[- ]light|concert|kathakali|flamenco|cabaret|dance show/i;
    let seen = 0;
    for (const [from, to] of [
      ['Chennai', 'Port Blair'],
      ['Mumbai', 'Hyderabad'],
      ['Delhi', 'Khajuraho'],
      ['Bengaluru', 'Kochi'],
      ['Delhi', 'Barcelona'],
      ['Delhi', 'Vienna'],
    ] as const) {
      const search = engineSearchOf({
        from,
        to,
        days: 5,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 500_000],
        start: '2027-02-10',
      });
      for (const card of rankedCards(search)) {
        for (const day of card.trip.outlines) {
          for (const slot of ['morning', 'afternoon', 'evening'] as const) {
            for (const item of day[slot]) {
              if (!('activity' in item) || !show.test(item.activity.name)) continue;
              seen += 1;
              expect(slot, `${card.key} day ${day.day}: ${item.activity.name}`).toBe('evening');
            }
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(5);
  });
});
