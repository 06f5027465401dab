import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testPackage } from '../package-fixture';
import { PackageCard, type PackageLinkState } from './package-card';

function PackagePage() {
  const state = useLocation().state as PackageLinkState | null;
  return <p>Opened {state?.package.title ?? 'without the package'}</p>;
}

function renderCard(pkg = testPackage()) {
  const router = createMemoryRouter(
    [
      { path: '/packages', element: <PackageCard pkg={pkg} /> },
      { path: '/package/:slug', element: <PackagePage /> },
    ],
    { initialEntries: ['/packages'] },
  );
  render(<RouterProvider router={router} />);
  return { router, card: screen.getByRole('article') };
}

describe('PackageCard', () => {
  it('shows the discounted price as the price and the base price struck through', () => {
    const { card } = renderCard();
    const struck = card.querySelector('s');
    expect(struck).toHaveTextContent('₹18,500');
    expect(within(card).getByText('₹16,650')).toBeVisible();
    expect(within(card).getByText('₹16,650').closest('s')).toBeNull();
    expect(within(card).getByText('10% OFF')).toBeVisible();
    expect(within(card).getByText('per person')).toBeVisible();
  });

  it('shows one price and no "% OFF" chip without a discount', () => {
    const { card } = renderCard(
      testPackage({
        pricing: {
          basePrice: 7999,
          discountPercentage: 0,
          discountedPrice: 7999,
          currency: 'INR',
          pricePerPerson: true,
          validUntil: null,
        },
      }),
    );
    expect(within(card).getByText('₹7,999')).toBeVisible();
    expect(card.querySelector('s')).toBeNull();
    expect(within(card).queryByText(/% OFF/)).toBeNull();
  });

  it('shows the route, the days, five stars and the review count', () => {
    const { card } = renderCard();
    expect(within(card).getByText('Mumbai → Goa')).toBeVisible();
    expect(within(card).getByText('4 Days')).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    expect(within(card).getByText('(186 reviews)')).toBeVisible();
  });

  it('shows the first picture in several widths, its size known before it loads', () => {
    const { card } = renderCard();
    const picture = card.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/api/media/art/aaaa.webp');
    expect(picture).toHaveAttribute(
      'srcset',
      '/api/media/art/aaaa-m.webp 600w, /api/media/art/aaaa.webp 1200w',
    );
    expect(picture).toHaveAttribute('width', '600');
    expect(picture).toHaveAttribute('height', '400');
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('shows the default picture for a package without one', () => {
    const { card } = renderCard(testPackage({ images: [] }));
    expect(card.querySelector('img')).toHaveAttribute('src', '/default-package.svg');
  });

  it('opens the package page with the package handed over', async () => {
    const { router } = renderCard();
    await userEvent.click(screen.getByRole('link', { name: 'Goa Sun, Sand & Forts' }));
    expect(router.state.location.pathname).toBe('/package/goa-sun-sand-and-forts');
    expect(await screen.findByText('Opened Goa Sun, Sand & Forts')).toBeVisible();
  });
});
