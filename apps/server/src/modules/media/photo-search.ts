import { z } from 'zod';

export type PhotoProvider = 'pexels' | 'unsplash';

export type PhotoSearchOptions = {
  provider: PhotoProvider;
  apiKey: string;
  /** Empty: the provider's own API address. */
  baseUrl: string | undefined;
  timeoutMs: number;
  /** Told why a search failed (never the key). */
  onFailure?(reason: string): void;
};

const defaultBaseUrls: Record<PhotoProvider, string> = {
  pexels: 'https://api.pexels.com',
  unsplash: 'https://api.unsplash.com',
};

const photoUrl = z.url({ protocol: /^https$/ });

const pexelsAnswer = z.object({
  photos: z.array(
    z.object({ src: z.object({ landscape: photoUrl.optional(), medium: photoUrl.optional() }) }),
  ),
});

const unsplashAnswer = z.object({
  results: z.array(
    z.object({ urls: z.object({ regular: photoUrl.optional(), small: photoUrl.optional() }) }),
  ),
});

const CACHE_LIMIT = 500;
const FOUND_FOR_MS = 6 * 60 * 60 * 1000;
/* A provider that failed is left alone for a minute, so it cannot slow every page down. */
const PAUSE_AFTER_FAILURE_MS = 60 * 1000;

type CacheEntry = { urls: string[]; expires: number };

/**
 * Photo search on Pexels or Unsplash, answered from a bounded in-memory cache when it can.
 * Any failure or a slow answer gives an empty list: callers fall back to generated art.
 */
export function createPhotoSearch(options: PhotoSearchOptions) {
  const cache = new Map<string, CacheEntry>();
  const pending = new Map<string, Promise<string[]>>();
  let pausedUntil = 0;
  const baseUrl = (options.baseUrl ?? defaultBaseUrls[options.provider]).replace(/\/+$/, '');

  function remember(key: string, urls: string[]): void {
    cache.delete(key);
    cache.set(key, { urls, expires: Date.now() + FOUND_FOR_MS });
    while (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  }

  async function ask(query: string, count: number, mobile: boolean): Promise<string[]> {
    const parameters = new URLSearchParams({
      query,
      per_page: String(count),
      orientation: 'landscape',
    });
    const request: { url: string; headers: Record<string, string> } =
      options.provider === 'pexels'
        ? {
            url: `${baseUrl}/v1/search?${parameters}`,
            headers: { authorization: options.apiKey },
          }
        : {
            url: `${baseUrl}/search/photos?${parameters}`,
            headers: { authorization: `Client-ID ${options.apiKey}`, 'accept-version': 'v1' },
          };
    const response = await fetch(request.url, {
      headers: { ...request.headers, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`photo search answered HTTP ${response.status}`);
    const body: unknown = await response.json();
    const urls =
      options.provider === 'pexels'
        ? pexelsAnswer
            .parse(body)
            .photos.map((photo) => (mobile ? photo.src.medium : photo.src.landscape))
        : unsplashAnswer
            .parse(body)
            .results.map((photo) => (mobile ? photo.urls.small : photo.urls.regular));
    return urls.filter((url): url is string => url !== undefined);
  }

  return {
    /** Up to `count` photo URLs for a query; empty when the provider has none or fails. */
    async findPhotos(query: string, count: number, mobile: boolean): Promise<string[]> {
      const key = `${mobile ? 'm' : 'd'}:${count}:${query.toLowerCase()}`;
      const cached = cache.get(key);
      if (cached && cached.expires > Date.now()) return cached.urls;
      if (Date.now() < pausedUntil) return [];
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const search = ask(query, count, mobile)
        .then((urls) => {
          remember(key, urls);
          return urls;
        })
        .catch((error: unknown) => {
          pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
          options.onFailure?.(error instanceof Error ? error.message : String(error));
          return [];
        })
        .finally(() => pending.delete(key));
      pending.set(key, search);
      return search;
    },
  };
}

export type PhotoSearch = ReturnType<typeof createPhotoSearch>;
