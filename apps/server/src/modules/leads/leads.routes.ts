import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInIndia } from '@trip/shared/itineraries/trip-dates';
import {
  leadExportQuerySchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadMessages,
  leadResponseSchema,
  leadStatsSchema,
  leadStatusUpdateSchema,
  leadSubmitResponseSchema,
  leadSubmitSchema,
} from '@trip/shared/leads/schemas';
import {
  deleteLead,
  findLeads,
  getLead,
  getLeadStats,
  leadsCsv,
  submitLead,
  updateLeadStatus,
} from './leads.service';

/**
 * Submissions per address: a visitor sends one, perhaps a correction and a few re-sends of
 * a lead whose answer got lost; a script filling the table with junk gets a 429.
 */
export const LEAD_SUBMIT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

/** Exports per admin address per minute: each one reads every matching lead. */
export const LEAD_EXPORT_RATE_LIMIT = { max: 6, timeWindow: '1 minute' };

const idParamsSchema = z.object({ id: z.string() });

export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/promotional-leads/submit',
    {
      config: { access: 'public', rateLimit: LEAD_SUBMIT_RATE_LIMIT },
      schema: {
        tags: ['leads'],
        summary: 'Leave a name and phone through the promotional popup',
        description:
          'The same phone again within 24 hours updates the first lead and answers with its id.',
        body: leadSubmitSchema,
        response: { 201: leadSubmitResponseSchema },
      },
    },
    async (request, reply) => {
      const { lead } = await submitLead(app.database.db, request.body, {
        at: app.now(),
        userId: request.user?.id,
        userAgent: request.headers['user-agent'],
        log: request.log,
      });
      return reply.status(201).send({ lead, message: leadMessages.submitted });
    },
  );

  app.get(
    '/api/promotional-leads',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['leads'],
        summary: 'Leads, newest first, by status and a search in name or phone',
        security: [{ bearer: [] }],
        querystring: leadListQuerySchema,
        response: { 200: leadListResponseSchema },
      },
    },
    async (request) => findLeads(app.database.db, request.query),
  );

  app.get(
    '/api/promotional-leads/export',
    {
      config: { access: 'admin', rateLimit: LEAD_EXPORT_RATE_LIMIT },
      schema: {
        tags: ['leads'],
        summary: 'The filtered leads as a CSV file (UTF-8 with BOM, formula-safe cells), streamed',
        security: [{ bearer: [] }],
        querystring: leadExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('leads-{YYYY-MM-DD}.csv') },
      },
    },
    async (request, reply) => {
      const filename = `leads-${todayInIndia(app.now())}.csv`;
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          // Fastify pipes a stream without serialising it; the schema documents the text.
          .send(Readable.from(leadsCsv(app.database.db, request.query)) as unknown as string)
      );
    },
  );

  app.get(
    '/api/promotional-leads/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['leads'],
        summary: 'How many leads there are, in all and by status',
        security: [{ bearer: [] }],
        response: { 200: leadStatsSchema },
      },
    },
    async () => getLeadStats(app.database.db),
  );

  app.get(
    '/api/promotional-leads/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['leads'],
        summary: 'One lead (a notification opens it)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: leadResponseSchema },
      },
    },
    async (request) => ({ lead: await getLead(app.database.db, request.params.id) }),
  );

  app.put(
    '/api/promotional-leads/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['leads'],
        summary: "Set a lead's status, and its notes when given",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: leadStatusUpdateSchema,
        response: { 200: leadResponseSchema },
      },
    },
    async (request) => ({
      lead: await updateLeadStatus(app.database.db, request.params.id, request.body, app.now()),
    }),
  );

  app.delete(
    '/api/promotional-leads/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['leads'],
        summary: 'Delete a lead',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteLead(app.database.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
