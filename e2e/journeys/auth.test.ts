import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { expectAxeClean } from '../support/axe';
import { browserSkipReason, desktop, phone } from '../support/browser';
import { expectHidden, expectPath, expectVisible } from '../support/expect';
import { useJourney, type Journey } from '../support/journey';

const HOME_HEADING = 'Where do you want to fly today?';
const ADMIN_EMAIL = 'ops@tripsutra.test';
const ADMIN_PASSWORD = 'Harbour-Lights-2048';
const ADMIN_SECTIONS = [
  'AI Usage',
  'Dashboard',
  'Activity Tracker',
  'Promotional Leads',
  'Blog Management',
  'Package Management',
  'Booking Management',
  'Settings',
];

/** A phone number no other journey in this run has registered. */
function freshPhone(): string {
  return `9${crypto.randomInt(100_000_000, 999_999_999)}`;
}

async function registerByApi(
  journey: Journey,
  name: string,
  phoneNumber: string,
  password: string,
) {
  const response = await fetch(journey.url('/api/users/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, phone: phoneNumber, password }),
  });
  assert.equal(response.status, 201, `registering ${name} through the API`);
}

async function openHome(journey: Journey, viewport = desktop): Promise<Page> {
  const page = await journey.open('/', viewport);
  await expectVisible(page.getByRole('heading', { name: HOME_HEADING }), 'the home heading');
  return page;
}

function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Welcome to TripSutra' });
}

async function openLoginDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = loginDialog(page);
  await expectVisible(dialog, 'the login dialog');
  return dialog;
}

async function expectFieldError(field: Locator, message: string, what: string) {
  const describedBy = await field.getAttribute('aria-describedby');
  assert.ok(describedBy, `${what} has no description for its error`);
  const page = field.page();
  await expectVisible(
    page.locator(`[id="${describedBy}"]`).getByText(message, { exact: true }),
    `"${message}" under ${what}`,
  );
}

async function logIn(dialog: Locator, phoneNumber: string, password: string) {
  await dialog.getByLabel('Phone Number').fill(phoneNumber);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
}

/** The browser reports a refused sign-in (401) itself; nothing else may go wrong. */
function errorsBesidesRefusedLogin(journey: Journey, page: Page): string[] {
  return journey
    .errorsOf(page)
    .filter((error) => !/status of 401 .*\/api\/(users|admin\/auth)\/login\)$/.test(error));
}

