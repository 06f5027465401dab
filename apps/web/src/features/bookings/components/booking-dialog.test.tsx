import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { earliestStart, tripLimitMessages } from '@trip/shared/bookings/trip-limits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { bookingMessages } from '@trip/shared/bookings/constants';
import { phoneMessages } from '@trip/shared/common/phone';
import { addDays, todayInIndia } from '@trip/shared/itineraries/trip-dates';
import { useState } from 'react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingDialog, type BookingDialogProps } from './booking-dialog';

type Answer = 'created' | 'fieldErrors' | 'gone' | 'bare500' | 'drop' | 'hold';

// The API client reads its base address when it loads, so the server starts before any import.
const api = await vi.hoisted(async () => {
  const { startHttpServer } = await import('../../../test/http-server');
  const requests: { url?: string; key?: string; body: Record<string, unknown> }[] = [];
  const state = { answers: [] as Answer[], held: [] as (() => void)[] };
  const server = await startHttpServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => {
      const key = request.headers['idempotency-key'];
      requests.push({
        url: request.url,
        key: typeof key === 'string' ? key : undefined,
        body: JSON.parse(text || '{}') as Record<string, unknown>,
      });
      const send = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
      };
      const created = () =>
        send(201, {
          booking: { _id: 'b1', status: 'pending' },
          message: 'Booking request submitted successfully! We will contact you within 24 hours.',
        });
      switch (state.answers.shift() ?? 'created') {
        case 'created':
          return created();
        case 'hold':
          state.held.push(created);
          return;
        case 'fieldErrors':
          return send(400, {
            error: 'Some fields are not valid.',
            code: 'VALIDATION_FAILED',
            fieldErrors: {
              phone: 'Phone number cannot exceed 15 digits',
              preferredDate: 'Preferred date cannot be in the past',
            },
          });
        case 'gone':
          return send(404, {
            error: 'This package is no longer available for booking',
            code: 'NOT_FOUND',
          });
        case 'bare500':
          return send(500, '<html>Bad gateway</html>');
        case 'drop':
          // The connection dies without an answer, as when the network drops.
          request.socket.destroy();
          return;
      }
    });
  });
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
  return { server, requests, state };
});

// Typing into MUI fields in jsdom is slow, a success waits 2 s before closing, and a lost
// connection is tried three times, a second apart.
vi.setConfig({ testTimeout: 20_000 });
// Two shared cores: the page may take longer than testing-library's 1 s to settle.
configure({ asyncUtilTimeout: 5000 });

afterAll(async () => {
  await api.server.close();
});

beforeEach(() => {
  api.requests.length = 0;
  api.state.answers = [];
  api.state.held = [];
});

const inTenDays = addDays(todayInIndia(), 10);

function Host(props: Partial<BookingDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Book Now
      </button>
      <BookingDialog
        open={open}
        onClose={() => setOpen(false)}
        itemType="package"
        packageId="pkg-goa"
        packageSlug="goa-sun-sand-and-forts"
        packageTitle="Goa Sun, Sand & Forts"
        packagePrice={16_650}
        {...props}
      />
    </>
  );
}

function renderDialog(props: Partial<BookingDialogProps> = {}) {
  const user = userEvent.setup();
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <Host {...props} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Book Your Trip' });
  return { user, dialog };
}

async function fill(
  dialog: HTMLElement,
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; phone?: string; travelers?: string; date?: string; email?: string },
) {
  const field = (label: string) => within(dialog).getByLabelText(label, { exact: false });
  if (values.name) await user.type(field('Full Name'), values.name);
  if (values.phone) await user.type(field('Phone Number'), values.phone);
  if (values.travelers !== undefined) {
    await user.clear(field('Number of Travelers'));
    await user.type(field('Number of Travelers'), values.travelers);
  }
  if (values.date) fireEvent.change(field('Preferred Date'), { target: { value: values.date } });
  if (values.email) await user.type(field('Email (optional)'), values.email);
}

const priya = { name: 'Priya Sharma', phone: '98765 43210', travelers: '2', date: inTenDays };

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Submit Booking Request' });

