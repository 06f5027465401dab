import { describe, expect, it } from 'vitest';
import { dayChecks } from './day-checks';
import { cardsForTrip, checkFrom } from './quality';
import { backBeforeDark, renderDays } from './trip';

/**
 * Decision 265: from a stay far out on a hill or forest road, the day in town ends before dark.
 * A Mirik tea-estate card dined in Darjeeling and then drove 2.5 h of hill road back; a Dhikala
 * forest lodge was reached about 10 pm, after an evening and dinner in Ramnagar, though the
 * reserve's gates shut at dusk.
 */
describe('a stay far out on a hill or forest road (decision 265)', () => {
  const searches = [
    checkFrom('Kolkata', 'Darjeeling', 5, '2027-03-10'),
    checkFrom('Varanasi', 'Darjeeling', 4, '2027-10-12'),
    checkFrom('Delhi', 'Jim Corbett', 4, '2027-01-15'),
    checkFrom('Delhi', 'Rishikesh', 4, '2027-02-18'),
  ];

  it('plans no evening in town and no dinner there before the drive back', () => {
    const figures = dayChecks(searches, ['2027-01-15', '2027-03-10']);
    expect(figures.faults.afterDarkDrive, figures.examples.join('\n')).toBe(0);
  });

  it('dines at the stay, and drives back out to it in the afternoon', () => {
    let far = 0;
    for (const search of searches) {
      for (const { key, trip } of cardsForTrip(search.from, search.to, search.days, search.start)) {
        const stay = trip.stays[0]!;
        if (!backBeforeDark(stay.place, stay)) continue;
        far += 1;
        for (const day of renderDays(trip)) {
          if (day.kind === 'departure' || day.kind === 'homeward') continue;
          expect(day.evening, `${key} day ${day.day}`).not.toMatch(/then drive (back|on) to/);
        }
      }
    }
    expect(far).toBeGreaterThan(3);
  });
});

/**
 * Decision 266: a day trip from a forest lodge deep inside a reserve sets out through the gate at
 * the place. From Dhikala, 2 h into the Corbett reserve, the day read "Drive from Jim Corbett to
 * Nainital (63 km each way)" and "Drive back to Jim Corbett", as if the night were in Ramnagar.
 */
describe('a day trip from a lodge deep inside a reserve (decision 266)', () => {
  it('drives out through the place first, and back in through it', () => {
    let seen = 0;
    for (const start of ['2027-01-15', '2027-03-02']) {
      for (const days of [4, 5]) {
        for (const { key, trip } of cardsForTrip('Delhi', 'Jim Corbett', days, start)) {
          const stay = trip.stays[0]!;
          if (stay.away?.at !== 'Dhikala') continue;
          for (const day of renderDays(trip)) {
            if (day.kind !== 'excursion') continue;
            seen += 1;
            expect(day.morning, key).toMatch(
              new RegExp(
                `^Drive from ${stay.hotelName.replace(/[()]/g, '\\$&')} into Jim Corbett \\(50 km, about 2 h\\); then on to `,
              ),
            );
            expect(day.evening, key).toBe(`Drive back through Jim Corbett to ${stay.hotelName}.`);
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
