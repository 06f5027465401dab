import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The admin's settings, one JSON document per key (today only "site"). A document rather
 * than columns: sections gain fields over time, and the server fills what a stored document
 * lacks from the defaults in packages/shared/src/settings/constants.ts.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
