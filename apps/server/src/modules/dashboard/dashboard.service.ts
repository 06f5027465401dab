import fs from 'node:fs/promises';
import path from 'node:path';
import type { Redis } from 'ioredis';
import {
  OVERVIEW_DAYS,
  OVERVIEW_RECENT_ACTIVITY,
  type ComponentStatus,
  type DashboardOverview,
  type OverviewTotal,
  type OverviewTotalKey,
  type SystemStatus,
} from '@trip/shared/dashboard/schemas';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { countActivitiesBetween, findRecentActivities } from '../activity/activity-report.service';
import { sumEngineCalls } from '../ai-usage/ai-usage.service';
import { countBookingsBetween, findBookingStats } from '../bookings/bookings.service';
import { countLeadsBetween, getLeadStats } from '../leads/leads.service';

const DAY_MS = 86_400_000;
const PROBE_TIMEOUT_MS = 2000;

export type OverviewDeps = {
  database: Database;
  redis: Redis | undefined;
  env: Env;
  version: string;
  engineStatus(): { engine: string; status: string };
  now: Date;
};

/** Percent change, one decimal; none when the earlier window had nothing. */
function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

async function windowFigures(deps: OverviewDeps, since: Date, until: Date) {
  const db = deps.database.db;
  const [activity, leads, bookings, ai] = await Promise.all([
    countActivitiesBetween(db, since, until),
    countLeadsBetween(db, since, until),
    countBookingsBetween(db, since, until),
    sumEngineCalls(db, since, until),
  ]);
  return { activity, leads, bookings, ai };
}

type WindowFigures = Awaited<ReturnType<typeof windowFigures>>;

const TOTAL_OF: Record<OverviewTotalKey, (figures: WindowFigures) => number> = {
  searches: (f) => f.activity.searches,
  itineraryViews: (f) => f.activity.itineraryViews,
  leads: (f) => f.leads,
  bookings: (f) => f.bookings.requests,
  registrations: (f) => f.activity.registrations,
  aiCost: (f) => Math.round(f.ai.cost * 1e6) / 1e6,
};

async function withTimeout<T>(promise: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function redisStatus(redis: Redis | undefined): Promise<ComponentStatus> {
  if (!redis) return 'not-configured';
  const answer = await withTimeout(redis.ping(), 'no answer');
  return answer === 'PONG' ? 'up' : 'down';
}

async function storageStatus(env: Env): Promise<SystemStatus['storage']> {
  if (env.S3_BUCKET) return { kind: 's3', status: 'unknown' };
  const dir = path.join(env.DATA_DIR, 'uploads');
  // No uploads yet is fine as long as the data directory itself can take them.
  const writable = await fs
    .access(dir, fs.constants.W_OK)
    .then(() => true)
    .catch(() =>
      fs.access(env.DATA_DIR, fs.constants.W_OK).then(
        () => true,
        () => false,
      ),
    );
  return { kind: 'local', status: writable ? 'up' : 'down' };
}

export type StatusDeps = Omit<OverviewDeps, 'now'>;

/**
 * Every part the site relies on and whether it answers: database, itinerary engine, photo
 * search, Redis and upload storage. Secrets are never read out, only whether they are set.
 */
export async function getSystemStatus(deps: StatusDeps): Promise<SystemStatus> {
  const [dbUp, redis, storage] = await Promise.all([
    deps.database.ping(PROBE_TIMEOUT_MS),
    redisStatus(deps.redis),
    storageStatus(deps.env),
  ]);
  const engine = deps.engineStatus();
  const { env } = deps;
  const photosSet = env.PHOTO_API_PROVIDER !== 'none' && Boolean(env.PHOTO_API_KEY);
  return {
    database: { driver: deps.database.driver, status: dbUp ? 'up' : 'down' },
    engine: {
      name: engine.engine,
      status: engine.status,
      provider: env.AI_PROVIDER,
      model: env.AI_PROVIDER === 'none' ? null : (env.AI_MODEL ?? null),
    },
    // A photo search is tried when a page needs a picture; generated art stands in meanwhile.
    photos: {
      provider: photosSet ? env.PHOTO_API_PROVIDER : 'none',
      status: photosSet ? 'unknown' : 'not-configured',
    },
    redis: { status: redis },
    storage,
    version: deps.version,
    uptimeSeconds: Math.round(process.uptime()),
  };
}

/**
 * The dashboard: the last 7 days against the 7 before, what waits for the admin, the state
 * of each part of the system, the latest visitor activity and the agency's funnel.
 */
export async function getDashboardOverview(deps: OverviewDeps): Promise<DashboardOverview> {
  const db = deps.database.db;
  const until = deps.now;
  const since = new Date(until.getTime() - OVERVIEW_DAYS * DAY_MS);
  const before = new Date(since.getTime() - OVERVIEW_DAYS * DAY_MS);
  const [current, previous, bookingStats, leadStats, status, recentActivity] = await Promise.all([
    windowFigures(deps, since, until),
    windowFigures(deps, before, since),
    findBookingStats(db),
    getLeadStats(db),
    getSystemStatus(deps),
    findRecentActivities(
      db,
      ['search', 'form_submission', 'user_register', 'user_login', 'itinerary_view'],
      OVERVIEW_RECENT_ACTIVITY,
    ),
  ]);
  const totals: OverviewTotal[] = (Object.keys(TOTAL_OF) as OverviewTotalKey[]).map((key) => {
    const now = TOTAL_OF[key](current);
    const then = TOTAL_OF[key](previous);
    return { key, current: now, previous: then, changePercent: changePercent(now, then) };
  });
  return {
    window: { days: OVERVIEW_DAYS, since: since.toISOString(), until: until.toISOString() },
    totals,
    quickActions: { pendingBookings: bookingStats.pendingBookings, newLeads: leadStats.new },
    systemStatus: status,
    recentActivity,
    funnel: [
      { stage: 'searches', count: current.activity.searches },
      { stage: 'itineraryViews', count: current.activity.itineraryViews },
      { stage: 'enquiries', count: current.leads + current.bookings.requests },
      { stage: 'confirmedBookings', count: current.bookings.confirmed },
    ],
  };
}
