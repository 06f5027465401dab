import {
  ACTIVITY_RECENT_USERS,
  type ActivityType,
  type DeviceType,
} from '@trip/shared/activity/constants';
import type {
  ActivityFilter,
  ActivityListQuery,
  ActivityListResponse,
  ActivityStats,
  AdminActivity,
  LoginStatsResponse,
  LoginUserDetail,
} from '@trip/shared/activity/schemas';
import { totalPages } from '@trip/shared/common/pagination';
import type { User } from '@trip/shared/auth/schemas';
import type { Db } from '../../db/client';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { findUsersByIds } from '../auth/auth.service';
import {
  countActivities,
  countActivitiesByKind,
  countRecentActivitiesByKind,
  countVisitorsSince,
  countUserEvents,
  findActivitiesAfter,
  findActivitiesPage,
  findLatestActivities,
  findLatestUserEvents,
  type ActivityKindCounts,
  type ActivityRow,
  type ActivityWhere,
} from './activity.repository';

// The admin's reports on visitor activity. They live apart from activity.service, which the
// auth module calls to record logins, because they read travellers through auth.service.

const DAY_MS = 86_400_000;

/** The window and filters a screen's choices stand for, ending now. */
export function activityWhere(
  filter: Pick<ActivityFilter, 'range'> & Partial<Pick<ActivityFilter, 'type' | 'device'>>,
  now: Date,
): ActivityWhere {
  return {
    since: new Date(now.getTime() - filter.range * DAY_MS),
    type: filter.type && filter.type !== 'all' ? filter.type : undefined,
    device: filter.device && filter.device !== 'all' ? filter.device : undefined,
  };
}

