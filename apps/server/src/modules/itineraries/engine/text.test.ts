import { describe, expect, it } from 'vitest';
import { cardFor, suggestItineraries } from './planner';
import { cardsForTrip, engineSearchOf } from './quality';
import { renderDays } from './trip';
import { knowledgeBase } from '../knowledge/load';
import {
  bracketed,
  lowerFirst,
  oneFullStop,
  stayAt,
  unpricedName,
  withArticles,
  withDetails,
  withPlace,
} from './text';

describe('a stay named with its place', () => {
  it('adds the place only where the stay does not name it already', () => {
    expect(stayAt('Chapslee', 'Shimla')).toBe('Chapslee, Shimla');
    expect(stayAt('Snow Valley Resorts, Shimla', 'Shimla')).toBe('Snow Valley Resorts, Shimla');
    expect(stayAt('The Hosteller Shimla', 'Shimla')).toBe('The Hosteller Shimla');
    // A word that only starts like the place is not the place.
    expect(stayAt('Goan Heritage Inn', 'Goa')).toBe('Goan Heritage Inn, Goa');
  });

  it('never writes a day\'s stay as "Hotel, Place, Place"', () => {
    for (const card of cardsForTrip('Delhi', 'Shimla', 4, '2027-03-10')) {
      for (const day of renderDays(card.trip)) {
        expect(day.stay ?? '', card.key).not.toMatch(/\bShimla, Shimla\b/);
      }
    }
  });

  it("names a card's picture with its place once", () => {
    const search = engineSearchOf({
      from: 'Chennai',
      to: 'Agra',
      days: 3,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 900_000],
      start: '2027-02-10',
    });
    const queries = cardsForTrip('Chennai', 'Agra', 3, '2027-02-10').map(
      (card) => cardFor(card, search).coverImageQuery,
    );
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query).toMatch(/Agra$/);
      expect(query).not.toMatch(/\bAgra,? Agra\b/);
    }
    // A sight that names its place already keeps its name alone.
    expect(withPlace('Jama Masjid, Agra', 'Agra', ' ')).toBe('Jama Masjid, Agra');
    expect(withPlace('Taj Mahal', 'Agra', ' ')).toBe('Taj Mahal Agra');
  });

  it('says once where a night bus pulls in', () => {
    const cards = cardsForTrip('Delhi', 'Shimla', 4, '2027-03-10', 12_000);
    const mornings = cards.flatMap((card) => renderDays(card.trip).map((day) => day.morning));
    expect(mornings.some((text) => /overnight bus arrives at Shimla/.test(text))).toBe(true);
    for (const text of mornings)
      expect(text).not.toMatch(/arrives at (\w+) in the morning\. Arrive in \1/);
  });
});

describe("an outing's name beside its price (decision 231)", () => {
  it('leaves out the words that only say how the price is counted', () => {
    expect(unpricedName('Jeep safari (per seat, incl. park entry)')).toEqual({
      name: 'Jeep safari',
      aside: 'incl. park entry',
    });
    expect(unpricedName('Gypsy safari (6-seater, per seat)')).toEqual({
      name: 'Gypsy safari',
      aside: '6-seater',
    });
    expect(unpricedName('Jeep to Katiki Waterfalls (shared, per person)')).toEqual({
      name: 'Jeep to Katiki Waterfalls',
      aside: '',
    });
    expect(unpricedName('Bum La Pass day trip (shared vehicle seat)').name).toBe(
      'Bum La Pass day trip',
    );
    // A bracket that says something else stays in the name.
    for (const name of [
      'Shikara ride on Dal Lake (1 hour)',
      'Jeep from Viswema to the road head (per person share of a ₹1,500 jeep)',
      'Sunset cruise on the Tonle Sap and Mekong (shared boat)',
      'Canal cruise',
    ])
      expect(unpricedName(name)).toEqual({ name, aside: '' });
  });
});

