import { describe, expect, it } from 'vitest';
import { dayChecks } from './day-checks';
import { checkFrom, engineSearchOf } from './quality';
import { rankedCards } from './planner';
import { commuteOf, notesOf, renderDays } from './trip';
import { knowledgeBase } from '../knowledge/load';
import { planJourney } from './transport';

describe('the drive on to a stay out of town counts in a day of travel (decision 218)', () => {
  it('takes no day-long train that the drive to the Bhopal hotel makes a 17-hour day', () => {
    // Varanasi to Sanchi in two days rode the 15 h 15 min train by day and drove on 1 h 15 min
    // to the budget stay in Bhopal: in at the hotel near midnight.
    const check = checkFrom('Varanasi', 'Sanchi', 2, '2027-03-03', {
      travellers: 1,
      priceRange: [100_000, 500_000],
    });
    const figures = dayChecks([check], [check.start]);
    expect(figures.days).toBeGreaterThan(0);
    expect(figures.faults.overlongDays, figures.examples.join('\n')).toBe(0);

    const cards = rankedCards(engineSearchOf(check));
    const budget = cards.filter((card) => card.key.startsWith('sanchi:budget'));
    expect(budget.length).toBeGreaterThan(0);
    for (const card of cards) {
      const first = card.trip.outlines[0]!;
      const commute = commuteOf(card.trip, first);
      const driven = commute ? commute.legs * commute.hours : 0;
      expect(first.journey!.hours + driven, card.key).toBeLessThanOrEqual(16);
    }
    // Flying in to Bhopal, the journey ends at the hotel there: no drive out to Sanchi and back
    // on the evening it lands. A budget card's own way to Bhopal is the Kamayani Express, too
    // long for the day; its flight still lands at Bhopal (decision 219).
    const flown = cards.filter((card) => card.trip.outbound.mode === 'flight');
    expect(flown.some((card) => card.key.startsWith('sanchi:budget'))).toBe(true);
    for (const card of flown) {
      expect(card.trip.stays[0]!.away?.at, card.key).toBe('Bhopal');
      expect(card.trip.stays[0]!.inAtStay, card.key).toBe(true);
      expect(card.trip.outbound.legs.at(-1)!.to, card.key).toBe('Bhopal');
      expect(commuteOf(card.trip, card.trip.outlines[0]!), card.key).toBeUndefined();
      // The day's title says where it ends.
      expect(renderDays(card.trip)[0]!.title, card.key).toBe(
        'Varanasi to Bhopal, for Sanchi: arrival',
      );
    }
  });

  it('weighs a sleeper that fits a day against the day it makes, with no night to ride it', () => {
    const kb = knowledgeBase();
    const place = (name: string) => kb.destinations.find((each) => each.name === name)!;
    const options = {
      travelClass: 'Economy' as const,
      travellers: 1,
      thrifty: true,
      date: '2027-03-03',
      leaves: 'morning' as const,
      dayOnly: true,
    };
    const [from, to] = [place('Varanasi'), place('Sanchi')];
    // Without a drive on, the day train is the cheapest sensible way and fits the day.
    const alone = planJourney(from, to, options);
    expect(alone.mode).toBe('train');
    expect(alone.hours).toBeLessThanOrEqual(16);
    // With the drive on to a stay 1 h 15 min away, it would not.
    const driven = planJourney(from, to, { ...options, driveOn: 1.25 });
    expect(driven.hours + 1.25).toBeLessThanOrEqual(16);
    // With nights to spare, the same train is ridden overnight and stays the cheap way.
    const night = planJourney(from, to, { ...options, dayOnly: false, driveOn: 1.25 });
    expect(night.mode).toBe('train');
  });

  it('lets a trip too short for its journey say so, but plans nothing more on that day', () => {
    // Delhi to Munsiyari in two days: the flight to Pantnagar and 12 h 15 min up the hills, then
    // the hour on to the rest house at Birthi. No way is shorter, and the card says the trip
    // wants a night on the road. (Birthi stands on the road up, so the journey now ends there,
    // 11 h 15 min from the airport, with no hour on: decision 253.)
    const check = checkFrom('Delhi', 'Munsiyari', 2, '2027-08-14', {
      travellers: 6,
      priceRange: [50_000, 150_000],
    });
    const figures = dayChecks([check], [check.start]);
    expect(figures.faults.overlongDays, figures.examples.join('\n')).toBe(0);
    const card = rankedCards(engineSearchOf(check)).find(
      (each) => each.trip.stays[0]!.hotelName === 'KMVN Tourist Rest House, Birthi Falls',
    )!;
    const first = card.trip.outlines[0]!;
    expect(card.trip.stays[0]!.inAtStay).toBe(true);
    expect(commuteOf(card.trip, first)).toBeUndefined();
    expect(first.journey!.legs.at(-1)!.to).toBe('Birthi');
    expect(first.morning.length + first.afternoon.length + first.evening.length).toBe(0);
    expect(notesOf(card.trip).join(' ')).toMatch(/guides break over two days/);
  });
});
