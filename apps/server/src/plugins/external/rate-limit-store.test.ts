import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { LEAD_SUBMIT_RATE_LIMIT } from '../../modules/leads/leads.routes';

const submit = (
  ctx: Awaited<ReturnType<typeof createTestApp>>,
  n: number,
  remoteAddress = '10.68.0.1',
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/promotional-leads/submit',
    payload: { name: 'Asha Roy', phone: `98300${String(10000 + n)}` },
    remoteAddress,
  });

describe('rate limits when Redis is down', () => {
  const redis = new Redis('redis://127.0.0.1:1', {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 200,
    retryStrategy: () => 1000,
  });
  redis.on('error', () => {});
  afterAll(() => {
    redis.disconnect();
  });

  it('still hold, counted in memory, and the health check says Redis is degraded', async () => {
    const ctx = await createTestApp({}, { redis });
    try {
      const statuses: number[] = [];
      for (let n = 0; n <= LEAD_SUBMIT_RATE_LIMIT.max; n++)
        statuses.push((await submit(ctx, n)).statusCode);
      expect(statuses.slice(0, LEAD_SUBMIT_RATE_LIMIT.max).every((status) => status === 201)).toBe(
        true,
      );
      expect(statuses.at(-1)).toBe(429);
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'degraded', redis: 'degraded' });
    } finally {
      await ctx.close();
    }
  });
});

const url = process.env.TEST_REDIS_URL;

describe.skipIf(!url)('rate limits with Redis (TEST_REDIS_URL)', () => {
  it('count in Redis while it answers', async () => {
    const redis = new Redis(url!, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
    const ctx = await createTestApp({}, { redis });
    try {
      // An address no other test uses: Redis is shared with the rest of the suite.
      const address = `10.69.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      expect((await submit(ctx, 1, address)).statusCode).toBe(201);
      expect((await redis.keys(`trip-rl:*${address}`)).length).toBeGreaterThan(0);
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok', redis: 'up' });
    } finally {
      await ctx.close();
      redis.disconnect();
    }
  });
});
