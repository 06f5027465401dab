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
import { activities } from '../../db/schema/activities';
import { ACCOUNT_CAP, ADDRESS_THROTTLE, PAIR_THROTTLE, lockDurationMs } from './login-throttle';
import { REGISTER_RATE_LIMIT } from './auth.routes';

const MINUTE = 60_000;
const WRONG = 'Definitely-Not-It-1';

describe('lock durations', () => {
  it('starts after the allowed failures, doubles, and stops at 15 minutes', () => {
    const minutes = [4, 5, 6, 7, 8, 9, 10, 30].map(
      (failures) => lockDurationMs(PAIR_THROTTLE, failures) / MINUTE,
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
  const freshAddress = () => {
    n++;
    return `10.3.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
  const userLogin = (phone: string, password: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { phone, password },
      remoteAddress,
    });

  it('locks an account at one address after 5 failures, never the owner elsewhere', async () => {
    const { phone } = await createUser(ctx);
    const address = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await userLogin(phone, WRONG, address)).statusCode).toBe(401);
    }
    // The guessing address waits, even with the right password.
    const locked = await userLogin(phone, TEST_PASSWORD, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(locked.json()).toEqual({
      code: 'RATE_LIMITED',
      error: tooManyLoginAttemptsMessage(60),
    });
    // The owner, from an address that has not been guessing, gets in.
    expect((await userLogin(phone, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);

    // Attempts during the lock neither count nor extend it.
    clock.advance(30_000);
    const during = await userLogin(phone, WRONG, address);
    expect(during.statusCode).toBe(429);
    expect(during.headers['retry-after']).toBe('30');

    clock.advance(30_000);
    expect((await userLogin(phone, TEST_PASSWORD, address)).statusCode).toBe(200);

    // That success reset the pair: 4 more failures from there do not lock it.
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await userLogin(phone, WRONG, address)).statusCode).toBe(401);
    }
    expect((await userLogin(phone, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('doubles the lock with each further failure from the address, up to 15 minutes', async () => {
    const { phone } = await createUser(ctx);
    const address = freshAddress();
    const waits: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) await userLogin(phone, WRONG, address);
    for (let round = 0; round < 6; round++) {
      const refused = await userLogin(phone, WRONG, address);
      expect(refused.statusCode).toBe(429);
      const wait = refused.headers['retry-after'] as string;
      waits.push(wait);
      clock.advance(Number(wait) * 1000);
      expect((await userLogin(phone, WRONG, address)).statusCode).toBe(401);
    }
    expect(waits).toEqual(['60', '120', '240', '480', '900', '900']);

    // A quiet spell after the last lock forgets the failures; the owner gets straight in.
    clock.advance(30 * MINUTE);
    expect((await userLogin(phone, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('forgets old failures after 15 quiet minutes', async () => {
    const { phone } = await createUser(ctx);
    const address = freshAddress();
    for (let attempt = 1; attempt <= 4; attempt++) await userLogin(phone, WRONG, address);
    clock.advance(16 * MINUTE);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await userLogin(phone, WRONG, address)).statusCode).toBe(401);
    }
    expect((await userLogin(phone, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('pauses an account guessed from many addresses, and records the attack', async () => {
    const { phone, user } = await createUser(ctx);
    // Each address stays under its own limits; only the account's cap counts them all.
    for (let attempt = 1; attempt < ACCOUNT_CAP.maxFailures; attempt++) {
      expect((await userLogin(phone, WRONG, freshAddress())).statusCode).toBe(401);
    }
    expect((await userLogin(phone, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
    expect((await userLogin(phone, WRONG, freshAddress())).statusCode).toBe(401);
    const paused = await userLogin(phone, TEST_PASSWORD, freshAddress());
    expect(paused.statusCode).toBe(429);
    expect(paused.headers['retry-after']).toBe(String(ACCOUNT_CAP.baseLockMs / 1000));

    const rows = await ctx.database.db.select().from(activities);
    const recorded = rows.filter((row) => row.activityType === 'error' && row.userId === user._id);
    expect(recorded).toHaveLength(1);
    expect(JSON.stringify(recorded[0]!.data)).toContain('Distributed sign-in attack');
    expect(JSON.stringify(rows)).not.toContain(phone);
  }, 120_000);

  it('counts unknown phones too, so guessing which numbers exist gains nothing', async () => {
    const phone = uniquePhone();
    const address = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await userLogin(phone, WRONG, address)).statusCode).toBe(401);
    }
    expect((await userLogin(phone, WRONG, address)).statusCode).toBe(429);
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
    expect(JSON.stringify(rows)).not.toContain('10.3.');
  });

  it('locks admin accounts the same way', async () => {
    const { email } = await createAdmin(ctx);
    const guesser = freshAddress();
    const adminLogin = (password: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email, password },
        remoteAddress,
      });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await adminLogin(WRONG, guesser)).statusCode).toBe(401);
    }
    const locked = await adminLogin(TEST_PASSWORD, guesser);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect((await adminLogin(TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await adminLogin(TEST_PASSWORD, guesser)).statusCode).toBe(200);
  });

  it('shares the counters between instances through the database', async () => {
    const other = await createTestApp(
      { JWT_SECRET: ctx.env.JWT_SECRET! },
      { database: ctx.database, now: clock.now },
    );
    try {
      const { phone } = await createUser(ctx);
      const address = freshAddress();
      for (let attempt = 1; attempt <= 5; attempt++) await userLogin(phone, WRONG, address);
      const elsewhere = await other.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { phone, password: TEST_PASSWORD },
        remoteAddress: address,
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
      const address = freshAddress();
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await other.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { phone, password: WRONG },
          remoteAddress: address,
        });
        expect(response.statusCode).toBe(401);
      }
      // The failures landed in the database, so the database-only instance sees the lock.
      expect((await userLogin(phone, TEST_PASSWORD, address)).statusCode).toBe(429);
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
