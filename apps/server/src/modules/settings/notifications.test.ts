import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken, createTestClock, createUserToken } from '../../test/roles';
import { createPackageViaApi } from '../tour-packages/tour-packages.fixtures';

describe('the admin’s notifications', () => {
  const clock = createTestClock();
  let ctx: TestContext;
  let adminToken: string;
  let admin: Record<string, string>;
  let n = 0;

  beforeAll(async () => {
    ctx = await createTestApp({}, { now: clock.now });
    adminToken = await createAdminToken(ctx);
    admin = bearer(adminToken);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const submitLead = async (name: string, phone: string) => {
    clock.advance(60_000);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/promotional-leads/submit',
      payload: { name, phone },
      remoteAddress: `10.30.0.${++n}`,
    });
    expect(response.statusCode).toBe(201);
    return response.json().lead._id as string;
  };

  const notifications = () =>
    ctx.app.inject({ method: 'GET', url: '/api/admin/notifications', headers: admin });

  it('are empty with nothing waiting', async () => {
    const response = await notifications();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 0, items: [] });
  });

  it('count new leads, newest first, and drop one once it is worked', async () => {
    const first = await submitLead('Asha Roy', '9830011111');
    const second = await submitLead('Kabir Sen', '9830022222');
    expect((await notifications()).json()).toEqual({
      count: 2,
      items: [
        {
          kind: 'lead',
          _id: second,
          title: 'New lead: Kabir Sen',
          createdAt: clock.now().toISOString(),
        },
        {
          kind: 'lead',
          _id: first,
          title: 'New lead: Asha Roy',
          createdAt: new Date(clock.now().getTime() - 60_000).toISOString(),
        },
      ],
    });

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/promotional-leads/${first}/status`,
      headers: admin,
      payload: { status: 'contacted' },
    });
    const after = (await notifications()).json();
    expect(after.count).toBe(1);
    expect(after.items.map((item: { _id: string }) => item._id)).toEqual([second]);
    expect(JSON.stringify(after)).not.toContain('9830022222');
  });

  it('count pending booking requests beside new leads, and drop one once it moves on', async () => {
    const tour = await createPackageViaApi(ctx, adminToken, { title: 'Sundarbans Delta Cruise' });
    clock.advance(60_000);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/packages/book',
      remoteAddress: `10.30.1.${++n}`,
      payload: {
        packageId: tour._id,
        packageSlug: tour.slug,
        packageTitle: tour.title,
        packagePrice: 1,
        itemType: 'package',
        fullName: 'Ira Bose',
        phone: '9830033333',
        travelers: 2,
        preferredDate: '2025-07-15',
      },
    });
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json().booking._id as string;

    const withBooking = (await notifications()).json();
    expect(withBooking.count).toBe(2);
    expect(withBooking.items[0]).toEqual({
      kind: 'booking',
      _id: bookingId,
      title: 'Booking request: Sundarbans Delta Cruise for Ira Bose',
      createdAt: clock.now().toISOString(),
    });
    expect(withBooking.items[1]).toMatchObject({ kind: 'lead' });

    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/bookings/admin/${bookingId}/status`,
      headers: admin,
      payload: { status: 'confirmed' },
    });
    expect(moved.statusCode).toBe(200);
    const after = (await notifications()).json();
    expect(after.count).toBe(1);
    expect(after.items.map((item: { kind: string }) => item.kind)).toEqual(['lead']);
  });

  it('are off when the admin switches them off', async () => {
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { notifications: { enabled: false } },
    });
    expect((await notifications()).json()).toEqual({ count: 0, items: [] });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { notifications: { enabled: true } },
    });
    expect((await notifications()).json().count).toBe(1);
  });

  it('refuse anonymous callers with 401 and travellers with 403', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/notifications' });
    expect(anonymous.statusCode).toBe(401);
    const user = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/notifications',
      headers: bearer(await createUserToken(ctx)),
    });
    expect(user.statusCode).toBe(403);
  });
});
