import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createAdminToken } from '../../test/roles';
import { createBlogViaApi } from '../blog/blog.fixtures';
import {
  createPackageViaApi,
  jpegImage,
  setPackageStatusViaApi,
} from '../tour-packages/tour-packages.fixtures';

describe('link-preview pictures', () => {
  let ctx: TestContext;
  let adminToken: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    adminToken = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const preview = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('draws a 1200×630 PNG for a published package from its own photo', async () => {
    const item = await createPackageViaApi(ctx, adminToken, { title: 'Coorg Coffee Trails' }, [
      { name: 'estate.jpg', bytes: await jpegImage(1600, 1000, '#14532d') },
    ]);
    const response = await preview(`/og/package/${item.slug}.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // The photo is plain dark green (20, 83, 45): above the text, the card shows it, shaded.
    const { data } = await sharp(response.rawPayload)
      .extract({ left: 900, top: 200, width: 8, height: 8 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [red, green, blue] = [data[0]!, data[1]!, data[2]!];
    expect(red).toBeLessThan(40);
    expect(green).toBeGreaterThan(45);
    expect(green).toBeLessThan(90);
    expect(blue).toBeLessThan(60);
  });

  it('draws a post from its place’s art when it has no picture, and caches it by version', async () => {
    const post = await createBlogViaApi(ctx, adminToken, { title: 'Three Days in Hampi' });
    const first = await preview(`/og/blog/${post.slug}.png`);
    expect(first.statusCode).toBe(200);
    expect((await sharp(first.rawPayload).metadata()).width).toBe(1200);
    const etag = first.headers.etag as string;
    const version = etag.replace(/^"blog-|"$/g, '');
    const current = await preview(`/og/blog/${post.slug}.png?v=${version}`);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('has nothing for a draft, an archived package or an unknown kind', async () => {
    const draft = await createPackageViaApi(ctx, adminToken, { status: 'draft' });
    expect((await preview(`/og/package/${draft.slug}.png`)).statusCode).toBe(404);
    const archived = await createPackageViaApi(ctx, adminToken);
    await setPackageStatusViaApi(ctx, adminToken, archived._id, 'archived');
    expect((await preview(`/og/package/${archived.slug}.png`)).statusCode).toBe(404);
    expect((await preview('/og/user/someone.png')).statusCode).toBe(400);
    expect((await preview('/og/itinerary/no-such-trip.png')).statusCode).toBe(404);
  });
});
