import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onLoginDialogOpen } from '../../../../lib/login-dialog';
import { peekPendingItinerary } from '../../../../lib/pending-itinerary';
import { itineraryFixture } from '../../../../test/itinerary-fixture';
import { SearchResultsPage } from './search-results-page';

type Page =
  | { cards: Itinerary[]; hasMore: boolean }
  | { status: number; error: string; code: string; [field: string]: unknown };

// The API client reads its base address when it loads, so the server starts before any import.
const api = await vi.hoisted(async () => {
  const { startHttpServer } = await import('../../../../test/http-server');
  const state = {
    pages: new Map<number, unknown>(),
    searches: [] as Array<Record<string, unknown>>,
  };
  const server = await startHttpServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      if (request.url?.startsWith('/api/place-image')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ imageUrl: '/images/default-travel.svg' }));
        return;
      }
      const search = JSON.parse(text) as Record<string, unknown>;
      state.searches.push(search);
      const page = state.pages.get(search.page as number) as
        | { cards: unknown[]; hasMore: boolean }
        | { status: number; error: string; code: string }
        | undefined;
      if (!page || 'status' in page) {
        const { status, ...envelope } = page ?? { status: 500, error: 'No page', code: 'INTERNAL' };
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(envelope));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const card of page.cards) {
        response.write(`event: itinerary\ndata: ${JSON.stringify(card)}\n\n`);
      }
      const done = {
        searchId: 's',
        engine: 'planner',
        count: page.cards.length,
        page: search.page,
        hasMore: page.hasMore,
      };
      response.end(`event: done\ndata: ${JSON.stringify(done)}\n\n`);
    });
  });
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
  return { server, state };
});

vi.setConfig({ testTimeout: 30_000 });
// A loaded machine renders these large pages slowly.
const SLOW = { timeout: 10_000 };

const QUERY =
  'from=Delhi&to=Goa&departureDate=2026-12-10&returnDate=2026-12-15&travellers=2&travelClass=Economy&minPrice=0&maxPrice=50000';

const card = (n: number, overrides: Partial<Itinerary> = {}) =>
  itineraryFixture({
    _id: `00000000-0000-4000-8000-00000000000${n}`,
    title: `Goa plan ${n}`,
    ...overrides,
  });

function setPages(pages: Record<number, Page>) {
  api.state.pages = new Map(Object.entries(pages).map(([page, answer]) => [Number(page), answer]));
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderResults(entry: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      {
        path: '/search-results',
        element: (
          <>
            <SearchResultsPage />
            <Where />
          </>
        ),
      },
      { path: '/itinerary/:slug', element: <p>Itinerary page</p> },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  api.state.searches = [];
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await api.server.close();
});

