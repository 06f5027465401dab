import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per account and per address (keys are keyed hashes, never a phone or an
 * address in clear). Used when no Redis is configured; shared by every instance.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** After this the row is forgotten: a quiet window after the last failure or lock. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_throttles_expires_idx').on(table.expiresAt)],
);
