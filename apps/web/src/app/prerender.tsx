import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './router';

export type PrerenderedPage = {
  path: string;
  /**
   * The modules it needs before React can adopt it (the app, lazy routes): the page links their
   * styles; src/main.tsx imports their code once the page is painted.
   */
  modules: string[];
};

const APP = 'src/app/start.tsx';
const LAYOUT = 'src/app/routes/public/layout.tsx';

/** What the empty shell (dist/index.html, for every other path) preloads: the app and the public layout. */
export const shellModules = [APP, LAYOUT];

/**
 * The pages written as HTML at build time (scripts/prerender.ts), so that they show before any
 * script has run. Everything they render must render the same in Node, with nobody signed in,
 * as in the browser's first render: see apps/web/PERFORMANCE.md.
 */
export const prerenderedPages: PrerenderedPage[] = [
  { path: '/', modules: [APP, LAYOUT, 'src/app/routes/public/home.tsx'] },
  { path: '/contact', modules: [APP, LAYOUT, 'src/app/routes/public/contact.tsx'] },
];

/**
 * The markup of the page at `path` as a visitor who is not signed in first sees it, for
 * scripts/prerender.ts (run in Node at build time). Emotion writes each style beside the first
 * element that uses it, and moves them all to the head when the page's scripts start. Any error
 * fails the build rather than shipping a page that React could not adopt.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`${path} answers ${context.status} instead of a page`);
  }
  if (context.statusCode !== 200) {
    throw new Error(`${path} renders a ${context.statusCode} page`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={new QueryClient()}>
        {/* No hydration data: it would be an inline script, which the CSP forbids, and the
            routes have no loaders to carry data for. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // React would otherwise send a large lazy section apart, put in place by an inline
      // script, which the CSP forbids.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `${path} failed to prerender`);
  if (/<script(?![^>]*\bsrc=)/i.test(html)) {
    throw new Error(`${path} prerendered with an inline script, which the CSP would block`);
  }
  return html;
}
