import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageListMessages } from '@trip/shared/tour-packages/schemas';
import { createTestApp, type TestContext } from '../../test/app';
import { createAdminToken, createTestClock } from '../../test/roles';
import { createPackageViaApi } from './tour-packages.fixtures';

type Listed = { _id: string; title: string; slug: string; views: number; featured: boolean };

describe('public package list', () => {
  let ctx: TestContext;
  let token: string;
  const ids: Record<string, string> = {};

  async function list(query: Record<string, string> = {}) {
    const response = await ctx.app.inject({ url: '/api/packages', query });
    return { status: response.statusCode, body: response.json() };
  }

  async function titles(query: Record<string, string>): Promise<string[]> {
    const { status, body } = await list(query);
    expect(status).toBe(200);
    return (body.packages as Listed[]).map((item) => item.title).sort();
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    token = await createAdminToken(ctx);
    const catalogue = [
      {
        title: 'Goa Beach Escape',
        shortDescription: 'A trip from our catalogue.',
        category: 'Beach',
        pricing: { basePrice: 24_000, discountPercentage: 0 },
        travelDetails: { fromLocation: 'Mumbai', toLocation: 'Goa', duration: 4 },
        tags: ['beach'],
      },
      {
        title: 'Andaman Island Hopper',
        shortDescription: 'A trip from our catalogue.',
        category: 'Beach',
        pricing: { basePrice: 60_000, discountPercentage: 50 },
        travelDetails: { fromLocation: 'Chennai', toLocation: 'Port Blair', duration: 6 },
        tags: ['scuba', 'islands'],
      },
      {
        title: 'Leh Ladakh Road Trip',
        shortDescription: 'A trip from our catalogue.',
        category: 'Adventure',
        pricing: { basePrice: 45_000, discountPercentage: 10 },
        travelDetails: { fromLocation: 'Delhi', toLocation: 'Leh', duration: 8 },
        tags: ['mountains'],
      },
      {
        title: 'Jaipur Heritage Weekend',
        shortDescription: 'A trip from our catalogue.',
        category: 'Cultural',
        pricing: { basePrice: 12_000, discountPercentage: 0 },
        travelDetails: { fromLocation: 'Delhi', toLocation: 'Jaipur', duration: 3 },
        tags: ['forts'],
      },
      {
        title: '100% Fun_Trip (a+)+$ .* \\ special',
        shortDescription: 'A trip from our catalogue.',
        category: 'Family',
        pricing: { basePrice: 15_000, discountPercentage: 0 },
        travelDetails: { fromLocation: 'Pune', toLocation: 'Lonavala', duration: 2 },
        tags: [],
      },
      {
        title: 'Draft Kerala Idea',
        shortDescription: 'A trip from our catalogue.',
        category: 'Beach',
        status: 'draft',
        pricing: { basePrice: 20_000, discountPercentage: 0 },
        travelDetails: { fromLocation: 'Kochi', toLocation: 'Alleppey', duration: 4 },
      },
    ];
    for (const fields of catalogue) {
      ids[fields.title] = (await createPackageViaApi(ctx, token, fields))._id;
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists published packages only, with the page shape', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 5, totalPages: 1, page: 1 });
    expect(body.packages).toHaveLength(5);
    expect(body.packages.map((item: Listed) => item.title)).not.toContain('Draft Kerala Idea');
  });

  it('searches titles, places and tags, ignoring case', async () => {
    expect(await titles({ search: 'goa' })).toEqual(['Goa Beach Escape']);
    expect(await titles({ search: 'DELHI' })).toEqual([
      'Jaipur Heritage Weekend',
      'Leh Ladakh Road Trip',
    ]);
    expect(await titles({ search: 'port blair' })).toEqual(['Andaman Island Hopper']);
    expect(await titles({ search: 'scuba' })).toEqual(['Andaman Island Hopper']);
    expect(await titles({ search: 'kerala' })).toEqual([]);
    expect(await titles({ search: '   ' })).toHaveLength(5);
  });

  it.each(['%', '_', '\\', '.*', '(a+)+$', '100% Fun_', '$ .* \\'])(
    'matches %j literally, never as a pattern',
    async (search) => {
      expect(await titles({ search })).toEqual(['100% Fun_Trip (a+)+$ .* \\ special']);
    },
  );

  it('answers a pathological pattern text at once, with nothing matched', async () => {
    expect(await titles({ search: `${'a'.repeat(60)}!(a+)+$[` })).toEqual([]);
    expect(await titles({ search: '%%%%_%_%' })).toEqual([]);
  });

  it('filters by category', async () => {
    expect(await titles({ category: 'Beach' })).toEqual([
      'Andaman Island Hopper',
      'Goa Beach Escape',
    ]);
    expect(await titles({ category: 'Wildlife' })).toEqual([]);
  });

  it('filters by the discounted price, both ends included', async () => {
    // Andaman: 60,000 less 50% is 30,000; Leh: 45,000 less 10% is 40,500.
    expect(await titles({ maxPrice: '30000' })).toEqual([
      '100% Fun_Trip (a+)+$ .* \\ special',
      'Andaman Island Hopper',
      'Goa Beach Escape',
      'Jaipur Heritage Weekend',
    ]);
    expect(await titles({ minPrice: '30000', maxPrice: '41000' })).toEqual([
      'Andaman Island Hopper',
      'Leh Ladakh Road Trip',
    ]);
    expect(await titles({ minPrice: '40501' })).toEqual([]);
    expect(await titles({ minPrice: '', maxPrice: '' })).toHaveLength(5);
  });

  it('filters by duration: exact days, a range, or a minimum', async () => {
    expect(await titles({ duration: '4' })).toEqual(['Goa Beach Escape']);
    expect(await titles({ duration: '3-6' })).toEqual([
      'Andaman Island Hopper',
      'Goa Beach Escape',
      'Jaipur Heritage Weekend',
    ]);
    expect(await titles({ duration: '7+' })).toEqual(['Leh Ladakh Road Trip']);
  });

  it('combines filters', async () => {
    expect(
      await titles({ category: 'Beach', search: 'island', maxPrice: '35000', duration: '5-7' }),
    ).toEqual(['Andaman Island Hopper']);
  });

  it.each([
    [{ minPrice: 'cheap' }, packageListMessages.priceInvalid],
    [{ maxPrice: '-5' }, packageListMessages.priceInvalid],
    [{ duration: 'a week' }, packageListMessages.durationInvalid],
    [{ duration: '7-3' }, packageListMessages.durationInvalid],
    [{ page: '0' }, packageListMessages.pageInvalid],
    [{ limit: '1000' }, packageListMessages.limitInvalid],
  ])('refuses %j with a clear message', async (query, message) => {
    const { status, body } = await list(query as Record<string, string>);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });
});

