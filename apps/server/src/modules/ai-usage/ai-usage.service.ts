import type { FastifyBaseLogger } from 'fastify';
import { costInUsd, priceOfModel } from '@trip/shared/ai-usage/prices';
import {
  AI_USAGE_PERIOD_HOURS,
  AI_USAGE_RECENT_LIMIT,
  aiUsageMessages,
  type AiUsageLog as AiUsageLogView,
  type AiUsagePeriod,
  type AiUsageResponse,
} from '@trip/shared/ai-usage/schemas';
import { AppError } from '@trip/shared/errors/app-error';
import type { Db } from '../../db/client';
import { getSettings } from '../settings/settings.service';
import {
  findAiUsageLogById,
  findAiUsageLogs,
  insertAiUsage,
  countModelCallsSince,
  sumAiUsageGroupsSince,
  sumAiUsageSince,
  type AiUsageGroup,
  type AiUsageRow,
  type AiUsageTotals,
} from './ai-usage.repository';

/** A summary keeps this many characters of JSON at most. */
export const SUMMARY_MAX_CHARS = 2048;
const STRING_MAX_CHARS = 600;

export type EngineCall = {
  /** The API route the call served, e.g. "/api/generate-itinerary". */
  endpoint: string;
  /** "planner" or "llm:<model>". */
  engine: string;
  /** The model asked; omitted for the offline planner, which costs nothing. */
  model?: string | undefined;
  status: 'success' | 'error';
  responseTimeMs: number;
  /** As the provider reported them; 0 when it reported none (or the planner answered). */
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
  /** The provider's total when it reports one (it may count reasoning tokens); else the sum. */
  totalTokens?: number | undefined;
  errorCode?: string | undefined;
  /** True when the offline planner answered because the model could not. */
  fallback?: boolean | undefined;
  /** What was asked and answered; stored truncated and without personal data. */
  request?: unknown;
  response?: unknown;
  at?: Date;
};

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Ten or more digits with spaces, dots, dashes or brackets between: a phone number, not a date or a price. */
const PHONE_LIKE = /\+?\d(?:[\s().-]*\d){9,}/g;

function scrubbed(value: unknown): unknown {
  if (typeof value === 'string') {
    // Cut first: the patterns below are slow on very long runs of word characters.
    const cut = value.length > STRING_MAX_CHARS ? `${value.slice(0, STRING_MAX_CHARS)}…` : value;
    return cut.replace(EMAIL, '[email removed]').replace(PHONE_LIKE, '[number removed]');
  }
  if (Array.isArray(value)) return value.map(scrubbed);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubbed(item)]));
  }
  return value;
}

/**
 * A copy for the usage log: e-mail addresses and phone-like numbers removed, long texts cut,
 * and the whole kept under SUMMARY_MAX_CHARS (beyond that only a preview of the JSON is kept).
 * Callers pass engine inputs and outputs only, never a traveller's name or contact details.
 */
export function summarise(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  const clean = scrubbed(value);
  const wrapped =
    clean && typeof clean === 'object' && !Array.isArray(clean)
      ? (clean as Record<string, unknown>)
      : { value: clean };
  const json = JSON.stringify(wrapped);
  if (json.length <= SUMMARY_MAX_CHARS) return wrapped;
  // Quotes in the preview are escaped again when stored, so cut until the stored form fits.
  let preview = json.slice(0, SUMMARY_MAX_CHARS);
  while (JSON.stringify({ truncated: true, preview }).length > SUMMARY_MAX_CHARS) {
    const over = JSON.stringify({ truncated: true, preview }).length - SUMMARY_MAX_CHARS;
    preview = preview.slice(0, preview.length - Math.max(over, 1));
  }
  return { truncated: true, preview };
}

/** Engine calls being recorded after the answers they describe went out (decision 190). */
const recording = new Set<Promise<void>>();

/**
 * Records an engine call once the answer it describes has gone out: the traveller's search
 * does not wait on the usage log. Reads of the log in this process wait for it (below).
 */
