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
import { renderPreviewImage, type PreviewCard } from './preview-image';
import { uploadFileOf, type Uploads } from './uploads/uploads.service';

export { PREVIEW_SIZE } from './preview-image';

/** A link preview to draw: its text, and the picture behind it. */
export type PreviewRequest = Omit<PreviewCard, 'picture'> & {
  /** The item's own picture: used when this server holds it (an upload or art). */
  pictureUrl: string;
  /** Whose generated art stands in for any other picture. */
  place: string;
};

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

  /** The bytes of a picture this server holds (art or an upload); undefined for any other. */
  async function readOwnPicture(url: string, uploads: Uploads): Promise<Buffer | undefined> {
    if (url.startsWith(ART_ROUTE_PREFIX)) return art.readArt(url.slice(ART_ROUTE_PREFIX.length));
    const upload = uploadFileOf(url);
    const stored = upload ? await uploads.readUpload(upload) : undefined;
    if (!stored) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async function readPlaceArt(place: string): Promise<Buffer> {
    const image = await art.readArt(artFileName(artKeyFor(place, ''), false));
    if (!image) throw new Error(`No art for ${place}`);
    return image;
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

    /**
     * A link-preview picture (PNG, 1200×630) on the item's own picture, or on its place's art
     * when the picture is elsewhere (a photo host): nothing is fetched to draw it.
     */
    async drawPreview(request: PreviewRequest, uploads: Uploads): Promise<Buffer> {
      const { pictureUrl, place, ...card } = request;
      const picture = (await readOwnPicture(pictureUrl, uploads)) ?? (await readPlaceArt(place));
      return renderPreviewImage({ ...card, picture });
    },

    readArt: art.readArt,
    fetchProxiedImage: proxy.fetchImage,
    close: art.close,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
