import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken, createUserToken } from '../../test/roles';
import type { RegisteredRoute } from './access';
import { CONTROL_CHARACTER_MESSAGE } from './plain-text';

describe('text with control characters', () => {
  let ctx: TestContext;
  let tokens: { user: string; admin: string };
  beforeAll(async () => {
    ctx = await createTestApp();
    tokens = { user: await createUserToken(ctx), admin: await createAdminToken(ctx) };
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('is refused with 400 and a clear message in a query, a slug or a body', async () => {
    const search = await ctx.app.inject({ method: 'GET', url: '/api/packages?search=%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({
      error: CONTROL_CHARACTER_MESSAGE,
      fieldErrors: { search: CONTROL_CHARACTER_MESSAGE },
    });
    const slug = await ctx.app.inject({ method: 'GET', url: '/api/blogs/slug/goa%00guide' });
    expect(slug.statusCode).toBe(400);
    const lead = await ctx.app.inject({
      method: 'POST',
      url: '/api/promotional-leads/submit',
      payload: { name: 'Asha\u0000', phone: '9830012345' },
    });
    expect(lead.statusCode).toBe(400);
    expect(lead.json().fieldErrors).toEqual({ name: CONTROL_CHARACTER_MESSAGE });
  });

  it('keeps tabs and line breaks in free text', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      payload: { events: [{ activityType: 'error', errorData: { message: 'a\tb\r\nc' } }] },
    });
    expect(response.statusCode).toBe(202);
  });

  it('never makes a 500 on any route, whoever sends it', async () => {
    const routes = (ctx.app.registeredRoutes as readonly RegisteredRoute[]).filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    const faults: string[] = [];
    let n = 0;
    for (const route of routes) {
      const url = `${route.url.replace(/:[A-Za-z0-9_]+/g, 'x%00y').replace(/\*/g, 'x%00')}?q=%00&search=%00&page=%00`;
      const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      const token = route.access === 'user' ? tokens.user : tokens.admin;
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        headers: bearer(token),
        remoteAddress: `10.66.${Math.floor(++n / 250)}.${n % 250}`,
        ...(withBody
          ? { payload: { name: '\u0000', title: 'a\u0000b', phone: '98300\u000012345' } }
          : {}),
      });
      if (response.statusCode >= 500)
        faults.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(faults).toEqual([]);
  });

  it('keeps a short plain request id from the client and replaces any other', async () => {
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/api/test',
      headers: { 'x-request-id': 'trace-42-abc' },
    });
    expect(plain.headers['x-request-id']).toBe('trace-42-abc');
    for (const bad of ['x'.repeat(2048), 'has space', 'new\nline', 'ünïcode']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/test',
        headers: { 'x-request-id': bad },
      });
      const echoed = String(response.headers['x-request-id']);
      expect(echoed).not.toBe(bad);
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
