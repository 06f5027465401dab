import { AppError } from '@trip/shared/errors/app-error';
import { apiBaseUrl } from '../config/env';
import { currentToken, expireSession, type Audience } from './session-store';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/** Whose session a call speaks for; a user token never goes to an admin route, nor back. */
export type ApiAuth = Audience | 'none';

/**
 * A call refused because its session has ended (expired, signed out elsewhere, password
 * changed). The session is already cleared and the visitor told once, so callers show
 * nothing more for it.
 */
export class SessionExpiredError extends AppError {
  readonly audience: Audience;

  constructor(audience: Audience, cause: AppError) {
    super('TOKEN_EXPIRED', { cause });
    this.name = 'SessionExpiredError';
    this.audience = audience;
  }
}

export function isSessionExpiredError(error: unknown): error is SessionExpiredError {
  return error instanceof SessionExpiredError;
}

export type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** Sends that session's token, if there is one (default 'none'). */
  auth?: ApiAuth;
  /** A token to send as it is, without the session handling of `auth`. */
  token?: string | null;
  headers?: Record<string, string>;
};

type Sent = { response: Response; audience: Audience | undefined; sessionToken: string | null };

/** How a request reaches the API: the browser's fetch, or the server's own when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * For the server renderer (app/server-render.tsx): in Node the app's API calls go straight to
 * the server's routes instead of over the network.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function send(path: string, options: ApiFetchOptions, accept: string): Promise<Sent> {
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const audience = options.auth && options.auth !== 'none' ? options.auth : undefined;
  const sessionToken = options.token == null && audience ? currentToken(audience) : null;
  const token = options.token ?? sessionToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await transport(`${apiBaseUrl}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
  });
  return { response, audience, sessionToken };
}

/** The server's error for a refused call; a refused session is ended first. */
function refusal(sent: Sent, data: unknown): AppError {
  const error = AppError.fromEnvelope(sent.response.status, data);
  if (sent.audience && sent.sessionToken && isSessionRefusal(error)) {
    expireSession(sent.audience, sent.sessionToken);
    return new SessionExpiredError(sent.audience, error);
  }
  return error;
}

function networkFailure(error: unknown, signal: AbortSignal | undefined): unknown {
  // A cancelled query is not a failure to report.
  if (signal?.aborted) return error;
  return new Error(NETWORK_ERROR_MESSAGE, { cause: error });
}

/**
 * Calls the API and returns its JSON. A non-OK answer throws the server's AppError rebuilt
 * from its envelope; a request that never got an answer throws the network error message.
 * A 401 to a call made with a session's token ends that session and throws
 * SessionExpiredError.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  let sent: Sent;
  let text: string;
  try {
    sent = await send(path, options, 'application/json');
    text = await sent.response.text();
  } catch (error) {
    throw networkFailure(error, options.signal);
  }
  const data = parseJson(text);
  if (!sent.response.ok) throw refusal(sent, data);
  return data as T;
}

/** A file the API sends (an export): its bytes and the name the server gave it. */
export type Download = { blob: Blob; filename: string | undefined };

/** Fetches a file from the API with the same errors and session handling as apiFetch. */
export async function apiDownload(path: string, options: ApiFetchOptions = {}): Promise<Download> {
  let sent: Sent;
  let blob: Blob;
  try {
    sent = await send(path, options, '*/*');
    blob = await sent.response.blob();
  } catch (error) {
    throw networkFailure(error, options.signal);
  }
  if (!sent.response.ok) throw refusal(sent, parseJson(await blob.text()));
  const disposition = sent.response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1];
  return { blob, filename };
}

function isSessionRefusal(error: AppError): boolean {
  return error.status === 401 && (error.code === 'TOKEN_EXPIRED' || error.code === 'UNAUTHORIZED');
}

/** The parsed body, or undefined when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
