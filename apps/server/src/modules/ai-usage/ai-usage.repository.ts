import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiUsageLogs } from '../../db/schema/ai-usage-logs';

export type NewAiUsageRow = typeof aiUsageLogs.$inferInsert;
export type AiUsageRow = typeof aiUsageLogs.$inferSelect;

export async function insertAiUsage(db: Db, row: NewAiUsageRow): Promise<void> {
  await db.insert(aiUsageLogs).values(row);
}

const int = (fragment: SQL) => sql<number>`(${fragment})::int`.mapWith(Number);
const float = (fragment: SQL) => sql<number>`coalesce((${fragment})::float8, 0)`.mapWith(Number);

const isError = sql`${aiUsageLogs.status} = 'error'`;

/** Sums every summary shares: calls, failures, tokens, cost, and the planner's part. */
const totals = {
  count: int(sql`count(*)`),
  errors: int(sql`count(*) filter (where ${isError})`),
  avgResponseTime: float(sql`avg(${aiUsageLogs.responseTimeMs})`),
  tokens: float(sql`sum(${aiUsageLogs.totalTokens})`),
  cost: float(sql`sum(${aiUsageLogs.costUsd})`),
  fallbacks: int(sql`count(*) filter (where ${aiUsageLogs.fallback})`),
};

export type AiUsageTotals = {
  count: number;
  errors: number;
  avgResponseTime: number;
  tokens: number;
  cost: number;
  fallbacks: number;
  plannerCalls: number;
  unpriced: number;
};

/** Totals of the calls from `since` until `until` (now when left out). */
export async function sumAiUsageSince(db: Db, since: Date, until?: Date): Promise<AiUsageTotals> {
  const [row] = await db
    .select({
      ...totals,
      plannerCalls: int(sql`count(*) filter (where ${aiUsageLogs.model} is null)`),
      unpriced: int(sql`count(*) filter (where not ${aiUsageLogs.costKnown})`),
    })
    .from(aiUsageLogs)
    .where(
      and(gte(aiUsageLogs.createdAt, since), until ? lt(aiUsageLogs.createdAt, until) : undefined),
    );
  return row!;
}

export type AiUsageGroup = {
  start: string;
  endpoint: string;
  engine: string;
  model: string | null;
  count: number;
  errors: number;
  responseTimeSum: number;
  tokens: number;
  cost: number;
  fallbacks: number;
  unpriced: number;
};

/**
 * Calls since a time grouped by bucket, endpoint, engine and model, in one pass over the
 * table: the screen's totals, per-endpoint, per-engine and timeline figures are all sums of
 * these few rows. Buckets are hours, or days starting at midnight in India (UTC+5:30, which
 * has no daylight saving, so a fixed offset needs no time-zone data).
 */
export async function sumAiUsageGroupsSince(
  db: Db,
  since: Date,
  bucket: 'hour' | 'day',
): Promise<AiUsageGroup[]> {
  // In UTC wall-clock time whatever the session's time zone, as the screen's buckets are.
  const utc = sql`(${aiUsageLogs.createdAt} at time zone 'UTC')`;
  const start =
    bucket === 'hour'
      ? sql`date_trunc('hour', ${utc})`
      : sql`date_trunc('day', ${utc} + interval '330 minutes') - interval '330 minutes'`;
  return db
    .select({
      start: sql<string>`to_char(${start}, 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      endpoint: aiUsageLogs.endpoint,
      engine: aiUsageLogs.engine,
      model: aiUsageLogs.model,
      count: totals.count,
      errors: totals.errors,
      responseTimeSum: float(sql`sum(${aiUsageLogs.responseTimeMs})`),
      tokens: totals.tokens,
      cost: totals.cost,
      fallbacks: totals.fallbacks,
      unpriced: int(sql`count(*) filter (where not ${aiUsageLogs.costKnown})`),
    })
    .from(aiUsageLogs)
    .where(gte(aiUsageLogs.createdAt, since))
    .groupBy(sql`1`, aiUsageLogs.endpoint, aiUsageLogs.engine, aiUsageLogs.model);
}

export async function findAiUsageLogs(
  db: Db,
  options: { limit: number; since?: Date | undefined },
): Promise<AiUsageRow[]> {
  return db
    .select()
    .from(aiUsageLogs)
    .where(options.since ? gte(aiUsageLogs.createdAt, options.since) : undefined)
    .orderBy(desc(aiUsageLogs.createdAt), desc(aiUsageLogs.id))
    .limit(options.limit);
}

export async function findAiUsageLogById(db: Db, id: string): Promise<AiUsageRow | undefined> {
  const [row] = await db.select().from(aiUsageLogs).where(eq(aiUsageLogs.id, id)).limit(1);
  return row;
}
