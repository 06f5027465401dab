import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedServerUrl, startHttpServer } from '../../../test/http-server';
import { DEBUG_ENDPOINTS, checkEndpoint, checkEndpoints } from './check-endpoints';

let server: Awaited<ReturnType<typeof startHttpServer>>;

beforeAll(async () => {
  server = await startHttpServer((request, response) => {
    if (request.url === '/api/health' || request.url === '/api/test') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'API is working' }));
    } else if (request.url === '/api/blogs/categories') {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('upstream exploded');
    } else {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: `Nothing at GET ${request.url}`, code: 'NOT_FOUND' }));
    }
  });
});

afterAll(async () => {
  await server.close();
});

describe('checkEndpoints', () => {
  it('checks the four debug endpoints and reports each answer', async () => {
    const results = await checkEndpoints(server.baseUrl);

    expect(results.map((result) => result.path)).toEqual([
      '/api/health',
      '/api/test',
      '/api/blogs/categories',
      '/api/packages/categories',
    ]);
    expect(results[0]).toMatchObject({
      name: 'Health check',
      working: true,
      status: 200,
      error: null,
      raw: JSON.stringify({ message: 'API is working' }, null, 2),
    });
    expect(results[2]).toMatchObject({
      working: false,
      status: 500,
      error: 'HTTP 500',
      raw: 'upstream exploded',
    });
    expect(results[3]).toMatchObject({
      working: false,
      status: 404,
      error: 'Nothing at GET /api/packages/categories',
    });
    expect(JSON.parse(results[3]?.raw ?? '')).toEqual({
      error: 'Nothing at GET /api/packages/categories',
      code: 'NOT_FOUND',
    });
  });

  it('reports a server that does not answer as a network error', async () => {
    const result = await checkEndpoint(await closedServerUrl(), DEBUG_ENDPOINTS[0]!);
    expect(result).toMatchObject({
      working: false,
      status: null,
      error: 'Network error. Please try again.',
    });
    expect(result.raw).toMatch(/fetch failed/i);
  });
});
