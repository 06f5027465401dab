import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itineraryMessages as m } from '@trip/shared/itineraries/constants';
import type { TripSearchParams } from '@trip/shared/itineraries/search-query';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHttpServer } from '../../../../test/http-server';
import { moveThumb } from './price-range-field';

/** Wednesday 11 March 2026. */
const TODAY = new Date(2026, 2, 11);

let server: Awaited<ReturnType<typeof startHttpServer>>;
const placeQueries: string[] = [];

beforeAll(async () => {
  server = await startHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.writeHead(200, { 'content-type': 'application/json' });
    if (url.pathname === '/api/places') {
      placeQueries.push(`${url.searchParams.get('field')}:${url.searchParams.get('q') ?? ''}`);
      response.end(
        JSON.stringify({
          places: [
            {
              city: 'Manali',
              code: 'KUU',
              airport: 'Bhuntar Airport',
              state: 'Himachal Pradesh',
              country: 'India',
              kind: 'place',
            },
            {
              city: 'Mumbai',
              code: 'BOM',
              airport: 'Chhatrapati Shivaji Maharaj International Airport',
              state: 'Maharashtra',
              country: 'India',
              kind: 'place',
            },
          ],
        }),
      );
    } else {
      response.end(JSON.stringify({ accepted: 1 }));
    }
  });
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  placeQueries.length = 0;
  localStorage.clear();
  vi.unstubAllEnvs();
  vi.resetModules();
});

function ResultsProbe() {
  const location = useLocation();
  return <p data-testid="results">{location.search}</p>;
}

async function renderCard(
  props: { onSearch?: (search: TripSearchParams) => void; onIntent?: () => void } = {},
) {
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
  vi.resetModules();
  const { SearchCard } = await import('./search-card');
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchCard today={TODAY} {...props} /> },
      { path: '/search-results', element: <ResultsProbe /> },
    ],
    { initialEntries: ['/'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    user: userEvent.setup(),
    from: screen.getByRole('combobox', { name: 'From' }),
    to: screen.getByRole('combobox', { name: 'To' }),
    search: screen.getByRole('button', { name: 'Search' }),
  };
}

/** The message under the card and the field it is tied to. */
function shownMessage(): string | undefined {
  return screen.queryByRole('alert')?.textContent ?? undefined;
}

