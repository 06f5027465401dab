import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { AppError } from '@trip/shared/errors/app-error';
import {
  PROXY_IMAGE_MAX_BYTES,
  PROXY_IMAGE_MAX_REDIRECTS,
  PROXY_IMAGE_TIMEOUT_MS,
  mediaMessages,
} from '@trip/shared/media/constants';
import { isPublicAddress } from './address-policy';

export type ResolvedAddress = { address: string; family: number };

export type ImageProxyOptions = {
  /** Host names (lower case) the proxy may fetch from. */
  allowedHosts: readonly string[];
  maxBytes: number;
  /** For the whole fetch: name lookups, every redirect and the body. */
  timeoutMs: number;
  maxRedirects: number;
  /** Every address a host name has. */
  resolve(hostname: string): Promise<ResolvedAddress[]>;
  /** Whether the proxy may connect to this address for this host name. */
  isAddressAllowed(address: string, hostname: string): boolean;
};

export type ProxiedImage = { body: Buffer; contentType: string };

export const defaultImageProxyOptions: Omit<ImageProxyOptions, 'allowedHosts'> = {
  maxBytes: PROXY_IMAGE_MAX_BYTES,
  timeoutMs: PROXY_IMAGE_TIMEOUT_MS,
  maxRedirects: PROXY_IMAGE_MAX_REDIRECTS,
  resolve: (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true }),
  isAddressAllowed: (address) => isPublicAddress(address),
};

/* SVG can carry script; every other image type is inert under nosniff and a 'none' CSP. */
const IMAGE_TYPE = /^image\/[a-z0-9.+-]+$/;
const REFUSED_IMAGE_TYPES = new Set(['image/svg+xml']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function refuse(message: string): AppError {
  return new AppError('BAD_REQUEST', { message });
}

function upstreamFailure(message: string, internal?: string): AppError {
  return new AppError('UPSTREAM_FAILED', { message, internal });
}

function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
}

function parseTarget(text: string): URL {
  let url: URL;
  try {
    // The WHATWG parser turns 0x7f000001, 2130706433 and [::ffff:127.0.0.1] into their plain forms.
    url = new URL(text);
  } catch {
    throw refuse(mediaMessages.proxyUrlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refuse(mediaMessages.proxyProtocol);
  }
  if (url.username !== '' || url.password !== '') throw refuse(mediaMessages.proxyCredentials);
  return url;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Fetches images from allow-listed photo hosts only. Every hop is checked before connecting:
 * the scheme, the host against the allow-list, and every address the host resolves to; the
 * connection then goes to the address that was checked, so a second, different DNS answer
 * (rebinding) is never used. Redirects are followed by hand and checked the same way.
 */
export function createImageProxy(options: ImageProxyOptions) {
  const allowedHosts = new Set(options.allowedHosts.map((host) => host.toLowerCase()));

  async function vetHost(url: URL, signal: AbortSignal): Promise<ResolvedAddress> {
    const host = hostOf(url);
    const literal = isIP(host);
    if (literal !== 0) {
      if (!options.isAddressAllowed(host, host)) throw refuse(mediaMessages.proxyPrivateAddress);
      if (!allowedHosts.has(host)) throw refuse(mediaMessages.proxyHostNotAllowed);
      return { address: host, family: literal };
    }
    if (!allowedHosts.has(host)) throw refuse(mediaMessages.proxyHostNotAllowed);
    let addresses: ResolvedAddress[];
    try {
      addresses = await untilAborted(options.resolve(host), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw upstreamFailure(mediaMessages.proxyUnreachable, `lookup ${host}: ${String(error)}`);
    }
    if (addresses.length === 0) throw upstreamFailure(mediaMessages.proxyUnreachable);
    if (addresses.some(({ address }) => !options.isAddressAllowed(address, host))) {
      throw refuse(mediaMessages.proxyPrivateAddress);
    }
    return addresses[0]!;
  }

  function connect(url: URL, pinned: ResolvedAddress, signal: AbortSignal) {
    const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
      if (lookupOptions.all) callback(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<IncomingMessage>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: 'GET',
          agent: false,
          lookup,
          signal,
          headers: {
            accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
            'user-agent': 'TripSutra-ImageProxy/1.0',
          },
        },
        resolve,
      );
      request.on('error', reject);
      request.end();
    });
  }

  async function readCapped(response: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > options.maxBytes) {
        response.destroy();
        throw upstreamFailure(mediaMessages.proxyTooLarge);
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  async function follow(text: string, signal: AbortSignal): Promise<ProxiedImage> {
    let url = parseTarget(text);
    for (let redirects = 0; ; redirects += 1) {
      const pinned = await vetHost(url, signal);
      const response = await connect(url, pinned, signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects >= options.maxRedirects) {
          throw upstreamFailure(mediaMessages.proxyTooManyRedirects);
        }
        url = parseTarget(new URL(location, url).href);
        continue;
      }
      if (response.statusCode !== 200) {
        response.destroy();
        throw upstreamFailure(mediaMessages.proxyUpstreamStatus(response.statusCode ?? 0));
      }
      const contentType = (response.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (!IMAGE_TYPE.test(contentType) || REFUSED_IMAGE_TYPES.has(contentType)) {
        response.destroy();
        throw upstreamFailure(mediaMessages.proxyNotImage, `content-type ${contentType}`);
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        response.destroy();
        throw upstreamFailure(mediaMessages.proxyTooLarge);
      }
      return { body: await readCapped(response), contentType };
    }
  }

  return {
    async fetchImage(text: string): Promise<ProxiedImage> {
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(upstreamFailure(mediaMessages.proxyTimeout)),
        options.timeoutMs,
      );
      try {
        return await follow(text, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) throw upstreamFailure(mediaMessages.proxyTimeout);
        if (error instanceof AppError) throw error;
        throw upstreamFailure(mediaMessages.proxyUnreachable, String(error));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type ImageProxy = ReturnType<typeof createImageProxy>;
