import { useQuery } from '@tanstack/react-query';
import type { User } from '@trip/shared/auth/schemas';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { currentToken, subscribeSessions, updateProfile } from '../../../lib/session-store';

export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  const [answer, { userResponseSchema }] = await Promise.all([
    apiFetch('/api/users/me', { auth: 'user', signal }),
    import('@trip/shared/auth/schemas'),
  ]);
  return userResponseSchema.parse(answer).user;
}

/**
 * Checks the session restored from storage with the server, once: a revoked token signs the
 * visitor out (through the API client), a live one refreshes the stored name and phone.
 * A session started on this page needs no check.
 */
export function useRestoredUserCheck(): void {
  const [restoredToken] = useState(() => currentToken('user'));
  const getToken = () => currentToken('user');
  // Not shown, so adopting a prerendered page may read the stored token at once.
  const token = useSyncExternalStore(subscribeSessions, getToken, getToken);
  const { data } = useQuery({
    queryKey: ['auth', 'me', restoredToken],
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: restoredToken !== null && token === restoredToken,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (data && token === restoredToken) updateProfile('user', data);
  }, [data, token, restoredToken]);
}
