import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogMessages } from '@trip/shared/blog/constants';
import type { Blog } from '@trip/shared/blog/schemas';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdmin, createAdminToken, headersFor } from '../../test/roles';
import {
  blogFormData,
  createBlogViaApi,
  jpegImage,
  paragraphOf,
  submitBlog,
  validBlogFields,
} from './blog.fixtures';

const someId = '00000000-0000-4000-8000-000000000000';

describe('blog admin: access', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const adminRoutes = [
    { method: 'GET', url: '/api/blogs/admin/all' },
    { method: 'POST', url: '/api/blogs/create' },
    { method: 'PUT', url: `/api/blogs/${someId}` },
    { method: 'DELETE', url: `/api/blogs/${someId}` },
  ] as const;

  it.each(adminRoutes)('$method $url refuses anonymous callers (401)', async (route) => {
    const response = await ctx.app.inject({
      ...route,
      headers: await headersFor(ctx, 'anonymous'),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it.each(adminRoutes)('$method $url refuses traveller tokens (403)', async (route) => {
    const response = await ctx.app.inject({ ...route, headers: await headersFor(ctx, 'user') });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('stores nothing a traveller sends', async () => {
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/blogs/create',
      headers: await headersFor(ctx, 'user'),
      payload: blogFormData(validBlogFields()),
    });
    expect(refused.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/blogs' })).json().total).toBe(0);
  });
});

describe('blog admin: the form rules', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    token = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('names every missing required field at once, in form order', async () => {
    const response = await submitBlog(ctx, token, { title: '  ', tags: 'a' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Title is required, Excerpt is required, Category is required, Content is required',
      fieldErrors: {
        title: blogMessages.titleRequired,
        excerpt: blogMessages.excerptRequired,
        category: blogMessages.categoryRequired,
        content: blogMessages.contentRequired,
      },
    });
  });

  it('takes only the spec categories', async () => {
    const response = await submitBlog(ctx, token, validBlogFields({ category: 'Adventure' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(blogMessages.categoryInvalid);
    expect(response.json().error).toBe(
      'Category must be one of: Travel Tips, Destination Guides, Travel Stories, Travel News, Travel Deals, Other',
    );
  });

  it('refuses content that is empty once the markup that is not allowed is gone', async () => {
    for (const content of [
      '<p> </p>',
      '<script>alert(1)</script>',
      '<style>p{}</style><img src="x">',
    ]) {
      const response = await submitBlog(ctx, token, validBlogFields({ content }));
      expect(response.statusCode, content).toBe(400);
      expect(response.json().fieldErrors).toEqual({ content: blogMessages.contentRequired });
    }
  });

  it('refuses a bad status and over-long meta fields with their messages', async () => {
    const response = await submitBlog(
      ctx,
      token,
      validBlogFields({
        status: 'archived',
        metaTitle: 'x'.repeat(61),
        metaDescription: 'y'.repeat(161),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      metaTitle: blogMessages.metaTitleTooLong,
      metaDescription: blogMessages.metaDescriptionTooLong,
      status: blogMessages.statusInvalid,
    });
  });

  it('wants multipart', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/blogs/create',
      headers: bearer(token),
      payload: validBlogFields(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe(blogMessages.multipartRequired);
  });

  it('stores nothing when a rule fails', async () => {
    const all = await ctx.app.inject({ url: '/api/blogs/admin/all', headers: bearer(token) });
    expect(all.json().blogs).toEqual([]);
  });
});

describe('blog admin: writing posts', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ token } = await createAdmin(ctx, { name: 'Meera Iyer' }));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('makes the slug from the title, numbering repeats, and names the admin as author', async () => {
    const first = await createBlogViaApi(ctx, token, { title: 'Goa in the Monsoon!' });
    const second = await createBlogViaApi(ctx, token, { title: 'Goa in the monsoon' });
    const third = await createBlogViaApi(ctx, token, { title: 'GOA — in the Monsoon?' });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'goa-in-the-monsoon',
      'goa-in-the-monsoon-2',
      'goa-in-the-monsoon-3',
    ]);
    expect(first.author).toEqual({ name: 'Meera Iyer' });
    const untitled = await createBlogViaApi(ctx, token, { title: 'केरल यात्रा' });
    expect(untitled.slug).toBe('post');
  });

  it('computes the read time from the words at 200 a minute', async () => {
    const short = await createBlogViaApi(ctx, token, { content: paragraphOf(12) });
    const long = await createBlogViaApi(ctx, token, {
      content: `<h2>Day one</h2>${paragraphOf(399)}<ul><li>x</li></ul>`,
    });
    expect(short.readTime).toBe(1);
    expect(long.readTime).toBe(3);
  });

  it('turns comma-separated tags into a list, trimmed, blanks and repeats dropped', async () => {
    const blog = await createBlogViaApi(ctx, token, { tags: ' Goa, beaches ,, goa,Monsoon ' });
    expect(blog.tags).toEqual(['Goa', 'beaches', 'Monsoon']);
  });

  it('starts as a draft that only the back office sees', async () => {
    const fields = validBlogFields();
    delete fields.status;
    const response = await submitBlog(ctx, token, fields);
    expect(response.statusCode).toBe(201);
    const draft = response.json().blog as Blog;
    expect(draft.status).toBe('draft');
    expect(draft.publishedAt).toBeNull();
    const all = (
      await ctx.app.inject({ url: '/api/blogs/admin/all', headers: bearer(token) })
    ).json().blogs as Blog[];
    expect(all.find((blog) => blog._id === draft._id)?.status).toBe('draft');
    const search = await ctx.app.inject({
      url: `/api/blogs?search=${encodeURIComponent(draft.title)}`,
    });
    expect(search.json().total).toBe(0);
  });
});

describe('blog admin: sanitising the content', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    token = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('removes scripts, styles, handlers and javascript: links; keeps safe links and own images', async () => {
    const blog = await createBlogViaApi(ctx, token, {
      content: [
        '<h1 style="color:red">Packing</h1>',
        '<script>alert("x")</script><style>body{display:none}</style>',
        '<p onclick="steal()">Carry <b>layers</b> and <a href="javascript:alert(1)">this</a>.</p>',
        '<p><a href="https://www.keralatourism.org" onmouseover="x()">Kerala Tourism</a> and <a href="/packages">our packages</a></p>',
        '<img src="/api/media/art/0123456789abcdef.webp" alt="Houseboat" onerror="steal()">',
        '<img src="https://evil.example/pixel.gif"><iframe src="https://evil.example"></iframe>',
      ].join(''),
    });
    expect(blog.content).toBe(
      [
        '<h2>Packing</h2>',
        '<p>Carry <b>layers</b> and this.</p>',
        '<p><a href="https://www.keralatourism.org/" rel="noopener noreferrer" target="_blank">Kerala Tourism</a> and <a href="/packages" rel="noopener noreferrer">our packages</a></p>',
        '<img src="/api/media/art/0123456789abcdef.webp" alt="Houseboat" loading="lazy" decoding="async" />',
      ].join(''),
    );
    const served = (await ctx.app.inject({ url: `/api/blogs/slug/${blog.slug}` })).json().blog;
    expect(served.content).toBe(blog.content);
  });

  it('sanitises edits the same way', async () => {
    const blog = await createBlogViaApi(ctx, token);
    const response = await submitBlog(
      ctx,
      token,
      { content: '<p>Safe</p><svg onload="x()"><script>y()</script></svg>' },
      { id: blog._id },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().blog.content).toBe('<p>Safe</p>');
  });
});

describe('blog admin: editing and publishing', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    token = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('publishes a draft with the switch, after which the public sees it', async () => {
    const draft = await createBlogViaApi(ctx, token, {
      title: 'Hampi by bicycle',
      status: 'draft',
    });
    expect((await ctx.app.inject({ url: `/api/blogs/slug/${draft.slug}` })).statusCode).toBe(404);

    const response = await submitBlog(ctx, token, { status: 'published' }, { id: draft._id });
    expect(response.statusCode).toBe(200);
    const published = response.json().blog as Blog;
    expect(published).toMatchObject({ status: 'published', title: 'Hampi by bicycle' });
    expect(published.publishedAt).not.toBeNull();
    expect(published.excerpt).toBe(draft.excerpt);
    expect(published.content).toBe(draft.content);
    expect((await ctx.app.inject({ url: `/api/blogs/slug/${draft.slug}` })).statusCode).toBe(200);

    const unpublished = await submitBlog(ctx, token, { status: 'draft' }, { id: draft._id });
    expect(unpublished.json().blog.status).toBe('draft');
    expect((await ctx.app.inject({ url: `/api/blogs/slug/${draft.slug}` })).statusCode).toBe(404);
  });

  it("lets a draft's slug follow its title, and keeps a published post's address", async () => {
    const draft = await createBlogViaApi(ctx, token, { title: 'Untitled idea', status: 'draft' });
    const renamed = await submitBlog(ctx, token, { title: 'Spiti in winter' }, { id: draft._id });
    expect(renamed.json().blog.slug).toBe('spiti-in-winter');

    const live = await createBlogViaApi(ctx, token, { title: 'Coorg coffee trail' });
    const retitled = await submitBlog(
      ctx,
      token,
      { title: 'Coorg coffee trails' },
      { id: live._id },
    );
    expect(retitled.json().blog).toMatchObject({
      title: 'Coorg coffee trails',
      slug: 'coorg-coffee-trail',
    });
  });

  it('checks edits by the same rules', async () => {
    const blog = await createBlogViaApi(ctx, token);
    const response = await submitBlog(
      ctx,
      token,
      { excerpt: '', category: 'Food' },
      { id: blog._id },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      `${blogMessages.excerptRequired}, ${blogMessages.categoryInvalid}`,
    );
  });

  it('answers "Blog not found" for an unknown post', async () => {
    for (const id of [someId, 'nope']) {
      const edit = await submitBlog(ctx, token, validBlogFields(), { id });
      expect(edit.statusCode).toBe(404);
      expect(edit.json().error).toBe(blogMessages.notFound);
      const removal = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/blogs/${id}`,
        headers: bearer(token),
      });
      expect(removal.statusCode).toBe(404);
    }
  });
});

describe('blog admin: the featured image', () => {
  let ctx: TestContext;
  let token: string;
  let uploadsDir: string;
  const storedFiles = () =>
    fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : ([] as string[]);

  beforeAll(async () => {
    ctx = await createTestApp();
    token = await createAdminToken(ctx);
    uploadsDir = path.join(ctx.env.DATA_DIR, 'uploads');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('stores an upload as WebP in several widths, without its metadata', async () => {
    const blog = await createBlogViaApi(
      ctx,
      token,
      {},
      {
        name: 'houseboat.jpg',
        bytes: await jpegImage(2000, 1200),
      },
    );
    expect(blog.featuredImage).toMatch(/^\/api\/media\/uploads\/[a-f0-9]{32}-1600\.webp$/);
    expect(blog.featuredImageSrcset.map((entry) => entry.width)).toEqual([480, 960, 1600]);
    const served = await ctx.app.inject({ url: blog.featuredImage });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(storedFiles()).toHaveLength(3);

    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/blogs/${blog._id}`,
      headers: bearer(token),
    });
  });

  it('refuses a file that is not an image, naming it, and stores neither file nor post', async () => {
    const before = storedFiles();
    const response = await submitBlog(ctx, token, validBlogFields({ title: 'Fake picture' }), {
      image: {
        name: 'notes.jpg',
        bytes: Buffer.from('just some text, not a JPEG'),
        type: 'image/jpeg',
      },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().fieldErrors.featuredImage).toBe(
      'notes.jpg is not an image we can read. Upload a JPEG, PNG, WebP, GIF or AVIF picture.',
    );
    expect(storedFiles()).toEqual(before);
    const all = (
      await ctx.app.inject({ url: '/api/blogs/admin/all', headers: bearer(token) })
    ).json();
    expect(all.blogs.map((blog: Blog) => blog.title)).not.toContain('Fake picture');
  });

  it('refuses a second featured image', async () => {
    const form = blogFormData(validBlogFields());
    const jpeg = new Blob([new Uint8Array(await jpegImage(200, 100))], { type: 'image/jpeg' });
    form.append('featuredImage', jpeg, 'one.jpg');
    form.append('featuredImage', jpeg, 'two.jpg');
    const response = await submitBlog(ctx, token, {}, { form });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.featuredImage).toBe(blogMessages.oneImageOnly);
  });

  it('replaces and removes the picture, deleting the old files; delete takes the rest', async () => {
    const blog = await createBlogViaApi(
      ctx,
      token,
      {},
      {
        name: 'first.jpg',
        bytes: await jpegImage(900, 600),
      },
    );
    const firstFiles = storedFiles();
    expect(firstFiles).toHaveLength(2);

    const replaced = await submitBlog(
      ctx,
      token,
      {},
      {
        id: blog._id,
        image: { name: 'second.jpg', bytes: await jpegImage(700, 500) },
      },
    );
    expect(replaced.statusCode).toBe(200);
    const second = replaced.json().blog as Blog;
    expect(second.featuredImage).not.toBe(blog.featuredImage);
    expect((await ctx.app.inject({ url: blog.featuredImage })).statusCode).toBe(404);
    expect(storedFiles().some((file) => firstFiles.includes(file))).toBe(false);

    const kept = await submitBlog(ctx, token, { title: 'Still pictured' }, { id: blog._id });
    expect(kept.json().blog.featuredImage).toBe(second.featuredImage);

    const removed = await submitBlog(ctx, token, { removeFeaturedImage: 'true' }, { id: blog._id });
    expect(removed.json().blog).toMatchObject({ featuredImage: '', featuredImageSrcset: [] });
    expect(storedFiles()).toEqual([]);

    const again = await submitBlog(
      ctx,
      token,
      {},
      {
        id: blog._id,
        image: { name: 'third.jpg', bytes: await jpegImage(600, 400) },
      },
    );
    const third = again.json().blog as Blog;
    const deletion = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/blogs/${blog._id}`,
      headers: bearer(token),
    });
    expect(deletion.statusCode).toBe(204);
    expect(deletion.body).toBe('');
    expect((await ctx.app.inject({ url: third.featuredImage })).statusCode).toBe(404);
    expect(storedFiles()).toEqual([]);
    const all = (
      await ctx.app.inject({ url: '/api/blogs/admin/all', headers: bearer(token) })
    ).json();
    expect(all.blogs.map((item: Blog) => item._id)).not.toContain(blog._id);
  });
});
