import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages } from '@trip/shared/media/constants';
import { buildApp } from '../../app';
import { createTestApp, type TestContext } from '../../test/app';
import { isPublicAddress } from './address-policy';
import { defaultImageProxyOptions, type ResolvedAddress } from './image-proxy';

const SIX_MB = 6 * 1024 * 1024;

/** A photo host on loopback that misbehaves in every way the proxy must survive. */
async function startFakeImageHost(jpeg: Buffer) {
  const held: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    response.on('error', () => {});
    const url = new URL(request.url ?? '/', 'http://fake');
    const port = (server.address() as AddressInfo).port;
    switch (url.pathname) {
      case '/photo.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length });
        response.end(jpeg);
        return;
      case '/page.html':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>not an image</h1>');
        return;
      case '/vector.svg':
        response
          .writeHead(200, { 'content-type': 'image/svg+xml' })
          .end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
        return;
      case '/huge.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': SIX_MB });
        response.end(Buffer.alloc(SIX_MB));
        return;
      case '/huge-unannounced.jpg': {
        // No length up front: the cap must hold while the body streams in.
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        const chunk = Buffer.alloc(256 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < SIX_MB && !response.destroyed) {
            sent += chunk.length;
            if (!response.write(chunk)) return response.once('drain', pump);
          }
          response.end();
        };
        pump();
        return;
      }
      case '/stalled-body.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        response.write(jpeg.subarray(0, 10));
        held.push(response);
        return;
      case '/no-answer.jpg':
        held.push(response);
        return;
      case '/missing.jpg':
        response.writeHead(404, { 'content-type': 'text/plain' }).end('gone');
        return;
      case '/to-loopback':
        response.writeHead(302, { location: `http://127.0.0.1:${port}/photo.jpg` }).end();
        return;
      case '/to-metadata':
        response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data' }).end();
        return;
      case '/to-file':
        response.writeHead(302, { location: 'file:///etc/passwd' }).end();
        return;
      case '/to-photo':
        response.writeHead(307, { location: '/photo.jpg' }).end();
        return;
      case '/loop':
        response.writeHead(302, { location: '/loop' }).end();
        return;
      default: {
        const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
        if (hops) {
          const left = Number(hops[1]);
          const next = left > 1 ? `/hops/${left - 1}` : '/photo.jpg';
          response.writeHead(302, { location: next }).end();
          return;
        }
        response.writeHead(404).end();
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('image proxy refusals (SSRF corpus)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // localhost is allow-listed here so that only the address check can refuse it.
    ctx = await createTestApp({ PROXY_IMAGE_ALLOWED_HOSTS: 'localhost' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  function proxy(url: string) {
    return ctx.app.inject({ method: 'GET', url: '/api/proxy-image', query: { url } });
  }

  it.each([
    ['http://127.0.0.1/x.jpg', mediaMessages.proxyPrivateAddress],
    ['http://0x7f000001/', mediaMessages.proxyPrivateAddress],
    ['http://2130706433/', mediaMessages.proxyPrivateAddress],
    ['http://0177.0.0.1/', mediaMessages.proxyPrivateAddress],
    ['http://127.1/', mediaMessages.proxyPrivateAddress],
    ['http://[::1]/', mediaMessages.proxyPrivateAddress],
    ['http://[::ffff:127.0.0.1]/', mediaMessages.proxyPrivateAddress],
    ['http://[::ffff:7f00:1]/', mediaMessages.proxyPrivateAddress],
    ['http://[::]/', mediaMessages.proxyPrivateAddress],
    ['http://0.0.0.0/', mediaMessages.proxyPrivateAddress],
    ['http://169.254.169.254/latest/meta-data', mediaMessages.proxyPrivateAddress],
    ['http://10.0.0.1/', mediaMessages.proxyPrivateAddress],
    ['http://192.168.1.1/', mediaMessages.proxyPrivateAddress],
    ['http://[fd00::1]/', mediaMessages.proxyPrivateAddress],
    ['http://[fe80::1]/', mediaMessages.proxyPrivateAddress],
    ['http://localhost/x.jpg', mediaMessages.proxyPrivateAddress],
    ['http://LOCALHOST./x.jpg', mediaMessages.proxyPrivateAddress],
    ['http://images.pexels.com@127.0.0.1/x.jpg', mediaMessages.proxyCredentials],
    ['http://images.pexels.com.evil.example/x.jpg', mediaMessages.proxyHostNotAllowed],
    ['http://8.8.8.8/x.jpg', mediaMessages.proxyHostNotAllowed],
    ['file:///etc/passwd', mediaMessages.proxyProtocol],
    ['gopher://127.0.0.1:6379/_INFO', mediaMessages.proxyProtocol],
    ['ftp://images.pexels.com/x.jpg', mediaMessages.proxyProtocol],
    ['javascript:alert(1)', mediaMessages.proxyProtocol],
    ['not a url', mediaMessages.proxyUrlInvalid],
  ])('refuses %s', async (url, message) => {
    const response = await proxy(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: message, code: 'BAD_REQUEST' });
  });

  it('asks for the url when it is missing', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/proxy-image' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(mediaMessages.proxyUrlRequired);
  });
});

