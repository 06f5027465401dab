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
      const redisUp = !app.redis || (app.redis.status === 'ready' && app.rateLimitRedis.up);
      const body = {
        status: up && redisUp ? ('ok' as const) : ('degraded' as const),
        db: { status: up ? ('up' as const) : ('down' as const), driver: app.database.driver },
        ai: app.aiStatus(),
        ...(app.redis
          ? { redis: { status: redisUp ? ('up' as const) : ('degraded' as const) } }
          : {}),
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