describe("a day's title and summary naming a priced outing", () => {
  it('leave out how its price is counted and any fare in its name', () => {
    const kb = knowledgeBase();
    // Every place with an outing whose name says how its price is counted, or quotes a fare in
    // its bracket ("₹300 Special Entry Darshan" is the ticket's name).
    const priced = kb.destinations.filter((place) =>
      place.activities.some(
        (outing) =>
          unpricedName(outing.name).name !== outing.name || /\([^()]*₹[^()]*\)$/.test(outing.name),
      ),
    );
    expect(priced.length).toBeGreaterThan(5);
    let named = 0;
    for (const place of priced) {
      const outings = place.activities
        .map((outing) => outing.name)
        .filter((name) => unpricedName(name).name !== name || /\([^()]*₹[^()]*\)$/.test(name));
      for (const card of cardsForTrip('Delhi', place.name, 5, '2027-02-10')) {
        for (const day of renderDays(card.trip)) {
          const said = `${day.title} | ${day.description}`;
          for (const outing of outings) {
            expect(said, card.key).not.toContain(outing);
            if (said.includes(outing.replace(/\s*\(.*\)$/, ''))) named += 1;
          }
          expect(day.title, card.key).not.toMatch(/\([^()]*₹|\bper (?:person|seat)\b/);
        }
      }
    }
    // The outings are in titles and summaries, by their short names.
    expect(named).toBeGreaterThan(10);
  });
});

describe('a step after "then" or a semicolon', () => {
  it('starts in lower case, but a name keeps its capital', () => {
    expect(lowerFirst('Visit Amber Fort')).toBe('visit Amber Fort');
    expect(lowerFirst('Transfer from Delhi')).toBe('transfer from Delhi');
    expect(lowerFirst('Open 9 am–5 pm')).toBe('open 9 am–5 pm');
    expect(lowerFirst('Boat to Elephant Beach')).toBe('boat to Elephant Beach');
    expect(lowerFirst('Supertree Grove light show at 7:45 pm')).toBe(
      'Supertree Grove light show at 7:45 pm',
    );
    expect(lowerFirst("Sydney's oldest quarter")).toBe("Sydney's oldest quarter");
    expect(lowerFirst('Friday to Sunday only')).toBe('Friday to Sunday only');
    expect(lowerFirst('Tamil Hindu temple')).toBe('Tamil Hindu temple');
    // A day or month after the first word is a date, not the rest of a name (Notre-Dame's note).
    expect(lowerFirst('Reopened December 2024; free')).toBe('reopened December 2024; free');
    expect(lowerFirst('Shut Mondays')).toBe('shut Mondays');
    expect(lowerFirst('Saturday Night Market')).toBe('Saturday Night Market');
    // Nor is a compound of a common word, unless the knowledge base writes it only as a name.
    expect(lowerFirst('Hour-long Kalaripayattu shows')).toBe('hour-long Kalaripayattu shows');
    expect(lowerFirst('Cliff-top Ganesh temple')).toBe('cliff-top Ganesh temple');
    expect(lowerFirst('Hoysala-era Shiva temple')).toBe('Hoysala-era Shiva temple');
    // An article before a name is no part of it mid-sentence.
    expect(lowerFirst("The Wilson Dam's reservoir")).toBe("the Wilson Dam's reservoir");
  });

  it('keeps the capital of a word the knowledge base writes only as a name', () => {
    // "Mandalpatti", "Ganga" and "Tibetan" are never written in lower case in its texts.
    expect(lowerFirst('Mandalpatti jeep safari')).toBe('Mandalpatti jeep safari');
    expect(lowerFirst('Ganga aarti at Har Ki Pauri')).toBe('Ganga aarti at Har Ki Pauri');
    expect(lowerFirst('Tibetan cooking class')).toBe('Tibetan cooking class');
    // "Boat", "jeep" and "coracle" are common words, whatever case a name gives them.
    expect(lowerFirst('Boat ride on the lake')).toBe('boat ride on the lake');
    expect(lowerFirst('Jeep safari at dawn')).toBe('jeep safari at dawn');
    expect(lowerFirst('Coracle ride on the Kali')).toBe('coracle ride on the Kali');
  });

  it('never lower-cases a name in a day-wise plan abroad', () => {
    const cards = cardsForTrip('Delhi', 'Singapore', 5, '2027-03-10');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards.slice(0, 8)) {
      for (const day of renderDays(card.trip)) {
        const text = [day.morning, day.afternoon, day.evening].join(' ');
        expect(text, card.key).not.toMatch(
          /(?:; then |; )(?:supertree|singapore|sentosa|marina)\b/,
        );
      }
    }
  });
});

