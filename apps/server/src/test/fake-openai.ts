import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible chat server (OpenAI, Ollama, vLLM), and for Gemini's
 * generateContent API, that speaks real HTTP,
 * for the server tests and the browser journeys. It reads the facts the LLM engine puts in its
 * prompt and answers from them, so an "ok" answer only names places the prompt offered.
 *
 * - ok: a valid answer
 * - malformed: JSON cut off inside the first card
 * - invented: valid JSON naming a sight the prompt never offered
 * - overload: 429 (or 503) with Retry-After and retry-after-ms
 * - slow: streams the first card, then holds the rest until `release()` (or the client gives up)
 * - fail: 500 with an error body
 * - one-title: valid, but every card of the page has the same title (a model's repeat)
 */
export type FakeMode = 'ok' | 'malformed' | 'invented' | 'overload' | 'slow' | 'fail' | 'one-title';

export type FakeUsage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

export type FakeRequest = {
  path: string;
  model: string;
  stream: boolean;
  /** The task named in the prompt's facts ("itinerary-cards", "itinerary-days"), if any. */
  task: string | undefined;
  /** True when the messages carry an earlier answer to correct. */
  repair: boolean;
  mode: FakeMode;
  status: number;
  /** What the answer reported as usage; undefined when it reported none. */
  usage: FakeUsage | undefined;
  body: Record<string, unknown>;
};

export type FakeOpenAI = {
  /** The base URL for AI_BASE_URL, ending in /v1. */
  url: string;
  /** The same fake speaking Gemini's REST shape, for AI_PROVIDER=google. */
  geminiUrl: string;
  /** Answers the next `times` requests (every request when omitted) in this mode, then "ok". */
  setMode(mode: FakeMode, options?: { times?: number }): void;
  /** Lets held "slow" answers finish. */
  release(): void;
  requests: FakeRequest[];
  close(): Promise<void>;
};

export type FakeOpenAIOptions = {
  mode?: FakeMode;
  /** Status of an overloaded answer. */
  overloadStatus?: 429 | 503;
  /** Sent as retry-after-ms on overload, so clients retry quickly in tests. */
  retryAfterMs?: number;
  port?: number;
};

type ChatMessage = { role: string; content: unknown };

type PromptPlace = {
  name: string;
  attractions: Array<{ name: string }>;
  activities: string[];
};
type PromptCard = { card: number; stops: Array<{ place: string; nights: number }>; theme: string };
type PromptDay = { day: number; plannerTitle: string; placesVisited: string[] };
type PromptFacts = {
  task?: string;
  places?: PromptPlace[];
  cards?: PromptCard[];
  days?: PromptDay[];
};

/** A sight no knowledge base holds, for the "invented" mode. */
export const INVENTED_SIGHT = 'Atlantis Sky Palace';

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => (part && typeof part === 'object' && 'text' in part ? String(part.text) : ''))
      .join('');
  }
  return '';
}

/** A Gemini request's turns as chat messages ("model" turns are the assistant's). */
function geminiMessages(body: Record<string, unknown>): ChatMessage[] {
  const contents = (body.contents ?? []) as Array<{ role?: string; parts?: unknown }>;
  return contents.map((turn) => ({
    role: turn.role === 'model' ? 'assistant' : (turn.role ?? 'user'),
    content: textOf(turn.parts),
  }));
}

/** The JSON block of the first user message: the facts the engine offered. */
function factsOf(messages: ChatMessage[]): PromptFacts {
  const first = messages.find((message) => message.role === 'user');
  const match = /```json\s*([\s\S]*?)```/.exec(textOf(first?.content));
  if (!match) return {};
  try {
    return JSON.parse(match[1]!) as PromptFacts;
  } catch {
    return {};
  }
}

function cardsAnswer(facts: PromptFacts, invent: boolean, oneTitle = false): unknown[] {
  const places = new Map((facts.places ?? []).map((place) => [place.name, place]));
  return (facts.cards ?? []).map((card) => {
    const stop = places.get(card.stops[0]?.place ?? '');
    // The last sights of the list: not what the planner would pick first on its own.
    const attractions = (stop?.attractions ?? []).slice(-3).map((a) => a.name);
    if (invent) attractions.unshift(INVENTED_SIGHT);
    const stopNames = card.stops.map((s) => s.place).join(' & ');
    return {
      card: card.card,
      title: oneTitle ? `${stopNames} the slow way` : `${stopNames}: ${card.theme} the slow way`,
      attractions,
      activities: (stop?.activities ?? []).slice(0, 1),
      excursions: [],
      highlights: attractions.map((name) => `Time at ${name}`),
      // A model may volunteer a price; the engine must never use it.
      pricePP: 1,
    };
  });
}

function daysAnswer(facts: PromptFacts, invent: boolean): unknown {
  return {
    days: (facts.days ?? []).map((day) => ({
      day: day.day,
      title: `Day ${day.day}: ${day.plannerTitle}`.slice(0, 80),
      description: invent
        ? `A boat to ${INVENTED_SIGHT}, open 24 hours, then Golden Lotus Ashram.`
        : day.placesVisited.length > 0
          ? `Unhurried time at ${day.placesVisited.join(', ')}.`.slice(0, 400)
          : 'An easy day with time to rest.',
    })),
  };
}

