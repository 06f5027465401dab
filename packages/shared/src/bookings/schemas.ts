import { z } from 'zod';
import { cleanText } from '../common/text';
import { EMAIL_MAX_LENGTH } from '../auth/constants';
import { phoneSchema } from '../common/phone';
import { addDays, dayNumber, todayInIndia } from '../itineraries/trip-dates';
import {
  BOOKING_DEFAULT_PAGE_SIZE,
  BOOKING_ITEM_TYPES,
  BOOKING_MAX_TRAVELERS,
  BOOKING_MIN_TRAVELERS,
  BOOKING_PAGE_SIZES,
  BOOKING_SORT_FIELDS,
  BOOKING_STATUSES,
  CONTACT_METHODS,
  CONTACT_NOTES_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  PREFERRED_DATE_MAX_DAYS_AHEAD,
  SPECIAL_REQUESTS_MAX_LENGTH,
  STATUS_NOTE_MAX_LENGTH,
  bookingMessages,
} from './constants';

const travelersSchema = z
  .union([z.number(), z.string()], { error: bookingMessages.travelersRequired })
  .transform((value) => (typeof value === 'string' ? Number(value.trim() || Number.NaN) : value))
  .pipe(
    z
      .number({ error: bookingMessages.travelersRange })
      .int(bookingMessages.travelersRange)
      .min(BOOKING_MIN_TRAVELERS, bookingMessages.travelersRange)
      .max(BOOKING_MAX_TRAVELERS, bookingMessages.travelersRange),
  );

const optionalEmail = z
  .string({ error: bookingMessages.emailInvalid })
  .nullish()
  .transform((value) => value?.trim().toLowerCase() || undefined)
  .pipe(
    z
      .email(bookingMessages.emailInvalid)
      .max(EMAIL_MAX_LENGTH, bookingMessages.emailInvalid)
      .optional(),
  );

/**
 * The booking dialog's fields and what the server takes. `today` gives India's calendar date
 * (YYYY-MM-DD): the browser passes its clock, the server its own (tests move it).
 * packageTitle and packagePrice may be sent but are never trusted: the server reads both from
 * the package or itinerary it holds.
 */
export function createBookingRequestSchema(today: () => string = () => todayInIndia()) {
  return z
    .object({
      itemType: z
        .enum(BOOKING_ITEM_TYPES, { error: bookingMessages.itemTypeInvalid })
        .default('package'),
      packageId: z
        .string()
        .trim()
        .max(100)
        .nullish()
        .transform((value) => value || undefined),
      packageSlug: z
        .string()
        .trim()
        .max(300)
        .nullish()
        .transform((value) => value || undefined),
      packageTitle: z.unknown().optional(),
      packagePrice: z.unknown().optional(),
      fullName: z
        .string({ error: bookingMessages.fullNameRequired })
        .trim()
        .min(1, bookingMessages.fullNameRequired)
        .max(FULL_NAME_MAX_LENGTH, bookingMessages.fullNameTooLong),
      phone: phoneSchema,
      email: optionalEmail,
      travelers: travelersSchema,
      preferredDate: z
        .string({ error: bookingMessages.preferredDateRequired })
        .trim()
        .min(1, bookingMessages.preferredDateRequired)
        .refine((value) => dayNumber(value) !== undefined, bookingMessages.preferredDateInvalid)
        .superRefine((value, context) => {
          if (dayNumber(value) === undefined) return;
          const now = today();
          if (value < now) {
            context.addIssue({ code: 'custom', message: bookingMessages.preferredDateInPast });
          } else if (value > addDays(now, PREFERRED_DATE_MAX_DAYS_AHEAD)) {
            context.addIssue({ code: 'custom', message: bookingMessages.preferredDateTooFar });
          }
        }),
      specialRequests: z
        .string({ error: bookingMessages.specialRequestsTooLong })
        .nullish()
        .transform((value) => value?.trim() ?? '')
        .pipe(z.string().max(SPECIAL_REQUESTS_MAX_LENGTH, bookingMessages.specialRequestsTooLong)),
    })
    .refine((request) => Boolean(request.packageId || request.packageSlug), {
      error: bookingMessages.itemRequired,
      path: ['packageId'],
    })
    .transform(({ packageTitle: _title, packagePrice: _price, ...request }) => request);
}
export type BookingRequestInput = z.input<ReturnType<typeof createBookingRequestSchema>>;
export type BookingRequest = z.output<ReturnType<typeof createBookingRequestSchema>>;

export const bookingCreatedResponseSchema = z.object({
  booking: z.object({ _id: z.string(), status: z.enum(BOOKING_STATUSES) }),
  message: z.string(),
});
export type BookingCreatedResponse = z.output<typeof bookingCreatedResponseSchema>;

// The booking as the back office sees it

const actorSchema = z.object({ _id: z.string(), name: z.string() }).nullable();

