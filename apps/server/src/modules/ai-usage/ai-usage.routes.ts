import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aiUsageLogIdParamsSchema,
  aiUsageLogResponseSchema,
  aiUsageLogsQuerySchema,
  aiUsageLogsResponseSchema,
  aiUsageQuerySchema,
  aiUsageResponseSchema,
} from '@trip/shared/ai-usage/schemas';
import { errorEnvelopeSchema } from '@trip/shared/errors/envelope';
import { findEngineCallLogs, getAiUsageSummary, getEngineCallLog } from './ai-usage.service';

const adminRefusals = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

export const aiUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard/ai-usage',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ai-usage'],
        summary:
          'Itinerary-engine calls over 24h, 7d, 30d or 90d: totals, per endpoint, per engine and model, recent calls and a timeline',
        querystring: aiUsageQuerySchema,
        response: { 200: aiUsageResponseSchema, 400: errorEnvelopeSchema, ...adminRefusals },
      },
    },
    async (request) => getAiUsageSummary(app.database.db, request.query.period, app.now()),
  );

  app.get(
    '/api/admin/dashboard/ai-usage/logs',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ai-usage'],
        summary:
          'The latest engine calls (at most 100), with their scrubbed request and response data when includeData is true',
        querystring: aiUsageLogsQuerySchema,
        response: { 200: aiUsageLogsResponseSchema, 400: errorEnvelopeSchema, ...adminRefusals },
      },
    },
    async (request) => ({
      logs: await findEngineCallLogs(app.database.db, { ...request.query, now: app.now() }),
    }),
  );

  app.get(
    '/api/admin/dashboard/ai-usage/logs/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ai-usage'],
        summary: 'One engine call with its request and response data',
        params: aiUsageLogIdParamsSchema,
        response: {
          200: aiUsageLogResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          ...adminRefusals,
        },
      },
    },
    async (request) => ({ log: await getEngineCallLog(app.database.db, request.params.id) }),
  );
};
