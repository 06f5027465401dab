import { date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Which visitor has already counted towards an item's views or shares today. The visitor is a
 * hash of the address and browser, never either in clear; rows older than a day are removed.
 */
export const visitorCounts = pgTable(
  'visitor_counts',
  {
    /** What was counted: `package-view`, `itinerary-view`, `itinerary-share`. */
    kind: text('kind').notNull(),
    item: text('item').notNull(),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.item, table.visitor, table.day] }),
    index('visitor_counts_day_idx').on(table.day),
  ],
);
