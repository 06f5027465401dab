import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  NoObjectGeneratedError,
  Output,
  generateText,
  streamText,
  type LanguageModel,
  type LanguageModelUsage,
} from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Env } from '../../../config/env';
import type { Db } from '../../../db/client';
import { recordEngineCall } from '../../ai-usage/ai-usage.service';
import { createElementScanner } from './json-elements';
import { SYSTEM_PROMPT, type ChatMessage } from './llm-prompts';

/** How long the engine waits on a model, and how it treats one that is overloaded. */
export type LlmTuning = {
  /** Longest silence in a streamed answer before the call is given up. */
  idleTimeoutMs: number;
  /** Longest a whole call may take. */
  callTimeoutMs: number;
  /** Further tries of a call the provider answered 429 or 503. */
  overloadRetries: number;
  /** Most the engine waits before one retry, whatever Retry-After asks. */
  maxRetryWaitMs: number;
  /** Most the engine waits over all retries of one call. */
  totalRetryWaitMs: number;
  /** How long a model that stayed overloaded is left alone: the planner answers meanwhile. */
  circuitOpenMs: number;
};

export const DEFAULT_LLM_TUNING: LlmTuning = {
  idleTimeoutMs: 20_000,
  callTimeoutMs: 60_000,
  overloadRetries: 2,
  maxRetryWaitMs: 2_000,
  totalRetryWaitMs: 3_000,
  circuitOpenMs: 60_000,
};

/** The provider's model, built from AI_PROVIDER, AI_BASE_URL, AI_API_KEY and AI_MODEL. */
export function createLanguageModel(env: Env): LanguageModel {
  const model = env.AI_MODEL ?? '';
  if (env.AI_PROVIDER === 'google') {
    return createGoogleGenerativeAI({
      ...(env.AI_API_KEY ? { apiKey: env.AI_API_KEY } : {}),
      ...(env.AI_BASE_URL ? { baseURL: env.AI_BASE_URL } : {}),
    })(model);
  }
  return createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: env.AI_BASE_URL ?? '',
    ...(env.AI_API_KEY ? { apiKey: env.AI_API_KEY } : {}),
    // Token counts of a streamed answer come only in its last chunk, and only when asked for.
    includeUsage: true,
    supportsStructuredOutputs: true,
  }).chatModel(model);
}

export type ModelFailureKind = 'overloaded' | 'timeout' | 'failed';

/** A call the provider did not answer usefully; `kind` decides between 503 and the planner. */
export class ModelCallError extends Error {
  constructor(
    readonly kind: ModelFailureKind,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'ModelCallError';
  }
}

const ERROR_CODES: Record<ModelFailureKind, string> = {
  overloaded: 'MODEL_OVERLOADED',
  timeout: 'MODEL_TIMEOUT',
  failed: 'MODEL_ERROR',
};

function isOverload(error: unknown): error is APICallError {
  return APICallError.isInstance(error) && (error.statusCode === 429 || error.statusCode === 503);
}

function toCallError(error: unknown, timedOut: boolean): ModelCallError {
  if (error instanceof ModelCallError) return error;
  if (isOverload(error)) {
    return new ModelCallError('overloaded', `the model answered ${error.statusCode}`, {
      cause: error,
    });
  }
  if (timedOut) return new ModelCallError('timeout', 'the model took too long', { cause: error });
  const status = APICallError.isInstance(error) && error.statusCode ? ` (${error.statusCode})` : '';
  return new ModelCallError('failed', `${(error as Error).message}${status}`, { cause: error });
}

