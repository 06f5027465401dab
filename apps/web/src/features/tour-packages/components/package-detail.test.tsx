import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { packageMessages } from '@trip/shared/tour-packages/constants';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPackage } from '../package-fixture';
import { PackageDetail } from './package-detail';

type DetailAnswer = 'found' | 'missing' | 'broken' | 'drop' | 'hold';

const api = await vi.hoisted(async () => {
  const { startHttpServer } = await import('../../../test/http-server');
  const state = {
    answer: 'found' as DetailAnswer,
    package: undefined as TourPackage | undefined,
    requests: [] as string[],
    held: [] as (() => void)[],
  };
  const server = await startHttpServer((request, response) => {
    const path = request.url ?? '/';
    state.requests.push(path);
    const send = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    };
    if (path === '/api/site-settings') {
      return send(200, {
        offer: { title: '20% off all bookings', percent: 20, validUntil: '2027-03-31' },
        contact: {
          phone: '+91 90000 11111',
          email: 'desk@agency.example',
          whatsapp: '919000011111',
          address: 'Chinsurah',
          mapQuery: 'Chinsurah',
        },
      });
    }
    const found = () => send(200, { package: state.package });
    switch (state.answer) {
      case 'found':
        return found();
      case 'hold':
        state.held.push(found);
        return;
      case 'missing':
        return send(404, { error: 'Package not found', code: 'NOT_FOUND' });
      case 'broken':
        return send(503, {
          error: 'The service is temporarily unavailable. Please try again shortly.',
          code: 'DB_UNAVAILABLE',
        });
      case 'drop':
        request.socket.destroy();
        return;
    }
  });
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
  return { server, state };
});

vi.setConfig({ testTimeout: 20_000 });
// Two shared cores: the page may take longer than testing-library's 1 s to settle.
configure({ asyncUtilTimeout: 5000 });

afterAll(async () => {
  await api.server.close();
});

const goa = testPackage();

beforeEach(() => {
  api.state.answer = 'found';
  api.state.package = goa;
  api.state.requests = [];
  api.state.held = [];
});

function renderDetail(options: { passed?: TourPackage; onBook?: (pkg: TourPackage) => void } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/package/:slug',
        element: (
          <PackageDetail
            slug={goa.slug}
            passed={options.passed}
            onBook={options.onBook ?? vi.fn()}
          />
        ),
      },
      { path: '/packages', element: <p>All packages</p> },
    ],
    { initialEntries: [`/package/${goa.slug}`] },
  );
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const packageRequests = () =>
  api.state.requests.filter((path) => path.startsWith('/api/packages/slug/'));

