import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages } from '@trip/shared/media/constants';
import { createTestApp, type TestContext } from '../../test/app';
import { decodeSceneFeatures, encodeSceneFeatures, findSceneFeatures } from './art-hints';
import { artFileName, artKeyFor, createArtStore } from './art-store';

const ART_URL = /^\/api\/media\/art\/[a-f0-9]{16,64}(-m)?\.webp$/;

describe('destination art', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function placeImage(query: Record<string, string>) {
    return ctx.app.inject({ method: 'GET', url: '/api/place-image', query });
  }

  it('answers a place with the URL of its art, the same for the same place', async () => {
    const first = await placeImage({ place: 'Baga Beach', destination: 'Goa' });
    expect(first.statusCode).toBe(200);
    const { imageUrl } = first.json();
    expect(imageUrl).toMatch(ART_URL);
    expect(imageUrl).not.toContain('-m.webp');

    const again = await placeImage({ place: '  baga   BEACH ', destination: 'goa' });
    expect(again.json().imageUrl).toBe(imageUrl);
    const other = await placeImage({ place: 'Calangute Beach', destination: 'Goa' });
    expect(other.json().imageUrl).not.toBe(imageUrl);
  });

  it('serves the art as a 1200×800 WebP with year-long immutable caching', async () => {
    const { imageUrl } = (await placeImage({ place: 'Amber Fort', destination: 'Jaipur' })).json();
    const response = await ctx.app.inject({ method: 'GET', url: imageUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 800 });

    const cached = fs.readdirSync(path.join(ctx.env.DATA_DIR, 'media-cache'));
    expect(cached).toContain(imageUrl.split('/').pop());
    const again = await ctx.app.inject({ method: 'GET', url: imageUrl });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('gives phones a smaller picture', async () => {
    const desktop = (await placeImage({ destination: 'Munnar' })).json().imageUrl as string;
    const response = await placeImage({ destination: 'Munnar', mobile: 'true' });
    const { imageUrl } = response.json();
    expect(imageUrl).toBe(desktop.replace('.webp', '-m.webp'));
    const image = await ctx.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 400 });
    expect(image.rawPayload.length).toBeLessThan(
      (await ctx.app.inject({ method: 'GET', url: desktop })).rawPayload.length,
    );
  });

  it('draws different places differently', async () => {
    const urls = await Promise.all(
      ['Goa', 'Manali', 'Varanasi'].map(
        async (destination) => (await placeImage({ destination })).json().imageUrl as string,
      ),
    );
    const images = await Promise.all(
      urls.map(async (url) => (await ctx.app.inject({ method: 'GET', url })).rawPayload),
    );
    const pixels = await Promise.all(
      images.map((image) => sharp(image).resize(32, 24).raw().toBuffer()),
    );
    expect(pixels[0]!.equals(pixels[1]!)).toBe(false);
    expect(pixels[1]!.equals(pixels[2]!)).toBe(false);
    expect(pixels[0]!.equals(pixels[2]!)).toBe(false);
  });

  it('refuses a request without a place or destination, and a bad mobile flag', async () => {
    const empty = await placeImage({ place: ' ', destination: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: mediaMessages.placeRequired,
      code: 'VALIDATION_FAILED',
    });
    const mobile = await placeImage({ place: 'Goa', mobile: 'perhaps' });
    expect(mobile.statusCode).toBe(400);
    expect(mobile.json().error).toBe(mediaMessages.mobileInvalid);
    const long = await placeImage({ place: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(mediaMessages.placeTooLong);
  });

  it('answers 404 in the JSON envelope for a file name it does not make', async () => {
    const valid = artKeyFor('Goa', '');
    for (const file of [
      'nothing.webp',
      `${valid}.png`,
      `${valid.toUpperCase()}.webp`,
      `${valid}-x.webp`,
      'abcdef.webp',
      // The right pattern, but not a key layout this server makes.
      `${'a'.repeat(16)}.webp`,
      // A key whose scene code no name produces (temple style 7).
      `${valid.slice(0, 24)}f800.webp`,
      '..%2F..%2Fetc%2Fpasswd',
      '%2E%2E%2Fapp.ts',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/media/art/${file}` });
      expect(response.statusCode, file).toBe(404);
      expect(response.json(), file).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('lists the routes in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/place-image',
        '/api/destination-gallery',
        '/api/proxy-image',
        '/api/media/art/{file}',
      ]),
    );
  });
});

describe('destination gallery', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  function gallery(query: Record<string, string>) {
    return ctx.app.inject({ method: 'GET', url: '/api/destination-gallery', query });
  }

  it('answers distinct art for the named places, deduplicated', async () => {
    const response = await gallery({
      destinations: JSON.stringify(['Goa']),
      placesToVisit: JSON.stringify(['Baga Beach', 'Fort Aguada', 'baga  beach', 'Goa']),
      highlights: JSON.stringify(['Sunset cruise on the Mandovi']),
      aiSearchTerms: JSON.stringify(['Goa beaches']),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const urls = body.images.map((image: { url: string }) => image.url);
    expect(urls).toHaveLength(5);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(ART_URL);

    const served = await ctx.app.inject({ method: 'GET', url: urls[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('fills a gallery to at least four and stops at eight', async () => {
    const few = (await gallery({ destinations: JSON.stringify(['Leh']) })).json();
    expect(few.images).toHaveLength(4);
    expect(new Set(few.images.map((image: { url: string }) => image.url)).size).toBe(4);

    const none = (await gallery({})).json();
    expect(none.images).toHaveLength(4);

    const places = Array.from({ length: 12 }, (_, index) => `Viewpoint ${index + 1}`);
    const many = (await gallery({ placesToVisit: JSON.stringify(places) })).json();
    expect(many.images).toHaveLength(8);
    expect(new Set(many.images.map((image: { url: string }) => image.url)).size).toBe(8);
  });

  it('refuses lists that are not JSON text of names with a clear 400', async () => {
    for (const [field, text] of [
      ['destinations', '["Goa"'],
      ['placesToVisit', 'Goa, Manali'],
      ['highlights', '{"a":1}'],
      ['aiSearchTerms', '[1, 2]'],
      ['destinations', '"Goa"'],
    ] as const) {
      const response = await gallery({ [field]: text });
      expect(response.statusCode, text).toBe(400);
      expect(response.json(), text).toMatchObject({
        error: mediaMessages.galleryListInvalid(field),
        code: 'VALIDATION_FAILED',
        fieldErrors: { [field]: mediaMessages.galleryListInvalid(field) },
      });
    }
    const tooMany = await gallery({ highlights: JSON.stringify(new Array(31).fill('Goa')) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(mediaMessages.galleryListTooLong('highlights'));
  });
});

describe('art store', () => {
  it('renders a picture once for concurrent first requests', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-art-'));
    try {
      const store = createArtStore(dir);
      const file = artFileName(artKeyFor('Hampi', 'Karnataka'), true);
      const answers = await Promise.all(Array.from({ length: 5 }, () => store.readArt(file)));
      // One rendering shared: every caller holds the very same buffer.
      for (const answer of answers) expect(answer).toBe(answers[0]);
      expect(fs.readdirSync(dir)).toEqual([file]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('scene hints', () => {
  it('reads the landscape from the name', () => {
    expect(findSceneFeatures('Goa', 0)).toMatchObject({ sea: true, palms: true });
    expect(findSceneFeatures('Manali', 0)).toMatchObject({ mountains: true, snow: true });
    expect(findSceneFeatures('Jaisalmer', 0)).toMatchObject({ desert: true, fort: true });
    expect(findSceneFeatures('Madurai', 0).temple).toBe('gopuram');
    expect(findSceneFeatures('Udaipur', 0)).toMatchObject({ lake: true, fort: true });
    expect(findSceneFeatures('Jim Corbett National Park', 0).forest).toBe(true);
    expect(findSceneFeatures('Mumbai', 0)).toMatchObject({ sea: true, city: true });
  });

  it('keeps its scene through the key code', () => {
    for (const name of ['Goa', 'Leh', 'Agra', 'Kathmandu', 'Dubai', 'Nowhere In Particular']) {
      const features = findSceneFeatures(name, 3);
      expect(decodeSceneFeatures(encodeSceneFeatures(features))).toEqual(features);
    }
  });
});
