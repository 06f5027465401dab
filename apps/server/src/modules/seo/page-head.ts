/** The site's name, as the web app writes it in titles (apps/web/src/config/site.ts). */
export const SITE_NAME = 'TripSutra';

/** The home page's title, and every other page's until it has its own: index.html's. */
export const HOME_TITLE = `${SITE_NAME} · AI trip planner for India`;

/** Search results show about this much of a description. */
const DESCRIPTION_MAX_CHARS = 160;

export type JsonLd = Record<string, unknown>;

export type PreviewPicture = { url: string; width: number; height: number; alt: string };

/** What a page's head says about it; `path` and picture URLs are made absolute with the base URL. */
export type PageHead = {
  title: string;
  description: string;
  /** The page's own address, without query: the canonical URL. */
  path: string;
  ogType: 'website' | 'article' | 'product';
  image?: PreviewPicture | undefined;
  /** Extra Open Graph properties, e.g. article:published_time. */
  properties?: Array<[string, string]>;
  jsonLd: JsonLd[];
};

/** Whole words up to `max` characters, with an ellipsis when cut. */
export function clip(text: string, max = DESCRIPTION_MAX_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - 1).replace(/[\s,;:.-]+\S*$/, '')}…`;
}

/** Text of sanitised HTML, for descriptions: tags dropped, entities the sanitiser writes undone. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeAttribute = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/**
 * JSON for a <script type="application/ld+json"> element: no `<` survives, so the text can never
 * close the element or open a comment, and U+2028/2029 are escaped for older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export function breadcrumbs(baseUrl: string, trail: Array<[name: string, path: string]>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: `${baseUrl}${path}`,
    })),
  };
}

/** The tags that replace index.html's title and description for one page. */
export function headTags(head: PageHead, baseUrl: string): string {
  const url = `${baseUrl}${head.path}`;
  const meta = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeAttribute(content)}">`;
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeAttribute(content)}">`;
  const image = head.image;
  const tags = [
    `<title>${escapeAttribute(head.title)}</title>`,
    meta('description', head.description),
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    property('og:site_name', SITE_NAME),
    property('og:type', head.ogType),
    property('og:title', head.title),
    property('og:description', head.description),
    property('og:url', url),
    property('og:locale', 'en_IN'),
    ...(image
      ? [
          property('og:image', image.url),
          property('og:image:type', 'image/png'),
          property('og:image:width', String(image.width)),
          property('og:image:height', String(image.height)),
          property('og:image:alt', image.alt),
        ]
      : []),
    ...(head.properties ?? []).map(([name, content]) => property(name, content)),
    meta('twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('twitter:title', head.title),
    meta('twitter:description', head.description),
    ...(image ? [meta('twitter:image', image.url), meta('twitter:image:alt', image.alt)] : []),
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return tags.join('\n    ');
}

/** The head of a page that is not there: a title, and no index entry. */
export function notFoundTags(): string {
  return [
    `<title>Page not found | ${SITE_NAME}</title>`,
    '<meta name="robots" content="noindex">',
  ].join('\n    ');
}
