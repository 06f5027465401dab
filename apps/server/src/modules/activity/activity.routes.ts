import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRACK_MAX_BODY_BYTES } from '@trip/shared/activity/constants';
import {
  activityFilterSchema,
  activityListQuerySchema,
  activityListResponseSchema,
  activityStatsSchema,
  loginStatsQuerySchema,
  loginStatsResponseSchema,
  trackBatchSchema,
  trackResponseSchema,
} from '@trip/shared/activity/schemas';
import { errorEnvelopeSchema } from '@trip/shared/errors/envelope';
import { todayInIndia } from '@trip/shared/itineraries/trip-dates';
import {
  activityCsv,
  findActivityFeed,
  findActivityStats,
  findLoginStats,
} from './activity-report.service';
import { isActivityTrackingOn, recordBrowserEvents } from './activity.service';

/** Batches per address per minute: a busy page sends one every few seconds at most. */
export const TRACK_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** Exports per admin address per minute: each one walks the whole filtered table. */
export const EXPORT_RATE_LIMIT = { max: 6, timeWindow: '1 minute' };

const adminRefusals = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/track',
    {
      bodyLimit: TRACK_MAX_BODY_BYTES,
      config: { access: 'public', rateLimit: TRACK_RATE_LIMIT },
      schema: {
        tags: ['activity'],
        summary:
          'Record a batch of visitor events (searches, views, shares, form submissions); with tracking switched off nothing is stored and `tracking` is false',
        body: trackBatchSchema,
        response: { 202: trackResponseSchema },
      },
    },
    async (request, reply) => {
      const db = app.database.db;
      if (!(await isActivityTrackingOn(db))) {
        return reply.status(202).send({ accepted: 0, tracking: false });
      }
      const accepted = await recordBrowserEvents(db, request.body.events, {
        userId: request.user?.id,
        anonymousId: request.body.anonymousId,
        userAgent: request.headers['user-agent'],
        at: app.now(),
      });
      return reply.status(202).send({ accepted, tracking: true });
    },
  );

  app.get(
    '/api/analytics/admin/dashboard',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['activity'],
        summary: "The Activity Tracker's six stat cards over a range of days (7 unless asked)",
        querystring: activityFilterSchema.pick({ range: true, device: true }),
        response: { 200: activityStatsSchema, 400: errorEnvelopeSchema, ...adminRefusals },
      },
    },
    async (request) => findActivityStats(app.database.db, request.query, app.now()),
  );

  app.get(
    '/api/analytics/admin/activities',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['activity'],
        summary: 'Visitor activity, newest first, 20 a page, filtered by type, range and device',
        querystring: activityListQuerySchema,
        response: { 200: activityListResponseSchema, 400: errorEnvelopeSchema, ...adminRefusals },
      },
    },
    async (request) => findActivityFeed(app.database.db, request.query, app.now()),
  );

  app.get(
    '/api/analytics/admin/login-stats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['activity'],
        summary: 'Logins and registrations over 1, 7, 30 or 90 days, with the latest travellers',
        querystring: loginStatsQuerySchema,
        response: { 200: loginStatsResponseSchema, 400: errorEnvelopeSchema, ...adminRefusals },
      },
    },
    async (request) => findLoginStats(app.database.db, request.query.days, app.now()),
  );

  app.get(
    '/api/analytics/admin/export',
    {
      config: { access: 'admin', rateLimit: EXPORT_RATE_LIMIT },
      schema: {
        tags: ['activity'],
        summary:
          'The filtered activity as a CSV file (UTF-8 with BOM, formula-safe cells), streamed',
        querystring: activityFilterSchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('activity-data-{YYYY-MM-DD}.csv'),
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          ...adminRefusals,
        },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const filename = `activity-data-${todayInIndia(now)}.csv`;
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          // Fastify pipes a stream without serialising it; the schema documents the text.
          .send(
            Readable.from(activityCsv(app.database.db, request.query, now)) as unknown as string,
          )
      );
    },
  );
};
