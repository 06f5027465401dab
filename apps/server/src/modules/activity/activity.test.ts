import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { TRACK_MAX_EVENTS, activityMessages } from '@trip/shared/activity/constants';
import { activities } from '../../db/schema/activities';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { bearer, createUser } from '../../test/roles';
import { TRACK_RATE_LIMIT } from './activity.routes';
import { deviceInfoFromUserAgent, recordActivity } from './activity.service';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('device types', () => {
  it.each([
    [IPHONE, 'mobile'],
    [ANDROID, 'mobile'],
    [IPAD, 'tablet'],
    [DESKTOP, 'desktop'],
    [undefined, 'desktop'],
    ['curl/8.0', 'desktop'],
  ])('reads %s as %s', (userAgent, deviceType) => {
    expect(deviceInfoFromUserAgent(userAgent).deviceType).toBe(deviceType);
  });
});

describe('POST /api/analytics/track', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  let n = 0;
  const track = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      payload: payload as Record<string, unknown>,
      headers,
      remoteAddress: `10.6.0.${++n}`,
    });
  const rowsOf = (anonymousId: string) =>
    ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.anonymousId, anonymousId))
      .orderBy(desc(activities.createdAt));

  it('accepts a batch of known events with 202 and stores each with its device type', async () => {
    const anonymousId = `anon-${crypto.randomUUID()}`;
    const response = await track(
      {
        anonymousId,
        events: [
          {
            activityType: 'search',
            searchData: {
              from: 'Mumbai',
              to: 'Goa',
              travellers: 2,
              priceRange: { min: 0, max: 50000 },
              processingTime: 850,
            },
          },
          {
            activityType: 'itinerary_view',
            itineraryData: { itinerarySlug: 'goa-4-days', viewDuration: 42 },
          },
          {
            activityType: 'itinerary_share',
            itineraryData: { itinerarySlug: 'goa-4-days', platform: 'whatsapp' },
          },
          {
            activityType: 'page_view',
            pageData: { path: '/packages?search=goa', pageTitle: 'Travel Packages' },
          },
          { activityType: 'error', errorData: { message: 'Image failed to load', status: 404 } },
        ],
      },
      { 'user-agent': IPHONE },
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 5, tracking: true });

    const rows = await rowsOf(anonymousId);
    expect(rows.map((row) => row.activityType).sort()).toEqual([
      'error',
      'itinerary_share',
      'itinerary_view',
      'page_view',
      'search',
    ]);
    expect(new Set(rows.map((row) => row.deviceType))).toEqual(new Set(['mobile']));
    expect(rows.every((row) => row.userId === null)).toBe(true);
    const search = rows.find((row) => row.activityType === 'search')!;
    expect(search.data).toEqual({
      searchData: {
        from: 'Mumbai',
        to: 'Goa',
        travellers: 2,
        priceRange: { min: 0, max: 50000 },
        processingTime: 850,
      },
    });
    const page = rows.find((row) => row.activityType === 'page_view')!;
    expect(page.data).toEqual({ pageData: { path: '/packages', pageTitle: 'Travel Packages' } });
  });

  it("ties a signed-in traveller's events to them, from the token only", async () => {
    const { user, token } = await createUser(ctx);
    const anonymousId = `anon-${crypto.randomUUID()}`;
    const someoneElse = crypto.randomUUID();
    const response = await track(
      {
        anonymousId,
        events: [{ activityType: 'page_view', userId: someoneElse, pageData: { path: '/' } }],
      },
      bearer(token),
    );
    expect(response.statusCode).toBe(202);
    const [row] = await rowsOf(anonymousId);
    expect(row!.userId).toBe(user._id);
    expect(row!.deviceType).toBe('desktop');
  });

  it('does not store logins or registrations sent by the browser', async () => {
    const anonymousId = `anon-${crypto.randomUUID()}`;
    const response = await track({
      anonymousId,
      events: [
        { activityType: 'user_login' },
        { activityType: 'user_register' },
        { activityType: 'page_view', pageData: { path: '/blog' } },
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 1, tracking: true });
    expect((await rowsOf(anonymousId)).map((row) => row.activityType)).toEqual(['page_view']);
  });

  it('keeps phone numbers only in form submissions', async () => {
    const anonymousId = `anon-${crypto.randomUUID()}`;
    const response = await track({
      anonymousId,
      events: [
        {
          activityType: 'form_submission',
          formData: {
            formType: 'promotional_lead',
            name: 'Anil Kumar',
            phone: '+91 98765-43210',
            submissionSource: 'popup',
          },
        },
        {
          activityType: 'search',
          phone: '9876543210',
          searchData: { from: 'call me on 98765 43210', to: 'Manali' },
        },
        {
          activityType: 'error',
          errorData: { message: 'Lead failed for 919876543210', source: 'promo-popup' },
        },
      ],
    });
    expect(response.statusCode).toBe(202);
    const rows = await rowsOf(anonymousId);
    const form = rows.find((row) => row.activityType === 'form_submission')!;
    expect(form.data).toEqual({
      formData: {
        formType: 'promotional_lead',
        name: 'Anil Kumar',
        phone: '919876543210',
        submissionSource: 'popup',
      },
    });
    const others = rows.filter((row) => row.activityType !== 'form_submission');
    expect(others).toHaveLength(2);
    const stored = JSON.stringify(others.map((row) => row.data));
    expect(stored).not.toMatch(/98765|43210/);
    expect(stored).toContain('[number removed]');
  });

  it('refuses an unknown activity type with 400', async () => {
    const response = await track({
      events: [
        { activityType: 'page_view', pageData: { path: '/' } },
        { activityType: 'purchase' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { 'events.1.activityType': activityMessages.unknownType },
    });
  });

  it('refuses more than 50 events with 400', async () => {
    const event = { activityType: 'page_view', pageData: { path: '/' } };
    const ok = await track({ events: Array.from({ length: TRACK_MAX_EVENTS }, () => event) });
    expect(ok.statusCode).toBe(202);
    const response = await track({
      events: Array.from({ length: TRACK_MAX_EVENTS + 1 }, () => event),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.events).toBe(activityMessages.tooManyEvents);
  });

  it('refuses an empty batch, an oversized field and a bad anonymous id with 400', async () => {
    expect((await track({ events: [] })).json().fieldErrors.events).toBe(activityMessages.noEvents);
    const long = await track({
      events: [{ activityType: 'page_view', pageData: { path: '/', pageTitle: 'x'.repeat(201) } }],
    });
    expect(long.statusCode).toBe(400);
    const badId = await track({
      anonymousId: 'a b',
      events: [{ activityType: 'page_view', pageData: { path: '/' } }],
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fieldErrors.anonymousId).toBe(activityMessages.badAnonymousId);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const response = await track({
      events: [{ activityType: 'page_view', pageData: { path: '/' }, padding: 'x'.repeat(70_000) }],
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('rate-limits batches per address', async () => {
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/analytics/track',
        payload: { events: [{ activityType: 'page_view', pageData: { path: '/' } }] },
        remoteAddress: '10.6.1.1',
      });
    for (let i = 0; i < TRACK_RATE_LIMIT.max; i++) expect((await send()).statusCode).toBe(202);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('recordActivity', () => {
  it('records an event for other modules', async () => {
    const database = await createTestDatabase();
    try {
      const userId = crypto.randomUUID();
      await recordActivity(database.db, {
        activityType: 'itinerary_view',
        userId,
        userAgent: ANDROID,
        data: { itineraryData: { itinerarySlug: 'delhi-to-manali' } },
      });
      const [row] = await database.db
        .select()
        .from(activities)
        .where(eq(activities.userId, userId));
      expect(row).toMatchObject({
        activityType: 'itinerary_view',
        deviceType: 'mobile',
        browser: expect.stringContaining('Chrome'),
        os: 'Android',
        data: { itineraryData: { itinerarySlug: 'delhi-to-manali' } },
      });
    } finally {
      await database.close();
    }
  });

  it('never fails the caller, even when the database is gone', async () => {
    const database = await createTestDatabase();
    await database.close();
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as never;
    await expect(
      recordActivity(database.db, { activityType: 'search', data: {} }, log),
    ).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
  });
});
