import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@trip/shared/itineraries/trip-dates';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken, uniquePhone, TEST_PASSWORD } from '../../test/roles';
import { createPackageViaApi } from '../tour-packages/tour-packages.fixtures';

type Overview = {
  totals: { key: string; current: number; previous: number; changePercent: number | null }[];
  quickActions: { pendingBookings: number; newLeads: number };
  systemStatus: Record<string, unknown>;
  recentActivity: { activityType: string }[];
  funnel: { stage: string; count: number }[];
};

describe('what a visitor does reaches every admin screen', () => {
  let ctx: TestContext;
  let adminToken: string;
  let admin: Record<string, string>;
  let n = 0;
  const from = () => `10.62.0.${++n}`;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin });
  const overview = async () => (await get('/api/admin/dashboard/overview')).json() as Overview;
  const total = (o: Overview, key: string) => o.totals.find((t) => t.key === key)!.current;
  const stage = (o: Overview, name: string) => o.funnel.find((s) => s.stage === name)!.count;

  beforeAll(async () => {
    ctx = await createTestApp();
    adminToken = await createAdminToken(ctx);
    admin = bearer(adminToken);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('starts empty, with the system status of this process', async () => {
    const response = await get('/api/admin/dashboard/overview');
    expect(response.statusCode).toBe(200);
    const o = response.json() as Overview;
    expect(o.totals.map((t) => t.key)).toEqual([
      'searches',
      'itineraryViews',
      'leads',
      'bookings',
      'registrations',
      'aiCost',
    ]);
    expect(o.totals.every((t) => t.current === 0 && t.changePercent === null)).toBe(true);
    expect(o.systemStatus).toMatchObject({
      database: { driver: ctx.app.database.driver, status: 'up' },
      engine: { name: 'planner', status: 'ready' },
      redis: { status: 'not-configured' },
      storage: { kind: 'local', status: 'up' },
      version: ctx.app.appVersion,
    });
    expect(o.funnel.map((s) => s.count)).toEqual([0, 0, 0, 0]);
  });

  it('counts a search, a registration, a login, a view, a lead and a booking', async () => {
    const anonymousId = 'journey-visitor-1';
    const search = {
      from: 'Kolkata',
      to: 'Darjeeling',
      departureDate: '2027-03-10',
      returnDate: '2027-03-13',
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 60_000],
    };
    const planned = await ctx.app.inject({
      method: 'POST',
      url: '/api/generate-itinerary',
      payload: search,
      remoteAddress: from(),
    });
    expect(planned.statusCode).toBe(200);
    const card = planned.json().itineraries[0];
    const track = (events: unknown[], headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/analytics/track',
        payload: { anonymousId, events },
        headers,
        remoteAddress: from(),
      });
    await track([
      {
        activityType: 'search',
        searchData: { from: 'Kolkata', to: 'Darjeeling', travellers: 2 },
      },
    ]);

    const phone = uniquePhone();
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { name: 'Rohan Das', phone, password: TEST_PASSWORD },
      remoteAddress: from(),
    });
    expect(registered.statusCode).toBe(201);
    const loggedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { phone, password: TEST_PASSWORD },
      remoteAddress: from(),
    });
    expect(loggedIn.statusCode).toBe(200);
    const traveller = bearer(loggedIn.json().token);
    await track(
      [{ activityType: 'itinerary_view', itineraryData: { itinerarySlug: card.slug } }],
      traveller,
    );

    const lead = await ctx.app.inject({
      method: 'POST',
      url: '/api/promotional-leads/submit',
      payload: { name: 'Rohan Das', phone },
      remoteAddress: from(),
    });
    expect(lead.statusCode).toBe(201);

    const tour = await createPackageViaApi(ctx, adminToken, { title: 'Darjeeling Tea Trails' });
    const preferred = new Date(Date.now() + 30 * 86_400_000);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/packages/book',
      remoteAddress: from(),
      payload: {
        packageId: tour._id,
        packageSlug: tour.slug,
        packageTitle: tour.title,
        packagePrice: 1,
        itemType: 'package',
        fullName: 'Rohan Das',
        phone,
        travelers: 2,
        preferredDate: todayInIndia(preferred),
      },
    });
    expect(booked.statusCode).toBe(201);

    const o = await overview();
    expect(total(o, 'searches')).toBe(1);
    expect(total(o, 'itineraryViews')).toBe(1);
    expect(total(o, 'leads')).toBe(1);
    expect(total(o, 'bookings')).toBe(1);
    expect(total(o, 'registrations')).toBe(1);
    expect(total(o, 'aiCost')).toBe(0);
    expect(o.quickActions).toEqual({ pendingBookings: 1, newLeads: 1 });
    expect(o.recentActivity.map((a) => a.activityType)).toEqual(
      expect.arrayContaining(['search', 'user_register', 'user_login', 'itinerary_view']),
    );
    expect(o.funnel).toEqual([
      { stage: 'searches', count: 1 },
      { stage: 'itineraryViews', count: 1 },
      { stage: 'enquiries', count: 2 },
      { stage: 'confirmedBookings', count: 0 },
    ]);

    // Confirming the booking moves the funnel's last stage and clears the quick action.
    const bookingId = booked.json().booking._id as string;
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/bookings/admin/${bookingId}/status`,
      headers: admin,
      payload: { status: 'confirmed' },
    });
    const after = await overview();
    expect(stage(after, 'confirmedBookings')).toBe(1);
    expect(after.quickActions.pendingBookings).toBe(0);

    // The same visit in the Activity Tracker: counters, feed, login tables.
    const stats = (await get('/api/analytics/admin/dashboard')).json();
    expect(stats).toMatchObject({ totalSearches: 1, totalSubmissions: 2, totalViews: 1 });
    const submissions = (await get('/api/analytics/admin/activities?type=form_submission')).json();
    expect(submissions.total).toBe(2);
    expect(
      submissions.activities.map((a: { formData: { formType: string } }) => a.formData.formType),
    ).toEqual(expect.arrayContaining(['promotional_popup', 'booking']));
    const logins = (await get('/api/analytics/admin/login-stats')).json();
    expect(logins.registrationUserDetails[0]).toMatchObject({
      name: 'Rohan Das',
      phone: `+91${phone}`,
    });
    expect(logins.loginUserDetails[0]).toMatchObject({ name: 'Rohan Das', phone: `+91${phone}` });

    // And the AI Usage screen: the planner answered the search, for free.
    const usage = (await get('/api/admin/dashboard/ai-usage?period=24h')).json();
    expect(usage.overallStats).toMatchObject({
      totalRequests: 1,
      totalCost: 0,
      plannerRequests: 1,
    });
    expect(usage.endpointStats[0]._id).toBe('/api/generate-itinerary');
  });
});

describe('GET /api/admin/system-status', () => {
  it('says what is configured and answering, and never shows a secret', async () => {
    const secret = 'pexels-secret-key-0123456789';
    const ctx = await createTestApp({ PHOTO_API_PROVIDER: 'pexels', PHOTO_API_KEY: secret });
    try {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/system-status',
        headers: bearer(await createAdminToken(ctx)),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        database: { status: 'up' },
        engine: { name: 'planner', provider: 'none', model: null },
        photos: { provider: 'pexels', status: 'unknown' },
        redis: { status: 'not-configured' },
        storage: { kind: 'local', status: 'up' },
      });
      expect(response.body).not.toContain(secret);
    } finally {
      await ctx.close();
    }
  });
});
