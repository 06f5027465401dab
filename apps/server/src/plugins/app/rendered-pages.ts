import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Visitor } from '../../db/visitor-counts';
import { onAnyChange, type ChangeTopic } from '../../lib/changes';

/**
 * The header that marks the API calls a page render makes on the server's own behalf: they do
 * not count as a visitor's view (the page request does), and only this process knows its value.
 */
const RENDER_HEADER = 'x-page-render';

/** How long a rendered page is kept when nothing it shows changes (view counts may lag that much). */
export const RENDERED_PAGE_TTL_MS = 60_000;

/** Rendered pages kept at most: every list filter and detail page is one. */
const RENDERED_PAGES_MAX = 300;

/** What a public page can show; a change to any of them drops every rendered page. */
const SHOWN_TOPICS: readonly ChangeTopic[] = ['settings', 'packages', 'blog', 'itineraries'];

/** How a render's API calls are answered (the web build's type of the same name). */
type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** The web build's renderer (apps/web/src/app/server-render.tsx) as the server uses it. */
type PageRenderer = {
  pageKey(url: URL): string | undefined;
  render(url: URL, transport: ApiTransport): Promise<string>;
};
type RendererModule = {
  createPageRenderer(shell: string, manifest: unknown): PageRenderer;
};

/**
 * The visitor a read of a public item counts a view for, or undefined for the server's own
 * reads while it renders a page.
 */
export function viewingVisitor(request: FastifyRequest): Visitor | undefined {
  if (request.headers[RENDER_HEADER] === request.server.pageRenderToken) return undefined;
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** API reads that count a view of the item a detail page shows. */
const VIEW_READS: Record<string, (slug: string) => string> = {
  '/package/:slug': (slug) => `/api/packages/slug/${encodeURIComponent(slug)}`,
  '/blog/:slug': (slug) => `/api/blogs/slug/${encodeURIComponent(slug)}`,
  '/itinerary/:slug': (slug) => `/api/itineraries/slug/${encodeURIComponent(slug)}`,
};

/** Crawlers and link previewers: their fetches are not a traveller's view. */
const ROBOT = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|preview/i;

export type RenderedPages = {
  /** The page at `url` with its content and data, or undefined when it is not one the server renders. */
  page(url: URL): Promise<string | undefined>;
  /** Counts the visitor's view of the item the page at `route` shows, as the API read would. */
  countView(route: string, slug: string, request: FastifyRequest): void;
};

/**
 * The public pages rendered on the server with their data (dist/server/render.js, written by the
 * web build), kept until something they show changes, on this instance or another.
 * Undefined when the build has no renderer.
 */
export function createRenderedPages(
  app: FastifyInstance,
  distDir: string,
): RenderedPages | undefined {
  const serverDir = path.join(distDir, 'server');
  const rendererFile = path.join(serverDir, 'render.js');
  const shellFile = path.join(serverDir, 'shell.html');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (![rendererFile, shellFile, manifestFile].every((file) => fs.existsSync(file))) {
    return undefined;
  }
  const shell = fs.readFileSync(shellFile, 'utf8');
  const manifest: unknown = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  // Loaded on the first page asked for: starting a server (or a test) does not pay for it.
  let renderer: Promise<PageRenderer> | undefined;
  const load = () =>
    (renderer ??= (import(pathToFileURL(rendererFile).href) as Promise<RendererModule>).then(
      (module) => module.createPageRenderer(shell, manifest),
    ));

  // The render's API calls go straight to the routes, without the network.
  const transport: ApiTransport = async (url, init) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/json',
        [RENDER_HEADER]: app.pageRenderToken,
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

  const cache = new LRUCache<string, string>({
    max: RENDERED_PAGES_MAX,
    ttl: RENDERED_PAGE_TTL_MS,
  });
  // A change drops every page at once. A render that began before it may hold old data: it is
  // sent to the visitor who asked, but not kept.
  let generation = 0;
  const inFlight = new Map<string, Promise<string>>();
  for (const topic of SHOWN_TOPICS) {
    onAnyChange(app.database.db, topic, () => {
      generation += 1;
      cache.clear();
    });
  }

  function rendered(key: string, url: URL): Promise<string> {
    const flight = `${generation} ${key}`;
    let pending = inFlight.get(flight);
    if (!pending) {
      const started = generation;
      pending = load()
        .then((pages) => pages.render(url, transport))
        .then((html) => {
          if (generation === started) cache.set(key, html);
          return html;
        })
        .finally(() => inFlight.delete(flight));
      inFlight.set(flight, pending);
    }
    return pending;
  }

  return {
    async page(url) {
      const key = (await load()).pageKey(url);
      if (key === undefined) return undefined;
      return cache.get(key) ?? rendered(key, new URL(key, url));
    },
    countView(route, slug, request) {
      const read = VIEW_READS[route];
      if (!read || request.method !== 'GET' || ROBOT.test(request.headers['user-agent'] ?? '')) {
        return;
      }
      app
        .inject({
          method: 'GET',
          url: read(slug),
          remoteAddress: request.ip,
          headers: {
            accept: 'application/json',
            ...(request.headers['user-agent']
              ? { 'user-agent': request.headers['user-agent'] }
              : {}),
          },
        })
        .catch((error: unknown) =>
          request.log.warn({ err: (error as Error).message, route }, 'page view not counted'),
        );
    },
  };
}
