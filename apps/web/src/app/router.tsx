import type { RouteObject } from 'react-router';
import { RouteErrorFallback } from '../components/error-boundary';
import { paths } from '../config/paths';

// The back office is one lazy chunk: public pages never download any of it.
const loadAdmin = () => import('./routes/admin/admin-route');

// The browser router is made from these in app.tsx; scripts/prerender.ts renders some at build time.
export const routes: RouteObject[] = [
  {
    path: paths.admin,
    lazy: async () => ({ Component: (await loadAdmin()).AdminRoute }),
    errorElement: <RouteErrorFallback standalone />,
    HydrateFallback: () => null,
  },
  {
    path: paths.adminBlogs,
    lazy: async () => ({ Component: (await loadAdmin()).AdminBlogsRoute }),
    errorElement: <RouteErrorFallback standalone />,
    HydrateFallback: () => null,
  },
  {
    path: paths.home,
    lazy: async () => ({ Component: (await import('./routes/public/layout')).PublicLayout }),
    errorElement: <RouteErrorFallback standalone />,
    // The first page waits for its chunks with an empty screen rather than a flashing spinner.
    HydrateFallback: () => null,
    children: [
      {
        // Errors in a page show inside the layout, keeping the header and its links.
        errorElement: <RouteErrorFallback />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/public/home')).HomeRoute }),
          },
          {
            path: paths.contact,
            lazy: async () => ({
              Component: (await import('./routes/public/contact')).ContactRoute,
            }),
          },
          {
            path: paths.debug,
            lazy: async () => ({ Component: (await import('./routes/public/debug')).DebugRoute }),
          },
          {
            path: paths.packages,
            lazy: async () => ({
              Component: (await import('./routes/public/packages')).PackagesRoute,
            }),
          },
          {
            path: '/package/:slug',
            lazy: async () => ({
              Component: (await import('./routes/public/package-detail')).PackageDetailRoute,
            }),
          },
          {
            path: paths.searchResults,
            lazy: async () => ({
              Component: (await import('./routes/public/search-results')).SearchResultsRoute,
            }),
          },
          {
            path: '/itinerary/:slug',
            lazy: async () => ({
              Component: (await import('./routes/public/itinerary')).ItineraryRoute,
            }),
          },
          {
            path: paths.blog,
            lazy: async () => ({ Component: (await import('./routes/public/blog')).BlogRoute }),
          },
          {
            path: '/blog/:slug',
            lazy: async () => ({
              Component: (await import('./routes/public/blog-post')).BlogPostRoute,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./routes/public/not-found')).NotFoundRoute,
            }),
          },
        ],
      },
    ],
  },
];
