import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLink } from '../components/app-link';
import { hashLinkTarget, useScrollToLocationHash } from './hash-link';

describe('hashLinkTarget', () => {
  it('gives the id of "/#id" links only', () => {
    expect(hashLinkTarget('/#packages')).toBe('packages');
    expect(hashLinkTarget('/#special%20offers')).toBe('special offers');
    expect(hashLinkTarget('/#')).toBeUndefined();
    expect(hashLinkTarget('/packages')).toBeUndefined();
    expect(hashLinkTarget('#packages')).toBeUndefined();
    expect(hashLinkTarget('/blog#top')).toBeUndefined();
  });
});

function Shell() {
  useScrollToLocationHash();
  const location = useLocation();
  return (
    <>
      <AppLink to="/#offers">Offers</AppLink>
      <p data-testid="location">{location.pathname + location.hash}</p>
      <Outlet />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { index: true, element: <section id="offers">Offers section</section> },
          { path: 'contact', element: <p>Contact page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('AppLink with a "/#id" target', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('on the home page scrolls smoothly to the section without navigating', async () => {
    const scrolled: { element: Element; options: unknown }[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
      options,
    ) {
      scrolled.push({ element: this, options });
    });
    const router = renderAt('/');
    const entriesBefore = router.state.historyAction;

    await userEvent.click(screen.getByRole('link', { name: 'Offers' }));

    expect(scrolled).toEqual([
      {
        element: screen.getByText('Offers section'),
        options: expect.objectContaining({ behavior: 'smooth' }),
      },
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(router.state.historyAction).toBe(entriesBefore);
  });

  it('from another page goes home and scrolls once the section is there', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    renderAt('/contact');
    expect(screen.getByText('Contact page')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Offers' }));

    expect(await screen.findByText('Offers section')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/#offers');
    expect(scrolled).toContain('offers');
  });
});
