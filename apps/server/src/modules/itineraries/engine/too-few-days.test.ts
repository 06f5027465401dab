import { describe, expect, it } from 'vitest';
import { journeysShortOfDays, notesOf, stopsSeenNothing } from './trip';
import { rebuildTrip } from './details';
import { cardFor, planPage } from './planner';
import { cardsForTrip, engineSearchOf } from './quality';

/** The names of a card's stops, in order. */
const stopsOf = (card: ReturnType<typeof cardsForTrip>[number]) =>
  card.trip.spec.stops.map((stop) => stop.place.name);

const LEFT_OUT = /^These dates are too few for .+ so this plan leaves out (.+); a longer trip/;

describe('several places typed, and days too few for the roads between them (decision 109)', () => {
  it('keeps the first places of the Char Dham that six days reach, and says which it leaves out', () => {
    const cards = cardsForTrip('Delhi', 'Char Dham Yatra', 6, '2027-05-20');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const stops = stopsOf(card);
      // The first typed, in the yatra's order, never a dham skipped in the middle.
      expect(['Yamunotri', 'Gangotri', 'Kedarnath', 'Badrinath'].slice(0, stops.length)).toEqual(
        stops,
      );
      expect(stops.length).toBeLessThan(4);
      expect(stopsSeenNothing(card.trip), card.key).toEqual([]);
      expect(
        journeysShortOfDays(card.trip).filter((short) => short.direction === 'between'),
        card.key,
      ).toEqual([]);
      const note = notesOf(card.trip).find((line) => LEFT_OUT.test(line));
      expect(note, card.key).toBeDefined();
      expect(note).toContain('Badrinath');
    }
  });

  it('keeps all four dhams once the days hold the roads, each seen, none short of its nights', () => {
    const cards = cardsForTrip('Delhi', 'Char Dham Yatra', 12, '2027-05-20');
    const whole = cards.filter((card) => stopsOf(card).length === 4);
    expect(whole.length).toBeGreaterThan(0);
    for (const card of whole) {
      expect(stopsSeenNothing(card.trip), card.key).toEqual([]);
      expect(journeysShortOfDays(card.trip), card.key).toEqual([]);
      expect(notesOf(card.trip).some((line) => LEFT_OUT.test(line))).toBe(false);
    }
  });

  it('moves a night to the stop a long way home needs it at rather than plan a day too long', () => {
    // An even share (3, 3, 3, 2) leaves Badrinath to Delhi, about 14 hours, without its night.
    const cards = cardsForTrip('Delhi', 'Char Dham Yatra', 12, '2027-05-20').filter(
      (card) => stopsOf(card).length === 4,
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const nights = card.trip.spec.stops.map((stop) => stop.nights);
      expect(nights[3], card.key).toBeGreaterThanOrEqual(3);
    }
  });

  it('drops nothing where the days hold every place typed', () => {
    const cards = cardsForTrip('Kolkata', 'Darjeeling Gangtok', 5, '2027-03-20');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(stopsOf(card).sort()).toEqual(['Darjeeling', 'Gangtok']);
      expect(notesOf(card.trip).some((line) => LEFT_OUT.test(line))).toBe(false);
    }
  });

  it('says so on the card, and on its rebuilt day-wise plan, when fewer nights than places', () => {
    // Two nights for Delhi, Agra and Jaipur: a night each at the first two.
    const search = engineSearchOf({
      from: 'Mumbai',
      to: 'Golden Triangle',
      days: 3,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 900_000],
      start: '2027-03-20',
    });
    const page = planPage(search, 1).cards;
    expect(page.length).toBeGreaterThan(0);
    for (const planned of page) {
      const card = cardFor(planned, search);
      const note = card.travelNotes.find((line) => LEFT_OUT.test(line));
      expect(note, card.title).toMatch(/leaves out Jaipur; a longer trip takes it in/);
      const rebuilt = rebuildTrip({ ...card, _id: 'x', id: 'x', slug: 'x' } as never, search);
      expect(notesOf(rebuilt)).toContain(note);
    }
  });
});
