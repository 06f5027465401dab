import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  BOOKING_STATUSES,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  bookingMessages,
} from '@trip/shared/bookings/constants';
import type {
  Booking,
  BookingCreatedResponse,
  BookingListQuery,
  BookingListResponse,
  BookingRequest,
  BookingStats,
  BookingStatusBody,
  ContactAttemptBody,
} from '@trip/shared/bookings/schemas';
import { AppError } from '@trip/shared/errors/app-error';
import { tripLimitProblems, type TripLimits } from '@trip/shared/bookings/trip-limits';
import { todayInIndia } from '@trip/shared/itineraries/trip-dates';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity/activity.service';
import { getAdmin } from '../auth/auth.service';
import { findItineraryForBooking } from '../itineraries/itineraries.booking.service';
import { findPackageForBooking } from '../tour-packages/tour-packages.service';
import {
  countBookingsByStatus,
  countBookingsMadeBetween,
  findBookingEvents,
  findBookingRowById,
  findBookingRows,
  insertBooking,
  insertContactAttempt,
  updateBookingStatus,
  type Actor,
  type BookingEventRow,
  type BookingRow,
} from './bookings.repository';

export type BookingDeps = { db: Db; now(): Date; log?: FastifyBaseLogger };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Visible ASCII only, as the header is echoed nowhere and compared byte for byte. */
const IDEMPOTENCY_KEY = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

function notFound(): AppError {
  return new AppError('NOT_FOUND', { message: bookingMessages.notFound });
}

function toBooking(row: BookingRow, events: readonly BookingEventRow[]): Booking {
  const by = (event: BookingEventRow) =>
    event.adminId ? { _id: event.adminId, name: event.adminName ?? '' } : null;
  return {
    _id: row.id,
    customerInfo: {
      fullName: row.fullName,
      phone: row.phone,
      email: row.email,
      travelers: row.travelers,
      preferredDate: row.preferredDate,
      specialRequests: row.specialRequests,
    },
    packageId: row.packageId,
    packageSlug: row.packageSlug,
    packageTitle: row.packageTitle,
    packagePrice: row.packagePrice,
    itemType: row.itemType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    contactAttempts: events
      .filter((event) => event.kind === 'contact')
      .map((event) => ({
        method: event.method!,
        successful: event.successful ?? false,
        notes: event.notes,
        date: event.createdAt.toISOString(),
        by: by(event),
      })),
    statusHistory: events
      .filter((event) => event.kind === 'status')
      .map((event) => ({
        from: event.fromStatus,
        to: event.toStatus!,
        note: event.notes,
        by: by(event),
        at: event.createdAt.toISOString(),
      })),
  };
}

async function withHistory(db: Db, rows: BookingRow[]): Promise<Booking[]> {
  const events = await findBookingEvents(
    db,
    rows.map((row) => row.id),
  );
  const byBooking = new Map<string, BookingEventRow[]>();
  for (const event of events) {
    const list = byBooking.get(event.bookingId) ?? [];
    list.push(event);
    byBooking.set(event.bookingId, list);
  }
  return rows.map((row) => toBooking(row, byBooking.get(row.id) ?? []));
}

// Requests from the public pages

/** The Idempotency-Key header, checked; undefined when the caller sent none. */
export function idempotencyKeyFrom(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !IDEMPOTENCY_KEY.test(value)) {
    throw new AppError('BAD_REQUEST', { message: bookingMessages.idempotencyKeyInvalid });
  }
  return value;
}

