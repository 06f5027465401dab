import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { costInUsd, priceOfModel } from '@trip/shared/ai-usage/prices';
import { engineNotes } from '@trip/shared/itineraries/engine-notes';
import {
  createItinerarySearchSchema,
  itineraryDetailsSchema,
  itinerarySchema,
  type Itinerary,
} from '@trip/shared/itineraries/schemas';
import { findRecentEngineCalls, type AiUsageLog } from '../ai-usage/ai-usage.service';
import { createTestApp, type TestContext } from '../../test/app';
import { INVENTED_SIGHT, startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { bearer, createTestClock, createUserToken } from '../../test/roles';
import { rebuildTrip } from './engine/details';
import { spotLabel } from './engine/trip';
import { knowledgeBase } from './knowledge/load';

const MODEL = 'gpt-4o-mini';
const ENGINE = `llm:${MODEL}`;
const clock = createTestClock(new Date('2026-01-10T06:00:00.000Z'));
const searchSchema = createItinerarySearchSchema({ today: () => '2026-01-10' });

let fake: FakeOpenAI;
let ctx: TestContext;
let address = 0;

function searchFor(to: string, from = 'Mumbai') {
  return {
    from,
    to,
    departureDate: '2026-02-10',
    returnDate: '2026-02-14',
    travellers: 2,
    travelClass: 'Economy',
    priceRange: [0, 200_000],
  };
}

function generate(body: Record<string, unknown>, url = '/api/generate-itinerary') {
  address += 1;
  return ctx.app.inject({ method: 'POST', url, payload: body, remoteAddress: `10.9.0.${address}` });
}

type ServerEvent = { event: string; data: unknown };

function parseEvents(body: string): ServerEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}

async function usageRows(): Promise<AiUsageLog[]> {
  return findRecentEngineCalls(ctx.app.database.db, 1000);
}

/** Every name a card may use for its stops, as the knowledge base spells them. */
function knowledgeOf(card: Itinerary) {
  const kb = knowledgeBase();
  const stops = card.plan!.stops.map((stop) => kb.byId.get(stop.id)!);
  return {
    stops: stops.map((stop) => stop.name),
    attractions: new Set(stops.flatMap((stop) => stop.attractions.map((a) => a.name))),
    spots: new Set(stops.flatMap((stop) => stop.excursions.flatMap((e) => e.spots.map(spotLabel)))),
    excursions: new Set(stops.flatMap((stop) => stop.excursions.map((e) => e.name))),
    // A card's stay comes from the stop's listed stays (data/stays), which its hotels name too.
    hotels: new Set(
      stops.flatMap((stop) => Object.values(stop.stays).flatMap((list) => list.map((h) => h.name))),
    ),
    firstStop: stops[0]!,
  };
}

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
      now: clock.now,
      ai: { idleTimeoutMs: 3000, callTimeoutMs: 20_000, maxRetryWaitMs: 20, totalRetryWaitMs: 100 },
    },
  );
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  fake.setMode('ok');
  // Whatever a test left open, the breaker has closed again by the next one.
  clock.advance(10 * 60_000);
});

