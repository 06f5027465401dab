import { describe, expect, it } from 'vitest';
import { cardsForTrip, checkFrom } from './quality';
import { SLOTS } from './hours';
import { dayChecks } from './day-checks';
import { withDetails } from './text';
import { commuteOf, eateryAwayAt, renderDays, type DayOutline } from './trip';

type Item = DayOutline['morning'][number];

/** The words of the drive back to a stay, with its length in the stay's bracket or its own. */
const drivenBackTo = (hotel: string) => `rive back to ${withDetails(hotel, '').slice(0, -1)}`;

/**
 * Decision 251: a day of sights from a stay out of town drove into town, came back out to a sight
 * beside the stay (Panhala Fort from Kolhapur, Solang Valley from Manali, Sao Beach on Phu Quoc),
 * then went on to town sights again and "drove back" once after dinner: four drives in words and
 * price for two. A Phu Quoc day also saw Sao Beach after the town's fish-sauce factory with no
 * drive between them, then dined in Duong Dong after Sunset Town, beside the stay.
 */
const PLACES = [
  'Phu Quoc',
  'Kolhapur',
  'Manali',
  'Alleppey',
  'Kutch',
  'Bastar',
  'Raipur',
  'Mahabaleshwar',
  'Bhimtal',
  'Munsiyari',
  'Alibaug',
  'Goa',
  'Jim Corbett',
];

/** Whether an item is beside the stay, as the planner marks a sight or an outing at one. */
const beside = (item: Item) => 'byStay' in item && item.byStay !== undefined;

/**
 * The day's items in the order its words take them: in the part of the day it drives into town,
 * what is beside the stay comes before the drive.
 */
function inOrder(day: DayOutline): Item[] {
  const townSlot = SLOTS.find((slot) => day[slot].some((item) => !beside(item)));
  return SLOTS.flatMap((slot) =>
    slot === townSlot
      ? [...day[slot].filter(beside), ...day[slot].filter((item) => !beside(item))]
      : day[slot],
  );
}

/** The name a day's words give an item. */
const named = (item: Item) => ('attraction' in item ? item.attraction.name : item.activity.name);

/**
 * Every day of the cards to the places, from each origin and date, spent at a stay out of town
 * with the drive between it and the place: the day's plan, its words and where it is.
 */
function* staysOutOfTown(
  places: readonly string[],
  searches: ReadonlyArray<readonly [string, string]>,
) {
  for (const to of places) {
    for (const [from, start] of searches) {
      for (const card of cardsForTrip(from, to, 6, start)) {
        const rendered = renderDays(card.trip);
        for (const day of card.trip.outlines) {
          const stay = card.trip.stays.find((s) => s.place === day.place);
          const commute = commuteOf(card.trip, day);
          if (!stay?.away?.at || !commute) continue;
          const words = rendered[day.day - 1]!;
          yield {
            day,
            stay: { ...stay, at: stay.away.at },
            commute,
            words,
            where: `${card.key} day ${day.day}`,
          };
        }
      }
    }
  }
}

describe('a day from a stay out of town (decision 251)', () => {
  it('drives into town once and back once, and ends beside the stay with its dinner there', () => {
    let days = 0;
    let endsOut = 0;
    for (const { day, stay, words, where } of staysOutOfTown(PLACES, [
      ['Delhi', '2027-01-13'],
      ['Mumbai', '2027-03-10'],
      ['Delhi', '2027-10-20'],
    ])) {
      if (day.kind !== 'explore') continue;
      days += 1;
      const pattern = inOrder(day)
        .map((item) => (beside(item) ? 'S' : 'T'))
        .join('');
      // Sights beside the stay, then town, then beside the stay again: never town twice.
      expect(pattern, where).toMatch(/^S*T+S*$/);
      if (!/TS/.test(pattern)) continue;
      endsOut += 1;
      const hotel = stay.hotelName;
      // Driven back in the part of the day that first sees the stay's side again, before
      // its sights there, and not again after dinner.
      const townSlot = SLOTS.findIndex((slot) => day[slot].some((item) => !beside(item)));
      const backSlot = SLOTS.find((slot, index) => index > townSlot && day[slot].some(beside))!;
      const firstBeside = day[backSlot].findIndex(beside);
      for (const slot of SLOTS) {
        expect(words[slot].includes(drivenBackTo(hotel)), `${where} ${slot}`).toBe(
          slot === backSlot,
        );
      }
      const said = words[backSlot];
      expect(said.indexOf(`rive back to ${hotel}`), where).toBeLessThan(
        said.toLowerCase().indexOf(named(day[backSlot][firstBeside]!).toLowerCase()),
      );
      expect(words.evening, where).not.toMatch(/; then drive back to /);
      // Dinner out where the stay is, or at it: not back in town.
      if (day.dinner) {
        const at = eateryAwayAt(day.place, day.dinner) ?? day.dinner.area;
        expect(at, `${where}: ${day.dinner.name}`).toBe(stay.at);
      }
    }
    expect(days).toBeGreaterThan(100);
    expect(endsOut).toBeGreaterThan(20);
  });
});

describe('the first and last days at a stay out of town (decision 251)', () => {
  it('drive back before an evening sight beside the stay, and see one before the last drive in', () => {
    let evenings = 0;
    let mornings = 0;
    for (const { day, stay, commute, words, where } of staysOutOfTown(
      [...PLACES, 'Bhedaghat'],
      [
        ['Delhi', '2027-01-13'],
        ['Delhi', '2027-10-20'],
      ],
    )) {
      if (
        (day.kind === 'arrival' || day.kind === 'transfer') &&
        commute.legs === 2 &&
        day.afternoon.some((item) => !beside(item)) &&
        day.evening.some(beside)
      ) {
        // In town after the check-in, then back out for the evening beside the stay.
        evenings += 1;
        const sight = named(day.evening.find(beside)!).toLowerCase();
        const back = words.evening.indexOf(drivenBackTo(stay.hotelName));
        expect(back, where).toBeGreaterThanOrEqual(0);
        expect(back, where).toBeLessThan(words.evening.toLowerCase().indexOf(sight));
        expect(words.evening, where).not.toMatch(/; then drive back to /);
      }
      if ((day.kind === 'departure' || day.kind === 'homeward') && day.morning.some(beside)) {
        // The last morning sees what stands beside the stay before the drive in.
        mornings += 1;
        const sight = named(day.morning.find(beside)!).toLowerCase();
        const text = words.morning.toLowerCase();
        expect(text.indexOf(sight), where).toBeLessThan(
          text.indexOf(' and drive into ') >= 0
            ? text.indexOf(' and drive into ')
            : text.indexOf('; then drive into '),
        );
      }
    }
    expect(evenings).toBeGreaterThan(0);
    expect(mornings).toBeGreaterThan(0);
  });
});

describe('the last morning from a stay out of town (decision 252)', () => {
  it('counts the drive into the place before its sight and the way home', () => {
    // Found by SWEEP_SEED=53: two days from Jaipur to Dawki, a night at Mawlynnong, and on the
    // second the hour's drive into Dawki, an hour's boating and twelve hours home: 16.3 h.
    const short = [2, 3].flatMap((days) =>
      ['Dawki', 'Kolhapur', 'Alleppey', 'Bastar'].map((to) =>
        checkFrom('Jaipur', to, days, '2027-01-07', {
          travelClass: 'Premium Economy',
          priceRange: [0, 10_000],
        }),
      ),
    );
    const figures = dayChecks(short, ['2027-01-07']);
    expect(figures.days).toBeGreaterThan(50);
    expect(figures.faults.overlongDays, figures.examples.join('\n')).toBe(0);
  });
});
