import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '@trip/shared/bookings/constants';
import { phoneMessages } from '@trip/shared/common/phone';
import { createTestApp, type TestContext } from '../../test/app';
import { sql } from 'drizzle-orm';
import {
  bearer,
  createAdmin,
  createAdminToken,
  createTestClock,
  headersFor,
} from '../../test/roles';
import { createPackageViaApi } from '../tour-packages/tour-packages.fixtures';

const OPEN_LIMITS = {
  travelDetails: { fromLocation: 'Kochi', toLocation: 'Alappuzha', duration: 3, maxTravelers: 20 },
  bookingInfo: { requiresAdvanceBooking: false },
};

// 09:00 UTC on 1 June 2025 is 14:30 in India: "today" there is 2025-06-01.
const START = new Date('2025-06-01T09:00:00.000Z');

let nextAddress = 0;
/** Requests from different addresses, so the per-address rate limit stays out of the way. */
function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

type Booked = { _id: string; title: string; slug: string; price: number };

function bookingBody(
  item: { _id: string; slug?: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    packageId: item._id,
    packageSlug: item.slug,
    itemType: 'package',
    fullName: 'Asha Menon',
    phone: '+91 98765-43210',
    email: 'Asha@Example.com',
    travelers: 2,
    preferredDate: '2025-07-15',
    specialRequests: 'Sea-facing room, please.',
    ...overrides,
  };
}

