import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter, useParams } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountButton } from '../../../components/layout/account-button';
import { openLoginDialog } from '../../../lib/login-dialog';
import { setPendingItinerary } from '../../../lib/pending-itinerary';
import { endSession, getSession, restoreSessions } from '../../../lib/session-store';
import { AuthHost } from './auth-host';

// The API client reads its base address when it loads, so the server starts before any import.
const api = await vi.hoisted(async () => {
  const { startHttpServer } = await import('../../../test/http-server');
  const requests: { method?: string; url?: string; auth?: string; body: unknown }[] = [];
  // Answers the test holds back to see the dialog while it waits.
  const held: (() => void)[] = [];
  const state = { holdNext: false };
  const priya = {
    _id: 'u1',
    name: 'Priya Sharma',
    phone: '9876543210',
    createdAt: '2025-01-01T00:00:00.000Z',
  };
  const server = await startHttpServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => {
      const body = text === '' ? undefined : (JSON.parse(text) as Record<string, string>);
      requests.push({
        method: request.method,
        url: request.url,
        auth: request.headers.authorization,
        body,
      });
      const send = (status: number, answer?: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(answer === undefined ? undefined : JSON.stringify(answer));
      };
      const answer = () => {
        if (request.url === '/api/users/login') {
          if (body?.phone === priya.phone && body.password === 'secret1') {
            return send(200, { user: priya, token: 'token-priya' });
          }
          return send(401, {
            error: 'Invalid phone number or password',
            code: 'INVALID_CREDENTIALS',
          });
        }
        if (request.url === '/api/users/register') {
          if (body?.phone === priya.phone) {
            const taken =
              'An account with this phone number already exists. Please log in instead.';
            return send(409, { error: taken, code: 'CONFLICT', fieldErrors: { phone: taken } });
          }
          return send(201, {
            user: { ...priya, _id: 'u2', name: body?.name, phone: body?.phone },
            token: 'token-new',
          });
        }
        if (request.url === '/api/users/me') {
          if (request.headers.authorization === 'Bearer revoked') {
            return send(401, {
              error: 'Your session has ended. Please sign in again.',
              code: 'UNAUTHORIZED',
            });
          }
          return send(200, { user: priya });
        }
        if (request.url === '/api/users/logout') return send(204);
        return send(404, { error: 'Not found.', code: 'NOT_FOUND' });
      };
      if (state.holdNext) {
        state.holdNext = false;
        held.push(answer);
      } else {
        answer();
      }
    });
  });
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
  return { server, requests, held, state, priya };
});

// Typing into MUI fields in jsdom is slow, and a success waits 1.5 s before the dialog closes.
vi.setConfig({ testTimeout: 20_000 });

afterAll(async () => {
  await api.server.close();
});

beforeEach(() => {
  api.requests.length = 0;
});

afterEach(() => {
  endSession('user', 'signedOut');
  localStorage.clear();
  sessionStorage.clear();
});

function ItineraryPage() {
  const { slug } = useParams();
  return <p>Itinerary {slug}</p>;
}

function renderSite() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <AccountButton />
            <Outlet />
            <AuthHost />
          </>
        ),
        children: [
          { index: true, element: <p>Home page</p> },
          { path: 'itinerary/:slug', element: <ItineraryPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function openDialog(tab?: 'login' | 'register') {
  const user = userEvent.setup();
  renderSite();
  if (tab) act(() => openLoginDialog({ tab }));
  else await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Welcome to TripSutra' });
  return { user, dialog };
}

describe('the login tab', () => {
  it('opens from the account button with the phone field focused', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
    expect(within(dialog).getByRole('tab', { name: 'Register' })).toBeVisible();
    const phone = within(dialog).getByLabelText('Phone Number');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('inputmode', 'tel');
  });

  it('says what is missing, tied to each field', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getByLabelText('Phone Number')).toHaveAccessibleDescription(
      'Phone number is required',
    );
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'Password is required',
    );
    expect(api.requests).toEqual([]);
  });

  it.each([
    ['98765', 'Phone number must be at least 10 digits'],
    ['+91 98765 43210 1234', 'Phone number cannot exceed 15 digits'],
  ])('refuses the phone %j with %j', async (phone, message) => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Phone Number'), phone);
    await user.type(within(dialog).getByLabelText('Password'), 'secret1{Enter}');
    expect(await within(dialog).findByText(message, { exact: true })).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it("shows the server's message for a wrong password until a field changes", async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Phone Number'), '98765 43210');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invalid phone number or password',
    );
    expect(getSession('user')).toBeNull();
    await user.type(within(dialog).getByLabelText('Password'), 'x');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the password on request', async () => {
    const { user, dialog } = await openDialog();
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'secret1');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in: waits while sending, says so, closes, and shows the initials', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Phone Number'), '98765-43210');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    api.state.holdNext = true;
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    const waiting = await within(dialog).findByRole('button', { name: 'Logging in...' });
    expect(waiting).toBeDisabled();
    await waitFor(() => expect(api.held).toHaveLength(1));
    api.held.shift()?.();

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Login successful!Welcome back, Priya Sharma!',
    );
    await waitFor(
      () =>
        expect(
          screen.queryByRole('dialog', { name: 'Welcome to TripSutra' }),
        ).not.toBeInTheDocument(),
      { timeout: 4000 },
    );
    expect(screen.getByRole('button', { name: 'Account: Priya Sharma' })).toHaveTextContent('PS');
    expect(api.requests[0]).toMatchObject({
      url: '/api/users/login',
      body: { phone: '9876543210', password: 'secret1' },
    });
    expect(localStorage.getItem('userToken')).toBe('token-priya');
  });

  it('continues to the itinerary the visitor asked for', async () => {
    setPendingItinerary({ slug: 'goa-beach-escape' });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Phone Number'), '9876543210');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1{Enter}');
    expect(
      await screen.findByText('Itinerary goa-beach-escape', {}, { timeout: 4000 }),
    ).toBeVisible();
    expect(sessionStorage.length).toBe(0);
  });

  it('forgets the itinerary when the visitor closes the dialog instead', async () => {
    setPendingItinerary({ slug: 'goa-beach-escape' });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });
});

