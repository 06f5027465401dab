import { describe, expect, it } from 'vitest';
import { cardsForTrip } from './quality';
import { itemHours, renderDays, type DayOutline } from './trip';

/** The sights of a day's morning seen in the place itself, not beside a stay out of town. */
function inTownMorning(outline: DayOutline) {
  return outline.morning.filter((item) => !('attraction' in item && item.byStay));
}

/** Every card of the searches, solo and for two, whose last stay stands out of the place. */
function cardsFromStaysOutOfTown(...searches: Array<[string, string, number, string]>) {
  return searches.flatMap(([from, to, days, start]) =>
    [1, 2].flatMap((travellers) =>
      cardsForTrip(from, to, days, start, 900_000, travellers).filter(
        (card) => card.trip.stays.at(-1)?.away?.at !== undefined,
      ),
    ),
  );
}

describe('the last morning from a stay the way home passes (decision 194)', () => {
  // Paro's hotels for Bhutan (Thimphu 58 km on, Paro's airport 6 km off), Shillong's for Dawki,
  // Palampur's for Bir and Karnal's for Kurukshetra: each on the way home from the place.
  const onTheWay = new Set(['Paro', 'Shillong', 'Palampur', 'Karnal']);
  const cards = cardsFromStaysOutOfTown(
    ['Delhi', 'Bhutan', 6, '2027-03-10'],
    ['Mumbai', 'Bhutan', 5, '2027-10-13'],
    ['Delhi', 'Dawki', 4, '2027-01-15'],
    ['Kolkata', 'Dawki', 3, '2027-11-18'],
    ['Delhi', 'Bir Billing', 3, '2027-02-08'],
    ['Delhi', 'Kurukshetra', 3, '2027-02-08'],
  ).filter((card) => onTheWay.has(card.trip.stays.at(-1)!.away!.at!));

  it('drives into the place only for a sight no shorter than the drive there and back', () => {
    let checked = 0;
    let home = 0;
    for (const card of cards) {
      const { trip } = card;
      const stay = trip.stays.at(-1)!;
      const last = trip.outlines.at(-1)!;
      if (last.kind !== 'departure' || last.halt) continue;
      checked += 1;
      const headline = last.place.attractions[0]!.name;
      for (const item of inTownMorning(last)) {
        if ('attraction' in item && item.attraction.name === headline) continue;
        // Before: a 30-minute waterfall at Dawki, five hours there and back from Shillong. The
        // detour is the drive in and the longer way home from the place: about twice the drive.
        expect(
          itemHours(item),
          `${card.key}: ${renderDays(trip).at(-1)!.morning}`,
        ).toBeGreaterThanOrEqual(2 * stay.away!.hours - 0.25);
      }
      if (inTownMorning(last).length === 0) {
        home += 1;
        // Home from the stay's town, with no drive into the place and out again.
        const text = renderDays(trip).at(-1)!;
        expect(text.morning, card.key).not.toContain(`drive into ${last.place.name}`);
        expect(text.afternoon, card.key).toContain(`from ${stay.away!.at}`);
        expect(stay.outAtStay, card.key).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(home).toBeGreaterThan(40);
  });

  it('still drives in from an airport hotel for a sight as long as the short detour', () => {
    // Delhi's airport hotels are 16 km out: Humayun's Tomb (1 h 30 min) is worth the 45 minutes
    // in and the taxi back to the airport on the last morning.
    const delhi = cardsFromStaysOutOfTown(['Bengaluru', 'Delhi', 3, '2027-11-05']);
    const drivenIn = delhi.filter((card) => inTownMorning(card.trip.outlines.at(-1)!).length > 0);
    expect(drivenIn.length).toBeGreaterThan(0);
    for (const card of drivenIn) {
      const stay = card.trip.stays.at(-1)!;
      const hours = inTownMorning(card.trip.outlines.at(-1)!).reduce(
        (total, item) => total + itemHours(item),
        0,
      );
      expect(hours, card.key).toBeGreaterThanOrEqual(stay.away!.hours);
    }
  });
});

describe('the last morning from a stay off the way home (decision 195)', () => {
  it('sets out from the stay when the morning holds nothing in the place', () => {
    // Mawlynnong is a side road from Dawki; Bhopal's hotels for Sanchi are 46 km off.
    const cards = cardsFromStaysOutOfTown(
      ['Delhi', 'Dawki', 4, '2027-01-15'],
      ['Kolkata', 'Dawki', 3, '2027-11-18'],
      ['Delhi', 'Sanchi', 4, '2027-02-08'],
    ).filter((card) => ['Mawlynnong', 'Bhopal'].includes(card.trip.stays.at(-1)!.away!.at!));
    let checked = 0;
    for (const card of cards) {
      const { trip } = card;
      const stay = trip.stays.at(-1)!;
      const last = trip.outlines.at(-1)!;
      if (last.kind !== 'departure' || last.halt || inTownMorning(last).length > 0) continue;
      checked += 1;
      // Before: "Check out of Mawlynnong Guest House and drive into Dawki (40 km, about 1 h)",
      // and the bus home from there, back past the turn for Mawlynnong.
      const text = renderDays(trip).at(-1)!;
      expect(text.morning, card.key).not.toContain(`drive into ${last.place.name}`);
      expect(text.afternoon, card.key).toContain(`from ${stay.away!.at} to`);
      expect(stay.outAtStay, card.key).toBe(true);
    }
    expect(checked).toBeGreaterThan(10);
  });
});
