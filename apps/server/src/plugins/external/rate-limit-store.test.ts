import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { REGISTER_RATE_LIMIT } from '../../modules/auth/auth.routes';

describe('rate limits when Redis does not answer', () => {
  let ctx: TestContext;
  let deadRedis: Redis;
  beforeAll(async () => {
    deadRedis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    deadRedis.on('error', () => {});
    ctx = await createTestApp({}, { redis: deadRedis });
  });
  afterAll(async () => {
    await ctx.close();
    deadRedis.disconnect();
  });

  it('still limit, counting in memory, and health says Redis is degraded', async () => {
    const register = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {},
        remoteAddress: '10.30.0.1',
      });
    for (let attempt = 1; attempt <= REGISTER_RATE_LIMIT.max; attempt++) {
      expect((await register()).statusCode).toBe(400);
    }
    expect((await register()).statusCode).toBe(429);

    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', redis: { status: 'degraded' } });
  });
});

const url = process.env.TEST_REDIS_URL;
describe.skipIf(!url)('rate limits with Redis (TEST_REDIS_URL)', () => {
  it('report Redis up while it answers', async () => {
    const redis = new Redis(url!, { maxRetriesPerRequest: 1 });
    const ctx = await createTestApp({}, { redis });
    try {
      await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: {} });
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok', redis: { status: 'up' } });
    } finally {
      await ctx.close();
      redis.disconnect();
    }
  });
});
