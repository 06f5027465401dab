import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { SavedSearchFields } from '@trip/shared/itineraries/schemas';
import { users } from './users';

/** Searches a signed-in traveller kept; the same search saved again moves to the top. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchKey: text('search_key').notNull(),
    search: jsonb('search').$type<SavedSearchFields>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('search_history_user_search_unique').on(table.userId, table.searchKey),
    index('search_history_user_created_idx').on(table.userId, table.createdAt),
  ],
);
