import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Booking } from '@trip/shared/bookings/schemas';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../../lib/session-store';
import { setViewportWidth } from '../../../../test/match-media';
import { BookingManagement } from './booking-management';

type Received = { method?: string; url: URL; auth?: string; json?: unknown };

// The API client reads its base address when it loads, so the server starts before any import.
const api = await vi.hoisted(async () => {
  const { startHttpServer } = await import('../../../../test/http-server');
  const requests: Received[] = [];
  const state = {
    bookings: [] as Booking[],
    failList: false,
    failWrites: false,
  };
  const server = await startHttpServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://test.local');
      requests.push({
        method: request.method,
        url,
        auth: request.headers.authorization,
        json: text === '' ? undefined : JSON.parse(text),
      });
      const send = (status: number, answer?: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(answer === undefined ? undefined : JSON.stringify(answer));
      };
      if (request.headers.authorization !== 'Bearer admin-token') {
        return send(401, { error: 'Please sign in.', code: 'UNAUTHORIZED' });
      }
      if (url.pathname === '/api/bookings/admin/stats') {
        const count = (status: string) => state.bookings.filter((b) => b.status === status).length;
        return send(200, {
          totalBookings: state.bookings.length,
          pendingBookings: count('pending'),
          contactedBookings: count('contacted'),
          confirmedBookings: count('confirmed'),
          cancelledBookings: count('cancelled'),
          completedBookings: count('completed'),
        });
      }
      if (url.pathname === '/api/bookings/admin') {
        if (state.failList) return send(500, { error: 'Something went wrong.', code: 'INTERNAL' });
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        const status = url.searchParams.get('status');
        const search = url.searchParams.get('search')?.toLowerCase();
        const matching = state.bookings.filter(
          (booking) =>
            (!status || booking.status === status) &&
            (!search || booking.customerInfo.fullName.toLowerCase().includes(search)),
        );
        return send(200, {
          bookings: matching.slice((page - 1) * limit, page * limit),
          total: matching.length,
        });
      }
      const write = /^\/api\/bookings\/admin\/([^/]+)\/(contact|status)$/.exec(url.pathname);
      if (write) {
        if (state.failWrites) {
          return send(500, { error: 'Something went wrong.', code: 'INTERNAL' });
        }
        const booking = state.bookings.find((candidate) => candidate._id === write[1]);
        if (!booking) return send(404, { error: 'Booking not found', code: 'NOT_FOUND' });
        const body = JSON.parse(text) as Record<string, unknown>;
        const at = '2026-05-02T06:30:00.000Z';
        const by = { _id: 'a1', name: 'Asha Menon' };
        let changed: Booking;
        if (write[2] === 'contact') {
          const attempt = {
            method: body.method as Booking['contactAttempts'][number]['method'],
            successful: body.successful === true,
            notes: String(body.notes ?? ''),
            date: at,
            by,
          };
          const moves = attempt.successful && booking.status === 'pending';
          changed = {
            ...booking,
            status: moves ? 'contacted' : booking.status,
            contactAttempts: [...booking.contactAttempts, attempt],
            statusHistory: moves
              ? [...booking.statusHistory, { from: 'pending', to: 'contacted', note: '', by, at }]
              : booking.statusHistory,
          };
        } else {
          const to = body.status as Booking['status'];
          changed = {
            ...booking,
            status: to,
            statusHistory: [
              ...booking.statusHistory,
              { from: booking.status, to, note: String(body.note ?? ''), by, at },
            ],
          };
        }
        state.bookings = state.bookings.map((item) => (item._id === changed._id ? changed : item));
        return send(200, { booking: changed });
      }
      return send(404, { error: 'Not found.', code: 'NOT_FOUND' });
    });
  });
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
  return { server, requests, state };
});

vi.setConfig({ testTimeout: 60_000 });
// Answers come from a real server over HTTP: give them more than the default second.
configure({ asyncUtilTimeout: 5000 });

