import { describe, expect, it } from 'vitest';
import { ITINERARIES_PER_PAGE, type TravelClass } from '@trip/shared/itineraries/constants';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { knowledgeBase, normalisePlace } from '../knowledge/load';
import { resolvePlace } from '../knowledge/resolver';
import { buildDetails } from './details';
import { planPage, rankedCards, rankedPages, suggestItineraries } from './planner';
import { plannerEngine } from './planner-engine';
import { cardsForTrip, checkFrom, engineSearchOf, measure } from './quality';
import { planJourney } from './transport';
import { notesOf, spotLabel } from './trip';
import type { DraftItinerary, EngineSearch } from './types';

const kb = knowledgeBase();

function search(
  from: string,
  to: string,
  options: Partial<{
    departureDate: string;
    returnDate: string;
    travellers: number;
    travelClass: TravelClass;
    priceRange: [number, number];
    page: number;
  }> = {},
): EngineSearch {
  const origin = resolvePlace(from, kb);
  const destination = resolvePlace(to, kb);
  if (!origin.ok || !destination.ok) throw new Error('test places must resolve');
  return {
    from,
    to,
    departureDate: '2026-03-10',
    returnDate: '2026-03-15',
    travellers: 2,
    travelClass: 'Economy',
    priceRange: [0, 50_000],
    page: 1,
    ...options,
    origin: origin.resolved,
    destination: destination.resolved,
  };
}

function place(id: string) {
  const found = kb.byId.get(id);
  if (!found) throw new Error(`no ${id} in the knowledge base`);
  return found;
}

const withId = (card: DraftItinerary, id: string): Itinerary => ({
  ...card,
  _id: id,
  id,
  slug: id,
});

