import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ActivityType, DeviceType } from '@trip/shared/activity/constants';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema/activities';

export type NewActivityRow = typeof activities.$inferInsert;
export type ActivityRow = typeof activities.$inferSelect;

export async function insertActivities(db: Db, rows: NewActivityRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(activities).values(rows);
}

/** Which events a screen reads: a time window, and optionally one type and one device. */
export type ActivityWhere = {
  since: Date;
  until?: Date | undefined;
  type?: ActivityType | undefined;
  device?: DeviceType | undefined;
};

function whereOf(filter: ActivityWhere): SQL | undefined {
  return and(
    gte(activities.createdAt, filter.since),
    filter.until ? lt(activities.createdAt, filter.until) : undefined,
    filter.type ? eq(activities.activityType, filter.type) : undefined,
    filter.device ? eq(activities.deviceType, filter.device) : undefined,
  );
}

const int = (fragment: SQL) => sql<number>`(${fragment})::int`.mapWith(Number);
const ofType = (type: ActivityType) => sql`${activities.activityType} = ${type}`;

export async function findActivitiesPage(
  db: Db,
  filter: ActivityWhere,
  page: { limit: number; offset: number },
): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(whereOf(filter))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countActivities(db: Db, filter: ActivityWhere): Promise<number> {
  const [row] = await db
    .select({ total: int(sql`count(*)`) })
    .from(activities)
    .where(whereOf(filter));
  return row?.total ?? 0;
}

/**
 * The next batch of a walk from newest to oldest, after the row `afterId` that ended the
 * previous batch (keyset paging: each batch costs the same however deep the walk is). The
 * row's own timestamp is read in SQL, whose microseconds a JavaScript date would lose.
 */
export async function findActivitiesAfter(
  db: Db,
  filter: ActivityWhere,
  afterId: string | undefined,
  limit: number,
): Promise<ActivityRow[]> {
  const beyond = afterId
    ? sql`(${activities.createdAt}, ${activities.id}) < (select a.created_at, a.id from ${activities} a where a.id = ${afterId})`
    : undefined;
  return db
    .select()
    .from(activities)
    .where(and(whereOf(filter), beyond))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
}

export type ActivityCounts = {
  searches: number;
  submissions: number;
  views: number;
  itineraryViews: number;
  shares: number;
  logins: number;
  registrations: number;
  uniqueVisitors: number;
  identifiedUsers: number;
  anonymousVisitors: number;
};

/** Counts by kind and distinct visitors over a window, in one pass. */
export async function countActivitiesByKind(
  db: Db,
  filter: ActivityWhere,
): Promise<ActivityCounts> {
  const visitor = sql`coalesce(${activities.userId}::text, 'a:' || ${activities.anonymousId})`;
  const [row] = await db
    .select({
      searches: int(sql`count(*) filter (where ${ofType('search')})`),
      submissions: int(sql`count(*) filter (where ${ofType('form_submission')})`),
      views: int(
        sql`count(*) filter (where ${ofType('page_view')} or ${ofType('itinerary_view')})`,
      ),
      itineraryViews: int(sql`count(*) filter (where ${ofType('itinerary_view')})`),
      shares: int(sql`count(*) filter (where ${ofType('itinerary_share')})`),
      logins: int(sql`count(*) filter (where ${ofType('user_login')})`),
      registrations: int(sql`count(*) filter (where ${ofType('user_register')})`),
      uniqueVisitors: int(sql`count(distinct ${visitor})`),
      identifiedUsers: int(sql`count(distinct ${activities.userId})`),
      anonymousVisitors: int(
        sql`count(distinct ${activities.anonymousId}) filter (where ${activities.userId} is null)`,
      ),
    })
    .from(activities)
    .where(whereOf(filter));
  return row!;
}

/** How many events of one type and how many distinct travellers made them. */
export async function countUserEvents(
  db: Db,
  filter: ActivityWhere & { type: ActivityType },
): Promise<{ events: number; users: number }> {
  const [row] = await db
    .select({
      events: int(sql`count(*)`),
      users: int(sql`count(distinct ${activities.userId})`),
    })
    .from(activities)
    .where(whereOf(filter));
  return row ?? { events: 0, users: 0 };
}

/** The travellers with the latest events of one type, newest first, one row each. */
export async function findLatestUserEvents(
  db: Db,
  filter: ActivityWhere & { type: ActivityType },
  limit: number,
): Promise<{ userId: string; lastActivity: Date }[]> {
  const lastActivity = sql<Date>`max(${activities.createdAt})`.mapWith(
    (value: string | Date) => new Date(value),
  );
  const rows = await db
    .select({ userId: activities.userId, lastActivity })
    .from(activities)
    .where(and(whereOf(filter), isNotNull(activities.userId)))
    .groupBy(activities.userId)
    .orderBy(desc(lastActivity))
    .limit(limit);
  return rows.flatMap((row) =>
    row.userId ? [{ userId: row.userId, lastActivity: row.lastActivity }] : [],
  );
}

/** The newest events of any of the given types (the dashboard's recent activity). */
export async function findLatestActivities(
  db: Db,
  types: readonly ActivityType[],
  limit: number,
): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(inArray(activities.activityType, [...types]))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
}
