import { AppError } from '@trip/shared/errors/app-error';
import { NETWORK_ERROR_MESSAGE, parseJson } from '../../../lib/api-client';

export type DebugEndpoint = { name: string; path: string };

/** What the debug page checks. Each should answer 200 once its feature exists. */
export const DEBUG_ENDPOINTS: readonly DebugEndpoint[] = [
  { name: 'Health check', path: '/api/health' },
  { name: 'Test endpoint', path: '/api/test' },
  { name: 'Blog categories', path: '/api/blogs/categories' },
  { name: 'Package categories', path: '/api/packages/categories' },
];

export type EndpointCheck = DebugEndpoint & {
  working: boolean;
  /** Null when no answer came back at all. */
  status: number | null;
  error: string | null;
  /** The body as received, indented when it is JSON. */
  raw: string;
};

export async function checkEndpoint(
  baseUrl: string,
  endpoint: DebugEndpoint,
  signal?: AbortSignal,
): Promise<EndpointCheck> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}${endpoint.path}`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal,
    });
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    return {
      ...endpoint,
      working: false,
      status: null,
      error: NETWORK_ERROR_MESSAGE,
      raw: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
  const body = parseJson(text);
  return {
    ...endpoint,
    working: response.ok,
    status: response.status,
    error: response.ok ? null : AppError.fromEnvelope(response.status, body).message,
    raw: body === undefined ? text : JSON.stringify(body, null, 2),
  };
}

export function checkEndpoints(baseUrl: string, signal?: AbortSignal): Promise<EndpointCheck[]> {
  return Promise.all(DEBUG_ENDPOINTS.map((endpoint) => checkEndpoint(baseUrl, endpoint, signal)));
}