describe('planner', () => {
  it.each([
    ['Pangong', 'Leh', 'Pangong Tso'],
    ['Nubra', 'Leh', 'Nubra Valley'],
    ['Tsomgo Lake', 'Gangtok', 'Tsomgo Lake, Baba Mandir and Nathu La'],
    // Another name of Jammu, once planned as Jammu's own sights with no yatra at all.
    ['Vaishno Devi', 'Jammu', 'Katra (Vaishno Devi)'],
  ])('plans %s as a trip out from %s on every card', (typed, base, excursion) => {
    const resolved = resolvePlace(typed, kb);
    expect(resolved.ok && resolved.resolved.name).toBe(base);
    const cards = suggestItineraries(search('Delhi', typed), 1);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      // A day trip, or one with its night out there (decision 237).
      const text = JSON.stringify(card);
      const out = ['Day', 'Overnight'].some((kind) =>
        text.includes(`${kind} trip to ${excursion}`),
      );
      expect(out, card.title).toBe(true);
    }
  });

  it('says so when the day trip searched for finds no free day in a short stay', () => {
    // Two days leave no free day at Jammu for Katra (four with a night train each way used to,
    // until the yatra could start off the train in the morning: decision 54).
    const short = search('Delhi', 'Vaishno Devi', {
      departureDate: '2027-03-12',
      returnDate: '2027-03-13',
      priceRange: [0, 60_000],
    });
    const cards = rankedCards(short);
    const without = cards.filter(
      (card) => !card.trip.excursions.some((made) => made.name === 'Katra (Vaishno Devi)'),
    );
    expect(without.length).toBeGreaterThan(0);
    for (const card of without) {
      expect(notesOf(card.trip).join(' ')).toContain(
        'The day trip to Katra (Vaishno Devi), which you searched for, did not fit',
      );
    }
    for (const card of cards.filter((one) => !without.includes(one))) {
      expect(notesOf(card.trip).join(' ')).not.toContain('which you searched for');
    }
  });

  it.each([
    ['Shimla Manali', ['Shimla', 'Manali']],
    ['Shimla, Manali and Kasol', ['Shimla', 'Manali', 'Kasol']],
  ])('makes "%s" a trip that stays at each place', (typed, names) => {
    const resolved = resolvePlace(typed, kb);
    expect(resolved.ok && resolved.resolved.matchedBy).toBe('several');
    const cards = suggestItineraries(
      search('Delhi', typed, { departureDate: '2026-05-10', returnDate: '2026-05-17' }),
      1,
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      for (const name of names) expect(card.title).toContain(name);
    }
  });

  it('plans Manali in December without Rohtang Pass or rafting, and says why', () => {
    const december = search('Delhi', 'Manali', {
      departureDate: '2026-12-10',
      returnDate: '2026-12-16',
    });
    const cards = [1, 2].flatMap((page) => suggestItineraries(december, page));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect([...card.topAttractions, ...card.placesToVisit]).not.toContain('Rohtang Pass');
      expect(JSON.stringify(card)).not.toMatch(/rafting/i);
    }
    const [first] = cards;
    const details = buildDetails(withId(first!, 'manali-december'), december, kb);
    const plan = JSON.stringify(details);
    expect(plan).not.toMatch(/rafting/i);
    expect(plan).toContain('Rohtang Pass is open only May–November');
    // The pass's permit is no matter for a trip it is shut on.
    expect(JSON.stringify(cards)).not.toContain('Rohtang Pass needs an online permit');
    // In June both are in season and the planner may use them.
    const june = search('Delhi', 'Manali', {
      departureDate: '2026-06-01',
      returnDate: '2026-06-07',
    });
    const juneText = JSON.stringify([1, 2].flatMap((page) => suggestItineraries(june, page)));
    expect(juneText).toMatch(/Rohtang/);
    expect(juneText).toContain('Rohtang Pass needs an online permit');
  });

  it('answers the same search with the same cards, every time', () => {
    const first = suggestItineraries(search('Delhi', 'Manali'), 1);
    const again = suggestItineraries({ ...search('Delhi', 'Manali') }, 1);
    expect(again).toEqual(first);
  });

  it('offers several clearly different cards on the first page', () => {
    const cards = suggestItineraries(search('Mumbai', 'Goa', { priceRange: [0, 200_000] }), 1);
    expect(cards.length).toBe(ITINERARIES_PER_PAGE);
    expect(new Set(cards.map((c) => c.tier)).size).toBe(cards.length);
    expect(new Set(cards.map((c) => c.theme)).size).toBe(cards.length);
    expect(new Set(cards.map((c) => c.hotelExample.name)).size).toBe(cards.length);
    expect(new Set(cards.map((c) => c.title)).size).toBe(cards.length);
  });

  it('loads more without repeating a card, until the variations run out', () => {
    const query = search('Kolkata', 'Darjeeling');
    const total = rankedCards(query).length;
    const seen = new Set<string>();
    let page = 1;
    for (; ; page += 1) {
      const cards = suggestItineraries({ ...query, page }, page);
      if (cards.length === 0) break;
      for (const card of cards) {
        const key = JSON.stringify(card.plan);
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
      expect(planPage(query, page).hasMore).toBe(seen.size < total);
    }
    expect(seen.size).toBe(total);
    expect(page).toBe(rankedPages(query).length + 1);
  });

  it('gives the number of days the dates span: 6 days, 5 nights', () => {
    const [card] = suggestItineraries(search('Delhi', 'Manali'), 1);
    expect(card).toMatchObject({ days: 6, nights: 5, duration: '6 Days / 5 Nights' });
    const [sameDay] = suggestItineraries(
      search('Delhi', 'Agra', { departureDate: '2026-03-10', returnDate: '2026-03-10' }),
      1,
    );
    expect(sameDay).toMatchObject({ days: 1, nights: 0, duration: '1 Day' });
    expect(sameDay!.hotelExample.type).toBe('Same-day trip');
  });

  it('offers a same-day trip only where the way there and back leaves time there (decision 147)', () => {
    const sameDay = { departureDate: '2026-03-10', returnDate: '2026-03-10' };
    // Darjeeling from Kolkata: 14 hours there and back by air, 28 by the night train each way.
    expect(rankedCards(search('Kolkata', 'Darjeeling', sameDay))).toEqual([]);
    // Goa from Mumbai flies there and back in the day; its budget way, the train, would not.
    const goa = rankedCards(search('Mumbai', 'Goa', { ...sameDay, priceRange: [0, 900_000] }));
    expect(goa.length).toBeGreaterThan(0);
    for (const card of [...goa, ...rankedCards(search('Delhi', 'Agra', sameDay))]) {
      expect(card.trip.outbound.hours + card.trip.back.hours, card.key).toBeLessThanOrEqual(12);
    }
  });

  it('keeps to the price range when plans fit, and marks the nearest when none do', () => {
    const within = suggestItineraries(
      search('Delhi', 'Jaipur', { priceRange: [10_000, 40_000] }),
      1,
    );
    for (const card of within) {
      expect(card.priceFit).toBe('within');
      expect(card.pricePP).toBeGreaterThanOrEqual(10_000);
      expect(card.pricePP).toBeLessThanOrEqual(40_000);
    }
    const tooLow = suggestItineraries(search('Delhi', 'Paris', { priceRange: [0, 5_000] }), 1);
    expect(tooLow.length).toBeGreaterThan(0);
    for (const card of tooLow) expect(card.priceFit).toBe('over');
    const tooHigh = suggestItineraries(
      search('Delhi', 'Agra', {
        returnDate: '2026-03-11',
        priceRange: [5_000_000, 9_000_000],
      }),
      1,
    );
    for (const card of tooHigh) expect(card.priceFit).toBe('under');
  });

  it('prices each part: the breakdown adds up and the total is per person × travellers', () => {
    for (const card of suggestItineraries(search('Chennai', 'Ooty', { travellers: 3 }), 1)) {
      const { transport, stay, food, activities } = card.priceBreakdown;
      expect(transport + stay + food + activities).toBe(card.pricePP);
      expect(card.totalPrice).toBe(card.pricePP * 3);
      expect(stay).toBeGreaterThan(0);
    }
  });

  it('adds day trips from the knowledge base on longer stays', () => {
    const cards = rankedCards(
      search('Delhi', 'Manali', { returnDate: '2026-03-19', priceRange: [0, 500_000] }),
    );
    const withTrips = cards.filter((card) => card.trip.excursions.length > 0);
    expect(withTrips.length).toBeGreaterThan(0);
    const names = place('manali').excursions.map((e) => e.name);
    for (const card of withTrips) {
      for (const trip of card.trip.excursions) expect(names).toContain(trip.name);
    }
  });

  it('plans a state as single places and short circuits inside it', () => {
    const cards = rankedCards(search('Chennai', 'Kerala', { returnDate: '2026-03-17' }));
    const stops = cards.map((card) => card.trip.spec.stops.map((s) => s.place));
    expect(stops.flat().every((p) => p.state === 'Kerala')).toBe(true);
    expect(stops.some((list) => list.length > 1)).toBe(true);
    const [card] = suggestItineraries(search('Chennai', 'Kerala'), 1);
    expect(card!.toLocation).toBe('Kerala');
  });

  it('names only knowledge-base attractions, hotels and eateries, in cards and details', () => {
    const attractions = new Set(
      kb.destinations.flatMap((p) => [
        ...p.attractions.map((a) => a.name),
        // A spot is named without the season its name carries (spotLabel).
        ...p.excursions.flatMap((e) => e.spots.map(spotLabel)),
      ]),
    );
    const hotels = new Set(
      kb.destinations.flatMap((p) =>
        Object.values(p.stays).flatMap((list) => list.map((h) => h.name)),
      ),
    );
    const eateries = new Set(kb.destinations.flatMap((p) => p.restaurants.map((r) => r.name)));
    const searches = [
      search('Delhi', 'Manali'),
      search('Bengaluru', 'Kerala', { returnDate: '2026-03-18' }),
      search('Mumbai', 'Dubai', { travelClass: 'Business' }),
      search('Kolkata', 'Sikkim', { travellers: 7 }),
      search('Hyderabad', 'Udaipur', { priceRange: [0, 500_000] }),
      search('Pune', 'Thailand', { returnDate: '2026-03-24' }),
    ];
    for (const query of searches) {
      suggestItineraries(query, 1).forEach((card, index) => {
        for (const name of [...card.placesToVisit, ...card.topAttractions]) {
          expect(attractions.has(name), name).toBe(true);
        }
        expect(hotels.has(card.hotelExample.name), card.hotelExample.name).toBe(true);
        const details = buildDetails(withId(card, `c${index}`), query, kb);
        for (const stay of details.stays) expect(hotels.has(stay.hotelName)).toBe(true);
        for (const day of details.fullDayWisePlan) {
          for (const name of day.placesVisited) expect(attractions.has(name), name).toBe(true);
          for (const name of day.restaurants) expect(eateries.has(name), name).toBe(true);
        }
      });
    }
  });
});

