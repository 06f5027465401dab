import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leadMessages } from '@trip/shared/leads/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHttpServer } from '../../../test/http-server';

let server: Awaited<ReturnType<typeof startHttpServer>>;
const received: unknown[] = [];
let status = 201;

beforeAll(async () => {
  server = await startHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ lead: { _id: 'l1' }, message: 'ok' }));
    });
  });
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  received.length = 0;
  status = 201;
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
  }
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The popup, talking to the fake server. */
async function renderPopup(props: { source?: string } = {}) {
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
  vi.resetModules();
  const { PromoPopup } = await import('./promo-popup');
  const onClose = vi.fn();
  const onSubmitted = vi.fn();
  render(<PromoPopup open onClose={onClose} onSubmitted={onSubmitted} {...props} />);
  const user = userEvent.setup();
  return {
    user,
    onClose,
    onSubmitted,
    name: screen.getByLabelText('Your Name'),
    phone: screen.getByLabelText('Phone Number'),
    submit: screen.getByRole('button', { name: 'Claim My Offer' }),
  };
}

function errorOf(field: HTMLElement): string | undefined {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined;
}

// Typing through MUI in jsdom is slow on a busy machine.
describe('the promotional popup', { timeout: 30_000 }, () => {
  it('shows the three offers and keeps Submit disabled until both fields are filled', async () => {
    const { user, name, phone, submit } = await renderPopup();
    for (const perk of ['Up to 40% OFF', 'Free Travel Guide', 'VIP Access']) {
      expect(screen.getByText(perk)).toBeVisible();
    }
    expect(submit).toBeDisabled();
    await user.type(name, 'Asha');
    expect(submit).toBeDisabled();
    await user.type(phone, '9');
    expect(submit).toBeEnabled();
    await user.clear(name);
    expect(submit).toBeDisabled();
  });

  it('takes only digits in the phone, 15 at most', async () => {
    const { user, phone } = await renderPopup();
    await user.type(phone, '+91 (98765) 43-210 1234567');
    expect(phone).toHaveValue('919876543210123');
  });

  it.each([
    ['98765', leadMessages.phoneTooShort],
    ['0000000000', leadMessages.phoneInvalid],
    ['5876543210', leadMessages.phoneInvalid],
  ])('checks the phone first: %s gives "%s", whatever the name', async (digits, message) => {
    const { user, name, phone, submit } = await renderPopup();
    await user.type(name, '1');
    await user.type(phone, digits);
    await user.click(submit);
    expect(errorOf(phone)).toBe(message);
    expect(errorOf(name)).toBeUndefined();
    expect(received).toEqual([]);
  });

  it.each([
    ['   ', leadMessages.nameRequired],
    ['A', leadMessages.nameTooShort],
    ['A'.repeat(51), leadMessages.nameTooLong],
    ['Asha 2', leadMessages.nameInvalid],
  ])('then the name: %j gives "%s"', async (typed, message) => {
    const { user, name, phone, submit } = await renderPopup();
    await user.type(name, typed);
    await user.type(phone, '9876543210');
    await user.click(submit);
    expect(errorOf(name)).toBe(message);
    expect(errorOf(phone)).toBeUndefined();
    expect(received).toEqual([]);
  });

  it("clears a field's message when that field is typed in", async () => {
    const { user, name, phone, submit } = await renderPopup();
    await user.type(name, 'A');
    await user.type(phone, '98765');
    await user.click(submit);
    expect(errorOf(phone)).toBe(leadMessages.phoneTooShort);
    await user.type(name, 'sha');
    expect(errorOf(phone)).toBe(leadMessages.phoneTooShort);
    await user.type(phone, '43210');
    expect(errorOf(phone)).toBeUndefined();

    await user.clear(name);
    await user.type(name, 'A');
    await user.click(submit);
    expect(errorOf(name)).toBe(leadMessages.nameTooShort);
    await user.type(name, 'sha');
    expect(errorOf(name)).toBeUndefined();
  });

  it('sends the lead, thanks the visitor, remembers it and closes after the thank-you', async () => {
    const { user, name, phone, submit, onSubmitted, onClose } = await renderPopup({
      source: 'home_hero',
    });
    await user.type(name, '  Asha   Rao ');
    await user.type(phone, '9876543210');
    await user.click(submit);

    expect(await screen.findByText('Thank You!')).toBeVisible();
    expect(screen.getByText('Check your phone for SMS')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Welcome aboard, Asha!');
    expect(received).toEqual([{ name: 'Asha Rao', phone: '9876543210', source: 'home_hero' }]);
    expect(document.cookie).toContain('ts_contact_form_submitted=true');
    expect(document.cookie).toContain(
      `ts_lead_data=${encodeURIComponent(JSON.stringify({ name: 'Asha Rao', phone: '9876543210' }))}`,
    );
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('thanks the visitor when the server fails, and keeps the lead to send later', async () => {
    status = 503;
    const { user, name, phone, submit } = await renderPopup();
    await user.type(name, 'Ravi');
    await user.type(phone, '9123456780');
    await user.click(submit);

    expect(await screen.findByText('Thank You!')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('ts_lead_outbox') ?? '[]')).toMatchObject([
      { name: 'Ravi', phone: '9123456780' },
    ]);
  });

  it.each(['Close', 'Maybe Later'])('remembers a visitor who closes it with %s', async (label) => {
    const { user, onClose } = await renderPopup();
    await user.click(screen.getByRole('button', { name: label }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain('ts_popup_interaction=dismissed');
  });
});
