import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken } from '../../test/roles';
import { createBlogViaApi } from '../blog/blog.fixtures';
import { createPackageViaApi } from '../tour-packages/tour-packages.fixtures';

describe('robots.txt and sitemap.xml', () => {
  let ctx: TestContext;
  let adminToken: string;
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_BASE_URL: 'https://tripsutra.example/' });
    adminToken = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const sitemap = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    return response.body;
  };

  it('keeps crawlers out of the back office, the API and search results, and names the sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /admin-blogs',
        'Disallow: /api/',
        'Disallow: /search-results',
        '',
        'Sitemap: https://tripsutra.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('lists the public pages and what is published, never a draft, and follows every change', async () => {
    const published = await createPackageViaApi(ctx, adminToken, { title: 'Hampi Boulder Trails' });
    const draft = await createPackageViaApi(ctx, adminToken, {
      title: 'Spiti Draft Plan',
      status: 'draft',
    });
    const post = await createBlogViaApi(ctx, adminToken, { title: 'Monsoon in Cherrapunji' });
    const hidden = await createBlogViaApi(ctx, adminToken, {
      title: 'Unfinished Notes',
      status: 'draft',
    });

    const before = await sitemap();
    expect(before).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    for (const path of ['/', '/packages', '/blog', '/contact']) {
      expect(before).toContain(`<loc>https://tripsutra.example${path}</loc>`);
    }
    expect(before).toMatch(
      new RegExp(`<loc>https://tripsutra.example/package/${published.slug}</loc><lastmod>\\d{4}-`),
    );
    expect(before).toContain(`/blog/${post.slug}</loc>`);
    expect(before).not.toContain(draft.slug);
    expect(before).not.toContain(hidden.slug);

    const unpublish = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/packages/admin/${published._id}/status`,
      headers: bearer(adminToken),
      payload: { status: 'archived' },
    });
    expect(unpublish.statusCode).toBe(200);
    const publish = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/packages/admin/${draft._id}/status`,
      headers: bearer(adminToken),
      payload: { status: 'published' },
    });
    expect(publish.statusCode).toBe(200);
    const after = await sitemap();
    expect(after).not.toContain(published.slug);
    expect(after).toContain(`/package/${draft.slug}</loc>`);
  });
});
