import { PassThrough } from 'node:stream';
import { viewingVisitor } from '../../plugins/app/rendered-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@trip/shared/errors/app-error';
import {
  createItinerarySearchSchema,
  detailsResponseSchema,
  generateItinerariesResponseSchema,
  generatedDetailsResponseSchema,
  itineraryBySlugResponseSchema,
  itineraryIdParamsSchema,
  itinerarySlugParamsSchema,
  placesQuerySchema,
  placesResponseSchema,
  popularItinerariesResponseSchema,
  shareRequestSchema,
  shareResponseSchema,
  type Itinerary,
  type StreamDone,
} from '@trip/shared/itineraries/schemas';
import { todayInIndia } from '@trip/shared/itineraries/trip-dates';
import { PREPARED_JSON_ROUTE, sendPreparedJson } from '../../lib/prepared-json';
import type { ItineraryEngine } from './engine/types';
import {
  createItineraryDeps,
  findPlaceSuggestionsPrepared,
  loadKnowledge,
  findPopularPrepared,
  generateDetails,
  getDetails,
  getItineraryBySlug,
  prepareSearch,
  runSearch,
  shareItinerary,
} from './itineraries.service';

/** Generating costs work: each address may ask this often. */
export const GENERATION_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

function signedIn<T>(who: T | null): T {
  if (!who) throw new AppError('UNAUTHORIZED');
  return who;
}

/** One server-sent event: its name and one line of JSON. */
function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const itinerariesRoutes: FastifyPluginAsyncZod<{
  engine?: ItineraryEngine;
  fallback?: ItineraryEngine;
}> = async (app, options) => {
  // Read and check the knowledge base now: a bad data file stops start-up, not a search.
  loadKnowledge();
  const deps = createItineraryDeps(app.database.db, app.log, options.engine, options.fallback);
  const searchSchema = createItinerarySearchSchema({ today: () => todayInIndia(app.now()) });

  app.get(
    '/api/places',
    {
      ...PREPARED_JSON_ROUTE,
      config: { access: 'public' },
      schema: {
        tags: ['itineraries'],
        summary: 'Places for the From and To fields: names, aliases, airport codes, near misses',
        querystring: placesQuerySchema,
        response: { 200: placesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return sendPreparedJson(
        request,
        reply,
        findPlaceSuggestionsPrepared(request.query.q, request.query.field),
      );
    },
  );

  app.post(
    '/api/generate-itinerary',
    {
      config: { access: 'public', rateLimit: GENERATION_RATE_LIMIT },
      schema: {
        tags: ['itineraries'],
        summary: 'Itinerary suggestions for a search; `page` 2, 3… load more',
        body: searchSchema,
        response: { 200: generateItinerariesResponseSchema },
      },
    },
    async (request, reply) => {
      const prepared = prepareSearch(deps, request.body);
      const outcome = await runSearch(deps, prepared);
      const { itineraries, searchId, engine, page, hasMore, budgetAdvice } = outcome;
      // Time on the server from receipt to the answer (before serialising), for `npm run bench`.
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
      return {
        itineraries,
        searchId,
        engine,
        page,
        hasMore,
        ...(budgetAdvice ? { budgetAdvice } : {}),
      };
    },
  );

  app.post(
    '/api/generate-itinerary/stream',
    {
      config: { access: 'public', rateLimit: GENERATION_RATE_LIMIT },
      // Compression would hold events back until a buffer fills.
      compress: false,
      schema: {
        tags: ['itineraries'],
        summary:
          'The same search as a text/event-stream: an `itinerary` event per card, then `done` or `error`',
        body: searchSchema,
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    async (request, reply) => {
      // Bad places fail here, before the stream starts, as an ordinary JSON error.
      const prepared = prepareSearch(deps, request.body);
      const stream = new PassThrough();
      let firstCard: () => void = () => {};
      const started = new Promise<void>((resolve) => (firstCard = resolve));
      const running = runSearch(deps, prepared, (card: Itinerary) => {
        stream.write(sseEvent('itinerary', card));
        firstCard();
      });
      // An overloaded model before the first card answers as the JSON route does: 503 with
      // Retry-After, so the page's retry works the same on both routes.
      await Promise.race([
        started,
        running.then(
          () => undefined,
          (error: unknown) => {
            if (error instanceof AppError && error.code === 'MODEL_OVERLOADED') throw error;
          },
        ),
      ]);
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no');
      void (async () => {
        try {
          const outcome = await running;
          const done: StreamDone = {
            searchId: outcome.searchId,
            engine: outcome.engine,
            count: outcome.itineraries.length,
            page: outcome.page,
            hasMore: outcome.hasMore,
            ...(outcome.budgetAdvice ? { budgetAdvice: outcome.budgetAdvice } : {}),
          };
          stream.write(sseEvent('done', done));
        } catch (error) {
          const appError =
            error instanceof AppError
              ? error
              : new AppError('INTERNAL', { internal: (error as Error).message });
          if (appError.status >= 500) request.log.error({ err: error }, 'itinerary stream failed');
          stream.write(sseEvent('error', appError.toEnvelope()));
        } finally {
          stream.end();
        }
      })();
      // The schema documents the body as text; Fastify pipes a stream without serialising it.
      return reply.send(stream as unknown as string);
    },
  );

  app.get(
    '/api/itineraries/popular',
    {
      ...PREPARED_JSON_ROUTE,
      config: { access: 'public' },
      schema: {
        tags: ['itineraries'],
        summary: 'Itineraries with a day-wise plan, most viewed first',
        response: { 200: popularItinerariesResponseSchema },
      },
    },
    async (request, reply) => sendPreparedJson(request, reply, await findPopularPrepared(deps)),
  );

  app.get(
    '/api/itineraries/slug/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['itineraries'],
        summary: 'An itinerary page (counts a view); the day-wise plan only with a user token',
        params: itinerarySlugParamsSchema,
        response: { 200: itineraryBySlugResponseSchema },
      },
    },
    async (request) =>
      getItineraryBySlug(
        deps,
        request.params.slug,
        Boolean(request.user),
        viewingVisitor(request),
        app.now(),
      ),
  );

  app.get(
    '/api/itineraries/:id/details',
    {
      config: { access: 'user' },
      schema: {
        tags: ['itineraries'],
        summary: 'The stored day-wise plan of an itinerary',
        security: [{ bearer: [] }],
        params: itineraryIdParamsSchema,
        response: { 200: detailsResponseSchema },
      },
    },
    async (request) => {
      signedIn(request.user);
      return { details: await getDetails(deps, request.params.id) };
    },
  );

  app.post(
    '/api/itineraries/:id/details',
    {
      config: { access: 'user', rateLimit: GENERATION_RATE_LIMIT },
      schema: {
        tags: ['itineraries'],
        summary: 'Generates the day-wise plan once; concurrent calls share one generation',
        security: [{ bearer: [] }],
        params: itineraryIdParamsSchema,
        response: { 200: generatedDetailsResponseSchema },
      },
    },
    async (request, reply) => {
      signedIn(request.user);
      const generated = await generateDetails(deps, request.params.id);
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
      return generated;
    },
  );

  app.post(
    '/api/itineraries/:id/share',
    {
      config: { access: 'public' },
      schema: {
        tags: ['itineraries'],
        summary: 'Counts a share of an itinerary on a platform',
        params: itineraryIdParamsSchema,
        body: shareRequestSchema,
        response: { 200: shareResponseSchema },
      },
    },
    async (request) => ({
      shares: await shareItinerary(
        deps,
        request.params.id,
        request.body.platform,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
        app.now(),
      ),
    }),
  );
};
