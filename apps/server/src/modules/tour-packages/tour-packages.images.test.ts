import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '@trip/shared/media/uploads';
import { packageMessages } from '@trip/shared/tour-packages/constants';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken } from '../../test/roles';
import {
  createPackageViaApi,
  jpegImage,
  packageFormData,
  submitPackage,
  validPackageFields,
} from './tour-packages.fixtures';

describe('package images', () => {
  let ctx: TestContext;
  let token: string;
  let uploadsDir: string;

  const storedFiles = () =>
    fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : ([] as string[]);
  const fileOf = (url: string) => url.split('/').pop()!;

  async function packageCount(): Promise<number> {
    const all = await ctx.app.inject({ url: '/api/packages/admin/all', headers: bearer(token) });
    return all.json().packages.length;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    token = await createAdminToken(ctx);
    uploadsDir = path.join(ctx.env.DATA_DIR, 'uploads');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('re-encodes each upload to WebP in several widths, metadata stripped, with captions', async () => {
    const form = packageFormData(validPackageFields({ featuredImageIndex: '1' }), [
      { name: 'beach.jpg', bytes: await jpegImage(2400, 1600) },
      {
        name: 'fort.png',
        bytes: await sharp(await jpegImage(800, 600))
          .png()
          .toBuffer(),
      },
    ]);
    form.append('imageCaption0', 'Calangute Beach at dusk');
    form.append('imageCaption1', 'Aguada Fort');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/packages/admin/create',
      headers: bearer(token),
      payload: form,
    });
    expect(response.statusCode).toBe(201);
    const [beach, fort] = response.json().package.images;

    expect(beach).toMatchObject({ caption: 'Calangute Beach at dusk', isFeatured: false });
    expect(fort).toMatchObject({ caption: 'Aguada Fort', isFeatured: true });
    expect(beach.srcset.map((entry: { width: number }) => entry.width)).toEqual([480, 960, 1600]);
    expect(fort.srcset.map((entry: { width: number }) => entry.width)).toEqual([480, 800]);
    expect(beach.url).toBe(beach.srcset[2].url);
    expect(storedFiles()).toHaveLength(5);

    for (const { url, width } of [...beach.srcset, ...fort.srcset]) {
      expect(url).toMatch(/^\/api\/media\/uploads\/[a-f0-9]{32}-\d+\.webp$/);
      const served = await ctx.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('features exactly one image: the first when none is chosen', async () => {
    const created = await createPackageViaApi(ctx, token, {}, [
      { name: 'a.jpg', bytes: await jpegImage(600, 400) },
      { name: 'b.jpg', bytes: await jpegImage(600, 400) },
    ]);
    expect(created.images.map((image) => image.isFeatured)).toEqual([true, false]);
  });

  it('answers 404 for an upload that does not exist or a name it never makes', async () => {
    for (const file of ['0123456789abcdef0123456789abcdef-480.webp', '..%2F..%2Fsecret.key']) {
      const response = await ctx.app.inject({ url: `/api/media/uploads/${file}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(uploadMessages.notFound);
    }
  });

  describe('refusals leave nothing behind', () => {
    async function expectRefused(
      images: Array<{ name: string; bytes: Buffer; type?: string }>,
      status: number,
      message: string,
    ) {
      const filesBefore = storedFiles();
      const packagesBefore = await packageCount();
      const response = await submitPackage(ctx, token, validPackageFields(), images);
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toBe(message);
      expect(storedFiles()).toEqual(filesBefore);
      expect(await packageCount()).toBe(packagesBefore);
    }

    it('refuses a text file renamed .jpg, even beside a good image', async () => {
      await expectRefused(
        [
          { name: 'good.jpg', bytes: await jpegImage(600, 400) },
          { name: 'notes.jpg', bytes: Buffer.from('These are my packing notes, not a photo.') },
        ],
        415,
        uploadMessages.notImage('notes.jpg'),
      );
    });

    it('refuses an SVG (script can hide in it)', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script></svg>',
      );
      await expectRefused(
        [{ name: 'logo.svg', bytes: svg, type: 'image/svg+xml' }],
        415,
        uploadMessages.notImage('logo.svg'),
      );
    });

    it('refuses a truncated image', async () => {
      const whole = await jpegImage(1200, 800, '#e76f51');
      await expectRefused(
        [{ name: 'cut.jpg', bytes: whole.subarray(0, Math.floor(whole.length / 3)) }],
        415,
        uploadMessages.notImage('cut.jpg'),
      );
    });

    it('refuses an image over 5 MB', async () => {
      const noise = Buffer.alloc(1500 * 1500 * 3);
      for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
      const big = await sharp(noise, { raw: { width: 1500, height: 1500, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
      await expectRefused(
        [{ name: 'huge.png', bytes: big }],
        413,
        uploadMessages.tooLarge('huge.png'),
      );
    });

    it('refuses a decompression bomb: a small file of too many pixels', async () => {
      const bomb = await sharp({
        create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      await expectRefused(
        [{ name: 'bomb.png', bytes: bomb }],
        413,
        uploadMessages.tooManyPixels('bomb.png'),
      );
    });

    it('refuses more than 10 images', async () => {
      const image = await jpegImage(100, 100);
      await expectRefused(
        Array.from({ length: 11 }, (_, index) => ({ name: `p${index}.jpg`, bytes: image })),
        400,
        packageMessages.tooManyImages,
      );
    });

    it('refuses a form error before storing any image', async () => {
      const filesBefore = storedFiles();
      const response = await submitPackage(ctx, token, { title: 'No rest' }, [
        { name: 'ok.jpg', bytes: await jpegImage(600, 400) },
      ]);
      expect(response.statusCode).toBe(400);
      expect(storedFiles()).toEqual(filesBefore);
    });

    it('removes the stored images when the slug turns out to be taken', async () => {
      const taken = await createPackageViaApi(ctx, token);
      const filesBefore = storedFiles();
      const response = await submitPackage(ctx, token, validPackageFields({ slug: taken.slug }), [
        { name: 'ok.jpg', bytes: await jpegImage(600, 400) },
      ]);
      expect(response.statusCode).toBe(409);
      expect(storedFiles()).toEqual(filesBefore);
    });
  });

  it('edits images: keeps the listed ones with new captions, adds new ones, removes the rest', async () => {
    const created = await createPackageViaApi(ctx, token, {}, [
      { name: 'one.jpg', bytes: await jpegImage(1000, 700) },
      { name: 'two.jpg', bytes: await jpegImage(1000, 700) },
      { name: 'three.jpg', bytes: await jpegImage(1000, 700) },
    ]);
    const [one, two, three] = created.images;
    const form = packageFormData(
      {
        existingImages: [
          { url: three!.url, caption: 'Third, now first', isFeatured: false },
          { url: one!.url, caption: 'First', isFeatured: true },
        ],
        featuredImageIndex: '2',
      },
      [{ name: 'four.jpg', bytes: await jpegImage(700, 500) }],
    );
    form.append('imageCaption0', 'Newly added');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/packages/admin/${created._id}`,
      headers: bearer(token),
      payload: form,
    });
    expect(response.statusCode).toBe(200);
    const images = response.json().package.images;
    expect(images.map((image: { caption: string }) => image.caption)).toEqual([
      'Third, now first',
      'First',
      'Newly added',
    ]);
    expect(images.map((image: { isFeatured: boolean }) => image.isFeatured)).toEqual([
      false,
      false,
      true,
    ]);

    const files = storedFiles();
    for (const entry of two!.srcset) expect(files).not.toContain(fileOf(entry.url));
    for (const entry of [...one!.srcset, ...three!.srcset]) {
      expect(files).toContain(fileOf(entry.url));
    }
    const removed = await ctx.app.inject({ url: two!.url });
    expect(removed.statusCode).toBe(404);
  });

  it('keeps every image when an edit does not mention them', async () => {
    const created = await createPackageViaApi(ctx, token, {}, [
      { name: 'one.jpg', bytes: await jpegImage(600, 400) },
    ]);
    const response = await submitPackage(ctx, token, { title: 'Renamed only' }, [], {
      method: 'PUT',
      id: created._id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().package.images).toEqual(created.images);
  });

  it('refuses an existing image the package does not have, and an edit over 10 images', async () => {
    const created = await createPackageViaApi(ctx, token, {}, [
      { name: 'one.jpg', bytes: await jpegImage(600, 400) },
    ]);
    const foreign = await submitPackage(
      ctx,
      token,
      { existingImages: [{ url: 'https://evil.example/x.jpg', caption: '' }] },
      [],
      { method: 'PUT', id: created._id },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(packageMessages.unknownExistingImage);

    const filesBefore = storedFiles();
    const image = await jpegImage(100, 100);
    const tooMany = await submitPackage(
      ctx,
      token,
      {},
      Array.from({ length: 10 }, (_, index) => ({ name: `p${index}.jpg`, bytes: image })),
      { method: 'PUT', id: created._id },
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(packageMessages.tooManyImages);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('removes every file of a deleted package', async () => {
    const created = await createPackageViaApi(ctx, token, {}, [
      { name: 'one.jpg', bytes: await jpegImage(1000, 700) },
      { name: 'two.jpg', bytes: await jpegImage(500, 300) },
    ]);
    const owned = created.images.flatMap((image) => image.srcset.map((entry) => fileOf(entry.url)));
    expect(owned).toHaveLength(5);
    for (const file of owned) expect(storedFiles()).toContain(file);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/packages/admin/${created._id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    for (const file of owned) expect(storedFiles()).not.toContain(file);
  });
});