/** The same request, however its JSON was ordered, hashes the same. */
function requestHash(request: BookingRequest): string {
  const canonical = Object.keys(request)
    .sort()
    .map((key) => [key, request[key as keyof BookingRequest] ?? null]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

type BookedItem = {
  id: string;
  slug: string;
  title: string;
  price: number;
  limits?: TripLimits;
};

async function findBookedItem(db: Db, request: BookingRequest): Promise<BookedItem> {
  if (request.itemType === 'itinerary') {
    const reference = request.packageId ?? request.packageSlug ?? '';
    const itinerary = await findItineraryForBooking(db, reference);
    if (!itinerary) {
      throw new AppError('NOT_FOUND', {
        message: bookingMessages.itineraryNotFound,
        fieldErrors: { packageId: bookingMessages.itineraryNotFound },
      });
    }
    return itinerary;
  }
  const found = await findPackageForBooking(db, {
    id: request.packageId,
    slug: request.packageSlug,
  });
  if (!found) {
    throw new AppError('NOT_FOUND', {
      message: bookingMessages.packageNotFound,
      fieldErrors: { packageId: bookingMessages.packageNotFound },
    });
  }
  return found;
}

export type RequestOrigin = {
  idempotencyKey: string | undefined;
  userId: string | undefined;
  userAgent: string | undefined;
};

/**
 * Stores a booking request with the title and price the server holds for the item. A retry with
 * the same Idempotency-Key and body gets the first answer again; the same key with another
 * body is refused.
 */
export async function createBookingRequest(
  deps: BookingDeps,
  request: BookingRequest,
  origin: RequestOrigin,
): Promise<BookingCreatedResponse> {
  const item = await findBookedItem(deps.db, request);
  const createdAt = deps.now();
  if (item.limits) {
    const problems = tripLimitProblems(item.limits, request, todayInIndia(createdAt));
    const first = Object.values(problems)[0];
    if (first) throw new AppError('VALIDATION_FAILED', { message: first, fieldErrors: problems });
  }
  const hash = requestHash(request);
  const outcome = await insertBooking(
    deps.db,
    {
      fullName: request.fullName,
      phone: request.phone,
      email: request.email ?? '',
      travelers: request.travelers,
      preferredDate: request.preferredDate,
      specialRequests: request.specialRequests,
      itemType: request.itemType,
      packageId: item.id,
      packageSlug: item.slug,
      packageTitle: item.title,
      packagePrice: item.price,
      createdAt,
    },
    origin.idempotencyKey ? { key: origin.idempotencyKey, requestHash: hash } : undefined,
  );
  if (outcome.kind === 'replayed') {
    if (outcome.requestHash !== hash || !outcome.bookingId) {
      throw new AppError('CONFLICT', { message: bookingMessages.idempotencyKeyReused });
    }
    return {
      booking: { _id: outcome.bookingId, status: 'pending' },
      message: bookingMessages.submitted,
    };
  }
  await recordActivity(
    deps.db,
    {
      activityType: 'form_submission',
      userId: origin.userId,
      userAgent: origin.userAgent,
      data: {
        formData: {
          formType: 'booking',
          name: request.fullName,
          phone: request.phone,
          ...(request.email ? { email: request.email } : {}),
          submissionSource: `${request.itemType}:${item.slug}`,
        },
      },
      at: createdAt,
    },
    deps.log,
  );
  return {
    booking: { _id: outcome.id, status: 'pending' },
    message: bookingMessages.submitted,
  };
}

// The back office

export async function findBookings(db: Db, query: BookingListQuery): Promise<BookingListResponse> {
  const { rows, total } = await findBookingRows(db, {
    status: query.status,
    search: query.search,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { bookings: await withHistory(db, rows), total };
}

/** One booking with its history (a notification opens it). */
export async function getBooking(db: Db, id: string): Promise<Booking> {
  if (!UUID.test(id)) throw notFound();
  const row = await findBookingRowById(db, id);
  if (!row) throw notFound();
  const [booking] = await withHistory(db, [row]);
  return booking!;
}

/** Booking requests made between two times, and how many of them ended confirmed. */
export async function countBookingsBetween(
  db: Db,
  since: Date,
  until: Date,
): Promise<{ requests: number; confirmed: number }> {
  return countBookingsMadeBetween(db, since, until);
}

export async function findBookingStats(db: Db): Promise<BookingStats> {
  const counts = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<
    (typeof BOOKING_STATUSES)[number],
    number
  >;
  for (const { status, total } of await countBookingsByStatus(db)) counts[status] = total;
  return {
    totalBookings: Object.values(counts).reduce((sum, value) => sum + value, 0),
    pendingBookings: counts.pending,
    contactedBookings: counts.contacted,
    confirmedBookings: counts.confirmed,
    cancelledBookings: counts.cancelled,
    completedBookings: counts.completed,
  };
}

async function actorFor(db: Db, adminId: string): Promise<Actor> {
  const admin = await getAdmin(db, adminId);
  return { id: admin._id, name: admin.username };
}

async function bookingById(db: Db, row: BookingRow): Promise<Booking> {
  const [booking] = await withHistory(db, [row]);
  return booking!;
}

export async function recordContactAttempt(
  deps: BookingDeps,
  id: string,
  attempt: ContactAttemptBody,
  adminId: string,
): Promise<Booking> {
  if (!UUID.test(id)) throw notFound();
  const actor = await actorFor(deps.db, adminId);
  const row = await insertContactAttempt(deps.db, id, { ...attempt, actor, at: deps.now() });
  if (!row) throw notFound();
  return bookingById(deps.db, row);
}

export async function changeBookingStatus(
  deps: BookingDeps,
  id: string,
  change: BookingStatusBody,
  adminId: string,
): Promise<Booking> {
  if (!UUID.test(id)) throw notFound();
  const actor = await actorFor(deps.db, adminId);
  const outcome = await updateBookingStatus(deps.db, id, {
    to: change.status,
    note: change.note,
    actor,
    at: deps.now(),
  });
  if (outcome.kind === 'missing') throw notFound();
  if (outcome.kind === 'unchanged') {
    throw new AppError('CONFLICT', {
      message: bookingMessages.statusUnchanged(change.status),
      fieldErrors: { status: bookingMessages.statusUnchanged(change.status) },
    });
  }
  return bookingById(deps.db, outcome.row);
}
