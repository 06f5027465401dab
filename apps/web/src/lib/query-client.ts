import { QueryClient } from '@tanstack/react-query';
import { isSessionExpiredError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A call refused for an ended session would only fail again: the visitor signs in first.
      retry: (failureCount, error) => failureCount < 1 && !isSessionExpiredError(error),
      refetchOnWindowFocus: false,
    },
  },
});
