import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatPrice } from '@trip/shared/common/money';
import { BLOG_CATEGORIES } from '@trip/shared/blog/constants';
import { PACKAGE_CATEGORIES } from '@trip/shared/tour-packages/constants';
import type { Blog } from '@trip/shared/blog/schemas';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import type { SiteSettings } from '@trip/shared/settings/schemas';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { findPublishedBlogBySlug } from '../blog/blog.service';
import { findItineraryBySlug } from '../itineraries/itineraries.service';
import { getSiteSettings } from '../settings/settings.service';
import { findPublishedPackageBySlug } from '../tour-packages/tour-packages.service';
import {
  breadcrumbs,
  clip,
  headTags,
  HOME_TITLE,
  notFoundTags,
  SITE_NAME,
  textOf,
  type JsonLd,
  type PageHead,
} from './page-head';
import {
  blogPreviewSource,
  itineraryPreviewSource,
  packagePreviewSource,
  previewPicture,
} from './previews';
import { publicBaseUrl } from './seo.service';

/** The public pages the server answers with their own head; the web app's routes of the same paths. */
export const PUBLIC_PAGE_ROUTES = [
  '/',
  '/packages',
  '/package/:slug',
  '/blog',
  '/blog/:slug',
  '/itinerary/:slug',
  '/contact',
] as const;
export type PublicPageRoute = (typeof PUBLIC_PAGE_ROUTES)[number];

/** The home page's description: index.html's. */
const HOME_DESCRIPTION =
  'TripSutra plans your trip across India and abroad in seconds: several priced itineraries in rupees, day-wise plans, tour packages and a travel blog.';

/** "Title | TripSutra", as the web app names a page in the browser tab. */
const pageTitle = (title: string) => `${title} | ${SITE_NAME}`;

const HOME: [string, string] = ['Home', '/'];

function travelAgency(baseUrl: string, site: SiteSettings): JsonLd {
  const { contact } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${baseUrl}/#agency`,
    name: SITE_NAME,
    url: `${baseUrl}/`,
    logo: `${baseUrl}/favicon.svg`,
    description: HOME_DESCRIPTION,
    currenciesAccepted: 'INR',
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: contact.address,
            addressCountry: 'IN',
          },
        }
      : {}),
  };
}

/** The agency as the seller of a trip, by reference to the home page's description. */
const provider = (baseUrl: string) => ({
  '@type': 'TravelAgency',
  '@id': `${baseUrl}/#agency`,
  name: SITE_NAME,
  url: `${baseUrl}/`,
});

function packageHead(baseUrl: string, item: TourPackage): PageHead {
  const { pricing, travelDetails } = item;
  const path = `/package/${encodeURIComponent(item.slug)}`;
  const price = formatPrice(pricing.discountedPrice, pricing.currency);
  const per = pricing.pricePerPerson ? 'per person' : 'per group';
  const generated = `${item.shortDescription} ${travelDetails.duration} days, ${travelDetails.fromLocation} to ${travelDetails.toLocation}, from ${price} ${per}.`;
  const description = clip(item.metaDescription || generated);
  const image = previewPicture(baseUrl, 'package', item.slug, packagePreviewSource(item));
  return {
    title: pageTitle(item.metaTitle || item.title),
    description,
    path,
    ogType: 'product',
    image,
    properties: [
      ['product:price:amount', String(pricing.discountedPrice)],
      ['product:price:currency', pricing.currency],
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'TouristTrip',
        name: item.title,
        description,
        url: `${baseUrl}${path}`,
        image: image.url,
        touristType: item.category,
        ...(item.itinerary.length > 0
          ? {
              itinerary: {
                '@type': 'ItemList',
                itemListElement: item.itinerary.map((day, index) => ({
                  '@type': 'ListItem',
                  position: index + 1,
                  name: `Day ${day.day}: ${day.title}`,
                })),
              },
            }
          : {}),
        provider: provider(baseUrl),
        offers: {
          '@type': 'Offer',
          price: pricing.discountedPrice,
          priceCurrency: pricing.currency,
          availability: 'https://schema.org/InStock',
          url: `${baseUrl}${path}`,
          ...(pricing.validUntil ? { priceValidUntil: pricing.validUntil } : {}),
        },
      },
      breadcrumbs(baseUrl, [HOME, ['Packages', '/packages'], [item.title, path]]),
    ],
  };
}