describe('brackets in a card and its days', () => {
  it('turns a text’s own brackets into a clause when it is put in brackets', () => {
    expect(bracketed('AC SUV (Innova Crysta class)')).toBe('(AC SUV, Innova Crysta class)');
    expect(bracketed('Sleeper (SL)')).toBe('(Sleeper, SL)');
    expect(bracketed('Economy')).toBe('(Economy)');
  });

  it('never puts brackets inside brackets', () => {
    // A train's class ("AC 3-tier (3A)"), a road trip's car, a bus's class, a sight's Sunday
    // hours ("open 9 am–6:30 pm (from 10:30 am on Sundays)"), a safari seat's terms, a
    // restaurant's cuisine and a trail's other ways up each carry brackets of their own.
    const checks: Array<[string, string, number, string, number, number]> = [
      ['Mumbai', 'Goa', 5, '2027-01-17', 2, 60_000],
      ['Kolkata', 'Puri', 4, '2027-02-10', 1, 8_000],
      ['Mumbai', 'Dapoli', 3, '2027-02-10', 4, 80_000],
      ['Nagpur', 'Tadoba', 3, '2027-02-10', 2, 60_000],
      ['Delhi', 'Kedarnath', 5, '2027-05-20', 2, 60_000],
      ['Lucknow', 'Gwalior', 4, '2027-02-10', 1, 10_000],
    ];
    let lines = 0;
    for (const [from, to, days, start, travellers, max] of checks) {
      const search = engineSearchOf({
        from,
        to,
        days,
        travellers,
        travelClass: 'Economy',
        priceRange: [0, max],
        start,
      });
      for (const card of cardsForTrip(from, to, days, start, max, travellers)) {
        const { transportSummary, inclusions } = cardFor(card, search);
        const texts = [
          transportSummary,
          ...inclusions,
          ...renderDays(card.trip).flatMap((day) => [
            day.morning,
            day.afternoon,
            day.evening,
            ...Object.values(day.meals),
          ]),
        ];
        for (const text of texts) {
          lines += 1;
          expect(text, card.key).not.toMatch(/\([^)]*\(/);
        }
      }
    }
    expect(lines).toBeGreaterThan(200);
  });
});

describe('a sentence ending on a name that ends with a stop', () => {
  it('ends with one full stop, an ellipsis left alone', () => {
    expect(oneFullStop('where you stay at Holiday Inn London - Kensington High St..')).toBe(
      'where you stay at Holiday Inn London - Kensington High St.',
    );
    expect(oneFullStop('Dinner at Kyani & Co..; then rest')).toBe(
      'Dinner at Kyani & Co.; then rest',
    );
    expect(oneFullStop('and so on...')).toBe('and so on...');
  });
});

describe('the day-wise plan of a stay whose name ends with a stop', () => {
  it('never writes two full stops', async () => {
    const { buildDetails } = await import('./details');
    const { rankedCards } = await import('./planner');
    const search = engineSearchOf({
      from: 'Delhi',
      to: 'London',
      days: 6,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 900_000],
      start: '2027-12-13',
    });
    const cards = rankedCards(search).filter((card) =>
      card.trip.stays.some((stay) => stay.hotelName.endsWith('.')),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const itinerary = { ...cardFor(card, search), _id: 'x', id: 'x', slug: 'x' };
      const plan = buildDetails(itinerary as never, search).fullDayWisePlan;
      expect(JSON.stringify(plan), card.key).not.toMatch(/[^.]\.\.(?!\.)/);
    }
  });
});

