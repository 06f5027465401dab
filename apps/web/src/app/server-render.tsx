// The public pages as the server sends them: rendered in Node with their data, so that a
// visitor, a search engine or a link preview gets the page's content in the HTML, and the
// browser adopts the markup and the data (start.tsx) without asking for either again.
// scripts/prerender.ts bundles this file for the server (dist/server/render.js), which calls it
// per page (apps/server/src/plugins/app/web.ts) and keeps the result until something it shows
// changes. See docs/decisions/0018-server-rendered-public-pages.md.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
  type Params,
} from 'react-router';
import { blogQueryOptions } from '../features/blog/api/get-blog';
import { blogCategoriesQueryOptions } from '../features/blog/api/get-blog-categories';
import { blogsQueryOptions } from '../features/blog/api/get-blogs';
import {
  blogFiltersFromSearchParams,
  searchParamsFromBlogFilters,
} from '../features/blog/utils/list-params';
import { itineraryBySlugQueryOptions } from '../features/itineraries/api/get-itinerary-by-slug';
import {
  placeImageQueryOptions,
  placeImageRequest,
} from '../features/itineraries/api/get-place-image';
import { popularItinerariesQueryOptions } from '../features/itineraries/api/get-popular-itineraries';
import { siteSettingsQueryOptions } from '../features/settings/api/get-site-settings';
import { featuredPackagesQueryOptions } from '../features/tour-packages/api/get-featured-packages';
import { packageQueryOptions } from '../features/tour-packages/api/get-package';
import { packageCategoriesQueryOptions } from '../features/tour-packages/api/get-package-categories';
import { packagesQueryOptions } from '../features/tour-packages/api/get-packages';
import {
  filtersFromSearchParams,
  searchParamsFromFilters,
} from '../features/tour-packages/utils/list-filters';
import { setApiTransport, type ApiTransport } from '../lib/api-client';
import { queryClientOptions } from '../lib/query-client';
import { checkShell, pageDocument, type Manifest } from './document';
import { AppProviders } from './providers';
import { routes } from './router';

export type { ApiTransport, Manifest };

const APP = 'src/app/start.tsx';
const LAYOUT = 'src/app/routes/public/layout.tsx';

/** What the empty shell (dist/index.html, for every other path) preloads: the app and the public layout. */
export const shellModules = [APP, LAYOUT];

type PageContext = { queryClient: QueryClient; params: Params; search: URLSearchParams };

type PublicPage = {
  /** The route, as React Router and Fastify write it. */
  path: string;
  /** The route's own module, whose styles the page links. */
  module: string;
  /** The data the page shows, fetched before it renders. */
  data: (context: PageContext) => Promise<unknown>[];
  /**
   * The address that renders the same page: a list's query keeps only the filters the page
   * reads, in one order, so `?page=1&x=y` and no query share one rendering.
   */
  key?: (search: URLSearchParams) => string;
};

