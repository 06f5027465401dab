import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ItineraryDetails } from '@trip/shared/itineraries/schemas';
import type { Db } from '../../db/client';
import { itineraries } from '../../db/schema/itineraries';
import { itineraryDetails } from '../../db/schema/itinerary-details';
import { itinerarySearches } from '../../db/schema/itinerary-searches';
import { searchHistory } from '../../db/schema/search-history';

export type ItineraryRow = typeof itineraries.$inferSelect;
export type NewItineraryRow = typeof itineraries.$inferInsert;
export type SearchRow = typeof itinerarySearches.$inferSelect;
export type NewSearchRow = typeof itinerarySearches.$inferInsert;
export type DetailsRow = typeof itineraryDetails.$inferSelect;
export type HistoryRow = typeof searchHistory.$inferSelect;
export type NewHistoryRow = typeof searchHistory.$inferInsert;

export async function findSearch(
  db: Db,
  searchHash: string,
  page: number,
): Promise<SearchRow | undefined> {
  const [row] = await db
    .select()
    .from(itinerarySearches)
    .where(and(eq(itinerarySearches.searchHash, searchHash), eq(itinerarySearches.page, page)))
    .limit(1);
  return row;
}

/** The rows for these ids, in the order of the ids. */
export async function findItinerariesByIds(db: Db, ids: string[]): Promise<ItineraryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(itineraries).where(inArray(itineraries.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ItineraryRow => Boolean(row));
}

/**
 * Stores a page of cards and the search they answered, in one statement. Cards and the
 * search row are keyed so that a second instance answering the same search at the same time
 * changes nothing; the caller reads back the winner.
 */
export async function insertSearchResult(
  db: Db,
  search: NewSearchRow,
  rows: NewItineraryRow[],
): Promise<boolean> {
  // The cards in the statement's WITH clause: as atomic as a transaction, without the round
  // trips of BEGIN and COMMIT on every new search.
  const into =
    rows.length > 0
      ? db.with(
          db
            .$with('cards')
            .as(
              db
                .insert(itineraries)
                .values(rows)
                .onConflictDoNothing()
                .returning({ id: itineraries.id }),
            ),
        )
      : db;
  const inserted = await into
    .insert(itinerarySearches)
    .values(search)
    .onConflictDoNothing()
    .returning({ id: itinerarySearches.id });
  return inserted.length > 0;
}

export async function findItineraryById(db: Db, id: string): Promise<ItineraryRow | undefined> {
  const [row] = await db.select().from(itineraries).where(eq(itineraries.id, id)).limit(1);
  return row;
}

/** Reads an itinerary page by slug, counting the view in the same statement when `count`. */
export async function viewItineraryBySlug(
  db: Db,
  slug: string,
  count = true,
): Promise<ItineraryRow | undefined> {
  const [row] = count
    ? await db
        .update(itineraries)
        .set({ views: sql`${itineraries.views} + 1` })
        .where(eq(itineraries.slug, slug))
        .returning()
    : await db.select().from(itineraries).where(eq(itineraries.slug, slug)).limit(1);
  return row;
}

export async function findDetails(db: Db, itineraryId: string): Promise<DetailsRow | undefined> {
  const [row] = await db
    .select()
    .from(itineraryDetails)
    .where(eq(itineraryDetails.itineraryId, itineraryId))
    .limit(1);
  return row;
}

/**
 * Keeps the first details written for an itinerary (a concurrent writer's row stays) and
 * marks the card as detailed; answers the stored row.
 */
export async function insertDetails(
  db: Db,
  itineraryId: string,
  engine: string,
  data: ItineraryDetails,
): Promise<{ details: DetailsRow; itinerary: ItineraryRow }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(itineraryDetails)
      .values({ itineraryId, engine, data })
      .onConflictDoNothing({ target: itineraryDetails.itineraryId });
    const [itinerary] = await tx
      .update(itineraries)
      .set({
        hasDetails: true,
        data: sql`jsonb_set(${itineraries.data}, '{needsDetailedGeneration}', 'false'::jsonb)`,
        updatedAt: sql`now()`,
      })
      .where(eq(itineraries.id, itineraryId))
      .returning();
    const [details] = await tx
      .select()
      .from(itineraryDetails)
      .where(eq(itineraryDetails.itineraryId, itineraryId))
      .limit(1);
    return { details: details!, itinerary: itinerary! };
  });
}

/** Itineraries with a day-wise plan, most viewed first. */
export async function findPopularItineraries(db: Db, limit: number): Promise<ItineraryRow[]> {
  return db
    .select()
    .from(itineraries)
    .where(eq(itineraries.hasDetails, true))
    .orderBy(desc(itineraries.views), desc(itineraries.createdAt))
    .limit(limit);
}

/** Adds one share on a platform, atomically; undefined when there is no such itinerary. */
export async function addShare(
  db: Db,
  id: string,
  platform: string,
  count = true,
): Promise<Record<string, number> | undefined> {
  if (!count) {
    const [current] = await db
      .select({ shares: itineraries.shares })
      .from(itineraries)
      .where(eq(itineraries.id, id))
      .limit(1);
    return current?.shares;
  }
  const [row] = await db
    .update(itineraries)
    .set({
      shares: sql`jsonb_set(${itineraries.shares}, ARRAY[${platform}]::text[], to_jsonb(coalesce((${itineraries.shares} ->> ${platform})::int, 0) + 1))`,
    })
    .where(eq(itineraries.id, id))
    .returning({ shares: itineraries.shares });
  return row?.shares;
}

export async function findHistory(db: Db, userId: string, limit: number): Promise<HistoryRow[]> {
  return db
    .select()
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
    .limit(limit);
}

/** Saves a search, or moves the same saved search to the top; keeps the newest `keep`. */
export async function upsertHistory(
  db: Db,
  row: Required<Pick<NewHistoryRow, 'userId' | 'searchKey' | 'search' | 'createdAt'>>,
  keep: number,
): Promise<HistoryRow> {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(searchHistory)
      .values(row)
      .onConflictDoUpdate({
        target: [searchHistory.userId, searchHistory.searchKey],
        set: { createdAt: row.createdAt, search: row.search },
      })
      .returning();
    const older = await tx
      .select({ id: searchHistory.id })
      .from(searchHistory)
      .where(eq(searchHistory.userId, row.userId))
      .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
      .offset(keep);
    if (older.length > 0) {
      await tx.delete(searchHistory).where(
        inArray(
          searchHistory.id,
          older.map((entry) => entry.id),
        ),
      );
    }
    return saved!;
  });
}

export async function deleteHistoryEntry(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(searchHistory)
    .where(and(eq(searchHistory.userId, userId), eq(searchHistory.id, id)))
    .returning({ id: searchHistory.id });
  return deleted.length > 0;
}

export async function clearHistory(db: Db, userId: string): Promise<number> {
  const deleted = await db
    .delete(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .returning({ id: searchHistory.id });
  return deleted.length;
}
