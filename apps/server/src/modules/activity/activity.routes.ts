import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRACK_MAX_BODY_BYTES } from '@trip/shared/activity/constants';
import { trackBatchSchema, trackResponseSchema } from '@trip/shared/activity/schemas';
import { recordBrowserEvents } from './activity.service';

/** Batches per address per minute: a busy page sends one every few seconds at most. */
export const TRACK_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/track',
    {
      bodyLimit: TRACK_MAX_BODY_BYTES,
      config: { access: 'public', rateLimit: TRACK_RATE_LIMIT },
      schema: {
        tags: ['activity'],
        summary: 'Record a batch of visitor events (searches, views, shares, form submissions)',
        body: trackBatchSchema,
        response: { 202: trackResponseSchema },
      },
    },
    async (request, reply) => {
      const accepted = await recordBrowserEvents(app.database.db, request.body.events, {
        userId: request.user?.id,
        anonymousId: request.body.anonymousId,
        userAgent: request.headers['user-agent'],
        at: app.now(),
      });
      return reply.status(202).send({ accepted });
    },
  );
};
