import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isSessionExpiredError } from './api-client';

/** The browser's query settings; the server renders pages with the same ones. */
export const queryClientOptions = {
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A call refused for an ended session would only fail again: the visitor signs in first.
      retry: (failureCount, error) => failureCount < 1 && !isSessionExpiredError(error),
      refetchOnWindowFocus: false,
    },
  },
} satisfies QueryClientConfig;

export const queryClient = new QueryClient(queryClientOptions);
