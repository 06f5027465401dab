import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { formatPrice } from '@trip/shared/common/money';
import type { Blog } from '@trip/shared/blog/schemas';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { findPublishedBlogBySlug } from '../blog/blog.service';
import { findItineraryBySlug } from '../itineraries/itineraries.service';
import { createMediaService, PREVIEW_SIZE, type PreviewRequest } from '../media/media.service';
import { findPublishedPackageBySlug } from '../tour-packages/tour-packages.service';
import { SITE_NAME, type PreviewPicture } from './page-head';

export const PREVIEW_KINDS = ['package', 'blog', 'itinerary'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** Rendered previews kept in memory, by size: a picture is about 150 KB. */
const CACHE_BYTES = 32 * 1024 * 1024;

/** What a preview shows, and the version that names it: it changes whenever the item does. */
type PreviewSource = {
  version: string;
  pictureUrl: string;
  place: string;
  card: Omit<PreviewRequest, 'pictureUrl' | 'place' | 'brand'>;
};

const versionOf = (updatedAt: string | Date) => new Date(updatedAt).getTime().toString(36);

const featuredImageOf = (item: TourPackage) =>
  (item.images.find((image) => image.isFeatured) ?? item.images[0])?.url ?? '';

export function packagePreviewSource(item: TourPackage): PreviewSource {
  const { pricing, travelDetails } = item;
  return {
    version: versionOf(item.updatedAt),
    pictureUrl: featuredImageOf(item),
    place: travelDetails.toLocation,
    card: {
      title: item.title,
      kicker: `${travelDetails.duration} days · ${travelDetails.fromLocation} to ${travelDetails.toLocation}`,
      price: formatPrice(pricing.discountedPrice, pricing.currency),
      priceNote: pricing.pricePerPerson ? 'per person' : 'per group',
    },
  };
}

export function blogPreviewSource(post: Blog): PreviewSource {
  return {
    version: versionOf(post.updatedAt),
    pictureUrl: post.featuredImage,
    place: post.tags[0] ?? post.title,
    card: { title: post.title, kicker: `${post.category} · ${post.readTime} min read` },
  };
}

export function itineraryPreviewSource(trip: Itinerary & { updatedAt: Date }): PreviewSource {
  return {
    version: versionOf(trip.updatedAt),
    pictureUrl: trip.headerImage,
    place: trip.toLocation,
    card: {
      title: trip.title,
      kicker: `${trip.duration} · ${trip.fromLocation} to ${trip.toLocation}`,
      price: formatPrice(trip.pricePP),
      priceNote: 'per person',
    },
  };
}

/** Where a preview is served; the version makes a changed item's preview a new address. */
export function previewPath(kind: PreviewKind, slug: string, version: string): string {
  return `/og/${kind}/${encodeURIComponent(slug)}.png?v=${version}`;
}

export function previewPicture(
  baseUrl: string,
  kind: PreviewKind,
  slug: string,
  source: PreviewSource,
): PreviewPicture {
  return {
    url: `${baseUrl}${previewPath(kind, slug, source.version)}`,
    ...PREVIEW_SIZE,
    alt: source.card.price
      ? `${source.card.title}, from ${source.card.price} ${source.card.priceNote ?? ''}`.trim()
      : source.card.title,
  };
}

async function findSource(
  app: FastifyInstance,
  kind: PreviewKind,
  slug: string,
): Promise<PreviewSource | undefined> {
  const db = app.database.db;
  if (kind === 'package') {
    const item = await findPublishedPackageBySlug(db, slug);
    return item && packagePreviewSource(item);
  }
  if (kind === 'blog') {
    const post = await findPublishedBlogBySlug(db, slug);
    return post && blogPreviewSource(post);
  }
  const trip = await findItineraryBySlug(db, slug);
  return trip && itineraryPreviewSource(trip);
}

/**
 * Link-preview pictures of published packages, posts and itineraries: drawn on first request
 * and kept in memory under their version, so an edit draws a new one and never serves the old.
 */
export function createPreviews(app: FastifyInstance) {
  const media = createMediaService(app.env);

  const rendered = new LRUCache<string, Buffer, PreviewSource>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (png) => png.length,
    // Concurrent requests for one preview share a single drawing.
    fetchMethod: (_key, _stale, { context }) =>
      media.drawPreview(
        {
          ...context.card,
          brand: SITE_NAME,
          pictureUrl: context.pictureUrl,
          place: context.place,
        },
        app.uploads,
      ),
  });

  return {
    /** The preview of a published item, with its version; undefined when there is none. */
    async readPreview(
      kind: PreviewKind,
      slug: string,
    ): Promise<{ png: Buffer; version: string } | undefined> {
      const source = await findSource(app, kind, slug);
      if (!source) return undefined;
      const png = await rendered.fetch(`${kind}/${slug}@${source.version}`, { context: source });
      return png && { png, version: source.version };
    },
    close: media.close,
  };
}
