import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itineraryMessages as m } from '@trip/shared/itineraries/constants';
import { itinerarySchema, streamDoneSchema } from '@trip/shared/itineraries/schemas';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestClock } from '../../test/roles';

const clock = createTestClock(new Date('2026-01-10T06:00:00.000Z'));

const search = {
  from: 'Mumbai',
  to: 'Goa',
  departureDate: '2026-02-10',
  returnDate: '2026-02-14',
  travellers: 2,
  travelClass: 'Economy',
  priceRange: [0, 50_000],
};

type ServerEvent = { event: string; data: unknown };

/** Splits a text/event-stream body into its events, as a browser's EventSource would. */
function parseEvents(body: string): ServerEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
});
afterAll(async () => {
  await ctx.close();
});

function stream(body: unknown, remoteAddress = '10.2.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/generate-itinerary/stream',
    payload: body as Record<string, unknown>,
    remoteAddress,
  });
}

describe('POST /api/generate-itinerary/stream', () => {
  it('sends one itinerary event per card, then done', async () => {
    const response = await stream(search);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['cache-control']).toContain('no-cache');
    const events = parseEvents(response.body);
    const cards = events.filter((e) => e.event === 'itinerary');
    expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const card of cards) expect(itinerarySchema.safeParse(card.data).success).toBe(true);
    const last = events[events.length - 1]!;
    expect(last.event).toBe('done');
    const done = streamDoneSchema.parse(last.data);
    expect(done).toMatchObject({ engine: 'planner', count: cards.length, page: 1 });
  });

  it('streams the same cards the JSON route answers', async () => {
    const body = { ...search, to: 'Udaipur' };
    const streamed = parseEvents((await stream(body, '10.2.0.2')).body)
      .filter((e) => e.event === 'itinerary')
      .map((e) => e.data);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/generate-itinerary',
      payload: body,
      remoteAddress: '10.2.0.3',
    });
    expect(json.json().itineraries).toEqual(streamed);
  });

  it('answers bad input before the stream starts, as a JSON 400', async () => {
    const response = await stream({ ...search, from: '' }, '10.2.0.4');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().fieldErrors.from).toBe(m.fromRequired);
  });

  it('answers an unknown place as a JSON 422 with suggestions', async () => {
    const response = await stream({ ...search, to: 'Gooa Beachh Town' }, '10.2.0.5');
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('UNPROCESSABLE');
    expect(Array.isArray(response.json().suggestions)).toBe(true);
  });

  it('ends with done and no cards once the variations run out', async () => {
    const response = await stream({ ...search, page: 50 }, '10.2.0.6');
    const events = parseEvents(response.body);
    expect(events).toEqual([
      {
        event: 'done',
        data: expect.objectContaining({ count: 0, hasMore: false, page: 50 }),
      },
    ]);
  });

  it('ends with an error event when the store fails after the stream started', async () => {
    const broken = await createTestApp({}, { now: clock.now });
    await broken.database.close();
    const response = await broken.app.inject({
      method: 'POST',
      url: '/api/generate-itinerary/stream',
      payload: search,
    });
    await broken.app.close();
    expect(response.statusCode).toBe(200);
    const events = parseEvents(response.body);
    expect(events[events.length - 1]).toEqual({
      event: 'error',
      data: { error: expect.any(String), code: expect.any(String) },
    });
    expect(JSON.stringify(events)).not.toMatch(/closed|PGlite|stack/i);
  });

  it('is rate limited like the JSON route', async () => {
    for (let i = 0; i < 30; i += 1) await stream({ ...search, from: '' }, '10.2.9.9');
    const limited = await stream(search, '10.2.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