describe('the register tab', () => {
  async function fillRegistration(
    dialog: HTMLElement,
    user: ReturnType<typeof userEvent.setup>,
    values: Partial<Record<'name' | 'phone' | 'email' | 'password' | 'confirm', string>>,
  ) {
    const fields = {
      name: 'Full Name',
      phone: 'Phone Number',
      email: 'Email (optional)',
      password: 'Password',
      confirm: 'Confirm Password',
    } as const;
    for (const [key, label] of Object.entries(fields)) {
      const value = values[key as keyof typeof fields];
      if (value) await user.type(within(dialog).getByLabelText(label), value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  }

  it.each([
    [{}, 'Full Name', 'Name is required'],
    [{ name: 'P' }, 'Full Name', 'Name must be at least 2 characters'],
    [{ email: 'priya@' }, 'Email (optional)', 'Please enter a valid email address'],
    [{ password: '12345' }, 'Password', 'Password must be at least 6 characters'],
    [{ password: 'secret1', confirm: 'secret2' }, 'Confirm Password', 'Passwords do not match'],
  ])('with %j says under %s: %s', async (values, label, message) => {
    const { user, dialog } = await openDialog('register');
    await fillRegistration(dialog, user, values);
    expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(within(dialog).getByText(message, { exact: true })).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('puts the server\'s "phone taken" message on the phone field', async () => {
    const { user, dialog } = await openDialog('register');
    await fillRegistration(dialog, user, {
      name: 'Priya Sharma',
      phone: '9876543210',
      password: 'secret1',
      confirm: 'secret1',
    });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Phone Number')).toHaveAccessibleDescription(
        'An account with this phone number already exists. Please log in instead.',
      ),
    );
  });

  it('registers, sends the digits of the phone and no confirmation, and signs in', async () => {
    const { user, dialog } = await openDialog('register');
    await fillRegistration(dialog, user, {
      name: '  Ravi Kumar ',
      phone: '+91 91234 56789',
      password: 'monsoon7',
      confirm: 'monsoon7',
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Registration successful!Welcome to TripSutra, Ravi Kumar!',
    );
    expect(api.requests[0]).toEqual({
      method: 'POST',
      url: '/api/users/register',
      auth: undefined,
      body: { name: 'Ravi Kumar', phone: '919123456789', password: 'monsoon7' },
    });
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Account: Ravi Kumar' })).toBeVisible(),
      { timeout: 4000 },
    );
  });
});

describe('a restored session', () => {
  it('shows the initials, the menu with name and phone, and logs out', async () => {
    localStorage.setItem('userToken', 'token-priya');
    localStorage.setItem('userData', JSON.stringify(api.priya));
    await restoreSessions();
    const user = userEvent.setup();
    renderSite();

    const account = screen.getByRole('button', { name: 'Account: Priya Sharma' });
    expect(account).toHaveTextContent('PS');
    await user.click(account);
    const menu = await screen.findByRole('presentation');
    expect(within(menu).getByText('Priya Sharma')).toBeVisible();
    expect(within(menu).getByText('9876543210')).toBeVisible();

    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(localStorage.getItem('userToken')).toBeNull();
    await waitFor(() =>
      expect(api.requests).toContainEqual(
        expect.objectContaining({ url: '/api/users/logout', auth: 'Bearer token-priya' }),
      ),
    );
  });

  it('signs out with a message when the server no longer knows the token', async () => {
    localStorage.setItem('userToken', 'revoked');
    localStorage.setItem('userData', JSON.stringify(api.priya));
    await restoreSessions();
    renderSite();

    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(localStorage.getItem('userToken')).toBeNull();
  });
});
