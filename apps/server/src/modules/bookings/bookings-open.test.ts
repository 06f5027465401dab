import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@trip/shared/itineraries/trip-dates';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken } from '../../test/roles';
import { createPackageViaApi } from '../tour-packages/tour-packages.fixtures';

describe('GET /api/bookings/admin/:id', () => {
  let ctx: TestContext;
  let adminToken: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    adminToken = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('opens one booking with its history, and says so when there is none', async () => {
    const tour = await createPackageViaApi(ctx, adminToken, { title: 'Ziro Valley Music Trail' });
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/packages/book',
      remoteAddress: '10.64.0.1',
      payload: {
        packageId: tour._id,
        packageSlug: tour.slug,
        packageTitle: tour.title,
        packagePrice: 1,
        itemType: 'package',
        fullName: 'Tenzin Norbu',
        phone: '9830055555',
        travelers: 2,
        preferredDate: todayInIndia(new Date(Date.now() + 30 * 86_400_000)),
      },
    });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().booking._id as string;
    const found = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/admin/${id}`,
      headers: bearer(adminToken),
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().booking).toMatchObject({
      _id: id,
      status: 'pending',
      packageTitle: 'Ziro Valley Music Trail',
      customerInfo: { fullName: 'Tenzin Norbu' },
    });
    for (const missing of [crypto.randomUUID(), 'nope']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/bookings/admin/${missing}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('a booking request inside the package’s limits', () => {
  let ctx: TestContext;
  let adminToken: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    adminToken = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses a party or a date the package does not take, with the reason', async () => {
    const tour = await createPackageViaApi(ctx, adminToken, {
      title: 'Andaman Honeymoon Escape',
      travelDetails: {
        fromLocation: 'Chennai',
        toLocation: 'Port Blair',
        duration: 5,
        maxTravelers: 2,
      },
      bookingInfo: { requiresAdvanceBooking: true, advanceBookingDays: 10 },
    });
    let n = 0;
    const book = (travelers: number, days: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/packages/book',
        remoteAddress: `10.64.1.${++n}`,
        payload: {
          packageId: tour._id,
          itemType: 'package',
          fullName: 'Nisha Pillai',
          phone: '9830066666',
          travelers,
          preferredDate: todayInIndia(new Date(Date.now() + days * 86_400_000)),
        },
      });
    const six = await book(6, 30);
    expect(six.statusCode).toBe(400);
    expect(six.json()).toMatchObject({
      error: 'This package takes at most 2 travelers',
      fieldErrors: { travelers: 'This package takes at most 2 travelers' },
    });
    const soon = await book(2, 3);
    expect(soon.statusCode).toBe(400);
    expect(soon.json().fieldErrors.preferredDate).toMatch(
      /booked 10 days ahead: choose \d{4}-\d{2}-\d{2} or later/,
    );
    expect((await book(2, 30)).statusCode).toBe(201);
  });
});
