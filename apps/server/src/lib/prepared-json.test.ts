import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { prepareJson, sendPreparedJson } from './prepared-json';

const schema = z.object({ items: z.array(z.object({ name: z.string() })) });

describe('prepared JSON answers', () => {
  const app = Fastify();
  const large = prepareJson(schema, {
    items: Array.from({ length: 200 }, (_, index) => ({ name: `Package ${index}`, secret: 'x' })),
  });
  const small = prepareJson(schema, { items: [{ name: 'Goa' }] });
  beforeAll(async () => {
    app.get('/large', (request, reply) => sendPreparedJson(request, reply, large));
    app.get('/small', (request, reply) => sendPreparedJson(request, reply, small));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('keeps only what the schema allows, and refuses what it does not', () => {
    expect(JSON.parse(large.body.toString()).items[0]).toEqual({ name: 'Package 0' });
    expect(() => prepareJson(schema, { items: [{ name: 7 }] } as never)).toThrow();
  });

  it('sends the client its preferred encoding, and the same JSON in each', async () => {
    const plain = await get('/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await get('/large', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await get('/large', 'gzip;q=1, br;q=0.5');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const none = await get('/large', 'identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const response = await get('/small', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ items: [{ name: 'Goa' }] });
  });
});
