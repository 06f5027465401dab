import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAxeClean } from '../support/axe';
import { browserSkipReason, desktop, phone } from '../support/browser';
import { expectVisible } from '../support/expect';
import { useJourney, type Journey } from '../support/journey';

const ADMIN_EMAIL = 'insight@tripsutra.test';
const ADMIN_PASSWORD = 'Kaziranga-Dawn-2048';
const TRAVELLER_PASSWORD = 'Monsoon-Trek-2025';

async function post(journey: Journey, url: string, body: unknown, headers = {}) {
  const response = await fetch(journey.url(url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  assert.ok(response.status < 300, `POST ${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** What a visitor does before the admin looks: search, register, log in, view, leave a lead. */
async function visit(journey: Journey, phoneNumber: string) {
  const planned = (await post(journey, '/api/generate-itinerary', {
    from: 'Kolkata',
    to: 'Darjeeling',
    departureDate: '2027-03-10',
    returnDate: '2027-03-13',
    travellers: 2,
    travelClass: 'Economy',
    priceRange: [0, 60_000],
  })) as { itineraries: { slug: string }[] };
  const slug = planned.itineraries[0]!.slug;
  await post(journey, '/api/users/register', {
    name: 'Ishita Ghosh',
    phone: phoneNumber,
    password: TRAVELLER_PASSWORD,
  });
  const { token } = (await post(journey, '/api/users/login', {
    phone: phoneNumber,
    password: TRAVELLER_PASSWORD,
  })) as { token: string };
  await post(
    journey,
    '/api/analytics/track',
    {
      anonymousId: 'insight-journey-visitor',
      events: [
        { activityType: 'search', searchData: { from: 'Kolkata', to: 'Darjeeling' } },
        { activityType: 'itinerary_view', itineraryData: { itinerarySlug: slug } },
        {
          activityType: 'form_submission',
          formData: { formType: 'contact', name: '=HYPERLINK("http://x","y")', phone: phoneNumber },
        },
      ],
    },
    { authorization: `Bearer ${token}` },
  );
  await post(journey, '/api/promotional-leads/submit', {
    name: 'Ishita Ghosh',
    phone: phoneNumber,
  });
}

async function signIn(page: Page) {
  await expectVisible(page.getByRole('heading', { name: 'Admin Login' }), 'the admin login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function assertNoPlaceholder(page: Page, section: string) {
  assert.equal(await page.getByText(/is on its way/).count(), 0, `${section} is built`);
}

describe('the back office’s insight sections', { skip: browserSkipReason() }, () => {
  const journey = useJourney({ ADMIN_EMAIL, ADMIN_PASSWORD });

  it('shows AI usage, the dashboard and the activity tracker with data, and exports CSV', async () => {
    const phoneNumber = `98${String(Date.now()).slice(-8)}`;
    await visit(journey, phoneNumber);

    const page = await journey.open('/admin', desktop);
    await signIn(page);

    // AI Usage is the landing section.
    await expectVisible(page.getByRole('heading', { level: 1, name: 'AI Usage' }), 'AI Usage');
    const totals = page.getByRole('list', { name: 'AI usage totals' });
    await expectVisible(totals.getByText('Total requests'), 'the total requests card');
    await expectVisible(totals.getByText('1 by the offline planner'), 'the planner’s calls');
    await assertNoPlaceholder(page, 'AI Usage');
    await page.getByRole('button', { name: '30 days' }).click();
    await expectVisible(page.getByRole('table', { name: 'Requests per endpoint' }), 'endpoints');
    await expectVisible(
      page.getByRole('cell', { name: '/api/generate-itinerary' }),
      'the search endpoint row',
    );
    await page.getByRole('tab', { name: 'Detailed Logs' }).click();
    const logs = page.getByRole('table', { name: 'Detailed logs' });
    await expectVisible(logs.getByRole('button').first(), 'a logged call');
    await page.getByRole('switch', { name: 'Include request and response data' }).check();
    await expectVisible(logs.getByText(/Darjeeling/).first(), 'the request data');
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, 'AI Usage');
    await logs.getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'Engine call' });
    await expectVisible(dialog.getByText('Free (offline planner)'), 'the call’s cost');
    await expectAxeClean(page, 'the engine call dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Dashboard.
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Dashboard' }), 'Dashboard');
    const week = page.getByRole('list', { name: '7-day totals' });
    await expectVisible(week.getByText('Registrations'), 'the registrations card');
    await expectVisible(page.getByRole('img', { name: /Funnel over the last 7 days/ }), 'funnel');
    await expectVisible(page.getByRole('link', { name: /New leads \(1\)/ }), 'the leads action');
    await expectVisible(page.getByText('Embedded (PGlite)'), 'the database status');
    await assertNoPlaceholder(page, 'Dashboard');
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, 'Dashboard');

    // Activity Tracker.
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Activity Tracker' })
      .click();
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Activity Tracker' }),
      'Activity Tracker',
    );
    const feed = page.getByRole('table', { name: 'Activity feed' });
    await expectVisible(feed.getByText('Search: Kolkata → Darjeeling (Ishita Ghosh)'), 'a search');
    await expectVisible(
      page.getByRole('table', { name: 'Recent registrations' }).getByText('Ishita Ghosh'),
      'the registration',
    );
    await assertNoPlaceholder(page, 'Activity Tracker');
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, 'Activity Tracker');

    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filter activity' });
    await filters.getByRole('combobox', { name: 'Activity type' }).click();
    await page.getByRole('option', { name: 'Form submissions' }).click();
    await expectAxeClean(page, 'the filter dialog');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expectVisible(feed.getByText(/Form: promotional popup/), 'the lead in the feed');
    assert.equal(await feed.getByText(/^Search:/).count(), 0, 'searches filtered out');

    await page.getByRole('button', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export activity as CSV' });
    const downloading = page.waitForEvent('download');
    await exportDialog.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /^activity-data-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const text = await fs.readFile(file, 'utf8');
    assert.ok(text.startsWith('\uFEFF'), 'a BOM for Excel');
    const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
    assert.match(header!, /^Date \(UTC\),Activity,Traveller/);
    assert.equal(rows.length, 2, 'only the two form submissions');
    assert.ok(
      rows.some((row) => row.includes(`"'=HYPERLINK(""http://x"",""y"")"`)),
      'the formula as text',
    );
    assert.ok(
      rows.every((row) => row.includes(phoneNumber)),
      'the phone in full for the admin',
    );
    assert.deepEqual(journey.errorsOf(page), []);
  });

  it('fits the Activity Tracker on a phone', async () => {
    const page = await journey.open('/admin?section=activity', phone);
    await signIn(page);
    await expectVisible(page.getByRole('table', { name: 'Activity feed' }), 'the feed');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `no sideways scroll (${overflow}px)`);
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, 'Activity Tracker on a phone');
  });
});