describe('traveller accounts', { skip: browserSkipReason() }, () => {
  const journey = useJourney();

  it('registers in the dialog, shows the initials and the menu, and logs out', async () => {
    const page = await openHome(journey);
    const dialog = await openLoginDialog(page);
    await expectAxeClean(page, 'the login dialog');

    await dialog.getByRole('tab', { name: 'Register' }).click();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expectFieldError(dialog.getByLabel('Full Name'), 'Name is required', 'the name');
    await expectFieldError(
      dialog.getByLabel('Phone Number'),
      'Phone number is required',
      'the phone',
    );
    await expectFieldError(
      dialog.getByLabel('Password', { exact: true }),
      'Password is required',
      'the password',
    );
    await expectAxeClean(page, 'the register tab showing its errors');

    const phoneNumber = freshPhone();
    await dialog.getByLabel('Full Name').fill('Priya Sharma');
    await dialog.getByLabel('Phone Number').fill(phoneNumber);
    await dialog.getByLabel('Email (optional)').fill('priya@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('monsoon-trail-7');
    await dialog.getByLabel('Confirm Password').fill('monsoon-trail-8');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expectFieldError(
      dialog.getByLabel('Confirm Password'),
      'Passwords do not match',
      'the confirmation',
    );
    await dialog.getByLabel('Confirm Password').fill('monsoon-trail-7');
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await expectVisible(dialog.getByText('Registration successful!'), 'the success message');
    await expectHidden(dialog, 'the dialog after its success message');
    const account = page.getByRole('button', { name: 'Account: Priya Sharma' });
    await expectVisible(account, 'the account button');
    assert.equal((await account.innerText()).trim(), 'PS', 'the initials on the account button');

    const cookie = (await page.context().cookies()).find((c) => c.name === 'ts_user_data');
    assert.ok(cookie, 'the user-data cookie');
    assert.deepEqual(JSON.parse(decodeURIComponent(cookie.value)), { name: 'Priya Sharma' });

    await account.click();
    const menu = page.getByRole('menu', { name: 'Account actions' });
    await expectVisible(menu, 'the account menu');
    // The server keeps the number in E.164.
    await expectVisible(
      page.getByText(`+91${phoneNumber}`, { exact: true }),
      'the phone in the menu',
    );
    await expectAxeClean(page, 'the account menu');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expectVisible(page.getByRole('button', { name: 'Sign in' }), 'the signed-out button');
    assert.equal(await page.evaluate(() => localStorage.getItem('userToken')), null);
    assert.deepEqual(journey.errorsOf(page), [], 'console errors');
  });

  it('logs in again, refuses a wrong password with the generic message, and remembers', async () => {
    const phoneNumber = freshPhone();
    await registerByApi(journey, 'Ravi Kumar', phoneNumber, 'backwaters-9');
    const page = await openHome(journey);
    const dialog = await openLoginDialog(page);

    await logIn(dialog, phoneNumber, 'not-my-password');
    await expectVisible(
      dialog.getByRole('alert').getByText('Invalid phone number or password'),
      'the wrong-password message',
    );
    await expectAxeClean(page, 'the login dialog with its error');

    await logIn(dialog, phoneNumber, 'backwaters-9');
    await expectVisible(dialog.getByText('Login successful!'), 'the success message');
    await expectHidden(dialog, 'the dialog after its success message');
    const account = page.getByRole('button', { name: 'Account: Ravi Kumar' });
    assert.equal((await account.innerText()).trim(), 'RK');

    await page.reload();
    await expectVisible(account, 'the account button after a reload (session restored)');
    assert.deepEqual(errorsBesidesRefusedLogin(journey, page), [], 'console errors');
  });

  it('shows the session in the drawer at 375 px', async () => {
    const phoneNumber = freshPhone();
    await registerByApi(journey, 'Meera Iyer', phoneNumber, 'nilgiri-hills-5');
    const page = await openHome(journey, phone);
    const dialog = await openLoginDialog(page);
    await expectAxeClean(page, 'the login dialog at 375 px');
    await logIn(dialog, phoneNumber, 'nilgiri-hills-5');
    await expectHidden(dialog, 'the dialog after signing in');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expectVisible(drawer.getByText('Meera Iyer'), 'the name in the drawer');
    await expectVisible(drawer.getByText(phoneNumber), 'the phone in the drawer');
    await expectAxeClean(page, 'the drawer, signed in');
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await expectVisible(page.getByRole('button', { name: 'Sign in' }), 'the signed-out button');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectVisible(drawer.getByText('Welcome Guest'), 'the signed-out drawer');
  });

  it('signs out with a message when the stored token is no longer valid', async () => {
    const page = await journey.newPage(desktop);
    await page.addInitScript(() => {
      localStorage.setItem('userToken', 'a.b.c');
      localStorage.setItem(
        'userData',
        JSON.stringify({
          _id: 'gone',
          name: 'Old Visitor',
          phone: '9000000000',
          createdAt: '2025-01-01T00:00:00.000Z',
        }),
      );
    });
    await page.goto(journey.url('/'));
    await expectVisible(
      page.getByText('Your session has expired. Please sign in again.'),
      'the expiry notice',
    );
    await expectVisible(page.getByRole('button', { name: 'Sign in' }), 'the signed-out button');
    await expectAxeClean(page, 'home with the expiry notice');
  });
});

describe('the back office', { skip: browserSkipReason() }, () => {
  const journey = useJourney({ ADMIN_EMAIL, ADMIN_PASSWORD });

  async function signIn(page: Page, password: string) {
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  it('opens /admin-blogs at Blog Management, and works at 375 px', async () => {
    const page = await journey.open('/admin-blogs', phone);
    await expectVisible(page.getByRole('heading', { name: 'Admin Login' }), 'the admin login');
    await expectAxeClean(page, 'the admin login at 375 px');
    await signIn(page, ADMIN_PASSWORD);
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Blog Management' }),
      'the Blog Management section',
    );
    await expectAxeClean(page, 'the admin shell at 375 px');

    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Admin menu' });
    await expectVisible(menu, 'the admin menu');
    await expectAxeClean(page, 'the admin menu at 375 px');
    await menu.getByRole('link', { name: 'Booking Management' }).click();
    await expectHidden(menu, 'the admin menu after choosing a section');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Booking Management' }),
      'the Booking Management section',
    );
    await expectPath(page, '/admin-blogs');
  });

  it('never loads the back office on public pages', async () => {
    const page = await journey.newPage(desktop);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(journey.url('/'));
    await expectVisible(page.getByRole('heading', { name: HOME_HEADING }), 'the home heading');
    await openLoginDialog(page);
    await page.waitForLoadState('networkidle');
    const admin = scripts.filter((script) => /admin/i.test(script));
    assert.deepEqual(admin, [], 'admin scripts downloaded by a public page');
  });

  // Last: it changes the password the others sign in with.
  it('logs in, shows the shell, changes the password and logs out', async () => {
    const page = await journey.open('/admin', desktop);
    await expectVisible(page.getByRole('heading', { name: 'Admin Login' }), 'the admin login');
    await expectAxeClean(page, 'the admin login');

    await signIn(page, 'not-the-password');
    await expectVisible(
      page.getByRole('alert').getByText('Invalid email or password'),
      'the wrong-password message',
    );

    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expectVisible(nav, 'the side menu');
    assert.deepEqual(
      (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim()),
      ADMIN_SECTIONS,
    );
    assert.equal(
      await nav.getByRole('link', { name: 'AI Usage' }).getAttribute('aria-current'),
      'page',
    );
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'AI Usage' }),
      'the section title',
    );
    await expectVisible(page.getByText('Super Admin'), 'the super admin chip');
    await expectAxeClean(page, 'the admin shell');

    await nav.getByRole('link', { name: 'Settings' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Settings' }), 'Settings');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expectVisible(dialog, 'the change-password dialog');
    const submit = dialog.getByRole('button', { name: 'Change Password' });
    const current = dialog.getByLabel('Current password');
    const next = dialog.getByLabel('New password', { exact: true });
    const confirm = dialog.getByLabel('Confirm new password');

    await submit.click();
    await expectFieldError(current, 'Current password is required', 'the current password');
    await expectFieldError(next, 'New password is required', 'the new password');
    await expectFieldError(confirm, 'Please confirm your new password', 'the confirmation');
    await expectAxeClean(page, 'the change-password dialog with its errors');

    await current.fill(ADMIN_PASSWORD);
    await next.fill('abc');
    await confirm.fill('abd');
    await submit.click();
    await expectFieldError(next, 'Password must be at least 6 characters', 'the new password');
    await expectFieldError(confirm, 'Passwords do not match', 'the confirmation');

    const newPassword = 'Monsoon-Ledger-2049';
    await next.fill(newPassword);
    await confirm.fill(newPassword);
    await submit.click();
    await expectVisible(
      page.getByText('Password changed successfully! Please sign in with your new password.'),
      'the success message on the login screen',
    );
    await expectVisible(page.getByRole('heading', { name: 'Admin Login' }), 'the admin login');
    await expectAxeClean(page, 'the admin login after a password change');

    await signIn(page, newPassword);
    await expectVisible(nav, 'the side menu after signing in with the new password');
    await page.getByRole('button', { name: /^Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Admin Login' }), 'the admin login');
    assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null);
    assert.deepEqual(errorsBesidesRefusedLogin(journey, page), [], 'console errors');
  });
});
