import { describe, expect, it } from 'vitest';
import { cardsForTrip } from './quality';
import { notesOf } from './trip';
import { knowledgeBase } from '../knowledge/load';
import { STAY_WINDOWS, stayFactorOn, staySeasonReader, staySeasonReasons } from './stay-seasons';

const place = (id: string) => knowledgeBase().byId.get(id)!;

describe('hotel seasons', () => {
  it.each([
    ['goa', '2026-12-31', 1.5],
    ['goa', '2027-08-15', 0.75],
    ['goa', '2027-02-10', undefined],
    ['shimla', '2027-08-01', 0.75],
    ['shimla', '2026-12-28', 1.5],
    ['spiti', '2027-08-01', undefined],
    ['dubai', '2026-12-31', 2],
    ['dubai', '2026-12-30', undefined],
    ['dubai', '2027-01-01', undefined],
    ['dubai', '2027-07-15', 0.7],
    ['port-blair', '2027-01-10', 1.2],
    ['jaipur', '2027-06-15', 0.75],
    ['mount-abu', '2027-06-15', undefined],
    ['mount-abu', '2026-11-08', 2],
    ['mount-abu', '2026-11-13', 2],
    ['mount-abu', '2026-11-14', undefined],
    ['mount-abu', '2028-10-17', undefined],
    ['ooty', '2027-05-20', 1.2],
    ['agra', '2026-12-31', undefined],
    ['agra', '2027-08-15', undefined],
  ] as const)('%s on the night of %s: × %s', (id, night, factor) => {
    expect(stayFactorOn(place(id), night)?.factor).toBe(factor);
  });

  it('says why, in the words of the window', () => {
    expect(stayFactorOn(place('shimla'), '2027-08-01')?.reason).toBe(
      "Himachal's hotels cut their rates in the monsoon (the state's own by 20–50%)",
    );
    expect(stayFactorOn(place('goa'), '2026-12-31')?.reason).toMatch(/Goa.*Christmas/);
  });

  it('takes the highest factor where two windows apply, and names each reason once', () => {
    const { stayFactorOn: factorOn, staySeasonReasons: reasonsOf } = staySeasonReader([
      { ids: ['goa'], nights: { from: '12-20', to: '01-02' }, factor: 1.2, reason: 'wide' },
      { ids: ['goa'], nights: { from: '12-24', to: '12-31' }, factor: 1.5, reason: 'narrow' },
      { states: ['Goa'], nights: { from: '12-24', to: '12-31' }, factor: 0.8, reason: 'low' },
    ]);
    expect(factorOn(place('goa'), '2026-12-28')).toEqual({ factor: 1.5, reason: 'narrow' });
    expect(factorOn(place('goa'), '2027-01-01')).toEqual({ factor: 1.2, reason: 'wide' });
    expect(
      reasonsOf(place('goa'), ['2026-12-21', '2026-12-22', '2026-12-30', '2027-01-01']),
    ).toEqual(['wide', 'narrow']);
  });

  it("lists a stay's reasons once each, and none for ordinary nights", () => {
    expect(staySeasonReasons(place('goa'), ['2026-12-30', '2026-12-31', '2027-01-01'])).toEqual([
      "Goa's hotels charge more over Christmas and New Year",
    ]);
    expect(staySeasonReasons(place('goa'), ['2027-02-10', '2027-02-11'])).toEqual([]);
  });

  it('keeps every factor between 0.5 and 3, and names only places the knowledge base has', () => {
    const { byId, destinations } = knowledgeBase();
    for (const window of STAY_WINDOWS) {
      expect(window.factor).toBeGreaterThanOrEqual(0.5);
      expect(window.factor).toBeLessThanOrEqual(3);
      for (const id of [...(window.ids ?? []), ...(window.except ?? [])])
        expect(byId.has(id), id).toBe(true);
      for (const state of window.states ?? [])
        expect(
          destinations.some((destination) => destination.state === state),
          state,
        ).toBe(true);
    }
  });

  it("prices a trip's hotel nights at their season and says why (decision 92)", () => {
    const stayOf = (key: string, start: string) =>
      cardsForTrip('Mumbai', 'Goa', 4, start).find((card) => card.key === key)?.trip;
    // The same plan over New Year and in February: each of the three nights costs half as much
    // again, and the card says why.
    const newYear = cardsForTrip('Mumbai', 'Goa', 4, '2027-12-29');
    expect(newYear.length).toBeGreaterThan(0);
    let compared = 0;
    for (const card of newYear) {
      const february = stayOf(card.key, '2027-02-10');
      if (!february) continue;
      const [peak, usual] = [card.trip.stays[0]!, february.stays[0]!];
      if (peak.hotelName !== usual.hotelName || peak.nights !== usual.nights) continue;
      expect(peak.nightly, card.key).toBe(Math.round(usual.nightly * 1.5));
      expect(peak.seasons).toEqual(["Goa's hotels charge more over Christmas and New Year"]);
      expect(usual.seasons).toBeUndefined();
      expect(notesOf(card.trip).join(' ')).toMatch(/priced for your dates/);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(0);
  });
});
