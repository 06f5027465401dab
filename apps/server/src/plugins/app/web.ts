import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '@trip/shared/errors/app-error';
import { createRenderedPages } from './rendered-pages';

/** Where a public page's head comes from (modules/seo/page-heads.ts). */
export type PageHeadSource = {
  /** Route paths, as Fastify writes them: '/', '/package/:slug'. */
  routes: readonly string[];
  /** The page's head tags, or a 404 with a not-found head for an item that is not published. */
  tagsFor(route: string, request: FastifyRequest): Promise<{ status: 200 | 404; tags: string }>;
};

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

/**
 * The page's HTML with `tags` in place of index.html's title and description (the web build
 * writes both: apps/web/index.html). A page without a title gets them at the end of its head.
 */
export function withHead(html: string, tags: string): string {
  const rest = html.replace(DESCRIPTION, '');
  if (TITLE.test(rest)) return rest.replace(TITLE, () => tags);
  if (/<\/head>/i.test(rest)) return rest.replace(/<\/head>/i, () => `${tags}\n  </head>`);
  return `${tags}\n${rest}`;
}

const HASHED_ASSET = /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|jpe?g|webp|avif|svg)$/;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, the
 * public pages rendered with their content and data (rendered-pages.ts) and their own heads, and
 * index.html for every other path that is not an API route or a file (the SPA fallback).
 * Unknown /api paths answer the JSON 404 envelope.
 */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { distDir: string | undefined; heads?: PageHeadSource | undefined },
  ) => {
    const indexPath = opts.distDir ? path.join(opts.distDir, 'index.html') : undefined;
    const indexHtml =
      indexPath && fs.existsSync(indexPath) ? fs.readFileSync(indexPath) : undefined;

    if (opts.distDir && indexHtml) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        serve: true,
        // The server's renderer and the shell it fills are the server's, not the site's.
        allowedPath: (pathName) => !pathName.startsWith('/server/'),
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
      // Public pages: rendered with their content, or the shell if rendering fails, with their
      // own head. A page that is not there (a draft, an unknown slug) gets the shell and a 404,
      // never its data. Routes of their own, unlike the fallback below: the compression hooks
      // apply only to routes, and a rendered page is big enough to need them.
      const heads = opts.heads;
      const pages = createRenderedPages(app, opts.distDir);
      if (heads) {
        const shell = indexHtml.toString('utf8');
        for (const route of heads.routes) {
          app.get(route, async (request, reply) => {
            const { status, tags } = await heads.tagsFor(route, request);
            const page = status === 200 ? await renderedPage(request) : undefined;
            const slug = (request.params as { slug?: string }).slug;
            if (page && slug !== undefined) pages?.countView(route, slug, request);
            return reply
              .status(status)
              .type('text/html; charset=utf-8')
              .header('cache-control', 'no-cache')
              .send(withHead(page ?? shell, tags));
          });
        }
      }

      /** The rendered page, or undefined (the shell, which renders in the browser) if that fails. */
      async function renderedPage(request: FastifyRequest): Promise<string | undefined> {
        if (!pages) return undefined;
        try {
          return await pages.page(new URL(request.url, 'http://localhost'));
        } catch (error) {
          request.log.error({ err: error }, 'page render failed: the shell is sent instead');
          return undefined;
        }
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
