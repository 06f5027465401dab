import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { textMessages } from '@trip/shared/common/text';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdmin, createUser } from '../../test/roles';

const NUL = '\u0000';

/** Every string field any route takes, each with a NUL inside. */
const FIELDS = [
  'name',
  'phone',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'title',
  'slug',
  'content',
  'excerpt',
  'description',
  'notes',
  'message',
  'search',
  'q',
  'from',
  'to',
  'destination',
  'departureDate',
  'returnDate',
  'status',
  'category',
  'author',
  'username',
  'source',
  'text',
  'query',
  'anonymousId',
  'specialRequests',
  'idempotencyKey',
];
const nulBody = Object.fromEntries(FIELDS.map((field) => [field, `a${NUL}b`]));
const nulQuery = FIELDS.map((field) => `${field}=a%00b`).join('&');

const concreteUrl = (pattern: string) =>
  pattern.replace(/:[A-Za-z0-9_]+/g, 'a%00b').replace(/\*/g, 'a%00b');

describe('a NUL byte anywhere in a request is a 400, never a 500', () => {
  let ctx: TestContext;
  let headers: Record<'anonymous' | 'user' | 'admin', Record<string, string>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    headers = {
      anonymous: {},
      user: bearer((await createUser(ctx)).token),
      admin: bearer((await createAdmin(ctx)).token),
    };
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses a NUL in a search with a clear message', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/packages?search=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(textMessages.controlCharacters);
    const slug = await ctx.app.inject({ method: 'GET', url: '/api/packages/slug/bad%00slug' });
    expect(slug.statusCode).toBe(400);
  });

  it('sweeps every API route with NUL in its parameters, query and body', async () => {
    const routes = ctx.app.registeredRoutes.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let n = 0;
    for (const route of routes) {
      const caller =
        route.access === 'admin' ? 'admin' : route.access === 'user' ? 'user' : 'anonymous';
      const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      const variants: InjectOptions[] = [
        { url: `${concreteUrl(route.url)}` },
        { url: `${route.url.replace(/:[A-Za-z0-9_]+/g, 'x').replace(/\*/g, 'x')}?${nulQuery}` },
        ...(withBody
          ? [
              {
                url: route.url.replace(/:[A-Za-z0-9_]+/g, 'x').replace(/\*/g, 'x'),
                payload: nulBody,
              },
            ]
          : []),
      ];
      for (const variant of variants) {
        n++;
        const response = await ctx.app.inject({
          ...variant,
          method: route.method as InjectOptions['method'],
          headers: headers[caller],
          remoteAddress: `10.11.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        });
        const where = `${route.method} ${variant.url} → ${response.statusCode} ${response.body.slice(0, 160)}`;
        if (response.statusCode >= 500) failures.push(where);
        // The parameter and query variants hold a NUL in what the route reads: always 400.
        const hasNulInput = variant.payload !== undefined || /%00/.test(variant.url as string);
        if (
          hasNulInput &&
          /:|\?/.test(`${route.url}${variant.url}`) &&
          response.statusCode === 200
        ) {
          failures.push(`accepted: ${where}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('lets tabs and newlines through in body text', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/nothing',
      payload: { notes: 'line one\n\tline two' },
    });
    expect(response.statusCode).toBe(404);
  });
});