export const contactAttemptSchema = z.object({
  method: z.enum(CONTACT_METHODS),
  successful: z.boolean(),
  notes: z.string(),
  date: z.string(),
  by: actorSchema,
});
export type ContactAttempt = z.output<typeof contactAttemptSchema>;

export const statusChangeSchema = z.object({
  /** null for the booking's first status, set when the request came in. */
  from: z.enum(BOOKING_STATUSES).nullable(),
  to: z.enum(BOOKING_STATUSES),
  note: z.string(),
  /** The admin who made the change; null when the system did (the request itself). */
  by: actorSchema,
  at: z.string(),
});
export type StatusChange = z.output<typeof statusChangeSchema>;

export const bookingSchema = z.object({
  _id: z.string(),
  customerInfo: z.object({
    fullName: z.string(),
    phone: z.string(),
    email: z.string(),
    travelers: z.number().int(),
    preferredDate: z.string(),
    specialRequests: z.string(),
  }),
  packageId: z.string().nullable(),
  packageSlug: z.string(),
  packageTitle: z.string(),
  /** Per person, in whole rupees, as the package or itinerary priced it when the request came in. */
  packagePrice: z.number().int(),
  itemType: z.enum(BOOKING_ITEM_TYPES),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  contactAttempts: z.array(contactAttemptSchema),
  statusHistory: z.array(statusChangeSchema),
});
export type Booking = z.output<typeof bookingSchema>;

export const bookingResponseSchema = z.object({ booking: bookingSchema });
export type BookingResponse = z.output<typeof bookingResponseSchema>;

export const bookingListResponseSchema = z.object({
  bookings: z.array(bookingSchema),
  total: z.number().int(),
});
export type BookingListResponse = z.output<typeof bookingListResponseSchema>;

export const bookingStatsResponseSchema = z.object({
  totalBookings: z.number().int(),
  pendingBookings: z.number().int(),
  contactedBookings: z.number().int(),
  confirmedBookings: z.number().int(),
  cancelledBookings: z.number().int(),
  completedBookings: z.number().int(),
});
export type BookingStats = z.output<typeof bookingStatsResponseSchema>;

export const bookingListQuerySchema = z.object({
  page: z.coerce
    .number({ error: bookingMessages.pageInvalid })
    .int(bookingMessages.pageInvalid)
    .min(1, bookingMessages.pageInvalid)
    .max(100_000, bookingMessages.pageInvalid)
    .default(1),
  limit: z.coerce
    .number({ error: bookingMessages.pageSizeInvalid })
    .refine(
      (value) => (BOOKING_PAGE_SIZES as readonly number[]).includes(value),
      bookingMessages.pageSizeInvalid,
    )
    .default(BOOKING_DEFAULT_PAGE_SIZE),
  sortBy: z
    .enum(BOOKING_SORT_FIELDS, { error: bookingMessages.sortByInvalid })
    .default('createdAt'),
  sortOrder: z.enum(['asc', 'desc'], { error: bookingMessages.sortOrderInvalid }).default('desc'),
  /** Plain text matched as typed against name, phone, e-mail and title. */
  search: z
    .string()
    .optional()
    .transform((value) => value?.trim().slice(0, 100) || undefined),
  status: z
    .union([z.enum(BOOKING_STATUSES), z.literal('all'), z.literal('')], {
      error: bookingMessages.statusInvalid,
    })
    .optional()
    .transform((value) => (value === 'all' || value === '' ? undefined : value)),
});
export type BookingListQueryInput = z.input<typeof bookingListQuerySchema>;
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

export const bookingIdParamsSchema = z.object({ id: cleanText().min(1).max(100) });

const yesNo = z
  .union([z.boolean(), z.enum(['yes', 'no', 'true', 'false'])], {
    error: bookingMessages.successfulInvalid,
  })
  .default(false)
  .transform((value) => value === true || value === 'yes' || value === 'true');

/** The record-contact dialog: method (default phone), whether it worked (default no), notes. */
export const contactAttemptBodySchema = z.object({
  method: z.enum(CONTACT_METHODS, { error: bookingMessages.contactMethodInvalid }).default('phone'),
  notes: z
    .string({ error: bookingMessages.contactNotesTooLong })
    .nullish()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().max(CONTACT_NOTES_MAX_LENGTH, bookingMessages.contactNotesTooLong)),
  successful: yesNo,
});
export type ContactAttemptBodyInput = z.input<typeof contactAttemptBodySchema>;
export type ContactAttemptBody = z.output<typeof contactAttemptBodySchema>;

export const bookingStatusBodySchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: bookingMessages.statusInvalid }),
  note: z
    .string({ error: bookingMessages.noteTooLong })
    .nullish()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().max(STATUS_NOTE_MAX_LENGTH, bookingMessages.noteTooLong)),
});
export type BookingStatusBodyInput = z.input<typeof bookingStatusBodySchema>;
export type BookingStatusBody = z.output<typeof bookingStatusBodySchema>;
