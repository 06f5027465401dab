import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAxeClean } from '../support/axe';
import { browserSkipReason, desktop, phone } from '../support/browser';
import { eventually, expectHidden, expectVisible } from '../support/expect';
import { useJourney, type Journey } from '../support/journey';

const ADMIN_EMAIL = 'desk@tripsutra.test';
const ADMIN_PASSWORD = 'Sundarbans-Tide-4096';

async function signIn(page: Page) {
  await expectVisible(page.getByRole('heading', { name: 'Admin Login' }), 'the admin login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function submitLead(journey: Journey, name: string, phoneNumber: string) {
  const response = await fetch(journey.url('/api/promotional-leads/submit'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, phone: phoneNumber }),
  });
  assert.equal(response.status, 201, 'the lead is taken');
}

async function badgeCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('button', { name: /^Notifications/ })
    .getAttribute('aria-label');
  return Number(/(\d+) waiting/.exec(label ?? '')?.[1] ?? NaN);
}

describe('the back office’s desk', { skip: browserSkipReason() }, () => {
  const journey = useJourney({ ADMIN_EMAIL, ADMIN_PASSWORD });

  it('works a lead from the popup: find it, call it, mark it contacted, export', async () => {
    const mark = String(Date.now()).slice(-6);
    const name = `Ishaan Mitra`;
    const phoneNumber = `97${mark}42`;
    const page = await journey.open('/admin?section=leads', desktop);
    await signIn(page);
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Promotional Leads' }),
      'Promotional Leads',
    );
    const before = await eventually(
      () => badgeCount(page),
      (count) => Number.isFinite(count),
      'the badge’s number',
    );

    // A visitor leaves a lead in the popup while the admin has the screen open.
    await submitLead(journey, name, phoneNumber);
    await page.reload();
    const table = page.getByRole('table', { name: 'Promotional leads' });
    const row = table.getByRole('row', { name: new RegExp(name) }).first();
    await expectVisible(row, 'the new lead after one refresh');
    assert.equal(
      await row
        .getByRole('link', { name: `Call ${name} on +91${phoneNumber}` })
        .getAttribute('href'),
      `tel:+91${phoneNumber}`,
    );
    assert.equal(
      await row.getByRole('link', { name: `WhatsApp ${name}` }).getAttribute('href'),
      `https://wa.me/91${phoneNumber}`,
    );
    await eventually(
      () => badgeCount(page),
      (count) => count === before + 1,
      'the badge counting the new lead',
    );
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, 'Promotional Leads');

    await page.getByRole('searchbox', { name: 'Search leads' }).fill(phoneNumber.slice(-6));
    await expectVisible(row, 'the lead found by its number');
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit lead' });
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Called; wants Darjeeling in April');
    await expectAxeClean(page, 'the lead dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectHidden(dialog, 'the dialog after saving');
    await expectVisible(row.getByText('Contacted'), 'the new status in the table');
    await eventually(
      () => badgeCount(page),
      (count) => count === before,
      'the badge once the lead is contacted',
    );
    const contacted = page.getByRole('list', { name: 'Lead counts' }).getByText('Contacted');
    await expectVisible(contacted, 'the contacted count');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await fs.readFile(await download.path(), 'utf8');
    assert.ok(text.startsWith('\uFEFF'), 'a BOM for Excel');
    const lines = text.slice(1).trimEnd().split('\r\n');
    assert.match(lines[0]!, /^Received \(UTC\),Name,Phone,Status,Notes/);
    assert.equal(lines.length, 2, 'only the lead searched for');
    // Stored in E.164; a cell starting with + is written as text.
    assert.ok(lines[1]!.includes(`${name},'+91${phoneNumber},contacted`), lines[1]);
    assert.deepEqual(journey.errorsOf(page), []);
  });

  it('opens a lead from the notification popover, on a phone too', async () => {
    await submitLead(journey, 'Pallavi Kundu', `96${String(Date.now()).slice(-8)}`);
    const page = await journey.open('/admin?section=dashboard', phone);
    await signIn(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    const item = popover.getByRole('link', { name: /New lead: Pallavi Kundu/ });
    await expectVisible(item, 'the lead in the popover');
    const box = await popover.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= phone.width, 'the popover fits');
    await expectAxeClean(page, 'the notification popover');
    await item.click();
    const dialog = page.getByRole('dialog', { name: 'Edit lead' });
    await expectVisible(dialog.getByText(/Pallavi Kundu/), 'the lead it names');
  });

  it('changes the home page’s offer from Settings, and hides it after its end date', async () => {
    const page = await journey.open('/admin?section=settings', desktop);
    await signIn(page);
    const offer = page.getByRole('region', { name: 'Site-wide offer' });
    const title = offer.getByRole('textbox', { name: 'Offer title' });
    await expectVisible(title, 'the offer title field');
    await title.fill('Monsoon Escape Sale');
    await offer.getByRole('spinbutton', { name: 'Discount' }).fill('15');
    await offer.getByLabel('Last day of the offer').fill('2030-07-31');
    await expectVisible(
      offer.getByRole('heading', { name: 'Monsoon Escape Sale' }),
      'the banner preview',
    );
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, 'Settings');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(page.getByText('Settings saved successfully!'), 'the saved notice');

    const home = await journey.open('/', desktop);
    const banner = home.getByRole('region', { name: 'Monsoon Escape Sale' });
    await expectVisible(banner, 'the new offer on the home page');
    await expectVisible(banner.getByText('15%', { exact: true }), 'its percent');

    await offer.getByLabel('Last day of the offer').fill('2020-01-31');
    await expectVisible(offer.getByText(/^Hidden: the end date has passed/), 'the hidden note');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(page.getByText('Settings saved successfully!'), 'saved again');
    const later = await journey.open('/', desktop);
    await expectVisible(later.getByRole('heading', { level: 1 }), 'the home page');
    await later.waitForLoadState('networkidle');
    assert.equal(
      await later.getByText('Monsoon Escape Sale').count(),
      0,
      'no banner after its day',
    );
  });
});
