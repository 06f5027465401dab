import { describe, expect, it } from 'vitest';
import { cardsPrompt } from './llm-prompts';
import { rankedPages } from './planner';
import { engineSearchOf } from './quality';

/** The places' facts the first message gives the model. */
function factsFor(start: string) {
  const search = engineSearchOf({
    from: 'Mumbai',
    to: 'Phuket',
    start,
    days: 5,
    travellers: 2,
    travelClass: 'Economy',
    priceRange: [0, 500_000],
  });
  const message = cardsPrompt(search, rankedPages(search)[0]!);
  const json = /```json\n(.*)\n```/s.exec(message.content)![1]!;
  return (
    JSON.parse(json) as {
      places: { excursions: { name: string; spots: string[] }[]; activities: string[] }[];
    }
  ).places;
}

describe('the facts the model is given', () => {
  it('leave out day-trip spots shut in the trip’s months, and keep them in season', () => {
    const spots = (start: string) =>
      factsFor(start).flatMap((place) => place.excursions.flatMap((trip) => trip.spots));
    expect(spots('2027-08-10').some((spot) => spot.startsWith('Maya Bay'))).toBe(false);
    expect(spots('2027-02-10').some((spot) => spot.startsWith('Maya Bay'))).toBe(true);
  });
});
