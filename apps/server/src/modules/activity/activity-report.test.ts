import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityAdminMessages } from '@trip/shared/activity/constants';
import { createTestApp, type TestContext } from '../../test/app';
import {
  bearer,
  createAdminToken,
  createTestClock,
  createUser,
  TEST_PASSWORD,
} from '../../test/roles';
import { ACTIVITY_CSV_COLUMNS, EXPORT_BATCH_ROWS } from './activity-report.service';
import { recordActivity } from './activity.service';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DAY = 86_400_000;

/** Splits one CSV line as RFC 4180 writes it (quotes doubled inside quoted cells). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      out.push(cell);
      cell = '';
    } else cell += char;
  }
  out.push(cell);
  return out;
}

describe('the Activity Tracker’s routes', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let n = 0;
  const now = Date.now();
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin });
  const track = (events: unknown[], anonymousId: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      payload: { anonymousId, events },
      headers,
      remoteAddress: `10.61.0.${++n}`,
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = bearer(await createAdminToken(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('shows a signed-in traveller’s name and phone in the feed, and filters by type and device', async () => {
    const asha = await createUser(ctx, { name: 'Asha Banerjee' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { phone: asha.phone, password: TEST_PASSWORD },
      headers: { 'user-agent': IPHONE },
      remoteAddress: '10.61.1.1',
    });
    expect(login.statusCode).toBe(200);
    expect(
      (
        await track(
          [{ activityType: 'search', searchData: { from: 'Kolkata', to: 'Darjeeling' } }],
          'visitor-anon-0001',
          { ...bearer(asha.token), 'user-agent': IPHONE },
        )
      ).statusCode,
    ).toBe(202);
    await track(
      [
        { activityType: 'page_view', pageData: { path: '/packages' } },
        { activityType: 'itinerary_view', itineraryData: { itinerarySlug: 'goa-4-days' } },
      ],
      'visitor-anon-0002',
    );

    const feed = (await get('/api/analytics/admin/activities')).json();
    expect(feed.total).toBe(5); // registration, login, search, page view, itinerary view
    const search = feed.activities.find(
      (a: { activityType: string }) => a.activityType === 'search',
    );
    expect(search).toMatchObject({
      userInfo: { name: 'Asha Banerjee', phone: asha.phone },
      deviceInfo: { deviceType: 'mobile' },
      searchData: { from: 'Kolkata', to: 'Darjeeling' },
    });

    const mobile = (await get('/api/analytics/admin/activities?device=mobile')).json();
    expect(mobile.activities.map((a: { activityType: string }) => a.activityType).sort()).toEqual([
      'search',
      'user_login',
    ]);
    const views = (await get('/api/analytics/admin/activities?type=itinerary_view')).json();
    expect(views.total).toBe(1);

    const stats = (await get('/api/analytics/admin/dashboard')).json();
    expect(stats).toEqual({
      totalSearches: 1,
      totalSubmissions: 0,
      totalViews: 2,
      uniqueUsers: 2,
      identifiedUsers: 1,
      anonymousUsers: 1,
      range: 7,
    });

    const logins = (await get('/api/analytics/admin/login-stats?days=1')).json();
    expect(logins).toMatchObject({
      totalLogins: 1,
      totalRegistrations: 1,
      uniqueLoginUsers: 1,
      uniqueRegistrationUsers: 1,
      period: 1,
    });
    expect(logins.loginUserDetails).toEqual([
      expect.objectContaining({ id: asha.user._id, name: 'Asha Banerjee', phone: asha.phone }),
    ]);
  });

  it('pages the feed 20 at a time and keeps old events out of a short range', async () => {
    const db = ctx.app.database.db;
    for (let i = 0; i < 45; i++) {
      await recordActivity(db, {
        activityType: 'page_view',
        anonymousId: 'pager-visitor',
        data: { pageData: { path: `/p/${i}` } },
        at: new Date(now - (i + 1) * 60_000),
      });
    }
    await recordActivity(db, {
      activityType: 'page_view',
      data: { pageData: { path: '/old' } },
      at: new Date(now - 20 * DAY),
    });
    const first = (await get('/api/analytics/admin/activities?type=page_view')).json();
    expect(first).toMatchObject({ total: 46, page: 1, totalPages: 3 });
    expect(first.activities).toHaveLength(20);
    const third = (await get('/api/analytics/admin/activities?type=page_view&page=3')).json();
    expect(third.activities).toHaveLength(6);
    const month = (await get('/api/analytics/admin/activities?type=page_view&range=30')).json();
    expect(month.total).toBe(47);
    const ids = new Set(
      [...first.activities, ...third.activities].map((a: { _id: string }) => a._id),
    );
    expect(ids.size).toBe(26);
  });

  it('refuses filters it does not know with 400 and the reason', async () => {
    const range = await get('/api/analytics/admin/activities?range=3');
    expect(range.statusCode).toBe(400);
    expect(range.json().fieldErrors.range).toBe(activityAdminMessages.range);
    const type = await get('/api/analytics/admin/export?type=purchase');
    expect(type.statusCode).toBe(400);
    expect((await get('/api/analytics/admin/login-stats?days=365')).statusCode).toBe(400);
  });

  it(
    'exports the filtered activity as formula-safe UTF-8 CSV with a BOM, across batches',
    { timeout: 120_000 },
    async () => {
      const db = ctx.app.database.db;
      await recordActivity(db, {
        activityType: 'form_submission',
        data: {
          formData: {
            formType: 'promotional_popup',
            name: '=HYPERLINK("http://x","y")',
            phone: '9830012345',
            submissionSource: 'home',
          },
        },
      });
      const rows = EXPORT_BATCH_ROWS + 5;
      const batch = Array.from({ length: rows }, (_, i) => ({
        activityType: 'error' as const,
        anonymousId: 'batch-visitor',
        data: { errorData: { message: `fault ${i}` } },
        at: new Date(now - 3 * DAY - i * 1000),
      }));
      for (const event of batch) await recordActivity(db, event);

      const response = await get('/api/analytics/admin/export?type=form_submission&range=1');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="activity-data-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const body = response.body;
      expect(body.startsWith('\uFEFF')).toBe(true);
      const lines = body.slice(1).trimEnd().split('\r\n');
      expect(cells(lines[0]!)).toEqual([...ACTIVITY_CSV_COLUMNS]);
      expect(lines).toHaveLength(2);
      const row = Object.fromEntries(
        ACTIVITY_CSV_COLUMNS.map((column, i) => [column, cells(lines[1]!)[i]]),
      );
      expect(row['Name given']).toBe(`'=HYPERLINK("http://x","y")`);
      expect(row['Phone given']).toBe('9830012345');
      expect(row.Activity).toBe('form_submission');

      const errors = await get('/api/analytics/admin/export?type=error&range=7');
      const errorLines = errors.body.slice(1).trimEnd().split('\r\n');
      expect(errorLines).toHaveLength(rows + 1);
      const messages = new Set(errorLines.slice(1).map((line) => cells(line).at(-1)));
      expect(messages.size).toBe(rows);
    },
  );

  it('stores nothing from the browser, and says so, while activity tracking is off', async () => {
    const put = (activityTracking: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin,
        payload: { tracking: { activityTracking } },
      });
    expect((await put(false)).statusCode).toBe(200);
    const total = async () =>
      (await get('/api/analytics/admin/activities?range=90')).json().total as number;
    // Earlier tests' writes may still be landing on a loaded machine: start from a settled count.
    let before = await total();
    await expect
      .poll(async () => {
        const now = await total();
        const settled = now === before;
        before = now;
        return settled;
      })
      .toBe(true);
    const response = await track(
      [{ activityType: 'page_view', pageData: { path: '/' } }],
      'switched-off-visitor',
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 0, tracking: false });
    await createUser(ctx);
    expect(await total()).toBe(before);
    await put(true);
  });
});

describe('the tracker’s counts from the rollups', () => {
  const clock = createTestClock(new Date('2026-06-10T10:30:00.000Z'));
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp({}, { now: clock.now });
    admin = bearer(await createAdminToken(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('count exactly at the window’s edge, by device, and each visitor once', async () => {
    const db = ctx.app.database.db;
    const at = (iso: string) => new Date(iso);
    const event = (iso: string, overrides: Partial<Parameters<typeof recordActivity>[1]> = {}) =>
      recordActivity(db, {
        activityType: 'search',
        anonymousId: 'edge-visitor',
        data: { searchData: { from: 'Pune', to: 'Goa' } },
        at: at(iso),
        ...overrides,
      });
    // The 7-day window starts at 2026-06-03T10:30Z, in the middle of an hour.
    await event('2026-06-03T10:20:00Z'); // before the window
    await event('2026-06-03T10:40:00Z'); // in the window's first, partial hour
    await event('2026-06-03T11:10:00Z');
    await event('2026-06-09T08:00:00Z', { userAgent: IPHONE, anonymousId: 'phone-visitor' });
    await event('2026-06-09T09:00:00Z', { userAgent: IPHONE, anonymousId: 'phone-visitor' });
    const traveller = await createUser(ctx);
    await event('2026-06-10T10:00:00Z', { userId: traveller.user._id, anonymousId: undefined });

    const get = async (query: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/analytics/admin/dashboard${query}`,
          headers: admin,
        })
      ).json();
    // The registration itself is an event too: it happened at the test clock's now.
    expect(await get('')).toMatchObject({
      totalSearches: 5,
      uniqueUsers: 3,
      identifiedUsers: 1,
      anonymousUsers: 2,
    });
    expect(await get('?device=mobile')).toMatchObject({
      totalSearches: 2,
      uniqueUsers: 1,
      anonymousUsers: 1,
    });
    expect(await get('?range=30')).toMatchObject({ totalSearches: 6 });
    expect(await get('?range=1')).toMatchObject({ totalSearches: 1, uniqueUsers: 1 });
  });
});
