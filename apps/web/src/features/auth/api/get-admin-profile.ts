import { useQuery } from '@tanstack/react-query';
import { adminResponseSchema, type Admin } from '@trip/shared/auth/schemas';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { currentToken, subscribeSessions, updateProfile } from '../../../lib/session-store';

export async function getAdminProfile(signal?: AbortSignal): Promise<Admin> {
  const answer = await apiFetch('/api/admin/auth/profile', { auth: 'admin', signal });
  return adminResponseSchema.parse(answer).admin;
}

/**
 * Checks the admin session restored from storage with the server, once: a revoked or expired
 * token brings back the login screen (through the API client), a live one refreshes the
 * profile. A session started on this page needs no check.
 */
export function useRestoredAdminCheck(): void {
  const [restoredToken] = useState(() => currentToken('admin'));
  const token = useSyncExternalStore(subscribeSessions, () => currentToken('admin'));
  const { data } = useQuery({
    queryKey: ['auth', 'admin-profile', restoredToken],
    queryFn: ({ signal }) => getAdminProfile(signal),
    enabled: restoredToken !== null && token === restoredToken,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (data && token === restoredToken) updateProfile('admin', data);
  }, [data, token, restoredToken]);
}
