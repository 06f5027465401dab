import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { expectAxeClean } from '../support/axe';
import { browserSkipReason, desktop, phone, type Viewport } from '../support/browser';
import {
  eventually,
  expectEventually,
  expectHidden,
  expectPath,
  expectVisible,
} from '../support/expect';
import { useJourney, type Journey } from '../support/journey';

const HOME_HEADING = 'Where do you want to fly today?';
const TAGLINE = 'AI-powered journeys, personalized for you.';
const POPUP_TITLE = 'Unlock Exclusive Travel Deals';
const ADMIN_EMAIL = 'leads@tripsutra.test';
const ADMIN_PASSWORD = 'Monsoon-Harbour-4096';
const LEAD_SUBMIT = '**/api/promotional-leads/submit';

const messages = {
  fromRequired: 'Please select a departure location',
  toRequired: 'Please select a destination location',
  samePlace: 'Departure and destination cannot be the same',
  phoneTooShort: 'Phone number must be at least 10 digits',
  phoneInvalid: 'Please enter a valid phone number',
  nameTooShort: 'Name must be at least 2 characters',
  nameInvalid: 'Name can only contain letters, spaces, hyphens, and apostrophes',
};

/** An Indian mobile number no other journey in this run uses. */
function freshPhone(): string {
  return `9${crypto.randomInt(100_000_000, 999_999_999)}`;
}

/** Today in India, as the search sends it (the journeys' browser runs on Indian time). */
function indianDate(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);
}

/**
 * The home page. Unless the journey is about the promotional popup, the visitor has closed it
 * on an earlier visit: while open it hides the page from the accessibility tree, and these
 * journeys find everything by role.
 */
async function openHome(
  journey: Journey,
  viewport: Viewport = desktop,
  options: { keepPromotion?: boolean } = {},
): Promise<Page> {
  const page = await journey.newPage(viewport, options);
  await page.goto(journey.url('/'), { waitUntil: 'domcontentloaded' });
  await expectVisible(page.getByRole('heading', { level: 1, name: HOME_HEADING }), 'the heading');
  return page;
}

/**
 * Waits for a navigation started while the page's clock is paused. React adopts the
 * prerendered page on a few timers of its own, and the harness waits for that adoption, so
 * the clock is stepped until it is done. Gives back how far it was stepped: the page started
 * its own timers (the popup's 5 s) somewhere within that.
 */
async function stepClockUntilAdopted(page: Page, navigation: Promise<unknown>): Promise<number> {
  await expectVisible(page.getByRole('heading', { level: 1, name: HOME_HEADING }), 'the heading');
  const adopted = page.locator('html[data-app-ready]');
  let elapsed = 0;
  while ((await adopted.count()) === 0) {
    assert.ok(elapsed < 1000, 'React adopts the page within 1 s of its own timers');
    await page.clock.runFor(10);
    elapsed += 10;
    await adopted.waitFor({ state: 'attached', timeout: 100 }).catch(() => undefined);
  }
  await navigation;
  return elapsed;
}

/** Home with the page's clock paused from the start, so the popup's 5 s can be counted out. */
async function openHomeWithPausedClock(journey: Journey): Promise<{ page: Page; elapsed: number }> {
  const page = await journey.newPage(desktop, { keepPromotion: true });
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  const navigation = page.goto(journey.url('/'), { waitUntil: 'domcontentloaded' });
  return { page, elapsed: await stepClockUntilAdopted(page, navigation) };
}

/**
 * Runs the paused clock to 4.9 s after the page started, which is before the popup's 5 s
 * whenever within `elapsed` the page was adopted. React reveals lazily loaded code on a timer,
 * which the paused clock would hold back: the popup fetches its code at 3.5 s, and the journey
 * waits for that code to run before going on.
 */
async function runToJustBeforePopup(page: Page, elapsed: number): Promise<void> {
  const [code] = await Promise.all([
    page.waitForResponse((response) => /\/assets\/promo-popup-[\w-]+\.js$/.test(response.url())),
    page.clock.runFor(4900 - elapsed),
  ]);
  await page.evaluate((url) => import(url).then(() => undefined), code.url());
}

/** Runs the paused clock past the popup's 5 s, however late in `elapsed` the page was adopted. */
async function runPastPopup(page: Page, elapsed: number): Promise<void> {
  await page.clock.runFor(elapsed + 200);
}

