import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

/**
 * Idempotency-Key headers already answered, per endpoint: a retried submission finds its key
 * here and gets the first answer instead of making a second booking. The primary key is
 * what makes two concurrent retries wait for each other.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A hash of the request body, to tell a retry from a different request with the same key. */
    requestHash: text('request_hash').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'idempotency_keys_pk', columns: [table.scope, table.key] })],
);
