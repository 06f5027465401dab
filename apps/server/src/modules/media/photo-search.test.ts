import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Env } from '../../config/env';
import { createTestApp, type TestContext } from '../../test/app';
import type { MediaOptions } from './media.service';

type SeenRequest = { path: string; query: URLSearchParams; authorization: string | undefined };

/** A local stand-in for the Pexels and Unsplash search APIs, answering in their shapes. */
async function startFakePhotoApi() {
  const seen: SeenRequest[] = [];
  const stalled: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = url.searchParams.get('query') ?? '';
    seen.push({
      path: url.pathname,
      query: url.searchParams,
      authorization: request.headers.authorization,
    });
    if (query.includes('broken')) {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
      return;
    }
    if (query.includes('sleepy')) {
      stalled.push(response);
      return;
    }
    const slug = query.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const count = Number(url.searchParams.get('per_page') ?? '1');
    const numbers = Array.from({ length: count }, (_, index) => index + 1);
    response.writeHead(200, { 'content-type': 'application/json' });
    if (url.pathname === '/v1/search') {
      response.end(
        JSON.stringify({
          page: 1,
          per_page: count,
          photos: numbers.map((number) => ({
            id: number,
            alt: query,
            src: {
              original: `https://images.pexels.com/photos/${slug}-${number}.jpeg`,
              landscape: `https://images.pexels.com/photos/${slug}-${number}.jpeg?w=1200&h=627`,
              medium: `https://images.pexels.com/photos/${slug}-${number}.jpeg?h=350`,
            },
          })),
        }),
      );
    } else if (url.pathname === '/search/photos') {
      response.end(
        JSON.stringify({
          total: count,
          results: numbers.map((number) => ({
            id: `u${number}`,
            urls: {
              regular: `https://images.unsplash.com/photo-${slug}-${number}?w=1080`,
              small: `https://images.unsplash.com/photo-${slug}-${number}?w=400`,
            },
          })),
        }),
      );
    } else {
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    async close() {
      for (const response of stalled) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('place images from a photo API', () => {
  let fake: Awaited<ReturnType<typeof startFakePhotoApi>>;
  let ctx: TestContext;
  beforeAll(async () => {
    fake = await startFakePhotoApi();
    ctx = await createTestApp({
      PHOTO_API_PROVIDER: 'pexels',
      PHOTO_API_KEY: 'test-pexels-key',
      PHOTO_API_BASE_URL: fake.baseUrl,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('answers the photo the provider found, asking with the key', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/place-image',
      query: { place: 'Baga Beach', destination: 'Goa' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().imageUrl).toBe(
      'https://images.pexels.com/photos/baga-beach-goa-1.jpeg?w=1200&h=627',
    );
    const request = fake.seen.at(-1)!;
    expect(request.path).toBe('/v1/search');
    expect(request.authorization).toBe('test-pexels-key');
    expect(request.query.get('query')).toBe('Baga Beach Goa');
    expect(request.query.get('orientation')).toBe('landscape');
  });

  it('answers the smaller photo for phones', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/place-image',
      query: { place: 'Baga Beach', destination: 'Goa', mobile: 'true' },
    });
    expect(response.json().imageUrl).toBe(
      'https://images.pexels.com/photos/baga-beach-goa-1.jpeg?h=350',
    );
  });

  it('asks the provider once for the same search', async () => {
    const query = { place: 'Dal Lake', destination: 'Srinagar' };
    const first = await ctx.app.inject({ method: 'GET', url: '/api/place-image', query });
    const asked = fake.seen.length;
    const second = await ctx.app.inject({ method: 'GET', url: '/api/place-image', query });
    expect(second.json().imageUrl).toBe(first.json().imageUrl);
    expect(fake.seen.length).toBe(asked);
  });

  it('fills the gallery with distinct photos of the places', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/destination-gallery',
      query: {
        destinations: JSON.stringify(['Jaipur']),
        placesToVisit: JSON.stringify(['Amber Fort', 'Hawa Mahal']),
      },
    });
    expect(response.statusCode).toBe(200);
    const urls: string[] = response.json().images.map((image: { url: string }) => image.url);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    expect(urls.length).toBeLessThanOrEqual(8);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^https:\/\/images\.pexels\.com\/photos\//);
    expect(urls).toContain(
      'https://images.pexels.com/photos/amber-fort-jaipur-1.jpeg?w=1200&h=627',
    );
  });
});

describe('photo API failures and other providers', () => {
  let fake: Awaited<ReturnType<typeof startFakePhotoApi>>;
  let ctx: TestContext;
  beforeAll(async () => {
    fake = await startFakePhotoApi();
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  /** Another app on the same database, with a photo provider and narrowed media options. */
  async function appWith(env: Partial<Env>, media: MediaOptions = {}) {
    return buildApp({
      env: { ...ctx.env, PHOTO_API_BASE_URL: fake.baseUrl, ...env },
      database: ctx.database,
      media,
    });
  }

  it('falls back to generated art when the provider fails', async () => {
    const app = await appWith({ PHOTO_API_PROVIDER: 'pexels', PHOTO_API_KEY: 'test-pexels-key' });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/place-image',
        query: { place: 'broken', destination: 'Goa' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().imageUrl).toMatch(/^\/api\/media\/art\/[a-f0-9]+\.webp$/);
      expect(fake.seen.at(-1)!.query.get('query')).toBe('broken Goa');
    } finally {
      await app.close();
    }
  });

  it('falls back to generated art when the provider is too slow', async () => {
    const app = await appWith(
      { PHOTO_API_PROVIDER: 'pexels', PHOTO_API_KEY: 'test-pexels-key' },
      { photoSearchTimeoutMs: 150 },
    );
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/destination-gallery',
        query: { destinations: JSON.stringify(['sleepy town']) },
      });
      expect(response.statusCode).toBe(200);
      const urls: string[] = response.json().images.map((image: { url: string }) => image.url);
      expect(urls).toHaveLength(4);
      for (const url of urls) expect(url).toMatch(/^\/api\/media\/art\//);
      expect(fake.seen.at(-1)!.query.get('query')).toBe('sleepy town');
    } finally {
      await app.close();
    }
  });

  it('speaks the Unsplash API too', async () => {
    const app = await appWith({
      PHOTO_API_PROVIDER: 'unsplash',
      PHOTO_API_KEY: 'test-unsplash-key',
    });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/place-image',
        query: { destination: 'Munnar' },
      });
      expect(response.json().imageUrl).toBe('https://images.unsplash.com/photo-munnar-1?w=1080');
      const request = fake.seen.at(-1)!;
      expect(request.path).toBe('/search/photos');
      expect(request.authorization).toBe('Client-ID test-unsplash-key');
    } finally {
      await app.close();
    }
  });
});
