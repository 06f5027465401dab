import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { perPersonPrice, renderDays } from './trip';

describe('an outing priced by the taxi, boat or tent (decision 200)', () => {
  it('charges each traveller a share of the units the party fills', () => {
    const shikara = { price: 400, shared: { unit: 'shikara', seats: 4 } };
    expect(perPersonPrice(shikara, 1)).toBe(400);
    expect(perPersonPrice(shikara, 2)).toBe(200);
    expect(perPersonPrice(shikara, 4)).toBe(100);
    // Five fill two shikaras.
    expect(perPersonPrice(shikara, 5)).toBe(160);
    // A seat is a seat, whoever comes along.
    expect(perPersonPrice({ price: 400 }, 5)).toBe(400);
  });

  it('marks the outings whose sources price a whole vehicle, boat or carriage', () => {
    const outings = new Map(
      knowledgeBase().destinations.flatMap((place) =>
        place.activities.map((outing) => [`${place.id}: ${outing.name}`, outing] as const),
      ),
    );
    for (const [key, seats] of [
      ['srinagar: Shikara ride on Dal Lake (1 hour)', 4],
      ['siem-reap: Tuk-tuk for the Angkor Small Circuit', 4],
      ['badrinath: Taxi Badrinath–Mana and back', 4],
    ] as const) {
      expect(outings.get(key)?.shared?.seats, key).toBe(seats);
    }
  });

  it('prices and words the shikara on Dal Lake by the party that shares it', () => {
    const ride = 'Shikara ride on Dal Lake (1 hour)';
    let checked = 0;
    for (const [travellers, each, words] of [
      [1, 400, '₹400 a shikara for up to 4, yours alone'],
      [2, 200, '₹200 per person; ₹400 a shikara for up to 4, shared'],
      [5, 160, '₹160 per person; 2 shikaras at ₹400, up to 4 in each'],
    ] as const) {
      for (const { trip, key } of cardsForTrip(
        'Delhi',
        'Srinagar',
        4,
        '2027-05-10',
        900_000,
        travellers,
      )) {
        const taken = trip.activities.filter((activity) => activity.name === ride);
        if (taken.length === 0) continue;
        checked += 1;
        for (const activity of taken) expect(activity.price, key).toBe(each);
        const text = renderDays(trip)
          .map((day) => `${day.morning} ${day.afternoon} ${day.evening}`)
          .join(' ');
        expect(text, key).toContain(`${ride} (about 1 h, ${words})`);
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});
