import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expectAxeClean } from '../support/axe';
import { browserSkipReason, desktop, phone, type Viewport } from '../support/browser';
import { eventually, expectHidden, expectVisible } from '../support/expect';
import { useJourney, type Journey } from '../support/journey';

const ADMIN_EMAIL = 'catalogue@tripsutra.test';
const ADMIN_PASSWORD = 'Spiti-Snowline-4096';

type AdminPackage = {
  _id: string;
  title: string;
  slug: string;
  status: string;
  description: string;
  features: string[];
  itinerary: { day: number; title: string; detail: string }[];
  images: { url: string; caption: string; isFeatured: boolean }[];
  pricing: { basePrice: number; discountPercentage: number; discountedPrice: number };
};

type AdminBooking = {
  _id: string;
  status: string;
  contactAttempts: { method: string; successful: boolean; notes: string }[];
  statusHistory: { from: string | null; to: string; note: string }[];
};

/** A few characters no other run shares, so searches find only this journey's records. */
function runMark(): string {
  return crypto.randomBytes(3).toString('hex');
}

async function signIn(page: Page) {
  await expectVisible(page.getByRole('heading', { name: 'Admin Login' }), 'the admin login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function openSection(journey: Journey, section: string, heading: string, viewport: Viewport) {
  const page = await journey.open(`/admin?section=${section}`, viewport);
  await signIn(page);
  await expectVisible(
    page.getByRole('heading', { level: 1, name: heading }),
    `the ${heading} section`,
  );
  return page;
}

async function adminToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  assert.ok(token, 'the admin token in local storage');
  return token;
}

async function getJson<T>(journey: Journey, url: string, token?: string): Promise<T> {
  const response = await fetch(journey.url(url), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  assert.equal(response.status, 200, `GET ${url}`);
  return (await response.json()) as T;
}

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expectHidden(page.getByRole('listbox'), `the choices after ${option}`);
}

/** India's date `days` from now, as YYYY-MM-DD. */
function indianDate(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
}

