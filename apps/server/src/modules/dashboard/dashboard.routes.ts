import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardOverviewSchema } from '@trip/shared/dashboard/schemas';
import { errorEnvelopeSchema } from '@trip/shared/errors/app-error';
import { getDashboardOverview } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async () =>
      getDashboardOverview({
        database: app.database,
        redis: app.redis,
        env: app.env,
        version: app.appVersion,
        engineStatus: () => app.aiStatus(),
        now: app.now(),
      }),
  );
};
