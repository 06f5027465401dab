import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { robotsTxt, sitemapXml } from './seo.service';

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  /** PUBLIC_BASE_URL when set, else the address the request came to. */
  const baseUrl = (request: FastifyRequest) =>
    (app.env.PUBLIC_BASE_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['seo'],
        summary: 'What crawlers may visit, and where the sitemap is',
        produces: ['text/plain'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(baseUrl(request))),
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'The public pages, published packages and posts, and popular itineraries',
        produces: ['application/xml'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(await sitemapXml(app.database.db, baseUrl(request))),
  );
};
