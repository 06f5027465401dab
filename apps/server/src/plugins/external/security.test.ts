import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken } from '../../test/roles';
import { secureHeaders, securityHeaders } from './security';

/** What helmet writes on a real response, by lower-case name. */
function writtenByHelmet(): Record<string, string> {
  const response = new http.ServerResponse(new http.IncomingMessage(null as never));
  let failed: unknown;
  secureHeaders(response.req, response, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * The hooks Fastify lists for a GET route, one line per kind ("(onSend) [...]"); `node` is the
 * route's node in the printed tree, its path after its parent's.
 */
function hooksOf(printed: string, node: string): string[] {
  const lines = printed.split('\n');
  const start = lines.findIndex((line) => line.endsWith(` ${node} (GET)`));
  if (start < 0) throw new Error(`no GET ${node} in the route tree:\n${printed}`);
  const hooks: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const hook = /• (\(\w+\) .*)$/.exec(line);
    if (!hook?.[1]) break;
    hooks.push(hook[1]);
  }
  return hooks;
}

describe('security headers and per-request work', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('reads the same headers from helmet once as it writes on every response', () => {
    const headers = securityHeaders();
    expect(headers).toEqual(writtenByHelmet());
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends them, and the request id, on every kind of answer', async () => {
    const expected = securityHeaders();
    const token = await createAdminToken(ctx);
    const answers = await Promise.all([
      // Prepared answers (lib/prepared-json).
      ctx.app.inject({ url: '/api/blogs', headers: { 'accept-encoding': 'br' } }),
      ctx.app.inject({ url: '/api/places?q=goa' }),
      ctx.app.inject({ url: '/api/test' }),
      ctx.app.inject({ url: '/api/nothing-here' }),
      ctx.app.inject({ url: '/api/blogs?page=0' }),
      ctx.app.inject({ url: '/api/blogs/admin/all' }),
      ctx.app.inject({
        url: '/api/blogs/admin/all',
        headers: { authorization: 'Bearer nonsense' },
      }),
      ctx.app.inject({ url: '/api/blogs/admin/all', headers: bearer(token) }),
      ctx.app.inject({ url: '/api/test', headers: { 'x-request-id': 'kept-id-42' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 404, 400, 401, 401, 200, 200,
    ]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(expected)) {
        expect(answer.headers[name], name).toBe(value);
      }
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$|^kept-id-42$/);
    }
    expect(answers.at(-1)?.headers['x-request-id']).toBe('kept-id-42');
  });

  it('runs no hook after the answer on the public lists, which send prepared bytes', () => {
    // Compression (the route compresses once, lib/prepared-json), the request id and multipart
    // clean-up (multipart only on the admin forms) once added an onSend or onResponse hook here.
    const printed = ctx.app.printRoutes({ method: 'GET', includeHooks: true, commonPrefix: false });
    for (const path of [
      '/api/blogs',
      '/api/packages',
      '/featured',
      '/api/places',
      '/api/itineraries/popular',
    ]) {
      const hooks = hooksOf(printed, path);
      expect(
        hooks.some((hook) => hook.startsWith('(onRequest)')),
        path,
      ).toBe(true);
      expect(
        hooks.filter((hook) => /^\((onSend|onResponse)\)/.test(hook)),
        path,
      ).toEqual([]);
    }
  });

  it('reads multipart on the admin forms only; other routes refuse it as unsupported', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/promotional-leads/submit',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--x--\r\n',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
