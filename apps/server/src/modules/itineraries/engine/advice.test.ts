import { LONG_MONTHS } from '@trip/shared/common/plain-format';
import { describe, expect, it } from 'vitest';
import { budgetAdviceFor } from './advice';
import { candidateCards, cardFor, planPage } from './planner';
import { engineSearchOf, type CheckSearch } from './quality';

function firstPage(check: CheckSearch) {
  const search = engineSearchOf(check);
  const cards = planPage(search, 1).cards.map((card) => cardFor(card, search));
  return { cards, advice: budgetAdviceFor(search, cards as never) };
}

/** "₹24,673 per person" at the end of a change: the price it quotes. */
function quoted(change: string): number | undefined {
  const price = /₹([\d,]+) per person$/.exec(change)?.[1];
  return price === undefined ? undefined : Number(price.replace(/,/g, ''));
}

/** The search a change asks the traveller to make: the same one with the changed field. */
function suggestedSearch(check: CheckSearch, change: string): CheckSearch | undefined {
  const [min, max] = check.priceRange;
  let match: RegExpExecArray | null;
  if ((match = /^Make it (\d+) nights?:/.exec(change))) {
    return { ...check, days: Number(match[1]) + 1 };
  }
  if ((match = /^Try (.+?), nearer/.exec(change))) return { ...check, to: match[1]! };
  if (change.startsWith('Fly Economy')) return { ...check, travelClass: 'Economy' };
  if (change.startsWith('Fly Business class')) return { ...check, travelClass: 'Business' };
  if ((match = /^Leave on (\d+) (\w+) instead/.exec(change))) {
    // The first such date after the search's own (a later departure may be in the next year).
    const from = check.start!;
    const monthDay = `${String(LONG_MONTHS.indexOf(match[2]!) + 1).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
    const year = Number(from.slice(0, 4)) + (`${from.slice(0, 4)}-${monthDay}` < from ? 1 : 0);
    return { ...check, start: `${year}-${monthDay}` };
  }
  if (change.startsWith('Lower the bottom'))
    return { ...check, priceRange: [quoted(change)!, max] };
  if (change.startsWith('Raise the top')) return { ...check, priceRange: [min, quoted(change)!] };
  return undefined;
}

/** A search in Economy for `travellers` (one unless said), ₹0 to `max`, from a date. */
const trip = (
  from: string,
  to: string,
  start: string,
  days: number,
  max: number,
  travellers = 1,
): CheckSearch => ({
  from,
  to,
  days,
  travellers,
  travelClass: 'Economy',
  priceRange: [0, max],
  start,
});

/** The prices of the cards on the first page of a search. */
function firstPagePrices(check: CheckSearch): number[] {
  return planPage(engineSearchOf(check), 1).cards.map((card) => card.trip.pricePP);
}

describe('budget advice', () => {
  it('says no plan fits Delhi → Paris at ₹0–40,000, with the cheapest trip and changes', () => {
    const { cards, advice } = firstPage({
      from: 'Delhi',
      to: 'Paris',
      days: 5,
      travellers: 1,
      travelClass: 'Economy',
      priceRange: [0, 40_000],
    });
    expect(cards.every((card) => card.priceFit === 'over')).toBe(true);
    expect(advice?.message).toMatch(/^No trip fits ₹0–₹40,000/);
    expect(advice?.cheapestPricePP).toBeGreaterThan(40_000);
    expect(advice?.changes.length).toBeGreaterThan(0);
  });

  it('names later dates that fit when a fare peak prices the trip out (Leh in winter)', () => {
    const check = {
      from: 'Delhi',
      to: 'Leh',
      days: 4,
      travellers: 1,
      travelClass: 'Economy' as const,
      priceRange: [0, 25_000] as [number, number],
      start: '2027-01-12',
    };
    const { cards, advice } = firstPage(check);
    expect(cards.every((card) => card.priceFit === 'over')).toBe(true);
    // Leh's first day or two are for the altitude: no trip of one or two nights is offered.
    expect(advice?.changes.join(' ')).not.toMatch(/Make it [12] nights?/);
    const later = advice?.changes.find((change) => change.startsWith('Leave on'));
    expect(later).toMatch(/^Leave on \d+ (March|April) instead: from ₹[\d,]+ per person$/);
    // The date it names plans a trip inside the range, at the price it says.
    const [, day, month] = /^Leave on (\d+) (\w+)/.exec(later!)!;
    const start = `2027-${month === 'March' ? '03' : '04'}-${day!.padStart(2, '0')}`;
    expect(firstPagePrices({ ...check, start })).toContain(quoted(later!));
    expect(firstPage({ ...check, start }).advice).toBeUndefined();
  });

  it('offers the longest shorter trip that fits, at its price', () => {
    const check = {
      from: 'Delhi',
      to: 'Leh',
      days: 12,
      travellers: 1,
      travelClass: 'Economy' as const,
      priceRange: [0, 30_000] as [number, number],
      start: '2027-01-12',
    };
    const { advice } = firstPage(check);
    const shorter = advice?.changes.find((change) => change.startsWith('Make it'));
    const [, nights, price] = /^Make it (\d+) nights?: from ₹([\d,]+) per person$/.exec(shorter!)!;
    const cheapest = (days: number) =>
      Math.min(
        ...candidateCards(engineSearchOf({ ...check, days })).map((card) => card.trip.pricePP),
      );
    // The price is a card's on the first page of the shorter trip.
    expect(firstPagePrices({ ...check, days: Number(nights) + 1 })).toContain(
      Number(price!.replace(/,/g, '')),
    );
    expect(Number(price!.replace(/,/g, ''))).toBeLessThanOrEqual(30_000);
    // A night more does not fit.
    expect(cheapest(Number(nights) + 2)).toBeGreaterThan(30_000);
  });

  it('prices the change to Economy for a traveller who chose a dearer class', () => {
    const { advice } = firstPage({
      from: 'Delhi',
      to: 'Goa',
      days: 4,
      travellers: 2,
      travelClass: 'Business',
      priceRange: [0, 35_000],
      start: '2027-02-10',
    });
    const economy = advice?.changes.find((change) => change.startsWith('Fly Economy'));
    expect(economy).toMatch(/^Fly Economy instead of Business: from ₹[\d,]+ per person$/);
    const price = Number(/₹([\d,]+) per person$/.exec(economy!)![1]!.replace(/,/g, ''));
    expect(price).toBeLessThan(advice!.cheapestPricePP);
    // A change is offered only where it fits the range.
    expect(price).toBeLessThanOrEqual(35_000);
  });

  it('suggests only changes that land inside a range with a floor', () => {
    // Delhi → Goa at ₹20,000–25,000 offered "Try Agra … from ₹11,750": under the floor, and no
    // Agra card fits that range. (Since decision 141 a standard stay by train fits that range; the
    // range between its cards and the premium ones, ₹24,000–29,000, still has none.)
    const { cards, advice } = firstPage({
      from: 'Delhi',
      to: 'Goa',
      days: 7,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [24_000, 29_000],
      start: '2027-10-24',
    });
    expect(cards.some((card) => card.priceFit === 'within')).toBe(false);
    expect(advice?.changes.length).toBeGreaterThan(0);
    for (const change of advice!.changes) {
      const price = Number(/₹([\d,]+) per person$/.exec(change)![1]!.replace(/,/g, ''));
      if (change.startsWith('Raise the top')) expect(price, change).toBeGreaterThan(29_000);
      else if (change.startsWith('Lower the bottom')) expect(price, change).toBeLessThan(24_000);
      else {
        expect(price, change).toBeGreaterThanOrEqual(24_000);
        expect(price, change).toBeLessThanOrEqual(29_000);
      }
    }
  });

  it('offers upgrades, not padding, when the range is above every plan', () => {
    const { advice } = firstPage({
      from: 'Delhi',
      to: 'Agra',
      days: 2,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [400_000, 500_000],
    });
    expect(advice?.message).toMatch(/less than/);
    expect(advice?.changes.join(' ')).toMatch(/private guide/);
  });

  // Decision 240: a range above every plan of a trip that flies offered a better stay, a guide and
  // extra outings, but not the flight in Business class that such a range buys first.
  it('offers Business class above every plan of a trip that flies, at a price it shows', () => {
    const singapore: CheckSearch = {
      from: 'Chennai',
      to: 'Singapore',
      days: 4,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [400_000, 900_000],
      start: '2027-02-12',
    };
    const { advice } = firstPage(singapore);
    expect(advice?.message).toMatch(/less than/);
    const fly = advice!.changes.find((change) => change.startsWith('Fly Business class'));
    expect(fly).toBeDefined();
    const price = quoted(fly!)!;
    expect(price).toBeLessThanOrEqual(900_000);
    expect(firstPagePrices(suggestedSearch(singapore, fly!)!)).toContain(price);
    // Already in Business, or by road to Agra: nothing to fly better.
    for (const check of [
      { ...singapore, travelClass: 'Business' as const },
      { ...singapore, from: 'Delhi', to: 'Agra', days: 2 },
    ]) {
      const changes = firstPage(check).advice?.changes ?? [];
      expect(changes.join(' '), check.to).not.toMatch(/Fly Business/);
    }
  });

  it('offers a dearer stay only where the place has one, and names it with its price', () => {
    // Shirdi's stays are temple-trust guest houses and budget hotels: a range far above them
    // has no "premium or luxury stay" to offer. Agra has palaces above any two-day card.
    for (const check of [
      { from: 'Mumbai', to: 'Shirdi', days: 3, priceRange: [150_000, 200_000] },
      { from: 'Delhi', to: 'Agra', days: 2, priceRange: [400_000, 500_000] },
      // Lucknow's luxury hotel is on the cards already: no "better" stay is the same one.
      { from: 'Bareilly', to: 'Lucknow', days: 3, priceRange: [60_000, 200_000] },
    ] as const) {
      const search = engineSearchOf({
        ...check,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [...check.priceRange],
      });
      const cards = planPage(search, 1).cards.map((card) => cardFor(card, search));
      const advice = budgetAdviceFor(search, cards as never);
      expect(advice?.message, check.to).toMatch(/less than/);
      const dearest = Math.max(...cards.map((card) => card.pricePP));
      const dearer = candidateCards(search).filter((card) => card.trip.pricePP > dearest);
      const stay = advice!.changes.find((change) => change.startsWith('Stay better'));
      if (dearer.length === 0) expect(stay, check.to).toBeUndefined();
      if (stay) {
        const price = Number(/from ₹([\d,]+) per person$/.exec(stay)![1]!.replace(/,/g, ''));
        expect(price, check.to).toBeGreaterThan(dearest);
        // Not a hotel the cards already show.
        for (const card of cards) expect(stay, check.to).not.toContain(card.hotelExample.name);
      }
    }
  });

  it('gives no advice when a card fits', () => {
    const { advice } = firstPage({
      from: 'Delhi',
      to: 'Agra',
      days: 3,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 100_000],
    });
    expect(advice).toBeUndefined();
  });

  it('suggests no shorter trip that is all journey and no sight (decision 120)', () => {
    // One night in Singapore from Rourkela fitted ₹55,000 by flying there and straight back.
    const check: CheckSearch = {
      from: 'Rourkela',
      to: 'Singapore',
      days: 5,
      travellers: 5,
      travelClass: 'Economy',
      priceRange: [0, 55_000],
      start: '2027-06-01',
    };
    const { advice } = firstPage(check);
    expect(advice).toBeDefined();
    for (const change of advice!.changes) {
      if (!/^Make it \d+ nights?:/.test(change)) continue;
      const shorter = firstPage(suggestedSearch(check, change)!);
      const seen = shorter.cards.filter((card) => card.placesToVisit.length > 0);
      expect(seen.length, change).toBeGreaterThan(0);
    }
    expect(advice!.changes.join('\n')).not.toMatch(/^Make it 1 night:/m);
  });

  it('offers no shorter trip where the cheapest plan is already under the floor', () => {
    // Bhopal to Varanasi by the overnight Kamayani costs about ₹4,600 a head; one night there
    // fitted ₹8,000–25,000 only by flying, at ₹24,793. Since decision 141 a dearer stay by the
    // Kamayani fits that range; ₹18,000–27,000 lies between the cards.
    const check: CheckSearch = {
      from: 'Bhopal',
      to: 'Varanasi',
      days: 4,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [18_000, 27_000],
      start: '2027-02-15',
    };
    const { advice, cards } = firstPage(check);
    expect(advice).toBeDefined();
    expect(Math.min(...cards.map((card) => card.pricePP))).toBeLessThan(18_000);
    expect(advice!.changes.join('\n')).not.toMatch(/^Make it \d+ nights?:/m);
    expect(advice!.changes.join('\n')).toMatch(/^Lower the bottom of the range/m);
  });
});

describe('budget advice quotes only prices shown (decision 89)', () => {
  // Each "from ₹X" was the cheapest of every plan, often another version of a stay the pages
  // show: Darjeeling at ₹20,000–25,000 said "Try Shantiniketan … from ₹20,363", whose search
  // shows ₹21,983 and ₹22,613.
  const searches: CheckSearch[] = [
    {
      from: 'Kolkata',
      to: 'Darjeeling',
      days: 5,
      travellers: 2,
      travelClass: 'Economy',
      // Between its cards since decision 141 fitted dearer stays by train into ₹20,000–25,000,
      // since the Elgin, priced above the luxury Mayfair, became a luxury stay, and since three
      // sourced premium hotels by train came to about ₹17,700 (28 November 2026), and since a
      // premium card from a Mirik stay left out the Tiger Hill sunrise jeep (decision 262).
      priceRange: [23_000, 27_000],
      start: '2027-03-05',
    },
    {
      from: 'Delhi',
      to: 'Leh',
      days: 12,
      travellers: 1,
      travelClass: 'Economy',
      priceRange: [0, 30_000],
      start: '2027-01-12',
    },
    {
      from: 'Delhi',
      to: 'Goa',
      days: 4,
      travellers: 2,
      travelClass: 'Business',
      priceRange: [0, 35_000],
      start: '2027-02-10',
    },
    {
      from: 'Delhi',
      to: 'Port Blair',
      days: 5,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 8_000],
      start: '2027-02-12',
    },
    // Darjeeling's nearer place was Rajgir, no hill station (decision 267); Yercaud is one.
    {
      from: 'Chennai',
      to: 'Kodaikanal',
      days: 5,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 6_000],
      start: '2027-02-10',
    },
  ];

  it('quotes for each change the price of a card on the first page of the search it suggests', () => {
    let checked = 0;
    for (const check of searches) {
      const { advice } = firstPage(check);
      for (const change of advice?.changes ?? []) {
        const next = suggestedSearch(check, change);
        if (!next) continue;
        expect(firstPagePrices(next), `${check.to}: ${change}`).toContain(quoted(change));
        checked += 1;
      }
    }
    // Shorter trips, nearer places, Economy, and both ends of the range.
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it('advises a trip abroad only places abroad, and a trip at home places at home', () => {
    // Singapore was told "Try Pune", Bangkok Mysuru, Paris Shantiniketan, Kathmandu Ayodhya.
    const abroad = [
      trip('Mumbai', 'Singapore', '2027-02-05', 5, 40_000),
      trip('Bengaluru', 'Bangkok', '2027-03-05', 5, 10_000),
      trip('Kolkata', 'Paris', '2027-05-07', 6, 30_000),
      trip('Lucknow', 'Kathmandu', '2027-03-19', 4, 25_000),
      trip('Hyderabad', 'Dubai', '2027-02-05', 4, 20_000),
    ];
    const atHome = [trip('Delhi', 'Leh', '2027-01-15', 6, 20_000)];
    const countryOf = (check: CheckSearch) => {
      const { destination } = engineSearchOf(check);
      return destination.kind === 'place' ? destination.place.country : undefined;
    };
    const offered: string[] = [];
    for (const [checks, home] of [
      [abroad, false],
      [atHome, true],
    ] as const) {
      for (const check of checks) {
        const nearer = firstPage(check).advice?.changes.find((change) => change.startsWith('Try'));
        if (!nearer) continue;
        offered.push(nearer);
        const country = countryOf(suggestedSearch(check, nearer)!);
        if (home) expect(country, nearer).toBe('India');
        else expect(country, nearer).not.toBe('India');
      }
    }
    // Paris and Singapore have a nearer place abroad of their kind; Leh has one at home.
    expect(offered.length).toBeGreaterThanOrEqual(3);
  });

  it("offers a nearer place only of the destination's lead character (decision 267)", () => {
    // Any two themes were enough: the Maldives from Delhi got "Try Pokhara, nearer and also
    // adventure and nature", Mauritius from Hyderabad Kandy, Busan from Delhi Kathmandu.
    const forTwo = (from: string, to: string, max: number, start = '2027-02-10') =>
      trip(from, to, start, 5, max, 2);
    const checks = [
      forTwo('Delhi', 'Maldives', 30_000, '2027-01-20'),
      forTwo('Hyderabad', 'Mauritius', 30_000),
      forTwo('Delhi', 'Busan', 30_000),
      // Each of these is offered a nearer place that shares its lead theme.
      forTwo('Kolkata', 'Diu', 6_000),
      forTwo('Chennai', 'Kodaikanal', 6_000),
      forTwo('Mumbai', 'Guruvayur', 6_000),
      forTwo('Delhi', 'Paris', 30_000),
    ];
    const themesOf = (check: CheckSearch) => {
      const { destination } = engineSearchOf(check);
      return destination.kind === 'place' ? destination.place.themes : [];
    };
    let offered = 0;
    for (const check of checks) {
      const advice = firstPage(check).advice;
      expect(advice, check.to).toBeDefined();
      const nearer = advice!.changes.find((change) => change.startsWith('Try'));
      if (!nearer) continue;
      offered += 1;
      const lead = themesOf(check)[0]!;
      expect(themesOf(suggestedSearch(check, nearer)!), `${check.to}: ${nearer}`).toContain(lead);
      // The words name the lead theme first.
      expect(nearer, check.to).toMatch(new RegExp(`nearer and also ${lead}\\b`));
    }
    expect(offered).toBeGreaterThanOrEqual(4);
  });
});
