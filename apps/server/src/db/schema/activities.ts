import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What visitors do: searches, form submissions, views, shares, logins, registrations.
 * `data` holds the event's own part (searchData, formData, itineraryData, pageData, errorData).
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityType: text('activity_type').notNull(),
    userId: uuid('user_id'),
    anonymousId: text('anonymous_id'),
    deviceType: text('device_type', { enum: ['desktop', 'mobile', 'tablet'] }).notNull(),
    browser: text('browser'),
    os: text('os'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The feed and the export walk newest first with the id breaking ties (keyset pages).
    index('activities_created_id_idx').on(table.createdAt, table.id),
    // Counts over a window read this index alone (index-only scans), not the events' data.
    index('activities_created_cover_idx').on(
      table.createdAt,
      table.activityType,
      table.deviceType,
      table.userId,
    ),
    index('activities_type_created_idx').on(table.activityType, table.createdAt),
    index('activities_device_created_idx').on(table.deviceType, table.createdAt),
    index('activities_user_idx').on(table.userId),
  ],
);
