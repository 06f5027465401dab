// @vitest-environment node
import type { Blog } from '@trip/shared/blog/schemas';
import { DEFAULT_SITE_SETTINGS } from '@trip/shared/settings/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itineraryFixture } from '../test/itinerary-fixture';
import { testPackage } from '../features/tour-packages/package-fixture';
import { QUERY_STATE_ID } from './document';
import { pageKey, publicPages, renderMarkup, type ApiTransport } from './server-render';

const pkg = testPackage();
const trip = itineraryFixture();
const post: Blog = {
  _id: '3f2b8c1e-0000-4000-8000-000000000001',
  slug: 'kerala-backwaters-first-timers-guide',
  title: "A first-timer's guide to the Kerala backwaters",
  category: 'Destination Guides',
  excerpt: 'Alappuzha or Kumarakom, houseboat or day cruise.',
  featuredImage: '/api/media/art/bbbb.webp',
  featuredImageSrcset: [],
  readTime: 4,
  views: 41,
  createdAt: '2025-03-05T05:30:00.000Z',
  content: '<h2>When to go</h2><p>October to <strong>February</strong>.</p>',
  tags: ['Kerala', 'houseboat'],
  author: { name: 'TripSutra Travel Desk' },
  socialShares: { copy: 1, facebook: 0, twitter: 2, linkedin: 0, whatsapp: 0 },
  metaTitle: '',
  metaDescription: '',
  status: 'published',
  publishedAt: '2025-03-05T05:30:00.000Z',
  updatedAt: '2025-03-05T05:30:00.000Z',
};

