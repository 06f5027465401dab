import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onLoginDialogOpen } from '../../../../lib/login-dialog';
import { endSession, startSession } from '../../../../lib/session-store';
import { itineraryDetailsFixture } from '../../../../test/itinerary-details-fixture';
import { itineraryFixture } from '../../../../test/itinerary-fixture';
import { ItineraryDetailPage } from './itinerary-detail-page';

type Answer = { status: number; body?: unknown };

// The API client reads its base address when it loads, so the server starts before any import.
const api = await vi.hoisted(async () => {
  const { startHttpServer } = await import('../../../../test/http-server');
  const state = {
    requests: [] as Array<{ method?: string; url: string; auth?: string; body: string }>,
    answers: new Map<string, Answer[]>(),
  };
  const server = await startHttpServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const url = request.url ?? '';
      state.requests.push({
        method: request.method,
        url,
        auth: request.headers.authorization,
        body: text,
      });
      const path = url.split('?')[0]!;
      const key = `${request.method} ${path}`;
      let answer: Answer | undefined = state.answers.get(key)?.shift();
      if (!answer && path === '/api/place-image') {
        answer = { status: 200, body: { imageUrl: '/images/default-travel.svg' } };
      }
      if (!answer && path === '/api/destination-gallery') {
        answer = { status: 200, body: { success: true, images: [{ url: '/images/a.webp' }] } };
      }
      answer ??= { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
  return { server, state };
});

vi.setConfig({ testTimeout: 30_000 });
// A loaded machine renders these large pages slowly.
const SLOW = { timeout: 10_000 };

const itinerary = itineraryFixture();
const details = itineraryDetailsFixture();
const slugPath = `GET /api/itineraries/slug/${itinerary.slug}`;
const detailsPath = `/api/itineraries/${itinerary._id}/details`;

function answer(key: string, ...answers: Answer[]) {
  api.state.answers.set(key, answers);
}

function signIn() {
  startSession('user', {
    token: 'token-asha',
    profile: {
      _id: 'u1',
      name: 'Asha Rao',
      phone: '9876543210',
      createdAt: '2025-01-01T00:00:00.000Z',
    },
  });
}

function renderDetail(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/itinerary/:slug', element: <ItineraryDetailPage /> },
      { path: '/search-results', element: <p>Results page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [{ pathname: `/itinerary/${itinerary.slug}`, state }] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.state.requests = [];
  api.state.answers = new Map();
});

afterEach(() => {
  // Unmounted first: a page still on screen would ask again for a signed-out visitor.
  cleanup();
  endSession('user', 'signedOut');
  localStorage.clear();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await api.server.close();
});

describe('itinerary detail', () => {
  it('shows a signed-out visitor the trip and a sign-in panel instead of the plan', async () => {
    answer(slugPath, { status: 200, body: { itinerary } });
    const opened = vi.fn();
    const unsubscribe = onLoginDialogOpen(opened);
    renderDetail({ itineraryData: itinerary, travellers: 3 });

    // The handed-over card shows once its check (loaded on demand) has read it.
    expect(
      await screen.findByRole('heading', { level: 1, name: itinerary.title }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 travellers')).toBeInTheDocument();
    expect(screen.getByText('Total budget ₹1,16,355')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Sign in to see the day-wise plan' });
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Sign In' }));
    expect(opened).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(api.state.requests.some((request) => request.url.startsWith(detailsPath))).toBe(false);
  });

  it('makes the day-wise plan for a signed-in traveller when none is stored', async () => {
    signIn();
    answer(slugPath, { status: 200, body: { itinerary } });
    answer(`POST ${detailsPath}`, { status: 200, body: { details, itinerary } });
    renderDetail();

    const plan = await screen.findByRole('region', { name: 'Day-wise plan' }, SLOW);
    const days = within(plan).getAllByRole('article');
    expect(days).toHaveLength(2);
    expect(
      within(days[0]!).getByRole('heading', { name: 'Delhi to Goa: arrival' }),
    ).toBeInTheDocument();
    expect(days[0]).toHaveTextContent('✈️');
    expect(days[1]).toHaveTextContent('🏛️');
    expect(screen.getByRole('region', { name: 'Accommodation' })).toHaveTextContent(
      'Ginger Goa, Panjim',
    );
    // The page's own answer said nothing is stored: no separate check before making it.
    const calls = api.state.requests.filter((request) => request.url.startsWith(detailsPath));
    expect(calls.map((request) => [request.method, request.auth])).toEqual([
      ['POST', 'Bearer token-asha'],
    ]);
  });

  it('uses the plan that comes with the page', async () => {
    signIn();
    answer(slugPath, { status: 200, body: { itinerary, details } });
    renderDetail();
    await screen.findByRole('region', { name: 'Day-wise plan' }, SLOW);
    expect(api.state.requests.some((request) => request.url.startsWith(detailsPath))).toBe(false);
  });

  it("quotes the server's refusal, and tries again on Retry Generation", async () => {
    signIn();
    answer(slugPath, { status: 200, body: { itinerary } });
    answer(
      `POST ${detailsPath}`,
      { status: 409, body: { error: 'This conflicts with existing data.', code: 'CONFLICT' } },
      { status: 200, body: { details, itinerary } },
    );
    renderDetail();
    expect(
      await screen.findByText(
        'Failed to generate detailed itinerary: This conflicts with existing data.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Search' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry Generation' }));
    expect(await screen.findByRole('region', { name: 'Day-wise plan' }, SLOW)).toBeInTheDocument();
  });

  it('says so when no itinerary has this address', async () => {
    answer(slugPath, { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } });
    renderDetail();
    expect(
      await screen.findByText(
        'Itinerary not found. Please search again to generate a new itinerary.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('says "Failed to load itinerary" for any other failure', async () => {
    answer(slugPath, { status: 500, body: { error: 'Something went wrong.', code: 'INTERNAL' } });
    renderDetail();
    expect(await screen.findByText('Failed to load itinerary', {}, SLOW)).toBeInTheDocument();
  });

  it('copies the link, shows "Copied!" and counts the share', async () => {
    answer(slugPath, { status: 200, body: { itinerary } });
    answer(`POST /api/itineraries/${itinerary._id}/share`, {
      status: 200,
      body: { shares: { copy: 1 } },
    });
    renderDetail({ itineraryData: itinerary });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied!' }, SLOW)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/itinerary/${itinerary.slug}`,
    );
    const share = await vi.waitFor(() => {
      const found = api.state.requests.find((request) => request.url.endsWith('/share'));
      if (!found) throw new Error('no share counted yet');
      return found;
    });
    expect(JSON.parse(share.body)).toEqual({ platform: 'copy' });
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\?text=Value%20Goa%20Slow%20Getaway/),
    );
  });
});
