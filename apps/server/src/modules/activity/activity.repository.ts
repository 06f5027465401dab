import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ActivityType, DeviceType } from '@trip/shared/activity/constants';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { activityHourly, activityVisitors } from '../../db/schema/activity-rollups';

export type NewActivityRow = typeof activities.$inferInsert;
export type ActivityRow = typeof activities.$inferSelect;

const HOUR_MS = 3_600_000;

/** The start of the UTC hour a moment falls in. */
export function hourOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}

/** The events' counts per hour, type and device, to add to the hourly rollup. */
function hourlyCounts(rows: readonly NewActivityRow[], at: Date) {
  const counts = new Map<string, typeof activityHourly.$inferInsert>();
  for (const row of rows) {
    const hour = hourOf(row.createdAt ?? at);
    const key = `${hour.toISOString()}|${row.activityType}|${row.deviceType}`;
    const entry = counts.get(key);
    if (entry) entry.events += 1;
    else {
      counts.set(key, {
        hour,
        activityType: row.activityType,
        deviceType: row.deviceType,
        events: 1,
      });
    }
  }
  return [...counts.values()];
}

/** Each visitor's latest moment per device among the events. */
function visitorsSeen(rows: readonly NewActivityRow[], at: Date) {
  const seen = new Map<string, typeof activityVisitors.$inferInsert>();
  for (const row of rows) {
    const visitor = row.userId ?? row.anonymousId;
    if (!visitor) continue;
    const lastSeen = row.createdAt ?? at;
    const key = `${visitor}|${row.deviceType}`;
    const entry = seen.get(key);
    if (!entry || entry.lastSeen < lastSeen) {
      seen.set(key, {
        visitor,
        deviceType: row.deviceType,
        identified: Boolean(row.userId),
        lastSeen,
      });
    }
  }
  return [...seen.values()];
}

/** Stores events and, in the same transaction, adds them to the hourly and visitor rollups. */
export async function insertActivities(db: Db, rows: NewActivityRow[]): Promise<void> {
  if (rows.length === 0) return;
  const at = new Date();
  const stamped = rows.map((row) => ({ ...row, createdAt: row.createdAt ?? at }));
  await db.transaction(async (tx) => {
    await tx.insert(activities).values(stamped);
    await tx
      .insert(activityHourly)
      .values(hourlyCounts(stamped, at))
      .onConflictDoUpdate({
        target: [activityHourly.hour, activityHourly.activityType, activityHourly.deviceType],
        set: { events: sql`${activityHourly.events} + excluded.events` },
      });
    const visitors = visitorsSeen(stamped, at);
    if (visitors.length > 0) {
      await tx
        .insert(activityVisitors)
        .values(visitors)
        .onConflictDoUpdate({
          target: [activityVisitors.visitor, activityVisitors.deviceType],
          set: {
            lastSeen: sql`greatest(${activityVisitors.lastSeen}, excluded.last_seen)`,
            identified: sql`excluded.identified`,
          },
        });
    }
  });
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

export type ActivityKindCounts = {
  searches: number;
  submissions: number;
  views: number;
  itineraryViews: number;
  registrations: number;
};

const kindCounts = {
  searches: int(sql`count(*) filter (where ${ofType('search')})`),
  submissions: int(sql`count(*) filter (where ${ofType('form_submission')})`),
  views: int(sql`count(*) filter (where ${ofType('page_view')} or ${ofType('itinerary_view')})`),
  itineraryViews: int(sql`count(*) filter (where ${ofType('itinerary_view')})`),
  registrations: int(sql`count(*) filter (where ${ofType('user_register')})`),
};

/** Counts by kind over a window (the dashboard's week-on-week figures). */
export async function countActivitiesByKind(
  db: Db,
  filter: ActivityWhere,
): Promise<ActivityKindCounts> {
  const [row] = await db.select(kindCounts).from(activities).where(whereOf(filter));
  return row!;
}

/**
 * Counts by kind over a window that ends now: whole hours from the hourly rollup, and the
 * part of an hour at the window's start from the events themselves, so the figure is exact.
 */
export async function countRecentActivitiesByKind(
  db: Db,
  filter: Omit<ActivityWhere, 'until' | 'type'>,
): Promise<ActivityKindCounts> {
  const firstWholeHour = new Date(Math.ceil(filter.since.getTime() / HOUR_MS) * HOUR_MS);
  const events = sql`${activityHourly.events}`;
  const ofHourlyType = (type: ActivityType) => sql`${activityHourly.activityType} = ${type}`;
  const sumOf = (condition: SQL) =>
    int(sql`coalesce(sum(${events}) filter (where ${condition}), 0)`);
  const [[hourly], [edge]] = await Promise.all([
    db
      .select({
        searches: sumOf(ofHourlyType('search')),
        submissions: sumOf(ofHourlyType('form_submission')),
        views: sumOf(sql`${ofHourlyType('page_view')} or ${ofHourlyType('itinerary_view')}`),
        itineraryViews: sumOf(ofHourlyType('itinerary_view')),
        registrations: sumOf(ofHourlyType('user_register')),
      })
      .from(activityHourly)
      .where(
        and(
          gte(activityHourly.hour, firstWholeHour),
          filter.device ? eq(activityHourly.deviceType, filter.device) : undefined,
        ),
      ),
    db
      .select(kindCounts)
      .from(activities)
      .where(whereOf({ ...filter, until: firstWholeHour })),
  ]);
  const sum = (key: keyof ActivityKindCounts) => (hourly?.[key] ?? 0) + (edge?.[key] ?? 0);
  return {
    searches: sum('searches'),
    submissions: sum('submissions'),
    views: sum('views'),
    itineraryViews: sum('itineraryViews'),
    registrations: sum('registrations'),
  };
}

/**
 * Distinct visitors seen since a time (windows end now): signed-in travellers by id and
 * anonymous browsers by their id. Across devices a visitor counts once.
 */
export async function countVisitorsSince(
  db: Db,
  filter: Omit<ActivityWhere, 'until' | 'type'>,
): Promise<{ identifiedUsers: number; anonymousVisitors: number }> {
  const where = and(
    gte(activityVisitors.lastSeen, filter.since),
    filter.device ? eq(activityVisitors.deviceType, filter.device) : undefined,
  );
  const [row] = await db
    .select({
      identifiedUsers: int(
        sql`count(distinct ${activityVisitors.visitor}) filter (where ${activityVisitors.identified})`,
      ),
      anonymousVisitors: int(
        sql`count(distinct ${activityVisitors.visitor}) filter (where not ${activityVisitors.identified})`,
      ),
    })
    .from(activityVisitors)
    .where(where);
  return row ?? { identifiedUsers: 0, anonymousVisitors: 0 };
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
