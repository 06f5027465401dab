import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';

describe('health and test routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('reports a healthy database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'ok',
      db: { status: 'up', driver: ctx.database.driver },
      ai: { engine: 'planner' },
    });
    expect(typeof body.version).toBe('string');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('keeps a short plain client request id and replaces any other', async () => {
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/test',
      headers: { 'x-request-id': 'abc-123-DEF' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123-DEF');
    for (const sent of ['x'.repeat(2048), 'a'.repeat(65), 'id with spaces', 'a<b>', 'é']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/test',
        headers: { 'x-request-id': sent },
      });
      const echoed = String(response.headers['x-request-id']);
      expect(echoed).not.toBe(sent);
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers the connection check', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('API is working');
    expect(Number.isNaN(Date.parse(response.json().time))).toBe(false);
  });

  it('answers unknown API paths with the JSON 404 envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      error: 'Nothing at GET /api/nothing-here',
      code: 'NOT_FOUND',
    });
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps CORS closed unless configured', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/test',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/health']).toBeDefined();
  });

  it('reports 503 when the database is down', async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().db.status).toBe('down');
    expect(response.headers['retry-after']).toBe('5');
    await other.app.close();
  });
});
