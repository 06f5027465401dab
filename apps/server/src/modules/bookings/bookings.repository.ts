import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  BookingSortField,
  BookingStatus,
  ContactMethod,
} from '@trip/shared/bookings/constants';
import type { Db } from '../../db/client';
import { bookingEvents } from '../../db/schema/booking-events';
import { bookings } from '../../db/schema/bookings';
import { idempotencyKeys } from '../../db/schema/idempotency-keys';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = Omit<typeof bookings.$inferInsert, 'id' | 'status' | 'updatedAt'> & {
  createdAt: Date;
};
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type Actor = { id: string; name: string };

const BOOKING_SCOPE = 'booking';

export type InsertOutcome =
  | { kind: 'created'; id: string }
  | { kind: 'replayed'; bookingId: string | null; requestHash: string };

/**
 * Stores a booking request, its first history entry and its idempotency key in one statement
 * (so one transaction and one round trip, however many requests arrive at once). The key is
 * claimed with ON CONFLICT DO NOTHING: a concurrent request with the same key waits on the
 * primary key until this one commits, inserts nothing, and then reads the booking it made.
 */
export async function insertBooking(
  db: Db,
  values: NewBookingRow,
  idempotency: { key: string; requestHash: string } | undefined,
): Promise<InsertOutcome> {
  const id = randomUUID();
  const at = values.createdAt;
  const booking = sql`insert into ${bookings} (id, full_name, phone, email, travelers, preferred_date, special_requests, item_type, package_id, package_slug, package_title, package_price, status, created_at, updated_at)
    select ${id}::uuid, ${values.fullName}, ${values.phone}, ${values.email ?? ''}, ${values.travelers}, ${values.preferredDate}::date, ${values.specialRequests ?? ''}, ${values.itemType}, ${values.packageId ?? null}, ${values.packageSlug}, ${values.packageTitle}, ${values.packagePrice}, 'pending', ${at}, ${at}`;
  const firstEvent = sql`insert into ${bookingEvents} (booking_id, kind, to_status, created_at)
    select id, 'status', 'pending', created_at from booking`;
  const statement = idempotency
    ? sql`with claimed as (
        insert into ${idempotencyKeys} (scope, key, request_hash, booking_id, created_at)
        values (${BOOKING_SCOPE}, ${idempotency.key}, ${idempotency.requestHash}, ${id}::uuid, ${at})
        on conflict do nothing
        returning booking_id
      ), booking as (${booking} where exists (select 1 from claimed) returning id, created_at),
      event as (${firstEvent})
      select id from booking`
    : sql`with booking as (${booking} returning id, created_at), event as (${firstEvent})
      select id from booking`;
  const result = await db.execute(statement);
  const rows = (result as unknown as { rows: Array<{ id: string }> }).rows;
  if (rows.length > 0) return { kind: 'created', id: rows[0]!.id };
  if (!idempotency) throw new Error('the booking insert returned no row');
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, BOOKING_SCOPE), eq(idempotencyKeys.key, idempotency.key)))
    .limit(1);
  return {
    kind: 'replayed',
    bookingId: existing?.bookingId ?? null,
    requestHash: existing?.requestHash ?? '',
  };
}

export type BookingFilter = {
  status?: BookingStatus | undefined;
  search?: string | undefined;
};