export function recordEngineCallAfter(db: Db, call: EngineCall, log?: FastifyBaseLogger): void {
  const write = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
    recordEngineCall(db, call, log),
  );
  recording.add(write);
  void write.finally(() => recording.delete(write));
}

/** Waits for the engine calls this process is still recording: a read of the log counts them. */
export async function engineCallsRecorded(): Promise<void> {
  while (recording.size > 0) await Promise.all(recording);
}

/**
 * Records one engine call for the AI usage dashboard, priced from the model's row in the price
 * table. Nothing is recorded while the admin has usage tracking switched off, and no cost while
 * cost tracking is off (the call is then marked as not priced). Never throws: a failed insert
 * is logged and the traveller's answer goes on.
 */
export async function recordEngineCall(
  db: Db,
  call: EngineCall,
  log?: FastifyBaseLogger,
): Promise<void> {
  const inputTokens = Math.max(0, Math.round(call.inputTokens ?? 0));
  const outputTokens = Math.max(0, Math.round(call.outputTokens ?? 0));
  try {
    const { tracking } = await getSettings(db);
    if (!tracking.usageTracking) return;
    const price = call.model && tracking.costTracking ? priceOfModel(call.model) : undefined;
    const costKnown = call.model ? (price?.known ?? false) : true;
    await insertAiUsage(db, {
      endpoint: call.endpoint,
      engine: call.engine,
      model: call.model ?? null,
      status: call.status,
      responseTimeMs: Math.max(0, Math.round(call.responseTimeMs)),
      inputTokens,
      outputTokens,
      // The provider's own total when it reports one (it may count reasoning tokens apart).
      totalTokens:
        call.totalTokens === undefined
          ? inputTokens + outputTokens
          : Math.max(0, Math.round(call.totalTokens)),
      costUsd: price ? costInUsd(price, { input: inputTokens, output: outputTokens }) : 0,
      costKnown,
      fallback: call.fallback ?? false,
      errorCode: call.errorCode ?? null,
      requestSummary: summarise(call.request),
      responseSummary: summarise(call.response),
      ...(call.at ? { createdAt: call.at } : {}),
    });
  } catch (error) {
    log?.warn(
      { err: error, endpoint: call.endpoint, engine: call.engine },
      'AI usage not recorded',
    );
  }
}

