import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@trip/shared/errors/app-error';
import { engineNotes, type EngineNoteReason } from '@trip/shared/itineraries/engine-notes';
import type {
  Itinerary,
  ItineraryDetails,
  ItinerarySearch,
} from '@trip/shared/itineraries/schemas';
import type { Db } from '../../../db/client';
import { recordEngineCall } from '../../ai-usage/ai-usage.service';
import { knowledgeBase, type KnowledgeBase } from '../knowledge/load';
import type { CircuitBreaker } from './circuit-breaker';
import { buildDetails, rebuildTrip } from './details';
import { nameKey } from './grounding';
import { ModelCallError, type ModelClient } from './llm-model';
import {
  cardsAnswerSchema,
  cardsPrompt,
  checkCard,
  checkDays,
  daysAnswerSchema,
  daysPrompt,
  daysRepairPrompt,
  repairPrompt,
  type CardChoice,
  type ChatMessage,
  type DaysCheck,
} from './llm-prompts';
import { PLANNER_ENGINE, cardFor, originPlace, planPage, type PlannedCard } from './planner';
import { DETAILS_ENDPOINT, SUGGEST_ENDPOINT } from './recorded-engine';
import { buildTrip } from './trip';
import type { DraftItinerary, EngineSearch, ItineraryEngine } from './types';

/** Seconds a traveller's page is told to wait after a 503: by then the planner answers. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;

/** The model is being left alone after overloads; the service lets the planner answer. */
export class ModelUnavailableError extends Error {
  constructor(why: 'overloaded' | 'budget' | 'busy' = 'overloaded') {
    super(
      why === 'budget'
        ? "today's AI budget is spent; the planner answers until midnight in India"
        : why === 'busy'
          ? 'the AI requests-per-minute limit is reached; the planner answers for now'
          : 'the model is overloaded; the planner answers for now',
    );
    this.name = 'ModelUnavailableError';
  }
}

/** The model answered, but not one usable card or day plan even after a repair. */
export class ModelOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelOutputError';
  }
}

/** Whether the admin's AI limits let the model be asked now, and how long an answer may be. */
export type ModelGate = () => Promise<{
  blocked: 'budget' | 'busy' | undefined;
  tokenLimit: number;
}>;

export type LlmEngine = ItineraryEngine & {
  /** Why the planner answers in the model's place right now. */
  fallbackReason(): EngineNoteReason;
};

function fitOf(price: number, [min, max]: [number, number]) {
  if (price < min) return { priceFit: 'under' as const, distance: min - price };
  if (price > max) return { priceFit: 'over' as const, distance: price - max };
  return { priceFit: 'within' as const, distance: 0 };
}

/**
 * The card for a model's choice, built the planner's way: the chosen sights, activities and day
 * trips go first in the schedule, and transport, stay, food and fees are priced by the cost model.
 */
function cardFromChoice(
  planned: PlannedCard,
  choice: CardChoice,
  search: EngineSearch,
  engineName: string,
): DraftItinerary {
  const focus = [...choice.attractions, ...choice.activities, ...choice.excursions];
  const trip = buildTrip({ ...planned.trip.spec, focus }, search);
  const card = cardFor(
    { key: planned.key, trip, ...fitOf(trip.pricePP, search.priceRange) },
    search,
  );
  // A highlight must name a place the built trip really visits (or its hotel).
  const visited = new Set(
    [
      ...trip.attractions.map((a) => a.name),
      ...trip.activities.map((a) => a.name),
      ...trip.excursions.flatMap((e) => [e.name, ...e.spots]),
      ...trip.stays.map((s) => s.hotelName),
      ...trip.spec.stops.map((s) => s.place.name),
    ].map(nameKey),
  );
  const highlights = choice.highlights.filter((line) => {
    const padded = ` ${nameKey(line)} `;
    return [...visited].some((key) => padded.includes(` ${key} `));
  });
  return {
    ...card,
    title: choice.title,
    highlights: highlights.length >= 2 ? highlights.slice(0, 6) : card.highlights,
    engine: engineName,
    plan: { ...card.plan!, focus },
  };
}

function searchSummary(search: EngineSearch, page: number) {
  return {
    from: originPlace(search.origin).name,
    to: search.destination.name,
    departureDate: search.departureDate,
    returnDate: search.returnDate,
    travellers: search.travellers,
    travelClass: search.travelClass,
    priceRange: search.priceRange,
    page,
  };
}