/** Plain text found with strpos on bound parameters: nothing in it acts as a pattern. */
function listFilter(filter: BookingFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  if (filter.search) {
    const text = filter.search.toLowerCase();
    const matches: SQL[] = [
      sql`strpos(lower(${bookings.fullName}), ${text}) > 0`,
      sql`strpos(lower(${bookings.email}), ${text}) > 0`,
      sql`strpos(lower(${bookings.packageTitle}), ${text}) > 0`,
    ];
    const digits = filter.search.replace(/\D/g, '');
    if (digits) matches.push(sql`strpos(${bookings.phone}, ${digits}) > 0`);
    conditions.push(or(...matches)!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const sortColumns = {
  createdAt: bookings.createdAt,
  preferredDate: bookings.preferredDate,
  fullName: bookings.fullName,
  packageTitle: bookings.packageTitle,
  packagePrice: bookings.packagePrice,
  travelers: bookings.travelers,
  status: bookings.status,
} satisfies Record<BookingSortField, unknown>;

export async function findBookingRows(
  db: Db,
  filter: BookingFilter & {
    sortBy: BookingSortField;
    sortOrder: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
): Promise<{ rows: BookingRow[]; total: number }> {
  const where = listFilter(filter);
  const direction = filter.sortOrder === 'asc' ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(direction(sortColumns[filter.sortBy]), direction(bookings.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findBookingRowById(db: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

/** The history of each booking, oldest first. */
export async function findBookingEvents(
  db: Db,
  bookingIds: readonly string[],
): Promise<BookingEventRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(bookingEvents)
    .where(inArray(bookingEvents.bookingId, [...bookingIds]))
    .orderBy(asc(bookingEvents.id));
}

export async function countBookingsByStatus(
  db: Db,
): Promise<Array<{ status: BookingStatus; total: number }>> {
  return db
    .select({ status: bookings.status, total: count() })
    .from(bookings)
    .groupBy(bookings.status);
}

/** Requests made in a window, and how many of them are confirmed or completed now. */
export async function countBookingsMadeBetween(
  db: Db,
  since: Date,
  until: Date,
): Promise<{ requests: number; confirmed: number }> {
  const [row] = await db
    .select({
      requests: sql<number>`count(*)::int`.mapWith(Number),
      confirmed:
        sql<number>`(count(*) filter (where ${bookings.status} in ('confirmed', 'completed')))::int`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .where(and(gte(bookings.createdAt, since), lt(bookings.createdAt, until)));
  return row ?? { requests: 0, confirmed: 0 };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function lockBooking(tx: Tx, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update').limit(1);
  return row;
}

async function moveStatus(
  tx: Tx,
  row: BookingRow,
  change: { to: BookingStatus; note: string; actor: Actor; at: Date },
): Promise<BookingRow> {
  const [updated] = await tx
    .update(bookings)
    .set({ status: change.to, updatedAt: change.at })
    .where(eq(bookings.id, row.id))
    .returning();
  await tx.insert(bookingEvents).values({
    bookingId: row.id,
    kind: 'status',
    fromStatus: row.status,
    toStatus: change.to,
    notes: change.note,
    adminId: change.actor.id,
    adminName: change.actor.name,
    createdAt: change.at,
  });
  return updated!;
}

/**
 * Records a contact attempt; a successful one moves a pending booking to contacted, in the
 * same transaction, with its own history entry.
 */
export async function insertContactAttempt(
  db: Db,
  id: string,
  attempt: { method: ContactMethod; successful: boolean; notes: string; actor: Actor; at: Date },
): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    if (!row) return undefined;
    await tx.insert(bookingEvents).values({
      bookingId: id,
      kind: 'contact',
      method: attempt.method,
      successful: attempt.successful,
      notes: attempt.notes,
      adminId: attempt.actor.id,
      adminName: attempt.actor.name,
      createdAt: attempt.at,
    });
    if (attempt.successful && row.status === 'pending') {
      return moveStatus(tx, row, {
        to: 'contacted',
        note: '',
        actor: attempt.actor,
        at: attempt.at,
      });
    }
    const [touched] = await tx
      .update(bookings)
      .set({ updatedAt: attempt.at })
      .where(eq(bookings.id, id))
      .returning();
    return touched;
  });
}

export type StatusChangeOutcome =
  | { kind: 'changed'; row: BookingRow }
  | { kind: 'unchanged'; row: BookingRow }
  | { kind: 'missing' };

export async function updateBookingStatus(
  db: Db,
  id: string,
  change: { to: BookingStatus; note: string; actor: Actor; at: Date },
): Promise<StatusChangeOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    if (!row) return { kind: 'missing' } as const;
    if (row.status === change.to) return { kind: 'unchanged', row } as const;
    return { kind: 'changed', row: await moveStatus(tx, row, change) } as const;
  });
}
