import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '@trip/shared/errors/app-error';

const HASHED_ASSET = /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|jpe?g|webp|avif|svg)$/;

/**
 * The pages the web build prerendered, by path, from the list it writes beside them
 * (apps/web/scripts/prerender.ts). Read once, like index.html: a new build needs a restart.
 */
function readPrerenderedPages(distDir: string): Map<string, Buffer> {
  const pages = new Map<string, Buffer>();
  const listPath = path.join(distDir, 'prerendered.json');
  if (!fs.existsSync(listPath)) return pages;
  const list = JSON.parse(fs.readFileSync(listPath, 'utf8')) as Record<string, string>;
  for (const [pagePath, file] of Object.entries(list)) {
    pages.set(pagePath, fs.readFileSync(path.join(distDir, file)));
  }
  return pages;
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * a prerendered page's HTML for its path, and index.html for every other path that is not an
 * API route or a file (the SPA fallback). Unknown /api paths answer the JSON 404 envelope.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string | undefined }) => {
    const indexPath = opts.distDir ? path.join(opts.distDir, 'index.html') : undefined;
    const indexHtml =
      indexPath && fs.existsSync(indexPath) ? fs.readFileSync(indexPath) : undefined;

    if (opts.distDir && indexHtml) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        serve: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          res.setHeader(
            'cache-control',
            HASHED_ASSET.test(filePath)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=0, must-revalidate',
          );
        },
      });
      // Routes of their own, unlike the fallback below: the compression hooks apply only to
      // routes, and a prerendered page is big enough to need them.
      for (const [pagePath, html] of readPrerenderedPages(opts.distDir)) {
        app.get(pagePath, (_request, reply) =>
          reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html),
        );
      }
    } else {
      app.log.warn('No built web app found: only the API is served (run `npm run build`).');
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api';
      if (wantsPage && indexHtml) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(indexHtml);
      }
      const error = new AppError('NOT_FOUND', {
        message: `Nothing at ${request.method} ${pathname}`,
      });
      return reply.status(404).send(error.toEnvelope());
    });
  },
  { name: 'web' },
);