function booking(index: number, overrides: Partial<Booking> = {}): Booking {
  return {
    _id: `b${index}`,
    customerInfo: {
      fullName: `Traveller ${index}`,
      phone: `98765${String(index).padStart(5, '0')}`,
      email: '',
      travelers: 2,
      preferredDate: '2026-06-05',
      specialRequests: '',
    },
    packageId: 'p1',
    packageSlug: 'kerala-backwaters',
    packageTitle: 'Kerala Backwaters',
    packagePrice: 22500,
    itemType: 'package',
    status: 'pending',
    createdAt: '2026-05-01T04:30:00.000Z',
    updatedAt: '2026-05-01T04:30:00.000Z',
    contactAttempts: [],
    statusHistory: [
      { from: null, to: 'pending', note: '', by: null, at: '2026-05-01T04:30:00.000Z' },
    ],
    ...overrides,
  };
}

afterAll(async () => {
  await api.server.close();
});

beforeEach(() => {
  setViewportWidth(1280);
  api.requests.length = 0;
  api.state.failList = false;
  api.state.failWrites = false;
  api.state.bookings = Array.from({ length: 23 }, (_, index) => booking(index + 1));
  startSession('admin', {
    token: 'admin-token',
    profile: {
      _id: 'a1',
      username: 'Asha Menon',
      email: 'asha@tripsutra.in',
      role: 'admin',
      lastLogin: null,
      previousLogin: null,
    },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  endSession('admin', 'signedOut');
  localStorage.clear();
});

function renderSection() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BookingManagement />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user };
}

/** The query of every list request so far, as the server read it. */
function listQueries(): Record<string, string>[] {
  return api.requests
    .filter((request) => request.url.pathname === '/api/bookings/admin')
    .map((request) => Object.fromEntries(request.url.searchParams));
}

async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: 'Bookings' });
  const cell = await within(table).findByText(name);
  return cell.closest('tr')!;
}

