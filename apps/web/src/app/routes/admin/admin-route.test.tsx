import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, restoreSessions } from '../../../lib/session-store';
import { setViewportWidth } from '../../../test/match-media';
import { AdminBlogsRoute, AdminRoute } from './admin-route';

// The API client reads its base address when it loads, so the server starts before any import.
const api = await vi.hoisted(async () => {
  const { startHttpServer } = await import('../../../test/http-server');
  const requests: { method?: string; url?: string; auth?: string; body: unknown }[] = [];
  const state = { password: 'harbour-lights', notifications: 'ok' as 'ok' | 'failing' };
  const asha = {
    _id: 'a1',
    username: 'Asha Menon',
    email: 'asha@tripsutra.in',
    role: 'super_admin',
    lastLogin: '2025-05-01T10:00:00.000Z',
    previousLogin: '2025-04-28T10:00:00.000Z',
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
      const signedIn = request.headers.authorization === 'Bearer admin-token';
      if (request.url === '/api/admin/auth/login') {
        if (body?.email === 'offline@tripsutra.in') {
          request.socket.destroy();
          return;
        }
        if (body?.email === asha.email && body.password === state.password) {
          return send(200, { admin: asha, token: 'admin-token' });
        }
        return send(401, { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
      }
      if (!signedIn) {
        return send(401, {
          error: 'Your session has ended. Please sign in again.',
          code: 'UNAUTHORIZED',
        });
      }
      if (request.url === '/api/admin/auth/profile') return send(200, { admin: asha });
      if (request.url === '/api/admin/notifications') {
        if (state.notifications === 'failing') {
          return send(500, { error: 'Something went wrong.', code: 'INTERNAL' });
        }
        return send(200, {
          count: 3,
          items: [
            { kind: 'lead', _id: 'l1', title: 'Ravi Kumar', createdAt: '2025-05-02T09:00:00Z' },
          ],
        });
      }
      if (request.url === '/api/admin/auth/change-password') {
        if (body?.currentPassword !== state.password) {
          const wrong = 'Current password is incorrect';
          return send(400, {
            error: wrong,
            code: 'VALIDATION_FAILED',
            fieldErrors: { currentPassword: wrong },
          });
        }
        state.password = body.newPassword ?? '';
        return send(200, { message: 'Password changed successfully!' });
      }
      if (request.url === '/api/admin/auth/logout') return send(204);
      return send(404, { error: 'Not found.', code: 'NOT_FOUND' });
    });
  });
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
  return { server, requests, state, asha };
});

// Typing into MUI fields in jsdom is slow.
vi.setConfig({ testTimeout: 20_000 });

afterAll(async () => {
  await api.server.close();
});

beforeEach(() => {
  setViewportWidth(1280);
  api.requests.length = 0;
  api.state.password = 'harbour-lights';
  api.state.notifications = 'ok';
});

afterEach(() => {
  endSession('admin', 'signedOut');
  localStorage.clear();
});

const SECTIONS = [
  'AI Usage',
  'Dashboard',
  'Activity Tracker',
  'Promotional Leads',
  'Blog Management',
  'Package Management',
  'Booking Management',
  'Settings',
];

