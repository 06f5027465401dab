import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per issued token (its jti). A token is honoured only while its row exists and is
 * not revoked, so logout and password changes take effect on every server instance.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    jti: uuid('jti').primaryKey(),
    audience: text('audience', { enum: ['user', 'admin'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('auth_sessions_subject_idx').on(table.audience, table.subjectId),
    index('auth_sessions_expires_idx').on(table.expiresAt),
  ],
);
