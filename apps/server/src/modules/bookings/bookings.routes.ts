import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingCreatedResponseSchema,
  bookingIdParamsSchema,
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingResponseSchema,
  bookingStatsResponseSchema,
  bookingStatusBodySchema,
  contactAttemptBodySchema,
  createBookingRequestSchema,
} from '@trip/shared/bookings/schemas';
import { AppError } from '@trip/shared/errors/app-error';
import { errorEnvelopeSchema } from '@trip/shared/errors/envelope';
import { todayInIndia } from '@trip/shared/itineraries/trip-dates';
import {
  changeBookingStatus,
  createBookingRequest,
  findBookings,
  findBookingStats,
  getBooking,
  idempotencyKeyFrom,
  recordContactAttempt,
  type BookingDeps,
} from './bookings.service';

/** Per address: a family may book a few trips in a row, a script may not flood the agency. */
export const BOOKING_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

const adminRefusals = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

function adminId(admin: { id: string } | null): string {
  if (!admin) throw new AppError('UNAUTHORIZED');
  return admin.id;
}

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): BookingDeps => ({ db: app.database.db, now: app.now, log: app.log });

  app.post(
    '/api/packages/book',
    {
      config: { access: 'public', rateLimit: BOOKING_RATE_LIMIT },
      schema: {
        tags: ['bookings'],
        summary:
          'Request a booking for a package or an itinerary; title and price are taken from the server. Send an Idempotency-Key header to make retries safe.',
        headers: z.object({
          'idempotency-key': z
            .string()
            .optional()
            .describe('Any unique text per submission; a retry with the same key books once'),
        }),
        body: createBookingRequestSchema(() => todayInIndia(app.now())),
        response: {
          201: bookingCreatedResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyFrom(request.headers['idempotency-key']);
      const created = await createBookingRequest(deps(), request.body, {
        idempotencyKey,
        userId: request.user?.id,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/bookings/admin',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['bookings'],
        summary: 'Booking requests, a page at a time (10, 25 or 50), searched and filtered',
        querystring: bookingListQuerySchema,
        response: { 200: bookingListResponseSchema, 400: errorEnvelopeSchema, ...adminRefusals },
      },
    },
    async (request) => findBookings(app.database.db, request.query),
  );

  app.get(
    '/api/bookings/admin/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['bookings'],
        summary: 'How many bookings there are in each status',
        response: { 200: bookingStatsResponseSchema, ...adminRefusals },
      },
    },
    async () => findBookingStats(app.database.db),
  );

  app.get(
    '/api/bookings/admin/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['bookings'],
        summary: 'One booking request with its history (a notification opens it)',
        params: bookingIdParamsSchema,
        response: { 200: bookingResponseSchema, 404: errorEnvelopeSchema, ...adminRefusals },
      },
    },
    async (request) => ({ booking: await getBooking(app.database.db, request.params.id) }),
  );

  app.post(
    '/api/bookings/admin/:id/contact',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['bookings'],
        summary: 'Record a contact attempt; a successful one moves a pending booking to contacted',
        params: bookingIdParamsSchema,
        body: contactAttemptBodySchema,
        response: {
          200: bookingResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          ...adminRefusals,
        },
      },
    },
    async (request) => ({
      booking: await recordContactAttempt(
        deps(),
        request.params.id,
        request.body,
        adminId(request.admin),
      ),
    }),
  );

  app.patch(
    '/api/bookings/admin/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['bookings'],
        summary: "Move a booking to another status; the change is kept in the booking's history",
        params: bookingIdParamsSchema,
        body: bookingStatusBodySchema,
        response: {
          200: bookingResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...adminRefusals,
        },
      },
    },
    async (request) => ({
      booking: await changeBookingStatus(
        deps(),
        request.params.id,
        request.body,
        adminId(request.admin),
      ),
    }),
  );
};