describe('public package pages, featured and views', () => {
  let ctx: TestContext;
  let token: string;
  // Each package is made a second after the last, so "newest first" has one answer.
  const clock = createTestClock(new Date());
  beforeAll(async () => {
    ctx = await createTestApp({}, { now: clock.now });
    token = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('pages 12 at a time, newest first', async () => {
    for (let index = 0; index < 14; index += 1) {
      clock.advance(1000);
      await createPackageViaApi(ctx, token, { title: `Paged Package ${index}` });
    }
    const first = (await ctx.app.inject({ url: '/api/packages' })).json();
    expect(first).toMatchObject({ total: 14, totalPages: 2, page: 1 });
    expect(first.packages).toHaveLength(12);
    expect(first.packages[0].title).toBe('Paged Package 13');

    const second = (await ctx.app.inject({ url: '/api/packages?page=2' })).json();
    expect(second).toMatchObject({ total: 14, totalPages: 2, page: 2 });
    expect(second.packages).toHaveLength(2);
    const seen = new Set([...first.packages, ...second.packages].map((item: Listed) => item._id));
    expect(seen.size).toBe(14);

    const beyond = (await ctx.app.inject({ url: '/api/packages?page=3' })).json();
    expect(beyond).toMatchObject({ total: 14, page: 3, packages: [] });

    const small = (await ctx.app.inject({ url: '/api/packages?limit=5&page=3' })).json();
    expect(small).toMatchObject({ total: 14, totalPages: 3 });
    expect(small.packages).toHaveLength(4);
  });

  it('counts a view once per visitor and day', async () => {
    const created = await createPackageViaApi(ctx, token);
    const visit = async (remoteAddress: string) =>
      (await ctx.app.inject({ url: `/api/packages/slug/${created.slug}`, remoteAddress })).json()
        .package.views;
    for (let time = 0; time < 20; time += 1) expect(await visit('10.21.0.1')).toBe(1);
    expect(await visit('10.21.0.2')).toBe(2);
    clock.advance(24 * 60 * 60 * 1000);
    expect(await visit('10.21.0.1')).toBe(3);
    // A day on, the admin's session has ended: the next tests need a fresh one.
    token = await createAdminToken(ctx);
    const missing = await ctx.app.inject({ url: '/api/packages/slug/no-such-package' });
    expect(missing.statusCode).toBe(404);
  });

  it('features the marked packages first, then the most viewed, at most 8', async () => {
    const marked = [
      await createPackageViaApi(ctx, token, { title: 'Marked A', featured: true }),
      await createPackageViaApi(ctx, token, { title: 'Marked B', featured: true }),
    ];
    await createPackageViaApi(ctx, token, {
      title: 'Marked Draft',
      featured: true,
      status: 'draft',
    });
    const popular = await createPackageViaApi(ctx, token, { title: 'Most Viewed' });
    for (let index = 0; index < 5; index += 1) {
      await ctx.app.inject({
        url: `/api/packages/slug/${popular.slug}`,
        remoteAddress: `10.22.0.${index + 1}`,
      });
    }
    await ctx.app.inject({ url: `/api/packages/slug/${marked[1]!.slug}` });

    const response = await ctx.app.inject({ url: '/api/packages/featured' });
    expect(response.statusCode).toBe(200);
    const featured = response.json().packages as Listed[];
    expect(featured).toHaveLength(8);
    expect(featured.slice(0, 3).map((item) => item.title)).toEqual([
      'Marked B',
      'Marked A',
      'Most Viewed',
    ]);
    expect(featured.map((item) => item.title)).not.toContain('Marked Draft');
  });
});
