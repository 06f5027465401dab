import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, blogMessages } from '@trip/shared/blog/constants';
import type { Blog, BlogSummary } from '@trip/shared/blog/schemas';
import { createTestApp, type TestContext } from '../../test/app';
import { createAdminToken } from '../../test/roles';
import { createBlogViaApi } from './blog.fixtures';
import { SHARE_RATE_LIMIT } from './blog.routes';

describe('blog categories', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists the categories a reader can filter by', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/blogs/categories' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ categories: [...BLOG_CATEGORIES] });
    expect(response.json().categories).toContain('Destination Guides');
  });
});

describe('the public blog list', () => {
  let ctx: TestContext;
  let token: string;
  const list = async (query = '') => {
    const response = await ctx.app.inject({ url: `/api/blogs${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      blogs: BlogSummary[];
      total: number;
      totalPages: number;
      page: number;
    };
  };
  const titles = async (query: string) => (await list(query)).blogs.map((blog) => blog.title);

  beforeAll(async () => {
    ctx = await createTestApp();
    token = await createAdminToken(ctx);
    // Created one after another, so "newest first" is the reverse of this order.
    for (let index = 1; index <= 10; index += 1) {
      await createBlogViaApi(ctx, token, {
        title: `Hill station note ${index}`,
        category: index % 2 === 0 ? 'Travel Tips' : 'Destination Guides',
      });
    }
    await createBlogViaApi(ctx, token, { title: 'Draft about Goa', status: 'draft' });
    await createBlogViaApi(ctx, token, {
      title: 'Save 100% of your worries',
      excerpt: 'Plan ahead and relax.',
      category: 'Travel Deals',
    });
    await createBlogViaApi(ctx, token, {
      title: 'Snake_case is not a place',
      excerpt: 'Backslash \\ and underscores in one excerpt.',
      category: 'Other',
    });
    await createBlogViaApi(ctx, token, {
      title: 'Monsoon in Munnar',
      excerpt: 'Tea gardens in the RAIN.',
      category: 'Travel Stories',
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('shows published posts only, newest first, 9 a page, with the totals', async () => {
    const first = await list();
    expect(first.total).toBe(13);
    expect(first.totalPages).toBe(2);
    expect(first.page).toBe(1);
    expect(first.blogs).toHaveLength(9);
    expect(first.blogs[0]!.title).toBe('Monsoon in Munnar');
    const second = await list('?page=2');
    expect(second.blogs).toHaveLength(4);
    expect(second.blogs.at(-1)!.title).toBe('Hill station note 1');
    const all = [...first.blogs, ...second.blogs].map((blog) => blog.title);
    expect(all).not.toContain('Draft about Goa');
    expect(new Set(all).size).toBe(13);
  });

  it('gives each card what it shows, and no more', async () => {
    const [card] = (await list('?limit=1')).blogs;
    expect(Object.keys(card!).sort()).toEqual(
      [
        '_id',
        'slug',
        'title',
        'category',
        'excerpt',
        'featuredImage',
        'featuredImageSrcset',
        'readTime',
        'views',
        'createdAt',
      ].sort(),
    );
    expect(card!.readTime).toBe(1);
    expect(new Date(card!.createdAt).toISOString()).toBe(card!.createdAt);
  });

  it('filters by category', async () => {
    const tips = await list('?category=Travel%20Tips');
    expect(tips.total).toBe(5);
    expect(tips.blogs.every((blog) => blog.category === 'Travel Tips')).toBe(true);
    expect((await list('?category=Nowhere')).total).toBe(0);
  });

  it('searches titles and excerpts, ignoring case', async () => {
    expect(await titles('?search=munnar')).toEqual(['Monsoon in Munnar']);
    expect(await titles('?search=rain')).toEqual(['Monsoon in Munnar']);
    expect(await titles('?search=%20%20munnar%20%20')).toEqual(['Monsoon in Munnar']);
    expect(await titles('?search=Hill&category=Travel%20Tips')).toHaveLength(5);
  });

  it('takes the search text literally: % _ and \\ are characters, not patterns', async () => {
    expect(await titles('?search=%25')).toEqual(['Save 100% of your worries']);
    expect(await titles('?search=_')).toEqual(['Snake_case is not a place']);
    expect(await titles('?search=%5C')).toEqual(['Snake_case is not a place']);
    expect(await titles('?search=note%25')).toEqual([]);
    expect(await titles('?search=note_1')).toEqual([]);
  });

  it('refuses a page or limit that is not a whole number in range', async () => {
    for (const query of ['?page=0', '?page=abc', '?limit=0', '?limit=49']) {
      const response = await ctx.app.inject({ url: `/api/blogs${query}` });
      expect(response.statusCode, query).toBe(400);
      expect([blogMessages.pageInvalid, blogMessages.limitInvalid]).toContain(
        response.json().error,
      );
    }
  });
});

describe('a public blog post', () => {
  let ctx: TestContext;
  let published: Blog;
  let draft: Blog;

  beforeAll(async () => {
    ctx = await createTestApp();
    const token = await createAdminToken(ctx);
    published = await createBlogViaApi(ctx, token, { tags: 'kerala, houseboat' });
    draft = await createBlogViaApi(ctx, token, { status: 'draft' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const view = (slug: string) => ctx.app.inject({ url: `/api/blogs/slug/${slug}` });

  it('is read by slug with its content, tags, author and shares, and counts each view', async () => {
    const first = await view(published.slug);
    expect(first.statusCode).toBe(200);
    const blog = first.json().blog as Blog;
    expect(blog).toMatchObject({
      _id: published._id,
      title: published.title,
      content: published.content,
      tags: ['kerala', 'houseboat'],
      author: { name: 'Test Admin' },
      socialShares: { copy: 0, facebook: 0, twitter: 0, linkedin: 0, whatsapp: 0 },
      views: 1,
    });
    expect((await view(published.slug)).json().blog.views).toBe(2);
    const card = (await ctx.app.inject({ url: '/api/blogs' }))
      .json()
      .blogs.find((item: BlogSummary) => item._id === published._id);
    expect(card.views).toBe(2);
  });

  it('answers "Blog not found" for drafts and unknown slugs, counting nothing', async () => {
    for (const slug of [draft.slug, 'no-such-post']) {
      const response = await view(slug);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: blogMessages.notFound, code: 'NOT_FOUND' });
    }
  });
});

describe('sharing a post', () => {
  let ctx: TestContext;
  let published: Blog;
  let draft: Blog;

  beforeAll(async () => {
    ctx = await createTestApp();
    const token = await createAdminToken(ctx);
    published = await createBlogViaApi(ctx, token);
    draft = await createBlogViaApi(ctx, token, { status: 'draft' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const share = (id: string, platform: unknown) =>
    ctx.app.inject({ method: 'POST', url: `/api/blogs/${id}/share`, payload: { platform } });

  it('counts each share per platform and answers every platform', async () => {
    expect((await share(published._id, 'whatsapp')).json()).toEqual({
      socialShares: { copy: 0, facebook: 0, twitter: 0, linkedin: 0, whatsapp: 1 },
    });
    await share(published._id, 'copy');
    const third = await share(published._id, 'whatsapp');
    expect(third.statusCode).toBe(200);
    expect(third.json().socialShares).toEqual({
      copy: 1,
      facebook: 0,
      twitter: 0,
      linkedin: 0,
      whatsapp: 2,
    });
    const post = (await ctx.app.inject({ url: `/api/blogs/slug/${published.slug}` })).json().blog;
    expect(post.socialShares.whatsapp).toBe(2);
  });

  it('refuses an unknown platform with the list of platforms', async () => {
    const response = await share(published._id, 'myspace');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(blogMessages.sharePlatformInvalid);
  });

  it('answers "Blog not found" for drafts, unknown ids and ids that are not ids', async () => {
    for (const id of [draft._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await share(id, 'copy');
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toBe(blogMessages.notFound);
    }
  });
});

describe('share rate limit', () => {
  let ctx: TestContext;
  let published: Blog;

  beforeAll(async () => {
    ctx = await createTestApp();
    published = await createBlogViaApi(ctx, await createAdminToken(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it(`takes ${SHARE_RATE_LIMIT.max} shares a minute from one address, then asks it to wait`, async () => {
    const share = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/blogs/${published._id}/share`,
        payload: { platform: 'facebook' },
      });
    for (let index = 0; index < SHARE_RATE_LIMIT.max; index += 1) {
      expect((await share()).statusCode).toBe(200);
    }
    const refused = await share();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const post = (await ctx.app.inject({ url: `/api/blogs/slug/${published.slug}` })).json().blog;
    expect(post.socialShares.facebook).toBe(SHARE_RATE_LIMIT.max);
  });
});
