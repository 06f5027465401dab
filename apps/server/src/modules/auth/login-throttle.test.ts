import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyLoginAttemptsMessage } from '@trip/shared/auth/constants';
import { loginThrottles } from '../../db/schema/login-throttles';
import { createTestApp, type TestContext } from '../../test/app';
import {
  createAdmin,
  createTestClock,
  createUser,
  TEST_PASSWORD,
  uniquePhone,
} from '../../test/roles';
import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE, lockDurationMs } from './login-throttle';
import { REGISTER_RATE_LIMIT } from './auth.routes';

const MINUTE = 60_000;
const WRONG = 'Definitely-Not-It-1';

describe('lock durations', () => {
  it('starts after the allowed failures, doubles, and stops at 15 minutes', () => {
    const minutes = [4, 5, 6, 7, 8, 9, 10, 30].map(
      (failures) => lockDurationMs(ACCOUNT_THROTTLE, failures) / MINUTE,
    );
    expect(minutes).toEqual([0, 1, 2, 4, 8, 15, 15, 15]);
    expect(lockDurationMs(ADDRESS_THROTTLE, 19)).toBe(0);
    expect(lockDurationMs(ADDRESS_THROTTLE, 20)).toBe(MINUTE);
  });

  it('words the wait in whole minutes', () => {
    expect(tooManyLoginAttemptsMessage(60)).toBe(
      'Too many failed login attempts. Please try again in 1 minute.',
    );
    expect(tooManyLoginAttemptsMessage(61)).toBe(
      'Too many failed login attempts. Please try again in 2 minutes.',
    );
  });
});

describe('brute-force protection on sign-in', () => {
  const clock = createTestClock();
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => {
    await ctx.close();
  });

  let n = 0;
  const freshAddress = () => `10.3.0.${++n}`;
  const userLogin = (phone: string, password: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { phone, password },
      remoteAddress,
    });

  it('locks an account after 5 failures, answers 429 with Retry-After, and lets the owner in after the wait', async () => {
    const { phone } = await createUser(ctx);
    const address = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await userLogin(phone, WRONG, address)).statusCode).toBe(401);
    }
    // Locked: even the right password waits, from any address.
    const locked = await userLogin(phone, TEST_PASSWORD, freshAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(locked.json()).toEqual({
      code: 'RATE_LIMITED',
      error: tooManyLoginAttemptsMessage(60),
    });

    // Attempts during the lock neither count nor extend it.
    clock.advance(30_000);
    const during = await userLogin(phone, WRONG, address);
    expect(during.statusCode).toBe(429);
    expect(during.headers['retry-after']).toBe('30');

    clock.advance(30_000);
    expect((await userLogin(phone, TEST_PASSWORD, address)).statusCode).toBe(200);

    // The owner's success reset the account: 4 more failures do not lock it.
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await userLogin(phone, WRONG, freshAddress())).statusCode).toBe(401);
    }
    expect((await userLogin(phone, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('doubles the lock with each further failure, up to 15 minutes', async () => {
    const { phone } = await createUser(ctx);
    const waits: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) await userLogin(phone, WRONG, freshAddress());
    for (let round = 0; round < 6; round++) {
      const refused = await userLogin(phone, WRONG, freshAddress());
      expect(refused.statusCode).toBe(429);
      const wait = refused.headers['retry-after'] as string;
      waits.push(wait);
      clock.advance(Number(wait) * 1000);
      expect((await userLogin(phone, WRONG, freshAddress())).statusCode).toBe(401);
    }
    expect(waits).toEqual(['60', '120', '240', '480', '900', '900']);

    // A quiet spell after the last lock forgets the failures; the owner gets straight in.
    clock.advance(30 * MINUTE);
    expect((await userLogin(phone, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('forgets old failures after 15 quiet minutes', async () => {
    const { phone } = await createUser(ctx);
    for (let attempt = 1; attempt <= 4; attempt++) await userLogin(phone, WRONG, freshAddress());
    clock.advance(16 * MINUTE);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await userLogin(phone, WRONG, freshAddress())).statusCode).toBe(401);
    }
    expect((await userLogin(phone, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('counts unknown phones too, so guessing which numbers exist gains nothing', async () => {
    const phone = uniquePhone();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await userLogin(phone, WRONG, freshAddress())).statusCode).toBe(401);
    }
    expect((await userLogin(phone, WRONG, freshAddress())).statusCode).toBe(429);
  });

  it('locks an address after 20 failures across accounts, without locking other addresses', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await userLogin(uniquePhone(), WRONG, address)).statusCode).toBe(401);
    }
    const { phone } = await createUser(ctx);
    const refused = await userLogin(phone, TEST_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect((await userLogin(phone, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await userLogin(phone, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('keeps no phone number in the counters', async () => {
    const { phone } = await createUser(ctx);
    await userLogin(phone, WRONG, freshAddress());
    const rows = await ctx.database.db.select().from(loginThrottles);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(phone);
    expect(JSON.stringify(rows)).not.toContain('10.3.0.');
  });

  it('locks admin accounts the same way', async () => {
    const { email } = await createAdmin(ctx);
    const adminLogin = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email, password },
        remoteAddress: freshAddress(),
      });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await adminLogin(WRONG)).statusCode).toBe(401);
    }
    const locked = await adminLogin(TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    clock.advance(MINUTE);
    expect((await adminLogin(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('shares the counters between instances through the database', async () => {
    const other = await createTestApp(
      { JWT_SECRET: ctx.env.JWT_SECRET! },
      { database: ctx.database, now: clock.now },
    );
    try {
      const { phone } = await createUser(ctx);
      for (let attempt = 1; attempt <= 5; attempt++) await userLogin(phone, WRONG, freshAddress());
      const elsewhere = await other.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { phone, password: TEST_PASSWORD },
        remoteAddress: freshAddress(),
      });
      expect(elsewhere.statusCode).toBe(429);
    } finally {
      await other.app.close();
    }
  });

  it('falls back to the database when Redis does not answer', async () => {
    const deadRedis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    deadRedis.on('error', () => {});
    const other = await createTestApp(
      { JWT_SECRET: ctx.env.JWT_SECRET! },
      { database: ctx.database, now: clock.now, redis: deadRedis },
    );
    try {
      const { phone } = await createUser(ctx);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await other.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { phone, password: WRONG },
          remoteAddress: freshAddress(),
        });
        expect(response.statusCode).toBe(401);
      }
      // The failures landed in the database, so the database-only instance sees the lock.
      expect((await userLogin(phone, TEST_PASSWORD, freshAddress())).statusCode).toBe(429);
    } finally {
      await other.app.close();
      deadRedis.disconnect();
    }
  });
});

describe('request rate limits on the sign-in routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 429 with Retry-After once an address registers too often', async () => {
    const register = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {},
        remoteAddress: '10.4.0.1',
      });
    for (let attempt = 1; attempt <= REGISTER_RATE_LIMIT.max; attempt++) {
      expect((await register()).statusCode).toBe(400);
    }
    const limited = await register();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
