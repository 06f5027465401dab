import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { routes } from './router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router; making it matches the address against every route and starts loading. */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
