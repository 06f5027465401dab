import { describe, expect, it } from 'vitest';
import { STAY_TIERS } from '../knowledge/schema';
import { knowledgeBase } from '../knowledge/load';
import { rankedCards } from './planner';
import { closedOn, staysOpenFor } from './trip';
import { engineSearchOf } from './quality';
import { withNoStays } from '../../../test/no-stays';

/** Every card for two from Mumbai for four days, whatever they cost: at least one. */
function cardsFromMumbai(to: string) {
  const cards = rankedCards(
    engineSearchOf({
      from: 'Mumbai',
      to,
      days: 4,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 400_000],
    }),
  );
  expect(cards.length, to).toBeGreaterThan(0);
  return cards;
}

describe('a card of a tier', () => {
  it('never names a stay its place lists in a cheaper tier', () => {
    // Shirdi's upper tiers hold only the Sansthan's rooms (the guessed hotels were taken out).
    for (const to of ['Shirdi', 'Badrinath', 'Goa', 'Manali']) {
      const cards = cardsFromMumbai(to);
      for (const { trip } of cards) {
        const { tier } = trip.spec;
        if (tier === 'budget') continue;
        const cheaper = STAY_TIERS.slice(0, STAY_TIERS.indexOf(tier));
        for (const stay of trip.stays) {
          const own = stay.place.ownStays ?? stay.place.stays;
          const borrowed = cheaper.find((lower) =>
            own[lower].some((other) => other.name === stay.hotelName),
          );
          expect(borrowed, `${to}: ${tier} card at ${stay.hotelName}`).toBeUndefined();
        }
      }
    }
  });

  it('names in a Comfort, Premium or Luxury card in India no room listed below the tier (decision 150)', () => {
    // Bir's ₹2,000 guest house was a "Premium" card, Tirthan's ₹1,200 homestay a "Comfort" one.
    const floors = { standard: 1500, premium: 3000, luxury: 4500 } as const;
    let upper = 0;
    for (const to of ['Bir Billing', 'Tirthan Valley', 'Gandikota', 'Warangal', 'Jibhi', 'Goa']) {
      for (const { trip } of cardsFromMumbai(to)) {
        const { tier } = trip.spec;
        if (tier === 'budget') continue;
        upper += 1;
        for (const stay of trip.stays) {
          const own = stay.place.ownStays ?? stay.place.stays;
          const listed = STAY_TIERS.flatMap((one) => own[one]).find(
            (other) => other.name === stay.hotelName,
          )!;
          expect(listed.nightly, `${to}: ${tier} card at ${stay.hotelName}`).toBeGreaterThanOrEqual(
            floors[tier],
          );
        }
      }
    }
    expect(upper).toBeGreaterThan(0);
  });

  it('names on a trip to one place only a stay its tier lists itself (decision 68)', () => {
    // Bekal lists only the Taj and Kabini no budget stay of its own: an empty tier takes its
    // nearest tier's stays at load, and a "Value" card at a ₹17,000 resort is not a budget stay.
    for (const to of ['Bekal', 'Kabini', 'Lakshadweep', 'Shirdi', 'Goa', 'Gangotri']) {
      const cards = cardsFromMumbai(to);
      for (const { trip } of cards) {
        const { tier } = trip.spec;
        const tiers = tier === 'budget' ? (['backpacker', 'budget'] as const) : [tier];
        for (const stay of trip.stays) {
          const own = stay.place.ownStays!;
          const listed = tiers.some((one) =>
            own[one].some((other) => other.name === stay.hotelName),
          );
          expect(listed, `${to}: ${tier} card at ${stay.hotelName}`).toBe(true);
        }
      }
    }
  });

  it('offers no card of a tier whose place lists no sourced stay for it', async () => {
    // A place that lists no stay with a printed rate (as Guruvayur did until the stays-7
    // session; here with its stays taken away): no card at all, rather than a hotels entry at a
    // guessed rate. Velankanni lists only the shrine's pilgrim rooms: budget cards only.
    const search = (to: string, days = 3) =>
      engineSearchOf({
        from: 'Chennai',
        to,
        days,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 300_000],
      });
    // The planner keeps each search's pages, so the stayless place is asked for on other days.
    const guruvayur = knowledgeBase().byId.get('guruvayur')!;
    await withNoStays(guruvayur, () => expect(rankedCards(search('Guruvayur', 4))).toEqual([]));
    const priced = rankedCards(search('Guruvayur'));
    expect(priced.length).toBeGreaterThan(0);
    for (const { trip } of priced) {
      for (const stay of trip.stays) expect(stay.hotelName).toBe('Hare Krishna Inn, North Nada');
    }
    const velankanni = rankedCards(search('Velankanni'));
    expect(velankanni.length).toBeGreaterThan(0);
    for (const { trip } of velankanni) {
      expect(trip.spec.tier).toBe('budget');
      for (const stay of trip.stays) expect(stay.hotelName).toBe('Shrine Basilica pilgrim rooms');
    }
  });

  it('never names a stay that is closed for the season on the dates', () => {
    // The Rann Utsav's tent city takes guests from November to February only.
    const tentCity = 'Rann Utsav – The Tent City, Dhordo';
    const kutch = knowledgeBase().byId.get('kutch')!;
    const luxury = { tier: 'luxury' as const, level: 1 };
    const dates = (departureDate: string, returnDate: string) => ({ departureDate, returnDate });
    const names = (list: { name: string }[]) => list.map((stay) => stay.name);
    expect(names(kutch.stays.luxury)).toContain(tentCity);
    expect(names(staysOpenFor(kutch, luxury, dates('2027-12-10', '2027-12-13')))).toContain(
      tentCity,
    );
    // A trip that runs on into March finds it struck.
    expect(names(staysOpenFor(kutch, luxury, dates('2028-02-27', '2028-03-02')))).not.toContain(
      tentCity,
    );
    const june = engineSearchOf({
      from: 'Ahmedabad',
      to: 'Kutch',
      days: 4,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 300_000],
      start: '2027-06-10',
    });
    const cards = rankedCards(june);
    expect(cards.length).toBeGreaterThan(0);
    for (const { trip } of cards)
      expect(trip.stays.map((stay) => stay.hotelName)).not.toContain(tentCity);
    // Nimmu House, above Leh, reopens each spring on 30 April: no winter card names it.
    const leh = knowledgeBase().byId.get('leh')!;
    for (const [from, to] of [
      ['2027-01-20', '2027-01-24'],
      ['2027-04-25', '2027-04-29'],
    ] as const) {
      expect(names(staysOpenFor(leh, luxury, dates(from, to)))).not.toContain('Nimmu House');
    }
    expect(names(staysOpenFor(leh, luxury, dates('2027-07-20', '2027-07-24')))).toContain(
      'Nimmu House',
    );
    // Where every stay is shut (Kedarnath in January), no card is made at all.
    expect(
      closedOn(knowledgeBase().byId.get('kedarnath')!, dates('2027-01-10', '2027-01-13'))?.open,
    ).toBe('May–October');
  });
});
