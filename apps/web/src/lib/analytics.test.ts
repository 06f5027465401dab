import type { TrackEventInput } from '@trip/shared/activity/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHttpServer } from '../test/http-server';
import { createTracker, loadEventSchema, type Tracker } from './analytics';

type Received = { auth?: string; body: { anonymousId?: string; events: TrackEventInput[] } };

let server: Awaited<ReturnType<typeof startHttpServer>>;
const received: Received[] = [];
/** Statuses the fake server answers with, in turn; 202 once they run out. */
let answers: number[] = [];
let tracker: Tracker | undefined;

beforeAll(async () => {
  await loadEventSchema();
  server = await startHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const status = answers.shift() ?? 202;
      if (status === 202) {
        received.push({
          auth: request.headers.authorization,
          body: JSON.parse(body) as Received['body'],
        });
      }
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 202 ? { accepted: 1 } : { error: 'no' }));
    });
  });
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  tracker?.stop();
  tracker = undefined;
  received.length = 0;
  answers = [];
  vi.useRealTimers();
});

function newTracker(options: Parameters<typeof createTracker>[0] = {}) {
  tracker = createTracker({
    baseUrl: server.baseUrl,
    getAnonymousId: () => 'visitor-1234',
    flushDelayMs: 60_000,
    ...options,
  });
  return tracker;
}

const pageView = (path: string): TrackEventInput => ({
  activityType: 'page_view',
  pageData: { path },
});

describe('the activity tracker', () => {
  it('keeps what is tracked before the event schema has loaded, and checks it then', async () => {
    vi.resetModules();
    const fresh = await import('./analytics');
    const early = fresh.createTracker({
      baseUrl: server.baseUrl,
      getAnonymousId: () => 'visitor-1234',
      flushDelayMs: 60_000,
    });
    try {
      early.track(pageView('/early'));
      early.track(pageView(''));
      expect(early.pending()).toBe(2);
      await early.flush();
      expect(received.flatMap((request) => request.body.events)).toEqual([pageView('/early')]);
      expect(early.pending()).toBe(0);
    } finally {
      early.stop();
    }
  });

  it('sends what waits in batches of at most 50, in order, with the anonymous id', async () => {
    const tracker = newTracker();
    for (let index = 0; index < 120; index += 1) tracker.track(pageView(`/page/${index}`));
    await tracker.flush();

    expect(received.map((request) => request.body.events.length)).toEqual([50, 50, 20]);
    const paths = received.flatMap((request) =>
      request.body.events.map((event) => (event as { pageData: { path: string } }).pageData.path),
    );
    expect(paths).toEqual(Array.from({ length: 120 }, (_, index) => `/page/${index}`));
    expect(received.every((request) => request.body.anonymousId === 'visitor-1234')).toBe(true);
    expect(tracker.pending()).toBe(0);
  });

  it('sends a batch a few seconds after the first event, without being asked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tracker = newTracker({ flushDelayMs: 5000 });
    tracker.track(pageView('/'));
    tracker.track({
      activityType: 'search',
      searchData: { from: 'Pune', to: 'Goa', travellers: 2, travelClass: 'Economy' },
    });
    expect(received).toEqual([]);

    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.body.events.map((event) => event.activityType)).toEqual([
      'page_view',
      'search',
    ]);
  });

  it('keeps a batch the server could not take and sends it with the next', async () => {
    answers = [503];
    const tracker = newTracker();
    tracker.track(pageView('/first'));
    await tracker.flush();
    expect(received).toEqual([]);
    expect(tracker.pending()).toBe(1);

    tracker.track(pageView('/second'));
    await tracker.flush();
    expect(received).toHaveLength(1);
    expect(received[0]!.body.events).toEqual([pageView('/first'), pageView('/second')]);
  });

  it('drops a batch the server refuses as invalid rather than sending it forever', async () => {
    answers = [400];
    const tracker = newTracker();
    tracker.track(pageView('/refused'));
    await tracker.flush();
    expect(tracker.pending()).toBe(0);
  });

  it('never sends a phone number, in a phone field or in any text', async () => {
    const tracker = newTracker();
    tracker.track({
      activityType: 'form_submission',
      formData: { formType: 'booking', name: 'Asha', phone: '9876543210' },
    });
    tracker.track({
      activityType: 'search',
      searchData: { from: 'call +91 98765-43210', to: 'Goa' },
    });
    await tracker.flush();

    const text = JSON.stringify(received);
    expect(text).not.toMatch(/98765/);
    expect(received[0]!.body.events).toEqual([
      { activityType: 'form_submission', formData: { formType: 'booking', name: 'Asha' } },
      { activityType: 'search', searchData: { from: 'call [number removed]', to: 'Goa' } },
    ]);
  });

  it('leaves out an event the server would refuse, keeping the others', async () => {
    const tracker = newTracker();
    tracker.track(pageView(''));
    tracker.track(pageView('/kept'));
    await tracker.flush();
    expect(received[0]!.body.events).toEqual([pageView('/kept')]);
  });

  it("sends the traveller's token when one is signed in", async () => {
    const tracker = newTracker({ getToken: () => 'user-token' });
    tracker.track(pageView('/'));
    await tracker.flush();
    expect(received[0]!.auth).toBe('Bearer user-token');
  });

  it('hands unchecked events to the beacon when the page goes before the schema loads', async () => {
    const beacons: { url: string; body: Blob }[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: Blob) => beacons.push({ url, body }) > 0,
    });
    vi.resetModules();
    const fresh = await import('./analytics');
    const early = fresh.createTracker({ baseUrl: server.baseUrl, flushDelayMs: 60_000 });
    try {
      early.track(pageView('/a'));
      early.track(pageView('/b'));
      window.dispatchEvent(new Event('pagehide'));
      expect(beacons).toHaveLength(1);
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(beacons[0]!.body);
      });
      const sent = JSON.parse(text) as Received['body'];
      expect(sent.events).toEqual([pageView('/a'), pageView('/b')]);
      expect(early.pending()).toBe(0);
    } finally {
      early.stop();
    }
  });

  it('hands what waits to the beacon when the page is hidden', () => {
    const beacons: { url: string; body: Blob }[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: Blob) => beacons.push({ url, body }) > 0,
    });
    const tracker = newTracker();
    for (let index = 0; index < 60; index += 1) tracker.track(pageView(`/p${index}`));
    expect(tracker.pending()).toBe(10);

    window.dispatchEvent(new Event('pagehide'));
    expect(beacons.map((beacon) => beacon.url)).toEqual([`${server.baseUrl}/api/analytics/track`]);
    expect(beacons[0]!.body.type).toBe('application/json');
    expect(tracker.pending()).toBe(0);
  });
});
