import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closedServerUrl, startHttpServer } from '../../../test/http-server';
import { LEAD_OUTBOX_KEY, createLeadOutbox } from './lead-outbox';
import { postLead, type LeadToSend } from './submit-lead';

let server: Awaited<ReturnType<typeof startHttpServer>>;
/** Leads the fake server kept, in order. */
const kept: LeadToSend[] = [];
/** Statuses it answers with before it starts keeping leads (201). */
let failures: number[] = [];
let requests = 0;
const stops: (() => void)[] = [];

beforeAll(async () => {
  server = await startHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      requests += 1;
      const status = failures.shift() ?? 201;
      if (status === 201) kept.push(JSON.parse(body) as LeadToSend);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(status === 201 ? { lead: { _id: 'l1' }, message: 'ok' } : { error: 'x' }),
      );
    });
  });
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  kept.length = 0;
  failures = [];
  requests = 0;
  localStorage.clear();
  vi.useRealTimers();
});

const asha = { name: 'Asha Rao', phone: '9876543210', source: 'home_hero' };

function outboxFor(baseUrl: string, options: { baseDelayMs?: number } = {}) {
  return createLeadOutbox({ send: (lead) => postLead(lead, { baseUrl }), ...options });
}

function stored(): unknown[] {
  return JSON.parse(localStorage.getItem(LEAD_OUTBOX_KEY) ?? '[]') as unknown[];
}

describe('the lead outbox', () => {
  it('sends a lead once and keeps nothing when the server takes it', async () => {
    const outbox = outboxFor(server.baseUrl);
    expect(await outbox.submit(asha)).toBe('sent');
    expect(kept).toEqual([asha]);
    expect(localStorage.getItem(LEAD_OUTBOX_KEY)).toBeNull();
  });

  it('keeps a lead the server failed on and sends it on the next page load', async () => {
    failures = [503];
    const first = outboxFor(server.baseUrl);
    expect(await first.submit(asha)).toBe('retry');
    expect(kept).toEqual([]);
    expect(stored()).toMatchObject([{ name: 'Asha Rao', phone: '9876543210', attempts: 1 }]);

    // A new page: a fresh outbox finds the lead in storage and sends it.
    const next = outboxFor(server.baseUrl);
    stops.push(next.start());
    await vi.waitFor(() => expect(kept).toEqual([asha]));
    await vi.waitFor(() => expect(localStorage.getItem(LEAD_OUTBOX_KEY)).toBeNull());
    expect(requests).toBe(2);
  });

  it('keeps a lead while nothing answers and sends it when the browser is back online', async () => {
    const offline = outboxFor(await closedServerUrl());
    expect(await offline.submit(asha)).toBe('retry');
    expect(stored()).toHaveLength(1);

    const online = outboxFor(server.baseUrl);
    stops.push(online.start());
    await vi.waitFor(() => expect(kept).toEqual([asha]));
    kept.length = 0;

    failures = [502];
    expect(await online.submit({ name: 'Ravi Kumar', phone: '9123456780' })).toBe('retry');
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(kept).toEqual([{ name: 'Ravi Kumar', phone: '9123456780' }]));
    expect(online.waiting()).toEqual([]);
  });

  it('tries again on its own, waiting longer after each failure, until the server takes it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    failures = [503, 503, 429];
    const outbox = outboxFor(server.baseUrl, { baseDelayMs: 1000 });
    expect(await outbox.submit(asha)).toBe('retry');

    // 1 s after the first failure, then 2 s, then 4 s.
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(outbox.waiting()[0]?.attempts).toBe(2));
    await vi.advanceTimersByTimeAsync(1999);
    expect(outbox.waiting()[0]?.attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(outbox.waiting()[0]?.attempts).toBe(3));
    await vi.advanceTimersByTimeAsync(4000);
    await vi.waitFor(() => expect(kept).toEqual([asha]));
    expect(outbox.waiting()).toEqual([]);
    expect(requests).toBe(4);
  });

  it('does not keep a lead the server refuses as invalid', async () => {
    failures = [400];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outbox = outboxFor(server.baseUrl);
    expect(await outbox.submit(asha)).toBe('refused');
    expect(outbox.waiting()).toEqual([]);
    warn.mockRestore();
  });
});