describe('image proxy fetching', () => {
  const fakeHost = 'images.fake.test';
  const rebindingHost = 'rebind.fake.test';
  let host: Awaited<ReturnType<typeof startFakeImageHost>>;
  let jpeg: Buffer;
  let ctx: TestContext;
  let app: FastifyInstance;

  /*
   * The fake photo host listens on loopback, which the proxy refuses; here its name (and only
   * its name) may reach 127.0.0.1. Every other name and address is checked as in production,
   * so a redirect from it to http://127.0.0.1 is still refused.
   */
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    if (hostname === fakeHost) return [{ address: '127.0.0.1', family: 4 }];
    if (hostname === rebindingHost) {
      return [
        { address: '93.184.215.14', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ];
    }
    return defaultImageProxyOptions.resolve(hostname);
  };
  const isAddressAllowed = (address: string, hostname: string) =>
    (hostname === fakeHost && address === '127.0.0.1') || isPublicAddress(address);

  beforeAll(async () => {
    jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#d2553a' },
    })
      .jpeg()
      .toBuffer();
    host = await startFakeImageHost(jpeg);
    ctx = await createTestApp({ PROXY_IMAGE_ALLOWED_HOSTS: `${fakeHost},${rebindingHost}` });
    app = await buildApp({
      env: ctx.env,
      database: ctx.database,
      // Long enough that a loaded machine still reads a large image's size before giving up.
      media: { proxy: { resolve, isAddressAllowed, timeoutMs: 2_000 } },
    });
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
    await host.close();
  });

  function proxy(path: string) {
    return app.inject({
      method: 'GET',
      url: '/api/proxy-image',
      query: { url: `http://${fakeHost}:${host.port}${path}` },
    });
  }

  it('passes an image through with safe headers', async () => {
    const response = await proxy('/photo.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(jpeg)).toBe(true);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('connects to the address it checked (the name has no DNS record of its own)', async () => {
    const response = await proxy('/photo.jpg');
    expect(response.statusCode).toBe(200);
    await expect(defaultImageProxyOptions.resolve(fakeHost)).rejects.toThrow();
  });

  it('follows up to three redirects on allowed hosts', async () => {
    expect((await proxy('/to-photo')).statusCode).toBe(200);
    expect((await proxy('/hops/3')).statusCode).toBe(200);
    const tooMany = await proxy('/hops/4');
    expect(tooMany.statusCode).toBe(502);
    expect(tooMany.json()).toEqual({
      error: mediaMessages.proxyTooManyRedirects,
      code: 'UPSTREAM_FAILED',
    });
    expect((await proxy('/loop')).statusCode).toBe(502);
  });

  it.each([
    ['/to-loopback', mediaMessages.proxyPrivateAddress],
    ['/to-metadata', mediaMessages.proxyPrivateAddress],
    ['/to-file', mediaMessages.proxyProtocol],
  ])('refuses a redirect %s', async (path, message) => {
    const response = await proxy(path);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'BAD_REQUEST' });
  });

  it('refuses a host when any of its addresses is private', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/proxy-image',
      query: { url: `http://${rebindingHost}:${host.port}/photo.jpg` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(mediaMessages.proxyPrivateAddress);
  });

  it.each([
    ['/page.html', mediaMessages.proxyNotImage],
    ['/vector.svg', mediaMessages.proxyNotImage],
    ['/huge.jpg', mediaMessages.proxyTooLarge],
    ['/huge-unannounced.jpg', mediaMessages.proxyTooLarge],
    ['/missing.jpg', mediaMessages.proxyUpstreamStatus(404)],
    ['/stalled-body.jpg', mediaMessages.proxyTimeout],
    ['/no-answer.jpg', mediaMessages.proxyTimeout],
  ])('refuses %s with 502', async (path, message) => {
    const response = await proxy(path);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: message, code: 'UPSTREAM_FAILED' });
  });

  it('answers 502 when the host does not answer at all', async () => {
    const closed = await startFakeImageHost(jpeg);
    await closed.close();
    const response = await app.inject({
      method: 'GET',
      url: '/api/proxy-image',
      query: { url: `http://${fakeHost}:${closed.port}/photo.jpg` },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe(mediaMessages.proxyUnreachable);
  });

  it('is rate limited', async () => {
    const limited = await buildApp({ env: ctx.env, database: ctx.database });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 61; index += 1) {
        const response = await limited.inject({
          method: 'GET',
          url: '/api/proxy-image',
          query: { url: 'http://127.0.0.1/x.jpg' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('address policy', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '198.18.0.1',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:8.8.8.8',
    '64:ff9b::7f00:1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    '2002:7f00:1::1',
    '2001::1',
    '[::1]',
    'localhost',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.215.14', '172.32.0.1', '2606:4700::6810:85e5', '2a00:1450:4001::1'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