/** The API as a render sees it: one package, one post, one itinerary; every call is noted. */
function sampleApi(calls: string[] = []): ApiTransport {
  const answers: Record<string, unknown> = {
    '/api/site-settings': {
      ...DEFAULT_SITE_SETTINGS,
      contact: { ...DEFAULT_SITE_SETTINGS.contact, phone: '+91 98300 55555' },
    },
    '/api/packages': { packages: [pkg], total: 1, page: 1, totalPages: 1 },
    '/api/packages/featured': { packages: [pkg] },
    '/api/packages/categories': { categories: ['Beach'] },
    [`/api/packages/slug/${pkg.slug}`]: { package: pkg },
    '/api/blogs': { blogs: [post], total: 1, page: 1, totalPages: 1 },
    '/api/blogs/categories': { categories: ['Destination Guides'] },
    [`/api/blogs/slug/${post.slug}`]: { blog: post },
    '/api/itineraries/popular': { popularItineraries: [trip] },
    [`/api/itineraries/slug/${trip.slug}`]: { itinerary: trip },
  };
  return (url) => {
    calls.push(url);
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const picture = searchParams.get('mobile') ? '/art/palolem-m.webp' : '/art/palolem.webp';
    const answer = pathname === '/api/place-image' ? { imageUrl: picture } : answers[pathname];
    const body = answer ?? { error: 'Not found', code: 'NOT_FOUND' };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: answer ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
}

const samplePaths = [
  '/',
  '/contact',
  '/packages',
  `/package/${pkg.slug}`,
  '/blog',
  `/blog/${post.slug}`,
  `/itinerary/${trip.slug}`,
];

const render = (path: string, api = sampleApi()) =>
  renderMarkup(new URL(path, 'http://localhost'), api);

// The server renders these pages per request (cached): a page that reads the window, storage or
// the clock while rendering would fall back to the empty shell, and this test says so first.
describe('server-rendered pages', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('covers every public page the server renders', () => {
    expect(publicPages.map((page) => page.path)).toEqual([
      '/',
      '/contact',
      '/packages',
      '/package/:slug',
      '/blog',
      '/blog/:slug',
      '/itinerary/:slug',
    ]);
  });

  it.each(samplePaths)('renders %s in Node with its header, heading and footer', async (path) => {
    const { markup } = await render(path);
    expect(markup).toMatch(/<header[\s>]/);
    expect(markup).toMatch(/<main[^>]*>[\s\S]*<h1[\s>]/);
    expect(markup).toMatch(/<footer[\s>]/);
    expect(markup).not.toContain('Page not found');
    expect(markup).not.toMatch(/<script(?![^>]*\bsrc=)/i);
  });

  it('puts each page’s content in the markup and its data in the query state', async () => {
    const list = await render('/packages');
    expect(list.markup).toContain('Goa Sun, Sand &amp; Forts');
    expect(list.markup).toContain('₹16,650');
    const detail = await render(`/package/${pkg.slug}`);
    expect(detail.markup).toContain('Beach mornings and <strong>Portuguese-era churches</strong>');
    const blogPost = await render(`/blog/${post.slug}`);
    expect(blogPost.markup).toContain('<h2>When to go</h2>');
    const itinerary = await render(`/itinerary/${trip.slug}`);
    expect(itinerary.markup).toContain('Value Goa Slow Getaway');
    // Its main picture at both sizes, the phone's chosen by the browser, and preloadable.
    const unstyled = itinerary.markup.replace(/<style[^>]*>[^<]*<\/style>/g, '');
    expect(unstyled).toMatch(
      /<picture><source media="\(max-width: 768px\)" srcSet="\/art\/palolem-m\.webp"\/><img [^>]*src="\/art\/palolem\.webp"[^>]*fetchPriority="high"/,
    );
    // Signed out: the day-wise plan is asked for without a token and the key says so.
    const keys = itinerary.state.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['itineraries', 'slug', trip.slug, false]);
    expect(keys).toContainEqual(['site-settings']);
    // The footer shows the agency's own contact details, not the defaults.
    expect(itinerary.markup).toContain('+91 98300 55555');
  });

  it('asks the API only for what the page shows', async () => {
    const calls: string[] = [];
    await render('/packages?category=Beach&page=2&utm_source=mail', sampleApi(calls));
    expect(calls.sort()).toEqual([
      '/api/packages/categories',
      '/api/packages?category=Beach&page=2&limit=12',
      '/api/site-settings',
    ]);
  });

  it('keeps no failed answer in the state, so the browser asks again', async () => {
    const { state } = await render('/package/no-such-trip');
    expect(state.queries.map((query) => query.queryKey)).toEqual([['site-settings']]);
  });

  it('renders a list once for every address that shows the same filters', () => {
    const key = (path: string) => pageKey(new URL(path, 'http://localhost'));
    expect(key('/packages?page=1&utm_source=x')).toBe('/packages');
    expect(key('/packages?category=Beach&search=goa')).toBe(
      key('/packages?search=goa&category=Beach'),
    );
    expect(key('/blog?page=2&x=1')).toBe('/blog?page=2');
    expect(key('/package/goa?ref=1')).toBe('/package/goa');
    expect(key('/admin')).toBeUndefined();
    expect(key('/search-results')).toBeUndefined();
  });

  it('renders the visitor signed out, with the sign-in button', async () => {
    expect((await render('/')).markup).toContain('aria-label="Sign in"');
  });

  // A rendered page is kept and sent for a while, and React adopts it in a browser whose day
  // and zone may differ: one that showed the day would not match what React draws.
  it.each(samplePaths)('renders %s the same whatever the day', async (path) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T09:00:00+05:30'));
    const before = (await render(path)).markup;
    vi.setSystemTime(new Date('2026-08-03T21:30:00+05:30'));
    expect(firstDifference(before, (await render(path)).markup)).toBeUndefined();
  });

  it('names the element that carries the state', () => {
    expect(QUERY_STATE_ID).toBe('query-state');
  });
});

/** The two texts around where they first differ, or undefined when they are the same. */
function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  let index = 0;
  while (a[index] === b[index]) index += 1;
  const around = (text: string) => text.slice(Math.max(0, index - 120), index + 60);
  return `first day: …${around(a)}…\nlater day: …${around(b)}…`;
}
