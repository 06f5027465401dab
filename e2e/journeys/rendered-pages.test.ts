import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserSkipReason, phone } from '../support/browser';
import { useJourney, type Journey } from '../support/journey';

// Issue #14: the public pages reach crawlers and link previews (which run no script) with their
// content, and the browser adopts that page and its data without asking for either again.

type Slugs = { pkg: string; packageTitle: string; post: string; postTitle: string; trip: string };

async function firstSlugs(journey: Journey): Promise<Slugs> {
  const json = async (path: string) => (await fetch(journey.url(path))).json() as Promise<unknown>;
  const packages = (await json('/api/packages?limit=1')) as {
    packages: Array<{ slug: string; title: string }>;
  };
  const blogs = (await json('/api/blogs?limit=1')) as {
    blogs: Array<{ slug: string; title: string }>;
  };
  const popular = (await json('/api/itineraries/popular')) as {
    popularItineraries: Array<{ slug: string }>;
  };
  const [pkg] = packages.packages;
  const [post] = blogs.blogs;
  const [trip] = popular.popularItineraries;
  assert.ok(pkg && post && trip, 'the demo content has a package, a post and an itinerary');
  return {
    pkg: pkg.slug,
    packageTitle: pkg.title,
    post: post.slug,
    postTitle: post.title,
    trip: trip.slug,
  };
}

/** Text of the page's body as a crawler reads it: tags dropped, entities of the titles undone. */
function textOf(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
  return root
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');
}

/** API reads that fetch what a page shows; images and the visitor's own events are not data. */
const isDataRead = (url: URL) =>
  url.pathname.startsWith('/api/') &&
  !url.pathname.startsWith('/api/media/') &&
  !url.pathname.startsWith('/api/analytics/') &&
  !url.pathname.startsWith('/api/place-image') &&
  !url.pathname.startsWith('/api/destination-gallery');

describe('server-rendered public pages', { skip: browserSkipReason() }, () => {
  const journey = useJourney();

  it('sends each public page with its content, for clients that run no script', async () => {
    const slugs = await firstSlugs(journey);
    const pages: Array<[string, RegExp | string]> = [
      ['/', 'Where do you want to fly today?'],
      ['/packages', slugs.packageTitle],
      [`/package/${slugs.pkg}`, slugs.packageTitle],
      ['/blog', slugs.postTitle],
      [`/blog/${slugs.post}`, slugs.postTitle],
      [`/itinerary/${slugs.trip}`, /₹[\d,]+/],
      ['/contact', 'Contact'],
    ];
    for (const [path, expected] of pages) {
      const response = await fetch(journey.url(path), { headers: { 'user-agent': 'curl/8.5' } });
      assert.equal(response.status, 200, path);
      const html = await response.text();
      const text = textOf(html);
      if (typeof expected === 'string') assert.ok(text.includes(expected), `${path}: ${expected}`);
      else assert.match(text, expected, path);
      assert.match(html, /<script type="application\/json" id="query-state">/, path);
      // Only the entry runs: the state and JSON-LD are data, so the CSP without inline script holds.
      const code = html.match(/<script\b(?![^>]*application\/(?:ld\+)?json)/g) ?? [];
      assert.equal(code.length, 1, `${path} should load only its entry`);
    }
    const packagePage = await (await fetch(journey.url(`/package/${slugs.pkg}`))).text();
    assert.match(textOf(packagePage), /₹[\d,]+/, 'the package page shows its price');
  });

  it('adopts each page in the browser without asking for its data again', async () => {
    const slugs = await firstSlugs(journey);
    for (const path of [
      '/',
      '/packages',
      '/packages?category=Beach',
      `/package/${slugs.pkg}`,
      '/blog',
      `/blog/${slugs.post}`,
      `/itinerary/${slugs.trip}`,
      '/contact',
    ]) {
      const page = await journey.newPage(phone);
      // The CSP must hold without a single refusal: a refused script, style or eval is reported
      // to the visitor's browser (and to Lighthouse, as a best-practices issue).
      await page.addInitScript(() => {
        const refused: string[] = [];
        Object.assign(window, { refusedByCsp: refused });
        document.addEventListener('securitypolicyviolation', (event) =>
          refused.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
        );
      });
      const reads: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (isDataRead(url)) reads.push(`${url.pathname}${url.search}`);
      });
      await page.goto(journey.url(path));
      await page.waitForSelector('html[data-app-ready]');
      await page.waitForLoadState('networkidle');
      assert.deepEqual(reads, [], `${path} asked again for data its HTML held`);
      assert.deepEqual(journey.errorsOf(page), [], `${path} had errors (a hydration mismatch?)`);
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { refusedByCsp: string[] }).refusedByCsp),
        [],
        `${path}: the CSP refused something`,
      );
      await page.context().close();
    }
  });

  it('answers 404 for an unknown package and renders none of its data', async () => {
    const response = await fetch(journey.url('/package/no-such-trip-anywhere'));
    assert.equal(response.status, 404);
    const html = await response.text();
    assert.match(html, /<div id="root"><\/div>/);
    assert.doesNotMatch(html, /id="query-state"/);
  });
});
