import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardOverviewSchema, systemStatusSchema } from '@trip/shared/dashboard/schemas';
import { errorEnvelopeSchema } from '@trip/shared/errors/envelope';
import { getDashboardOverview, getSystemStatus } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const statusDeps = () => ({
    database: app.database,
    redis: app.redis,
    env: app.env,
    version: app.appVersion,
    engineStatus: () => app.aiStatus(),
  });

  app.get(
    '/api/admin/system-status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dashboard'],
        summary:
          'Database, itinerary engine, photo search, Redis and storage: configured and answering or not (never a secret)',
        response: {
          200: systemStatusSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async () => getSystemStatus(statusDeps()),
  );

  app.get(
    '/api/admin/dashboard/overview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dashboard'],
        summary:
          '7-day totals with the change from the 7 days before, quick actions, system status, recent activity and the funnel',
        response: {
          200: dashboardOverviewSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async () => getDashboardOverview({ ...statusDeps(), now: app.now() }),
  );
};
