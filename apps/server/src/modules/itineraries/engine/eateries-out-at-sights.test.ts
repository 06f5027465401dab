import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { commuteOf, eateryAwayAt, renderDays } from './trip';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const eatery = (id: string, name: string) =>
  place(id).restaurants.find((one) => one.name === name)!;

describe('an eatery out where sights of the place stand (decision 189)', () => {
  it('is known by the place out there its name gives', () => {
    expect(eateryAwayAt(place('badami'), eatery('badami', 'Village thali at Pattadakal'))).toBe(
      'Pattadakal',
    );
    expect(
      eateryAwayAt(place('bhandardara'), eatery('bhandardara', 'Hotel Pravara, Ratanwadi')),
    ).toBe('Ratanwadi');
    // An eatery of the place itself, and one of a part of a spread-out place (decision 178).
    for (const one of place('badami').restaurants) {
      if (!/Pattadakal/.test(one.name)) expect(eateryAwayAt(place('badami'), one)).toBeUndefined();
    }
    for (const one of place('bali').restaurants.filter((it) => it.area)) {
      expect(eateryAwayAt(place('bali'), one), one.name).toBeUndefined();
    }
  });

  it('is a lunch on a day out there, or a meal from a stay out there, never a meal back in town', () => {
    let meals = 0;
    for (const destination of kb.destinations) {
      if (!destination.restaurants.some((one) => eateryAwayAt(destination, one))) continue;
      const from = destination.country === 'India' ? 'Delhi' : 'Mumbai';
      for (const days of [3, 5]) {
        for (const card of cardsForTrip(from, destination.name, days, '2027-02-08')) {
          const stay = card.trip.stays.find((one) => one.place === destination);
          for (const day of card.trip.outlines) {
            // A day trip's own eateries are its business (eateryOutAt).
            if (day.place !== destination || day.excursion) continue;
            const items = [...day.morning, ...day.afternoon, ...day.evening];
            for (const [meal, restaurant] of [
              ['lunch', day.lunch],
              ['dinner', day.dinner],
            ] as const) {
              const at = restaurant && eateryAwayAt(destination, restaurant);
              if (!at) continue;
              meals += 1;
              const outThere = items.some(
                (item) => 'attraction' in item && item.attraction.away?.at === at,
              );
              expect(
                stay?.away?.at === at || (meal === 'lunch' && outThere),
                `${card.key} day ${day.day}: ${meal} at ${restaurant.name}`,
              ).toBe(true);
            }
          }
        }
      }
    }
    expect(meals).toBeGreaterThan(50);
  });

  it('is where a day at a stay out of town eats, or the stay itself; no town eatery', () => {
    let days = 0;
    for (const destination of kb.destinations) {
      const stays = Object.values(destination.stays).flat();
      if (!stays.some((stay) => (stay.away?.hours ?? 0) >= 1)) continue;
      const from = destination.country === 'India' ? 'Delhi' : 'Mumbai';
      for (const card of cardsForTrip(from, destination.name, 5, '2027-02-08')) {
        const { trip } = card;
        const rendered = renderDays(trip);
        for (const day of trip.outlines) {
          const stay = trip.stays.find((one) => one.place === day.place);
          const kinds = ['explore', 'leisure'];
          if (!stay?.away || day.excursion || !kinds.includes(day.kind) || commuteOf(trip, day))
            continue;
          days += 1;
          const where = `${card.key} day ${day.day}`;
          for (const restaurant of [day.lunch, day.dinner]) {
            if (!restaurant) continue;
            const at = eateryAwayAt(day.place, restaurant) ?? restaurant.area;
            expect(at, `${where}: ${restaurant.name}`).toBe(stay.away.at);
          }
          if (day.kind === 'leisure' && !day.dinner) {
            expect(rendered[day.day - 1]!.meals.dinner, where).toBe(`Dinner at ${day.hotel}`);
          }
          if (day.kind === 'leisure' && !day.lunch) {
            expect(rendered[day.day - 1]!.meals.lunch, where).toBe(`Lunch at ${day.hotel}`);
          }
        }
      }
    }
    expect(days).toBeGreaterThan(20);
  });
});
