import { describe, expect, it } from 'vitest';
import { rebuildTrip } from './details';
import { cardFor, planPage } from './planner';
import { engineSearchOf, multiStopSearches } from './quality';
import { notesOf } from './trip';

const TIGHT = /^For your price range, this plan travels the cheapest sensible way/;

// Decision 141: a tight range gets the cheapest sensible way for dearer stays too, not only
// budget cards: a solo traveller's ₹25,000 for four days at the Valley of Flowers got one card
// inside and two at ₹36,651 and ₹46,041, flying to Dehradun and taking a cab for 286 km. The
// valley's stays below the trail, priced from memory, were taken out on 28 November 2026 and it
// has one card left, so the same trip is checked at Dalhousie, a flight and a long drive away.
describe('a dearer stay on a tight budget', () => {
  const search = engineSearchOf({
    from: 'Delhi',
    to: 'Dalhousie',
    days: 4,
    travellers: 1,
    travelClass: 'Economy',
    priceRange: [0, 25_000],
    start: '2027-06-10',
  });

  it('travels the cheapest sensible way where that brings it within the range, and says so', () => {
    const page = planPage(search, 1).cards;
    const thrifty = page.filter((card) => card.trip.spec.thriftyTravel);
    expect(thrifty.length).toBeGreaterThan(0);
    for (const card of thrifty) {
      expect(card.trip.spec.tier, card.key).not.toBe('budget');
      expect(card.priceFit, card.key).toBe('within');
      expect(
        card.trip.outbound.legs.some((leg) => leg.mode === 'flight'),
        card.key,
      ).toBe(false);
      expect(notesOf(card.trip), card.key).toContainEqual(expect.stringMatching(TIGHT));
      // Its journeys' notes give the range as the reason: it is no budget plan.
      expect(notesOf(card.trip).join(' '), card.key).not.toMatch(/for a budget plan/);
    }
    expect(page.filter((card) => card.priceFit === 'within').length).toBeGreaterThanOrEqual(3);
  });

  it('says on the card that it goes by road rather than flying, and why', () => {
    // The search card's class is a flight class: a card that takes the bus says so on its face.
    for (const planned of planPage(search, 1).cards) {
      const card = cardFor(planned, search);
      const flies = planned.trip.outbound.legs.some((leg) => leg.mode === 'flight');
      if (flies) continue;
      expect(card.transportSummary, card.title).toMatch(
        / — rather than flying, the cheapest sensible way for your price range$/,
      );
    }
  });

  it('is rebuilt the same way for the day-wise plan', () => {
    for (const planned of planPage(search, 1).cards) {
      const card = cardFor(planned, search);
      expect(Boolean(card.plan?.thrifty), card.title).toBe(
        Boolean(planned.trip.spec.thriftyTravel),
      );
      const rebuilt = rebuildTrip({ ...card, _id: 'x', id: 'x', slug: 'x' } as never, search);
      expect(rebuilt.pricePP, card.title).toBe(planned.trip.pricePP);
    }
  });

  it('keeps the fastest way when the range is loose', () => {
    const loose = engineSearchOf({
      from: 'Delhi',
      to: 'Dalhousie',
      days: 4,
      travellers: 1,
      travelClass: 'Economy',
      priceRange: [0, 900_000],
      start: '2027-06-10',
    });
    for (const card of planPage(loose, 1).cards) {
      expect(card.trip.spec.thriftyTravel, card.key).toBeUndefined();
      if (card.trip.spec.tier !== 'budget') {
        expect(cardFor(card, loose).transportSummary, card.key).not.toMatch(/rather than/);
      }
      expect(
        notesOf(card.trip).some((line) => TIGHT.test(line)),
        card.key,
      ).toBe(false);
    }
  });
});

// A two-stop card going by bus both ways said "Bus (…) — rather than flying, the cheapest
// sensible way for your price range, road or rail between stops; back by bus (…) — rather than
// flying, the cheapest sensible way for your price range": the reason twice, and the ways
// between stops hung on the reason of the way out.
describe("the card's line of how it travels, on a multi-stop trip", () => {
  it('gives a reason shared by both ways once, and never runs the stops into a reason', () => {
    let both = 0;
    for (const check of multiStopSearches()) {
      const search = engineSearchOf(check);
      for (const planned of planPage(search, 1).cards) {
        const line = cardFor(planned, search).transportSummary;
        expect(line, planned.key).not.toMatch(/price range, [a-z ]+ between stops/);
        const reasons = [...line.matchAll(/rather than ([a-z ]+), the cheapest sensible way/g)];
        if (reasons.length === 2) {
          expect(reasons[0]![1], `${planned.key}: ${line}`).not.toBe(reasons[1]![1]);
        }
        if (/both ways rather than/.test(line)) both += 1;
      }
    }
    expect(both).toBeGreaterThan(0);
  });
});