function blogHead(baseUrl: string, post: Blog): PageHead {
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const description = clip(post.metaDescription || post.excerpt || textOf(post.content));
  const image = previewPicture(baseUrl, 'blog', post.slug, blogPreviewSource(post));
  const published = post.publishedAt ?? post.createdAt;
  return {
    title: pageTitle(post.metaTitle || post.title),
    description,
    path,
    ogType: 'article',
    image,
    properties: [
      ['article:published_time', published],
      ['article:modified_time', post.updatedAt],
      ['article:section', post.category],
      ...post.tags.map((tag): [string, string] => ['article:tag', tag]),
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description,
        url: `${baseUrl}${path}`,
        mainEntityOfPage: `${baseUrl}${path}`,
        image: image.url,
        datePublished: published,
        dateModified: post.updatedAt,
        articleSection: post.category,
        ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
        author: { '@type': 'Person', name: post.author.name },
        publisher: { '@type': 'Organization', name: SITE_NAME, url: `${baseUrl}/` },
      },
      breadcrumbs(baseUrl, [HOME, ['Blog', '/blog'], [post.title, path]]),
    ],
  };
}

function itineraryHead(baseUrl: string, trip: Itinerary & { updatedAt: Date }): PageHead {
  const path = `/itinerary/${encodeURIComponent(trip.slug)}`;
  const price = formatPrice(trip.pricePP);
  const places = trip.placesToVisit.slice(0, 4).join(', ');
  const description = clip(
    `${trip.duration}, ${trip.fromLocation} to ${trip.toLocation}${places ? `: ${places}` : ''}. From ${price} per person, travel, stays, food and sights included.`,
  );
  const image = previewPicture(baseUrl, 'itinerary', trip.slug, itineraryPreviewSource(trip));
  return {
    title: pageTitle(trip.title),
    description,
    path,
    ogType: 'product',
    image,
    properties: [
      ['product:price:amount', String(trip.pricePP)],
      ['product:price:currency', 'INR'],
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'TouristTrip',
        name: trip.title,
        description,
        url: `${baseUrl}${path}`,
        image: image.url,
        ...(trip.topAttractions.length > 0
          ? {
              itinerary: {
                '@type': 'ItemList',
                itemListElement: trip.topAttractions.map((name, index) => ({
                  '@type': 'ListItem',
                  position: index + 1,
                  name,
                })),
              },
            }
          : {}),
        provider: provider(baseUrl),
        offers: {
          '@type': 'Offer',
          price: trip.pricePP,
          priceCurrency: 'INR',
          url: `${baseUrl}${path}`,
        },
      },
      breadcrumbs(baseUrl, [HOME, [trip.title, path]]),
    ],
  };
}

/**
 * The part of a list's address that makes it another page: a known category and a page
 * number past the first. A search, price filters and tracking parameters are views of the
 * same page, so its canonical URL drops them.
 */
export type ListView = { category?: string | undefined; page?: number | undefined };

export function listViewOf(query: unknown, categories: readonly string[]): ListView {
  const { category, page } = (query ?? {}) as Record<string, unknown>;
  const number = typeof page === 'string' && /^\d{1,4}$/.test(page) ? Number(page) : 1;
  return {
    ...(typeof category === 'string' && categories.includes(category) ? { category } : {}),
    ...(number > 1 ? { page: number } : {}),
  };
}