describe('themes out of season', () => {
  it('offers no beach holiday where the sea is closed on the dates, and one when it is open', () => {
    // "Beach Holiday" led Goa in July, its own note saying swimming was banned.
    const themes = (to: string, start: string) =>
      cardsForTrip('Delhi', to, 5, start).map((card) => card.trip.spec.theme.id);
    for (const to of ['Goa', 'Gokarna']) {
      expect(themes(to, '2027-07-10'), to).not.toContain('beach');
      expect(themes(to, '2027-12-10'), to).toContain('beach');
    }
  });

  it('offers an adventure break only with an outing in it', () => {
    // Six "Adventure Break" cards of Puri, Rameswaram and Kanyakumari had no paid activity.
    let adventures = 0;
    for (const to of ['Puri', 'Rameswaram', 'Kanyakumari', 'Manali']) {
      for (const card of cardsForTrip('Chennai', to, 4, '2027-07-10')) {
        if (card.trip.spec.theme.id !== 'adventure') continue;
        adventures += 1;
        expect(card.trip.activities.length, card.key).toBeGreaterThan(0);
      }
    }
    // Where outings are open (Manali's), the theme is still offered.
    expect(adventures).toBeGreaterThan(0);
  });
});

describe('transport', () => {
  const options = { travelClass: 'Economy' as const, travellers: 2 };

  it('flies to Manali through Bhuntar or Chandigarh, then drives', () => {
    const journey = planJourney(place('delhi'), place('manali'), options);
    expect(journey.mode).toBe('flight');
    const flight = journey.legs.find((leg) => leg.main)!;
    expect(['KUU', 'IXC']).toContain(flight.toCode);
    expect(flight.fromCode).toBe('DEL');
    const last = journey.legs[journey.legs.length - 1]!;
    expect(last.mode).toBe('road');
    expect(last.to).toBe('Manali');
  });

  it('drives the short hops (Mumbai to Pune) unless a named train is quicker (Delhi to Agra)', () => {
    expect(planJourney(place('mumbai'), place('pune'), options).mode).toBe('road');
    // The Gatimaan's 1 h 40 min beats the 4 h 15 min cab door to door (decision 50).
    const agra = planJourney(place('delhi'), place('agra'), options);
    expect(agra.mode).toBe('train');
    expect(agra.namedTrain).toBe('Gatimaan Express');
    expect(agra.hours).toBe(2.75);
  });

  it('says why a leg between two airports goes on the ground, in any class', () => {
    const business = planJourney(place('mumbai'), place('pune'), {
      ...options,
      travelClass: 'Business',
    });
    expect(business.mode).toBe('road');
    expect(business.notes.join(' ')).toMatch(
      /Mumbai to Pune goes by cab \(.+\) rather than by air: at about \d+ km it is quicker/,
    );
    // A flight needs no such word; nor does a place with no airport of its own.
    expect(planJourney(place('delhi'), place('chennai'), options).notes.join(' ')).not.toMatch(
      /rather than by air/,
    );
  });

  it('says so when a budget plan takes a humbler class of the same train', () => {
    // A Value card rode the Punjab Mail in Sleeper with no word why, since the quickest way, the
    // Gatimaan's chair car, was a train too. (A Business traveller's Value card now takes the
    // class below 1A, decision 73, and the AC bus is cheaper than that.)
    const thrifty = planJourney(place('delhi'), place('agra'), {
      ...options,
      travelClass: 'Economy',
      thrifty: true,
    });
    const ride = thrifty.legs.find((leg) => leg.main)!;
    expect(thrifty.mode).toBe('train');
    expect(ride.travelClass).toMatch(/Sleeper \(SL\)/);
    expect(thrifty.notes.join(' ')).toMatch(
      /Delhi to Agra goes by train, (?:.+, )?Sleeper \(SL\), rather than the Gatimaan Express, Chair Car \(CC\): the cheapest sensible way for a budget plan; it rides a class below/,
    );
  });

  it('flies long domestic routes and every border crossing', () => {
    expect(planJourney(place('delhi'), place('chennai'), options).mode).toBe('flight');
    expect(planJourney(place('kolkata'), place('bangkok'), options).mode).toBe('flight');
  });

  it('goes by rail or road where one end has no airport', () => {
    const journey = planJourney(place('chennai'), place('leh'), options);
    expect(journey.legs.some((leg) => leg.main)).toBe(true);
    const noRail = planJourney(place('manali'), place('spiti'), options);
    expect(noRail.mode).toBe('road');
  });

  it('travels in the chosen class on the main leg', () => {
    const business = planJourney(place('delhi'), place('goa'), {
      travelClass: 'Business',
      travellers: 1,
    });
    expect(business.legs.find((leg) => leg.main)!.travelClass).toBe('Business');
    const first = planJourney(place('delhi'), place('goa'), {
      travelClass: 'First Class',
      travellers: 1,
    });
    expect(first.legs.find((leg) => leg.main)!.travelClass).toBe('Business');
    expect(first.notes.join(' ')).toMatch(/First Class is not sold/);
    const abroad = planJourney(place('delhi'), place('london'), {
      travelClass: 'First Class',
      travellers: 1,
    });
    expect(abroad.legs.find((leg) => leg.main)!.travelClass).toBe('First Class');
  });
});