const searchCard = (page: Page) => page.getByRole('search', { name: 'Search trips' });
const fromField = (page: Page) => page.getByRole('combobox', { name: 'From' });
const toField = (page: Page) => page.getByRole('combobox', { name: 'To' });
const searchButton = (page: Page) => searchCard(page).getByRole('button', { name: 'Search' });
const cardMessage = (page: Page) => searchCard(page).getByRole('alert');
const popup = (page: Page) => page.getByRole('dialog', { name: POPUP_TITLE });

async function expectCardMessage(page: Page, message: string) {
  await expectVisible(cardMessage(page).getByText(message, { exact: true }), `"${message}"`);
}

/** The text a field's aria-describedby points at: where its error is shown. */
async function expectFieldError(field: Locator, message: string, what: string) {
  const describedBy = await eventually(
    () => field.getAttribute('aria-describedby'),
    (value) => value !== null,
    `${what} described by its error`,
  );
  const ids = (describedBy ?? '').split(/\s+/).map((id) => `[id="${id}"]`);
  await expectVisible(
    field.page().locator(ids.join(', ')).getByText(message, { exact: true }),
    `"${message}" under ${what}`,
  );
}

async function cookie(page: Page, name: string): Promise<string | undefined> {
  const found = (await page.context().cookies()).find((item) => item.name === name);
  return found && decodeURIComponent(found.value);
}

async function adminToken(journey: Journey): Promise<string> {
  const response = await fetch(journey.url('/api/admin/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  assert.equal(response.status, 200, 'the admin signs in through the API');
  return ((await response.json()) as { token: string }).token;
}

async function leadsWithPhone(journey: Journey, phoneNumber: string) {
  const response = await fetch(journey.url(`/api/promotional-leads?search=${phoneNumber}`), {
    headers: { authorization: `Bearer ${await adminToken(journey)}` },
  });
  assert.equal(response.status, 200, 'the admin lists the leads');
  const { leads } = (await response.json()) as { leads: { name: string; phone: string }[] };
  return leads.map(({ name, phone }) => ({ name, phone }));
}

async function outbox(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('ts_lead_outbox') ?? '[]') as unknown[],
  );
}

async function fillLead(dialog: Locator, name: string, phoneNumber: string) {
  await dialog.getByLabel('Your Name').fill(name);
  await dialog.getByLabel('Phone Number').fill(phoneNumber);
  await dialog.getByRole('button', { name: 'Claim My Offer' }).click();
}

