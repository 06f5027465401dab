import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, CONTACT_METHODS } from '@trip/shared/bookings/constants';
import { bookings } from './bookings';

/**
 * A booking's history, one row per event: each contact attempt, each status change (with who
 * made it and why). The identity column orders events written in the same instant.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['contact', 'status'] }).notNull(),
    /** Contact attempts. */
    method: text('method', { enum: CONTACT_METHODS }),
    successful: boolean('successful'),
    /** The contact notes, or the note given with a status change. */
    notes: text('notes').notNull().default(''),
    /** Status changes; from is null for the status a request starts with. */
    fromStatus: text('from_status', { enum: BOOKING_STATUSES }),
    toStatus: text('to_status', { enum: BOOKING_STATUSES }),
    /** The admin who acted, with the name as it was then; null for the system. */
    adminId: uuid('admin_id'),
    adminName: text('admin_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_events_booking_idx').on(table.bookingId, table.id),
    check(
      'booking_events_shape_check',
      sql`(${table.kind} = 'contact' and ${table.method} is not null and ${table.successful} is not null) or (${table.kind} = 'status' and ${table.toStatus} is not null)`,
    ),
  ],
);
