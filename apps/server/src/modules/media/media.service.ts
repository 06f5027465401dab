import path from 'node:path';
import {
  GALLERY_MAX_IMAGES,
  GALLERY_MIN_IMAGES,
  PROXY_IMAGE_DEFAULT_HOSTS,
} from '@trip/shared/media/constants';
import type { Env } from '../../config/env';
import { normaliseName } from './art-hints';
import { artFileName, artKeyFor, createArtStore } from './art-store';
import { createImageProxy, defaultImageProxyOptions, type ImageProxyOptions } from './image-proxy';
import { createPhotoSearch } from './photo-search';

export const ART_ROUTE_PREFIX = '/api/media/art/';
const PHOTO_SEARCH_TIMEOUT_MS = 3000;
const GALLERY_PHOTO_QUERIES = 4;
const PHOTOS_PER_GALLERY_QUERY = 3;

/** What tests (and only tests) change: where the proxy may connect, and its limits. */
export type MediaOptions = {
  proxy?: Partial<Omit<ImageProxyOptions, 'allowedHosts'>>;
  photoSearchTimeoutMs?: number;
  onPhotoSearchFailure?(reason: string): void;
};

export type GalleryNames = {
  destinations: string[];
  placesToVisit: string[];
  highlights: string[];
  aiSearchTerms: string[];
};

function artUrl(key: string, mobile: boolean): string {
  return `${ART_ROUTE_PREFIX}${artFileName(key, mobile)}`;
}

/** Names once each, first spelling kept, in the order given. */
function distinctNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = normaliseName(name);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function createMediaService(env: Env, options: MediaOptions = {}) {
  const art = createArtStore(path.join(env.DATA_DIR, 'media-cache'));
  const proxy = createImageProxy({
    ...defaultImageProxyOptions,
    ...options.proxy,
    allowedHosts: [...PROXY_IMAGE_DEFAULT_HOSTS, ...env.PROXY_IMAGE_ALLOWED_HOSTS],
  });
  const photos =
    env.PHOTO_API_PROVIDER !== 'none' && env.PHOTO_API_KEY
      ? createPhotoSearch({
          provider: env.PHOTO_API_PROVIDER,
          apiKey: env.PHOTO_API_KEY,
          baseUrl: env.PHOTO_API_BASE_URL,
          timeoutMs: options.photoSearchTimeoutMs ?? PHOTO_SEARCH_TIMEOUT_MS,
          onFailure: options.onPhotoSearchFailure,
        })
      : undefined;

  /** Art for every name, then variations of the first ones until the gallery is full enough. */
  function galleryArt(names: string[], destination: string, wanted: number): string[] {
    const keys = new Set<string>();
    for (const name of names) {
      keys.add(
        artKeyFor(name, normaliseName(name) === normaliseName(destination) ? '' : destination),
      );
    }
    const bases = names.length > 0 ? names : [destination || 'India'];
    for (let variant = 1; keys.size < wanted; variant += 1) {
      const base = bases[(variant - 1) % bases.length]!;
      keys.add(artKeyFor(base, destination, variant));
    }
    return [...keys].slice(0, GALLERY_MAX_IMAGES).map((key) => artUrl(key, false));
  }

  return {
    /** One picture for a place: a photo when a provider is set up and has one, art otherwise. */
    async findPlaceImage(place: string, destination: string, mobile: boolean): Promise<string> {
      if (photos) {
        const query = distinctNames([place, destination]).join(' ');
        const [photo] = await photos.findPhotos(query, 1, mobile);
        if (photo) return photo;
      }
      return artUrl(artKeyFor(place, destination), mobile);
    },

    /** Four to eight distinct pictures for an itinerary's places, most specific first. */
    async findGalleryImages(lists: GalleryNames): Promise<string[]> {
      const destination = lists.destinations[0] ?? '';
      const names = distinctNames([
        ...lists.placesToVisit,
        ...lists.destinations,
        ...lists.highlights,
        ...lists.aiSearchTerms,
      ]);
      const found: string[] = [];
      if (photos) {
        const queries = names
          .slice(0, GALLERY_PHOTO_QUERIES)
          .map((name) => distinctNames([name, destination]).join(' '));
        const answers = await Promise.all(
          queries.map((query) => photos.findPhotos(query, PHOTOS_PER_GALLERY_QUERY, false)),
        );
        // Taken in turns, so the first places are not all shown before the others get one.
        for (let round = 0; round < PHOTOS_PER_GALLERY_QUERY; round += 1) {
          for (const answer of answers) {
            const url = answer[round];
            if (url && !found.includes(url)) found.push(url);
          }
        }
      }
      if (found.length >= GALLERY_MIN_IMAGES) return found.slice(0, GALLERY_MAX_IMAGES);
      const art = galleryArt(
        names.slice(0, GALLERY_MAX_IMAGES),
        destination,
        GALLERY_MIN_IMAGES - found.length,
      );
      return [...found, ...art].slice(0, GALLERY_MAX_IMAGES);
    },

    readArt: art.readArt,
    fetchProxiedImage: proxy.fetchImage,
    close: art.close,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
