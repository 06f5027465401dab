import type { FastifyRequest } from 'fastify';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { findBlogLinks } from '../blog/blog.service';
import { findPopularSlugs } from '../itineraries/itineraries.service';
import { findPackageLinks } from '../tour-packages/tour-packages.service';

/** Paths search engines should leave alone: the back office, the API and search results. */
export const DISALLOWED_PATHS = ['/admin', '/admin-blogs', '/api/', '/search-results'] as const;

/** The public pages that are always there. */
const STATIC_PAGES = ['/', '/packages', '/blog', '/contact'] as const;

/** PUBLIC_BASE_URL when set, else the address the request came to; never a trailing slash. */
export function publicBaseUrl(env: Env): (request: FastifyRequest) => string {
  return (request) =>
    (env.PUBLIC_BASE_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

type Entry = { path: string; lastModified?: Date };

function urlElement(baseUrl: string, entry: Entry): string {
  const location = `<loc>${escapeXml(`${baseUrl}${entry.path}`)}</loc>`;
  const modified = entry.lastModified
    ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>`
    : '';
  return `  <url>${location}${modified}</url>`;
}

/**
 * The sitemap: the public pages, every published package and post with its last change, and
 * the popular itineraries. Drafts and archived items are never listed.
 */
export async function sitemapXml(db: Db, baseUrl: string): Promise<string> {
  const [packages, posts, itineraries] = await Promise.all([
    findPackageLinks(db),
    findBlogLinks(db),
    findPopularSlugs(db),
  ]);
  const entries: Entry[] = [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...packages.map((item) => ({
      path: `/package/${encodeURIComponent(item.slug)}`,
      lastModified: item.updatedAt,
    })),
    ...posts.map((item) => ({
      path: `/blog/${encodeURIComponent(item.slug)}`,
      lastModified: item.updatedAt,
    })),
    ...itineraries.map((slug) => ({ path: `/itinerary/${encodeURIComponent(slug)}` })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => urlElement(baseUrl, entry)),
    '</urlset>',
    '',
  ].join('\n');
}
