import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { inSeason, shutDaysFromText, spotInSeason } from './seasons';

const kb = knowledgeBase();

/** A place's activity, sight or day trip by its name. */
function outing(id: string, name: string) {
  const place = kb.byId.get(id)!;
  return [...place.activities, ...place.attractions, ...place.excursions].find(
    (item) => item.name === name,
  )!;
}

/** The names of the sights and activities every ranked card plans, for a search. */
function planned(from: string, to: string, start: string, days: number): string[][] {
  return cardsForTrip(from, to, days, start, 500_000).map(({ trip }) => [
    ...trip.attractions.map((sight) => sight.name),
    ...trip.activities.map((activity) => activity.name),
  ]);
}

describe('seasons to the day their words state (decision 80)', () => {
  it.each([
    // The days outside an open season, across the year's end when it wraps.
    ['Open about 15 Nov–15 Jun; canter or overnight forest-lodge permits only', [616, 1114]],
    ['Open about 15 Oct–30 Jun; by booked jeep safari', [631, 1014]],
    ["the park's gates are open from 1 April to 15 November", [1116, 331]],
    ['Gir National Park safaris closed from 16 June to 15 October (monsoon)', [616, 1015]],
  ])('reads the days %j shuts', (text, [from, to]) => {
    expect(shutDaysFromText(text)).toEqual([{ from, to }]);
  });

  it('reads the days a name gives its event', () => {
    expect(shutDaysFromText('Konark Dance Festival evening (1-5 Dec)', { name: true })).toEqual([
      { from: 1206, to: 1131 },
    ]);
    expect(
      shutDaysFromText('Kite flying on a pol rooftop during Uttarayan (14 Jan)', { name: true }),
    ).toEqual([{ from: 115, to: 113 }]);
    expect(shutDaysFromText('Open 1 January–31 December')).toBeUndefined();
  });

  it('reads no days where the words give whole months', () => {
    expect(shutDaysFromText('Via Kunzum Pass; open roughly June–October')).toBeUndefined();
    expect(shutDaysFromText('Ferry; no service June-September')).toBeUndefined();
    expect(shutDaysFromText('Open every day since 16 February 2026')).toBeUndefined();
    expect(shutDaysFromText('Konark Dance Festival evening (1-5 Dec)')).toBeUndefined();
  });

  it('keeps a park zone shut before the day it opens in its opening month', () => {
    // Corbett's own note: Dhikala opens about 15 November; Bijrani about 15 October.
    const dhikala = outing('jim-corbett', 'Dhikala Zone');
    expect(inSeason(dhikala, '2027-11-02')).toBe(false);
    expect(inSeason(dhikala, '2027-11-20')).toBe(true);
    expect(inSeason(dhikala, '2027-06-15')).toBe(true);
    expect(inSeason(dhikala, '2027-06-20')).toBe(false);
    // A month alone still counts the month as open.
    expect(inSeason(dhikala, 11)).toBe(true);
    expect(inSeason(outing('jim-corbett', 'Bijrani Zone'), '2027-10-10')).toBe(false);
    expect(inSeason(outing('jim-corbett', 'Bijrani Zone'), '2027-11-02')).toBe(true);
  });

  it("keeps a place's outings shut to the day its reason dates", () => {
    // "Gir National Park safaris closed from 16 June to 15 October (monsoon)".
    for (const name of [
      'Gir National Park jungle safari',
      'Gir jungle safari by open jeep (per person share incl. permit, guide)',
    ]) {
      expect(inSeason(outing('gir', name), '2027-10-03'), name).toBe(false);
      expect(inSeason(outing('gir', name), '2027-10-16'), name).toBe(true);
    }
    // Devalia's fenced park keeps its own stated season.
    expect(inSeason(outing('gir', 'Devalia Safari Park bus tour'), '2027-10-03')).toBe(true);
  });

  it('keeps an event to the days its name gives', () => {
    const festival = { name: 'Konark Dance Festival evening (1-5 Dec)' };
    expect(inSeason(festival, '2027-12-03')).toBe(true);
    expect(inSeason(festival, '2027-12-20')).toBe(false);
    expect(inSeason({ name: 'Bekal Beach Carnival (21–31 December)' }, '2027-12-05')).toBe(false);
    const feast = { name: 'Annual feast (29 Aug–8 Sep)', months: [8, 9] };
    expect(inSeason(feast, '2027-08-30')).toBe(true);
    expect(inSeason(feast, '2027-08-10')).toBe(false);
    expect(spotInSeason('Maya Bay (closed 1 August–30 September)', '2027-10-01', undefined)).toBe(
      true,
    );
  });

  it('plans no safari in a park in the days before it opens', () => {
    // Corbett from 2 November: Dhikala is not open until about the 15th.
    const corbett = planned('Delhi', 'Jim Corbett', '2027-11-02', 4);
    expect(corbett.length).toBeGreaterThan(0);
    for (const names of corbett) expect(names.filter((name) => /Dhikala/.test(name))).toEqual([]);
    // Gir from 3 October: its jungle safaris reopen on 16 October.
    const gir = planned('Ahmedabad', 'Gir', '2027-10-03', 4);
    expect(gir.length).toBeGreaterThan(0);
    for (const names of gir) expect(names.filter((name) => /jungle safari/.test(name))).toEqual([]);
    const girLater = planned('Ahmedabad', 'Gir', '2027-10-20', 4);
    expect(girLater.some((names) => names.some((name) => /jungle safari/.test(name)))).toBe(true);
  });
});