describe('planner engine', () => {
  it('streams a page of cards and writes day-wise details that start and end at home', async () => {
    const query = search('Delhi', 'Manali');
    const cards: DraftItinerary[] = [];
    for await (const card of plannerEngine.suggest(query, 1)) cards.push(card);
    expect(cards).toEqual(suggestItineraries(query, 1));
    const details = await plannerEngine.details(withId(cards[0]!, 'x'), query);
    const plan = details.fullDayWisePlan;
    expect(plan).toHaveLength(6);
    expect(plan[0]!.title).toContain('Delhi');
    expect(plan[5]!.title).toBe('Return to Delhi');
    expect(details.accommodation.hotelName).toBe(cards[0]!.hotelExample.name);
    expect(details.transportClass).toBe('Economy');
    expect(details.languages).toContain('Hindi');
    expect(normalisePlace(details.meetingPoint)).toContain('delhi');
  });
});

describe("a card's transport line", () => {
  it('says how a trip of several stops comes home, when not the way it went', () => {
    const search = (to: string) =>
      engineSearchOf({
        from: 'Mumbai',
        to,
        days: 6,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 400_000],
        start: '2027-02-10',
      });
    const cards = suggestItineraries(search('Agra Jaipur'), 1);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      // Out to Agra, home from Jaipur: never "the same way back". A budget card rides the
      // Jaipur superfast home to Mumbai Central (express-trains.ts), the others fly.
      expect(card.transportSummary, card.title).toMatch(
        /; back by (flight JAI → BOM|train JP → MMCT)/,
      );
    }
    for (const card of suggestItineraries(search('Goa'), 1)) {
      // (A budget card's train says why it does not fly.)
      expect(card.transportSummary, card.title).toMatch(
        /; the same way back( — rather than flying, the cheapest sensible way for your price range)?$/,
      );
    }
    // Between the islands and from Havelock to the airport, the way is by sea.
    const islands = suggestItineraries(
      engineSearchOf({
        from: 'Chennai',
        to: 'Port Blair Havelock',
        days: 6,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 400_000],
        start: '2027-02-10',
      }),
      1,
    );
    expect(islands.length).toBeGreaterThan(0);
    for (const card of islands) {
      expect(card.transportSummary, card.title).toContain('boat between stops');
      expect(card.transportSummary, card.title).toMatch(
        /back by flight IXZ → MAA \(Economy\) \+ \d+ h(?: \d+ min)? by boat$/,
      );
    }
  });
});