type Part = 'searchData' | 'formData' | 'itineraryData' | 'pageData' | 'errorData';
const PARTS: readonly Part[] = ['searchData', 'formData', 'itineraryData', 'pageData', 'errorData'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toAdminActivity(row: ActivityRow, users: ReadonlyMap<string, User>): AdminActivity {
  const user = row.userId ? users.get(row.userId) : undefined;
  const parts = Object.fromEntries(
    PARTS.flatMap((part) => (isRecord(row.data[part]) ? [[part, row.data[part]]] : [])),
  );
  return {
    _id: row.id,
    activityType: row.activityType as ActivityType,
    timestamp: row.createdAt.toISOString(),
    userId: row.userId,
    anonymousId: row.anonymousId,
    userInfo: user ? { name: user.name, phone: user.phone } : null,
    deviceInfo: {
      deviceType: row.deviceType as DeviceType,
      browser: row.browser,
      os: row.os,
    },
    ...parts,
  };
}

async function usersOf(db: Db, userIds: readonly (string | null)[]) {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  const users = ids.length > 0 ? await findUsersByIds(db, ids) : [];
  return new Map(users.map((user) => [user._id, user]));
}

async function withUsers(db: Db, rows: readonly ActivityRow[]): Promise<AdminActivity[]> {
  const users = await usersOf(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => toAdminActivity(row, users));
}

/** One page of the feed, newest first. */
export async function findActivityFeed(
  db: Db,
  query: ActivityListQuery,
  now: Date,
): Promise<ActivityListResponse> {
  const where = activityWhere(query, now);
  const [rows, total] = await Promise.all([
    findActivitiesPage(db, where, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    countActivities(db, where),
  ]);
  return {
    activities: await withUsers(db, rows),
    total,
    page: query.page,
    totalPages: totalPages(total, query.limit),
  };
}

/** The six stat cards over the filter's range and device (every type counts). */
export async function findActivityStats(
  db: Db,
  filter: Pick<ActivityFilter, 'range' | 'device'>,
  now: Date,
): Promise<ActivityStats> {
  const where = activityWhere(filter, now);
  const [counts, visitors] = await Promise.all([
    countRecentActivitiesByKind(db, where),
    countVisitorsSince(db, where),
  ]);
  return {
    totalSearches: counts.searches,
    totalSubmissions: counts.submissions,
    totalViews: counts.views,
    uniqueUsers: visitors.identifiedUsers + visitors.anonymousVisitors,
    identifiedUsers: visitors.identifiedUsers,
    anonymousUsers: visitors.anonymousVisitors,
    range: filter.range,
  };
}

/** Counts by kind between two times, for the dashboard's week-on-week figures. */
export async function countActivitiesBetween(
  db: Db,
  since: Date,
  until: Date,
): Promise<ActivityKindCounts> {
  return countActivitiesByKind(db, { since, until });
}

async function userDetails(
  db: Db,
  where: ActivityWhere,
  type: ActivityType,
): Promise<LoginUserDetail[]> {
  const latest = await findLatestUserEvents(db, { ...where, type }, ACTIVITY_RECENT_USERS);
  const users = await usersOf(
    db,
    latest.map((entry) => entry.userId),
  );
  return latest.flatMap((entry) => {
    const user = users.get(entry.userId);
    if (!user) return [];
    return [
      {
        id: user._id,
        name: user.name,
        phone: user.phone,
        email: user.email ?? null,
        lastActivity: entry.lastActivity.toISOString(),
      },
    ];
  });
}

/** Logins and registrations over the last `days` days, with the latest travellers of each. */
export async function findLoginStats(
  db: Db,
  days: ActivityFilter['range'],
  now: Date,
): Promise<LoginStatsResponse> {
  const where = activityWhere({ range: days }, now);
  const [logins, registrations, loginUserDetails, registrationUserDetails] = await Promise.all([
    countUserEvents(db, { ...where, type: 'user_login' }),
    countUserEvents(db, { ...where, type: 'user_register' }),
    userDetails(db, where, 'user_login'),
    userDetails(db, where, 'user_register'),
  ]);
  return {
    totalLogins: logins.events,
    totalRegistrations: registrations.events,
    uniqueLoginUsers: logins.users,
    uniqueRegistrationUsers: registrations.users,
    period: days,
    loginUserDetails,
    registrationUserDetails,
  };
}

/** The newest searches, submissions, registrations and views, for the dashboard. */
export async function findRecentActivities(
  db: Db,
  types: readonly ActivityType[],
  limit: number,
): Promise<AdminActivity[]> {
  return withUsers(db, await findLatestActivities(db, types, limit));
}

export const ACTIVITY_CSV_COLUMNS = [
  'Date (UTC)',
  'Activity',
  'Traveller',
  'Traveller phone',
  'User id',
  'Anonymous id',
  'Device',
  'Browser',
  'OS',
  'From',
  'To',
  'Min price (INR)',
  'Max price (INR)',
  'Travellers',
  'Processing time (ms)',
  'Form',
  'Name given',
  'Phone given',
  'Email given',
  'Submitted from',
  'Itinerary',
  'View duration (s)',
  'Page',
  'Page title',
  'Error',
] as const;

const field = (part: Record<string, unknown> | undefined, key: string): unknown =>
  part?.[key] ?? null;

function csvValues(activity: AdminActivity): unknown[] {
  const search = activity.searchData;
  const range = isRecord(search?.priceRange) ? search.priceRange : undefined;
  const form = activity.formData;
  const itinerary = activity.itineraryData;
  const page = activity.pageData;
  return [
    activity.timestamp,
    activity.activityType,
    activity.userInfo?.name,
    activity.userInfo?.phone,
    activity.userId,
    activity.anonymousId,
    activity.deviceInfo.deviceType,
    activity.deviceInfo.browser,
    activity.deviceInfo.os,
    field(search, 'from'),
    field(search, 'to'),
    field(range, 'min'),
    field(range, 'max'),
    field(search, 'travellers'),
    field(search, 'processingTime'),
    field(form, 'formType'),
    field(form, 'name'),
    field(form, 'phone'),
    field(form, 'email'),
    field(form, 'submissionSource'),
    field(itinerary, 'itinerarySlug'),
    field(itinerary, 'viewDuration'),
    field(page, 'path'),
    field(page, 'pageTitle'),
    field(activity.errorData, 'message'),
  ];
}

/** Rows read per query while exporting: memory stays flat whatever the table holds. */
export const EXPORT_BATCH_ROWS = 1000;

/**
 * The filtered events as CSV, newest first, written a batch at a time: a BOM and the header,
 * then one line per event, every cell formula-safe.
 */
export async function* activityCsv(
  db: Db,
  filter: ActivityFilter,
  now: Date,
): AsyncGenerator<string> {
  const where = activityWhere(filter, now);
  yield CSV_BOM + csvLine(ACTIVITY_CSV_COLUMNS);
  let afterId: string | undefined;
  for (;;) {
    const rows = await findActivitiesAfter(db, where, afterId, EXPORT_BATCH_ROWS);
    if (rows.length === 0) return;
    const activities = await withUsers(db, rows);
    yield activities.map((activity) => csvLine(csvValues(activity))).join('');
    if (rows.length < EXPORT_BATCH_ROWS) return;
    afterId = rows[rows.length - 1]!.id;
  }
}