/** A stored call as the admin's screens show it. */
export function toAiUsageLog(row: AiUsageRow, includeData: boolean): AiUsageLogView {
  return {
    _id: row.id,
    endpoint: row.endpoint,
    engine: row.engine,
    model: row.model,
    responseStatus: row.status,
    responseTime: row.responseTimeMs,
    tokensUsed: row.totalTokens,
    inputTokens: row.inputTokens,
    outputTokens: row.outputTokens,
    cost: row.costUsd,
    costKnown: row.costKnown,
    fallback: row.fallback,
    errorCode: row.errorCode,
    createdAt: row.createdAt.toISOString(),
    ...(includeData ? { requestData: row.requestSummary, responseData: row.responseSummary } : {}),
  };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** India is UTC+5:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** The start of the hour or day of India's clock that a moment falls in, as ISO text. */
export function bucketOf(at: Date, bucket: 'hour' | 'day'): string {
  const size = bucket === 'hour' ? HOUR_MS : DAY_MS;
  const start = Math.floor((at.getTime() + IST_OFFSET_MS) / size) * size - IST_OFFSET_MS;
  return new Date(start).toISOString().replace('.000Z', 'Z');
}

/** Every bucket start from `since` to `until`: hours or days of India's clock. */
export function bucketStarts(since: Date, until: Date, bucket: 'hour' | 'day'): string[] {
  const size = bucket === 'hour' ? HOUR_MS : DAY_MS;
  const starts: string[] = [];
  for (let at = Date.parse(bucketOf(since, bucket)); at <= until.getTime(); at += size) {
    starts.push(new Date(at).toISOString().replace('.000Z', 'Z'));
  }
  return starts;
}

/** Dollars kept to a millionth of a cent, as stored; sums of floats drift below that. */
const dollars = (value: number) => Math.round(value * 1e8) / 1e8;

type Sums = {
  count: number;
  errors: number;
  responseTimeSum: number;
  tokens: number;
  cost: number;
  fallbacks: number;
  unpriced: number;
  plannerCalls: number;
};

const emptySums = (): Sums => ({
  count: 0,
  errors: 0,
  responseTimeSum: 0,
  tokens: 0,
  cost: 0,
  fallbacks: 0,
  unpriced: 0,
  plannerCalls: 0,
});

function addGroup(sums: Sums, group: AiUsageGroup): void {
  sums.count += group.count;
  sums.errors += group.errors;
  sums.responseTimeSum += group.responseTimeSum;
  sums.tokens += group.tokens;
  sums.cost += group.cost;
  sums.fallbacks += group.fallbacks;
  sums.unpriced += group.unpriced;
  if (group.model === null) sums.plannerCalls += group.count;
}

/** The groups summed by a key, biggest first. */
function sumBy(groups: readonly AiUsageGroup[], keyOf: (group: AiUsageGroup) => string) {
  const byKey = new Map<string, { first: AiUsageGroup; sums: Sums }>();
  for (const group of groups) {
    const key = keyOf(group);
    const entry = byKey.get(key) ?? { first: group, sums: emptySums() };
    addGroup(entry.sums, group);
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => b.sums.count - a.sums.count);
}

const average = (sums: Sums) =>
  sums.count === 0 ? 0 : Math.round(sums.responseTimeSum / sums.count);

/** Everything the AI Usage screen shows for a period ending now. */
export async function getAiUsageSummary(
  db: Db,
  period: AiUsagePeriod,
  now: Date,
): Promise<AiUsageResponse> {
  await engineCallsRecorded();
  const since = new Date(now.getTime() - AI_USAGE_PERIOD_HOURS[period] * HOUR_MS);
  const bucket = period === '24h' ? 'hour' : 'day';
  const [groups, recent, settings, allowance] = await Promise.all([
    sumAiUsageGroupsSince(db, since),
    findAiUsageLogs(db, { limit: AI_USAGE_RECENT_LIMIT, since }),
    getSettings(db),
    getModelAllowance(db, now),
  ]);
  const overall = emptySums();
  for (const group of groups) addGroup(overall, group);
  const byBucket = new Map(
    sumBy(groups, (group) => bucketOf(group.hour, bucket)).map((entry) => [
      bucketOf(entry.first.hour, bucket),
      entry.sums,
    ]),
  );
  return {
    period,
    overallStats: {
      totalRequests: overall.count,
      totalSuccess: overall.count - overall.errors,
      totalErrors: overall.errors,
      avgResponseTime: average(overall),
      totalTokens: Math.round(overall.tokens),
      totalCost: dollars(overall.cost),
      plannerRequests: overall.plannerCalls,
      fallbackRequests: overall.fallbacks,
      unpricedRequests: overall.unpriced,
    },
    endpointStats: sumBy(groups, (group) => group.endpoint).map(({ first, sums }) => ({
      _id: first.endpoint,
      count: sums.count,
      successCount: sums.count - sums.errors,
      errorCount: sums.errors,
      avgResponseTime: average(sums),
      totalTokens: Math.round(sums.tokens),
      totalCost: dollars(sums.cost),
    })),
    engineStats: sumBy(groups, (group) => `${group.engine}|${group.model ?? ''}`).map(
      ({ first, sums }) => ({
        engine: first.engine,
        model: first.model,
        count: sums.count,
        errorCount: sums.errors,
        fallbackCount: sums.fallbacks,
        totalTokens: Math.round(sums.tokens),
        totalCost: dollars(sums.cost),
      }),
    ),
    recentActivity: recent.map((row) => toAiUsageLog(row, false)),
    timeline: {
      bucket,
      // Quiet hours and days are points too, so a chart spans the whole period.
      points: bucketStarts(since, now, bucket).map((start) => {
        const sums = byBucket.get(start) ?? emptySums();
        return {
          start,
          requests: sums.count,
          errors: sums.errors,
          fallbacks: sums.fallbacks,
          tokens: Math.round(sums.tokens),
          cost: dollars(sums.cost),
        };
      }),
    },
    trackingEnabled: settings.tracking.usageTracking,
    allowance: {
      blocked: allowance.blocked ?? null,
      dailyBudgetUsd: allowance.dailyBudgetUsd,
      spentTodayUsd: allowance.spentTodayUsd,
      maxRequestsPerMinute: settings.ai.maxRequestsPerMinute,
    },
  };
}

/** The latest calls, newest first, with what was asked and answered when `includeData`. */
export async function findEngineCallLogs(
  db: Db,
  options: { limit: number; includeData: boolean; period?: AiUsagePeriod | undefined; now: Date },
): Promise<AiUsageLogView[]> {
  const since = options.period
    ? new Date(options.now.getTime() - AI_USAGE_PERIOD_HOURS[options.period] * HOUR_MS)
    : undefined;
  await engineCallsRecorded();
  const rows = await findAiUsageLogs(db, { limit: options.limit, since });
  return rows.map((row) => toAiUsageLog(row, options.includeData));
}

/** One call with its request and response data. */
export async function getEngineCallLog(db: Db, id: string): Promise<AiUsageLogView> {
  await engineCallsRecorded();
  const row = await findAiUsageLogById(db, id);
  if (!row) throw new AppError('NOT_FOUND', { message: aiUsageMessages.logNotFound });
  return toAiUsageLog(row, true);
}

/** Totals of the calls between two times, for the dashboard's week-on-week figures. */
export async function sumEngineCalls(db: Db, since: Date, until: Date): Promise<AiUsageTotals> {
  await engineCallsRecorded();
  return sumAiUsageSince(db, since, until);
}

/** Why the model may not be asked right now, if it may not. */
export type ModelBlock = 'budget' | 'busy';

export type ModelAllowance = {
  /** Set when the planner must answer instead: today's budget is spent, or this minute's calls. */
  blocked: ModelBlock | undefined;
  /** The most tokens one answer may have (Settings → AI limits). */
  tokenLimit: number;
  dailyBudgetUsd: number;
  spentTodayUsd: number;
};

/** Midnight in India on the day of `now`. */
export function indianMidnight(now: Date): Date {
  return new Date(bucketOf(now, 'day'));
}

/**
 * Whether the model may be asked now, under the admin's AI limits: the dollars spent on models
 * since midnight in India against the daily budget, and the model calls of the last minute
 * against the requests-per-minute limit (counted in the shared log, so every instance agrees).
 */
export async function getModelAllowance(db: Db, now: Date): Promise<ModelAllowance> {
  const { ai } = await getSettings(db);
  const [today, lastMinute] = await Promise.all([
    sumAiUsageSince(db, indianMidnight(now)),
    countModelCallsSince(db, new Date(now.getTime() - 60_000)),
  ]);
  const spentTodayUsd = dollars(today.cost);
  const blocked: ModelBlock | undefined =
    spentTodayUsd >= ai.dailyBudgetUsd
      ? 'budget'
      : lastMinute >= ai.maxRequestsPerMinute
        ? 'busy'
        : undefined;
  return { blocked, tokenLimit: ai.tokenLimit, dailyBudgetUsd: ai.dailyBudgetUsd, spentTodayUsd };
}

export type AiUsageLog = AiUsageRow;

/** The latest calls as stored, newest first. */
export async function findRecentEngineCalls(db: Db, limit = 100): Promise<AiUsageLog[]> {
  await engineCallsRecorded();
  return findAiUsageLogs(db, { limit });
}