describe('Booking Management', () => {
  it('asks for the newest bookings ten at a time and pages through them', async () => {
    const { user } = renderSection();
    await rowOf('Traveller 1');
    expect(listQueries()[0]).toEqual({
      page: '1',
      limit: '10',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(screen.getByText('1–10 of 23')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await rowOf('Traveller 11');
    expect(listQueries().at(-1)).toMatchObject({ page: '2', limit: '10' });
    expect(screen.getByText('11–20 of 23')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await rowOf('Traveller 23');
    expect(listQueries().at(-1)).toMatchObject({ page: '1', limit: '25' });
    expect(screen.getByText('1–23 of 23')).toBeVisible();
  });

  it('offers sizes 10, 25 and 50', async () => {
    const { user } = renderSection();
    await rowOf('Traveller 1');
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '25', '50']);
  });

  it('filters by status from the first page and searches once typing settles', async () => {
    api.state.bookings[14] = booking(15, { status: 'confirmed' });
    const { user } = renderSection();
    await rowOf('Traveller 1');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await rowOf('Traveller 11');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const statuses = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(statuses.map((option) => option.textContent)).toEqual([
      'All statuses',
      'Pending',
      'Contacted',
      'Confirmed',
      'Cancelled',
      'Completed',
    ]);
    await user.click(screen.getByRole('option', { name: 'Confirmed' }));
    await rowOf('Traveller 15');
    expect(listQueries().at(-1)).toMatchObject({ page: '1', status: 'confirmed' });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All statuses' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'Traveller 2');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ search: 'Traveller 2' }));
    expect(listQueries().at(-1)).not.toHaveProperty('status');
  });

  it('shows the counts of each status', async () => {
    api.state.bookings[0] = booking(1, { status: 'confirmed' });
    renderSection();
    const counts = await screen.findByRole('list', { name: 'Booking counts' });
    const card = (label: string) => within(counts).getByText(label).closest('li');
    await waitFor(() => expect(card('Total')).toHaveTextContent('Total23'));
    expect(card('Pending')).toHaveTextContent('Pending22');
    expect(card('Contacted')).toHaveTextContent('Contacted0');
    expect(card('Confirmed')).toHaveTextContent('Confirmed1');
    expect(card('Cancelled')).toHaveTextContent('Cancelled0');
    expect(card('Completed')).toHaveTextContent('Completed0');
  });

  it("says 'Failed to fetch bookings' when the list cannot be loaded", async () => {
    api.state.failList = true;
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch bookings');
  });

  it('records a contact: phone and not reached unless the admin says otherwise', async () => {
    const { user } = renderSection();
    const row = await rowOf('Traveller 1');
    await user.click(within(row).getByRole('button', { name: 'Record contact with Traveller 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Contact' });
    expect(within(dialog).getByRole('radio', { name: 'Phone' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Dates agreed');
    await user.click(within(dialog).getByRole('button', { name: 'Save Contact' }));

    expect(await screen.findByText('Contact recorded')).toBeVisible();
    const sent = api.requests.find((request) => request.method === 'POST');
    expect(sent?.url.pathname).toBe('/api/bookings/admin/b1/contact');
    expect(sent?.json).toEqual({ method: 'phone', successful: true, notes: 'Dates agreed' });
    await waitFor(() => expect(within(row).getByText('Contacted')).toBeVisible());
  });

  it('tells the admin when a contact could not be recorded, and keeps the dialog', async () => {
    api.state.failWrites = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderSection();
    const row = await rowOf('Traveller 1');
    await user.click(within(row).getByRole('button', { name: 'Record contact with Traveller 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Contact' });
    await user.click(within(dialog).getByRole('radio', { name: 'WhatsApp' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Contact' }));

    expect(await screen.findByText('Failed to record contact')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Record Contact' })).toBeVisible();
    expect(logged).toHaveBeenCalledWith('Failed to record contact', expect.anything());
  });

  it('shows the details and moves the booking to another status with a note', async () => {
    api.state.bookings[0] = booking(1, {
      customerInfo: {
        fullName: 'Priya Sharma',
        phone: '9876543210',
        email: 'priya@example.com',
        travelers: 3,
        preferredDate: '2026-06-05',
        specialRequests: 'Vegetarian meals, please',
      },
      contactAttempts: [
        {
          method: 'whatsapp',
          successful: false,
          notes: 'No answer',
          date: '2026-05-01T06:00:00.000Z',
          by: { _id: 'a1', name: 'Asha Menon' },
        },
      ],
    });
    const { user } = renderSection();
    const row = await rowOf('Priya Sharma');
    expect(within(row).getByText('5 Jun 2026')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'View booking of Priya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: /Booking details/ });
    expect(within(dialog).getByRole('link', { name: 'priya@example.com' })).toBeVisible();
    expect(within(dialog).getByText('Vegetarian meals, please')).toBeVisible();
    expect(within(dialog).getByText('₹22,500 per person')).toBeVisible();
    expect(within(dialog).getByText('₹67,500 for 3 travelers')).toBeVisible();
    expect(within(dialog).getByText('WhatsApp · Not reached')).toBeVisible();
    expect(within(dialog).getByText('No answer')).toBeVisible();

    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note (optional)' }),
      'Advance paid',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));

    expect(await within(dialog).findByText('Pending → Confirmed')).toBeVisible();
    expect(within(dialog).getByText('Advance paid')).toBeVisible();
    const sent = api.requests.find((request) => request.method === 'PATCH');
    expect(sent?.url.pathname).toBe('/api/bookings/admin/b1/status');
    expect(sent?.json).toEqual({ status: 'confirmed', note: 'Advance paid' });
  });

  it("shows 'Failed to update status' when a status change fails", async () => {
    api.state.failWrites = true;
    const { user } = renderSection();
    const row = await rowOf('Traveller 1');
    await user.click(within(row).getByRole('button', { name: 'View booking of Traveller 1' }));
    const dialog = await screen.findByRole('dialog', { name: /Booking details/ });
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update status');
  });
});
