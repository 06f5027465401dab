import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { errorEnvelopeSchema } from '@trip/shared/errors/envelope';
import { createTestApp, type TestContext } from '../../test/app';

/** Route patterns become concrete URLs: `:id` → a UUID that exists nowhere, `*` → a file name. */
function concreteUrl(pattern: string): string {
  return pattern
    .replace(/:([A-Za-z]+)/g, (_match, name: string) =>
      /id$/i.test(name) ? '00000000-0000-4000-8000-000000000000' : 'no-such-thing',
    )
    .replace('*', 'nothing.webp');
}

const bodies: Array<{ label: string; payload: string; contentType: string }> = [
  { label: 'malformed JSON', payload: '{"name": "Asha", ', contentType: 'application/json' },
  { label: 'a JSON array', payload: '[1, 2, 3]', contentType: 'application/json' },
  { label: 'a JSON string', payload: '"hello"', contentType: 'application/json' },
  { label: 'null', payload: 'null', contentType: 'application/json' },
  {
    label: 'wrong types',
    payload: JSON.stringify({
      name: 42,
      phone: true,
      page: 'x',
      travellers: '∞',
      events: 'all',
      priceRange: 'cheap',
    }),
    contentType: 'application/json',
  },
  {
    label: 'unknown fields only',
    payload: JSON.stringify({
      __proto__: { admin: true },
      constructor: { prototype: { x: 1 } },
      zzz: 1,
    }),
    contentType: 'application/json',
  },
  {
    label: 'a huge body',
    payload: JSON.stringify({ text: 'x'.repeat(3 * 1024 * 1024) }),
    contentType: 'application/json',
  },
  { label: 'plain text', payload: 'just some text', contentType: 'text/plain' },
  { label: 'an unknown media type', payload: '<a/>', contentType: 'application/xml' },
];

const queries = [
  '?page=-1&limit=abc',
  '?page=999999999999&limit=100000',
  '?q=%00%ff',
  '?search=(a%2B)%2B$&category[]=x',
  '?destinations=[not json',
];

describe('bad input never produces a 500', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('every route with a body refuses malformed, mistyped, huge and unknown input with a 4xx envelope', async () => {
    const routes = ctx.app.registeredRoutes.filter(
      (route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && route.url.startsWith('/api/'),
    );
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      for (const body of bodies) {
        const request: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url: concreteUrl(route.url),
          payload: body.payload,
          headers: { 'content-type': body.contentType },
        };
        const response = await ctx.app.inject(request);
        const where = `${route.method} ${route.url} with ${body.label} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, where).toBeLessThan(500);
        expect(errorEnvelopeSchema.safeParse(response.json()).success, where).toBe(true);
      }
    }
  });

  it('every GET route answers junk query strings without a 500', async () => {
    const routes = ctx.app.registeredRoutes.filter(
      (route) => route.method === 'GET' && route.url.startsWith('/api/'),
    );
    for (const route of routes) {
      for (const query of queries) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `${concreteUrl(route.url)}${query}`,
        });
        expect(
          response.statusCode,
          `GET ${route.url}${query} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        ).toBeLessThan(500);
      }
    }
  });

  it('answers malformed JSON with a clear message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/nothing',
      payload: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The request body is not valid JSON.',
      code: 'BAD_REQUEST',
    });
  });
});