// Typing through MUI in jsdom is slow on a busy machine.
describe('the search card', { timeout: 60_000 }, () => {
  it('starts with the spec defaults and Search disabled', async () => {
    const { from, to, search } = await renderCard();
    expect(from).toHaveValue('');
    expect(to).toHaveValue('');
    expect(search).toBeDisabled();
    expect(screen.getByRole('button', { name: /Departure/ })).toHaveTextContent('11 Mar 26');
    expect(screen.getByRole('button', { name: /Return/ })).toHaveTextContent('12 Mar 26');
    expect(screen.getByRole('button', { name: /Travellers/ })).toHaveTextContent('1 Traveller');
    expect(screen.getByLabelText('Class')).toHaveValue('Economy');
    expect(screen.getByText('₹0 – ₹50,000')).toBeVisible();
    // ₹0–50,000 is no preset's range.
    for (const name of [/^Budget/, /^Mid/, /^Premium/, /^Luxury/]) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('tells the page when the visitor starts on it, so the results page can load meanwhile', async () => {
    const onIntent = vi.fn();
    const { user, from } = await renderCard({ onIntent });
    expect(onIntent).not.toHaveBeenCalled();
    await user.click(from);
    expect(onIntent).toHaveBeenCalled();
  });

  it('enables Search only while both cities have text', async () => {
    const { user, from, to, search } = await renderCard();
    await user.type(from, 'Pune');
    expect(search).toBeDisabled();
    await user.type(to, 'G');
    expect(search).toBeEnabled();
    await user.clear(from);
    expect(search).toBeDisabled();
  });

  it('shows the three messages in order, one at a time, on the field concerned', async () => {
    const { user, from, to, search } = await renderCard();
    await user.type(from, '   ');
    await user.type(to, '   ');
    await user.click(search);
    expect(shownMessage()).toBe(m.fromRequired);
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription(m.fromRequired);
    expect(from).toHaveFocus();

    await user.clear(from);
    await user.type(from, 'Pune');
    await user.click(search);
    expect(shownMessage()).toBe(m.toRequired);
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAttribute('aria-invalid', 'false');

    await user.clear(to);
    await user.type(to, ' pune ');
    await user.click(search);
    expect(shownMessage()).toBe(m.samePlace);
    expect(to).toHaveAccessibleDescription(m.samePlace);
    expect(screen.queryByTestId('results')).toBeNull();
  });

  it('clears the message as soon as either city is typed in', async () => {
    const { user, from, to, search } = await renderCard();
    await user.type(from, 'Goa');
    await user.type(to, 'goa');
    await user.click(search);
    expect(shownMessage()).toBe(m.samePlace);
    await user.type(to, 'x');
    expect(shownMessage()).toBeUndefined();

    await user.type(to, '{Backspace}');
    await user.click(search);
    expect(shownMessage()).toBe(m.samePlace);
    await user.type(from, ' ');
    expect(shownMessage()).toBeUndefined();
  });

  it('swaps departure and destination', async () => {
    const { user, from, to } = await renderCard();
    await user.type(from, 'Delhi');
    await user.type(to, 'Manali');
    await user.click(screen.getByRole('button', { name: 'Swap departure and destination' }));
    expect(from).toHaveValue('Manali');
    expect(to).toHaveValue('Delhi');
  });

  it('suggests the ten built-in cities first, then the server suggestions, and takes free text', async () => {
    const { user, from } = await renderCard();
    await user.click(from);
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(10);
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Delhi');

    await user.type(from, 'M');
    // The From field asks for the towns trips start from as well.
    await waitFor(() => expect(placeQueries).toContain('from:M'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent?.replace(/[A-Z]{3}$/, '')),
      ).toEqual([expect.stringContaining('Mumbai'), expect.stringContaining('Manali')]),
    );
    await user.click(screen.getByRole('option', { name: /Manali/ }));
    expect(from).toHaveValue('Manali');

    await user.clear(from);
    await user.type(from, 'Somewhere Quiet');
    await user.keyboard('{Escape}');
    expect(from).toHaveValue('Somewhere Quiet');
  });

  it('counts travellers from 1 up, never below 1, and closes on Escape or a click outside', async () => {
    const { user } = await renderCard();
    const display = screen.getByRole('button', { name: /Travellers/ });
    await user.click(display);
    expect(display).toHaveAttribute('aria-expanded', 'true');
    const fewer = screen.getByRole('button', { name: 'Remove a traveller' });
    const more = screen.getByRole('button', { name: 'Add a traveller' });
    expect(fewer).toBeDisabled();

    await user.click(more);
    expect(display).toHaveTextContent('2 Travellers');
    await user.click(more);
    await user.click(more);
    expect(display).toHaveTextContent('4 Travellers');
    await user.click(fewer);
    await user.click(fewer);
    await user.click(fewer);
    expect(display).toHaveTextContent('1 Traveller');
    expect(fewer).toBeDisabled();

    await user.keyboard('{Escape}');
    expect(display).toHaveAttribute('aria-expanded', 'false');
    expect(display).toHaveFocus();

    await user.click(display);
    expect(display).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(display).toHaveAttribute('aria-expanded', 'false');
  });

  it('highlights the preset that matches the range, and none when none does', async () => {
    const { user } = await renderCard();
    const preset = (name: RegExp) => screen.getByRole('button', { name });
    await user.click(preset(/^Premium/));
    expect(preset(/^Premium/)).toHaveAttribute('aria-pressed', 'true');
    expect(preset(/^Mid/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('₹50,000 – ₹1,00,000')).toBeVisible();

    await user.click(preset(/^Luxury/));
    expect(screen.getByText('₹1,00,000 – ₹2,00,000')).toBeVisible();
    const maximum = screen.getByRole('slider', { name: 'Maximum price' });
    expect(maximum).toHaveAttribute('aria-valuenow', '200000');

    act(() => maximum.focus());
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('₹1,00,000 – ₹1,95,000')).toBeVisible();
    for (const name of [/^Budget/, /^Mid/, /^Premium/, /^Luxury/]) {
      expect(preset(name)).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('never lets the price thumbs cross', async () => {
    expect(moveThumb([0, 25_000], [30_000, 25_000], 0)).toEqual([20_000, 25_000]);
    expect(moveThumb([50_000, 100_000], [50_000, 20_000], 1)).toEqual([50_000, 55_000]);
    expect(moveThumb([0, 50_000], [10_000, 50_000], 0)).toEqual([10_000, 50_000]);
    expect(moveThumb([0, 50_000], [0, 250_000], 1)).toEqual([0, 200_000]);

    const { user } = await renderCard();
    await user.click(screen.getByRole('button', { name: /^Budget/ }));
    const minimum = screen.getByRole('slider', { name: 'Minimum price' });
    act(() => minimum.focus());
    await user.keyboard('{End}');
    expect(minimum).toHaveAttribute('aria-valuenow', '20000');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuenow',
      '25000',
    );
  });

  it('picks dates in the popup: no past days, start then end, a reversed pair swapped', async () => {
    const { user } = await renderCard();
    await user.click(screen.getByRole('button', { name: /Departure/ }));
    const popup = await screen.findByRole('dialog', { name: 'Choose travel dates' });
    const day = (name: string) => within(popup).getByRole('button', { name });
    // The summary line of the popup, while the card behind it is hidden from the reader.
    const chosen = () => within(popup).getByText(/→/).textContent;

    const yesterday = await within(popup).findByRole('button', { name: 'Tuesday, 10 March 2026' });
    expect(yesterday).toHaveAttribute('aria-disabled', 'true');
    await user.click(yesterday);
    expect(chosen()).toBe('11 Mar 26 → 12 Mar 26');

    await user.click(day('Friday, 20 March 2026'));
    expect(chosen()).toBe('20 Mar 26 → 20 Mar 26');
    await user.click(day('Wednesday, 18 March 2026'));
    expect(chosen()).toBe('18 Mar 26 → 20 Mar 26');

    expect(within(popup).getByRole('button', { name: 'Yesterday' })).toBeDisabled();
    expect(within(popup).getByRole('button', { name: 'Last Week' })).toBeDisabled();
    expect(within(popup).getByRole('button', { name: 'Last Month' })).toBeDisabled();
    await user.click(within(popup).getByRole('button', { name: 'This Week' }));
    expect(chosen()).toBe('11 Mar 26 → 15 Mar 26');
    expect(within(popup).getByRole('button', { name: 'This Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(within(popup).getByLabelText('days starting today'), '7');
    expect(chosen()).toBe('11 Mar 26 → 17 Mar 26');

    await user.click(within(popup).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /Departure/ })).toHaveTextContent('11 Mar 26');
    expect(screen.getByRole('button', { name: /Return/ })).toHaveTextContent('17 Mar 26');
  });

  it('moves through the days with the keyboard and stops at today', async () => {
    const { user } = await renderCard();
    await user.click(screen.getByRole('button', { name: /Departure/ }));
    const popup = await screen.findByRole('dialog', { name: 'Choose travel dates' });
    const today = await within(popup).findByRole('button', { name: 'Wednesday, 11 March 2026' });
    await waitFor(() => expect(today).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(within(popup).getByRole('button', { name: 'Thursday, 19 March 2026' })).toHaveFocus();
    // 19 April would make a 32-day trip: it cannot be picked.
    await user.keyboard('{Enter}{PageDown}{Enter}');
    expect(within(popup).getByText(/→/)).toHaveTextContent('19 Mar 26 → 19 Mar 26');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(within(popup).getByText(/→/)).toHaveTextContent('19 Mar 26 → 12 Apr 26');
    await user.keyboard('{PageUp}{PageUp}{ArrowUp}');
    expect(within(popup).getByRole('button', { name: 'Wednesday, 11 March 2026' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /Departure/ })).toHaveFocus();
  });

  it('saves the search and opens the results page with the search in its address', async () => {
    const { user, from, to, search } = await renderCard();
    await user.type(from, ' New Delhi ');
    await user.type(to, 'Goa');
    await user.click(screen.getByRole('button', { name: /Travellers/ }));
    await user.click(screen.getByRole('button', { name: 'Add a traveller' }));
    await user.selectOptions(screen.getByLabelText('Class'), 'Business');
    await user.click(screen.getByRole('button', { name: /^Premium/ }));
    await user.click(search);

    expect(await screen.findByTestId('results')).toHaveTextContent(
      '?from=New+Delhi&to=Goa&departureDate=2026-03-11&returnDate=2026-03-12' +
        '&travellers=2&travelClass=Business&minPrice=50000&maxPrice=100000',
    );
    expect(JSON.parse(localStorage.getItem('ts_search_params') ?? 'null')).toEqual({
      from: 'New Delhi',
      to: 'Goa',
      departureDate: '2026-03-11',
      returnDate: '2026-03-12',
      travellers: 2,
      travelClass: 'Business',
      priceRange: [50_000, 100_000],
    });
  });

  it('hands the search to a parent that takes it, instead of navigating', async () => {
    const onSearch = vi.fn();
    const { user, from, to, search } = await renderCard({ onSearch });
    await user.type(from, 'Pune');
    await user.type(to, 'Jaipur');
    await user.click(search);
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ from: 'Pune', to: 'Jaipur', travellers: 1 }),
    );
    expect(screen.queryByTestId('results')).toBeNull();
  });
});
