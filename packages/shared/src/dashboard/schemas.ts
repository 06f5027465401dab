import { z } from 'zod';
import { adminActivitySchema } from '../activity/schemas';

/** The overview's window: the last 7 days, compared with the 7 days before. */
export const OVERVIEW_DAYS = 7;
export const OVERVIEW_RECENT_ACTIVITY = 10;

export const overviewMessages = {
  loadFailed: 'Failed to load the dashboard',
} as const;

export const OVERVIEW_TOTALS = [
  'searches',
  'itineraryViews',
  'leads',
  'bookings',
  'registrations',
  'aiCost',
] as const;
export type OverviewTotalKey = (typeof OVERVIEW_TOTALS)[number];

export const overviewTotalSchema = z.object({
  key: z.enum(OVERVIEW_TOTALS),
  /** The last 7 days; dollars for aiCost, counts otherwise. */
  current: z.number(),
  /** The 7 days before. */
  previous: z.number(),
  /** Percent change from the previous 7 days; null when there was nothing to compare with. */
  changePercent: z.number().nullable(),
});
export type OverviewTotal = z.output<typeof overviewTotalSchema>;

export const FUNNEL_STAGES = [
  'searches',
  'itineraryViews',
  'enquiries',
  'confirmedBookings',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** `unknown`: configured but not probed (object storage is checked by its first use). */
const componentStatus = z.enum(['up', 'down', 'degraded', 'not-configured', 'unknown']);
export type ComponentStatus = z.output<typeof componentStatus>;

export const systemStatusSchema = z.object({
  database: z.object({ driver: z.enum(['pglite', 'postgres']), status: componentStatus }),
  /** The itinerary engine: the provider and model configured, and whether it answers now. */
  engine: z.object({
    name: z.string(),
    status: z.string(),
    provider: z.enum(['none', 'openai-compatible', 'google']),
    model: z.string().nullable(),
  }),
  /** The photo search provider; its key is never shown, only whether one is set. */
  photos: z.object({
    provider: z.enum(['none', 'pexels', 'unsplash']),
    status: componentStatus,
  }),
  redis: z.object({ status: componentStatus }),
  storage: z.object({ kind: z.enum(['local', 's3']), status: componentStatus }),
  version: z.string(),
  uptimeSeconds: z.number().int(),
});
export type SystemStatus = z.output<typeof systemStatusSchema>;

export const dashboardOverviewSchema = z.object({
  window: z.object({ days: z.number().int(), since: z.string(), until: z.string() }),
  totals: z.array(overviewTotalSchema),
  quickActions: z.object({ pendingBookings: z.number().int(), newLeads: z.number().int() }),
  systemStatus: systemStatusSchema,
  recentActivity: z.array(adminActivitySchema),
  /** The agency's funnel over the window: each stage's count. */
  funnel: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), count: z.number().int() })),
});
export type DashboardOverview = z.output<typeof dashboardOverviewSchema>;
