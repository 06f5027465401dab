import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_ITEM_TYPES, BOOKING_STATUSES } from '@trip/shared/bookings/constants';

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Booking requests from the package and itinerary pages. Title and price are the server's
 * copy of the item at the time of the request, never what the browser sent.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    /** Digits only. */
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    travelers: integer('travelers').notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    itemType: text('item_type', { enum: BOOKING_ITEM_TYPES }).notNull(),
    /** The package's id, or the itinerary's. */
    packageId: text('package_id'),
    packageSlug: text('package_slug').notNull(),
    packageTitle: text('package_title').notNull(),
    packagePrice: integer('package_price').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_created_idx').on(table.createdAt),
    index('bookings_status_created_idx').on(table.status, table.createdAt),
    check('bookings_status_check', sql`${table.status} in (${inList(BOOKING_STATUSES)})`),
    check('bookings_item_type_check', sql`${table.itemType} in (${inList(BOOKING_ITEM_TYPES)})`),
  ],
);
