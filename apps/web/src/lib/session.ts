import { useQueryClient } from '@tanstack/react-query';
import type { Admin, User } from '@trip/shared/auth/schemas';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { apiFetch } from './api-client';
import {
  currentToken,
  dismissSessionNotice,
  endSession,
  getSession,
  getSessionNotice,
  subscribeSessions,
  type Audience,
  type SessionNotice,
} from './session-store';

/**
 * What a prerendered page shows, and so what React expects while adopting it: nobody signed
 * in. The stored session follows right after.
 */
const signedOut = () => null;

/** Signs the traveller out here at once, then tells the server to end the token. */
export async function signOutUser(): Promise<void> {
  await signOut('user', '/api/users/logout');
}

export async function signOutAdmin(): Promise<void> {
  await signOut('admin', '/api/admin/auth/logout');
}

async function signOut(audience: Audience, path: string): Promise<void> {
  const token = currentToken(audience);
  endSession(audience, 'signedOut');
  if (!token) return;
  // The session is gone from this browser either way; a token the server could not hear
  // about still expires on its own.
  await apiFetch(path, { method: 'POST', token }).catch(() => undefined);
}

export type UserSessionState = {
  user: User | null;
  token: string | null;
  isSignedIn: boolean;
  signOut: () => Promise<void>;
};

/** The signed-in traveller, kept current across sign-in, sign-out, expiry and other tabs. */
export function useSession(): UserSessionState {
  const session = useSyncExternalStore(subscribeSessions, () => getSession('user'), signedOut);
  return useMemo(
    () => ({
      user: session?.profile ?? null,
      token: session?.token ?? null,
      isSignedIn: session !== null,
      signOut: signOutUser,
    }),
    [session],
  );
}

export type AdminSessionState = {
  admin: Admin | null;
  token: string | null;
  isSignedIn: boolean;
  signOut: () => Promise<void>;
};

export function useAdminSession(): AdminSessionState {
  const session = useSyncExternalStore(subscribeSessions, () => getSession('admin'), signedOut);
  return useMemo(
    () => ({
      admin: session?.profile ?? null,
      token: session?.token ?? null,
      isSignedIn: session !== null,
      signOut: signOutAdmin,
    }),
    [session],
  );
}

/** Why the last session ended, when the visitor should be told (expiry, password change). */
export function useSessionNotice(audience: Audience): {
  notice: SessionNotice | null;
  dismiss: () => void;
} {
  const notice = useSyncExternalStore(
    subscribeSessions,
    () => getSessionNotice(audience),
    signedOut,
  );
  return useMemo(
    () => ({ notice, dismiss: () => dismissSessionNotice(audience) }),
    [notice, audience],
  );
}

/**
 * Refetches what is on screen whenever the session of `audience` changes hands, and forgets
 * cached answers that are not, so nothing fetched for one person is shown to the next.
 */
export function useQueriesFollowSession(audience: Audience): void {
  const queryClient = useQueryClient();
  const getToken = () => currentToken(audience);
  // Not shown, so adopting a prerendered page may read the stored token at once.
  const token = useSyncExternalStore(subscribeSessions, getToken, getToken);
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current === token) return;
    const signedOut = previous.current !== null && token === null;
    previous.current = token;
    if (signedOut) queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries();
  }, [queryClient, token]);
}