describe('the back office catalogue', { skip: browserSkipReason() }, () => {
  const journey = useJourney({ ADMIN_EMAIL, ADMIN_PASSWORD });
  let photoDir = '';
  const photos: string[] = [];

  before(async () => {
    photoDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trip-photos-'));
    const colours = [
      { r: 30, g: 90, b: 160 },
      { r: 200, g: 120, b: 40 },
    ];
    for (const [index, background] of colours.entries()) {
      const file = path.join(photoDir, `spiti-${index + 1}.jpg`);
      await sharp({ create: { width: 640, height: 400, channels: 3, background } })
        .jpeg({ quality: 70 })
        .toFile(file);
      photos.push(file);
    }
  });

  after(async () => {
    await fs.rm(photoDir, { recursive: true, force: true });
  });

  it('creates a package with images, publishes it, archives it and deletes it', async () => {
    const mark = runMark();
    const title = `Spiti Winter Trail ${mark}`;
    const page = await openSection(journey, 'packages', 'Package Management', desktop);
    const addButton = page.getByRole('button', { name: 'Add Package' });
    await expectVisible(addButton, 'the Add Package button');
    await expectVisible(page.getByRole('article').first(), 'the package cards');
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, 'Package Management');

    await addButton.click();
    const dialog = page.getByRole('dialog', { name: 'Create Package' });
    await expectVisible(dialog, 'the create dialog');
    await dialog.getByRole('button', { name: 'Create Package' }).click();
    await expectVisible(
      dialog
        .getByRole('alert')
        .getByText(
          'Title is required, Slug is required, Description is required, Short description is required, Category is required, Base price is required, From location is required, To location is required, Duration is required',
        ),
      'every failing message in the banner',
    );
    await expectAxeClean(page, 'the create dialog with its errors');

    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    assert.equal(
      await dialog.getByRole('textbox', { name: 'Slug', exact: true }).inputValue(),
      `spiti-winter-trail-${mark}`,
      'the slug made from the title',
    );
    await dialog
      .getByRole('textbox', { name: 'Short description', exact: true })
      .fill('Frozen rivers, monasteries and snow leopards in the Spiti valley.');
    await choose(page, dialog.getByRole('combobox', { name: /^Category/ }), 'Adventure');

    const editor = dialog.getByRole('textbox', { name: 'Description', exact: true });
    await editor.click();
    await dialog.getByRole('button', { name: 'H2 heading' }).click();
    await page.keyboard.type('Why winter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The valley is quiet and ');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('white');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' for months.');

    await dialog.getByRole('spinbutton', { name: 'Base price', exact: true }).fill('45999');
    await dialog.getByRole('spinbutton', { name: 'Discount', exact: true }).fill('10');
    await dialog.getByRole('textbox', { name: 'From', exact: true }).fill('Manali');
    await dialog.getByRole('textbox', { name: 'To', exact: true }).fill('Kaza');
    await dialog.getByRole('spinbutton', { name: 'Duration (days)', exact: true }).fill('6');

    await dialog.getByRole('button', { name: 'Add feature' }).click();
    await page.keyboard.type('Snow leopard tracking');
    await dialog.getByRole('button', { name: 'Add feature' }).click();
    await dialog.getByRole('button', { name: 'Add day' }).click();
    await page.keyboard.type('Arrive in Manali');
    await dialog
      .getByRole('textbox', { name: 'Detail', exact: true })
      .fill('Meet the team and rest.');

    await dialog.locator('input[type="file"]').setInputFiles(photos);
    await expectVisible(
      dialog.getByRole('textbox', { name: 'Caption for image 2', exact: true }),
      'the second image',
    );
    await dialog
      .getByRole('textbox', { name: 'Caption for image 1', exact: true })
      .fill('Key monastery');
    await dialog
      .getByRole('textbox', { name: 'Caption for image 2', exact: true })
      .fill('Frozen Spiti river');
    await dialog.getByRole('radio', { name: 'Featured image 2', exact: true }).check();
    assert.equal(
      await dialog.getByRole('radio', { name: 'Featured image 1', exact: true }).isChecked(),
      false,
      'one featured image only',
    );
    await expectAxeClean(page, 'the filled create dialog');

    await dialog.getByRole('button', { name: 'Create Package' }).click();
    await expectHidden(dialog, 'the create dialog after saving', 30_000);
    const card = page.getByRole('article', { name: title });
    await expectVisible(card, 'the new package card');
    await expectVisible(card.getByRole('combobox', { name: /Status/ }).getByText('Draft'), 'draft');

    const token = await adminToken(page);
    const stored = async () =>
      (
        await getJson<{ packages: AdminPackage[] }>(journey, '/api/packages/admin/all', token)
      ).packages.find((item) => item.title === title);
    const created = await stored();
    assert.ok(created, 'the package is stored');
    assert.equal(created.slug, `spiti-winter-trail-${mark}`);
    assert.equal(created.status, 'draft', 'a new package starts as a draft');
    assert.match(
      created.description,
      /^<h2>Why winter<\/h2><p>The valley is quiet and <strong>white<\/strong> for months\.<\/p>$/,
    );
    assert.deepEqual(created.features, ['Snow leopard tracking']);
    assert.deepEqual(created.itinerary, [
      { day: 1, title: 'Arrive in Manali', detail: 'Meet the team and rest.' },
    ]);
    assert.deepEqual(
      created.images.map(({ caption, isFeatured }) => ({ caption, isFeatured })),
      [
        { caption: 'Key monastery', isFeatured: false },
        { caption: 'Frozen Spiti river', isFeatured: true },
      ],
    );
    assert.deepEqual(created.pricing, {
      ...created.pricing,
      basePrice: 45999,
      discountPercentage: 10,
      discountedPrice: 41399,
    });

    await choose(page, card.getByRole('combobox', { name: /Status/ }), 'Published');
    await expectVisible(page.getByText(`${title} is now published`), 'the published notice');

    const publicList = await journey.open(`/packages?search=${encodeURIComponent(mark)}`, desktop);
    await expectVisible(
      publicList.getByRole('main').getByRole('article').getByRole('heading', { name: title }),
      'the published package on the public list',
    );
    const listed = await getJson<{ packages: { title: string }[] }>(
      journey,
      `/api/packages?search=${mark}`,
    );
    assert.deepEqual(
      listed.packages.map((item) => item.title),
      [title],
    );

    await choose(page, card.getByRole('combobox', { name: /Status/ }), 'Archived');
    await expectVisible(page.getByText(`${title} is now archived`), 'the archived notice');
    await publicList.reload();
    await expectVisible(
      publicList.getByText('No packages found'),
      'the empty public list after archiving',
    );
    const afterArchive = await getJson<{ packages: unknown[] }>(
      journey,
      `/api/packages?search=${mark}`,
    );
    assert.equal(afterArchive.packages.length, 0, 'an archived package is not public');

    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete package' });
    await expectVisible(
      confirm.getByText('Are you sure you want to delete this package?'),
      'the delete question',
    );
    await expectAxeClean(page, 'the delete confirmation');
    // While the question is open it hides the page from the accessibility tree, so the card
    // counts as gone only once the server has answered and the question has closed.
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    assert.ok((await deleted).ok(), 'the server deleted the package');
    await expectHidden(confirm, 'the delete question after deleting');
    await expectHidden(card, 'the deleted package card');
    assert.equal(await stored(), undefined, 'the package is gone');
    assert.deepEqual(journey.errorsOf(page), [], 'console errors in Package Management');
  });

  it('finds a booking, records a successful contact and confirms it, at 375 px', async () => {
    const mark = runMark();
    const name = `Meera Iyer ${mark}`;
    const catalogue = await getJson<{ packages: { slug: string; title: string }[] }>(
      journey,
      '/api/packages?limit=1',
    );
    const item = catalogue.packages[0];
    assert.ok(item, 'a published package to book');
    const booked = await fetch(journey.url('/api/packages/book'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `journey-${mark}` },
      body: JSON.stringify({
        packageSlug: item.slug,
        fullName: name,
        phone: '9876501234',
        email: 'meera@example.com',
        travelers: 2,
        preferredDate: indianDate(30),
        specialRequests: 'Window seats, please',
      }),
    });
    assert.equal(booked.status, 201, 'the booking request is taken');

    const page = await openSection(journey, 'bookings', 'Booking Management', phone);
    const table = page.getByRole('table', { name: 'Bookings' });
    await expectVisible(table, 'the bookings table');
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(mark);
    const row = table.getByRole('row').filter({ hasText: name });
    await expectVisible(row, 'the booking found by the search');
    await expectVisible(row.getByText('Pending'), 'the pending status');
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, 'Booking Management at 375 px');

    await row.getByRole('button', { name: `Record contact with ${name}` }).click();
    const contact = page.getByRole('dialog', { name: 'Record Contact' });
    await expectVisible(contact, 'the record-contact dialog');
    await expectAxeClean(page, 'the record-contact dialog');
    await contact.getByRole('radio', { name: 'Yes', exact: true }).check();
    await contact
      .getByRole('textbox', { name: 'Notes', exact: true })
      .fill('Called; dates suit the family.');
    await contact.getByRole('button', { name: 'Save Contact' }).click();
    await expectHidden(contact, 'the record-contact dialog after saving');
    await expectVisible(page.getByText('Contact recorded'), 'the saved notice');
    await expectVisible(row.getByText('Contacted'), 'the contacted status');

    await row.getByRole('button', { name: `View booking of ${name}` }).click();
    const details = page.getByRole('dialog', { name: /Booking details/ });
    await expectVisible(details.getByText('Window seats, please'), 'the special requests');
    await expectVisible(details.getByText('Pending → Contacted'), 'the contact in the history');
    await expectVisible(details.getByText('Phone · Reached'), 'the contact attempt');
    await expectAxeClean(page, 'the booking details dialog');
    await choose(page, details.getByRole('combobox', { name: /^Status/ }), 'Confirmed');
    await details
      .getByRole('textbox', { name: 'Note (optional)', exact: true })
      .fill('Advance received');
    await details.getByRole('button', { name: 'Update Status' }).click();
    await expectVisible(details.getByText('Contacted → Confirmed'), 'the confirmation in history');
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expectHidden(details, 'the details dialog');
    await expectVisible(row.getByText('Confirmed'), 'the confirmed status');

    const token = await adminToken(page);
    const stored = await eventually(
      async () =>
        (
          await getJson<{ bookings: AdminBooking[] }>(
            journey,
            `/api/bookings/admin?search=${mark}`,
            token,
          )
        ).bookings[0],
      (found) => found?.status === 'confirmed',
      'the confirmed booking',
    );
    assert.deepEqual(
      stored?.contactAttempts.map(({ method, successful, notes }) => ({
        method,
        successful,
        notes,
      })),
      [{ method: 'phone', successful: true, notes: 'Called; dates suit the family.' }],
    );
    assert.deepEqual(
      stored?.statusHistory.map(({ from, to, note }) => ({ from, to, note })).slice(1),
      [
        { from: 'pending', to: 'contacted', note: stored?.statusHistory[1]?.note ?? '' },
        { from: 'contacted', to: 'confirmed', note: 'Advance received' },
      ],
    );
    assert.deepEqual(journey.errorsOf(page), [], 'console errors in Booking Management');
  });
});
