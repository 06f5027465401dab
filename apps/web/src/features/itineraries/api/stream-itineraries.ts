import { AppError } from '@trip/shared/errors/app-error';
import { errorStatus } from '@trip/shared/errors/codes';
import {
  itinerarySchema,
  streamDoneSchema,
  type Itinerary,
  type ItinerarySearchInput,
  type StreamDone,
} from '@trip/shared/itineraries/schemas';
import { apiBaseUrl } from '../../../config/env';
import { NETWORK_ERROR_MESSAGE, parseJson } from '../../../lib/api-client';
import { currentToken } from '../../../lib/session-store';
import { createSseParser, type SseEvent } from '../utils/sse';

/**
 * Why a search produced no (more) cards. `status` is the HTTP status the server answered or
 * named in its error event; it is absent when no answer came at all.
 */
export class SearchFailure extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  /** Seconds the server asked to wait (Retry-After). */
  readonly retryAfter: number | undefined;
  /** "Did you mean" places for an unknown origin or destination. */
  readonly suggestions: string[];
  /** Which field the server refused, when it named one. */
  readonly field: 'from' | 'to' | undefined;

  constructor(
    message: string,
    options: {
      status?: number;
      code?: string;
      retryAfter?: number;
      suggestions?: string[];
      field?: 'from' | 'to';
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'SearchFailure';
    this.status = options.status;
    this.code = options.code;
    this.retryAfter = options.retryAfter;
    this.suggestions = options.suggestions ?? [];
    this.field = options.field;
  }

  get overloaded(): boolean {
    return this.code === 'MODEL_OVERLOADED' || (this.code === undefined && this.status === 503);
  }
}

function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

function failureFrom(status: number, body: unknown, retryAfter?: number): SearchFailure {
  const error = AppError.fromEnvelope(status, body);
  const known = error.message !== `HTTP ${status}`;
  const fields = Object.keys(error.fieldErrors ?? {});
  const field = fields.includes('from') ? 'from' : fields.includes('to') ? 'to' : undefined;
  return new SearchFailure(known ? error.message : unexplained(status), {
    status,
    code: known ? error.code : undefined,
    retryAfter,
    suggestions: error.suggestions ?? [],
    field,
  });
}

/** For an answer without the error envelope (a proxy's error page, say). */
function unexplained(status: number): string {
  return status >= 500 ? 'The server could not answer' : 'The request was refused';
}

export type StreamItinerariesOptions = {
  /** Called with each card the moment it arrives. */
  onCard: (card: Itinerary) => void;
  signal?: AbortSignal;
};

/**
 * Runs a search on POST /api/generate-itinerary/stream and hands over each card as it
 * streams in (EventSource cannot POST, so the stream is read from fetch). Resolves with the
 * closing `done` event; throws SearchFailure for a refusal before the stream, an `error`
 * event, a cut-off stream or no answer at all. An abort through `signal` rejects as it is.
 */
export async function streamItineraries(
  search: ItinerarySearchInput,
  options: StreamItinerariesOptions,
): Promise<StreamDone> {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
  };
  // A signed-in search counts for the traveller; a stale token is just an anonymous search.
  const token = currentToken('user');
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}/api/generate-itinerary/stream`, {
      method: 'POST',
      headers,
      body: JSON.stringify(search),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new SearchFailure(NETWORK_ERROR_MESSAGE, { cause: error });
  }

  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    throw failureFrom(
      response.status,
      parseJson(text),
      retryAfterSeconds(response.headers.get('retry-after')),
    );
  }

  let done: StreamDone | undefined;
  let failure: SearchFailure | undefined;
  const handle = (event: SseEvent) => {
    if (done || failure) return;
    const data = parseJson(event.data);
    if (event.event === 'itinerary') {
      const card = itinerarySchema.safeParse(data);
      if (card.success) options.onCard(card.data);
    } else if (event.event === 'done') {
      const parsed = streamDoneSchema.safeParse(data);
      if (parsed.success) done = parsed.data;
    } else if (event.event === 'error') {
      const code = (data as { code?: unknown } | undefined)?.code;
      const status =
        typeof code === 'string' && code in errorStatus
          ? errorStatus[code as keyof typeof errorStatus]
          : 500;
      failure = failureFrom(status, data);
    }
  };

  const parser = createSseParser(handle);
  const reader = response.body.getReader();
  // Streaming decode: a character split between two chunks is joined, not garbled.
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done: finished } = await reader.read();
      if (finished) break;
      parser.push(decoder.decode(value, { stream: true }));
      if (done || failure) break;
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new SearchFailure(NETWORK_ERROR_MESSAGE, { cause: error });
  } finally {
    parser.end();
    void reader.cancel().catch(() => undefined);
  }
  if (failure) throw failure;
  if (!done) throw new SearchFailure(NETWORK_ERROR_MESSAGE);
  return done;
}
