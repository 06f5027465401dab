import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsageMessages } from '@trip/shared/ai-usage/schemas';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken } from '../../test/roles';
import { bucketStarts, recordEngineCall, type EngineCall } from './ai-usage.service';

const HOUR = 3_600_000;

describe('the AI Usage screen’s routes', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const now = Date.now();

  const call = (hoursAgo: number, overrides: Partial<EngineCall> = {}) =>
    recordEngineCall(ctx.app.database.db, {
      endpoint: '/api/generate-itinerary',
      engine: 'llm:gpt-4o-mini',
      model: 'gpt-4o-mini',
      status: 'success',
      responseTimeMs: 1000,
      inputTokens: 1000,
      outputTokens: 500,
      request: { from: 'Pune', to: 'Goa', note: 'call 98300 12345' },
      response: { cards: 3 },
      at: new Date(now - hoursAgo * HOUR),
      ...overrides,
    });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = bearer(await createAdminToken(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('says there is nothing for a period without calls', async () => {
    const response = await get('/api/admin/dashboard/ai-usage?period=24h');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      period: '24h',
      overallStats: { totalRequests: 0, totalCost: 0, totalTokens: 0 },
      endpointStats: [],
      recentActivity: [],
      timeline: { bucket: 'hour' },
      trackingEnabled: true,
    });
    const points = response.json().timeline.points as { requests: number }[];
    expect(points.length).toBeGreaterThanOrEqual(24);
    expect(points.every((point) => point.requests === 0)).toBe(true);
  });

  it('starts days at midnight and hours on the hour of India’s clock', () => {
    expect(
      bucketStarts(new Date('2026-06-01T20:00:00Z'), new Date('2026-06-03T01:00:00Z'), 'day'),
    ).toEqual(['2026-06-01T18:30:00Z', '2026-06-02T18:30:00Z']);
    expect(
      bucketStarts(new Date('2026-06-01T20:10:00Z'), new Date('2026-06-01T22:00:00Z'), 'hour'),
    ).toEqual(['2026-06-01T19:30:00Z', '2026-06-01T20:30:00Z', '2026-06-01T21:30:00Z']);
  });

  it('sums calls by period, endpoint, engine and time, with the planner’s fallbacks apart', async () => {
    await call(1, { totalTokens: 1800 }); // the provider counted reasoning tokens too
    await call(2, { status: 'error', errorCode: 'MODEL_OVERLOADED', responseTimeMs: 3000 });
    await call(3, {
      engine: 'planner',
      model: undefined,
      inputTokens: 0,
      outputTokens: 0,
      fallback: true,
      responseTimeMs: 20,
    });
    await call(4, {
      endpoint: '/api/itineraries/:id/details',
      engine: 'planner',
      model: undefined,
      inputTokens: 0,
      outputTokens: 0,
      responseTimeMs: 40,
    });
    await call(5 * 24, { model: 'house-model', engine: 'llm:house-model' });
    await call(40 * 24);

    const day = (await get('/api/admin/dashboard/ai-usage?period=24h')).json();
    expect(day.overallStats).toEqual({
      totalRequests: 4,
      totalSuccess: 3,
      totalErrors: 1,
      avgResponseTime: Math.round((1000 + 3000 + 20 + 40) / 4),
      totalTokens: 1800 + 1500,
      // gpt-4o-mini: $0.15 and $0.60 a million input and output tokens, twice.
      totalCost: 2 * 0.00045,
      plannerRequests: 2,
      fallbackRequests: 1,
      unpricedRequests: 0,
    });
    expect(day.endpointStats).toEqual([
      {
        _id: '/api/generate-itinerary',
        count: 3,
        successCount: 2,
        errorCount: 1,
        avgResponseTime: 1340,
        totalTokens: 3300,
        totalCost: 0.0009,
      },
      {
        _id: '/api/itineraries/:id/details',
        count: 1,
        successCount: 1,
        errorCount: 0,
        avgResponseTime: 40,
        totalTokens: 0,
        totalCost: 0,
      },
    ]);
    expect(day.engineStats).toEqual(
      expect.arrayContaining([
        {
          engine: 'planner',
          model: null,
          count: 2,
          errorCount: 0,
          fallbackCount: 1,
          totalTokens: 0,
          totalCost: 0,
        },
      ]),
    );
    expect(day.timeline.bucket).toBe('hour');
    expect(
      day.timeline.points.reduce((sum: number, p: { requests: number }) => sum + p.requests, 0),
    ).toBe(4);
    expect(day.recentActivity.map((log: { responseStatus: string }) => log.responseStatus)).toEqual(
      ['success', 'error', 'success', 'success'],
    );
    expect(day.recentActivity[0]).not.toHaveProperty('requestData');

    const week = (await get('/api/admin/dashboard/ai-usage')).json();
    expect(week.period).toBe('7d');
    expect(week.overallStats).toMatchObject({ totalRequests: 5, unpricedRequests: 1 });
    expect(week.timeline.bucket).toBe('day');

    const quarter = (await get('/api/admin/dashboard/ai-usage?period=90d')).json();
    expect(quarter.overallStats.totalRequests).toBe(6);
  });

  it('lists logs newest first, with scrubbed data only when asked, and opens one', async () => {
    const bare = (await get('/api/admin/dashboard/ai-usage/logs?limit=3')).json();
    expect(bare.logs).toHaveLength(3);
    expect(bare.logs[0]).not.toHaveProperty('requestData');

    const full = (await get('/api/admin/dashboard/ai-usage/logs?includeData=true')).json();
    expect(full.logs).toHaveLength(6);
    expect(full.logs[0].requestData).toMatchObject({ from: 'Pune', to: 'Goa' });
    expect(JSON.stringify(full.logs)).not.toContain('98300');

    const one = await get(`/api/admin/dashboard/ai-usage/logs/${full.logs[1]._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().log).toMatchObject({
      _id: full.logs[1]._id,
      responseStatus: 'error',
      errorCode: 'MODEL_OVERLOADED',
      responseData: { cards: 3 },
    });

    const missing = await get(`/api/admin/dashboard/ai-usage/logs/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(aiUsageMessages.logNotFound);
  });

  it('refuses a period it does not know with 400', async () => {
    const response = await get('/api/admin/dashboard/ai-usage?period=1y');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.period).toBe(aiUsageMessages.period);
  });

  it('logs nothing while usage tracking is off, and no cost while cost tracking is off', async () => {
    const put = (tracking: Record<string, boolean>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin,
        payload: { tracking },
      });
    expect((await put({ usageTracking: false })).statusCode).toBe(200);
    await call(0.5);
    const off = (await get('/api/admin/dashboard/ai-usage?period=24h')).json();
    expect(off.overallStats.totalRequests).toBe(4);
    expect(off.trackingEnabled).toBe(false);

    await put({ usageTracking: true, costTracking: false });
    await call(0.5);
    const [latest] = (await get('/api/admin/dashboard/ai-usage/logs?limit=1')).json().logs;
    expect(latest).toMatchObject({ cost: 0, costKnown: false, tokensUsed: 1500 });
    await put({ costTracking: true });
  });
});
