import { describe, expect, it } from 'vitest';
import { dayChecks, WAKING_HOURS } from './day-checks';
import { engineSearchOf, type CheckSearch } from './quality';
import { rankedCards } from './planner';
import { commuteOf } from './trip';

/** Searches from towns without the metros' direct flights, found by a random sweep. */
const search = (
  from: string,
  to: string,
  days: number,
  start: string,
  travellers = 2,
): CheckSearch & { start: string } => ({
  from,
  to,
  days,
  travellers,
  travelClass: 'Economy',
  priceRange: [0, 900_000],
  start,
});

describe('a long day in or out counts the drive to a stay out of town (decision 212)', () => {
  it('sees no sight out past the stay town after a long arrival', () => {
    // Jaipur to Shillong is 8.5 hours; a card then drove to Riwai's root bridge near Dawki and
    // back to Shillong, a 16.5-hour day.
    const checks = [
      search('Jaipur', 'Dawki', 4, '2027-08-17', 3),
      search('Hyderabad', 'Dawki', 2, '2027-09-24', 5),
    ];
    for (const check of checks) {
      const figures = dayChecks([check], [check.start]);
      expect(figures.days).toBeGreaterThan(0);
      expect(figures.faults.overlongDays, figures.examples.join('\n')).toBe(0);
    }
  });

  it('keeps the stay in the place when a flight that lands after midnight would drive on', () => {
    // Ahmedabad to Bali changes planes and takes about 15 hours: Ubud's resorts, 1 h 30 min
    // on from the airport, made the first day longer than a waking day.
    for (const from of ['Ahmedabad', 'Surat', 'Dehradun']) {
      const check = search(from, 'Bali', 7, '2027-03-01');
      const cards = rankedCards(engineSearchOf(check));
      expect(cards.length, from).toBeGreaterThan(4);
      for (const card of cards) {
        for (const day of card.trip.outlines) {
          const commute = commuteOf(card.trip, day);
          if (!day.journey || !commute) continue;
          expect(
            day.journey.hours + commute.legs * commute.hours,
            `${from} ${card.key} day ${day.day}`,
          ).toBeLessThanOrEqual(WAKING_HOURS);
        }
      }
      expect(dayChecks([check], [check.start]).faults.overlongDays, from).toBe(0);
    }
    // From Delhi's non-stop the day holds the drive, and Ubud's resorts are still offered.
    const delhi = rankedCards(engineSearchOf(search('Delhi', 'Bali', 7, '2027-03-01')));
    expect(delhi.some((card) => card.trip.stays[0]?.away?.at === 'Ubud')).toBe(true);
  });

  it('takes no day train and long drive on a trip with no night to break them', () => {
    // Guwahati to Gangtok in two days: the budget card rode the 11-hour day train to NJP and the
    // 5-hour jeep up after dark, where the Vande Bharat and the jeep take under 12 hours.
    const checks = [
      search('Guwahati', 'Gangtok', 2, '2027-08-02', 4),
      search('Lucknow', 'Kausani', 2, '2027-02-02', 4),
    ];
    for (const check of checks) {
      const figures = dayChecks([check], [check.start]);
      expect(figures.days).toBeGreaterThan(0);
      expect(figures.faults.longTravelDays, figures.examples.join('\n')).toBe(0);
    }
  });
});

describe('the drive on to a stay in another town after an arrival (decision 213)', () => {
  it('is paid as the drive in before the way home is', () => {
    // Auli's budget camp at Joshimath was one such stay: the journey ended at the place, and the
    // drive on to the stay was in the day's hours but in no price. (Joshimath, on the road up,
    // is now where the journey ends: decision 253.) Kutch's camps in the Rann and Phu Quoc's
    // stays at An Thoi are still driven on to.
    const checks = [
      search('Ahmedabad', 'Kutch', 4, '2027-01-10'),
      search('Delhi', 'Phu Quoc', 5, '2027-02-10'),
      search('Bengaluru', 'Dawki', 4, '2027-05-28'),
    ];
    let driven = 0;
    for (const check of checks) {
      for (const card of rankedCards(engineSearchOf(check))) {
        for (const day of card.trip.outlines) {
          if (day.kind !== 'arrival' && day.kind !== 'transfer') continue;
          if (!commuteOf(card.trip, day)) continue;
          driven += 1;
          expect(day.ride, `${check.to} ${card.key} day ${day.day}`).toBeDefined();
        }
      }
    }
    expect(driven).toBeGreaterThan(3);
  });
});

describe('the stay town reached by a bus through it (decision 215)', () => {
  it('ends the way in at Shillong rather than riding on to Dawki and driving back', () => {
    const check = {
      ...search('Bengaluru', 'Dawki', 8, '2027-05-28', 1),
      priceRange: [10_000, 40_000] as [number, number],
    };
    const cards = rankedCards(engineSearchOf(check)).filter(
      (card) => card.trip.stays[0]?.away?.at === 'Shillong',
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.trip.stays[0]!.inAtStay, card.key).toBe(true);
    expect(dayChecks([check], [check.start]).faults.overlongDays).toBe(0);
  });

  it('drives in from the stay, counted and paid, on the first day of a halted way home', () => {
    const check = {
      ...search('Ranchi', 'Dawki', 3, '2027-10-19', 4),
      priceRange: [0, 10_000] as [number, number],
    };
    let homeward = 0;
    for (const card of rankedCards(engineSearchOf(check))) {
      const stay = card.trip.stays[0]!;
      for (const day of card.trip.outlines) {
        if (day.kind !== 'homeward' || day.halt?.aboard || !stay.away || stay.outAtStay) continue;
        homeward += 1;
        expect(commuteOf(card.trip, day), card.key).toBeDefined();
        expect(day.ride, card.key).toBeDefined();
      }
    }
    expect(homeward).toBeGreaterThan(0);
  });
});
