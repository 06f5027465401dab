import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogSummary } from '@trip/shared/blog/schemas';
import { blogs } from '../../db/schema/blogs';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken } from '../../test/roles';
import { createBlogViaApi, submitBlog } from './blog.fixtures';

describe('the public blog list served from memory', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    token = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const titles = async () =>
    ((await ctx.app.inject({ url: '/api/blogs' })).json().blogs as BlogSummary[]).map(
      (post) => post.title,
    );

  it('reuses an answer until a post changes, then shows the change at once', async () => {
    const first = await createBlogViaApi(ctx, token, { title: 'Monsoon in Goa' });
    expect(await titles()).toEqual(['Monsoon in Goa']);

    // A write behind the service's back is not seen while the answer is fresh: it is cached.
    await ctx.database.db.update(blogs).set({ title: 'Changed underneath' });
    expect(await titles()).toEqual(['Monsoon in Goa']);

    // The admin's edit clears it.
    const edited = await submitBlog(
      ctx,
      token,
      { title: 'Monsoon in Goa, revisited' },
      { id: first._id },
    );
    expect(edited.statusCode).toBe(200);
    expect(await titles()).toEqual(['Monsoon in Goa, revisited']);

    const unpublished = await submitBlog(ctx, token, { status: 'draft' }, { id: first._id });
    expect(unpublished.statusCode).toBe(200);
    expect(await titles()).toEqual([]);

    await submitBlog(ctx, token, { status: 'published' }, { id: first._id });
    expect(await titles()).toEqual(['Monsoon in Goa, revisited']);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/blogs/${first._id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await titles()).toEqual([]);
  });
});
