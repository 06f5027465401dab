import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, DEFAULT_SITE_SETTINGS } from '@trip/shared/settings/constants';
import { settingsMessages, type Settings } from '@trip/shared/settings/schemas';
import { openPglite, openPostgres, type Database } from '../../db/client';
import { seedDemoContent } from '../../db/seed';
import { seeders } from '../../db/seeders';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { bearer, createAdminToken, createUserToken } from '../../test/roles';
import { getSettings } from './settings.service';

const put = (ctx: TestContext, headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers,
    payload: payload as object,
  });

describe('site settings on an empty database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answer with the defaults: the demo offer and the agency’s contact', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_SITE_SETTINGS);
    expect(response.json()).toEqual({
      offer: { title: '20% off all bookings', percent: 20, validUntil: '2027-03-31' },
      contact: {
        phone: '+91 98300 12345',
        email: 'hello@tripsutra.in',
        whatsapp: '919830012345',
        address: 'Chinsurah, Hooghly, West Bengal 712101',
        mapQuery: 'Chinsurah, Hooghly, West Bengal',
      },
    });
  });

  it('give the admin every default', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: bearer(await createAdminToken(ctx)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...DEFAULT_SETTINGS,
      ai: { maxRequestsPerMinute: 100, tokenLimit: 10000, dailyBudgetUsd: 5 },
      security: { sessionTimeoutHours: 24 },
      tracking: { usageTracking: true, costTracking: true, activityTracking: true },
      notifications: { enabled: true },
    });
  });
});

describe('the admin’s settings', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = bearer(await createAdminToken(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('merge a partial save and show it to visitors at once', async () => {
    // Read first, so a cached copy exists that the save must replace.
    await ctx.app.inject({ method: 'GET', url: '/api/site-settings' });

    const saved = await put(ctx, admin, {
      offer: { title: 'Monsoon sale: 30% off', percent: 30 },
      ai: { dailyBudgetUsd: 12.5 },
    });
    expect(saved.statusCode).toBe(200);
    const expected: Settings = {
      ...DEFAULT_SETTINGS,
      offer: { title: 'Monsoon sale: 30% off', percent: 30, validUntil: '2027-03-31' },
      ai: { ...DEFAULT_SETTINGS.ai, dailyBudgetUsd: 12.5 },
    };
    expect(saved.json()).toEqual(expected);

    const site = await ctx.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(site.json().offer).toEqual(expected.offer);
    const full = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: admin,
    });
    expect(full.json()).toEqual(expected);
    expect(await getSettings(ctx.app.database.db)).toEqual(expected);
  });

  it('keep earlier saves of other sections', async () => {
    await put(ctx, admin, { tracking: { costTracking: false } });
    const saved = await put(ctx, admin, {
      contact: { phone: '+91 33 2680 1234', whatsapp: '+91 98300 99999' },
      notifications: { enabled: false },
    });
    expect(saved.json()).toMatchObject({
      offer: { percent: 30 },
      tracking: { usageTracking: true, costTracking: false, activityTracking: true },
      contact: { phone: '+91 33 2680 1234', whatsapp: '919830099999', email: 'hello@tripsutra.in' },
      notifications: { enabled: false },
    });
  });

  it('land together when saved at the same time', async () => {
    const answers = await Promise.all([
      put(ctx, admin, { ai: { tokenLimit: 20000 } }),
      put(ctx, admin, { security: { sessionTimeoutHours: 8 } }),
      put(ctx, admin, { offer: { validUntil: '2027-12-31' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const full = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: admin,
    });
    expect(full.json()).toMatchObject({
      ai: { tokenLimit: 20000 },
      security: { sessionTimeoutHours: 8 },
      offer: { validUntil: '2027-12-31' },
    });
  });

  it('refuse bad values with 400 and a message per field, and keep what was stored', async () => {
    const before = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })
    ).json();
    const response = await put(ctx, admin, {
      offer: { percent: 95, validUntil: '31-12-2027' },
      contact: { email: 'not-an-email' },
      ai: { maxRequestsPerMinute: 0 },
      tracking: { usageTracking: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Some fields are not valid.',
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        'offer.percent': settingsMessages.offerPercent,
        'offer.validUntil': settingsMessages.offerValidUntil,
        'contact.email': settingsMessages.emailInvalid,
        'ai.maxRequestsPerMinute': settingsMessages.maxRequestsPerMinute,
        'tracking.usageTracking': settingsMessages.switch,
      },
    });
    const one = await put(ctx, admin, { offer: { percent: -5 } });
    expect(one.json()).toEqual({
      error: settingsMessages.offerPercent,
      code: 'VALIDATION_FAILED',
      fieldErrors: { 'offer.percent': settingsMessages.offerPercent },
    });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: admin,
    });
    expect(after.json()).toEqual(before);
  });

  it('ignore fields they do not know', async () => {
    const response = await put(ctx, admin, {
      offer: { percent: 25, colour: 'red' },
      apiKeys: { openai: 'sk-123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().offer).toEqual(expect.objectContaining({ percent: 25 }));
    expect(response.json()).not.toHaveProperty('apiKeys');
    expect(response.json().offer).not.toHaveProperty('colour');
  });

  it('refuse anonymous callers with 401 and travellers with 403', async () => {
    const traveller = bearer(await createUserToken(ctx));
    for (const call of [
      { method: 'GET' as const, url: '/api/admin/settings' },
      { method: 'PUT' as const, url: '/api/admin/settings', payload: { offer: { percent: 80 } } },
    ]) {
      const anonymous = await ctx.app.inject(call);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHORIZED');
      const user = await ctx.app.inject({ ...call, headers: traveller });
      expect(user.statusCode).toBe(403);
      expect(user.json().code).toBe('FORBIDDEN');
    }
    const site = await ctx.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(site.json().offer.percent).not.toBe(80);
  });
});

describe('the settings seeder', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('stores the demo settings once and never overwrites the admin’s', async () => {
    const db = ctx.app.database.db;
    await seedDemoContent(db, seeders);
    const admin = bearer(await createAdminToken(ctx));
    const seeded = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: admin,
    });
    expect(seeded.json()).toEqual(DEFAULT_SETTINGS);

    await put(ctx, admin, { offer: { percent: 10, title: '10% off' } });
    await seedDemoContent(db, seeders);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: admin,
    });
    expect(after.json().offer).toEqual({ title: '10% off', percent: 10, validUntil: '2027-03-31' });
  });
});

