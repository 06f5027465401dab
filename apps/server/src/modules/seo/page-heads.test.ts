import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createAdminToken, createTestClock } from '../../test/roles';
import { createBlogViaApi, submitBlog, validBlogFields } from '../blog/blog.fixtures';
import {
  createPackageViaApi,
  setPackageStatusViaApi,
  submitPackage,
  validPackageFields,
} from '../tour-packages/tour-packages.fixtures';

/** The web build's shell, as apps/web/index.html writes its head. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shell's own description."
    />
    <title>TripSutra · AI trip planner for India</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const BASE = 'https://tripsutra.example';

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function titleOf(html: string): string | undefined {
  const found = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return found === undefined ? undefined : decode(found);
}

/** The content of every <meta> with this name or property, in order. */
function metaOf(html: string, key: string): string[] {
  return [...html.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)">/g)]
    .filter((match) => match[1] === key)
    .map((match) => decode(match[2]!));
}

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const typesOf = (html: string) => jsonLdOf(html).map((data) => data['@type']);

describe('public pages carry their own head', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-dist-'));
  const clock = createTestClock(new Date('2026-01-10T06:00:00.000Z'));
  let ctx: TestContext;
  let adminToken: string;
  beforeAll(async () => {
    fs.writeFileSync(path.join(distDir, 'index.html'), SHELL);
    ctx = await createTestApp(
      { PUBLIC_BASE_URL: `${BASE}/` },
      { webDistDir: distDir, now: clock.now },
    );
    adminToken = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const page = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('shows a package’s title, description, price, preview and trip data', async () => {
    const item = await createPackageViaApi(ctx, adminToken, {
      title: 'Kerala Backwaters & Hills',
      shortDescription: 'Houseboat nights on Vembanad Lake and tea estates in Munnar.',
      pricing: { basePrice: 48_000, discountPercentage: 25 },
      travelDetails: { fromLocation: 'Kochi', toLocation: 'Munnar', duration: 6 },
    });
    const response = await page(`/package/${item.slug}?utm_source=whatsapp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;

    expect(titleOf(html)).toBe('Kerala Backwaters & Hills | TripSutra');
    expect(html).not.toContain("The shell's own description.");
    const [description] = metaOf(html, 'description');
    expect(description).toBe(
      'Houseboat nights on Vembanad Lake and tea estates in Munnar. 6 days, Kochi to Munnar, from ₹36,000 per person.',
    );
    expect(html).toContain(`<link rel="canonical" href="${BASE}/package/${item.slug}">`);
    expect(metaOf(html, 'og:title')).toEqual(['Kerala Backwaters & Hills | TripSutra']);
    expect(metaOf(html, 'og:url')).toEqual([`${BASE}/package/${item.slug}`]);
    expect(metaOf(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaOf(html, 'og:image:width')).toEqual(['1200']);

    const [image] = metaOf(html, 'og:image');
    expect(image).toMatch(new RegExp(`^${BASE}/og/package/${item.slug}\\.png\\?v=\\w+$`));
    const picture = await page(image!.slice(BASE.length));
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);

    const data = jsonLdOf(html);
    expect(typesOf(html)).toEqual(['TouristTrip', 'BreadcrumbList']);
    expect(data[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Kerala Backwaters & Hills',
      url: `${BASE}/package/${item.slug}`,
      image,
      offers: { '@type': 'Offer', price: 36_000, priceCurrency: 'INR' },
      provider: { '@type': 'TravelAgency', name: 'TripSutra' },
    });
    expect(data[1]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${BASE}/` },
        { position: 2, name: 'Packages', item: `${BASE}/packages` },
        { position: 3, name: 'Kerala Backwaters & Hills', item: `${BASE}/package/${item.slug}` },
      ],
    });
  });

  it('uses the admin’s meta title and description, and a change shows at once', async () => {
    const fields = validPackageFields({
      title: 'Andaman Island Hopper',
      metaTitle: 'Andaman tour package: Havelock and Neil',
      metaDescription: 'Scuba at Havelock, sunsets at Neil: five days in the Andamans.',
    });
    const created = await submitPackage(ctx, adminToken, fields);
    expect(created.statusCode).toBe(201);
    const item = created.json().package as { _id: string; slug: string };
    const before = (await page(`/package/${item.slug}`)).body;
    expect(titleOf(before)).toBe('Andaman tour package: Havelock and Neil | TripSutra');
    expect(metaOf(before, 'description')).toEqual([
      'Scuba at Havelock, sunsets at Neil: five days in the Andamans.',
    ]);
    const [oldImage] = metaOf(before, 'og:image');

    clock.advance(60_000);
    const updated = await submitPackage(
      ctx,
      adminToken,
      { ...fields, metaTitle: 'Andaman holiday from Port Blair' },
      [],
      { method: 'PUT', id: item._id },
    );
    expect(updated.statusCode).toBe(200);
    const after = (await page(`/package/${item.slug}`)).body;
    expect(titleOf(after)).toBe('Andaman holiday from Port Blair | TripSutra');
    expect(metaOf(after, 'og:title')).toEqual(['Andaman holiday from Port Blair | TripSutra']);
    // The preview has a new address: a chat app that kept the old one draws the new one.
    expect(metaOf(after, 'og:image')[0]).not.toBe(oldImage);
  });

  it('shows a post’s title, excerpt, preview and BlogPosting, escaping what could end the script', async () => {
    const post = await createBlogViaApi(ctx, adminToken, {
      title: 'Monsoon in Meghalaya </script><script>alert(1)</script>',
      excerpt: 'Living root bridges, Nohkalikai falls and the wettest place on earth.',
      category: 'Destination Guides',
      tags: 'meghalaya, monsoon',
    });
    const response = await page(`/blog/${post.slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(titleOf(html)).toBe(`${post.title} | TripSutra`);
    expect(metaOf(html, 'description')).toEqual([
      'Living root bridges, Nohkalikai falls and the wettest place on earth.',
    ]);
    expect(metaOf(html, 'og:type')).toEqual(['article']);
    expect(metaOf(html, 'article:section')).toEqual(['Destination Guides']);
    expect(html).toContain(`<link rel="canonical" href="${BASE}/blog/${post.slug}">`);
    // Only the JSON-LD elements are script elements, and nothing in them ends one early.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert');

    const [posting, trail] = jsonLdOf(html);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      description: 'Living root bridges, Nohkalikai falls and the wettest place on earth.',
      author: { '@type': 'Person', name: post.author.name },
      keywords: 'meghalaya, monsoon',
      mainEntityOfPage: `${BASE}/blog/${post.slug}`,
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });

    const [image] = metaOf(html, 'og:image');
    const picture = await page(image!.slice(BASE.length));
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it('answers 404 for a draft or archived package or post, and never shows its data', async () => {
    const draft = await createPackageViaApi(ctx, adminToken, {
      title: 'Secret Spiti Draft',
      status: 'draft',
    });
    const archived = await createPackageViaApi(ctx, adminToken, { title: 'Old Ladakh Offer' });
    await setPackageStatusViaApi(ctx, adminToken, archived._id, 'archived');
    const post = await createBlogViaApi(ctx, adminToken, {
      title: 'Unfinished Sikkim Notes',
      status: 'draft',
    });
    const cases = [
      [`/package/${draft.slug}`, 'Secret Spiti Draft'],
      [`/package/${archived.slug}`, 'Old Ladakh Offer'],
      [`/blog/${post.slug}`, 'Unfinished Sikkim Notes'],
      ['/blog/no-such-post', ''],
      ['/itinerary/no-such-trip', ''],
    ] as const;
    for (const [url, title] of cases) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(titleOf(response.body), url).toBe('Page not found | TripSutra');
      expect(metaOf(response.body, 'robots'), url).toEqual(['noindex']);
      if (title) expect(response.body, url).not.toContain(title);
      expect(response.body, url).toContain('<div id="root"></div>');
    }

    const publish = await submitBlog(
      ctx,
      adminToken,
      validBlogFields({
        title: 'Unfinished Sikkim Notes',
        status: 'published',
      }),
      { id: post._id },
    );
    expect(publish.statusCode).toBe(200);
    expect((await page(`/blog/${publish.json().blog.slug as string}`)).statusCode).toBe(200);
  });

  it('gives an itinerary its trip, offer in rupees and preview', async () => {
    const generated = await ctx.app.inject({
      method: 'POST',
      url: '/api/generate-itinerary',
      payload: {
        from: 'Delhi',
        to: 'Manali',
        departureDate: '2026-03-10',
        returnDate: '2026-03-15',
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 50_000],
      },
    });
    expect(generated.statusCode).toBe(200);
    const trip = generated.json().itineraries[0] as {
      slug: string;
      title: string;
      pricePP: number;
    };
    const html = (await page(`/itinerary/${trip.slug}`)).body;
    expect(titleOf(html)).toBe(`${trip.title} | TripSutra`);
    const [description] = metaOf(html, 'description');
    expect(description).toContain('Delhi to Manali');
    expect(description).toContain(`₹${trip.pricePP.toLocaleString('en-IN')}`);
    const [tripData] = jsonLdOf(html);
    expect(tripData).toMatchObject({
      '@type': 'TouristTrip',
      offers: { '@type': 'Offer', price: trip.pricePP, priceCurrency: 'INR' },
    });
    const [image] = metaOf(html, 'og:image');
    const picture = await page(image!.slice(BASE.length));
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('keeps a list’s category and page in its canonical URL and title, and drops the rest', async () => {
    const cases = {
      '/blog?category=Travel%20Tips&page=3&utm_source=whatsapp': [
        '/blog?category=Travel+Tips&amp;page=3',
        'Travel blog: Travel Tips, page 3 | TripSutra',
      ],
      '/blog?category=Nonsense&page=1': ['/blog', 'Travel blog | TripSutra'],
      '/packages?search=goa&minPrice=5000&page=abc': ['/packages', 'Tour packages | TripSutra'],
      '/packages?category=Beach&page=2': [
        '/packages?category=Beach&amp;page=2',
        'Tour packages: Beach, page 2 | TripSutra',
      ],
    };
    for (const [url, [canonical, title]] of Object.entries(cases)) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<link rel="canonical" href="${BASE}${canonical}">`);
      expect(titleOf(response.body), url).toBe(title);
    }
  });

  it('names the agency on the home and contact pages, and every page its trail', async () => {
    const expected = {
      '/': ['TravelAgency', 'BreadcrumbList'],
      '/contact': ['TravelAgency', 'BreadcrumbList'],
      '/packages?category=Beach': ['BreadcrumbList'],
      '/blog?page=2': ['BreadcrumbList'],
    };
    for (const [url, types] of Object.entries(expected)) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(typesOf(response.body), url).toEqual(types);
      const canonical = `${BASE}${url}`;
      const attribute = canonical.replaceAll('&', '&amp;');
      expect(response.body, url).toContain(`<link rel="canonical" href="${attribute}">`);
      expect(metaOf(response.body, 'og:url'), url).toEqual([canonical]);
      // JSON-LD is data, not script: the policy still allows no inline script.
      expect(response.headers['content-security-policy'], url).toMatch(/script-src 'self';/);
    }
    const home = (await page('/')).body;
    expect(titleOf(home)).toBe('TripSutra · AI trip planner for India');
    expect(jsonLdOf(home)[0]).toMatchObject({ name: 'TripSutra', url: `${BASE}/` });
    expect(titleOf((await page('/contact')).body)).toBe('Contact us | TripSutra');
  });
});