describe('a label and its details (decision 232)', () => {
  it('share one bracket', () => {
    expect(withDetails('AC bus (state or private, seater/sleeper)', '220 km, about 6 h')).toBe(
      'AC bus (state or private, seater/sleeper; 220 km, about 6 h)',
    );
    expect(withDetails('Sleeper (SL)', 'about 33 h 15 min')).toBe(
      'Sleeper (SL; about 33 h 15 min)',
    );
    expect(withDetails('AC sedan cab', '16 km, about 15 min')).toBe(
      'AC sedan cab (16 km, about 15 min)',
    );
  });

  it("never stand in two brackets in a row on a journey, a flight's change last", async () => {
    const { buildDetails } = await import('./details');
    const { rankedCards } = await import('./planner');
    let legs = 0;
    for (const [from, to] of [
      ['Mumbai', 'Dalhousie'],
      ['Mumbai', 'Varanasi'],
      ['Delhi', 'Ranthambore'],
      ['Bengaluru', 'Kaziranga'],
    ] as const) {
      for (const priceRange of [
        [0, 15_000],
        [0, 900_000],
      ] as Array<[number, number]>) {
        const search = engineSearchOf({
          from,
          to,
          days: 5,
          travellers: 1,
          travelClass: 'Economy',
          priceRange,
          start: '2027-02-10',
        });
        for (const card of rankedCards(search).slice(0, 4)) {
          const itinerary = { ...cardFor(card, search), _id: 'x', id: 'x', slug: 'x' };
          for (const leg of buildDetails(itinerary as never, search).transportDetails.legs) {
            legs += 1;
            expect(leg.description, card.key).not.toMatch(/\) \(/);
            expect(leg.description, card.key).not.toMatch(/changing planes at [^;]*\(\w+\) \(/);
          }
        }
      }
    }
    expect(legs).toBeGreaterThan(40);
  });
});

// Decision 247: "Arrive in Maldives", "Evening at leisure around Sundarbans".
describe('a place name that takes "the" in a sentence', () => {
  it('gets its article after a preposition or a verb of going, and nowhere else', () => {
    expect(withArticles('Arrive in Maldives and check in at Maafushi Inn')).toBe(
      'Arrive in the Maldives and check in at Maafushi Inn',
    );
    expect(withArticles('Travel from Kolkata to Sundarbans: the boat')).toBe(
      'Travel from Kolkata to the Sundarbans: the boat',
    );
    expect(withArticles('The best months for Valley of Flowers are Jul, Aug')).toBe(
      'The best months for the Valley of Flowers are Jul, Aug',
    );
    // Already said, a longer name, a hotel's own name, a title's first word: as they are.
    for (const text of [
      'A day in the Maldives',
      'Transfer to Seychelles International Airport',
      'Dinner at Hilton Seychelles Northolme Resort',
      'Maldives at leisure',
      'Travel from Delhi to Goa',
    ]) {
      expect(withArticles(text)).toBe(text);
    }
  });

  it('reads so in the days and lines of Maldives and Sundarbans cards', () => {
    let said = 0;
    let lines = 0;
    for (const [from, to] of [
      ['Mumbai', 'Maldives'],
      ['Kolkata', 'Sundarbans'],
    ] as const) {
      for (const { trip } of cardsForTrip(from, to, 4, '2027-02-10')) {
        const texts = renderDays(trip).flatMap((day) => [
          day.title,
          day.morning,
          day.afternoon,
          day.evening,
          day.description,
          ...Object.values(day.meals),
        ]);
        for (const text of texts) {
          expect(text).not.toMatch(new RegExp(`\\b(?:to|in|from|around) ${to}\\b(?! [A-Z])`));
          if (text.includes(`the ${to}`)) said += 1;
        }
      }
      // The card's own lines: its notes, inclusions and way there.
      const search = engineSearchOf({
        from,
        to,
        days: 4,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 900_000],
        start: '2027-02-10',
      });
      for (const card of suggestItineraries(search, 1)) {
        for (const text of [...card.travelNotes, ...card.inclusions, card.transportSummary]) {
          expect(text).not.toMatch(new RegExp(`\\b(?:to|in|from|around) ${to}\\b(?! [A-Z])`));
          if (text.includes(`the ${to}`)) lines += 1;
        }
      }
    }
    expect(said).toBeGreaterThan(0);
    expect(lines).toBeGreaterThan(0);
  });
});