describe('the package page', () => {
  it('loads the package by its slug behind a spinner', async () => {
    api.state.answer = 'hold';
    renderDetail();
    expect(screen.getByRole('progressbar', { name: 'Loading package' })).toBeVisible();
    await waitFor(() => expect(api.state.held).toHaveLength(1));
    api.state.held.shift()?.();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goa Sun, Sand & Forts' }),
    ).toBeVisible();
    expect(packageRequests()).toEqual(['/api/packages/slug/goa-sun-sand-and-forts']);
  });

  it('shows a package handed over at once, and still asks the server once (a view)', async () => {
    api.state.answer = 'hold';
    api.state.package = testPackage({ views: 2141 });
    renderDetail({ passed: goa });
    expect(screen.getByRole('heading', { level: 1, name: 'Goa Sun, Sand & Forts' })).toBeVisible();
    expect(screen.getByText('2,140 views')).toBeVisible();

    await waitFor(() => expect(api.state.held).toHaveLength(1));
    api.state.held.shift()?.();
    expect(await screen.findByText('2,141 views')).toBeVisible();
    expect(packageRequests()).toHaveLength(1);
  });

  it('shows the header, the four facts, the prices and every section', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Goa Sun, Sand & Forts' });
    expect(screen.getByText('Four easy days in North Goa.')).toBeVisible();
    expect(screen.getByText('186 reviews')).toBeVisible();

    const facts = screen.getByRole('list', { name: 'Package facts' });
    expect(within(facts).getByText('Mumbai → Goa')).toBeVisible();
    expect(within(facts).getByText('4 Days')).toBeVisible();
    expect(within(facts).getByText('Max 12 Travelers')).toBeVisible();
    expect(within(facts).getByText('Economy')).toBeVisible();

    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByTestId('package-price')).toHaveTextContent('₹16,650');
    expect(within(price).getByText(/Original:/)).toHaveTextContent('Original: ₹18,500');
    expect(within(price).getByTestId('package-original-price').tagName).toBe('S');
    expect(within(price).getByText('10% OFF')).toBeVisible();

    for (const title of [
      'About This Package',
      'Package Features',
      "What's Included",
      "What's Not Included",
      'Day-wise Itinerary',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    expect(screen.getByText('Portuguese-era churches').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: /Day 1\s*Arrival/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: /Day 2\s*Forts/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows prices in the package currency and no discount chip without a discount', async () => {
    api.state.package = testPackage({
      pricing: {
        basePrice: 1450,
        discountPercentage: 0,
        discountedPrice: 1450,
        currency: 'USD',
        pricePerPerson: true,
        validUntil: null,
      },
    });
    renderDetail();
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).getByTestId('package-price')).toHaveTextContent('$1,450');
    expect(within(price).queryByText(/Original/)).toBeNull();
    expect(within(price).queryByText(/% OFF/)).toBeNull();
  });

  it("gives the agency's contacts when the package has none", async () => {
    renderDetail();
    const contact = await screen.findByRole('region', { name: 'Contact Us' });
    await waitFor(() =>
      expect(within(contact).getByRole('link', { name: '+91 90000 11111' })).toHaveAttribute(
        'href',
        'tel:+919000011111',
      ),
    );
    expect(within(contact).getByRole('link', { name: 'desk@agency.example' })).toHaveAttribute(
      'href',
      'mailto:desk@agency.example',
    );
    expect(
      within(contact).getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/919000011111\?text=/);
  });

  it("uses the package's own contacts when it has them", async () => {
    api.state.package = testPackage({
      contactInfo: { phone: '9876543210', email: 'goa@agency.example', whatsapp: '919876543210' },
    });
    renderDetail();
    const contact = await screen.findByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByRole('link', { name: '9876543210' })).toBeVisible();
    expect(within(contact).getByRole('link', { name: 'goa@agency.example' })).toBeVisible();
    expect(api.state.requests).not.toContain('/api/site-settings');
  });

  it('hands the package over on Book Now, and shares its address', async () => {
    const onBook = vi.fn();
    const { user } = renderDetail({ onBook });
    await user.click(await screen.findByRole('button', { name: 'Book Now' }));
    expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ _id: 'pkg-goa' }));

    await user.click(screen.getByRole('button', { name: 'Share this package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share This Package' });
    expect(within(dialog).getByRole('textbox', { name: 'Package link' })).toHaveValue(
      `${window.location.origin}/package/goa-sun-sand-and-forts`,
    );
  });

  it('says "Package not found" with a way back to the packages', async () => {
    api.state.answer = 'missing';
    const { user, router } = renderDetail();
    expect(await screen.findByRole('status')).toHaveTextContent(packageMessages.notFound);
    await user.click(screen.getByRole('link', { name: 'Back to Packages' }));
    expect(router.state.location.pathname).toBe('/packages');
  });

  it('says a missing package is missing even when one was handed over', async () => {
    api.state.answer = 'missing';
    renderDetail({ passed: goa });
    expect(await screen.findByRole('status')).toHaveTextContent(packageMessages.notFound);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it("shows the server's error in an alert", async () => {
    api.state.answer = 'broken';
    renderDetail();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The service is temporarily unavailable. Please try again shortly.',
    );
    expect(screen.getByRole('link', { name: 'Back to Packages' })).toBeVisible();
  });

  it('says "Failed to fetch package details" when nothing answers', async () => {
    api.state.answer = 'drop';
    renderDetail();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      packageMessages.detailFetchFailed,
    );
    expect(screen.getByRole('link', { name: 'Back to Packages' })).toBeVisible();
  });
});
