import type { FastifyBaseLogger } from 'fastify';
import { engineNotes, type EngineNoteReason } from '@trip/shared/itineraries/engine-notes';
import type { Db } from '../../../db/client';
import { recordEngineCallAfter } from '../../ai-usage/ai-usage.service';
import { originPlace } from './planner';
import type { DraftItinerary, EngineSearch, ItineraryEngine } from './types';

/** The API routes engine calls are logged under. */
export const SUGGEST_ENDPOINT = '/api/generate-itinerary';
export const DETAILS_ENDPOINT = '/api/itineraries/:id/details';

function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : 'ENGINE_ERROR';
}

/**
 * An engine whose every call is logged for the AI usage dashboard. For the offline planner:
 * no model, no tokens, no cost, but the calls, their time and their failures are real. Each is
 * written once its answer has gone out (decision 190).
 */
export function recordedEngine(
  engine: ItineraryEngine,
  options: {
    db: Db;
    log: FastifyBaseLogger;
    /** True for the planner answering in the model's place: its calls are counted apart. */
    fallback?: boolean;
  },
): ItineraryEngine {
  const { db, log, fallback = false } = options;
  const record = (
    endpoint: string,
    startedAt: number,
    request: Record<string, unknown>,
    outcome: { response: Record<string, unknown> } | { error: unknown },
  ) =>
    recordEngineCallAfter(
      db,
      {
        endpoint,
        engine: engine.name,
        fallback,
        status: 'response' in outcome ? 'success' : 'error',
        responseTimeMs: performance.now() - startedAt,
        request,
        ...('response' in outcome
          ? { response: outcome.response }
          : {
              errorCode: errorCodeOf(outcome.error),
              response: { error: (outcome.error as Error).message },
            }),
      },
      log,
    );

  return {
    name: engine.name,
    ...(engine.hasMore ? { hasMore: engine.hasMore.bind(engine) } : {}),

    async *suggest(search: EngineSearch, page: number) {
      const startedAt = performance.now();
      const request = {
        purpose: 'cards',
        from: originPlace(search.origin).name,
        to: search.destination.name,
        departureDate: search.departureDate,
        returnDate: search.returnDate,
        travellers: search.travellers,
        travelClass: search.travelClass,
        priceRange: search.priceRange,
        page,
      };
      const titles: string[] = [];
      try {
        for await (const card of engine.suggest(search, page)) {
          titles.push(card.title);
          yield card;
        }
      } catch (error) {
        record(SUGGEST_ENDPOINT, startedAt, request, { error });
        throw error;
      }
      record(SUGGEST_ENDPOINT, startedAt, request, {
        response: { cards: titles.length, titles },
      });
    },

    async details(itinerary, search) {
      const startedAt = performance.now();
      const request = {
        purpose: 'days',
        from: search.from,
        to: search.to,
        days: itinerary.days,
        travellers: search.travellers,
        travelClass: search.travelClass,
      };
      try {
        const details = await engine.details(itinerary, search);
        record(DETAILS_ENDPOINT, startedAt, request, {
          response: { title: details.title, days: details.fullDayWisePlan.length },
        });
        return details;
      } catch (error) {
        record(DETAILS_ENDPOINT, startedAt, request, { error });
        throw error;
      }
    },
  };
}

/** The planner standing in for the model: its cards say so, and why. */
export function notedEngine(
  engine: ItineraryEngine,
  reason: () => EngineNoteReason,
): ItineraryEngine {
  return {
    ...engine,
    async *suggest(search, page) {
      for await (const card of engine.suggest(search, page)) {
        const noted: DraftItinerary = { ...card, engineNote: engineNotes[reason()] };
        yield noted;
      }
    },
  };
}