describe('booking requests', () => {
  let ctx: TestContext;
  let adminToken: string;
  let trip: Booked;
  const clock = createTestClock(START);

  async function book(
    body: Record<string, unknown>,
    options: { key?: string; address?: string } = {},
  ) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/packages/book',
      payload: body,
      remoteAddress: options.address ?? freshAddress(),
      headers: options.key ? { 'idempotency-key': options.key } : {},
    });
  }

  async function adminBookings(query: Record<string, string> = {}) {
    const response = await ctx.app.inject({
      url: '/api/bookings/admin',
      query: { limit: '50', ...query },
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      bookings: Array<Record<string, unknown> & { _id: string; status: string }>;
      total: number;
    };
  }

  beforeAll(async () => {
    ctx = await createTestApp({}, { now: clock.now });
    adminToken = await createAdminToken(ctx);
    // A package that takes any party the form allows, booked any day: these tests are about
    // the request itself (the package's own limits have tests of their own).
    const created = await createPackageViaApi(ctx, adminToken, {
      title: 'Kerala Backwaters Houseboat',
      pricing: { basePrice: 40_000, discountPercentage: 25 },
      ...OPEN_LIMITS,
    });
    trip = { _id: created._id, title: created.title, slug: created.slug, price: 30_000 };
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('takes a request and answers 201 with the promise of a call within 24 hours', async () => {
    const response = await book(bookingBody(trip));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      booking: { _id: expect.any(String), status: 'pending' },
      message: 'Booking request submitted successfully! We will contact you within 24 hours.',
    });
    const { bookings } = await adminBookings();
    expect(bookings.find((item) => item._id === body.booking._id)).toMatchObject({
      customerInfo: {
        fullName: 'Asha Menon',
        phone: '919876543210',
        email: 'asha@example.com',
        travelers: 2,
        preferredDate: '2025-07-15',
        specialRequests: 'Sea-facing room, please.',
      },
      packageId: trip._id,
      packageSlug: trip.slug,
      itemType: 'package',
      status: 'pending',
      contactAttempts: [],
      statusHistory: [{ from: null, to: 'pending', by: null, note: '' }],
    });
  });

  it("stores the server's title and price, never the browser's", async () => {
    const response = await book(
      bookingBody(trip, { packageTitle: 'Free Trip', packagePrice: 1, fullName: 'Price Tester' }),
    );
    expect(response.statusCode).toBe(201);
    const { bookings } = await adminBookings({ search: 'Price Tester' });
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ packageTitle: trip.title, packagePrice: trip.price });
  });

  it('finds the package by slug when no id is sent', async () => {
    const response = await book(bookingBody({ _id: '', slug: trip.slug }));
    expect(response.statusCode).toBe(201);
  });

  it('refuses a package that does not exist or is not published', async () => {
    const draft = await createPackageViaApi(ctx, adminToken, { status: 'draft' });
    for (const item of [
      { _id: '00000000-0000-4000-8000-000000000000' },
      { _id: 'not-an-id', slug: 'no-such-trip' },
      { _id: draft._id, slug: draft.slug },
    ]) {
      const response = await book(bookingBody(item));
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(bookingMessages.packageNotFound);
    }
    const none = await book(bookingBody({ _id: '' }));
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(bookingMessages.itemRequired);
  });

  it.each([
    [{ fullName: '  ' }, 'fullName', bookingMessages.fullNameRequired],
    [{ fullName: undefined }, 'fullName', bookingMessages.fullNameRequired],
    [{ phone: '98765' }, 'phone', phoneMessages.tooShort],
    [{ phone: '1234567890123456' }, 'phone', phoneMessages.tooLong],
    [{ travelers: 0 }, 'travelers', bookingMessages.travelersRange],
    [{ travelers: 21 }, 'travelers', bookingMessages.travelersRange],
    [{ travelers: 2.5 }, 'travelers', bookingMessages.travelersRange],
    [{ travelers: undefined }, 'travelers', bookingMessages.travelersRequired],
    [{ preferredDate: '' }, 'preferredDate', bookingMessages.preferredDateRequired],
    [{ preferredDate: '2025-02-30' }, 'preferredDate', bookingMessages.preferredDateInvalid],
    [{ preferredDate: '15/07/2025' }, 'preferredDate', bookingMessages.preferredDateInvalid],
    [{ preferredDate: '2025-05-31' }, 'preferredDate', bookingMessages.preferredDateInPast],
    [{ preferredDate: '2030-01-01' }, 'preferredDate', bookingMessages.preferredDateTooFar],
    [{ email: 'not-an-address' }, 'email', bookingMessages.emailInvalid],
    [
      { specialRequests: 'x'.repeat(1001) },
      'specialRequests',
      bookingMessages.specialRequestsTooLong,
    ],
    [{ itemType: 'hotel' }, 'itemType', bookingMessages.itemTypeInvalid],
  ])('refuses %j', async (overrides, field, message) => {
    const response = await book(bookingBody(trip, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('takes the optional fields empty, 1 and 20 travelers, and today in India', async () => {
    for (const overrides of [
      { email: '', specialRequests: '' },
      { email: undefined, specialRequests: undefined },
      { travelers: 1 },
      { travelers: '20' },
      { preferredDate: '2025-06-01', specialRequests: 'y'.repeat(1000) },
    ]) {
      const response = await book(bookingBody(trip, overrides));
      expect(response.statusCode).toBe(201);
    }
  });

  it("judges 'the past' by India's calendar, not the server's", async () => {
    // 20:00 UTC on 1 June is 01:30 on 2 June in India.
    clock.advance(11 * 60 * 60 * 1000);
    try {
      const yesterday = await book(bookingBody(trip, { preferredDate: '2025-06-01' }));
      expect(yesterday.statusCode).toBe(400);
      expect(yesterday.json().error).toBe(bookingMessages.preferredDateInPast);
      const today = await book(bookingBody(trip, { preferredDate: '2025-06-02' }));
      expect(today.statusCode).toBe(201);
    } finally {
      clock.advance(-11 * 60 * 60 * 1000);
    }
  });

  it('limits the requests one address can make', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      statuses.push((await book(bookingBody(trip, { fullName: 'Flood' }), { address })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    const refused = await book(bookingBody(trip), { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('records the request as a form submission for the activity tracker', async () => {
    await book(bookingBody(trip, { fullName: 'Tracked Traveller' }));
    // The tracker's own screens are another module's; its table is the record.
    const result = await ctx.database.db.execute(
      sql`select data from activities where activity_type = 'form_submission'`,
    );
    const rows = (result as unknown as { rows: Array<{ data: { formData: object } }> }).rows;
    expect(rows.map((row) => row.data.formData)).toContainEqual(
      expect.objectContaining({
        formType: 'booking',
        name: 'Tracked Traveller',
        phone: '919876543210',
        submissionSource: `package:${trip.slug}`,
      }),
    );
  });
});

describe('booking requests: idempotency and concurrency', () => {
  let ctx: TestContext;
  let adminToken: string;
  let trip: Booked;

  async function book(body: Record<string, unknown>, key?: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/packages/book',
      payload: body,
      remoteAddress: freshAddress(),
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  }

  async function totalBookings(): Promise<number> {
    const response = await ctx.app.inject({
      url: '/api/bookings/admin/stats',
      headers: bearer(adminToken),
    });
    return response.json().totalBookings;
  }

  beforeAll(async () => {
    ctx = await createTestApp({}, { now: createTestClock(START).now });
    adminToken = await createAdminToken(ctx);
    const created = await createPackageViaApi(ctx, adminToken, OPEN_LIMITS);
    trip = { _id: created._id, title: created.title, slug: created.slug, price: 0 };
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers a retry with the same key and body with the first answer, and books once', async () => {
    const body = bookingBody(trip, { fullName: 'Retry Once' });
    const first = await book(body, 'retry-key-1');
    const again = await book(body, 'retry-key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await totalBookings()).toBe(1);
  });

  it('treats a reordered but equal body as the same request', async () => {
    const body = bookingBody(trip, { fullName: 'Reordered' });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const first = await book(body, 'retry-key-2');
    const again = await book({ ...reordered, phone: '91 9876543210' }, 'retry-key-2');
    expect(again.json()).toEqual(first.json());
  });

  it('refuses the same key with a different body (409)', async () => {
    await book(bookingBody(trip, { fullName: 'Key Owner' }), 'retry-key-3');
    const before = await totalBookings();
    const response = await book(bookingBody(trip, { fullName: 'Someone Else' }), 'retry-key-3');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(bookingMessages.idempotencyKeyReused);
    expect(await totalBookings()).toBe(before);
  });

  it('refuses a malformed key', async () => {
    for (const key of ['has space', 'k'.repeat(201), 'ключ']) {
      const response = await book(bookingBody(trip), key);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(bookingMessages.idempotencyKeyInvalid);
    }
  });

  it('makes exactly 200 bookings of 200 concurrent requests, and none when all are retried', async () => {
    const before = await totalBookings();
    const requests = Array.from({ length: 200 }, (_, index) => ({
      key: `concurrent-${index}`,
      body: bookingBody(trip, { fullName: `Traveller ${index}`, travelers: (index % 20) + 1 }),
    }));

    const first = await Promise.all(requests.map(({ body, key }) => book(body, key)));
    expect(first.map((response) => response.statusCode)).toEqual(Array(200).fill(201));
    const ids = first.map((response) => response.json().booking._id as string);
    expect(new Set(ids).size).toBe(200);
    expect(await totalBookings()).toBe(before + 200);

    const retried = await Promise.all(requests.map(({ body, key }) => book(body, key)));
    expect(retried.map((response) => response.statusCode)).toEqual(Array(200).fill(201));
    expect(retried.map((response) => response.json().booking._id)).toEqual(ids);
    expect(await totalBookings()).toBe(before + 200);
  });

  it('makes one booking when the same key races itself', async () => {
    const before = await totalBookings();
    const body = bookingBody(trip, { fullName: 'Double Click' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(body, 'double-click')));
    expect(answers.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((response) => response.json().booking._id)).size).toBe(1);
    expect(await totalBookings()).toBe(before + 1);
  });
});

describe('booking requests for itineraries', () => {
  let ctx: TestContext;
  let adminToken: string;
  beforeAll(async () => {
    ctx = await createTestApp({}, { now: createTestClock(START).now });
    adminToken = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("books a stored itinerary with the itinerary's own title and per-person price", async () => {
    const generated = await ctx.app.inject({
      method: 'POST',
      url: '/api/generate-itinerary',
      payload: {
        from: 'Delhi',
        to: 'Jaipur',
        departureDate: '2025-07-10',
        returnDate: '2025-07-13',
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 100_000],
      },
    });
    expect(generated.statusCode).toBe(200);
    const itinerary = generated.json().itineraries[0];

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/packages/book',
      payload: bookingBody(
        { _id: itinerary._id, slug: itinerary.slug },
        { itemType: 'itinerary', packageTitle: 'Anything', packagePrice: 5 },
      ),
    });
    expect(response.statusCode).toBe(201);
    const list = await ctx.app.inject({ url: '/api/bookings/admin', headers: bearer(adminToken) });
    expect(list.json().bookings[0]).toMatchObject({
      itemType: 'itinerary',
      packageId: itinerary._id,
      packageSlug: itinerary.slug,
      packageTitle: itinerary.title,
      packagePrice: itinerary.pricePP,
    });

    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/packages/book',
      payload: bookingBody(
        { _id: '00000000-0000-4000-8000-000000000000' },
        { itemType: 'itinerary' },
      ),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(bookingMessages.itineraryNotFound);
  });
});

describe('booking admin', () => {
  let ctx: TestContext;
  let adminToken: string;
  let adminName: string;
  const clock = createTestClock(START);
  const made: Array<{ _id: string; fullName: string }> = [];

  async function asAdmin(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
    return ctx.app.inject({ method, url, payload, headers: bearer(adminToken) });
  }

  async function list(query: Record<string, string>) {
    const response = await ctx.app.inject({
      url: '/api/bookings/admin',
      query,
      headers: bearer(adminToken),
    });
    return { status: response.statusCode, body: response.json() };
  }

  beforeAll(async () => {
    ctx = await createTestApp({}, { now: clock.now });
    const admin = await createAdmin(ctx, { name: 'Booking Desk' });
    adminToken = admin.token;
    adminName = admin.admin.username;
    const goa = await createPackageViaApi(ctx, adminToken, {
      title: 'Goa Monsoon Special',
      pricing: { basePrice: 20_000, discountPercentage: 0 },
    });
    const leh = await createPackageViaApi(ctx, adminToken, {
      title: 'Leh 100% Offbeat_Trail',
      pricing: { basePrice: 50_000, discountPercentage: 0 },
    });
    const people = [
      { fullName: 'Ravi Kumar', phone: '9811122233', email: 'ravi@example.com', item: goa },
      { fullName: 'Meera Iyer', phone: '9822233344', email: '', item: goa },
      { fullName: 'John D_Souza', phone: '9833344455', email: 'john_d@example.com', item: leh },
      { fullName: 'Fatima Khan', phone: '9844455566', email: 'fatima@example.in', item: leh },
    ];
    for (let index = 0; index < 27; index += 1) {
      const person = people[index % people.length]!;
      clock.advance(60_000);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/packages/book',
        remoteAddress: freshAddress(),
        payload: bookingBody(person.item, {
          fullName: index < 4 ? person.fullName : `${person.fullName} ${index}`,
          phone: person.phone,
          email: person.email,
          travelers: (index % 5) + 1,
        }),
      });
      made.push({ _id: response.json().booking._id, fullName: person.fullName });
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses anonymous callers (401) and traveller tokens (403) on every admin route', async () => {
    const id = made[0]!._id;
    const routes = [
      { method: 'GET', url: '/api/bookings/admin' },
      { method: 'GET', url: '/api/bookings/admin/stats' },
      { method: 'POST', url: `/api/bookings/admin/${id}/contact`, payload: { method: 'phone' } },
      {
        method: 'PATCH',
        url: `/api/bookings/admin/${id}/status`,
        payload: { status: 'confirmed' },
      },
    ] as const;
    for (const route of routes) {
      const anonymous = await ctx.app.inject({ ...route });
      expect(anonymous.statusCode).toBe(401);
      const traveller = await ctx.app.inject({ ...route, headers: await headersFor(ctx, 'user') });
      expect(traveller.statusCode).toBe(403);
    }
    const stats = await asAdmin('GET', '/api/bookings/admin/stats');
    expect(stats.json().pendingBookings).toBe(27);
  });

  it('pages 10 at a time by default, newest first, with the total', async () => {
    const { status, body } = await list({});
    expect(status).toBe(200);
    expect(body.total).toBe(27);
    expect(body.bookings).toHaveLength(10);
    expect(body.bookings[0]._id).toBe(made[26]!._id);
    const third = await list({ page: '3' });
    expect(third.body.bookings).toHaveLength(7);
    expect(third.body.bookings[6]._id).toBe(made[0]!._id);
    const wide = await list({ limit: '25', page: '2' });
    expect(wide.body.bookings).toHaveLength(2);
    const widest = await list({ limit: '50' });
    expect(widest.body.bookings).toHaveLength(27);
  });

  it('sorts oldest first and by other columns', async () => {
    const oldest = await list({ sortOrder: 'asc' });
    expect(oldest.body.bookings[0]._id).toBe(made[0]!._id);
    const byName = await list({ sortBy: 'fullName', sortOrder: 'asc', limit: '50' });
    const names: string[] = byName.body.bookings.map(
      (booking: { customerInfo: { fullName: string } }) => booking.customerInfo.fullName,
    );
    expect(names[0]).toBe('Fatima Khan');
    expect(names[names.length - 1]).toMatch(/^Ravi Kumar/);
    const byPrice = await list({ sortBy: 'packagePrice', sortOrder: 'desc' });
    expect(byPrice.body.bookings[0].packagePrice).toBe(50_000);
  });

  it.each([
    [{ limit: '20' }, bookingMessages.pageSizeInvalid],
    [{ limit: 'ten' }, bookingMessages.pageSizeInvalid],
    [{ page: '0' }, bookingMessages.pageInvalid],
    [{ sortBy: 'phone' }, bookingMessages.sortByInvalid],
    [{ sortOrder: 'sideways' }, bookingMessages.sortOrderInvalid],
    [{ status: 'lost' }, bookingMessages.statusInvalid],
  ])('refuses %j', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('searches name, phone, e-mail and title as plain text', async () => {
    const count = async (search: string) => (await list({ search, limit: '50' })).body.total;
    expect(await count('ravi kumar')).toBe(7);
    expect(await count('98222')).toBe(7);
    expect(await count('+91 98222')).toBe(0);
    expect(await count('EXAMPLE.IN')).toBe(6);
    expect(await count('monsoon')).toBe(14);
    expect(await count('D_Souza')).toBe(7);
    expect(await count('john_d@')).toBe(7);
    expect(await count('100%')).toBe(13);
    expect(await count('%')).toBe(13);
    expect(await count('_')).toBe(13);
    expect(await count('.*')).toBe(0);
    expect(await count('(a+)+$')).toBe(0);
    expect(await count('\\')).toBe(0);
  });

  it('records a contact attempt; a successful one moves a pending booking to contacted', async () => {
    const target = made[0]!._id;
    const failed = await asAdmin('POST', `/api/bookings/admin/${target}/contact`, {
      method: 'phone',
      notes: 'No answer',
      successful: false,
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().booking).toMatchObject({
      status: 'pending',
      contactAttempts: [{ method: 'phone', successful: false, notes: 'No answer' }],
    });

    clock.advance(60_000);
    const reached = await asAdmin('POST', `/api/bookings/admin/${target}/contact`, {
      method: 'whatsapp',
      notes: 'Wants a sea view',
      successful: true,
    });
    const booking = reached.json().booking;
    expect(booking.status).toBe('contacted');
    expect(booking.contactAttempts).toHaveLength(2);
    expect(booking.contactAttempts[1]).toMatchObject({
      method: 'whatsapp',
      successful: true,
      notes: 'Wants a sea view',
      date: clock.now().toISOString(),
      by: { name: adminName },
    });
    expect(booking.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: 'pending' }),
      expect.objectContaining({ from: 'pending', to: 'contacted', by: expect.any(Object) }),
    ]);

    const defaults = await asAdmin('POST', `/api/bookings/admin/${target}/contact`, {});
    expect(defaults.json().booking.contactAttempts[2]).toMatchObject({
      method: 'phone',
      successful: false,
      notes: '',
    });
    const again = await asAdmin('POST', `/api/bookings/admin/${target}/contact`, {
      method: 'email',
      successful: 'yes',
    });
    expect(again.json().booking.status).toBe('contacted');
    expect(again.json().booking.statusHistory).toHaveLength(2);

    const stats = (await asAdmin('GET', '/api/bookings/admin/stats')).json();
    expect(stats).toMatchObject({ totalBookings: 27, pendingBookings: 26, contactedBookings: 1 });
  });

  it('refuses a contact method outside the list', async () => {
    const response = await asAdmin('POST', `/api/bookings/admin/${made[1]!._id}/contact`, {
      method: 'pigeon',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(bookingMessages.contactMethodInvalid);
  });

  it('moves a booking through its statuses, keeping who, when, from, to and why', async () => {
    const target = made[2]!._id;
    clock.advance(60_000);
    const confirmed = await asAdmin('PATCH', `/api/bookings/admin/${target}/status`, {
      status: 'confirmed',
      note: 'Advance paid',
    });
    expect(confirmed.statusCode).toBe(200);
    const at = clock.now().toISOString();
    clock.advance(60_000);
    const completed = await asAdmin('PATCH', `/api/bookings/admin/${target}/status`, {
      status: 'completed',
    });
    const booking = completed.json().booking;
    expect(booking.status).toBe('completed');
    expect(booking.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: 'pending', by: null }),
      {
        from: 'pending',
        to: 'confirmed',
        note: 'Advance paid',
        by: { _id: expect.any(String), name: adminName },
        at,
      },
      expect.objectContaining({ from: 'confirmed', to: 'completed', note: '' }),
    ]);

    const filtered = await list({ status: 'completed' });
    expect(filtered.body.bookings.map((item: { _id: string }) => item._id)).toEqual([target]);
    const all = await list({ status: 'all' });
    expect(all.body.total).toBe(27);

    const stats = (await asAdmin('GET', '/api/bookings/admin/stats')).json();
    expect(stats).toEqual({
      totalBookings: 27,
      pendingBookings: 25,
      contactedBookings: 1,
      confirmedBookings: 0,
      cancelledBookings: 0,
      completedBookings: 1,
    });
  });

  it('refuses a change to the same status, an unknown status and an unknown booking', async () => {
    const target = made[3]!._id;
    const same = await asAdmin('PATCH', `/api/bookings/admin/${target}/status`, {
      status: 'pending',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toBe(bookingMessages.statusUnchanged('pending'));

    const unknown = await asAdmin('PATCH', `/api/bookings/admin/${target}/status`, {
      status: 'lost',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(bookingMessages.statusInvalid);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await asAdmin('PATCH', `/api/bookings/admin/${id}/status`, {
        status: 'cancelled',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe(bookingMessages.notFound);
      const contact = await asAdmin('POST', `/api/bookings/admin/${id}/contact`, {});
      expect(contact.statusCode).toBe(404);
    }
  });
});