function answerProblems(text: string, shape: { safeParse(value: unknown): { success: boolean } }) {
  try {
    return shape.safeParse(JSON.parse(text)).success
      ? []
      : ['the answer does not match the asked shape'];
  } catch {
    return ['the answer is not valid JSON'];
  }
}

/**
 * The LLM engine: the planner lays out each page (stops, hotel tier, theme, how much fits, all
 * priced within the asked range); the model chooses from the knowledge base what each card
 * visits first and writes its title and highlights; each card is built and priced by the
 * planner's own code and handed out the moment its part of the answer is in. One repair is
 * asked for whatever did not pass; what still fails is planned offline and says so.
 */
export function createLlmEngine(options: {
  client: ModelClient;
  circuit: CircuitBreaker;
  db: Db;
  log: FastifyBaseLogger;
  kb?: KnowledgeBase;
  /** The admin's AI limits; without one the model is always asked. */
  gate?: ModelGate;
}): LlmEngine {
  const { client, circuit, db, log } = options;
  let blockedFor: 'budget' | 'busy' | undefined;
  /** The model may be asked (and with what token limit), or the planner answers and says why. */
  const admit = async (): Promise<{ maxOutputTokens?: number }> => {
    if (circuit.isOpen()) throw new ModelUnavailableError();
    if (!options.gate) return {};
    const gate = await options.gate();
    blockedFor = gate.blocked;
    if (gate.blocked) throw new ModelUnavailableError(gate.blocked);
    return { maxOutputTokens: gate.tokenLimit };
  };
  const kb = () => options.kb ?? knowledgeBase();
  const name = client.engineName;

  /** Overloads open the breaker; the first one a traveller meets is the spec's 503. */
  const surfaced = (error: unknown): unknown => {
    if (error instanceof ModelCallError && error.kind === 'overloaded') {
      circuit.open();
      return new AppError('MODEL_OVERLOADED', {
        retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
        internal: error.message,
        cause: error,
      });
    }
    return error;
  };

  const plannerCards = async (
    search: EngineSearch,
    page: number,
    slots: Array<[number, PlannedCard]>,
    reason: EngineNoteReason,
  ): Promise<DraftItinerary[]> => {
    const startedAt = performance.now();
    const cards = slots.map(([, planned]) => ({
      ...cardFor(planned, search),
      engineNote: engineNotes[reason],
    }));
    await recordEngineCall(
      db,
      {
        endpoint: SUGGEST_ENDPOINT,
        engine: PLANNER_ENGINE,
        status: 'success',
        responseTimeMs: performance.now() - startedAt,
        request: {
          ...searchSummary(search, page),
          purpose: 'cards-fill',
          cards: slots.map(([n]) => n),
        },
        response: { cards: cards.length, titles: cards.map((card) => card.title) },
      },
      log,
    );
    return cards;
  };

  return {
    name,

    fallbackReason: () => (circuit.isOpen() ? 'overloaded' : (blockedFor ?? 'failed')),

    hasMore(search, page) {
      return planPage(search, page).hasMore;
    },

    async *suggest(search, page) {
      const planned = planPage(search, page).cards;
      if (planned.length === 0) return;
      const limits = await admit();
      const summary = searchSummary(search, page);
      const done = new Set<number>();
      const problems = new Map<number | 'answer', string[]>();
      let produced = 0;

      /** One call: each element that passes becomes a card at once; the rest wait for the repair. */
      const ask = async function* (messages: ChatMessage[], purpose: string) {
        const stream = client.streamElements({
          ...limits,
          endpoint: SUGGEST_ENDPOINT,
          purpose,
          messages,
          schema: cardsAnswerSchema,
          summary: { ...summary, cards: planned.length },
          problemsOf: (text) => {
            const shape = answerProblems(text, cardsAnswerSchema);
            const pending = planned.length - done.size;
            return pending > 0
              ? [...shape, `${pending} of ${planned.length} cards unusable`]
              : shape;
          },
        });
        try {
          for (;;) {
            const next = await stream.next();
            if (next.done) return next.value;
            const check = checkCard(next.value, planned, search, kb());
            if (check.card !== undefined && done.has(check.card)) continue;
            if (!check.ok) {
              problems.set(check.card ?? 'answer', check.errors);
              continue;
            }
            done.add(check.card);
            problems.delete(check.card);
            yield cardFromChoice(planned[check.card - 1]!, check.choice, search, name);
          }
        } finally {
          // Stops (and logs) the model's answer when nobody reads on.
          await stream.return('');
        }
      };

      const first = cardsPrompt(search, planned);
      let answer = '';
      const run = ask([first], 'cards');
      try {
        for (;;) {
          const next = await run.next();
          if (next.done) {
            answer = next.value;
            break;
          }
          produced += 1;
          yield next.value;
        }
      } catch (error) {
        if (produced === 0) throw surfaced(error);
        surfaced(error);
        const reason = circuit.isOpen() ? 'overloaded' : 'failed';
        const rest = planned.map((card, index) => [index + 1, card] as [number, PlannedCard]);
        yield* await plannerCards(
          search,
          page,
          rest.filter(([n]) => !done.has(n)),
          reason,
        );
        return;
      } finally {
        await run.return('');
      }

      const pending = () =>
        planned
          .map((card, index) => [index + 1, card] as [number, PlannedCard])
          .filter(([n]) => !done.has(n));
      if (pending().length === 0) return;
      for (const [n] of pending())
        if (!problems.has(n)) problems.set(n, ['no usable card was given']);
      if (answerProblems(answer, cardsAnswerSchema).length > 0 && !problems.has('answer')) {
        problems.set('answer', answerProblems(answer, cardsAnswerSchema));
      }

      let reason: EngineNoteReason = 'failed';
      try {
        const repair: ChatMessage[] = [
          first,
          { role: 'assistant', content: answer || '(no answer)' },
          repairPrompt(problems),
        ];
        const rerun = ask(repair, 'cards-repair');
        try {
          for (;;) {
            const next = await rerun.next();
            if (next.done) break;
            produced += 1;
            yield next.value;
          }
        } finally {
          await rerun.return('');
        }
      } catch (error) {
        if (produced === 0) throw surfaced(error);
        surfaced(error);
        if (circuit.isOpen()) reason = 'overloaded';
      }
      if (produced === 0) {
        throw new ModelOutputError('no usable card after one repair');
      }
      const left = pending();
      if (left.length > 0) yield* await plannerCards(search, page, left, reason);
    },

    async details(itinerary: Itinerary, search: ItinerarySearch): Promise<ItineraryDetails> {
      const base = buildDetails(itinerary, search, kb());
      const limits = await admit();
      const trip = rebuildTrip(itinerary, search, kb());
      const origin = trip.spec.origin;
      const allowed = new Set([origin.id, ...trip.spec.stops.map((stop) => stop.place.id)]);
      const summary = {
        from: origin.name,
        to: itinerary.toLocation,
        days: base.fullDayWisePlan.length,
        travellers: search.travellers,
        travelClass: search.travelClass,
      };
      const ask = async (messages: ChatMessage[], purpose: string) => {
        const judged: { verdict: DaysCheck } = { verdict: { ok: false, errors: ['no answer'] } };
        const text = await client.generateJson({
          ...limits,
          endpoint: DETAILS_ENDPOINT,
          purpose,
          messages,
          schema: daysAnswerSchema,
          summary,
          problemsOf: (answer) => {
            try {
              judged.verdict = checkDays(JSON.parse(answer), base, allowed, kb());
            } catch {
              judged.verdict = { ok: false, errors: ['the answer is not valid JSON'] };
            }
            return judged.verdict.ok ? [] : judged.verdict.errors;
          },
        });
        return { text, verdict: judged.verdict };
      };
      try {
        const first = daysPrompt(base);
        let { text, verdict } = await ask([first], 'days');
        if (!verdict.ok) {
          ({ text, verdict } = await ask(
            [first, { role: 'assistant', content: text }, daysRepairPrompt(verdict.errors)],
            'days-repair',
          ));
        }
        if (!verdict.ok) throw new ModelOutputError(`day plan unusable: ${verdict.errors[0]}`);
        const byDay = new Map(verdict.days.map((day) => [day.day, day]));
        return {
          ...base,
          engine: name,
          fullDayWisePlan: base.fullDayWisePlan.map((day) => ({
            ...day,
            title: byDay.get(day.day)!.title,
            description: byDay.get(day.day)!.description,
          })),
        };
      } catch (error) {
        if (error instanceof ModelCallError && error.kind === 'overloaded') circuit.open();
        throw error;
      }
    },
  };
}
