import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@trip/shared/errors/app-error';
import { errorEnvelopeSchema } from '@trip/shared/errors/envelope';
import { createPreviews, PREVIEW_KINDS } from './previews';
import { publicBaseUrl, robotsTxt, sitemapXml } from './seo.service';

const previewParamsSchema = z.object({
  kind: z.enum(PREVIEW_KINDS),
  file: z.string().regex(/^[^/]+\.png$/),
});

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const baseUrl = publicBaseUrl(app.env);
  const previews = createPreviews(app);
  app.addHook('onClose', () => previews.close());

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

  app.get(
    '/og/:kind/:file',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['seo'],
        summary:
          'The 1200×630 link-preview picture (PNG) of a published package, post or itinerary',
        params: previewParamsSchema,
        querystring: z.object({ v: z.string().optional() }),
        produces: ['image/png'],
        response: { 200: z.any().describe('PNG bytes'), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const preview = await previews.readPreview(kind, file.slice(0, -'.png'.length));
      if (!preview) throw new AppError('NOT_FOUND');
      // The page links the current version: that address never changes what it shows.
      const current = request.query.v === preview.version;
      return reply
        .type('image/png')
        .header(
          'cache-control',
          current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        )
        .header('etag', `"${kind}-${preview.version}"`)
        .send(preview.png);
    },
  );
};