/** What the provider asks us to wait: retry-after-ms, else Retry-After in seconds or as a date. */
function retryAfterMs(error: APICallError, now: number): number | undefined {
  const headers = Object.fromEntries(
    Object.entries(error.responseHeaders ?? {}).map(([key, value]) => [key.toLowerCase(), value]),
  );
  const ms = Number(headers['retry-after-ms']);
  if (headers['retry-after-ms'] && Number.isFinite(ms) && ms >= 0) return ms;
  const after = headers['retry-after'];
  if (!after) return undefined;
  const seconds = Number(after);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(after);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ModelClient = {
  readonly engineName: string;
  readonly modelId: string;
  /**
   * Streams a JSON answer of the `{"elements": [...]}` shape, handing out each element as soon
   * as it is complete. Retries an overloaded call (before anything was handed out) within the
   * tuning's limits, records every attempt, and returns the whole text at the end.
   */
  streamElements(call: ModelCall): AsyncGenerator<unknown, string>;
  /** One JSON answer of the schema's shape, as text; retries and records like `streamElements`. */
  generateJson(call: ModelCall & { schema: z.ZodType }): Promise<string>;
};

export type ModelCall = {
  endpoint: string;
  /** Why the model is asked ("cards", "cards-repair", "days"…), for the usage log. */
  purpose: string;
  messages: ChatMessage[];
  schema?: z.ZodType;
  /** The most tokens the answer may have (Settings → AI limits → token limit). */
  maxOutputTokens?: number | undefined;
  /** What the request was about, for the usage log (no personal data). */
  summary: Record<string, unknown>;
  /** Problems with the answer as a whole, decided by the caller once it has read the text. */
  problemsOf(text: string): string[];
};

type Attempt = { text: string; usage: LanguageModelUsage | undefined; error?: unknown };

export function createModelClient(options: {
  model: LanguageModel;
  modelId: string;
  engineName: string;
  db: Db;
  log: FastifyBaseLogger;
  tuning: LlmTuning;
}): ModelClient {
  const { model, modelId, engineName, db, log, tuning } = options;

  const record = (call: ModelCall, attempt: Attempt, startedAt: number, retry: number) => {
    const failure = attempt.error === undefined ? undefined : toCallError(attempt.error, false);
    const problems = failure ? [] : call.problemsOf(attempt.text);
    return recordEngineCall(
      db,
      {
        endpoint: call.endpoint,
        engine: engineName,
        model: modelId,
        status: failure || problems.length > 0 ? 'error' : 'success',
        responseTimeMs: performance.now() - startedAt,
        inputTokens: attempt.usage?.inputTokens,
        outputTokens: attempt.usage?.outputTokens,
        totalTokens: attempt.usage?.totalTokens,
        errorCode: failure
          ? ERROR_CODES[failure.kind]
          : problems.length > 0
            ? 'INVALID_OUTPUT'
            : undefined,
        request: {
          ...call.summary,
          purpose: call.purpose,
          retry,
          prompt: call.messages.at(-1)?.content,
        },
        response: failure
          ? { error: failure.message }
          : {
              text: attempt.text,
              ...(problems.length > 0 ? { problems: problems.slice(0, 8) } : {}),
            },
      },
      log,
    );
  };

  /** Waits before another try of an overloaded call, or says there is no time left for one. */
  const waitForRetry = async (error: unknown, retry: number, waited: { ms: number }) => {
    if (!isOverload(error) || retry >= tuning.overloadRetries) return false;
    const asked = retryAfterMs(error, Date.now()) ?? 500 * 2 ** retry;
    const wait = Math.min(asked, tuning.maxRetryWaitMs);
    if (waited.ms + wait > tuning.totalRetryWaitMs) return false;
    waited.ms += wait;
    await sleep(wait);
    return true;
  };

  return {
    engineName,
    modelId,

    async *streamElements(call) {
      const waited = { ms: 0 };
      for (let retry = 0; ; retry += 1) {
        const startedAt = performance.now();
        const controller = new AbortController();
        let timedOut = false;
        const giveUp = () => {
          timedOut = true;
          controller.abort();
        };
        const callTimer = setTimeout(giveUp, tuning.callTimeoutMs);
        let idleTimer = setTimeout(giveUp, tuning.idleTimeoutMs);
        const attempt: Attempt = { text: '', usage: undefined };
        let handedOut = 0;
        let recorded = false;
        try {
          const result = streamText({
            model,
            system: SYSTEM_PROMPT,
            messages: call.messages,
            ...(call.schema ? { output: Output.object({ schema: call.schema }) } : {}),
            ...(call.maxOutputTokens ? { maxOutputTokens: call.maxOutputTokens } : {}),
            maxRetries: 0,
            temperature: 0.4,
            abortSignal: controller.signal,
            onError: () => {},
          });
          const scanner = createElementScanner();
          for await (const part of result.fullStream) {
            clearTimeout(idleTimer);
            idleTimer = setTimeout(giveUp, tuning.idleTimeoutMs);
            if (part.type === 'text-delta') {
              attempt.text += part.text;
              for (const element of scanner.push(part.text)) {
                handedOut += 1;
                yield element;
              }
            } else if (part.type === 'finish') {
              attempt.usage = part.totalUsage;
            } else if (part.type === 'error') {
              throw part.error;
            } else if (part.type === 'abort') {
              throw new ModelCallError(timedOut ? 'timeout' : 'failed', 'the call was stopped');
            }
          }
          recorded = true;
          await record(call, attempt, startedAt, retry);
          return attempt.text;
        } catch (error) {
          const failure = toCallError(error, timedOut);
          recorded = true;
          await record(call, { ...attempt, error: failure }, startedAt, retry);
          if (handedOut === 0 && (await waitForRetry(error, retry, waited))) continue;
          throw failure;
        } finally {
          clearTimeout(callTimer);
          clearTimeout(idleTimer);
          // The caller stopped reading part-way: the call still happened and is logged.
          if (!recorded) {
            controller.abort();
            await record(call, attempt, startedAt, retry);
          }
        }
      }
    },

    async generateJson(call) {
      const waited = { ms: 0 };
      for (let retry = 0; ; retry += 1) {
        const startedAt = performance.now();
        const controller = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, tuning.callTimeoutMs);
        try {
          const result = await generateText({
            model,
            system: SYSTEM_PROMPT,
            messages: call.messages,
            output: Output.object({ schema: call.schema }),
            ...(call.maxOutputTokens ? { maxOutputTokens: call.maxOutputTokens } : {}),
            maxRetries: 0,
            temperature: 0.4,
            abortSignal: controller.signal,
          });
          await record(call, { text: result.text, usage: result.usage }, startedAt, retry);
          return result.text;
        } catch (error) {
          // An answer that is not the asked-for JSON still came back (and was paid for).
          if (NoObjectGeneratedError.isInstance(error)) {
            const text = error.text ?? '';
            await record(call, { text, usage: error.usage }, startedAt, retry);
            return text;
          }
          const failure = toCallError(error, timedOut);
          await record(call, { text: '', usage: undefined, error: failure }, startedAt, retry);
          if (await waitForRetry(error, retry, waited)) continue;
          throw failure;
        } finally {
          clearTimeout(timer);
        }
      }
    },
  };
}
