import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken } from '../../test/roles';
import { createBlogViaApi } from '../../modules/blog/blog.fixtures';
import {
  createPackageViaApi,
  setPackageStatusViaApi,
} from '../../modules/tour-packages/tour-packages.fixtures';

const SHELL =
  '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';

/** The shell rendered pages go into (the web build keeps Vite's own, without preloads). */
const RENDER_SHELL = SHELL.replace('<body>', '<body><!-- rendered -->');

// A stand-in for the web build's renderer (apps/web/src/app/server-render.tsx has its own tests):
// it asks the API what the page shows through the transport the server gives it, as the real one
// does, and writes the answer and how many renders it has made into the page.
const RENDERER = `
let renders = 0;
const apiFor = (url) => {
  const [, kind, slug] = url.pathname.split('/');
  if (url.pathname === '/packages') return '/api/packages?limit=48';
  if (url.pathname === '/blog') return '/api/blogs?limit=48';
  if (kind === 'package') return '/api/packages/slug/' + slug;
  if (kind === 'blog') return '/api/blogs/slug/' + slug;
  if (kind === 'itinerary') return '/api/itineraries/slug/' + slug;
  return '/api/site-settings';
};
export function createPageRenderer(shell) {
  return {
    pageKey(url) {
      if (url.pathname === '/contact' && url.searchParams.has('fail')) return '/contact?fail';
      return url.pathname;
    },
    async render(url, transport) {
      renders += 1;
      if (url.searchParams.has('fail')) throw new Error('window is not defined');
      const answer = await transport(apiFor(url), {});
      const body = await answer.text();
      return shell.replace(
        '<div id="root"></div>',
        () => '<div id="root"><p>render ' + renders + '</p><pre>' + body + '</pre></div>',
      );
    },
  };
}
`;

describe('public pages rendered on the server', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-dist-'));
  let ctx: TestContext;
  let adminToken: string;
  beforeAll(async () => {
    fs.mkdirSync(path.join(distDir, 'server'));
    fs.mkdirSync(path.join(distDir, '.vite'));
    fs.writeFileSync(path.join(distDir, 'index.html'), SHELL);
    fs.writeFileSync(path.join(distDir, 'server', 'shell.html'), RENDER_SHELL);
    fs.writeFileSync(path.join(distDir, 'server', 'render.js'), RENDERER);
    fs.writeFileSync(path.join(distDir, 'server', 'package.json'), '{ "type": "module" }');
    fs.writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{}');
    ctx = await createTestApp({}, { webDistDir: distDir });
    adminToken = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const renderNumber = (html: string) => Number(/<p>render (\d+)<\/p>/.exec(html)?.[1]);
  const packageViews = async (slug: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/packages/admin/all',
        headers: bearer(adminToken),
      })
    )
      .json<{ packages: Array<{ slug: string; views: number }> }>()
      .packages.find((item) => item.slug === slug)?.views;

  it('sends a page with what it shows, with its own head, and keeps it', async () => {
    const item = await createPackageViaApi(ctx, adminToken, { title: 'Hampi Boulders Trail' });
    const first = await page(`/package/${item.slug}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Hampi Boulders Trail');
    expect(first.body).toContain('<title>Hampi Boulders Trail | TripSutra</title>');
    const again = await page(`/package/${item.slug}?utm_source=whatsapp`, {
      'accept-encoding': 'gzip',
    });
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(renderNumber(zlib.gunzipSync(again.rawPayload).toString())).toBe(
      renderNumber(first.body),
    );
  });

  it('shows a published package in the list at once, and drops it when unpublished', async () => {
    const before = await page('/packages');
    expect(before.body).not.toContain('Chitkul Apple Orchards');
    const item = await createPackageViaApi(ctx, adminToken, { title: 'Chitkul Apple Orchards' });
    const listed = await page('/packages');
    expect(listed.body).toContain('Chitkul Apple Orchards');
    expect((await page(`/package/${item.slug}`)).statusCode).toBe(200);

    await setPackageStatusViaApi(ctx, adminToken, item._id, 'draft');
    const unlisted = await page('/packages');
    expect(unlisted.body).not.toContain('Chitkul Apple Orchards');
    const draft = await page(`/package/${item.slug}`);
    expect(draft.statusCode).toBe(404);
    expect(draft.body).not.toContain('Chitkul Apple Orchards');
  });

  it('shows a new blog post in the rendered list at once', async () => {
    expect((await page('/blog')).body).not.toContain('Monsoon in the Konkan');
    const post = await createBlogViaApi(ctx, adminToken, { title: 'Monsoon in the Konkan' });
    expect((await page('/blog')).body).toContain('Monsoon in the Konkan');
    expect((await page(`/blog/${post.slug}`)).body).toContain('Monsoon in the Konkan');
  });

  it('counts the page request as the visitor’s view, and not the render’s own read', async () => {
    const item = await createPackageViaApi(ctx, adminToken, { title: 'Majuli River Island' });
    expect(await packageViews(item.slug)).toBe(0);
    const visitor = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126' };
    await page(`/package/${item.slug}`, visitor);
    await expect.poll(() => packageViews(item.slug)).toBe(1);
    // The same visitor again on the same day, and a crawler: no more views.
    await page(`/package/${item.slug}`, visitor);
    await page(`/package/${item.slug}`, { 'user-agent': 'Googlebot/2.1' });
    await page(`/package/${item.slug}`, { 'user-agent': 'WhatsApp/2.23' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await packageViews(item.slug)).toBe(1);
  });

  it('counts a blog post’s view per page request', async () => {
    const post = await createBlogViaApi(ctx, adminToken, { title: 'Ziro Music Festival' });
    const views = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/blogs/admin/all',
          headers: bearer(adminToken),
        })
      )
        .json<{ blogs: Array<{ slug: string; views: number }> }>()
        .blogs.find((item) => item.slug === post.slug)?.views;
    const before = (await views()) ?? 0;
    await page(`/blog/${post.slug}`);
    await page(`/blog/${post.slug}`);
    await expect.poll(views).toBe(before + 2);
  });

  it('shows a post’s share on its page at once, for the visitor who shared it', async () => {
    const post = await createBlogViaApi(ctx, adminToken, { title: 'Hornbill Festival Notes' });
    expect((await page(`/blog/${post.slug}`)).body).toContain('"copy":0');
    const shared = await ctx.app.inject({
      method: 'POST',
      url: `/api/blogs/${post._id}/share`,
      payload: { platform: 'copy' },
    });
    expect(shared.statusCode).toBe(200);
    expect((await page(`/blog/${post.slug}`)).body).toContain('"copy":1');
  });

  it('does not let a client pass for the server’s own render', async () => {
    const item = await createPackageViaApi(ctx, adminToken, { title: 'Dholavira Salt Desert' });
    await ctx.app.inject({
      method: 'GET',
      url: `/api/packages/slug/${item.slug}`,
      headers: { 'x-page-render': 'guess', 'user-agent': 'curl/8' },
    });
    expect(await packageViews(item.slug)).toBe(1);
  });

  it('sends the shell when a page fails to render, so the browser draws it', async () => {
    const response = await page('/contact?fail');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Contact us | TripSutra</title>');
  });

  it('never serves the renderer or its shell as files', async () => {
    for (const url of ['/server/render.js', '/server/shell.html', '/server/package.json']) {
      const response = await page(url);
      expect(response.body, url).not.toContain('createPageRenderer');
      expect(response.body, url).not.toContain('<!-- rendered -->');
    }
  });
});