/** The answer's text, split where a streaming client should see a card complete. */
function answerParts(facts: PromptFacts, mode: FakeMode): string[] {
  const invent = mode === 'invented';
  if (facts.task === 'itinerary-days') {
    const text = JSON.stringify(daysAnswer(facts, invent));
    return mode === 'malformed' ? [text.slice(0, Math.floor(text.length / 2))] : [text];
  }
  const elements = cardsAnswer(facts, invent, mode === 'one-title').map((element) =>
    JSON.stringify(element),
  );
  if (mode === 'malformed') {
    // Cut inside the first card, so not one card can be read.
    const first = elements[0] ?? '{"card":1}';
    return [`{"elements":[${first.slice(0, Math.floor(first.length / 2))}`];
  }
  // Part 1 ends right after the first card, so "slow" can hold the rest back.
  return [
    `{"elements":[${elements[0] ?? ''}`,
    `${elements
      .slice(1)
      .map((e) => `,${e}`)
      .join('')}]}`,
  ];
}

function countTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Starts the fake on a free port (or `port`) of 127.0.0.1. */
export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  let mode: FakeMode = options.mode ?? 'ok';
  let remaining = Number.POSITIVE_INFINITY;
  let releaseHeld: () => void = () => {};
  let held = new Promise<void>((resolve) => (releaseHeld = resolve));
  const requests: FakeRequest[] = [];
  let counter = 0;

  const nextMode = (): FakeMode => {
    if (remaining <= 0) return 'ok';
    remaining -= 1;
    return mode;
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://fake');
      const gemini = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)$/.exec(
        url.pathname,
      );
      if (request.method !== 'POST' || (url.pathname !== '/v1/chat/completions' && !gemini)) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request' } }));
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'Bad JSON', type: 'invalid_request' } }));
        return;
      }
      const messages = gemini ? geminiMessages(body) : ((body.messages ?? []) as ChatMessage[]);
      const facts = factsOf(messages);
      const current = nextMode();
      const stream = gemini ? gemini[2] === 'streamGenerateContent' : body.stream === true;
      const record: FakeRequest = {
        path: url.pathname,
        model: gemini ? gemini[1]! : String(body.model ?? ''),
        stream,
        task: facts.task,
        repair: messages.some((message) => message.role === 'assistant'),
        mode: current,
        status: 200,
        usage: undefined,
        body,
      };
      requests.push(record);

      if (current === 'overload' || current === 'fail') {
        record.status = current === 'fail' ? 500 : (options.overloadStatus ?? 429);
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (current === 'overload') {
          headers['retry-after'] = '1';
          headers['retry-after-ms'] = String(options.retryAfterMs ?? 5);
        }
        response.writeHead(record.status, headers);
        const message =
          current === 'fail' ? 'The server had an error' : 'Rate limit reached for requests';
        response.end(
          JSON.stringify(
            gemini
              ? {
                  error: {
                    code: record.status,
                    message,
                    status: current === 'fail' ? 'INTERNAL' : 'RESOURCE_EXHAUSTED',
                  },
                }
              : {
                  error: {
                    message,
                    type: current === 'fail' ? 'server_error' : 'rate_limit_exceeded',
                  },
                },
          ),
        );
        return;
      }

      const parts = answerParts(facts, current);
      const content = parts.join('');
      const promptText = messages.map((message) => textOf(message.content)).join('\n');
      const promptTokens = countTokens(promptText);
      const completionTokens = countTokens(content);
      const usage: FakeUsage = {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      };
      counter += 1;
      const id = `chatcmpl-fake-${counter}`;
      const created = Math.floor(Date.now() / 1000);
      const geminiUsage = {
        promptTokenCount: usage.prompt_tokens,
        candidatesTokenCount: usage.completion_tokens,
        totalTokenCount: usage.total_tokens,
      };
      const geminiChunk = (text: string, last: boolean) => ({
        candidates: [
          {
            content: { parts: [{ text }], role: 'model' },
            index: 0,
            ...(last ? { finishReason: 'STOP' } : {}),
          },
        ],
        ...(last ? { usageMetadata: geminiUsage } : {}),
        modelVersion: record.model,
      });

      if (!stream) {
        record.usage = usage;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            gemini
              ? geminiChunk(content, true)
              : {
                  id,
                  object: 'chat.completion',
                  created,
                  model: record.model,
                  choices: [
                    { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' },
                  ],
                  usage,
                },
          ),
        );
        return;
      }

      response.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        send({
          id,
          object: 'chat.completion.chunk',
          created,
          model: record.model,
          choices: [{ index: 0, delta, finish_reason: finish }],
        });
      if (!gemini) chunk({ role: 'assistant', content: '' });
      for (const [index, part] of parts.entries()) {
        for (let start = 0; start < part.length; start += 48) {
          const piece = part.slice(start, start + 48);
          if (gemini) send(geminiChunk(piece, false));
          else chunk({ content: piece });
        }
        if (current === 'slow' && index === 0) {
          const gone = new Promise<void>((resolve) => response.once('close', () => resolve()));
          await Promise.race([held, gone]);
          if (response.destroyed || response.writableEnded) return;
        }
      }
      if (gemini) {
        // Gemini reports usage on its last chunk, always.
        record.usage = usage;
        send(geminiChunk('', true));
        response.end();
        return;
      }
      chunk({}, 'stop');
      const streamOptions = body.stream_options as { include_usage?: boolean } | undefined;
      if (streamOptions?.include_usage) {
        record.usage = usage;
        send({
          id,
          object: 'chat.completion.chunk',
          created,
          model: record.model,
          choices: [],
          usage,
        });
      }
      response.write('data: [DONE]\n\n');
      response.end();
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: String(error), type: 'server_error' } }));
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    geminiUrl: `http://127.0.0.1:${port}/v1beta`,
    setMode(next, modeOptions = {}) {
      mode = next;
      remaining = modeOptions.times ?? Number.POSITIVE_INFINITY;
    },
    release() {
      releaseHeld();
      held = new Promise<void>((resolve) => (releaseHeld = resolve));
    },
    requests,
    async close() {
      releaseHeld();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
