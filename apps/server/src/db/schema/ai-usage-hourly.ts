import {
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Engine calls per hour of India's clock (hours start at :30 UTC), endpoint, engine and model,
 * kept as calls are logged: the AI Usage screen's 30- and 90-day views read these few rows.
 */
export const aiUsageHourly = pgTable(
  'ai_usage_hourly',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    endpoint: text('endpoint').notNull(),
    engine: text('engine').notNull(),
    /** The model asked; empty for the offline planner. */
    model: text('model').notNull(),
    calls: integer('calls').notNull(),
    errors: integer('errors').notNull(),
    fallbacks: integer('fallbacks').notNull(),
    unpriced: integer('unpriced').notNull(),
    responseTimeMs: doublePrecision('response_time_ms').notNull(),
    tokens: doublePrecision('tokens').notNull(),
    costUsd: doublePrecision('cost_usd').notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour, table.endpoint, table.engine, table.model] })],
);