function renderAdmin(path = '/admin') {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <AdminRoute /> },
      { path: '/admin-blogs', element: <AdminBlogsRoute /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

async function signInAsAsha() {
  localStorage.setItem('adminToken', 'admin-token');
  localStorage.setItem('adminData', JSON.stringify(api.asha));
  await restoreSessions();
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the admin login screen', () => {
  it('is what /admin and /admin-blogs show to a visitor', () => {
    renderAdmin('/admin-blogs');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  it("shows the server's message for a wrong password", async () => {
    const { user } = renderAdmin();
    await signIn(user, 'asha@tripsutra.in', 'not-it');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    // Correcting the password takes the banner away.
    await user.type(screen.getByLabelText('Password'), 'x');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says when the server cannot be reached', async () => {
    const { user } = renderAdmin();
    await signIn(user, 'offline@tripsutra.in', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it('asks for both fields before sending anything', async () => {
    const { user } = renderAdmin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(api.requests).toEqual([]);
  });
});

describe('the admin shell', () => {
  it('opens after sign-in with AI Usage selected and the eight sections in order', async () => {
    const { user } = renderAdmin();
    await signIn(user, 'asha@tripsutra.in', 'harbour-lights');

    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SECTIONS);
    expect(within(nav).getByRole('link', { name: 'AI Usage' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'AI Usage' })).toBeVisible();
    expect(screen.getByText('Super Admin')).toBeVisible();
    expect(localStorage.getItem('adminToken')).toBe('admin-token');
  });

  it('opens /admin-blogs at Blog Management', async () => {
    await signInAsAsha();
    renderAdmin('/admin-blogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible();
  });

  it('counts what waits in the badge', async () => {
    await signInAsAsha();
    renderAdmin();
    expect(
      await screen.findByRole('button', { name: 'Notifications: 3 waiting' }),
    ).toHaveTextContent('3');
  });

  it('shows no number while the notifications cannot be loaded', async () => {
    api.state.notifications = 'failing';
    await signInAsAsha();
    renderAdmin();
    await waitFor(() =>
      expect(api.requests.map((request) => request.url)).toContain('/api/admin/notifications'),
    );
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).not.toHaveTextContent(/\d/);
  });

  it('moves between sections from the side menu', async () => {
    await signInAsAsha();
    const { user, router } = renderAdmin();
    await user.click(screen.getByRole('link', { name: 'Package Management' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Package Management' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Add Package' })).toBeVisible();
    expect(router.state.location.search).toBe('?section=packages');
  });

  it('shows the profile and logs out from the profile menu', async () => {
    await signInAsAsha();
    const { user } = renderAdmin();
    await user.click(screen.getByRole('button', { name: 'Profile menu: Asha Menon' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    const profile = await screen.findByRole('dialog', { name: 'Profile' });
    expect(within(profile).getByText('asha@tripsutra.in')).toBeVisible();
    // The sign-in before this session, not this one.
    expect(within(profile).getByText(/28 Apr/)).toBeVisible();
    await user.click(within(profile).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Profile menu: Asha Menon' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(localStorage.getItem('adminToken')).toBeNull();
    await waitFor(() =>
      expect(api.requests).toContainEqual(
        expect.objectContaining({ url: '/api/admin/auth/logout', auth: 'Bearer admin-token' }),
      ),
    );
  });

  it('returns to the login screen with a message when the session has ended', async () => {
    localStorage.setItem('adminToken', 'revoked-token');
    localStorage.setItem('adminData', JSON.stringify(api.asha));
    await restoreSessions();
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
  });
});

describe('changing the password', () => {
  async function openChangePassword() {
    await signInAsAsha();
    const { user } = renderAdmin('/admin?section=settings');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    const fields = {
      current: within(dialog).getByLabelText('Current password'),
      next: within(dialog).getByLabelText('New password'),
      confirm: within(dialog).getByLabelText('Confirm new password'),
    };
    const submit = () =>
      user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    return { user, dialog, fields, submit };
  }

  it('gives each message of the spec, word for word', async () => {
    const { user, fields, submit } = await openChangePassword();
    await submit();
    expect(fields.current).toHaveAccessibleDescription('Current password is required');
    expect(fields.next).toHaveAccessibleDescription('New password is required');
    expect(fields.confirm).toHaveAccessibleDescription('Please confirm your new password');

    await user.type(fields.next, 'abc');
    await user.type(fields.confirm, 'abd');
    await submit();
    expect(fields.next).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(fields.confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(api.requests.map((request) => request.url)).not.toContain(
      '/api/admin/auth/change-password',
    );
  });

  it("shows the server's message for a wrong current password", async () => {
    const { user, fields, submit } = await openChangePassword();
    await user.type(fields.current, 'not-it');
    await user.type(fields.next, 'sea-breeze-42');
    await user.type(fields.confirm, 'sea-breeze-42');
    await submit();
    await waitFor(() =>
      expect(fields.current).toHaveAccessibleDescription('Current password is incorrect'),
    );
  });

  it('changes it, signs out and asks to sign in with the new password', async () => {
    const { user, fields, submit } = await openChangePassword();
    await user.type(fields.current, 'harbour-lights');
    await user.type(fields.next, 'sea-breeze-42');
    await user.type(fields.confirm, 'sea-breeze-42');
    await submit();

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Password changed successfully! Please sign in with your new password.',
    );
    expect(api.requests).toContainEqual(
      expect.objectContaining({
        url: '/api/admin/auth/change-password',
        body: { currentPassword: 'harbour-lights', newPassword: 'sea-breeze-42' },
      }),
    );

    await signIn(user, 'asha@tripsutra.in', 'sea-breeze-42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});