describe('the booking dialog', () => {
  it('shows what is booked, at its price per person', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByText('Goa Sun, Sand & Forts')).toBeVisible();
    expect(within(dialog).getByText('₹16,650 per person')).toBeVisible();
    const date = within(dialog).getByLabelText('Preferred Date', { exact: false });
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', todayInIndia());
  });

  it('says what is missing, with the same words as the server, and sends nothing', async () => {
    const { user, dialog } = renderDialog();
    await user.clear(within(dialog).getByLabelText('Number of Travelers', { exact: false }));
    await user.click(submitButton(dialog));
    const described = (label: string) => within(dialog).getByLabelText(label, { exact: false });
    await waitFor(() =>
      expect(described('Full Name')).toHaveAccessibleDescription(bookingMessages.fullNameRequired),
    );
    expect(described('Phone Number')).toHaveAccessibleDescription(phoneMessages.required);
    expect(described('Number of Travelers')).toHaveAccessibleDescription(
      bookingMessages.travelersRange,
    );
    expect(described('Preferred Date')).toHaveAccessibleDescription(
      bookingMessages.preferredDateRequired,
    );
    expect(api.requests).toEqual([]);
  });

  it('holds a party and a date to the package’s own limits, as the server does', async () => {
    const limits = { minTravelers: 1, maxTravelers: 2, advanceDays: 14 };
    const { user, dialog } = renderDialog({ limits });
    const travelers = within(dialog).getByLabelText('Number of Travelers', { exact: false });
    expect(travelers).toHaveAttribute('max', '2');
    const date = within(dialog).getByLabelText('Preferred Date', { exact: false });
    expect(date).toHaveAttribute('min', earliestStart(limits, todayInIndia()));
    await fill(dialog, user, { ...priya, travelers: '6' });
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByText(tripLimitMessages.tooMany(2))).toBeVisible();
    expect(
      within(dialog).getByText(
        tripLimitMessages.tooSoon(14, earliestStart(limits, todayInIndia())),
      ),
    ).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('starts from an itinerary’s own travellers and date', () => {
    const { dialog } = renderDialog({ defaults: { travelers: 3, preferredDate: inTenDays } });
    expect(within(dialog).getByLabelText('Number of Travelers', { exact: false })).toHaveValue(3);
    expect(within(dialog).getByLabelText('Preferred Date', { exact: false })).toHaveValue(
      inTenDays,
    );
  });

  it('refuses more than 20 travelers, a date in the past and a bad e-mail', async () => {
    const { user, dialog } = renderDialog();
    await fill(dialog, user, {
      ...priya,
      travelers: '21',
      date: addDays(todayInIndia(), -1),
      email: 'priya@',
    });
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByText(bookingMessages.travelersRange)).toBeVisible();
    expect(within(dialog).getByText(bookingMessages.preferredDateInPast)).toBeVisible();
    expect(within(dialog).getByText(bookingMessages.emailInvalid)).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('sends the request, says it is submitting, shows the success, closes after 2 s and resets', async () => {
    const { user, dialog } = renderDialog();
    await fill(dialog, user, { ...priya, email: 'Priya@Example.com' });
    await user.type(
      within(dialog).getByLabelText('Special Requests (optional)'),
      'A sea-facing room',
    );
    api.state.answers = ['hold'];
    await user.click(submitButton(dialog));

    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await waitFor(() => expect(api.state.held).toHaveLength(1));
    api.state.held.shift()?.();

    expect(await within(dialog).findByRole('status')).toHaveTextContent(bookingMessages.submitted);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      url: '/api/packages/book',
      body: {
        itemType: 'package',
        packageId: 'pkg-goa',
        packageSlug: 'goa-sun-sand-and-forts',
        fullName: 'Priya Sharma',
        phone: '9876543210',
        email: 'priya@example.com',
        travelers: 2,
        preferredDate: inTenDays,
        specialRequests: 'A sea-facing room',
      },
    });
    expect(api.requests[0]!.key).toMatch(/^[\w-]{16,}$/);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const reopened = await screen.findByRole('dialog', { name: 'Book Your Trip' });
    expect(within(reopened).getByLabelText('Full Name', { exact: false })).toHaveValue('');
    expect(within(reopened).queryByRole('status')).toBeNull();
  });

  it("puts the server's field messages on the fields", async () => {
    const { user, dialog } = renderDialog();
    await fill(dialog, user, priya);
    api.state.answers = ['fieldErrors'];
    await user.click(submitButton(dialog));
    const phone = within(dialog).getByLabelText('Phone Number', { exact: false });
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('Phone number cannot exceed 15 digits'),
    );
    expect(
      within(dialog).getByLabelText('Preferred Date', { exact: false }),
    ).toHaveAccessibleDescription('Preferred date cannot be in the past');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Some fields are not valid.');
  });

  it("shows the server's error, or the general failure when it sent none", async () => {
    const { user, dialog } = renderDialog();
    await fill(dialog, user, priya);
    api.state.answers = ['gone'];
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This package is no longer available for booking',
    );

    api.state.answers = ['bare500'];
    await user.click(submitButton(dialog));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(bookingMessages.submitFailed),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe(bookingMessages.submitFailed);
  });

  it('tries a lost request again with the same key, then says the network failed', async () => {
    const { user, dialog } = renderDialog();
    await fill(dialog, user, priya);
    api.state.answers = ['drop', 'drop', 'drop'];
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      bookingMessages.submitNetworkFailed,
    );
    expect(api.requests).toHaveLength(3);
    const firstKey = api.requests[0]!.key;
    expect(api.requests.map((request) => request.key)).toEqual([firstKey, firstKey, firstKey]);

    // Sending the same answers again is the same submission: the server can tell.
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(bookingMessages.submitted);
    expect(api.requests).toHaveLength(4);
    expect(api.requests[3]!.key).toBe(firstKey);
  });

  it('gives a changed submission a new key', async () => {
    const { user, dialog } = renderDialog();
    await fill(dialog, user, priya);
    api.state.answers = ['gone'];
    await user.click(submitButton(dialog));
    await within(dialog).findByRole('alert');

    await user.type(within(dialog).getByLabelText('Full Name', { exact: false }), ' Rao');
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(bookingMessages.submitted);
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]!.key).not.toBe(api.requests[0]!.key);
    expect(api.requests[1]!.body.fullName).toBe('Priya Sharma Rao');
  });

  it('books an itinerary the same way', async () => {
    const { user, dialog } = renderDialog({
      itemType: 'itinerary',
      packageId: 'itin-1',
      packageSlug: 'mumbai-to-goa-beach-escape',
      packageTitle: 'Goa Beach Escape',
      packagePrice: 24_000,
    });
    expect(within(dialog).getByText('Goa Beach Escape')).toBeVisible();
    await fill(dialog, user, priya);
    await user.click(submitButton(dialog));
    await within(dialog).findByRole('status');
    expect(api.requests[0]!.body).toMatchObject({
      itemType: 'itinerary',
      packageId: 'itin-1',
      packageSlug: 'mumbai-to-goa-beach-escape',
    });
  });
});
