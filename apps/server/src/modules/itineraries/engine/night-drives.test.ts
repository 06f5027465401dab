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