describe('search results', () => {
  it('shows each card with its prices, sights and inclusions, then loads more', async () => {
    setPages({
      1: {
        cards: [
          card(1, { priceFit: 'over', pricePP: 61_250 }),
          card(2, {
            inclusions: [],
            priceFit: 'under',
            priceRange: [50_000, 100_000],
            transportSummary:
              'Train NZM → MAO (Sleeper, SL); the same way back — rather than flying, the cheapest sensible way for your price range',
          }),
        ],
        hasMore: true,
      },
      2: { cards: [card(3)], hasMore: true },
      3: { cards: [], hasMore: false },
    });
    renderResults(`/search-results?${QUERY}`);

    const first = await screen.findByRole('article', { name: 'Goa plan 1' }, SLOW);
    expect(within(first).getByText('₹61,250')).toBeInTheDocument();
    expect(within(first).getByText('Total budget ₹1,22,500 for 2 travellers')).toBeInTheDocument();
    expect(within(first).getByText('Prices are estimates and may vary')).toBeInTheDocument();
    expect(within(first).getByText('Above your budget by ₹11,250')).toBeInTheDocument();
    expect(within(first).getByText('Ginger Goa, Panjim')).toBeInTheDocument();
    const lists = within(first).getAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Calangute Beach', 'Baga Beach', 'Palolem Beach']);
    expect(within(lists[1]!).getAllByRole('listitem')).toHaveLength(2);

    const second = screen.getByRole('article', { name: 'Goa plan 2' });
    expect(within(second).getByText('Below your range')).toBeInTheDocument();
    expect(within(second).getByText('Highlights')).toBeInTheDocument();
    // How each card travels, and why a budget card goes by train though the class is a flight's.
    expect(
      within(first).getByText('Flight DEL → GOI (Economy) + 28 km by road; the same way back'),
    ).toBeInTheDocument();
    expect(within(second).getByText(/rather than flying, the cheapest sensible way/)).toBeVisible();

    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Price breakdown' }));
    const table = within(first).getByRole('table', { name: 'Price breakdown of Goa plan 1' });
    expect(within(table).getByRole('row', { name: /Transport/ })).toHaveTextContent(
      '₹24,225₹48,450',
    );

    await user.click(screen.getByRole('button', { name: 'Load More Itineraries' }));
    await screen.findByRole('article', { name: 'Goa plan 3' }, SLOW);
    expect(api.state.searches.map((search) => search.page)).toEqual([1, 2]);
    await user.click(await screen.findByRole('button', { name: 'Load More Itineraries' }, SLOW));
    expect(
      await screen.findByText('No additional itineraries generated.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Itineraries' })).toBeNull();
  });

  it('restores saved results for the same search without searching again', async () => {
    setPages({ 1: { cards: [card(1)], hasMore: false } });
    renderResults(`/search-results?${QUERY}`);
    await screen.findByRole('article', { name: 'Goa plan 1' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Load More Itineraries' })).toBeNull();
    document.body.innerHTML = '';

    renderResults('/search-results');
    await screen.findByRole('article', { name: 'Goa plan 1' }, SLOW);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      `/search-results?${QUERY}`,
    );
    expect(api.state.searches).toHaveLength(1);
  });

  it('takes the search from navigation state and writes it into the address', async () => {
    setPages({ 1: { cards: [card(1)], hasMore: true } });
    renderResults({
      pathname: '/search-results',
      state: {
        from: 'Delhi',
        to: 'Goa',
        startDate: '2026-12-10',
        endDate: '2026-12-15',
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 50_000],
      },
    });
    await screen.findByRole('article', { name: 'Goa plan 1' }, SLOW);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
        `/search-results?${QUERY}`,
      ),
    );
  });

  it('goes home without an origin or destination', async () => {
    renderResults('/search-results?to=Goa');
    expect(await screen.findByText('Home page', {}, SLOW)).toBeInTheDocument();
  });

  it('shows the failure with Try Again and New Search', async () => {
    setPages({
      1: {
        status: 500,
        error: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      },
    });
    renderResults(`/search-results?${QUERY}`);
    expect(
      await screen.findByText(
        'Failed to generate itineraries: HTTP 500: Something went wrong on our side. Please try again.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();

    setPages({ 1: { cards: [], hasMore: false } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText('No itineraries generated. Please try again.', {}, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Search' }));
    expect(await screen.findByText('Home page', {}, SLOW)).toBeInTheDocument();
  });

  it('offers the places the server suggests for an unknown destination', async () => {
    const message = 'We could not find "Gooa". Did you mean Goa?';
    setPages({
      1: {
        status: 422,
        error: message,
        code: 'UNPROCESSABLE',
        fieldErrors: { to: message },
        suggestions: ['Goa'],
      },
    });
    renderResults(`/search-results?${QUERY.replace('to=Goa', 'to=Gooa')}`);
    expect(
      await screen.findByText(
        'Failed to generate itineraries: HTTP 422: We could not find "Gooa". Did you mean Goa? Please try again.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    setPages({ 1: { cards: [card(1)], hasMore: false } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Goa' }));
    await screen.findByRole('article', { name: 'Goa plan 1' }, SLOW);
    expect(api.state.searches.map((search) => search.to)).toEqual(['Gooa', 'Goa']);
  });

  it('asks a signed-out visitor to sign in, keeping the chosen itinerary for afterwards', async () => {
    setPages({ 1: { cards: [card(1)], hasMore: false } });
    const opened = vi.fn();
    const unsubscribe = onLoginDialogOpen(opened);
    renderResults(`/search-results?${QUERY}`);
    const first = await screen.findByRole('article', { name: 'Goa plan 1' }, SLOW);
    await userEvent.setup().click(within(first).getByRole('button', { name: 'View details' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(peekPendingItinerary()).toMatchObject({
      slug: card(1).slug,
      state: { itineraryId: card(1)._id, travellers: 2, from: 'Delhi', to: 'Goa' },
    });
    unsubscribe();
  });
});
