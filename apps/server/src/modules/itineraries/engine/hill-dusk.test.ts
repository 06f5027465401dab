import { describe, expect, it } from 'vitest';
import { hilly } from './hill-roads';
import { cardsForTrip } from './quality';
import { headlinesMissed, notesOf } from './trip';
import { MAX_HILL_TRAVEL_DAY_HOURS } from './transport';

describe('in by 8 pm on a road up into the hills (decision 116)', () => {
  it('breaks a flight and a long climb with a night at the airport town', () => {
    const cards = cardsForTrip('Indore', 'Yamunotri', 5, '2027-05-15');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.trip.outboundHalt?.at, card.key).toBe('Dehradun');
      expect(card.trip.outboundHalt?.change, card.key).toBe('air');
    }
  });

  it('plans no day of flight and road that ends up a hill road after about 7 pm', () => {
    let checked = 0;
    for (const [from, to] of [
      ['Indore', 'Gangotri'],
      ['Chennai', 'Munsiyari'],
      ['Pune', 'Tawang'],
      ['Kolkata', 'Kasol'],
      ['Ahmedabad', 'Chopta'],
    ] as const) {
      for (const card of cardsForTrip(from, to, 6, '2027-05-12')) {
        const { outbound, outboundHalt, spec } = card.trip;
        if (outboundHalt || !hilly(spec.stops[0]!.place)) continue;
        if (!outbound.legs.some((leg) => leg.mode === 'flight')) continue;
        const riding = outbound.legs.filter((leg) => leg.mode !== 'foot');
        if (riding[riding.length - 1]?.mode !== 'road') continue;
        checked += 1;
        const hours = riding.reduce((sum, leg) => sum + leg.hours, 0);
        expect(hours, card.key).toBeLessThanOrEqual(MAX_HILL_TRAVEL_DAY_HOURS);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("a card that leaves out a place's main sight says so (decision 115)", () => {
  it('names the Valley of Flowers itself where six days from Dehradun leave no day for it', () => {
    const cards = cardsForTrip('Dehradun', 'Valley of Flowers', 6, '2027-07-25');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const seen = card.trip.attractions.some(
        (sight) => sight.name === 'Valley of Flowers National Park',
      );
      const told = notesOf(card.trip).some((note) =>
        /no time for Valley of Flowers National Park .*the main sight at Valley of Flowers/.test(
          note,
        ),
      );
      expect(told, card.key).toBe(!seen);
    }
  });

  it('says nothing where the main sight is seen', () => {
    for (const card of cardsForTrip('Delhi', 'Agra', 3, '2027-02-13')) {
      expect(headlinesMissed(card.trip), card.key).toEqual([]);
    }
  });
});

// Decision 239: a day of ten hours' driving from Lachung to Pelling ended with "Wander through
// Darap Village (about 1 h 30 min; 7 km)" after dark; the plains' ten-hour limit let it in.
describe('an evening after a long mountain road (decision 239)', () => {
  it('plans no sight in the evening after more than eight hours on a mountain road', () => {
    let long = 0;
    const late: string[] = [];
    for (const [from, to] of [
      ['Siliguri', 'Sikkim'],
      ['Delhi', 'Himachal Pradesh'],
      ['Delhi', 'Uttarakhand'],
      ['Guwahati', 'Arunachal Pradesh'],
    ] as const) {
      for (const card of cardsForTrip(from, to, 8, '2027-04-14')) {
        for (const day of card.trip.outlines) {
          const { journey, place } = day;
          if (!journey || !(day.kind === 'arrival' || day.kind === 'transfer')) continue;
          if (!place.themes.includes('mountains') && !place.themes.includes('hill-station'))
            continue;
          const road = journey.legs
            .filter((leg) => leg.mode === 'road' || leg.mode === 'bus')
            .reduce((total, leg) => total + leg.hours, 0);
          if (road <= 8) continue;
          long += 1;
          if (day.evening.length > 0) late.push(`${card.key} day ${day.day}: ${place.name}`);
        }
      }
    }
    expect(long).toBeGreaterThan(0);
    expect(late).toEqual([]);
  });
});
