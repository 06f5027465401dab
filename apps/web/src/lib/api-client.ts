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

/**
 * Calls the API and returns its JSON. A non-OK answer throws the server's AppError rebuilt
 * from its envelope; a request that never got an answer throws the network error message.
 * A 401 to a call made with a session's token ends that session and throws
 * SessionExpiredError.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
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

  let response: Response;
  let text: string;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
    text = await response.text();
  } catch (error) {
    // A cancelled query is not a failure to report.
    if (options.signal?.aborted) throw error;
    throw new Error(NETWORK_ERROR_MESSAGE, { cause: error });
  }

  const data = parseJson(text);
  if (!response.ok) {
    const error = AppError.fromEnvelope(response.status, data);
    if (audience && sessionToken && isSessionRefusal(error)) {
      expireSession(audience, sessionToken);
      throw new SessionExpiredError(audience, error);
    }
    throw error;
  }
  return data as T;
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
