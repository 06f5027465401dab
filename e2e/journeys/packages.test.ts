import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { expectAxeClean } from '../support/axe';
import { browserSkipReason, desktop, phone, type Viewport } from '../support/browser';
import {
  expectEventually,
  expectHidden,
  expectPath,
  expectVisible,
  expectVisibleCount,
} from '../support/expect';
import { useJourney, type Journey } from '../support/journey';

const CATALOGUE_SIZE = 16;
const GOA = { slug: 'goa-sun-sand-and-forts', title: 'Goa Sun, Sand & Forts' };
const GOA_PHOTOS = ['Calangute Beach', 'Fort Aguada', 'Basilica of Bom Jesus'];
const BOOKED = 'Booking request submitted successfully! We will contact you within 24 hours.';

type ListAnswer = { packages: { title: string }[]; total: number };

async function listFromApi(journey: Journey, query: string): Promise<ListAnswer> {
  const response = await fetch(journey.url(`/api/packages?${query}`));
  assert.equal(response.status, 200, `GET /api/packages?${query}`);
  return (await response.json()) as ListAnswer;
}

async function openList(journey: Journey, path = '/packages', viewport: Viewport = desktop) {
  const page = await journey.open(path, viewport);
  await expectVisible(
    page.getByRole('heading', { level: 1, name: 'Travel Packages' }),
    'the "Travel Packages" heading',
  );
  return page;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
// Read through CSS, not roles: the promotional popup can open over the page at any moment,
// hiding the page from the accessibility tree until an action dismisses it.
const cardTitles = (page: Page) => page.locator('main article h2').allTextContents();
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expectHidden(page.getByRole('listbox'), `the ${select} choices`);
}

async function openGoa(journey: Journey, viewport: Viewport = desktop): Promise<Page> {
  const page = await journey.open(`/package/${GOA.slug}`, viewport);
  await expectVisible(
    page.getByRole('heading', { level: 1, name: GOA.title }),
    'the Goa package heading',
  );
  return page;
}

function viewerCaption(viewer: Locator) {
  return viewer.getByRole('heading', { level: 2 }).textContent();
}

