import type { ServerResponse } from 'node:http';
import type { Itinerary, StreamDone } from '@trip/shared/itineraries/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { itineraryFixture } from '../../../test/itinerary-fixture';
import { startHttpServer } from '../../../test/http-server';
import type * as StreamModule from './stream-itineraries';

type Scenario = (response: ServerResponse, body: string) => Promise<void> | void;

let server: Awaited<ReturnType<typeof startHttpServer>>;
let scenario: Scenario;
let api: typeof StreamModule;
let lastRequest: { url?: string; accept?: string; body: string };

const search = {
  from: 'Delhi',
  to: 'Goa',
  departureDate: '2026-12-10',
  returnDate: '2026-12-15',
  travellers: 2,
  travelClass: 'Economy' as const,
  priceRange: [0, 50_000] as [number, number],
  page: 1,
};
const first = itineraryFixture({ title: 'Goa ₹ beaches, slowly' });
const second = itineraryFixture({
  _id: '0bdef797-b017-811e-a7b8-d56391319883',
  title: 'Goa forts',
});
const done = { searchId: 's-1', engine: 'planner', count: 2, page: 1, hasMore: true };

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

function startStream(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.flushHeaders();
}

beforeAll(async () => {
  server = await startHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      lastRequest = { url: request.url, accept: request.headers.accept, body };
      void scenario(response, body);
    });
  });
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
  vi.resetModules();
  api = await import('./stream-itineraries');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

beforeEach(() => {
  lastRequest = { body: '' };
});

async function run(): Promise<{ cards: Itinerary[]; done?: StreamDone; error?: unknown }> {
  const cards: Itinerary[] = [];
  try {
    return {
      cards,
      done: await api.streamItineraries(search, { onCard: (card) => cards.push(card) }),
    };
  } catch (error) {
    return { cards, error };
  }
}

describe('streaming a search', () => {
  it('posts the search and reads cards and done, whatever the chunks cut through', async () => {
    scenario = async (response) => {
      startStream(response);
      const bytes = Buffer.from(
        event('itinerary', first) + event('itinerary', second) + event('done', done),
      );
      // Cuts every 50 bytes, through field names and JSON, and one inside the three bytes of "₹".
      const rupee = bytes.indexOf(Buffer.from('₹'));
      const cuts = [0, rupee + 1, rupee + 2];
      for (let at = 50; at < bytes.length; at += 50) cuts.push(at);
      cuts.sort((a, b) => a - b);
      for (const [index, at] of cuts.entries()) {
        response.write(bytes.subarray(at, cuts[index + 1] ?? bytes.length));
        await pause();
      }
      response.end();
    };
    const result = await run();
    expect(lastRequest.url).toBe('/api/generate-itinerary/stream');
    expect(lastRequest.accept).toBe('text/event-stream');
    expect(JSON.parse(lastRequest.body)).toEqual(search);
    expect(result.cards.map((card) => card.title)).toEqual(['Goa ₹ beaches, slowly', 'Goa forts']);
    expect(result).toMatchObject({ done });
  });

  it('hands each card over before the rest of the stream has come', async () => {
    let sawFirst: () => void = () => {};
    const firstShown = new Promise<void>((resolve) => (sawFirst = resolve));
    scenario = async (response) => {
      startStream(response);
      response.write(event('itinerary', first));
      // The rest waits until the browser side has shown the first card.
      await firstShown;
      response.end(event('itinerary', second) + event('done', done));
    };
    const cards: string[] = [];
    const result = await api.streamItineraries(search, {
      onCard: (card) => {
        cards.push(card.title);
        if (cards.length === 1) sawFirst();
      },
    });
    expect(cards).toEqual(['Goa ₹ beaches, slowly', 'Goa forts']);
    expect(result.hasMore).toBe(true);
  });

  it('fails with the error event after the cards that came before it', async () => {
    scenario = (response) => {
      startStream(response);
      response.end(
        event('itinerary', first) +
          event('error', {
            error: 'Something went wrong on our side. Please try again.',
            code: 'INTERNAL',
          }),
      );
    };
    const result = await run();
    expect(result.cards).toHaveLength(1);
    expect(result.error).toBeInstanceOf(api.SearchFailure);
    expect(result.error).toMatchObject({
      status: 500,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
      overloaded: false,
    });
  });

  it('reads an overloaded model before the stream, with its Retry-After', async () => {
    scenario = (response) => {
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '7' });
      response.end(
        JSON.stringify({
          error: 'AI model is temporarily overloaded. Please try again in a few minutes.',
          code: 'MODEL_OVERLOADED',
        }),
      );
    };
    const result = await run();
    expect(result.cards).toEqual([]);
    expect(result.error).toMatchObject({ status: 503, overloaded: true, retryAfter: 7 });
  });

  it('names the refused place and the places the server suggests', async () => {
    scenario = (response) => {
      response.writeHead(422, { 'content-type': 'application/json' });
      const message = 'We could not find "Shimlaa". Did you mean Shimla?';
      response.end(
        JSON.stringify({
          error: message,
          code: 'UNPROCESSABLE',
          fieldErrors: { to: message },
          suggestions: ['Shimla'],
        }),
      );
    };
    const result = await run();
    expect(result.error).toMatchObject({
      status: 422,
      field: 'to',
      suggestions: ['Shimla'],
      message: 'We could not find "Shimlaa". Did you mean Shimla?',
    });
  });

  it('takes a stream that ends without done for a lost connection', async () => {
    scenario = (response) => {
      startStream(response);
      response.end(event('itinerary', first));
    };
    const result = await run();
    expect(result.cards).toHaveLength(1);
    expect(result.error).toMatchObject({
      message: 'Network error. Please try again.',
      status: undefined,
    });
  });

  it('explains an answer without the error envelope by its status', async () => {
    scenario = (response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    };
    const result = await run();
    expect(result.error).toMatchObject({ status: 502, message: 'The server could not answer' });
  });
});
