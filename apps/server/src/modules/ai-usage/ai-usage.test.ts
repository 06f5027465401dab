import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createTestClock, createUserToken } from '../../test/roles';
import { aiUsageLogs } from '../../db/schema/ai-usage-logs';
import {
  SUMMARY_MAX_CHARS,
  engineCallsRecorded,
  findRecentEngineCalls,
  recordEngineCall,
  recordEngineCallAfter,
  summarise,
} from './ai-usage.service';

describe('summarise', () => {
  it('keeps no e-mail address or phone number', () => {
    const summary = summarise({
      note: 'Call Asha on +91 98300 12345 or write to asha.k@example.com',
      nested: [{ text: 'or 9830012345' }],
      dates: '2026-02-10 to 2026-02-14',
      travellers: 2,
    });
    const text = JSON.stringify(summary);
    expect(text).not.toMatch(/98300|12345|asha\.k|example\.com/);
    expect(summary).toMatchObject({ dates: '2026-02-10 to 2026-02-14', travellers: 2 });
  });

  it('stays under the size limit however much it is given', () => {
    const long = summarise({ prompt: 'x'.repeat(50_000), list: Array(500).fill('item') });
    expect(JSON.stringify(long).length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(long.truncated).toBe(true);
    expect(summarise({ text: 'y'.repeat(5000) }).text).toHaveLength(601);
  });
});

describe('AI usage log with the offline planner', () => {
  const clock = createTestClock(new Date('2026-01-10T06:00:00.000Z'));
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('records every planner call with no model, no tokens and no cost', async () => {
    const search = await ctx.app.inject({
      method: 'POST',
      url: '/api/generate-itinerary',
      payload: {
        from: 'Pune',
        to: 'Goa',
        departureDate: '2026-02-10',
        returnDate: '2026-02-13',
        travellers: 3,
      },
    });
    expect(search.statusCode).toBe(200);
    const card = search.json().itineraries[0];
    const details = await ctx.app.inject({
      method: 'POST',
      url: `/api/itineraries/${card._id}/details`,
      headers: bearer(await createUserToken(ctx)),
    });
    expect(details.statusCode).toBe(200);

    const rows = await findRecentEngineCalls(ctx.app.database.db);
    expect(rows.map((row) => row.endpoint).sort()).toEqual([
      '/api/generate-itinerary',
      '/api/itineraries/:id/details',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        engine: 'planner',
        model: null,
        status: 'success',
        inputTokens: 0,
        outputTokens: 0,
        totalTokens: 0,
        costUsd: 0,
        costKnown: true,
      });
      expect(row.responseTimeMs).toBeGreaterThanOrEqual(0);
    }
    const suggest = rows.find((row) => row.endpoint === '/api/generate-itinerary')!;
    expect(suggest.requestSummary).toMatchObject({ from: 'Pune', to: 'Goa', travellers: 3 });
    expect(suggest.responseSummary.titles).toContain(card.title);

    // The same search again is served from the store: no engine call, no new row.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/generate-itinerary',
      payload: {
        from: 'Pune',
        to: 'Goa',
        departureDate: '2026-02-10',
        returnDate: '2026-02-13',
        travellers: 3,
      },
    });
    expect(await findRecentEngineCalls(ctx.app.database.db)).toHaveLength(2);
  });

  it('prices a model from the table and flags one it does not know', async () => {
    await recordEngineCall(ctx.app.database.db, {
      endpoint: '/api/generate-itinerary',
      engine: 'llm:gemini-2.0-flash',
      model: 'gemini-2.0-flash',
      status: 'success',
      responseTimeMs: 1234.4,
      inputTokens: 2_000,
      outputTokens: 500,
    });
    await recordEngineCall(ctx.app.database.db, {
      endpoint: '/api/generate-itinerary',
      engine: 'llm:house-model',
      model: 'house-model',
      status: 'success',
      responseTimeMs: 10,
      inputTokens: 2_000,
      outputTokens: 500,
    });
    const rows = await findRecentEngineCalls(ctx.app.database.db);
    const gemini = rows.find((row) => row.model === 'gemini-2.0-flash')!;
    expect(gemini).toMatchObject({ responseTimeMs: 1234, totalTokens: 2_500, costKnown: true });
    expect(gemini.costUsd).toBe(0.0004);
    const house = rows.find((row) => row.model === 'house-model')!;
    expect(house).toMatchObject({ costUsd: 0, costKnown: false, totalTokens: 2_500 });
  });
  it('writes a planner call after its answer, and a read of the log waits for it', async () => {
    const { db } = ctx.app.database;
    const call = {
      endpoint: '/api/generate-itinerary',
      engine: 'planner',
      status: 'success' as const,
      responseTimeMs: 42,
      request: { to: 'Hampi' },
    };
    const before = (await db.select().from(aiUsageLogs)).length;
    // Nothing is waited on: the row is written on a later turn of the event loop.
    expect(recordEngineCallAfter(db, call)).toBeUndefined();
    expect(await db.select().from(aiUsageLogs)).toHaveLength(before);
    const rows = await findRecentEngineCalls(db);
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({ engine: 'planner', responseTimeMs: 42 });

    recordEngineCallAfter(db, { ...call, request: { to: 'Gokarna' } });
    await engineCallsRecorded();
    expect(await db.select().from(aiUsageLogs)).toHaveLength(before + 2);
  });
});