describe('tour packages', { skip: browserSkipReason() }, () => {
  const journey = useJourney();

  it('browses the catalogue a page at a time', async () => {
    const page = await openList(journey);
    await expectVisible(
      page.getByText(`Showing 12 of ${CATALOGUE_SIZE} packages`),
      'the count of the first page',
    );
    await expectVisible(page.getByText('Page 1 of 2'), '"Page 1 of 2"');
    await expectVisibleCount(cards(page), 12, 'the cards of page 1');
    const first = cards(page).first();
    await expectVisible(first.getByRole('img', { name: 'Rated 5 out of 5' }), 'the five stars');
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, 'the package list');

    const firstPage = await cardTitles(page);
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expectVisible(page.getByText('Page 2 of 2'), '"Page 2 of 2"');
    await expectVisible(page.getByText(`Showing 4 of ${CATALOGUE_SIZE} packages`), 'page 2 count');
    assert.deepEqual(query(page), { page: '2' });
    const secondPage = await cardTitles(page);
    assert.equal(secondPage.length, 4);
    assert.deepEqual(
      firstPage.filter((title) => secondPage.includes(title)),
      [],
      'page 2 repeats packages of page 1',
    );

    await page.goBack();
    await expectVisible(page.getByText('Page 1 of 2'), '"Page 1 of 2" after going back');
    await expectEventually(() => cardTitles(page), firstPage, 'page 1 after going back');
    assert.deepEqual(journey.errorsOf(page), [], 'console errors on the package list');
  });

  it('filters by category, price and text, keeping the filters in the address', async () => {
    const page = await openList(journey);
    await expectVisible(page.getByText('Page 1 of 2'), 'the first page');

    await choose(page, 'Category', 'Wildlife');
    const wildlife = await listFromApi(journey, 'category=Wildlife');
    assert.ok(wildlife.total >= 2, 'the demo catalogue has wildlife packages');
    await expectVisible(
      page.getByText(`Showing ${wildlife.total} of ${wildlife.total} packages`),
      'the wildlife count',
    );
    assert.deepEqual(query(page), { category: 'Wildlife' });

    await page.getByRole('textbox', { name: 'Min price' }).fill('20000');
    await page.getByRole('textbox', { name: 'Max price' }).fill('40000');
    await page.getByRole('textbox', { name: 'Max price' }).press('Enter');
    const inRange = await listFromApi(journey, 'category=Wildlife&minPrice=20000&maxPrice=40000');
    await expectEventually(
      () => cardTitles(page),
      inRange.packages.map((pkg) => pkg.title),
      'the wildlife packages between ₹20,000 and ₹40,000',
    );
    assert.ok(
      (await cardTitles(page)).includes('Kaziranga & Meghalaya Explorer'),
      'Kaziranga (₹31,050 after its discount) is in the range',
    );
    assert.deepEqual(query(page), {
      category: 'Wildlife',
      minPrice: '20000',
      maxPrice: '40000',
    });

    // A shared link opens the same list.
    const shared = await openList(journey, `/packages?${new URL(page.url()).searchParams}`);
    await expectEventually(
      () => cardTitles(shared),
      inRange.packages.map((pkg) => pkg.title),
      'the list opened from the shared link',
    );

    await page.getByRole('button', { name: 'Clear' }).click();
    await expectVisible(page.getByText('Page 1 of 2'), 'the whole catalogue after Clear');
    assert.deepEqual(query(page), {});

    await page.getByRole('searchbox', { name: 'Search packages' }).fill('goa');
    await expectEventually(
      () => Promise.resolve(query(page)),
      { search: 'goa' },
      'the search in the URL',
    );
    const goa = await listFromApi(journey, 'search=goa');
    await expectEventually(
      () => cardTitles(page),
      goa.packages.map((pkg) => pkg.title),
      'the packages matching "goa"',
    );
    assert.ok((await cardTitles(page)).includes(GOA.title));

    await page.getByRole('searchbox', { name: 'Search packages' }).fill('atlantis');
    await expectVisible(
      page.getByRole('heading', { name: 'No packages found' }),
      'the empty state',
    );
    await expectVisible(
      page.getByText('Try adjusting your filters or search terms'),
      'the empty state hint',
    );
    await expectAxeClean(page, 'the empty package list');

    await page.goBack();
    await expectEventually(() => Promise.resolve(query(page)), { search: 'goa' }, 'back to "goa"');
    await expectVisible(
      page.getByRole('heading', { name: GOA.title }),
      'the Goa card after going back',
    );
    await expectEventually(
      () => page.getByRole('searchbox', { name: 'Search packages' }).inputValue(),
      'goa',
      'the search box after going back',
    );
  });

  it('opens a package from its card and looks through the photos', async () => {
    const page = await openList(journey, '/packages?search=goa');
    await page.getByRole('link', { name: GOA.title }).click();
    await expectPath(page, `/package/${GOA.slug}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: GOA.title }), 'the package');
    for (const section of [
      'About This Package',
      'Package Features',
      "What's Included",
      "What's Not Included",
      'Day-wise Itinerary',
    ]) {
      await expectVisible(page.getByRole('heading', { level: 2, name: section }), section);
    }
    await expectVisible(page.getByText('Max 12 Travelers'), 'the group size');
    await expectVisible(page.getByText('Original: ₹18,500'), 'the original price');
    await expectVisible(page.getByTestId('package-price').getByText('₹16,650'), 'the price');
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, 'the package page');

    await page.getByRole('button', { name: /^View photo 1 of 3/ }).click();
    const viewer = page.getByRole('dialog');
    await expectVisible(viewer, 'the photo viewer');
    assert.equal(await viewerCaption(viewer), GOA_PHOTOS[0]);
    await expectAxeClean(page, 'the photo viewer');

    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    assert.equal(await viewerCaption(viewer), GOA_PHOTOS[2], 'Previous from the first photo');
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    assert.equal(await viewerCaption(viewer), GOA_PHOTOS[0], 'Next from the last photo');
    await page.keyboard.press('ArrowRight');
    assert.equal(await viewerCaption(viewer), GOA_PHOTOS[1], 'the right arrow key');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await viewerCaption(viewer), GOA_PHOTOS[2], 'the left arrow key, wrapping');
    await page.keyboard.press('Escape');
    await expectHidden(viewer, 'the photo viewer after Escape');
    assert.deepEqual(journey.errorsOf(page), [], 'console errors on the package page');
  });

  it('shares a package by copying its link', async () => {
    const page = await openGoa(journey);
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.url('') });
    await page.getByRole('button', { name: 'Share this package' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share This Package' });
    await expectVisible(dialog, 'the share dialog');
    for (const network of ['Facebook', 'Twitter', 'WhatsApp', 'LinkedIn']) {
      await expectVisible(dialog.getByRole('link', { name: network }), `the ${network} link`);
    }
    const link = journey.url(`/package/${GOA.slug}`);
    assert.equal(await dialog.getByRole('textbox', { name: 'Package link' }).inputValue(), link);
    await expectAxeClean(page, 'the share dialog');

    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expectVisible(dialog.getByRole('button', { name: 'Copied!' }), '"Copied!"');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
    await expectVisible(
      dialog.getByRole('button', { name: 'Copy Link' }),
      '"Copy Link" again after 2 s',
      5000,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectHidden(dialog, 'the share dialog after Close');
  });

  it('sends a booking request for a package', async () => {
    const page = await openGoa(journey);
    await page.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Your Trip' });
    await expectVisible(dialog, 'the booking dialog');
    await expectVisible(dialog.getByText(GOA.title), 'the package in the booking dialog');
    await expectAxeClean(page, 'the booking dialog');

    await dialog.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expectVisible(dialog.getByText('Full name is required'), 'the missing name');
    await expectVisible(dialog.getByText('Preferred date is required'), 'the missing date');
    await expectAxeClean(page, 'the booking dialog with errors');

    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Full Name').fill('Priya Sharma');
    await dialog.getByLabel('Phone Number').fill('98765 43210');
    await dialog.getByLabel('Number of Travelers').fill('2');
    await dialog.getByLabel('Preferred Date').fill(inTwoWeeks);
    await dialog.getByLabel('Email (optional)').fill('priya@example.com');
    await dialog.getByLabel('Special Requests (optional)').fill('A sea-facing room, please');

    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/packages/book') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit Booking Request' }).click();
    const response = await answer;
    assert.equal(response.status(), 201, 'the booking request is taken');
    assert.ok(response.request().headers()['idempotency-key'], 'an Idempotency-Key is sent');
    await expectVisible(dialog.getByText(BOOKED), 'the success message');
    await expectHidden(dialog, 'the booking dialog, 2 s after the success', 6000);

    await page.getByRole('button', { name: 'Book Now' }).click();
    await expectVisible(dialog, 'the booking dialog again');
    assert.equal(await dialog.getByLabel('Full Name').inputValue(), '', 'the form was reset');
    assert.deepEqual(journey.errorsOf(page), [], 'console errors while booking');
  });

  it('says when a package does not exist', async () => {
    const page = await journey.open('/package/no-such-package', desktop);
    await expectVisible(page.getByText('Package not found'), '"Package not found"');
    await expectAxeClean(page, 'a missing package');
    await page.getByRole('link', { name: 'Back to Packages' }).click();
    await expectPath(page, '/packages');
  });

  it('works on a 375 px phone', async () => {
    const page = await openList(journey, '/packages', phone);
    await expectVisible(page.getByText('Page 1 of 2'), 'the first page on a phone');
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    assert.ok(widths.page <= widths.view, `the list scrolls sideways (${widths.page} px)`);
    await expectAxeClean(page, 'the package list at 375 px');

    await page.getByRole('link', { name: GOA.title }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: GOA.title }), 'the package');
    await page.waitForLoadState('networkidle');
    const detailWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(detailWidth <= 375, `the package page scrolls sideways (${detailWidth} px)`);
    await expectAxeClean(page, 'the package page at 375 px');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Book Your Trip' }), 'the booking dialog');
    await expectAxeClean(page, 'the booking dialog at 375 px');
  });
});
