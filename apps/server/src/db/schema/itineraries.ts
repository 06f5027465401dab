import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Itinerary, ItinerarySearch } from '@trip/shared/itineraries/schemas';

/**
 * Itinerary cards as the engine wrote them (`data`), with the search they answered and the
 * columns that are queried: the slug of their page, views and shares, whether details exist.
 */
export const itineraries = pgTable(
  'itineraries',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull().unique('itineraries_slug_unique'),
    searchHash: text('search_hash').notNull(),
    engine: text('engine').notNull(),
    title: text('title').notNull(),
    fromLocation: text('from_location').notNull(),
    toLocation: text('to_location').notNull(),
    data: jsonb('data').$type<Itinerary>().notNull(),
    search: jsonb('search').$type<ItinerarySearch>().notNull(),
    views: integer('views').notNull().default(0),
    hasDetails: boolean('has_details').notNull().default(false),
    shares: jsonb('shares').$type<Record<string, number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('itineraries_popular_idx').on(table.hasDetails, table.views, table.createdAt),
    index('itineraries_created_idx').on(table.createdAt),
  ],
);
