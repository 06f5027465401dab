import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '@trip/shared/blog/constants';
import type { Blog, BlogSummary } from '@trip/shared/blog/schemas';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken } from '../../test/roles';
import { blogSeeder } from './blog.seed';

describe('demo blog', () => {
  let ctx: TestContext;
  let cards: BlogSummary[];
  let posts: Blog[];

  beforeAll(async () => {
    ctx = await createTestApp();
    await blogSeeder.run(ctx.database.db);
    cards = (await ctx.app.inject({ url: '/api/blogs' })).json().blogs;
    posts = [];
    for (const card of cards) {
      posts.push((await ctx.app.inject({ url: `/api/blogs/slug/${card.slug}` })).json().blog);
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('publishes six posts, newest first, in the spec categories', () => {
    expect(cards).toHaveLength(6);
    expect(cards.map((card) => card.createdAt)).toEqual(
      [...cards.map((card) => card.createdAt)].sort().reverse(),
    );
    for (const card of cards) expect(BLOG_CATEGORIES).toContain(card.category);
    expect(new Set(cards.map((card) => card.category)).size).toBeGreaterThanOrEqual(3);
  });

  it('has real articles: headings, lists, tags, a few minutes of reading', () => {
    for (const post of posts) {
      expect(post.content).toMatch(/<h2>/);
      expect(post.content).toMatch(/<ul>/);
      expect(post.content).not.toMatch(/<script|on\w+=/i);
      expect(post.tags.length).toBeGreaterThanOrEqual(3);
      expect(post.readTime).toBeGreaterThanOrEqual(2);
      expect(post.excerpt.length).toBeGreaterThan(60);
      expect(post.metaTitle.length).toBeLessThanOrEqual(60);
      expect(post.metaDescription.length).toBeLessThanOrEqual(160);
      expect(post.author.name).toBe('TripSutra Travel Desk');
    }
  });

  it('has a generated cover that the server draws', async () => {
    for (const card of cards) {
      expect(card.featuredImage).toMatch(/^\/api\/media\/art\//);
      expect(card.featuredImageSrcset.map((entry) => entry.width)).toEqual([600, 1200]);
    }
    const picture = await ctx.app.inject({ url: cards[0]!.featuredImageSrcset[0]!.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('changes nothing when run again: same posts, views and shares kept', async () => {
    const [first] = cards;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/blogs/${first!._id}/share`,
      payload: { platform: 'copy' },
    });
    await blogSeeder.run(ctx.database.db);
    const token = await createAdminToken(ctx);
    const all = (
      await ctx.app.inject({ url: '/api/blogs/admin/all', headers: bearer(token) })
    ).json().blogs as Blog[];
    expect(all).toHaveLength(6);
    const again = all.find((post) => post._id === first!._id)!;
    expect(again.views).toBe(1);
    expect(again.socialShares.copy).toBe(1);
    expect(again.createdAt).toBe(first!.createdAt);
  });
});
