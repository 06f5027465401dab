import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Itinerary, ItinerarySearch } from '@trip/shared/itineraries/schemas';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  findItinerariesByIds,
  findSearch,
  insertSearchResult,
  type NewItineraryRow,
  type NewSearchRow,
} from './itineraries.repository';

const search = {
  from: 'Delhi',
  to: 'Rishikesh',
  departureDate: '2027-03-10',
  returnDate: '2027-03-13',
  travellers: 2,
  travelClass: 'Economy',
  priceRange: [0, 50_000],
  page: 1,
} as unknown as ItinerarySearch;

function cardRows(hash: string, count: number): NewItineraryRow[] {
  return Array.from({ length: count }, (_, index) => {
    const id = randomUUID();
    return {
      id,
      slug: `card-${id}`,
      searchHash: hash,
      engine: 'planner',
      title: `Card ${index + 1}`,
      fromLocation: 'Delhi',
      toLocation: 'Rishikesh',
      data: { _id: id, title: `Card ${index + 1}` } as unknown as Itinerary,
      search,
    };
  });
}

function searchRow(hash: string, cards: NewItineraryRow[]): NewSearchRow {
  return {
    id: randomUUID(),
    searchHash: hash,
    page: 1,
    engine: 'planner',
    search,
    itineraryIds: cards.map((card) => card.id),
    hasMore: true,
    processingMs: 12,
  };
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('insertSearchResult: a search and its cards in one statement', () => {
  it('stores the search and every card, in the order of the ids', async () => {
    const hash = `hash-${randomUUID()}`;
    const cards = cardRows(hash, 4);
    expect(await insertSearchResult(database.db, searchRow(hash, cards), cards)).toBe(true);
    const stored = await findSearch(database.db, hash, 1);
    expect(stored?.itineraryIds).toEqual(cards.map((card) => card.id));
    const rows = await findItinerariesByIds(database.db, stored!.itineraryIds);
    expect(rows.map((row) => row.title)).toEqual(['Card 1', 'Card 2', 'Card 3', 'Card 4']);
  });

  it('stores a page with no cards', async () => {
    const hash = `hash-${randomUUID()}`;
    expect(await insertSearchResult(database.db, searchRow(hash, []), [])).toBe(true);
    expect((await findSearch(database.db, hash, 1))?.itineraryIds).toEqual([]);
  });

  it('answers false and changes nothing when another request stored the search first', async () => {
    const hash = `hash-${randomUUID()}`;
    const first = cardRows(hash, 2);
    const firstSearch = searchRow(hash, first);
    expect(await insertSearchResult(database.db, firstSearch, first)).toBe(true);
    // The same cards again (a second instance planned the same page) and a new one.
    const second = [...first, ...cardRows(hash, 1)];
    expect(await insertSearchResult(database.db, searchRow(hash, second), second)).toBe(false);
    const stored = await findSearch(database.db, hash, 1);
    expect(stored?.id).toBe(firstSearch.id);
    expect(stored?.itineraryIds).toEqual(first.map((card) => card.id));
  });

  it('stores no card when the search row cannot be stored', async () => {
    // Were the cards a statement of their own, they would stay behind as orphans.
    const hash = `hash-${randomUUID()}`;
    const cards = cardRows(hash, 3);
    const broken = { ...searchRow(hash, cards), processingMs: null } as unknown as NewSearchRow;
    await expect(insertSearchResult(database.db, broken, cards)).rejects.toThrow();
    expect(
      await findItinerariesByIds(
        database.db,
        cards.map((card) => card.id),
      ),
    ).toEqual([]);
    expect(await findSearch(database.db, hash, 1)).toBeUndefined();
  });
});
