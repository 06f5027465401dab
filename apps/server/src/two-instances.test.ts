import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/database';
import { freePort, startServer, waitForHealth, type Started } from './test/server-process';
import { LEAD_SUBMIT_RATE_LIMIT } from './modules/leads/leads.routes';

const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!redisUrl || !postgresUrl) {
  console.info(
    'SKIPPED two-instance tests: they need TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both when PostgreSQL and Redis answer).',
  );
}

type Instance = { url: string; process: Started };

const ADMIN = { email: 'desk@tripsutra.test', password: 'Two-Instances-2025' };

/**
 * Two server processes on one PostgreSQL database and one Redis, as an agency runs behind a
 * load balancer: whatever one instance is told must hold on the other.
 */
describe.skipIf(!redisUrl || !postgresUrl)('two instances on one PostgreSQL and Redis', () => {
  let database: TestDatabase;
  const instances: Instance[] = [];
  // Every run comes from its own address, so counters left in Redis by an earlier run (the
  // windows are minutes long) never meet this one.
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

  const call = (
    instance: Instance,
    path: string,
    init: {
      method?: string;
      body?: unknown;
      token?: string;
      headers?: Record<string, string>;
    } = {},
  ) =>
    fetch(`${instance.url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        'x-forwarded-for': address,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl!,
      JWT_SECRET: 'two-instances-share-one-signing-secret',
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // One after the other: the first creates the admin, the second finds it.
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      const started = startServer({ ...env, PORT: String(port) });
      instances.push({ url: `http://127.0.0.1:${port}`, process: started });
      await waitForHealth(port, started);
    }
  }, 300_000);

  afterAll(async () => {
    for (const { process: started } of instances) {
      started.child.kill('SIGTERM');
      await started.exited;
    }
    await database?.close();
  });

  const [a, b] = [() => instances[0]!, () => instances[1]!];

  async function adminToken(instance: Instance): Promise<string> {
    const response = await call(instance, '/api/admin/auth/login', { body: ADMIN });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  it('counts a rate limit once across both instances', async () => {
    const limit = LEAD_SUBMIT_RATE_LIMIT.max;
    for (let index = 0; index < limit; index += 1) {
      const response = await call(index % 2 === 0 ? a() : b(), '/api/promotional-leads/submit', {
        body: {
          name: `Visitor ${'abcdefghij'[index]}`,
          phone: `98765${String(10_000 + index).slice(-5)}`,
        },
      });
      expect(response.status, `lead ${index}: ${await response.text()}`).toBe(201);
    }
    for (const instance of [a(), b()]) {
      const refused = await call(instance, '/api/promotional-leads/submit', {
        body: { name: 'One too many', phone: '9876599999' },
      });
      expect(refused.status).toBe(429);
    }
  });

  it('ends a session on both instances when it is logged out on one', async () => {
    const phone = `9${String(Date.now()).slice(-9)}`;
    const registered = await call(a(), '/api/users/register', {
      body: { name: 'Asha Rao', phone, password: 'Monsoon-Trek-2025' },
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    expect((await call(b(), '/api/users/me', { token })).status).toBe(200);

    expect((await call(b(), '/api/users/logout', { method: 'POST', token })).status).toBe(204);
    expect((await call(a(), '/api/users/me', { token })).status).toBe(401);
    expect((await call(b(), '/api/users/me', { token })).status).toBe(401);
  });

  it('stores one booking for one idempotency key, whichever instance the retry reaches', async () => {
    const token = await adminToken(a());
    const form = new FormData();
    const fields = {
      title: 'Two Instance Hills',
      description: '<p>Pine forests.</p>',
      shortDescription: 'Hills.',
      category: 'Adventure',
      status: 'published',
      pricing: JSON.stringify({ basePrice: 12_000 }),
      travelDetails: JSON.stringify({ fromLocation: 'Delhi', toLocation: 'Manali', duration: 4 }),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const created = await fetch(`${a().url}/api/packages/admin/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
      body: form,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { package: pkg } = (await created.json()) as {
      package: { _id: string; slug: string; title: string };
    };

    const key = randomUUID();
    const booking = {
      packageId: pkg._id,
      packageSlug: pkg.slug,
      packageTitle: pkg.title,
      packagePrice: 12_000,
      itemType: 'package',
      fullName: 'Ravi Menon',
      phone: '9876543210',
      travelers: 2,
      preferredDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    };
    const headers = { 'idempotency-key': key };
    const first = await call(a(), '/api/packages/book', { body: booking, headers });
    expect(first.status).toBe(201);
    const retried = await call(b(), '/api/packages/book', { body: booking, headers });
    expect(retried.status).toBeLessThan(300);
    const firstId = ((await first.json()) as { booking: { _id: string } }).booking._id;
    const retriedId = ((await retried.json()) as { booking: { _id: string } }).booking._id;
    expect(retriedId).toBe(firstId);

    const list = await call(b(), '/api/bookings/admin', { token });
    const { bookings } = (await list.json()) as {
      bookings: Array<{ customerInfo: { fullName: string } }>;
    };
    expect(bookings.filter((row) => row.customerInfo.fullName === 'Ravi Menon')).toHaveLength(1);
  });

  it('shows a settings change on the other instance at once, and an edited package too', async () => {
    // Both instances read the settings now, so both hold them in memory.
    for (const instance of [a(), b()]) {
      expect((await call(instance, '/api/site-settings')).status).toBe(200);
    }
    const token = await adminToken(a());
    const title = `Monsoon sale ${randomUUID().slice(0, 8)}`;
    const saved = await call(a(), '/api/admin/settings', {
      method: 'PUT',
      token,
      body: { offer: { title, percent: 25 } },
    });
    expect(saved.status).toBe(200);
    // The word travels through Redis; well inside the cache's own lifetime (10 s).
    await expect
      .poll(
        async () => {
          const response = await call(b(), '/api/site-settings');
          return ((await response.json()) as { offer: { title: string } }).offer.title;
        },
        { timeout: 3_000, interval: 100 },
      )
      .toBe(title);

    const listed = async (instance: Instance) => {
      const response = await call(instance, '/api/packages');
      const body = (await response.json()) as { packages: Array<{ title: string }> };
      return body.packages.map((row) => row.title);
    };
    const before = await listed(b());
    expect(before).toContain('Two Instance Hills');
    const mine = await call(a(), '/api/packages/admin/all', { token });
    const { packages } = (await mine.json()) as {
      packages: Array<{ _id: string; title: string }>;
    };
    const target = packages.find((row) => row.title === 'Two Instance Hills')!;
    const removed = await call(a(), `/api/packages/admin/${target._id}`, {
      method: 'DELETE',
      token,
    });
    expect(removed.status).toBeLessThan(300);
    await expect
      .poll(async () => (await listed(b())).includes('Two Instance Hills'), {
        timeout: 2_000,
        interval: 100,
      })
      .toBe(false);
  });
});
