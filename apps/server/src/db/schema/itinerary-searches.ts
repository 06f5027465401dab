import {
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ItinerarySearch } from '@trip/shared/itineraries/schemas';

/** One answered page of a search, so the same search is served from the store next time. */
export const itinerarySearches = pgTable(
  'itinerary_searches',
  {
    id: uuid('id').primaryKey(),
    searchHash: text('search_hash').notNull(),
    page: integer('page').notNull(),
    engine: text('engine').notNull(),
    search: jsonb('search').$type<ItinerarySearch>().notNull(),
    itineraryIds: jsonb('itinerary_ids').$type<string[]>().notNull(),
    hasMore: boolean('has_more').notNull().default(false),
    processingMs: integer('processing_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('itinerary_searches_hash_page_unique').on(table.searchHash, table.page)],
);