describe('LLM engine against an OpenAI-compatible server', () => {
  it('sends each card as a server-sent event the moment the model has written it', async () => {
    fake.setMode('slow');
    const server = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    expect(server).toMatch(/^http/);
    const { port } = ctx.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/generate-itinerary/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(searchFor('Goa')),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    // The model is still holding back the other cards, yet the first is already here.
    const [first] = parseEvents(text.slice(0, text.indexOf('\n\n') + 2));
    expect(first!.event).toBe('itinerary');
    expect(itinerarySchema.parse(first!.data).engine).toBe(ENGINE);
    expect(fake.requests.at(-1)!.mode).toBe('slow');

    fake.release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const events = parseEvents(text);
    const cards = events.filter((e) => e.event === 'itinerary').map((e) => e.data as Itinerary);
    expect(cards).toHaveLength(4);
    expect(cards.every((card) => card.engine === ENGINE && !card.engineNote)).toBe(true);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { engine: ENGINE, count: 4 } });
  });

  it('names only knowledge-base places and prices every card with the cost model', async () => {
    const body = searchFor('Udaipur');
    const response = await generate(body);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.engine).toBe(ENGINE);
    const cards: Itinerary[] = answer.itineraries;
    expect(cards).toHaveLength(4);
    const search = searchSchema.parse(body);
    for (const card of cards) {
      expect(card.engine).toBe(ENGINE);
      const known = knowledgeOf(card);
      for (const place of card.placesToVisit) {
        expect(known.attractions.has(place) || known.spots.has(place)).toBe(true);
      }
      for (const place of card.topAttractions) expect(known.attractions.has(place)).toBe(true);
      for (const place of card.destinations) {
        expect(known.stops.includes(place) || known.excursions.has(place)).toBe(true);
      }
      expect(known.hotels.has(card.hotelExample.name)).toBe(true);
      // The model's own words made it onto the card...
      expect(card.title).toContain('the slow way');
      // ...and so did its choice: the sights it put first are on the plan.
      const chosen = known.firstStop.attractions.slice(-3).map((a) => a.name);
      expect(card.plan!.focus).toEqual(expect.arrayContaining(chosen));
      expect(card.placesToVisit).toEqual(expect.arrayContaining(chosen));
      // The model offered a price of 1; the card carries the cost model's.
      const trip = rebuildTrip(card, search);
      expect(card.pricePP).toBe(trip.pricePP);
      expect(card.priceBreakdown).toEqual(trip.breakdown);
      expect(card.totalPrice).toBe(trip.pricePP * 2);
      expect(card.pricePP).toBeGreaterThan(1000);
    }
  });

  it('names the stay of a card whose title the model already gave another card (decision 154)', async () => {
    fake.setMode('one-title');
    const body = searchFor('Jaisalmer', 'Delhi');
    const first = await generate(body);
    expect(first.statusCode).toBe(200);
    const cards: Itinerary[] = first.json().itineraries;
    expect(cards).toHaveLength(4);
    expect(cards.every((card) => card.engine === ENGINE)).toBe(true);
    // The model titled all four "Jaisalmer the slow way"; the page shows it once, as written, and
    // names the stay on the others.
    const written = 'Jaisalmer the slow way';
    expect(cards[0]!.title).toBe(written);
    for (const card of cards.slice(1)) {
      expect(card.title.startsWith(`${written} at `)).toBe(true);
      const stay = card.title.slice(`${written} at `.length);
      expect(stay.length).toBeGreaterThan(3);
      expect(card.hotelExample.name).toContain(stay);
    }
    expect(new Set(cards.map((card) => card.title)).size).toBe(4);
    expect(new Set(cards.map((card) => card.slug)).size).toBe(4);
    // The stored page answers the same search with the same titles.
    const again = await generate(body);
    expect(again.json().itineraries.map((card: Itinerary) => card.title)).toEqual(
      cards.map((card) => card.title),
    );
  });

  it('logs the token counts the server reported and prices them from the table', async () => {
    const before = fake.requests.length;
    const response = await generate(searchFor('Jaipur'));
    expect(response.statusCode).toBe(200);
    const calls = fake.requests.slice(before);
    expect(calls).toHaveLength(1);
    const reported = calls[0]!.usage!;
    expect(reported.prompt_tokens).toBeGreaterThan(0);
    const rows = (await usageRows()).filter(
      (row) => row.engine === ENGINE && row.requestSummary.to === 'Jaipur',
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      endpoint: '/api/generate-itinerary',
      model: MODEL,
      status: 'success',
      inputTokens: reported.prompt_tokens,
      outputTokens: reported.completion_tokens,
      totalTokens: reported.total_tokens,
      costKnown: true,
      errorCode: null,
    });
    expect(row.costUsd).toBe(
      costInUsd(priceOfModel(MODEL), {
        input: reported.prompt_tokens,
        output: reported.completion_tokens,
      }),
    );
    expect(row.costUsd).toBeGreaterThan(0);
    expect(JSON.stringify(row.requestSummary).length).toBeLessThanOrEqual(2048);
  });

  it('answers 503 MODEL_OVERLOADED with Retry-After, then lets the planner answer and says so', async () => {
    fake.setMode('overload');
    const before = fake.requests.length;
    const body = searchFor('Darjeeling', 'Kolkata');
    const overloaded = await generate(body);
    expect(overloaded.statusCode).toBe(503);
    expect(overloaded.json()).toEqual({
      error: 'AI model is temporarily overloaded. Please try again in a few minutes.',
      code: 'MODEL_OVERLOADED',
    });
    expect(overloaded.headers['retry-after']).toBe('2');
    // One call and two retries, each refused.
    expect(fake.requests.slice(before).map((r) => r.status)).toEqual([429, 429, 429]);
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().ai).toEqual({ engine: ENGINE, status: 'overloaded' });

    // The page retries: the planner answers at once, without asking the model again.
    const retried = await generate(body);
    expect(retried.statusCode).toBe(200);
    expect(fake.requests.length).toBe(before + 3);
    const cards: Itinerary[] = retried.json().itineraries;
    expect(retried.json().engine).toBe('planner');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.engine).toBe('planner');
      expect(card.engineNote).toBe(engineNotes.overloaded);
    }

    const rows = (await usageRows()).filter((row) => row.requestSummary.to === 'Darjeeling');
    const failed = rows.filter((row) => row.engine === ENGINE);
    expect(failed).toHaveLength(3);
    for (const row of failed) {
      expect(row).toMatchObject({ status: 'error', errorCode: 'MODEL_OVERLOADED', inputTokens: 0 });
      expect(row.costUsd).toBe(0);
    }
    const planner = rows.filter((row) => row.engine === 'planner');
    expect(planner).toHaveLength(1);
    expect(planner[0]).toMatchObject({
      status: 'success',
      model: null,
      totalTokens: 0,
      costUsd: 0,
    });

    // Once the model has had its rest, the same search goes to it again.
    fake.setMode('ok');
    clock.advance(61_000);
    const recovered = await generate(body);
    expect(recovered.json().engine).toBe(ENGINE);
    const status = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(status.json().ai).toEqual({ engine: ENGINE, status: 'ready' });
  });

  it('answers an overload on the stream route with the same 503, before any event', async () => {
    fake.setMode('overload');
    const response = await generate(searchFor('Shimla', 'Delhi'), '/api/generate-itinerary/stream');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json().code).toBe('MODEL_OVERLOADED');

    const retried = await generate(searchFor('Shimla', 'Delhi'), '/api/generate-itinerary/stream');
    const cards = parseEvents(retried.body).filter((e) => e.event === 'itinerary');
    expect(cards.length).toBeGreaterThan(0);
    for (const { data } of cards) {
      expect(data).toMatchObject({ engine: 'planner', engineNote: engineNotes.overloaded });
    }
  });

  it('asks once to repair an answer that is not valid JSON, and uses the repair', async () => {
    fake.setMode('malformed', { times: 1 });
    const before = fake.requests.length;
    const response = await generate(searchFor('Rishikesh', 'Delhi'));
    expect(response.statusCode).toBe(200);
    const calls = fake.requests.slice(before);
    expect(calls.map((call) => [call.mode, call.repair])).toEqual([
      ['malformed', false],
      ['ok', true],
    ]);
    const cards: Itinerary[] = response.json().itineraries;
    expect(cards).toHaveLength(4);
    expect(cards.every((card) => card.engine === ENGINE)).toBe(true);

    const rows = (await usageRows())
      .filter((row) => row.requestSummary.to === 'Rishikesh')
      .sort((a, b) =>
        String(a.requestSummary.purpose).localeCompare(String(b.requestSummary.purpose)),
      );
    expect(rows.map((row) => [row.requestSummary.purpose, row.status, row.errorCode])).toEqual([
      ['cards', 'error', 'INVALID_OUTPUT'],
      ['cards-repair', 'success', null],
    ]);
    // The broken answer was paid for: its tokens are logged too.
    expect(rows[0]!.inputTokens).toBe(calls[0]!.usage!.prompt_tokens);
    expect(rows[0]!.outputTokens).toBe(calls[0]!.usage!.completion_tokens);
  });

  it('turns away cards that name places outside the knowledge base', async () => {
    fake.setMode('invented', { times: 1 });
    const before = fake.requests.length;
    const response = await generate(searchFor('Munnar', 'Bengaluru'));
    expect(response.statusCode).toBe(200);
    expect(fake.requests.slice(before).map((call) => call.mode)).toEqual(['invented', 'ok']);
    expect(response.body).not.toContain(INVENTED_SIGHT);
    // The repair request told the model what was wrong.
    const repair = fake.requests.at(-1)!.body.messages as Array<{ content: string }>;
    expect(repair.at(-1)!.content).toContain(`"${INVENTED_SIGHT}" is not one of the attractions`);
    expect(response.json().itineraries.every((card: Itinerary) => card.engine === ENGINE)).toBe(
      true,
    );
  });

  it('lets the planner answer when the repair is no better, saying so on the cards', async () => {
    fake.setMode('malformed', { times: 2 });
    const before = fake.requests.length;
    const response = await generate(searchFor('Ooty', 'Chennai'));
    expect(response.statusCode).toBe(200);
    expect(fake.requests.length).toBe(before + 2);
    const cards: Itinerary[] = response.json().itineraries;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card).toMatchObject({ engine: 'planner', engineNote: engineNotes.failed });
    }
  });

  it('finishes a page with the planner when the model stops answering part-way', async () => {
    fake.setMode('slow');
    const response = await generate(searchFor('Manali', 'Delhi'), '/api/generate-itinerary/stream');
    const cards = parseEvents(response.body)
      .filter((e) => e.event === 'itinerary')
      .map((e) => e.data as Itinerary);
    expect(cards).toHaveLength(4);
    expect(cards[0]!.engine).toBe(ENGINE);
    for (const card of cards.slice(1)) {
      expect(card).toMatchObject({ engine: 'planner', engineNote: engineNotes.failed });
    }
    const rows = (await usageRows()).filter(
      (row) => row.requestSummary.to === 'Manali' && row.engine === ENGINE,
    );
    expect(rows.map((row) => [row.status, row.errorCode])).toEqual([['error', 'MODEL_TIMEOUT']]);
    fake.release();
  });
});

