import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles } from '../../db/schema/login-throttles';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestClock, createUser, TEST_PASSWORD } from '../../test/roles';
import { createLoginThrottle, PAIR_THROTTLE } from './login-throttle';
import { createRedisThrottleStore } from './login-throttle.redis';

const url = process.env.TEST_REDIS_URL;
if (!url) {
  console.log(
    'SKIPPED Redis login-counter tests: TEST_REDIS_URL is not set (CI sets it when Redis answers on 127.0.0.1:6379).',
  );
}

describe.skipIf(!url)('login counters in Redis (TEST_REDIS_URL)', () => {
  const clock = createTestClock();
  let redis: Redis;
  let ctx: TestContext;
  let other: TestContext;

  beforeAll(async () => {
    redis = new Redis(url!, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
    ctx = await createTestApp({}, { now: clock.now, redis });
    // A second instance: same database, same secret, same Redis.
    other = await createTestApp(
      { JWT_SECRET: ctx.env.JWT_SECRET! },
      { database: ctx.database, now: clock.now, redis },
    );
  });
  afterAll(async () => {
    await other?.app.close();
    await ctx?.close();
    redis?.disconnect();
  });

  const address = `10.5.${process.pid % 250}.1`;
  const login = (app: TestContext, phone: string, password: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { phone, password },
      remoteAddress: address,
    });

  it('locks an account at an address on every instance after failures on one, and keeps nothing in the database', async () => {
    const { phone } = await createUser(ctx);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(ctx, phone, 'Wrong-Password-1')).statusCode).toBe(401);
    }
    const elsewhere = await login(other, phone, TEST_PASSWORD);
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.headers['retry-after']).toBe('60');
    expect(await ctx.database.db.select().from(loginThrottles)).toEqual([]);

    clock.advance(60_000);
    expect((await login(other, phone, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(ctx, phone, 'Wrong-Password-1')).statusCode).toBe(401);
  });

  it('counts, locks, grows and clears through the Redis store', async () => {
    const store = createRedisThrottleStore(redis);
    const throttle = createLoginThrottle(store, clock.now, `secret-${crypto.randomUUID()}`);
    const key = { key: throttle.key('user', '9000000001'), policy: PAIR_THROTTLE };
    for (let attempt = 1; attempt <= 5; attempt++) await throttle.recordFailure([key]);
    await expect(throttle.assertAllowed([key])).rejects.toMatchObject({ retryAfter: 60 });
    clock.advance(60_000);
    await throttle.assertAllowed([key]);
    await throttle.recordFailure([key]);
    await expect(throttle.assertAllowed([key])).rejects.toMatchObject({ retryAfter: 120 });
    await throttle.recordSuccess(key.key);
    await throttle.assertAllowed([key]);
    expect(await redis.exists(`trip-login:${key.key}`)).toBe(0);
  });
});
