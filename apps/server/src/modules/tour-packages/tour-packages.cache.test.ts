import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken } from '../../test/roles';
import { tourPackagesSeeder } from './tour-packages.seed';

describe('public catalogue answers served from memory', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    await tourPackagesSeeder.run(ctx.database.db);
    token = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const publicSlugs = async (url: string) =>
    ((await ctx.app.inject({ url })).json().packages as TourPackage[]).map((item) => item.slug);

  it('show an admin change on this instance at once', async () => {
    const before = await publicSlugs('/api/packages?limit=48');
    const featuredBefore = await publicSlugs('/api/packages/featured');
    const target = (
      (await ctx.app.inject({ url: '/api/packages/admin/all', headers: bearer(token) })).json()
        .packages as TourPackage[]
    ).find((item) => item.slug === featuredBefore[0])!;
    expect(before).toContain(target.slug);

    const archived = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/packages/admin/${target._id}/status`,
      headers: bearer(token),
      payload: { status: 'archived' },
    });
    expect(archived.statusCode).toBe(200);
    expect(await publicSlugs('/api/packages?limit=48')).not.toContain(target.slug);
    expect(await publicSlugs('/api/packages/featured')).not.toContain(target.slug);

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/packages/admin/${target._id}/status`,
      headers: bearer(token),
      payload: { status: 'published' },
    });
    expect(await publicSlugs('/api/packages?limit=48')).toContain(target.slug);
  });
});
