import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAxeClean } from '../support/axe';
import { browserSkipReason, desktop, phone } from '../support/browser';
import {
  eventually,
  expectEventually,
  expectHidden,
  expectPath,
  expectVisible,
  expectVisibleCount,
} from '../support/expect';
import { useJourney } from '../support/journey';

const HOME_HEADING = 'Where do you want to fly today?';

const headerLink = (page: Page, name: string) =>
  page.locator('header').getByRole('link', { name, exact: true });

describe('the site shell', { skip: browserSkipReason() }, () => {
  const journey = useJourney();

  it('renders the home page without errors', async () => {
    const page = await journey.open('/', desktop);
    await expectVisible(page.getByRole('heading', { name: HOME_HEADING }), 'the home heading');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(journey.errorsOf(page), [], 'console errors on the home page');
    await expectAxeClean(page, 'home');
  });

  it('navigates with the header links', async () => {
    const page = await journey.open('/', desktop);
    await expectVisible(page.getByRole('heading', { name: HOME_HEADING }), 'the home heading');
    const pageTitle = async () =>
      (await page.getByRole('main').getByRole('heading', { level: 1 }).allTextContents())[0] ?? '';

    // The blog list has no heading fixed by the spec: any page of its own will do.
    const stops = [
      { link: 'Packages', path: '/packages', title: 'Travel Packages' },
      { link: 'Blog', path: '/blog', title: undefined },
      { link: 'Contact', path: '/contact', title: 'Get In Touch' },
      { link: 'Home', path: '/', title: HOME_HEADING },
    ];
    let previous = HOME_HEADING;
    for (const stop of stops) {
      await headerLink(page, stop.link).click();
      await expectPath(page, stop.path);
      const title = await eventually(
        pageTitle,
        (text) => text !== '' && text !== previous,
        `the ${stop.link} page's heading`,
      );
      assert.notEqual(title, 'Page not found', `the header link ${stop.link} leads to a 404 page`);
      if (stop.title) assert.equal(title, stop.title, `the ${stop.link} page's heading`);
      previous = title;
      await expectAxeClean(page, `${stop.link} (reached from the header)`);
    }
  });

  it('moves the links into a drawer at 375 px', async () => {
    const page = await journey.open('/', phone);
    await expectVisible(page.getByRole('heading', { name: HOME_HEADING }), 'the home heading');
    for (const name of ['Home', 'Packages', 'Blog', 'Contact']) {
      await expectHidden(headerLink(page, name), `the header link ${name} at 375 px`);
    }

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Welcome Guest' });
    await expectVisible(drawer, 'the drawer with "Welcome Guest"');
    for (const name of ['Home', 'Packages', 'Blog', 'Contact']) {
      await expectVisible(
        drawer.getByRole('link', { name, exact: true }),
        `the drawer link ${name}`,
      );
    }
    await expectAxeClean(page, 'home with the drawer open');

    await drawer.getByRole('link', { name: 'Contact', exact: true }).click();
    await expectPath(page, '/contact');
    await expectHidden(drawer, 'the drawer after following a link');
    await expectVisible(page.getByRole('heading', { name: 'Get In Touch' }), 'the contact heading');
    await expectAxeClean(page, 'contact at 375 px');
  });

  it('shows the map placeholder on the contact page when the map cannot load', async () => {
    const page = await journey.newPage(desktop);
    await page.route(/openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    await page.goto(journey.url('/contact'));

    await expectVisible(page.getByRole('heading', { name: 'Get In Touch' }), 'the contact heading');
    // The map loads only when it comes near the screen, as a visitor scrolls down to it. The
    // link scrolled to is replaced when the placeholder appears, so a failed scroll is retried.
    const fallback = page.getByTestId('map-fallback');
    const scrollToMap = () =>
      page
        .getByRole('link', { name: 'Open in OpenStreetMap' })
        .first()
        .scrollIntoViewIfNeeded({ timeout: 1000 })
        .catch(() => undefined);
    await eventually(
      async () => {
        await scrollToMap();
        return fallback.isVisible();
      },
      (shown) => shown,
      'the map placeholder',
      30_000,
    );
    const mapLink = fallback.getByRole('link', { name: 'Open in OpenStreetMap' });
    await expectVisible(mapLink, 'the "Open in OpenStreetMap" link');
    assert.match(
      (await mapLink.getAttribute('href')) ?? '',
      /^https:\/\/(www\.)?openstreetmap\.org\//,
    );
    await expectVisibleCount(page.locator('iframe'), 0, 'map frames shown after the map failed');
    await expectAxeClean(page, 'contact with the map placeholder');
  });

  it('shows every API check as Working on the debug page', async () => {
    const page = await journey.open('/debug', desktop);
    const badges = async () => ({
      working: await page.getByText('Working', { exact: true }).filter({ visible: true }).count(),
      failed: await page.getByText('Failed', { exact: true }).filter({ visible: true }).count(),
    });
    const expectAllWorking = async (when: string) => {
      try {
        await expectEventually(badges, { working: 4, failed: 0 }, `badges ${when}`);
      } catch (error) {
        const shown = await page.locator('body').innerText();
        throw new Error(`${(error as Error).message}\nThe page shows:\n${shown.slice(0, 3000)}`);
      }
    };

    await expectAllWorking('after loading');
    await expectAxeClean(page, 'debug');
    const runTests = page.getByRole('button', { name: /Run Tests|Running/ });
    await runTests.click();
    await eventually(
      async () => (await runTests.textContent()) === 'Run Tests' && (await runTests.isEnabled()),
      (done) => done,
      'the checks to finish after "Run Tests"',
    );
    await expectAllWorking('after "Run Tests"');
  });
});