describe('the home page', { skip: browserSkipReason() }, () => {
  const journey = useJourney({ ADMIN_EMAIL, ADMIN_PASSWORD });

  it('shows the hero and its sections, and searches from the card to result cards', async () => {
    const page = await openHome(journey);
    await expectVisible(page.getByText(TAGLINE, { exact: true }), 'the tagline');
    await expectVisible(page.getByRole('button', { name: 'Plan My Escape' }), 'Plan My Escape');
    await expectVisible(
      page.getByRole('heading', { level: 2, name: 'Featured Packages' }),
      'Featured Packages',
    );
    const featured = page.locator('#packages').getByRole('article').first();
    await expectVisible(featured, 'a featured package');
    await expectVisible(featured.getByText(/^\d+% OFF$/), 'its discount badge');
    await expectVisible(page.locator('#searches').getByRole('article').first(), 'a popular search');
    for (const step of ['Find your destination', 'Book and plan with AI', 'Enjoy the journey']) {
      await expectVisible(page.getByRole('heading', { level: 3, name: step }), `the step ${step}`);
    }
    const offers = page.locator('#offers');
    await expectVisible(offers.getByRole('heading', { level: 2 }), 'the offer');
    await expectVisible(offers.getByRole('button', { name: 'Book Now' }), 'Book Now');
    await page.locator('#searches').scrollIntoViewIfNeeded();
    await expectVisible(
      page.getByRole('group', { name: 'Popular searches' }),
      'the popular searches carousel, loaded as it came into view',
    );
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, 'the home page');

    await fromField(page).fill('Del');
    await page.getByRole('option', { name: /Delhi/ }).first().click();
    await toField(page).fill('Goa');
    await toField(page).press('Escape');
    await searchCard(page)
      .getByRole('button', { name: /Travellers/ })
      .click();
    await page.getByRole('button', { name: 'Add a traveller' }).click();
    await page.keyboard.press('Escape');
    const tracked = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/analytics/track') &&
        (request.postData() ?? '').includes('"activityType":"search"'),
    );
    await searchButton(page).click();

    await expectPath(page, '/search-results');
    const batch = JSON.parse((await tracked).postData() ?? '{}') as {
      events: { activityType: string; searchData?: unknown }[];
    };
    assert.deepEqual(
      batch.events.find((event) => event.activityType === 'search')?.searchData,
      {
        from: 'Delhi',
        to: 'Goa',
        departureDate: indianDate(),
        returnDate: indianDate(1),
        travellers: 2,
        travelClass: 'Economy',
        priceRange: { min: 0, max: 50_000 },
      },
      'the search sent to the activity tracker',
    );
    const sent = Object.fromEntries(new URL(page.url()).searchParams);
    assert.deepEqual(sent, {
      from: 'Delhi',
      to: 'Goa',
      departureDate: indianDate(),
      returnDate: indianDate(1),
      travellers: '2',
      travelClass: 'Economy',
      minPrice: '0',
      maxPrice: '50000',
    });
    const saved = await page.evaluate(
      () => JSON.parse(localStorage.getItem('ts_search_params') ?? 'null') as unknown,
    );
    assert.deepEqual(saved, {
      from: 'Delhi',
      to: 'Goa',
      departureDate: indianDate(),
      returnDate: indianDate(1),
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 50_000],
    });
    await expectVisible(
      page.getByRole('main').getByRole('article').first(),
      'an itinerary card',
      60_000,
    );
    await expectVisible(
      page.getByRole('button', { name: 'View details' }).first(),
      'its View details button',
    );
    assert.deepEqual(journey.errorsOf(page), [], 'console errors');
  });

  it('opens a featured package with the package handed over', async () => {
    const page = await openHome(journey);
    const section = page.locator('#packages');
    // In view, the carousel replaces its placeholder and loops its slides every few seconds: the
    // card's title and link are read together, and the link is found again by where it goes.
    await section.scrollIntoViewIfNeeded();
    await expectVisible(section.getByRole('button', { name: 'Previous slide' }), 'the carousel');
    const { title, href } = await section
      .getByRole('article')
      .first()
      .evaluate((card) => ({
        title: card.querySelector('h1, h2, h3, h4')?.textContent ?? '',
        href: card.querySelector('a[href]')?.getAttribute('href') ?? '',
      }));
    assert.match(href, /^\/package\/[\w-]+$/);
    await section.locator(`a[href="${href}"]`).first().click();
    await expectVisible(page.getByRole('heading', { level: 1, name: title }), 'the package page');
    assert.match(new URL(page.url()).pathname, /^\/package\/[\w-]+$/);
  });

  it('shows each search-card message in order, and clears it on typing', async () => {
    const page = await openHome(journey);
    await expectVisible(searchButton(page), 'the Search button');
    assert.equal(await searchButton(page).isDisabled(), true, 'Search is disabled while empty');

    await fromField(page).fill('   ');
    await toField(page).fill('Goa');
    await toField(page).press('Escape');
    await searchButton(page).click();
    await expectCardMessage(page, messages.fromRequired);
    await expectFieldError(fromField(page), messages.fromRequired, 'From');
    await expectAxeClean(page, 'the search card with a message');

    await fromField(page).pressSequentially('x');
    await expectHidden(cardMessage(page), 'the message once From is typed in');

    await fromField(page).fill('Pune');
    await toField(page).fill('   ');
    await toField(page).press('Escape');
    await searchButton(page).click();
    await expectCardMessage(page, messages.toRequired);

    await toField(page).fill(' pune ');
    await toField(page).press('Escape');
    await searchButton(page).click();
    await expectCardMessage(page, messages.samePlace);
    await toField(page).pressSequentially('x');
    await expectHidden(cardMessage(page), 'the message once To is typed in');

    await page.getByRole('button', { name: 'Swap departure and destination' }).click();
    assert.equal(await fromField(page).inputValue(), ' pune x');
    assert.equal(await toField(page).inputValue(), 'Pune');
    assert.equal(await page.url(), journey.url('/'), 'no search was made');
  });

  it('picks dates and travellers with the keyboard-friendly popups', async () => {
    const page = await openHome(journey);
    await searchCard(page)
      .getByRole('button', { name: /Departure/ })
      .click();
    const dates = page.getByRole('dialog', { name: 'Choose travel dates' });
    await expectVisible(dates.getByRole('grid'), 'the calendar');
    await expectAxeClean(page, 'the date popup');
    const today = dates
      .getByRole('button', { name: /,/ })
      .and(page.locator('[aria-current="date"]'));
    await expectVisible(today, "today's day");
    await today.press('ArrowLeft');
    // Yesterday is not offered: the focus stays on today.
    assert.equal(await today.evaluate((element) => element === document.activeElement), true);
    assert.equal(await dates.getByRole('button', { name: 'Yesterday' }).isDisabled(), true);
    await dates.getByLabel('days starting today').fill('5');
    await dates.getByRole('button', { name: 'Done' }).click();
    await expectHidden(dates, 'the date popup after Done');
    const returnDay = new Date(Date.now() + 4 * 86_400_000);
    const shown = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: 'short',
      year: '2-digit',
      timeZone: 'Asia/Kolkata',
    }).format(returnDay);
    await expectVisible(
      searchCard(page).getByRole('button', { name: `Return ${shown}` }),
      `the return date ${shown}`,
    );

    const travellers = searchCard(page).getByRole('button', { name: /Travellers/ });
    await travellers.click();
    await expectVisible(page.getByRole('group', { name: 'Number of travellers' }), 'the panel');
    await expectAxeClean(page, 'the travellers dropdown');
    assert.equal(await page.getByRole('button', { name: 'Remove a traveller' }).isDisabled(), true);
    await page.getByRole('button', { name: 'Add a traveller' }).click();
    await page.getByRole('button', { name: 'Add a traveller' }).click();
    await expectVisible(travellers.getByText('3 Travellers'), '"3 Travellers"');
    await page.getByRole('heading', { level: 1 }).click();
    await expectHidden(page.getByRole('group', { name: 'Number of travellers' }), 'the panel');
  });

  it('opens the popup after 5 s, checks the fields, thanks the visitor and remembers it', async () => {
    const { page, elapsed } = await openHomeWithPausedClock(journey);
    const trackedBodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/track'))
        trackedBodies.push(request.postData() ?? '');
    });
    await runToJustBeforePopup(page, elapsed);
    await expectHidden(popup(page), 'the popup before 5 s');
    await runPastPopup(page, elapsed);
    const dialog = popup(page);
    await expectVisible(dialog, 'the popup at 5 s');
    await page.clock.resume();
    for (const perk of ['Up to 40% OFF', 'Free Travel Guide', 'VIP Access']) {
      await expectVisible(dialog.getByText(perk, { exact: true }), `the chip ${perk}`);
    }
    await expectAxeClean(page, 'the promotional popup');

    const submit = dialog.getByRole('button', { name: 'Claim My Offer' });
    assert.equal(await submit.isDisabled(), true, 'Submit is disabled while the fields are empty');
    const phoneField = dialog.getByLabel('Phone Number');
    await phoneField.pressSequentially('98a76-5');
    assert.equal(await phoneField.inputValue(), '98765', 'only digits are typed');
    await dialog.getByLabel('Your Name').fill('A');
    await submit.click();
    await expectFieldError(phoneField, messages.phoneTooShort, 'the phone');
    await expectAxeClean(page, 'the popup showing an error');
    await phoneField.fill('5876543210');
    await submit.click();
    await expectFieldError(phoneField, messages.phoneInvalid, 'the phone');

    const phoneNumber = freshPhone();
    await phoneField.fill(phoneNumber);
    await submit.click();
    await expectFieldError(dialog.getByLabel('Your Name'), messages.nameTooShort, 'the name');
    await dialog.getByLabel('Your Name').fill('Asha 2');
    await submit.click();
    await expectFieldError(dialog.getByLabel('Your Name'), messages.nameInvalid, 'the name');

    await dialog.getByLabel('Your Name').fill("Asha D'Souza");
    await submit.click();
    await expectVisible(dialog.getByText('Thank You!'), 'the thank-you');
    await expectVisible(dialog.getByText('Check your phone for SMS'), 'the SMS chip');
    await expectHidden(dialog, 'the popup, closed after its thank-you');
    assert.equal(await cookie(page, 'ts_contact_form_submitted'), 'true');
    assert.deepEqual(JSON.parse((await cookie(page, 'ts_lead_data')) ?? 'null'), {
      name: "Asha D'Souza",
      phone: phoneNumber,
    });
    assert.deepEqual(await leadsWithPhone(journey, phoneNumber), [
      // The server keeps the number in E.164.
      { name: "Asha D'Souza", phone: `+91${phoneNumber}` },
    ]);
    // The server records the lead's form submission itself; the browser never sends the phone.
    assert.equal(
      trackedBodies.some((body) => body.includes(phoneNumber) || body.includes('form_submission')),
      false,
      'a lead sent to the activity tracker',
    );
    assert.deepEqual(journey.errorsOf(page), [], 'console errors');
  });

  it('stays closed for a visitor who said "Maybe Later", unless a button asks for it', async () => {
    const { page, elapsed } = await openHomeWithPausedClock(journey);
    await runToJustBeforePopup(page, elapsed);
    await runPastPopup(page, elapsed);
    await expectVisible(popup(page), 'the popup at 5 s');
    await page.clock.resume();
    await popup(page).getByRole('button', { name: 'Maybe Later' }).click();
    await expectHidden(popup(page), 'the popup after Maybe Later');
    assert.equal(await cookie(page, 'ts_popup_interaction'), 'dismissed');

    await page.clock.pauseAt(Date.now() + 60_000);
    await stepClockUntilAdopted(page, page.reload({ waitUntil: 'domcontentloaded' }));
    await page.clock.runFor(10_000);
    await page.clock.resume();
    // Anything the 10 s set off (fetching the popup's code, revealing it) has time to finish.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await expectHidden(popup(page), 'the popup 10 s into the next visit');

    await page.getByRole('button', { name: 'Plan My Escape' }).click();
    await expectVisible(popup(page), 'the popup opened by Plan My Escape');
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expectHidden(popup(page), 'the popup after the cross');
    await page.locator('#offers').getByRole('button', { name: 'Book Now' }).click();
    await expectVisible(popup(page), 'the popup opened by Book Now');
    await page.keyboard.press('Escape');
    await expectHidden(popup(page), 'the popup after Escape');

    await page.goto(journey.url('/contact'));
    await page.getByRole('button', { name: 'Get Exclusive Offers' }).click();
    await expectVisible(popup(page), 'the popup opened from the contact page');
  });

  it('keeps a lead sent while the server cannot be reached and delivers it later', async () => {
    const page = await openHome(journey, desktop, { keepPromotion: true });
    await page.route(LEAD_SUBMIT, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Plan My Escape' }).click();
    const phoneNumber = freshPhone();
    await fillLead(popup(page), 'Ravi Kumar', phoneNumber);
    await expectVisible(popup(page).getByText('Thank You!'), 'the thank-you, as if sent');
    assert.equal((await outbox(page)).length, 1, 'the lead waits in the browser');
    assert.deepEqual(await leadsWithPhone(journey, phoneNumber), [], 'the server has no lead yet');

    await page.unroute(LEAD_SUBMIT);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expectEventually(
      () => leadsWithPhone(journey, phoneNumber),
      [{ name: 'Ravi Kumar', phone: `+91${phoneNumber}` }],
      'the lead reached the server after the reload',
    );
    await expectEventually(() => outbox(page), [], 'the browser no longer keeps the lead');
  });

  it('works at 375 px: search card messages, popups and sections', async () => {
    const page = await openHome(journey, phone);
    await expectVisible(searchCard(page), 'the search card');
    await fromField(page).fill('Mumbai');
    await toField(page).fill('mumbai');
    await toField(page).press('Escape');
    await searchButton(page).click();
    await expectCardMessage(page, messages.samePlace);
    await expectAxeClean(page, 'home at 375 px with a message');
    await searchCard(page)
      .getByRole('button', { name: /Departure/ })
      .click();
    const dates = page.getByRole('dialog', { name: 'Choose travel dates' });
    await expectVisible(dates.getByRole('button', { name: 'Done' }), 'Done within the screen');
    await expectAxeClean(page, 'the date popup at 375 px');
    await dates.getByRole('button', { name: 'Done' }).click();
    await expectHidden(dates, 'the date popup');
    await expectVisible(
      page.getByRole('heading', { level: 2, name: 'Popular Searches' }),
      'Popular Searches',
    );
  });
});
