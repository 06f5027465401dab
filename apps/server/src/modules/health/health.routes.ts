import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, testResponseSchema } from '@trip/shared/health/schemas';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping(2000);
      const redis = app.redis
        ? app.redis.status === 'ready'
          ? ('up' as const)
          : ('degraded' as const)
        : undefined;
      const body = {
        status: up && redis !== 'degraded' ? ('ok' as const) : ('degraded' as const),
        db: { status: up ? ('up' as const) : ('down' as const), driver: app.database.driver },
        ai: app.aiStatus(),
        ...(redis ? { redis } : {}),
        version: app.appVersion,
        uptime: Math.round(process.uptime()),
      };
      if (!up) reply.header('Retry-After', '5');
      return reply.status(up ? 200 : 503).send(body);
    },
  );

  app.get(
    '/api/test',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'A trivial answer, for connection checks',
        response: { 200: testResponseSchema },
      },
    },
    async () => ({ message: 'API is working', time: new Date().toISOString() }),
  );
};