describe('LLM day-wise plans', () => {
  let token: string;
  beforeAll(async () => {
    token = await createUserToken(ctx);
  });

  async function firstCard(to: string, from: string): Promise<Itinerary> {
    const response = await generate(searchFor(to, from));
    const card = response.json().itineraries[0] as Itinerary;
    expect(card.engine).toBe(ENGINE);
    return card;
  }

  function postDetails(id: string) {
    address += 1;
    return ctx.app.inject({
      method: 'POST',
      url: `/api/itineraries/${id}/details`,
      headers: bearer(token),
      remoteAddress: `10.9.1.${address}`,
    });
  }

  it('words each day with the model and keeps the planner’s facts and prices', async () => {
    const card = await firstCard('Mysuru', 'Bengaluru');
    const before = fake.requests.length;
    const response = await postDetails(card._id);
    expect(response.statusCode).toBe(200);
    const details = itineraryDetailsSchema.parse(response.json().details);
    expect(details.engine).toBe(ENGINE);
    expect(fake.requests.slice(before).map((call) => call.task)).toEqual(['itinerary-days']);
    expect(details.fullDayWisePlan[0]!.title).toMatch(/^Day 1: /);
    expect(details.priceEstimate.perPerson).toBe(card.pricePP);
    const known = knowledgeOf(card);
    for (const day of details.fullDayWisePlan) {
      for (const place of day.placesVisited) {
        expect(known.attractions.has(place) || known.spots.has(place)).toBe(true);
      }
    }
    const rows = (await usageRows()).filter(
      (row) => row.endpoint === '/api/itineraries/:id/details' && row.engine === ENGINE,
    );
    const reported = fake.requests.at(-1)!.usage!;
    expect(rows[0]).toMatchObject({
      status: 'success',
      inputTokens: reported.prompt_tokens,
      outputTokens: reported.completion_tokens,
    });
  });

  it('repairs day texts that name unknown sites or state hours, then falls back to the planner’s words', async () => {
    const repaired = await firstCard('Coorg', 'Bengaluru');
    fake.setMode('invented', { times: 1 });
    const fixed = await postDetails(repaired._id);
    expect(fixed.json().details.engine).toBe(ENGINE);
    expect(fixed.body).not.toContain(INVENTED_SIGHT);

    const stubborn = await firstCard('Pondicherry', 'Chennai');
    fake.setMode('invented', { times: 2 });
    const fallback = await postDetails(stubborn._id);
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().details.engine).toBe('planner');
    expect(fallback.body).not.toContain(INVENTED_SIGHT);
    expect(fallback.body).not.toContain('Golden Lotus Ashram');
    expect(fallback.body).not.toContain('open 24 hours');
  });

  it('lets the planner write the plan while the model is overloaded', async () => {
    const card = await firstCard('Hampi', 'Bengaluru');
    fake.setMode('overload');
    const response = await postDetails(card._id);
    expect(response.statusCode).toBe(200);
    expect(response.json().details.engine).toBe('planner');
    expect(response.json().details.priceEstimate.perPerson).toBe(card.pricePP);
  });
});
