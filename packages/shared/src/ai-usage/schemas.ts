import { z } from 'zod';

/** The periods the AI Usage screen offers, and how far back each reaches. */
export const AI_USAGE_PERIODS = ['24h', '7d', '30d', '90d'] as const;
export type AiUsagePeriod = (typeof AI_USAGE_PERIODS)[number];
export const AI_USAGE_DEFAULT_PERIOD: AiUsagePeriod = '7d';
export const AI_USAGE_PERIOD_HOURS: Readonly<Record<AiUsagePeriod, number>> = {
  '24h': 24,
  '7d': 7 * 24,
  '30d': 30 * 24,
  '90d': 90 * 24,
};

/** The most logs the Detailed Logs tab lists, and the most recent calls the summary carries. */
export const AI_USAGE_LOGS_LIMIT = 100;
export const AI_USAGE_RECENT_LIMIT = 20;

export const aiUsageMessages = {
  fetchFailed: 'Failed to fetch AI usage statistics',
  networkError: 'Network error while fetching statistics',
  noData: 'No data available for the selected period.',
  period: `Period must be one of ${AI_USAGE_PERIODS.join(', ')}`,
  logNotFound: 'AI usage log not found',
} as const;

export const aiUsageQuerySchema = z.object({
  period: z
    .enum(AI_USAGE_PERIODS, { error: aiUsageMessages.period })
    .default(AI_USAGE_DEFAULT_PERIOD),
});
export type AiUsageQueryInput = z.input<typeof aiUsageQuerySchema>;

export const aiUsageLogsQuerySchema = z.object({
  includeData: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  limit: z.coerce.number().int().min(1).max(AI_USAGE_LOGS_LIMIT).default(AI_USAGE_LOGS_LIMIT),
  period: z.enum(AI_USAGE_PERIODS, { error: aiUsageMessages.period }).optional(),
});
export type AiUsageLogsQueryInput = z.input<typeof aiUsageLogsQuerySchema>;

export const aiUsageLogIdParamsSchema = z.object({
  id: z.uuid({ error: aiUsageMessages.logNotFound }),
});

/** The spec's overall stats, plus what the planner answered in the model's place. */
export const aiOverallStatsSchema = z.object({
  totalRequests: z.number().int(),
  totalSuccess: z.number().int(),
  totalErrors: z.number().int(),
  /** Milliseconds; the screen shows seconds. */
  avgResponseTime: z.number(),
  totalTokens: z.number().int(),
  /** US dollars. */
  totalCost: z.number(),
  /** Calls answered by the offline planner (free), fallbacks included. */
  plannerRequests: z.number().int(),
  /** Calls the planner answered because the model could not (overloaded, failing, over budget). */
  fallbackRequests: z.number().int(),
  /** Calls to a model missing from the price table: their cost is not known. */
  unpricedRequests: z.number().int(),
});
export type AiOverallStats = z.output<typeof aiOverallStatsSchema>;

export const aiEndpointStatSchema = z.object({
  /** The endpoint, as the spec names the group key. */
  _id: z.string(),
  count: z.number().int(),
  successCount: z.number().int(),
  errorCount: z.number().int(),
  avgResponseTime: z.number(),
  totalTokens: z.number().int(),
  totalCost: z.number(),
});
export type AiEndpointStat = z.output<typeof aiEndpointStatSchema>;

/** Calls per engine and model: which model answered, and the planner apart. */
export const aiEngineStatSchema = z.object({
  engine: z.string(),
  model: z.string().nullable(),
  count: z.number().int(),
  errorCount: z.number().int(),
  fallbackCount: z.number().int(),
  totalTokens: z.number().int(),
  totalCost: z.number(),
});
export type AiEngineStat = z.output<typeof aiEngineStatSchema>;

export const aiUsageLogSchema = z.object({
  _id: z.string(),
  endpoint: z.string(),
  engine: z.string(),
  model: z.string().nullable(),
  responseStatus: z.enum(['success', 'error']),
  /** Milliseconds. */
  responseTime: z.number().int(),
  tokensUsed: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  cost: z.number(),
  /** False when the model is not in the price table: a cost of 0 then means "unknown". */
  costKnown: z.boolean(),
  /** True when the planner answered in the model's place. */
  fallback: z.boolean(),
  errorCode: z.string().nullable(),
  createdAt: z.string(),
  /** Only with `includeData` (and always for one log): what was asked and answered, scrubbed. */
  requestData: z.record(z.string(), z.unknown()).optional(),
  responseData: z.record(z.string(), z.unknown()).optional(),
});
export type AiUsageLog = z.output<typeof aiUsageLogSchema>;

export const aiTimelinePointSchema = z.object({
  /** Start of the bucket (an hour for 24h, a day in India otherwise), ISO text. */
  start: z.string(),
  requests: z.number().int(),
  errors: z.number().int(),
  fallbacks: z.number().int(),
  tokens: z.number().int(),
  cost: z.number(),
});
export type AiTimelinePoint = z.output<typeof aiTimelinePointSchema>;

export const aiUsageResponseSchema = z.object({
  period: z.enum(AI_USAGE_PERIODS),
  overallStats: aiOverallStatsSchema,
  endpointStats: z.array(aiEndpointStatSchema),
  engineStats: z.array(aiEngineStatSchema),
  recentActivity: z.array(aiUsageLogSchema),
  timeline: z.object({
    bucket: z.enum(['hour', 'day']),
    points: z.array(aiTimelinePointSchema),
  }),
  /** Whether calls are being logged at all (the usage-tracking switch in Settings). */
  trackingEnabled: z.boolean(),
  /** Whether the model may be asked now under the admin's AI limits, and today's spend. */
  allowance: z.object({
    /** Why the offline planner answers in the model's place right now, if it does. */
    blocked: z.enum(['budget', 'busy']).nullable(),
    dailyBudgetUsd: z.number(),
    spentTodayUsd: z.number(),
    maxRequestsPerMinute: z.number().int(),
  }),
});
export type AiUsageResponse = z.output<typeof aiUsageResponseSchema>;

export const aiUsageLogsResponseSchema = z.object({ logs: z.array(aiUsageLogSchema) });
export type AiUsageLogsResponse = z.output<typeof aiUsageLogsResponseSchema>;

export const aiUsageLogResponseSchema = z.object({ log: aiUsageLogSchema });
export type AiUsageLogResponse = z.output<typeof aiUsageLogResponseSchema>;
