import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { onLoginDialogOpen, type LoginDialogOptions } from '../../lib/login-dialog';
import { startSession } from '../../lib/session-store';
import { setViewportWidth } from '../../test/match-media';
import { SiteHeader } from './site-header';

function renderHeaderAt(width: number) {
  setViewportWidth(width);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <SiteHeader />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Home page</p> },
          { path: 'packages', element: <p>Packages page</p> },
          // A page whose data never arrives: the app stays on its way there.
          { path: 'slow', loader: () => new Promise<never>(() => undefined), element: <p>Slow</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SiteHeader', () => {
  it('shows the links in the header on wide screens, without a menu button', () => {
    renderHeaderAt(1280);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(names).toEqual([
      ['Home', '/'],
      ['Packages', '/packages'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TripSutra' })).toHaveAttribute('href', '/');
  });

  it('shows a loading bar while the app is on its way to another page', async () => {
    const router = renderHeaderAt(1280);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => void router.navigate('/slow'));
    // The bar's code comes with the first page followed; it shows once it has.
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  });

  it('moves the links into a drawer at 1024 px and below', async () => {
    const user = userEvent.setup();
    renderHeaderAt(375);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Welcome Guest')).toBeVisible();
    expect(within(drawer).getByText('Sign in to access your account')).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Sign In' })).toBeVisible();
    const links = within(within(drawer).getByRole('navigation', { name: 'Mobile' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Packages', 'Blog', 'Contact']);
  });

  it('closes the drawer on Escape', async () => {
    const user = userEvent.setup();
    renderHeaderAt(1024);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
  });

  it('closes the drawer when a link navigates', async () => {
    const user = userEvent.setup();
    renderHeaderAt(375);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });

    await user.click(within(drawer).getByRole('link', { name: 'Packages' }));
    expect(await screen.findByText('Packages page')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
  });

  it('closes the drawer on any navigation, such as the back button', async () => {
    const user = userEvent.setup();
    const router = renderHeaderAt(375);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });

    await act(() => router.navigate('/packages'));
    expect(await screen.findByText('Packages page')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
  });

  it('follows the window from wide to narrow', async () => {
    renderHeaderAt(1280);
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    setViewportWidth(800);
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('asks for the login dialog when a signed-out visitor presses the account button', async () => {
    const user = userEvent.setup();
    const requests: LoginDialogOptions[] = [];
    const unsubscribe = onLoginDialogOpen((options) => requests.push(options));
    renderHeaderAt(1280);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(requests).toEqual([{}]);
    unsubscribe();
  });

  it("shows the signed-in traveller's details and Logout in the drawer", async () => {
    const user = userEvent.setup();
    startSession('user', {
      token: 'token-priya',
      profile: {
        _id: 'u1',
        name: 'Priya Sharma',
        phone: '9876543210',
        createdAt: '2025-01-01T00:00:00.000Z',
      },
    });
    renderHeaderAt(375);
    expect(screen.getByRole('button', { name: 'Account: Priya Sharma' })).toHaveTextContent('PS');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Priya Sharma')).toBeVisible();
    expect(within(drawer).getByText('9876543210')).toBeVisible();
    expect(within(drawer).queryByText('Welcome Guest')).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(localStorage.getItem('userToken')).toBeNull();
  });
});
