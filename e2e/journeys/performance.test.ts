import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSkipReason, desktop, phone, type Viewport } from '../support/browser';
import { eventually, expectVisible } from '../support/expect';
import { useJourney, type Journey } from '../support/journey';

// The budgets of apps/web/PERFORMANCE.md: JavaScript a page fetches to start, before anyone
// touches it (until its network is idle), compressed as sent. Raise them only with a reason
// written there.
const BUDGET_KB = { '/': 200, '/contact': 200 } as const;

type Script = { file: string; bytes: number };

/** Opens `path` as the harness's visitor (who dismissed the promotion), recording its scripts. */
async function openRecording(
  journey: Journey,
  path: string,
  viewport: Viewport,
): Promise<{ page: Page; scripts: Script[] }> {
  const page = await journey.newPage(viewport);
  const scripts: Script[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    void request
      .response()
      .then((response) => response?.finished())
      .then(() => request.sizes())
      .then((sizes) =>
        scripts.push({
          file: new URL(request.url()).pathname.replace('/assets/', ''),
          bytes: sizes.responseBodySize,
        }),
      )
      .catch(() => undefined);
  });
  await page.goto(journey.url(path), { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  return { page, scripts };
}

const COUNT_INTL_CALLS = `
  window.intlCalls = [];
  for (const [owner, key] of [
    [Intl, 'DateTimeFormat'],
    [Intl, 'NumberFormat'],
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
  ]) {
    const original = owner[key];
    owner[key] = new Proxy(original, {
      apply(target, self, args) {
        window.intlCalls.push(key);
        return Reflect.apply(target, self, args);
      },
      construct(target, args, newTarget) {
        window.intlCalls.push(key);
        return Reflect.construct(target, args, newTarget);
      },
    });
  }
`;

const named = (scripts: Script[], prefix: string) =>
  scripts.filter((script) => script.file.startsWith(prefix)).map((script) => script.file);

describe('fast public pages', { skip: browserSkipReason() }, () => {
  const journey = useJourney();

  for (const path of ['/', '/contact'] as const) {
    it(`sends ${path} rendered, compressed, with its heading in the HTML`, async () => {
      const response = await fetch(journey.url(path), { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-encoding'), 'gzip', `${path} is not compressed`);
      const html = await response.text();
      assert.match(html, /<main[^>]*>[\s\S]*<h1[\s>]/, `${path} arrives without its heading`);
      // The app's code is fetched once the page is painted, not with it (decision 9). JSON-LD
      // blocks (for crawlers) and the query state (for the app) are data, not code.
      const code = html.match(/<script\b(?![^>]*application\/(?:ld\+)?json)/g) ?? [];
      assert.equal(code.length, 1, `${path} should load only its entry`);
      assert.match(html, /<script type="application\/ld\+json">/, `${path} has no JSON-LD`);
      assert.doesNotMatch(html, /modulepreload/, `${path} preloads scripts`);
    });

    it(`starts ${path} without loading the browser's locale data`, async () => {
      const page = await journey.newPage(phone);
      // Counts every way into Intl's formatters; the first one loads the locale data. Plain
      // JavaScript: a function would be sent as its compiled text, helpers and all.
      await page.addInitScript({ content: COUNT_INTL_CALLS });
      await page.goto(journey.url(path));
      await page.waitForSelector('html[data-app-ready]');
      await page.waitForLoadState('networkidle');
      const calls = await page.evaluate(
        () => (window as unknown as { intlCalls: string[] }).intlCalls,
      );
      assert.deepEqual(calls, [], `${path} used Intl while starting`);
    });

    it(`keeps ${path} within its JavaScript budget`, async () => {
      const { scripts } = await openRecording(journey, path, phone);
      const kilobytes = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
      console.log(`${path}: ${kilobytes.toFixed(1)} KB of JavaScript to start`);
      assert.ok(
        kilobytes <= BUDGET_KB[path],
        `${path} fetches ${kilobytes.toFixed(1)} KB of JavaScript to start, over its budget of ${BUDGET_KB[path]} KB`,
      );
    });
  }

  it('starts the public pages without zod, which only forms and answers need', async () => {
    for (const path of ['/', '/contact', '/packages', '/blog']) {
      const page = await journey.newPage(phone);
      const withZod: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        void response
          .text()
          .then((code) => {
            // zod's core names its classes; no other library in the app has this string.
            if (code.includes('$ZodType')) withZod.push(new URL(response.url()).pathname);
          })
          .catch(() => undefined);
      });
      await page.goto(journey.url(path));
      await page.waitForSelector('html[data-app-ready]');
      await page.waitForLoadState('networkidle');
      assert.deepEqual(withZod, [], `${path} fetched zod while starting`);
      await page.close();
    }
  });

  it('loads no back-office code on the public pages', async () => {
    for (const path of ['/', '/contact']) {
      const { scripts } = await openRecording(journey, path, desktop);
      assert.deepEqual(named(scripts, 'admin'), [], `${path} fetched back-office code`);
    }
  });

  it('fetches the date picker only when the visitor opens it', async () => {
    const { page, scripts } = await openRecording(journey, '/', phone);
    assert.deepEqual(named(scripts, 'date-range-calendar'), [], 'the calendar came with the page');
    await page.getByRole('button', { name: /Departure/ }).click();
    await expectVisible(
      page.getByRole('dialog', { name: 'Choose travel dates' }),
      'the date popup',
    );
    await eventually(
      async () => named(scripts, 'date-range-calendar').length,
      (count) => count > 0,
      'the calendar code once the popup opened',
    );
  });

  it('adopts the search card when the visitor reaches for it, keeping what was typed', async () => {
    const { page, scripts } = await openRecording(journey, '/', phone);
    await page.waitForSelector('html[data-app-ready]');
    assert.deepEqual(named(scripts, 'search-card'), [], 'the search card came with the page');
    assert.deepEqual(named(scripts, 'TextField'), [], "the card's fields came with the page");
    // Typed at once, before React has the card: the text is kept and reaches the form.
    await page.getByRole('combobox', { name: 'From' }).fill('Delhi');
    await page.getByRole('combobox', { name: 'To' }).fill('Goa');
    await eventually(
      async () => named(scripts, 'search-card').length,
      (count) => count > 0,
      "the card's code once the visitor typed",
    );
    await page
      .getByRole('search', { name: 'Search trips' })
      .getByRole('button', { name: 'Search' })
      .click();
    await page.waitForURL('**/search-results?**');
    const asked = new URL(page.url()).searchParams;
    assert.equal(asked.get('from'), 'Delhi');
    assert.equal(asked.get('to'), 'Goa');
  });

  it('fetches the carousel code only when a carousel comes into view', async () => {
    const { page, scripts } = await openRecording(journey, '/', phone);
    assert.deepEqual(
      named(scripts, 'swiper-carousel'),
      [],
      'Swiper came with the page at 375 px, where no carousel is on screen',
    );
    await page.locator('#packages').scrollIntoViewIfNeeded();
    await eventually(
      async () => named(scripts, 'swiper-carousel').length,
      (count) => count > 0,
      'the carousel code once the featured packages were on screen',
    );
  });

  it('adopts the sections below the hero as they near the screen, keeping an early click', async () => {
    const { page, scripts } = await openRecording(journey, '/', phone);
    await page.waitForSelector('html[data-app-ready]');
    assert.deepEqual(
      named(scripts, 'popular-searches'),
      [],
      'the popular searches came with the page at 375 px, far below the screen',
    );
    // A tap on a card React has not taken over yet is held, and made again once it has: the
    // app follows the link (the page stays the same document) instead of the browser.
    const card = page.locator('#searches a[href^="/itinerary/"]').first();
    const href = await card.getAttribute('href');
    assert.ok(href, 'the prerendered popular searches have links');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await card.evaluate((link: HTMLElement) => link.click());
    await page.waitForURL(`**${href}`);
    assert.equal(
      await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument),
      true,
      'the early tap loaded a new document instead of the app following the link',
    );
    assert.ok(named(scripts, 'popular-searches').length > 0, 'the section was adopted');
  });
});
