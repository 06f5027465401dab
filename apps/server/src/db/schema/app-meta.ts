import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small facts about the installation itself: when demo content was seeded, and the like. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
