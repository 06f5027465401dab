import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Events per hour, type and device, kept as events are stored: the tracker's counts over 90
 * days read a few thousand of these rows instead of every event.
 */
export const activityHourly = pgTable(
  'activity_hourly',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    activityType: text('activity_type').notNull(),
    deviceType: text('device_type').notNull(),
    events: integer('events').notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour, table.activityType, table.deviceType] })],
);

/**
 * Each visitor's latest event per device: a signed-in traveller by user id, anyone else by the
 * browser's anonymous id. Windows end now, so "seen since T" counts distinct visitors exactly.
 */
export const activityVisitors = pgTable(
  'activity_visitors',
  {
    visitor: text('visitor').notNull(),
    deviceType: text('device_type').notNull(),
    identified: boolean('identified').notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.visitor, table.deviceType] }),
    index('activity_visitors_last_seen_idx').on(table.lastSeen),
    index('activity_visitors_device_last_seen_idx').on(table.deviceType, table.lastSeen),
  ],
);
