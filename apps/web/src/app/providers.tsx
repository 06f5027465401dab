import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { createEmotionCache } from './emotion-cache';
import { AppThemeProvider } from './theme';

/** Everything around the router, shared by the browser (app.tsx) and the server renderer (server-render.tsx). */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // One per render of the app: a prerender must write every style its page uses.
  const [emotionCache] = useState(createEmotionCache);
  return (
    <CacheProvider value={emotionCache}>
      <AppThemeProvider>
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ErrorBoundary>
      </AppThemeProvider>
    </CacheProvider>
  );
}
