import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@trip/shared/errors/app-error';
import {
  clearSearchHistoryResponseSchema,
  itineraryIdParamsSchema,
  savedSearchInputSchema,
  savedSearchResponseSchema,
  searchHistoryResponseSchema,
} from '@trip/shared/itineraries/schemas';
import {
  clearSearchHistory,
  deleteSavedSearch,
  findSearchHistory,
  saveSearch,
} from './search-history.service';

function signedIn<T>(who: T | null): T {
  if (!who) throw new AppError('UNAUTHORIZED');
  return who;
}

/** A signed-in traveller's own saved searches; the user comes from the token, never the body. */
export const searchHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/search-history',
    {
      config: { access: 'user' },
      schema: {
        tags: ['itineraries'],
        summary: "The caller's saved searches, newest first",
        security: [{ bearer: [] }],
        response: { 200: searchHistoryResponseSchema },
      },
    },
    async (request) => ({ searches: await findSearchHistory(db, signedIn(request.user).id) }),
  );

  app.post(
    '/api/search-history',
    {
      config: { access: 'user' },
      schema: {
        tags: ['itineraries'],
        summary: 'Saves a search (saving the same search again moves it to the top)',
        security: [{ bearer: [] }],
        body: savedSearchInputSchema,
        response: { 201: savedSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const search = await saveSearch(db, signedIn(request.user).id, request.body, app.now());
      return reply.status(201).send({ search });
    },
  );

  app.delete(
    '/api/search-history',
    {
      config: { access: 'user' },
      schema: {
        tags: ['itineraries'],
        summary: "Clears the caller's saved searches",
        security: [{ bearer: [] }],
        response: { 200: clearSearchHistoryResponseSchema },
      },
    },
    async (request) => ({ deleted: await clearSearchHistory(db, signedIn(request.user).id) }),
  );

  app.delete(
    '/api/search-history/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['itineraries'],
        summary: 'Deletes one of the caller’s saved searches',
        security: [{ bearer: [] }],
        params: itineraryIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(db, signedIn(request.user).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
