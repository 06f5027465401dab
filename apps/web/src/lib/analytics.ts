import { TRACK_MAX_EVENTS } from '@trip/shared/activity/constants';
import type { TrackEventInput } from '@trip/shared/activity/schemas';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { apiBaseUrl } from '../config/env';
import { currentToken } from './session-store';

export const TRACK_PATH = '/api/analytics/track';
/** The visitor's random id, kept so one person's anonymous events count as one visitor. */
export const ANONYMOUS_ID_KEY = 'ts_anonymous_id';
/** How long an event waits for others to share its request. */
export const FLUSH_DELAY_MS = 5000;
/** Events kept while the server cannot be reached; the oldest go first beyond this. */
export const MAX_QUEUED_EVENTS = 500;

// Ten or more digits, perhaps with spaces, dashes, dots or brackets between them, is taken for
// a phone number wherever it appears, and never leaves the browser.
const PHONE_LIKE = /\+?\d(?:[\s().-]*\d){9,}/g;
const REDACTED = '[number removed]';

function withoutPhoneNumbers<T>(value: T): T {
  if (typeof value === 'string') return value.replace(PHONE_LIKE, REDACTED) as T;
  if (Array.isArray(value)) return value.map(withoutPhoneNumbers) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'phone')
        .map(([key, inner]) => [key, withoutPhoneNumbers(inner)]),
    ) as T;
  }
  return value;
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The id stored in this browser, made on first use; a fresh one per page without storage. */
export function anonymousId(): string {
  try {
    const stored = window.localStorage.getItem(ANONYMOUS_ID_KEY);
    if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
    const id = randomId();
    window.localStorage.setItem(ANONYMOUS_ID_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

type EventSchema = { safeParse(value: unknown): { success: boolean; data?: TrackEventInput } };
let eventSchema: EventSchema | undefined;
let eventSchemaLoading: Promise<void> | undefined;

/**
 * Loads the schema events are checked with (and zod with it) when the first batch is sent, a
 * few seconds after the first event, not with the page: every public page tracks its view, and
 * zod is not needed to show one (apps/web/PERFORMANCE.md). Once it has loaded, events are
 * checked as they are tracked; tests load it first for that.
 */
export function loadEventSchema(): Promise<void> {
  eventSchemaLoading ??= import('@trip/shared/activity/schemas').then(
    ({ trackEventSchema }) => {
      eventSchema = trackEventSchema;
    },
    (error: unknown) => {
      eventSchemaLoading = undefined;
      throw error;
    },
  );
  return eventSchemaLoading;
}

export type TrackerOptions = {
  /** The API origin; empty for the page's own. */
  baseUrl?: string;
  flushDelayMs?: number;
  getAnonymousId?: () => string;
  /** The signed-in traveller's token, so the server can name who did what. */
  getToken?: () => string | null;
};

/**
 * Collects events and sends them in batches of at most 50: a few seconds after the first one
 * waits, at once when 50 wait, and by beacon when the page is hidden or left. A batch the
 * server could not take (no answer, 429, 5xx) is kept for the next send; one it refuses as
 * invalid is dropped, as it would be refused again.
 */
export function createTracker(options: TrackerOptions = {}) {
  const endpoint = `${options.baseUrl ?? ''}${TRACK_PATH}`;
  const delay = options.flushDelayMs ?? FLUSH_DELAY_MS;
  const getId = options.getAnonymousId ?? anonymousId;
  let queue: TrackEventInput[] = [];
  /** Events tracked before the schema had loaded, checked once it has. */
  let unchecked: TrackEventInput[] = [];
  let timer: number | undefined;
  let sending: Promise<void> | undefined;

  function schedule() {
    if (timer !== undefined || queue.length + unchecked.length === 0) return;
    timer = window.setTimeout(() => {
      timer = undefined;
      void flush();
    }, delay);
  }

  function requeue(events: TrackEventInput[]) {
    queue = [...events, ...queue].slice(-MAX_QUEUED_EVENTS);
  }

  async function sendBatch(events: TrackEventInput[]): Promise<boolean> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ anonymousId: getId(), events }),
        keepalive: true,
      });
      return (
        response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429)
      );
    } catch {
      return false;
    }
  }

  /** Sends everything waiting now; resolves when the server has answered. */
  function flush(): Promise<void> {
    if (timer !== undefined) {
      window.clearTimeout(timer);
      timer = undefined;
    }
    sending ??= (async () => {
      if (unchecked.length > 0) await checkUnchecked();
      while (queue.length > 0) {
        const batch = queue.slice(0, TRACK_MAX_EVENTS);
        queue = queue.slice(batch.length);
        if (!(await sendBatch(batch))) {
          requeue(batch);
          break;
        }
      }
    })().finally(() => {
      sending = undefined;
      schedule();
    });
    return sending;
  }

  /** Hands everything waiting to the browser to deliver even as the page goes away. */
  function flushWithBeacon(): void {
    if (typeof navigator.sendBeacon !== 'function') return;
    // The page is going: there is no time to load the schema, so events not yet checked go
    // as they are (the app made them; the server checks them all the same).
    const waiting = unchecked;
    unchecked = [];
    if (eventSchema) for (const event of waiting) accept(event, eventSchema);
    else queue = [...waiting, ...queue];
    if (queue.length === 0) return;
    if (timer !== undefined) {
      window.clearTimeout(timer);
      timer = undefined;
    }
    const events = queue;
    queue = [];
    for (let start = 0; start < events.length; start += TRACK_MAX_EVENTS) {
      const batch = events.slice(start, start + TRACK_MAX_EVENTS);
      const body = new Blob([JSON.stringify({ anonymousId: getId(), events: batch })], {
        type: 'application/json',
      });
      if (!navigator.sendBeacon(endpoint, body)) requeue(batch);
    }
  }

  function accept(event: TrackEventInput, schema: EventSchema): void {
    const clean = schema.safeParse(event);
    // An event the server would refuse would take its whole batch down with it.
    if (!clean.success || !clean.data) return;
    queue.push(clean.data);
    if (queue.length > MAX_QUEUED_EVENTS) queue = queue.slice(-MAX_QUEUED_EVENTS);
  }

  /** Checks the events that waited for the schema; they are dropped if it cannot be loaded. */
  async function checkUnchecked(): Promise<void> {
    try {
      await loadEventSchema();
    } catch {
      unchecked = [];
      return;
    }
    const waiting = unchecked;
    unchecked = [];
    for (const event of waiting) accept(event, eventSchema!);
  }

  function track(event: TrackEventInput): void {
    const withoutPhones = withoutPhoneNumbers(event);
    // Until the schema is needed (the first send), events wait unchecked.
    if (eventSchema) accept(withoutPhones, eventSchema);
    else unchecked = [...unchecked, withoutPhones].slice(-MAX_QUEUED_EVENTS);
    if (queue.length + unchecked.length >= TRACK_MAX_EVENTS) void flush();
    else schedule();
  }

  const onHidden = () => {
    if (document.visibilityState === 'hidden') flushWithBeacon();
  };
  window.addEventListener('pagehide', flushWithBeacon);
  document.addEventListener('visibilitychange', onHidden);

  return {
    track,
    flush,
    flushWithBeacon,
    /** How many events wait to be sent (those still to be checked included). */
    pending: () => queue.length + unchecked.length,
    stop() {
      if (timer !== undefined) window.clearTimeout(timer);
      timer = undefined;
      window.removeEventListener('pagehide', flushWithBeacon);
      document.removeEventListener('visibilitychange', onHidden);
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;

let tracker: Tracker | undefined;

/**
 * Records what a visitor did: page views, searches, itinerary views and shares, form
 * submissions (not leads: the server records those itself). Phone numbers are removed.
 */
export function trackEvent(event: TrackEventInput): void {
  tracker ??= createTracker({ baseUrl: apiBaseUrl, getToken: () => currentToken('user') });
  tracker.track(event);
}

/** Records a page view whenever the route's path changes. */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackEvent({
      activityType: 'page_view',
      pageData: { path: pathname, pageTitle: document.title },
    });
  }, [pathname]);
}
