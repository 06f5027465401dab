import { describe, expect, it } from 'vitest';
import { dayChecks } from './day-checks';
import { checkFrom, engineSearchOf } from './quality';
import { rankedCards } from './planner';
import { notesOf, renderDays } from './trip';
import { stationTown } from './transport';

describe('a day train and a long drive broken where they change (decision 217)', () => {
  it('spends the night by the station, not on a 16-hour day', () => {
    // Guwahati to Lachung rode the Vande Bharat to New Jalpaiguri and then 9 h 45 min by road
    // up to North Sikkim on the same day: 16 h 15 min, with no night between them.
    const check = checkFrom('Guwahati', 'Lachung', 5, '2027-11-13');
    const figures = dayChecks([check], [check.start]);
    expect(figures.days).toBeGreaterThan(0);
    expect(figures.faults.longTravelDays, figures.examples.join('\n')).toBe(0);

    const cards = rankedCards(engineSearchOf(check));
    const byRail = cards.filter(
      (card) => card.trip.outboundHalt && card.trip.outlines[0]?.halt?.change === 'rail',
    );
    expect(byRail.length).toBeGreaterThan(0);
    for (const card of byRail) {
      const [first, second] = renderDays(card.trip);
      expect(card.trip.outlines[0]!.halt!.at).toBe('Siliguri');
      expect(first!.evening).toBe(
        'Night at a hotel in Siliguri, near the station, after the train; the rest of the way to Lachung follows tomorrow.',
      );
      expect(first!.stay).toBe('A hotel in Siliguri');
      expect(second!.morning).toMatch(/^Set off again from Siliguri after breakfast\./);
      expect(notesOf(card.trip).join(' ')).toContain(
        'the night at Siliguri, where the way changes between road and rail, is in a hotel there',
      );
    }
  });

  it('takes no train on the same day as half of a drive too long for a day', () => {
    // Badrinath to Jaipur on a budget card drove down towards Rishikesh, halted halfway, and on
    // the last day drove on 5 h 15 min to board a 15-hour train: 20 h 30 min, in at 3 am.
    const check = checkFrom('Jaipur', 'Badrinath', 8, '2027-10-05', {
      travellers: 4,
      travelClass: 'First Class',
      priceRange: [25_000, 60_000],
    });
    const figures = dayChecks([check], [check.start]);
    expect(figures.days).toBeGreaterThan(0);
    expect(figures.faults.longTravelDays, figures.examples.join('\n')).toBe(0);
  });

  it('names the town a station serves, or the city whose other terminal it is', () => {
    expect(stationTown('NJP')).toBe('Siliguri');
    expect(stationTown('NDLS')).toBe('Delhi');
    // Kamakhya is where the Brahmaputra Mail leaves Guwahati from; no place lists it.
    expect(stationTown('KYQ')).toBe('Guwahati');
    expect(stationTown('XXXX')).toBeUndefined();
  });

  it('names a halt at another terminal by its city, not by the station code', () => {
    // Delhi to Meghalaya's budget cards ride the Brahmaputra Mail to Kamakhya and drive up to
    // Shillong the next day: the night was "at a hotel in KYQ".
    const check = checkFrom('Delhi', 'Meghalaya', 5, '2027-02-10');
    const halts = rankedCards(engineSearchOf({ ...check, priceRange: [0, 25_000] })).flatMap(
      (card) => card.trip.outlines.filter((day) => day.halt?.change === 'rail'),
    );
    expect(halts.length).toBeGreaterThan(0);
    for (const day of halts) expect(day.halt!.at).toBe('Guwahati');
  });
});
