import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';

describe('serving the built web app', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-dist-'));
  let ctx: TestContext;
  beforeAll(async () => {
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(distDir, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
    fs.writeFileSync(
      path.join(distDir, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    ctx = await createTestApp({}, { webDistDir: distDir });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-AbCdEf12.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files without a hash', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('serves the app for every page path (SPA fallback), never cached', async () => {
    for (const url of ['/', '/contact', '/search-results', '/admin']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('serving prerendered pages', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-dist-'));
  const homeBody = `<div id="root"><h1>Where do you want to fly today?</h1>${'<p>Plan a trip.</p>'.repeat(200)}</div>`;
  const homeHtml = `<!doctype html><head><title>TripSutra</title></head>${homeBody}`;
  const shellHtml = '<!doctype html><div id="root"></div>';
  let ctx: TestContext;
  beforeAll(async () => {
    fs.mkdirSync(path.join(distDir, 'pages'));
    fs.writeFileSync(path.join(distDir, 'index.html'), shellHtml);
    fs.writeFileSync(path.join(distDir, 'pages', 'index.html'), homeHtml);
    fs.writeFileSync(
      path.join(distDir, 'prerendered.json'),
      JSON.stringify({ '/': 'pages/index.html' }),
    );
    ctx = await createTestApp({}, { webDistDir: distDir });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('sends a prerendered page for its path, compressed and never cached', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('gzip');
    const html = zlib.gunzipSync(response.rawPayload).toString();
    expect(html).toContain(homeBody);
    // With the home page's own head in place of the shell's title.
    expect(html).toContain('<title>TripSutra · AI trip planner for India</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:80/">');
  });

  it('keeps the empty shell for every other page path', async () => {
    for (const url of ['/admin', '/search-results', '/login']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(shellHtml);
    }
  });

  it('sends the prerendered page whatever the query string', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/?utm_source=mail' });
    expect(response.body).toContain(homeBody);
    expect(response.body).toContain('<link rel="canonical" href="http://localhost:80/">');
  });
});
