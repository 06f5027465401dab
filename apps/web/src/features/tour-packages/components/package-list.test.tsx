import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPackage } from '../package-fixture';
import { PackageList } from './package-list';

type ListAnswer = 'list' | 'empty' | 'error' | 'bare500';

const api = await vi.hoisted(async () => {
  const { startHttpServer } = await import('../../../test/http-server');
  const state = {
    answer: 'list' as ListAnswer,
    packages: [] as TourPackage[],
    total: 0,
    lists: [] as URLSearchParams[],
  };
  const server = await startHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
    };
    if (url.pathname === '/api/packages/categories') {
      return send(200, { categories: ['Beach', 'Wildlife', 'Honeymoon'] });
    }
    if (url.pathname !== '/api/packages')
      return send(404, { error: 'Not found.', code: 'NOT_FOUND' });
    state.lists.push(url.searchParams);
    const page = Number(url.searchParams.get('page'));
    switch (state.answer) {
      case 'list':
        return send(200, {
          packages: state.packages,
          total: state.total,
          totalPages: Math.ceil(state.total / 12),
          page,
        });
      case 'empty':
        return send(200, { packages: [], total: 0, totalPages: 0, page });
      case 'error':
        return send(400, {
          error: 'Prices must be whole numbers of rupees, 0 or more',
          code: 'VALIDATION_FAILED',
        });
      case 'bare500':
        return send(502, '<html>Bad gateway</html>');
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
const corbett = testPackage({ _id: 'pkg-corbett', slug: 'corbett', title: 'Jim Corbett Safari' });

beforeEach(() => {
  api.state.answer = 'list';
  api.state.packages = [goa, corbett];
  api.state.total = 14;
  api.state.lists = [];
});

function renderList(path = '/packages') {
  const router = createMemoryRouter([{ path: '/packages', element: <PackageList /> }], {
    initialEntries: [path],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const query = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  const lastRequest = () => Object.fromEntries(api.state.lists.at(-1) ?? []);
  return { router, query, lastRequest, user: userEvent.setup() };
}

describe('the package list', () => {
  it('shows only a spinner until the first page arrives, then the cards and the counts', async () => {
    const { lastRequest } = renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Travel Packages' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading packages' })).toBeVisible();
    expect(screen.queryByText(/Showing/)).toBeNull();

    expect(await screen.findByText('Showing 2 of 14 packages')).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Loading packages' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(lastRequest()).toEqual({ page: '1', limit: '12' });
  });

  it('asks for the filters and page the link holds, and shows them in the panel', async () => {
    const { lastRequest } = renderList(
      '/packages?search=goa&category=Beach&minPrice=10000&maxPrice=50000&duration=4-7&page=2',
    );
    await screen.findByText('Page 2 of 2');
    expect(lastRequest()).toEqual({
      search: 'goa',
      category: 'Beach',
      minPrice: '10000',
      maxPrice: '50000',
      duration: '4-7',
      page: '2',
      limit: '12',
    });
    expect(screen.getByRole('searchbox', { name: 'Search packages' })).toHaveValue('goa');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Beach');
    expect(screen.getByRole('textbox', { name: 'Min price' })).toHaveValue('10000');
    expect(screen.getByRole('textbox', { name: 'Max price' })).toHaveValue('50000');
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveTextContent('4-7 days');
  });

  it('puts a chosen filter in the URL and starts again at page 1', async () => {
    const { user, query, lastRequest } = renderList('/packages?page=2');
    await screen.findByText('Page 2 of 2');

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Wildlife' }));
    await waitFor(() => expect(query()).toEqual({ category: 'Wildlife' }));
    await waitFor(() =>
      expect(lastRequest()).toEqual({ category: 'Wildlife', page: '1', limit: '12' }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Duration' }));
    await user.click(await screen.findByRole('option', { name: '8+ days' }));
    await waitFor(() => expect(query()).toEqual({ category: 'Wildlife', duration: '8+' }));
  });

  it('applies typed text after a pause, keeps only digits in prices, and Enter applies at once', async () => {
    const { user, query, lastRequest } = renderList();
    await screen.findByText('Page 1 of 2');

    await user.type(screen.getByRole('searchbox', { name: 'Search packages' }), 'kerala');
    await waitFor(() => expect(query()).toEqual({ search: 'kerala' }));
    await waitFor(() =>
      expect(lastRequest()).toEqual({ search: 'kerala', page: '1', limit: '12' }),
    );

    await user.type(screen.getByRole('textbox', { name: 'Min price' }), '25,00x0{Enter}');
    expect(screen.getByRole('textbox', { name: 'Min price' })).toHaveValue('25000');
    await waitFor(() => expect(query()).toEqual({ search: 'kerala', minPrice: '25000' }));
  });

  it('moves between pages with the pagination, and back and forward restore the filters', async () => {
    const { user, router, query } = renderList('/packages?search=goa');
    await screen.findByText('Page 1 of 2');

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(query()).toEqual({ search: 'goa', page: '2' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(query()).toEqual({}));
    expect(screen.getByRole('searchbox', { name: 'Search packages' })).toHaveValue('');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(query()).toEqual({ search: 'goa', page: '2' }));
    expect(screen.getByRole('searchbox', { name: 'Search packages' })).toHaveValue('goa');
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
  });

  it('says when nothing matches', async () => {
    api.state.answer = 'empty';
    renderList('/packages?search=atlantis');
    expect(await screen.findByRole('heading', { name: 'No packages found' })).toBeVisible();
    expect(screen.getByText('Try adjusting your filters or search terms')).toBeVisible();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it("shows the server's error in an alert", async () => {
    api.state.answer = 'error';
    renderList('/packages?minPrice=5');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Prices must be whole numbers of rupees, 0 or more',
    );
  });

  it('says "Failed to fetch packages" when the server sends no error of its own', async () => {
    api.state.answer = 'bare500';
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to fetch packages');
    expect(within(alert).queryByText(/HTTP/)).toBeNull();
  });
});
