import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One call to an itinerary engine: each request to a model (retries and repairs included) and
 * each run of the offline planner. Token counts are the provider's own; cost comes from the
 * price table. The summaries are truncated copies with no personal data.
 */
export const aiUsageLogs = pgTable(
  'ai_usage_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpoint: text('endpoint').notNull(),
    /** "planner" or "llm:<model>". */
    engine: text('engine').notNull(),
    /** The model asked; null for the offline planner. */
    model: text('model'),
    status: text('status', { enum: ['success', 'error'] }).notNull(),
    responseTimeMs: integer('response_time_ms').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    totalTokens: integer('total_tokens').notNull().default(0),
    costUsd: numeric('cost_usd', { precision: 14, scale: 8, mode: 'number' }).notNull().default(0),
    /** False when the model has no row in the price table, so its zero cost is unknown, not free. */
    costKnown: boolean('cost_known').notNull().default(true),
    /** True when the offline planner answered in the model's place (overload, failure, budget). */
    fallback: boolean('fallback').notNull().default(false),
    errorCode: text('error_code'),
    requestSummary: jsonb('request_summary').$type<Record<string, unknown>>().notNull().default({}),
    responseSummary: jsonb('response_summary')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_usage_logs_created_idx').on(table.createdAt)],
);
