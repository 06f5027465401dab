import { describe, expect, it } from 'vitest';
import { cardFor } from './planner';
import { engineSearchOf, firstPageOf } from './quality';
import { notesOf } from './trip';

// A solo traveller's ₹25,000 for a week at the Valley of Flowers in July: the bus out and home,
// halted on the way and at Govindghat both ways. Its notes said each thing twice, once per way
// ("Delhi to Valley of Flowers goes by bus …", "Valley of Flowers to Delhi goes by bus …"; the
// nights "on the way and at Govindghat", then "at Govindghat and on the way"), and put brackets
// inside brackets ("by bus (state or private bus (AC where the route has one))").
describe('a trip there and back by the same way', () => {
  const check = {
    from: 'Delhi',
    to: 'Valley of Flowers',
    days: 7,
    travellers: 1,
    priceRange: [0, 25_000] as [number, number],
    start: '2027-07-15',
  };
  const cards = firstPageOf(check);
  const search = engineSearchOf({ travelClass: 'Economy', ...check });

  it('says the way there and back once', () => {
    const byRoad = cards.filter((card) => card.trip.outbound.mode === 'bus');
    expect(byRoad.length).toBeGreaterThan(0);
    for (const card of byRoad) {
      const notes = notesOf(card.trip);
      const ways = notes.filter((note) => / goes by /.test(note));
      expect(ways, card.key).toHaveLength(1);
      expect(ways[0], card.key).toMatch(/^Delhi to Valley of Flowers and back goes by /);
      const halts = notes.filter((note) => /do not fit one day|too long for one day/.test(note));
      expect(halts, card.key).toHaveLength(1);
      expect(new Set(notes).size, card.key).toBe(notes.length);
    }
  });

  it('names each way’s nights in one note where the ways halt at different places', () => {
    // Five days in October: the flight out halts at Dehradun and Govindghat, the way home at
    // Govindghat alone. Two notes began "The road and the walk to and from Valley of Flowers do
    // not fit one day".
    const october = firstPageOf({
      from: 'Delhi',
      to: 'Valley of Flowers',
      days: 5,
      travellers: 2,
      priceRange: [0, 200_000],
      start: '2027-10-20',
    });
    let differ = 0;
    for (const card of october) {
      const halts = notesOf(card.trip).filter((note) =>
        /do not fit one day|too long for one day/.test(note),
      );
      expect(halts, card.key).toHaveLength(1);
      if (/on the way out, .*; on the way home, /.test(halts[0]!)) differ += 1;
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('puts no brackets inside brackets', () => {
    for (const card of cards) {
      for (const note of notesOf(card.trip).filter((each) => / goes by /.test(each))) {
        expect(note, card.key).not.toMatch(/\([^)]*\(/);
        // The hill bus's clause is closed off before the reason: not "…has one rather than".
        expect(note, card.key).not.toMatch(/[a-z] rather than/);
      }
      // Nor the card's summary and inclusions: "Bus (state or private bus (AC where …))".
      const { transportSummary, inclusions } = cardFor(card, search);
      for (const line of [transportSummary, ...inclusions]) {
        expect(line, card.key).not.toMatch(/\([^)]*\(/);
      }
    }
  });
});

// Shimla and Manali in the summer holidays: both stays are priced at the season's rates, and
// the card said "Hill-station hotels charge more in the summer holidays" once for each of them.
describe('the season a stay is priced for', () => {
  it('is said once, naming every stay it prices', () => {
    const cards = firstPageOf({
      from: 'Hyderabad',
      to: 'Shimla Manali',
      days: 7,
      priceRange: [0, 200_000],
      start: '2027-05-20',
    });
    let both = 0;
    for (const card of cards) {
      const seasons = notesOf(card.trip).filter((note) => /are priced for your dates/.test(note));
      const reasons = seasons.map((note) => note.split(':')[0]);
      expect(new Set(reasons).size, card.key).toBe(reasons.length);
      const hotels = card.trip.stays.filter((stay) => stay.seasons?.length);
      if (hotels.length < 2) continue;
      both += 1;
      for (const stay of hotels) {
        expect(seasons.join(' '), card.key).toContain(`at ${stay.hotelName}`);
      }
    }
    expect(both).toBeGreaterThan(0);
  });
});

// Two stops of one state said its rules twice: "Gujarat is a dry state: alcohol only with a
// liquor permit …" for Ahmedabad, then "Gujarat is a dry state; the Saputara Monsoon Festival
// runs in August"; Kohima's and Dzükou's notes both opened with Nagaland's Inner Line Permit.
describe("what two stops' notes both say", () => {
  const notesFor = (to: string, from = 'Delhi') =>
    firstPageOf({ from, to, days: 6, priceRange: [0, 300_000], start: '2027-02-10' }).map((card) =>
      notesOf(card.trip),
    );

  it('is said once, and what is new in the second note is kept', () => {
    for (const notes of notesFor('Ahmedabad Saputara')) {
      expect(notes.filter((note) => /Gujarat is a dry state/.test(note))).toHaveLength(1);
      expect(notes).toContain('The Saputara Monsoon Festival runs in August.');
    }
    for (const notes of notesFor('Kohima Dzukou Valley', 'Mumbai')) {
      expect(notes.filter((note) => /Nagaland Inner Line Permit/.test(note))).toHaveLength(1);
      expect(notes.join(' ')).toMatch(/Southern Angami Youth Organisation/);
    }
  });

  it('keeps what each says of its own museum or temple', () => {
    for (const notes of notesFor('Sanchi Khajuraho', 'Bhopal')) {
      const museums = notes.filter((note) =>
        /archaeological museum is closed on Fridays/i.test(note),
      );
      expect(museums).toHaveLength(2);
    }
  });
});

// Three days from Bengaluru to Yamunotri alone: the way out and the way home are each too long
// for the days, broken differently, and both notes began "The journey between Bengaluru and
// Yamunotri takes about 16 hours", one "over three days", the other "over two days".
describe('a way out and a way home each short of days', () => {
  it('names which way each note is about', () => {
    const cards = firstPageOf({
      from: 'Bengaluru',
      to: 'Yamunotri',
      days: 3,
      travellers: 1,
      priceRange: [0, 10_000],
      start: '2027-05-10',
    });
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const notes = notesOf(card.trip);
      const ways = notes.filter((note) => /takes about \d+ hours/.test(note));
      const between = ways.filter((note) => note.startsWith('The journey between'));
      expect(between.length, card.key).toBeLessThanOrEqual(1);
      if (between.length === 0 && ways.length === 2) {
        expect(ways[0], card.key).toMatch(/^The way out to Yamunotri /);
        expect(ways[1], card.key).toMatch(/^The way home from Yamunotri /);
      }
    }
  });
});

/**
 * Of the cards of a page whose notes speak of `topic`, that each has one such note and that it
 * reads as `said`; and that some card does.
 */
function saysOnce(cards: ReturnType<typeof firstPageOf>, topic: RegExp, said: RegExp) {
  const speaking = cards
    .map((card) => ({ card, notes: notesOf(card.trip).filter((note) => topic.test(note)) }))
    .filter(({ notes }) => notes.length > 0);
  expect(speaking.length).toBeGreaterThan(0);
  for (const { card, notes } of speaking) {
    expect(notes, card.key).toEqual([expect.stringMatching(said)]);
  }
}

describe('what each way of a journey says the same', () => {
  it('is one note for a named train there and back, with both numbers', () => {
    // Serampore to Puri by the Howrah–Puri Superfast Express: a note for 12837 out and another
    // for 12838 back, the same train, class, time and stations both ways.
    saysOnce(
      firstPageOf({
        from: 'Serampore',
        to: 'Puri',
        days: 4,
        priceRange: [0, 20_000],
        start: '2027-01-22',
      }),
      /Howrah–Puri Superfast Express \(/,
      /^Serampore to Puri and back by the .+ \(12837 out, 12838 back\)/,
    );
  });

  it('is one note for a change of planes each way', () => {
    // Ahmedabad to Jaisalmer changes planes at Mumbai each way, and the card said so twice: "No
    // direct flight between Ahmedabad (AMD) and Jaisalmer (JSA)", then between JSA and AMD.
    saysOnce(
      firstPageOf({
        from: 'Ahmedabad',
        to: 'Jaisalmer',
        days: 4,
        priceRange: [0, 100_000],
        start: '2027-12-10',
      }),
      /^No direct flight/,
      /^No direct flight between Ahmedabad \(AMD\) and Jaisalmer \(JSA\) either way: /,
    );
  });
});

// A budget trip of Darjeeling and Gangtok: the seat in the shared jeep between them was said
// twice, once with its fare and once as "rather than the AC sedan cab … your travel class
// applies to flights".
describe('a shared jeep between two stops', () => {
  it('is said once, with its fare', () => {
    const cards = firstPageOf({
      from: 'Bengaluru',
      to: 'Darjeeling Gangtok',
      days: 6,
      travellers: 1,
      priceRange: [0, 30_000],
      start: '2027-03-10',
    });
    let jeeps = 0;
    for (const card of cards) {
      const ways = notesOf(card.trip).filter((note) => /^Darjeeling to Gangtok goes by/.test(note));
      expect(ways.length, card.key).toBeLessThanOrEqual(1);
      if (ways[0]?.includes('shared jeep')) jeeps += 1;
    }
    expect(jeeps).toBeGreaterThan(0);
  });
});

// Delhi to Jaipur by cab and home by the Vande Bharat, each "rather than by air: at about 310
// km it is quicker door to door …": two notes gave one reason.
describe('two ways taken for one reason', () => {
  const WAY = /^(.+?) to (.+?) goes by (.+?) (rather than .+)$/;
  it('give the reason once', () => {
    let merged = 0;
    for (const [from, to] of [
      ['Delhi', 'Jaipur'],
      ['Mumbai', 'Ahmedabad'],
      ['Kolkata', 'Bodh Gaya'],
    ] as const) {
      const cards = firstPageOf({
        from,
        to,
        days: 3,
        priceRange: [0, 90_000],
        start: '2027-02-10',
      });
      for (const card of cards) {
        const ways = notesOf(card.trip)
          .map((note) => WAY.exec(note))
          .filter((way) => way !== null);
        for (const way of ways) {
          if (way[3]!.includes(', and back by ')) merged += 1;
          const reversed = ways.find(
            (other) => other[1] === way[2] && other[2] === way[1] && other[4] === way[4],
          );
          expect(reversed, `${card.key}: ${way[0]}`).toBeUndefined();
        }
      }
    }
    expect(merged).toBeGreaterThan(0);
  });
});
