import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engineNotes } from '@trip/shared/itineraries/engine-notes';
import { createTestApp, type TestContext } from '../../test/app';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { bearer, createAdminToken } from '../../test/roles';

const MODEL = 'gpt-4o-mini';
let fake: FakeOpenAI;
let ctx: TestContext;
let admin: Record<string, string>;
let address = 0;
let day = 10;

/** A new search each time (another date), so nothing is served from the store. */
function search() {
  day += 1;
  address += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/generate-itinerary',
    remoteAddress: `10.65.0.${address}`,
    payload: {
      from: 'Mumbai',
      to: 'Goa',
      departureDate: `2027-02-${day}`,
      returnDate: `2027-02-${day + 3}`,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 200_000],
    },
  });
}

const setAi = (ai: Record<string, number>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload: { ai } });

beforeAll(async () => {
  fake = await startFakeOpenAI({ retryAfterMs: 5 });
  ctx = await createTestApp(
    {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'test-key',
      AI_MODEL: MODEL,
    },
    {
      ai: { idleTimeoutMs: 3000, callTimeoutMs: 20_000, maxRetryWaitMs: 20, totalRetryWaitMs: 100 },
    },
  );
  admin = bearer(await createAdminToken(ctx));
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(async () => {
  fake.setMode('ok');
  await setAi({ dailyBudgetUsd: 5, maxRequestsPerMinute: 100, tokenLimit: 10_000 });
});

describe('the admin’s AI limits', () => {
  it('send the token limit with every model call', async () => {
    await setAi({ tokenLimit: 1234 });
    const before = fake.requests.length;
    const response = await search();
    expect(response.statusCode).toBe(200);
    expect(response.json().engine).toBe(`llm:${MODEL}`);
    const sent = fake.requests.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      expect(request.body.max_tokens ?? request.body.max_completion_tokens).toBe(1234);
    }
  });

  it('let the offline planner answer once the daily budget is spent, and say why', async () => {
    await setAi({ dailyBudgetUsd: 0 });
    const before = fake.requests.length;
    const response = await search();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.engine).toBe('planner');
    expect(body.itineraries[0].engineNote).toBe(engineNotes.budget);
    expect(fake.requests.length).toBe(before);

    const usage = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard/ai-usage?period=24h',
        headers: admin,
      })
    ).json();
    expect(usage.allowance).toMatchObject({ blocked: 'budget', dailyBudgetUsd: 0 });
  });

  it('let the offline planner answer beyond the requests-per-minute limit', async () => {
    // Every model call of the earlier tests happened within the last minute.
    await setAi({ maxRequestsPerMinute: 1 });
    const response = await search();
    expect(response.json().engine).toBe('planner');
    expect(response.json().itineraries[0].engineNote).toBe(engineNotes.busy);
  });
});