describe('Load More', () => {
  it('never shows an offer again (the same stays, theme and places) at another level', () => {
    // Lakshadweep's "Premium … Slow Getaway" at Agatti's resort came back two pages on,
    // ₹13,000 dearer for its paid extras.
    const checks = [
      {
        from: 'Kochi',
        to: 'Lakshadweep',
        start: '2027-02-10',
        days: 6,
        travellers: 2,
        max: 60_000,
        // Two stays under two themes: Bangaram and Thinnakara are Agatti's, not Kadmat's.
        fewest: ITINERARIES_PER_PAGE,
      },
      { from: 'Delhi', to: 'Manali', start: '2027-05-10', days: 5, travellers: 2, max: 100_000 },
      { from: 'Mumbai', to: 'Goa', start: '2027-01-15', days: 5, travellers: 4, max: 80_000 },
      { from: 'Kolkata', to: 'Sikkim', start: '2027-04-10', days: 7, travellers: 2, max: 150_000 },
    ];
    for (const check of checks) {
      const pages = rankedPages(
        engineSearchOf({
          from: check.from,
          to: check.to,
          days: check.days,
          travellers: check.travellers,
          travelClass: 'Economy',
          priceRange: [0, check.max],
          start: check.start,
        }),
      );
      const offers = pages
        .flat()
        .map(
          ({ trip }) =>
            `${trip.stays.map((stay) => stay.hotelName).join('+')}|${trip.spec.theme.id}|${trip.spec.stops.map((stop) => stop.place.id).join('+')}`,
        );
      expect(offers.length, check.to).toBeGreaterThanOrEqual(
        check.fewest ?? ITINERARIES_PER_PAGE + 1,
      );
      expect(offers.length - new Set(offers).size, check.to).toBe(0);
    }
  });

  it('never shows a card again that differs only in a stay it does not name (decision 221)', () => {
    // "Luxury Mandu & Indore Slow Getaway" at Ahilya Fort came back a page on, the same card to
    // a traveller, with another hotel for its one night in Indore.
    const check = checkFrom('Bhubaneswar', 'Madhya Pradesh', 4, '2027-07-23', {
      priceRange: [100_000, 500_000],
    });
    const figures = measure([check, { ...check, to: 'Rajasthan', start: '2027-11-12' }]);
    expect(figures.repeatsAcrossPages).toBe(0);
    const shown = rankedPages(engineSearchOf(check)).flat();
    expect(shown.some((card) => card.trip.spec.stops.length > 1)).toBe(true);
  });
});

describe('the inclusions of a card', () => {
  it('start each line with a capital, a taxi abroad too', () => {
    // "taxi Kansai International Airport → Kyoto, about 100 km by road": the taxi's own label is
    // in lower case, and the line began with it.
    const cards = suggestItineraries(
      search('Kolkata', 'Kyoto', { priceRange: [0, 900_000], travellers: 2 }),
      1,
    );
    const drives = cards
      .flatMap((card) => card.inclusions)
      .filter((line) => / km by road$/.test(line));
    expect(drives.length).toBeGreaterThan(0);
    for (const card of cards) {
      for (const line of card.inclusions) expect(line, card.title).toMatch(/^[A-Z0-9]/);
    }
  });
});