/** A second connection to the same data, as a restarted server would open. */
async function reopen(database: TestDatabase): Promise<Database> {
  if (database.url) return openPostgres(database.url, { max: 2 });
  const dump = await database.pglite!.dumpDataDir('none');
  return openPglite({ loadDataDir: dump });
}

describe('settings across a restart', () => {
  it('are still there when the app starts again on the same database', async () => {
    const database = await createTestDatabase();
    const first = await createTestApp({}, { database });
    const saved = await put(first, bearer(await createAdminToken(first)), {
      offer: { title: 'Winter escape: 15% off', percent: 15, validUntil: '2027-01-15' },
      contact: { email: 'bookings@tripsutra.in' },
      ai: { maxRequestsPerMinute: 40 },
    });
    expect(saved.statusCode).toBe(200);
    await first.app.close();
    fs.rmSync(first.env.DATA_DIR, { recursive: true, force: true });

    const reopened = await reopen(database);
    const second = await createTestApp({}, { database: { ...reopened, label: database.label } });
    try {
      const site = await second.app.inject({ method: 'GET', url: '/api/site-settings' });
      expect(site.json()).toEqual({
        offer: { title: 'Winter escape: 15% off', percent: 15, validUntil: '2027-01-15' },
        contact: { ...DEFAULT_SETTINGS.contact, email: 'bookings@tripsutra.in' },
      });
      const full = await second.app.inject({
        method: 'GET',
        url: '/api/admin/settings',
        headers: bearer(await createAdminToken(second)),
      });
      expect(full.json().ai).toEqual({ ...DEFAULT_SETTINGS.ai, maxRequestsPerMinute: 40 });
    } finally {
      await second.close();
      await database.close();
    }
  });
});