function listHead(
  baseUrl: string,
  page: { title: string; description: string; path: string; crumb: string },
  view: ListView = {},
): PageHead {
  const params = new URLSearchParams();
  if (view.category) params.set('category', view.category);
  if (view.page) params.set('page', String(view.page));
  const query = params.toString();
  const title = [
    view.category ? `${page.title}: ${view.category}` : page.title,
    ...(view.page ? [`page ${view.page}`] : []),
  ].join(', ');
  return {
    title: pageTitle(title),
    description: page.description,
    path: query ? `${page.path}?${query}` : page.path,
    ogType: 'website',
    jsonLd: [breadcrumbs(baseUrl, [HOME, [page.crumb, page.path]])],
  };
}

/** The head a route shows; undefined when its item is not published (the page is not there). */
async function findPageHead(
  app: FastifyInstance,
  route: PublicPageRoute,
  slug: string,
  baseUrl: string,
  query: unknown,
): Promise<PageHead | undefined> {
  const db = app.database.db;
  switch (route) {
    case '/':
      return {
        title: HOME_TITLE,
        description: HOME_DESCRIPTION,
        path: '/',
        ogType: 'website',
        jsonLd: [travelAgency(baseUrl, await getSiteSettings(db)), breadcrumbs(baseUrl, [HOME])],
      };
    case '/contact':
      return {
        ...listHead(baseUrl, {
          title: 'Contact us',
          description: `Call, WhatsApp or write to ${SITE_NAME} to plan a trip or book a package: how to reach us and where to find our office.`,
          path: '/contact',
          crumb: 'Contact',
        }),
        jsonLd: [
          travelAgency(baseUrl, await getSiteSettings(db)),
          breadcrumbs(baseUrl, [HOME, ['Contact', '/contact']]),
        ],
      };
    case '/packages':
      return listHead(
        baseUrl,
        {
          title: 'Tour packages',
          description: `Tour packages across India and abroad from ${SITE_NAME}: beaches, hills, heritage and pilgrimages, priced in rupees with day-wise plans.`,
          path: '/packages',
          crumb: 'Packages',
        },
        listViewOf(query, PACKAGE_CATEGORIES),
      );
    case '/blog':
      return listHead(
        baseUrl,
        {
          title: 'Travel blog',
          description: `Destination guides, travel tips and trip ideas for India and beyond from the ${SITE_NAME} blog.`,
          path: '/blog',
          crumb: 'Blog',
        },
        listViewOf(query, BLOG_CATEGORIES),
      );
    case '/package/:slug': {
      const item = await findPublishedPackageBySlug(db, slug);
      return item && packageHead(baseUrl, item);
    }
    case '/blog/:slug': {
      const post = await findPublishedBlogBySlug(db, slug);
      return post && blogHead(baseUrl, post);
    }
    case '/itinerary/:slug': {
      const trip = await findItineraryBySlug(db, slug);
      return trip && itineraryHead(baseUrl, trip);
    }
  }
}

export type PageHeadTags = { status: 200 | 404; tags: string };

/**
 * What the web plugin puts in a public page's head: the page's title, description, canonical
 * URL, Open Graph and Twitter tags and JSON-LD, or a 404 for an item that is not published.
 * Read on every request, so an admin's change shows at once.
 */
export function createPageHeads(app: FastifyInstance) {
  const baseUrl = publicBaseUrl(app.env);
  return {
    routes: PUBLIC_PAGE_ROUTES,
    async tagsFor(route: PublicPageRoute, request: FastifyRequest): Promise<PageHeadTags> {
      const { slug = '' } = request.params as { slug?: string };
      const base = baseUrl(request);
      const head = await findPageHead(app, route, slug, base, request.query);
      return head
        ? { status: 200, tags: headTags(head, base) }
        : { status: 404, tags: notFoundTags() };
    },
  };
}

export type PageHeads = ReturnType<typeof createPageHeads>;
