import type { FastifyBaseLogger } from 'fastify';
import { llmEngineName } from '@trip/shared/itineraries/engine-notes';
import type { Env } from '../../../config/env';
import type { Db } from '../../../db/client';
import { getModelAllowance } from '../../ai-usage/ai-usage.service';
import { createCircuitBreaker } from './circuit-breaker';
import { createLlmEngine } from './llm-engine';
import {
  DEFAULT_LLM_TUNING,
  createLanguageModel,
  createModelClient,
  type LlmTuning,
} from './llm-model';
import { PLANNER_ENGINE } from './planner';
import { plannerEngine } from './planner-engine';
import { notedEngine, recordedEngine } from './recorded-engine';
import type { ItineraryEngine } from './types';

export type EngineStatus = { engine: string; status: 'ready' | 'overloaded' };

export type SelectedEngines = {
  /** Answers searches and writes day-wise plans. */
  engine: ItineraryEngine;
  /** Answers when `engine` cannot: the planner, whose cards then say why. */
  fallback: ItineraryEngine;
  /** For /api/health: the engine in use and whether the model is being left alone. */
  status(): EngineStatus;
};

/**
 * The itinerary engines this configuration asks for: the offline planner alone when
 * AI_PROVIDER is "none", else an LLM engine (OpenAI-compatible or Gemini) with the planner as
 * its fallback. Every call of either is recorded in the AI usage log.
 */
export function selectEngines(options: {
  env: Env;
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Shorter waits and timeouts for tests; production uses the defaults. */
  tuning?: Partial<LlmTuning> | undefined;
}): SelectedEngines {
  const { env, db, log, now } = options;
  const planner = recordedEngine(plannerEngine, { db, log });
  if (env.AI_PROVIDER === 'none' || !env.AI_MODEL) {
    return {
      engine: planner,
      fallback: planner,
      status: () => ({ engine: PLANNER_ENGINE, status: 'ready' }),
    };
  }
  const tuning: LlmTuning = { ...DEFAULT_LLM_TUNING, ...options.tuning };
  const circuit = createCircuitBreaker({ openForMs: tuning.circuitOpenMs, now });
  const client = createModelClient({
    model: createLanguageModel(env),
    modelId: env.AI_MODEL,
    engineName: llmEngineName(env.AI_MODEL),
    db,
    log,
    tuning,
  });
  const llm = createLlmEngine({
    client,
    circuit,
    db,
    log,
    gate: () => getModelAllowance(db, now()),
  });
  return {
    engine: llm,
    fallback: recordedEngine(
      notedEngine(plannerEngine, () => llm.fallbackReason()),
      { db, log, fallback: true },
    ),
    status: () => ({ engine: llm.name, status: circuit.isOpen() ? 'overloaded' : 'ready' }),
  };
}
