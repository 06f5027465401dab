import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiUsageHourly } from '../../db/schema/ai-usage-hourly';
import { aiUsageLogs } from '../../db/schema/ai-usage-logs';

export type NewAiUsageRow = typeof aiUsageLogs.$inferInsert;
export type AiUsageRow = typeof aiUsageLogs.$inferSelect;

const HOUR_MS = 3_600_000;
/** India is UTC+5:30 all year: its hours start at :30 past the UTC hour. */
const IST_OFFSET_MS = 330 * 60_000;

/** The start of the hour of India's clock that a moment falls in. */
export function istHourOf(at: Date): Date {
  return new Date(Math.floor((at.getTime() + IST_OFFSET_MS) / HOUR_MS) * HOUR_MS - IST_OFFSET_MS);
}

/** Logs a call and adds it to the hourly rollup, in one transaction. */
export async function insertAiUsage(db: Db, row: NewAiUsageRow): Promise<void> {
  const createdAt = row.createdAt ?? new Date();
  await db.transaction(async (tx) => {
    await tx.insert(aiUsageLogs).values({ ...row, createdAt });
    const added = {
      calls: 1,
      errors: row.status === 'error' ? 1 : 0,
      fallbacks: row.fallback ? 1 : 0,
      unpriced: row.costKnown === false ? 1 : 0,
      responseTimeMs: row.responseTimeMs,
      tokens: row.totalTokens ?? 0,
      costUsd: row.costUsd ?? 0,
    };
    const h = aiUsageHourly;
    await tx
      .insert(h)
      .values({
        hour: istHourOf(createdAt),
        endpoint: row.endpoint,
        engine: row.engine,
        model: row.model ?? '',
        ...added,
      })
      .onConflictDoUpdate({
        target: [h.hour, h.endpoint, h.engine, h.model],
        set: {
          calls: sql`${h.calls} + excluded.calls`,
          errors: sql`${h.errors} + excluded.errors`,
          fallbacks: sql`${h.fallbacks} + excluded.fallbacks`,
          unpriced: sql`${h.unpriced} + excluded.unpriced`,
          responseTimeMs: sql`${h.responseTimeMs} + excluded.response_time_ms`,
          tokens: sql`${h.tokens} + excluded.tokens`,
          costUsd: sql`${h.costUsd} + excluded.cost_usd`,
        },
      });
  });
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
  /** The start of the hour of India's clock the calls fall in. */
  hour: Date;
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
 * Calls since a time (windows end now) per hour, endpoint, engine and model: whole hours from
 * the hourly rollup, and the part of an hour at the window's start from the log itself, so the
 * figures are exact and a 90-day view reads a few thousand rows.
 */
export async function sumAiUsageGroupsSince(db: Db, since: Date): Promise<AiUsageGroup[]> {
  const firstHour = istHourOf(since);
  const firstWholeHour =
    firstHour.getTime() === since.getTime() ? since : new Date(firstHour.getTime() + HOUR_MS);
  const h = aiUsageHourly;
  const [hourly, edge] = await Promise.all([
    db.select().from(h).where(gte(h.hour, firstWholeHour)),
    db
      .select({
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
      .where(and(gte(aiUsageLogs.createdAt, since), lt(aiUsageLogs.createdAt, firstWholeHour)))
      .groupBy(aiUsageLogs.endpoint, aiUsageLogs.engine, aiUsageLogs.model),
  ]);
  return [
    ...hourly.map((row) => ({
      hour: row.hour,
      endpoint: row.endpoint,
      engine: row.engine,
      model: row.model === '' ? null : row.model,
      count: row.calls,
      errors: row.errors,
      responseTimeSum: row.responseTimeMs,
      tokens: row.tokens,
      cost: row.costUsd,
      fallbacks: row.fallbacks,
      unpriced: row.unpriced,
    })),
    ...edge.map((row) => ({ ...row, hour: firstHour })),
  ];
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

/** Calls to a model (not the planner) since a time. */
export async function countModelCallsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: totals.count })
    .from(aiUsageLogs)
    .where(and(gte(aiUsageLogs.createdAt, since), sql`${aiUsageLogs.model} is not null`));
  return row?.total ?? 0;
}

export async function findAiUsageLogById(db: Db, id: string): Promise<AiUsageRow | undefined> {
  const [row] = await db.select().from(aiUsageLogs).where(eq(aiUsageLogs.id, id)).limit(1);
  return row;
}
