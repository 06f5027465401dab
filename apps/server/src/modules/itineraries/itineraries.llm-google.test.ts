import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costInUsd, priceOfModel } from '@trip/shared/ai-usage/prices';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { findRecentEngineCalls } from '../ai-usage/ai-usage.service';
import { createTestApp, type TestContext } from '../../test/app';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { bearer, createTestClock, createUserToken } from '../../test/roles';

const MODEL = 'gemini-2.0-flash';
const clock = createTestClock(new Date('2026-01-10T06:00:00.000Z'));

let fake: FakeOpenAI;
let ctx: TestContext;

function generate(to: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/generate-itinerary',
    payload: {
      from: 'Delhi',
      to,
      departureDate: '2026-02-10',
      returnDate: '2026-02-14',
      travellers: 2,
      priceRange: [0, 200_000],
    },
  });
}

beforeAll(async () => {
  fake = await startFakeOpenAI({ retryAfterMs: 5 });
  ctx = await createTestApp(
    {
      AI_PROVIDER: 'google',
      AI_BASE_URL: fake.geminiUrl,
      AI_API_KEY: 'test-key',
      AI_MODEL: MODEL,
    },
    { now: clock.now, ai: { maxRetryWaitMs: 20, totalRetryWaitMs: 100 } },
  );
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('LLM engine against the Gemini API', () => {
  it('streams cards from Gemini and logs the tokens it reported', async () => {
    const response = await generate('Agra');
    expect(response.statusCode).toBe(200);
    const cards: Itinerary[] = response.json().itineraries;
    expect(cards).toHaveLength(4);
    expect(cards.every((card) => card.engine === `llm:${MODEL}`)).toBe(true);
    const call = fake.requests.at(-1)!;
    expect(call.path).toBe(`/v1beta/models/${MODEL}:streamGenerateContent`);
    const [row] = await findRecentEngineCalls(ctx.app.database.db, 1);
    expect(row).toMatchObject({
      model: MODEL,
      status: 'success',
      inputTokens: call.usage!.prompt_tokens,
      outputTokens: call.usage!.completion_tokens,
    });
    expect(row!.costUsd).toBe(
      costInUsd(priceOfModel(MODEL), {
        input: call.usage!.prompt_tokens,
        output: call.usage!.completion_tokens,
      }),
    );

    const details = await ctx.app.inject({
      method: 'POST',
      url: `/api/itineraries/${cards[0]!._id}/details`,
      headers: bearer(await createUserToken(ctx)),
    });
    expect(details.json().details.engine).toBe(`llm:${MODEL}`);
    expect(fake.requests.at(-1)!.path).toBe(`/v1beta/models/${MODEL}:generateContent`);
  });

  it('turns RESOURCE_EXHAUSTED into 503 MODEL_OVERLOADED', async () => {
    fake.setMode('overload');
    const response = await generate('Varanasi');
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('MODEL_OVERLOADED');
    expect(response.headers['retry-after']).toBe('2');
  });
});
