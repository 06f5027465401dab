import type { FastifyBaseLogger } from 'fastify';
import { costInUsd, priceOfModel } from '@trip/shared/ai-usage/prices';
import type { Db } from '../../db/client';
import { findRecentAiUsage, insertAiUsage, type AiUsageRow } from './ai-usage.repository';

/** A summary keeps this many characters of JSON at most. */
export const SUMMARY_MAX_CHARS = 2048;
const STRING_MAX_CHARS = 600;

export type EngineCall = {
  /** The API route the call served, e.g. "/api/generate-itinerary". */
  endpoint: string;
  /** "planner" or "llm:<model>". */
  engine: string;
  /** The model asked; omitted for the offline planner, which costs nothing. */
  model?: string | undefined;
  status: 'success' | 'error';
  responseTimeMs: number;
  /** As the provider reported them; 0 when it reported none (or the planner answered). */
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
  /** The provider's total when it reports one (it may count reasoning tokens); else the sum. */
  totalTokens?: number | undefined;
  errorCode?: string | undefined;
  /** What was asked and answered; stored truncated and without personal data. */
  request?: unknown;
  response?: unknown;
  at?: Date;
};

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Ten or more digits with spaces, dots, dashes or brackets between: a phone number, not a date or a price. */
const PHONE_LIKE = /\+?\d(?:[\s().-]*\d){9,}/g;

function scrubbed(value: unknown): unknown {
  if (typeof value === 'string') {
    // Cut first: the patterns below are slow on very long runs of word characters.
    const cut = value.length > STRING_MAX_CHARS ? `${value.slice(0, STRING_MAX_CHARS)}…` : value;
    return cut.replace(EMAIL, '[email removed]').replace(PHONE_LIKE, '[number removed]');
  }
  if (Array.isArray(value)) return value.map(scrubbed);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubbed(item)]));
  }
  return value;
}

/**
 * A copy for the usage log: e-mail addresses and phone-like numbers removed, long texts cut,
 * and the whole kept under SUMMARY_MAX_CHARS (beyond that only a preview of the JSON is kept).
 * Callers pass engine inputs and outputs only, never a traveller's name or contact details.
 */
export function summarise(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  const clean = scrubbed(value);
  const wrapped =
    clean && typeof clean === 'object' && !Array.isArray(clean)
      ? (clean as Record<string, unknown>)
      : { value: clean };
  const json = JSON.stringify(wrapped);
  if (json.length <= SUMMARY_MAX_CHARS) return wrapped;
  // Quotes in the preview are escaped again when stored, so cut until the stored form fits.
  let preview = json.slice(0, SUMMARY_MAX_CHARS);
  while (JSON.stringify({ truncated: true, preview }).length > SUMMARY_MAX_CHARS) {
    const over = JSON.stringify({ truncated: true, preview }).length - SUMMARY_MAX_CHARS;
    preview = preview.slice(0, preview.length - Math.max(over, 1));
  }
  return { truncated: true, preview };
}

/**
 * Records one engine call for the AI usage dashboard, priced from the model's row in the price
 * table. Never throws: a failed insert is logged and the traveller's answer goes on.
 */
export async function recordEngineCall(
  db: Db,
  call: EngineCall,
  log?: FastifyBaseLogger,
): Promise<void> {
  const inputTokens = Math.max(0, Math.round(call.inputTokens ?? 0));
  const outputTokens = Math.max(0, Math.round(call.outputTokens ?? 0));
  const price = call.model ? priceOfModel(call.model) : undefined;
  try {
    await insertAiUsage(db, {
      endpoint: call.endpoint,
      engine: call.engine,
      model: call.model ?? null,
      status: call.status,
      responseTimeMs: Math.max(0, Math.round(call.responseTimeMs)),
      inputTokens,
      outputTokens,
      totalTokens: Math.max(inputTokens + outputTokens, Math.round(call.totalTokens ?? 0)),
      costUsd: price ? costInUsd(price, { input: inputTokens, output: outputTokens }) : 0,
      costKnown: price ? price.known : true,
      errorCode: call.errorCode ?? null,
      requestSummary: summarise(call.request),
      responseSummary: summarise(call.response),
      ...(call.at ? { createdAt: call.at } : {}),
    });
  } catch (error) {
    log?.warn(
      { err: (error as Error).message, endpoint: call.endpoint, engine: call.engine },
      'AI usage not recorded',
    );
  }
}

export type AiUsageLog = AiUsageRow;

/** The latest calls, newest first. */
export async function findRecentEngineCalls(db: Db, limit = 100): Promise<AiUsageLog[]> {
  return findRecentAiUsage(db, limit);
}
