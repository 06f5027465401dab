import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@trip/shared/errors/app-error';
import { uploadMessages } from '@trip/shared/media/uploads';
import { createTestApp, type TestContext } from '../../../test/app';
import { bearer, createAdminToken } from '../../../test/roles';
import { prepareImage, variantWidths } from './image-pipeline';
import { amzDate, createLocalStorage, createS3Storage } from './storage';

describe('image pipeline', () => {
  it('makes the standard widths below the picture, and its own width when smaller', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('turns the camera orientation into pixels before measuring', async () => {
    // Stored 800×400, flagged "rotate 90°": shown 400 wide.
    const rotated = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#264653' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const prepared = await prepareImage({ name: 'portrait.jpg', bytes: rotated });
    expect(prepared.variants.map((variant) => variant.width)).toEqual([400]);
    const metadata = await sharp(prepared.variants[0]!.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([400, 800]);
    expect(metadata.orientation).toBeUndefined();
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), uploadMessages.notImage('x')],
    ['nothing at all', Buffer.alloc(0), uploadMessages.notImage('x')],
    [
      'random bytes',
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256)),
      uploadMessages.notImage('x'),
    ],
  ])('refuses %s', async (_what, bytes, message) => {
    const refusal = await prepareImage({ name: 'x', bytes }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).message).toBe(message);
  });
});

describe('local storage', () => {
  it('serves a file whole to a reader that found it, even when it is removed meanwhile', async () => {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'uploads-'));
    try {
      const storage = createLocalStorage(dir);
      const bytes = Buffer.alloc(256 * 1024, 7);
      await storage.put('cover.webp', bytes, 'image/webp');
      const found = await storage.get('cover.webp');
      await storage.remove('cover.webp');
      expect(found?.size).toBe(bytes.length);
      expect((await buffer(found!.body)).equals(bytes)).toBe(true);
      expect(await storage.get('cover.webp')).toBeUndefined();
      expect(await storage.get('.')).toBeUndefined();
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('SigV4 request signing (aws4fetch)', () => {
  // The GET example of the S3 documentation ("Signature Calculations for the Authorization
  // Header"): the signer the storage uses gives S3's own signature.
  it('signs the S3 documentation example as S3 does', async () => {
    const signed = await new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_HASH },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      service: 's3',
      region: 'us-east-1',
      datetime: amzDate(new Date('2013-05-24T00:00:00Z')),
      allHeaders: true,
    }).sign();
    expect(signed.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

const EMPTY_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/**
 * Signs again what arrived, with the secret the fake knows, and compares: so the path, host
 * and headers that reach the store over the wire are the ones that were signed.
 */
async function signatureMatches(request: http.IncomingMessage, secrets: Map<string, string>) {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  const secret = match && secrets.get(match[1]!);
  if (!match || !secret) return false;
  const signedNames = match[3]!.split(';');
  const headers: Record<string, string> = {};
  for (const name of signedNames) {
    if (name !== 'host') headers[name] = String(request.headers[name] ?? '');
  }
  const again = await new AwsV4Signer({
    method: request.method,
    url: `http://${request.headers.host}${request.url}`,
    headers,
    accessKeyId: match[1]!,
    secretAccessKey: secret,
    service: 's3',
    region: match[2]!,
    datetime: String(request.headers['x-amz-date']),
    allHeaders: true,
  }).sign();
  return again.headers.get('authorization') === request.headers.authorization;
}

/** A tiny S3 stand-in over real HTTP: keeps objects in memory, checks what S3 would check first. */
function startFakeS3() {
  const secrets = new Map([['test-key', 'test-secret']]);
  const objects = new Map<string, { body: Buffer; type: string }>();
  const log: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(new URL(request.url!, 'http://fake').pathname);
      log.push(`${request.method} ${path}`);
      const declared = request.headers['x-amz-content-sha256'];
      if (
        !(await signatureMatches(request, secrets)) ||
        declared !== createHash('sha256').update(body).digest('hex')
      ) {
        response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      if (request.method === 'PUT') {
        objects.set(path, { body, type: String(request.headers['content-type']) });
        response.writeHead(200).end();
      } else if (request.method === 'GET') {
        const object = objects.get(path);
        if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else {
          response
            .writeHead(200, {
              'content-type': object.type,
              'content-length': String(object.body.length),
            })
            .end(object.body);
        }
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  return {
    objects,
    log,
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('S3-compatible storage', () => {
  const fake = startFakeS3();
  let endpoint: string;
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    endpoint = await fake.listen();
    ctx = await createTestApp({
      S3_BUCKET: 'trip-media',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_REGION: 'ap-south-1',
    });
    token = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('puts, gets and removes objects under the prefix, path-style', async () => {
    const storage = createS3Storage({
      endpoint,
      region: 'ap-south-1',
      bucket: 'direct-bucket',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      prefix: 'uploads/',
      pathStyle: true,
    });
    await storage.put('a.webp', Buffer.from('pixels'), 'image/webp');
    expect(fake.objects.get('/direct-bucket/uploads/a.webp')?.type).toBe('image/webp');
    const read = await storage.get('a.webp');
    const chunks: Buffer[] = [];
    for await (const chunk of read!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('pixels');
    expect(read!.size).toBe(6);
    await storage.remove('a.webp');
    expect(fake.objects.has('/direct-bucket/uploads/a.webp')).toBe(false);
    expect(await storage.get('a.webp')).toBeUndefined();
  });

  it('says what went wrong when the store refuses', async () => {
    const storage = createS3Storage({
      endpoint,
      region: 'ap-south-1',
      bucket: 'b',
      accessKeyId: 'wrong-key',
      secretAccessKey: 'x',
      prefix: '',
      pathStyle: true,
    });
    await expect(storage.put('a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /HTTP 403.*SignatureDoesNotMatch/,
    );
    // The right key with a wrong secret: the signature itself is checked.
    const forged = createS3Storage({
      endpoint,
      region: 'ap-south-1',
      bucket: 'b',
      accessKeyId: 'test-key',
      secretAccessKey: 'not-the-secret',
      prefix: '',
      pathStyle: true,
    });
    await expect(forged.get('a.webp')).rejects.toThrow(/HTTP 403/);
  });

  it('stores package images in the bucket, serves them back, and removes them with the package', async () => {
    const form = new FormData();
    const fields = {
      title: 'Bucketed Beaches',
      description: '<p>Waves.</p>',
      shortDescription: 'Beaches.',
      category: 'Beach',
      pricing: JSON.stringify({ basePrice: 10_000 }),
      travelDetails: JSON.stringify({ fromLocation: 'Pune', toLocation: 'Goa', duration: 3 }),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const photo = await sharp({
      create: { width: 1000, height: 600, channels: 3, background: '#e9c46a' },
    })
      .jpeg()
      .toBuffer();
    form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'goa.jpg');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/packages/admin/create',
      headers: bearer(token),
      payload: form,
    });
    expect(created.statusCode).toBe(201);
    const pkg = created.json().package;
    const files = pkg.images[0].srcset.map((entry: { url: string }) => entry.url.split('/').pop());
    expect(files).toHaveLength(3);
    for (const file of files) expect(fake.objects.has(`/trip-media/uploads/${file}`)).toBe(true);

    const served = await ctx.app.inject({ url: pkg.images[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1000);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/packages/admin/${pkg._id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    for (const file of files) expect(fake.objects.has(`/trip-media/uploads/${file}`)).toBe(false);
    const gone = await ctx.app.inject({ url: pkg.images[0].url });
    expect(gone.statusCode).toBe(404);
  });
});
