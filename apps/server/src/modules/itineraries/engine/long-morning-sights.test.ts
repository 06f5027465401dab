import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { slotsFor, timeFor } from './hours';
import { rankedCards, type PlannedCard } from './planner';
import { cardsForTrip, engineSearchOf, regionSearches } from './quality';
import { inSeason } from './seasons';
import { closedWeekdays, sightsToured } from './trip';

/** The sightseeing hours a morning holds, from 9 am to lunch (decision 87). */
const MORNING_HOURS = 3.5;

/** Whether a card plans the place's headline sight: seen, or toured by an outing of the card's. */
function plansHeadline({ trip }: PlannedCard, placeId: string): boolean {
  const place = trip.spec.stops.find((stop) => stop.place.id === placeId)!.place;
  const headline = place.attractions[0]!;
  return (
    trip.attractions.some((sight) => sight.name === headline.name) ||
    trip.activities.some((done) => {
      const activity = place.activities.find((a) => a.name === done.name);
      return done.place === place && activity !== undefined
        ? sightsToured(activity, place).includes(headline)
        : false;
    })
  );
}

/** Whether a card has a day free for sights at the place on which its headline is open. */
function freeDayFor({ trip }: PlannedCard, placeId: string): boolean {
  const headline = knowledgeBase().byId.get(placeId)!.attractions[0]!;
  return trip.outlines.some(
    (day) =>
      day.place.id === placeId &&
      day.kind === 'explore' &&
      inSeason(headline, day.date) &&
      !closedWeekdays(headline).includes(new Date(`${day.date}T00:00:00Z`).getUTCDay()),
  );
}

describe('a headline sight begun only in the morning and longer than a morning', () => {
  it('gets its day: Ellora on a Mumbai → Maharashtra trip in August', () => {
    // Ellora (5 h, 30 km out) can be begun only in the morning (decision 87). The arrival day
    // after the night bus saw Daulatabad Fort; the free day then reached for the Ellora circuit,
    // which goes to Daulatabad too, took nothing and left an empty morning.
    const search = regionSearches().find((s) => s.from === 'Mumbai' && s.to === 'Maharashtra')!;
    const cards = rankedCards(engineSearchOf({ ...search, start: '2027-08-11' })).filter((card) =>
      freeDayFor(card, 'aurangabad'),
    );
    expect(cards.map((card) => card.key)).toContain('aurangabad:budget:heritage:2');
    for (const card of cards) expect(plansHeadline(card, 'aurangabad'), card.key).toBe(true);
  });

  it('is planned wherever a 4-day trip from a metro has a day free for it', () => {
    const places = knowledgeBase().destinations.filter((place) => {
      const headline = place.attractions[0];
      return (
        headline !== undefined &&
        slotsFor(headline).every((slot) => slot === 'morning') &&
        timeFor(headline) > MORNING_HOURS
      );
    });
    const checked: string[] = [];
    for (const place of places) {
      const headline = place.attractions[0]!;
      // The first month of the year it is in season (Tungnath from May).
      const month = [...Array(12).keys()].find((m) => inSeason(headline, m + 1))!;
      const start = `2027-${String(month + 1).padStart(2, '0')}-13`;
      for (const from of ['Delhi', 'Mumbai']) {
        for (const card of cardsForTrip(from, place.name, 4, start)) {
          if (!freeDayFor(card, place.id)) continue;
          expect(plansHeadline(card, place.id), card.key).toBe(true);
          checked.push(place.id);
        }
      }
    }
    // Valley of Flowers (a trail stop) gives no free day in four days; Palitana is planned since
    // its first sourced stay (28 November 2026). Lonar's crater rim is walked early, before the
    // heat (decision 112).
    expect(new Set(checked)).toEqual(
      new Set(['aurangabad', 'chopta', 'lonar', 'nairobi', 'palitana']),
    );
  }, 180_000);
});
