import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_CATEGORIES } from '@trip/shared/tour-packages/constants';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken } from '../../test/roles';
import { knowledgeBase, normalisePlace } from '../itineraries/knowledge/load';
import { tourPackagesSeeder } from './tour-packages.seed';

describe('demo catalogue', () => {
  let ctx: TestContext;
  let published: TourPackage[];

  beforeAll(async () => {
    ctx = await createTestApp();
    await tourPackagesSeeder.run(ctx.database.db);
    const response = await ctx.app.inject({ url: '/api/packages?limit=48' });
    published = response.json().packages;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('publishes at least 12 packages covering every category', () => {
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(new Set(published.map((item) => item.category))).toEqual(new Set(PACKAGE_CATEGORIES));
  });

  it('goes to real places from the knowledge base', () => {
    const known = new Set(
      knowledgeBase().destinations.flatMap((place) =>
        [place.name, ...place.aliases].map(normalisePlace),
      ),
    );
    for (const item of published) {
      expect(known, item.travelDetails.toLocation).toContain(
        normalisePlace(item.travelDetails.toLocation),
      );
      expect(known, item.travelDetails.fromLocation).toContain(
        normalisePlace(item.travelDetails.fromLocation),
      );
    }
  });

  it('prices in whole rupees with discounts, and plans every day', () => {
    for (const item of published) {
      expect(item.pricing.currency).toBe('INR');
      expect(item.pricing.basePrice).toBeGreaterThanOrEqual(5_000);
      expect(item.pricing.discountedPrice).toBe(
        Math.round((item.pricing.basePrice * (100 - item.pricing.discountPercentage)) / 100),
      );
      expect(item.itinerary.map((entry) => entry.day)).toEqual(
        Array.from({ length: item.travelDetails.duration }, (_, index) => index + 1),
      );
      expect(item.itinerary.every((entry) => entry.detail.length > 20)).toBe(true);
    }
    expect(published.some((item) => item.pricing.discountPercentage > 0)).toBe(true);
  });

  it('marks 4 to 6 as featured, and the featured carousel leads with them', async () => {
    const marked = published.filter((item) => item.featured);
    expect(marked.length).toBeGreaterThanOrEqual(4);
    expect(marked.length).toBeLessThanOrEqual(6);
    const featured = (await ctx.app.inject({ url: '/api/packages/featured' })).json().packages;
    expect(featured).toHaveLength(8);
    expect(featured.slice(0, marked.length).every((item: TourPackage) => item.featured)).toBe(true);
  });

  it('has generated pictures, exactly one featured, that the server draws', async () => {
    for (const item of published) {
      expect(item.images.length).toBeGreaterThanOrEqual(3);
      expect(item.images.filter((image) => image.isFeatured)).toHaveLength(1);
      for (const image of item.images) {
        expect(image.srcset.map((entry) => entry.width)).toEqual([600, 1200]);
      }
    }
    const picture = await ctx.app.inject({ url: published[0]!.images[0]!.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('changes nothing when run again: same packages, views kept', async () => {
    const slug = published[0]!.slug;
    await ctx.app.inject({ url: `/api/packages/slug/${slug}` });
    const token = await createAdminToken(ctx);
    // The admin list is read fresh; public lists may be up to a few seconds behind on views.
    const viewsBefore = (
      await ctx.app.inject({ url: '/api/packages/admin/all', headers: bearer(token) })
    )
      .json()
      .packages.find((item: TourPackage) => item.slug === slug).views;

    await tourPackagesSeeder.run(ctx.database.db);
    const all = (
      await ctx.app.inject({ url: '/api/packages/admin/all', headers: bearer(token) })
    ).json().packages as TourPackage[];
    expect(all).toHaveLength(published.length);
    expect(all.find((item) => item.slug === slug)!.views).toBe(viewsBefore);
  });
});