const route = (name: string) => `src/app/routes/public/${name}.tsx`;
const slugOf = (params: Params) => params.slug ?? '';
const withQuery = (path: string, query: URLSearchParams) => {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/** The public pages the server renders, with what each shows. */
export const publicPages: readonly PublicPage[] = [
  {
    path: '/',
    module: route('home'),
    data: ({ queryClient }) => [
      queryClient.prefetchQuery(featuredPackagesQueryOptions),
      queryClient.prefetchQuery(popularItinerariesQueryOptions),
    ],
  },
  { path: '/contact', module: route('contact'), data: () => [] },
  {
    path: '/packages',
    module: route('packages'),
    data: ({ queryClient, search }) => [
      queryClient.prefetchQuery(packagesQueryOptions(filtersFromSearchParams(search))),
      queryClient.prefetchQuery(packageCategoriesQueryOptions),
    ],
    key: (search) =>
      withQuery('/packages', searchParamsFromFilters(filtersFromSearchParams(search))),
  },
  {
    path: '/package/:slug',
    module: route('package-detail'),
    data: ({ queryClient, params }) => [
      queryClient.prefetchQuery(packageQueryOptions(slugOf(params))),
    ],
  },
  {
    path: '/blog',
    module: route('blog'),
    data: ({ queryClient, search }) => [
      queryClient.prefetchQuery(blogsQueryOptions(blogFiltersFromSearchParams(search))),
      queryClient.prefetchQuery(blogCategoriesQueryOptions),
    ],
    key: (search) =>
      withQuery('/blog', searchParamsFromBlogFilters(blogFiltersFromSearchParams(search))),
  },
  {
    path: '/blog/:slug',
    module: route('blog-post'),
    data: ({ queryClient, params }) => [
      queryClient.prefetchQuery(blogQueryOptions(slugOf(params))),
    ],
  },
  {
    path: '/itinerary/:slug',
    module: route('itinerary'),
    // As a visitor who is not signed in sees it: the day-wise plan stays behind sign-in. Its
    // main picture at both sizes, so the page names both and the browser picks one.
    data: ({ queryClient, params }) => [
      (async () => {
        const options = itineraryBySlugQueryOptions(slugOf(params), { signedIn: false });
        await queryClient.prefetchQuery(options);
        const reference = queryClient.getQueryData(options.queryKey)?.itinerary.headerImage;
        if (!reference) return;
        await Promise.all(
          [true, false].map((mobile) => {
            const request = placeImageRequest(reference, mobile);
            return request && queryClient.prefetchQuery(placeImageQueryOptions(request));
          }),
        );
      })(),
    ],
  },
];

function pageAt(url: URL): { page: PublicPage; params: Params } | undefined {
  for (const page of publicPages) {
    const match = matchPath({ path: page.path, end: true }, url.pathname);
    if (match) return { page, params: match.params };
  }
  return undefined;
}

/**
 * The one key under which the page at `url` is rendered and kept, or undefined when it is not a
 * public page the server renders.
 */
export function pageKey(url: URL): string | undefined {
  const found = pageAt(url);
  if (!found) return undefined;
  return found.page.key ? found.page.key(url.searchParams) : url.pathname;
}

// Each render's API calls go to the transport its caller gave; several renders may be under way
// at once, each with its own.
const renders = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const transport = renders.getStore();
  if (!transport) return Promise.reject(new Error('An API call outside a page render'));
  return transport(url, init);
});

export type RenderedMarkup = { markup: string; state: DehydratedState; modules: string[] };

/**
 * The markup of the page at `url` as a visitor who is not signed in first sees it, with the
 * query data it was rendered from. `transport` answers the page's API calls. Errors (a page that
 * cannot render in Node) are thrown rather than sending a page React could not adopt.
 */
export async function renderMarkup(url: URL, transport: ApiTransport): Promise<RenderedMarkup> {
  const found = pageAt(url);
  if (!found) throw new Error(`${url.pathname} is not a page the server renders`);
  // A query that fails in a render is not asked again: the browser will, if it needs it.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { ...queryClientOptions.defaultOptions.queries, retry: false },
    },
  });
  return renders.run(transport, async () => {
    await Promise.all([
      queryClient.prefetchQuery(siteSettingsQueryOptions),
      ...found.page.data({ queryClient, params: found.params, search: url.searchParams }),
    ]);
    const markup = await renderWith(queryClient, url);
    return {
      markup,
      state: dehydrate(queryClient),
      modules: [APP, LAYOUT, found.page.module],
    };
  });
}

async function renderWith(queryClient: QueryClient, url: URL): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    throw new Error(`${url.pathname} answers ${context.status} instead of a page`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* No router hydration data: it would be an inline script, which the CSP forbids, and
            the routes have no loaders. The page's data travels as query state instead. */}
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
  if (errors.length > 0) throw new AggregateError(errors, `${url.pathname} failed to render`);
  if (/<script(?![^>]*\bsrc=)/i.test(html)) {
    throw new Error(`${url.pathname} rendered with an inline script, which the CSP would block`);
  }
  return html;
}

/** Renders whole documents: the shell (dist/index.html as Vite wrote it) with each page in it. */
export function createPageRenderer(shell: string, manifest: Manifest) {
  checkShell(shell);
  return {
    pageKey,
    async render(url: URL, transport: ApiTransport): Promise<string> {
      return pageDocument(shell, manifest, await renderMarkup(url, transport));
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
