import { AppError } from '@trip/shared/errors/app-error';
import { SEARCH_HISTORY_LIMIT, itineraryMessages } from '@trip/shared/itineraries/constants';
import type { SavedSearch, SavedSearchFields } from '@trip/shared/itineraries/schemas';
import type { Db } from '../../db/client';
import {
  clearHistory,
  deleteHistoryEntry,
  findHistory,
  upsertHistory,
  type HistoryRow,
} from './itineraries.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toSavedSearch(row: HistoryRow): SavedSearch {
  return { _id: row.id, ...row.search, createdAt: row.createdAt.toISOString() };
}

/** The same trip typed with other capitals or spaces is the same saved search. */
function searchKeyOf(search: SavedSearchFields): string {
  return [
    search.from.trim().toLowerCase(),
    search.to.trim().toLowerCase(),
    search.departureDate,
    search.returnDate,
    search.travellers,
    search.travelClass,
    search.priceRange.join('-'),
  ].join('|');
}

export async function findSearchHistory(db: Db, userId: string): Promise<SavedSearch[]> {
  return (await findHistory(db, userId, SEARCH_HISTORY_LIMIT)).map(toSavedSearch);
}

export async function saveSearch(
  db: Db,
  userId: string,
  search: SavedSearchFields,
  now: Date,
): Promise<SavedSearch> {
  const row = await upsertHistory(
    db,
    { userId, searchKey: searchKeyOf(search), search, createdAt: now },
    SEARCH_HISTORY_LIMIT,
  );
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  const deleted = UUID.test(id) && (await deleteHistoryEntry(db, userId, id));
  if (!deleted) throw new AppError('NOT_FOUND', { message: itineraryMessages.searchNotFound });
}

export async function clearSearchHistory(db: Db, userId: string): Promise<number> {
  return clearHistory(db, userId);
}
