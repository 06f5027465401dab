import { describe, expect, it } from 'vitest';
import { dayChecks } from './day-checks';
import { cardsForTrip, checkFrom } from './quality';
import { MORNING_ACTIVITY, atSunrise, renderDays } from './trip';
import { SLOTS } from './hours';

describe('an outing held at first light', () => {
  it('opens its morning, never an afternoon or evening (sunrise jeeps, dawn boats, Nandi Hills)', () => {
    let taken = 0;
    for (const [from, to] of [
      ['Chennai', 'Munnar'],
      ['Delhi', 'Varanasi'],
      ['Mumbai', 'Kaziranga'],
      ['Delhi', 'Srinagar'],
      ['Kolkata', 'Bengaluru'],
      ['Mumbai', 'Hampi'],
    ] as const) {
      for (const card of cardsForTrip(from, to, 5, '2027-01-13')) {
        for (const day of card.trip.outlines) {
          for (const slot of SLOTS) {
            day[slot].forEach((item, index) => {
              if (!('activity' in item) || !MORNING_ACTIVITY.test(item.activity.name)) return;
              taken += 1;
              expect([slot, index], `${card.key} day ${day.day}: ${item.activity.name}`).toEqual([
                'morning',
                0,
              ]);
            });
          }
        }
      }
    }
    expect(taken).toBeGreaterThan(10);
  });
});

describe('a sight of the first light on the last morning (decision 250)', () => {
  it('is seen before the check-out, and the rest of the morning after it', () => {
    let before = 0;
    let plain = 0;
    for (const [from, to] of [
      ['Delhi', 'Varanasi'],
      ['Delhi', 'Srinagar'],
      ['Kolkata', 'Darjeeling'],
      ['Mumbai', 'Kanyakumari'],
      ['Bengaluru', 'Munnar'],
      ['Delhi', 'Rishikesh'],
    ] as const) {
      for (const start of ['2027-01-13', '2027-04-14']) {
        for (const card of cardsForTrip(from, to, 4, start)) {
          const last = card.trip.outlines.at(-1)!;
          const days = renderDays(card.trip);
          const morning = days.at(-1)!.morning;
          const hotel = card.trip.stays.at(-1)!.hotelName;
          const first = last.morning[0];
          if (last.kind !== 'departure' || !first || !('attraction' in first)) continue;
          if (morning.startsWith('Set off again') || /drive into/.test(morning)) continue;
          const dawn = atSunrise(first.attraction) || /\bdawn\b/i.test(first.attraction.note ?? '');
          if (dawn) {
            before += 1;
            expect(morning, card.key).toMatch(new RegExp(`; then check out of `));
            expect(morning.indexOf(first.attraction.name), card.key).toBeLessThan(
              morning.indexOf('check out'),
            );
          } else {
            plain += 1;
            expect(morning, card.key).toMatch(/^Check out of /);
          }
          expect(morning, card.key).toContain(hotel.split(',')[0]!);
        }
      }
    }
    expect(before).toBeGreaterThan(3);
    expect(plain).toBeGreaterThan(3);
  });

  it('opens the morning from a stay out of town, before the sights beside the stay (decision 257)', () => {
    // Birthi Falls beside a Birthi stay, then the drive into Munsiyari for the Panchachuli
    // sunrise; Kohima's War Cemetery, then the drive to the sunrise over Dzukou.
    const figures = dayChecks(
      [
        checkFrom('Delhi', 'Munsiyari', 5, '2027-06-13', { travellers: 1 }),
        checkFrom('Guwahati', 'Dzukou Valley', 6, '2027-02-10'),
      ],
      ['2027-02-10', '2027-06-13', '2027-10-13'],
    );
    expect(figures.days).toBeGreaterThan(100);
    expect(figures.faults.sunriseLate, figures.examples.join('\n')).toBe(0);
  });
});

describe('a first light in town from a stay far out of town (decision 262)', () => {
  it('is not planned: the Tiger Hill sunrise is not driven to from a Mirik tea estate', () => {
    const searches = [
      checkFrom('Kolkata', 'Darjeeling', 4, '2027-03-10'),
      checkFrom('Varanasi', 'Darjeeling', 5, '2027-10-12'),
      checkFrom('Ahmedabad', 'Palitana', 3, '2027-01-20'),
      checkFrom('Hyderabad', 'Gandikota', 3, '2027-11-06'),
      checkFrom('Delhi', 'Rishikesh', 4, '2027-02-18'),
      checkFrom('Mumbai', 'Bali', 6, '2027-07-08'),
    ];
    const figures = dayChecks(searches, ['2027-03-10']);
    expect(figures.faults.dawnFromAfar, figures.examples.join('\n')).toBe(0);
    // The searches do plan stays that far out.
    const far = searches.flatMap((search) =>
      cardsForTrip(search.from, search.to, search.days, search.start).filter(
        ({ trip }) => (trip.stays[0]!.away?.hours ?? 0) > 1,
      ),
    );
    expect(far.length).toBeGreaterThan(3);
  });
});
