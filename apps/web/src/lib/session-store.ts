import { authMessages, authSuccessMessages } from '@trip/shared/auth/constants';
import type { Admin, User } from '@trip/shared/auth/schemas';
import { defaultErrorMessages } from '@trip/shared/errors/codes';

/** The spec's stand-in for "signed in without a real token": it counts as no token. */
export const PLACEHOLDER_TOKEN = 'logged-in';

export const storageKeys = {
  userToken: 'userToken',
  userData: 'userData',
  adminToken: 'adminToken',
  adminData: 'adminData',
} as const;

/** The brand-prefixed cookie the spec keeps beside the user's data; it holds the name only. */
export const USER_COOKIE = 'ts_user_data';
const USER_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

export type Audience = 'user' | 'admin';
type Profiles = { user: User; admin: Admin };
export type Session<A extends Audience> = { token: string; profile: Profiles[A] };

export type SessionEndReason = 'signedOut' | 'expired' | 'passwordChanged';
export type SessionNotice = { reason: Exclude<SessionEndReason, 'signedOut'>; message: string };

export const sessionNoticeMessages: Record<SessionNotice['reason'], string> = {
  expired: defaultErrorMessages.TOKEN_EXPIRED,
  passwordChanged: `${authMessages.passwordChanged} ${authSuccessMessages.signInWithNewPassword}`,
};

const stored = {
  user: { tokenKey: storageKeys.userToken, dataKey: storageKeys.userData },
  admin: { tokenKey: storageKeys.adminToken, dataKey: storageKeys.adminData },
} as const;

type ProfileSchemas = {
  [A in Audience]: { safeParse(value: unknown): { success: boolean; data?: Profiles[A] } };
};
let profileSchemas: Promise<ProfileSchemas> | undefined;

/**
 * The schemas a stored profile is checked with, loaded (with zod) the first time a stored
 * token is found: a visitor who is not signed in never needs them, and every public page
 * starts without zod (apps/web/PERFORMANCE.md).
 */
function loadProfileSchemas(): Promise<ProfileSchemas> {
  profileSchemas ??= import('@trip/shared/auth/schemas').then(({ userSchema, adminSchema }) => ({
    user: userSchema,
    admin: adminSchema,
  }));
  return profileSchemas;
}

type State = {
  user: Session<'user'> | null;
  admin: Session<'admin'> | null;
  notices: { user: SessionNotice | null; admin: SessionNotice | null };
};

let state: State = { user: null, admin: null, notices: { user: null, admin: null } };
const listeners = new Set<() => void>();

function setState(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

// Storage can be missing or refuse writes (private windows, full quota): the session then
// lives for this page only, which is better than failing to sign in.
function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See readItem.
  }
}

function parseStoredJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A token to send, or null for none: empty, missing and the placeholder all mean none. */
export function realToken(token: string | null | undefined): string | null {
  return token && token !== PLACEHOLDER_TOKEN ? token : null;
}

/** The expiry a signed token carries, or undefined when it cannot be read. */
export function tokenExpiresAt(token: string): Date | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? new Date(exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}

async function readSession<A extends Audience>(audience: A): Promise<Session<A> | null> {
  const { tokenKey, dataKey } = stored[audience];
  const token = realToken(readItem(tokenKey));
  if (!token) return null;
  const schema = (await loadProfileSchemas())[audience] as ProfileSchemas[A];
  const profile = schema.safeParse(parseStoredJson(readItem(dataKey)));
  return profile.success ? ({ token, profile: profile.data } as Session<A>) : null;
}

function writeUserCookie(user: User | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = user ? encodeURIComponent(JSON.stringify({ name: user.name })) : '';
  const maxAge = user ? USER_COOKIE_MAX_AGE_SECONDS : 0;
  document.cookie = `${USER_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

function writeSession<A extends Audience>(audience: A, session: Session<A> | null): void {
  const { tokenKey, dataKey } = stored[audience];
  writeItem(tokenKey, session?.token ?? null);
  writeItem(dataKey, session ? JSON.stringify(session.profile) : null);
  if (audience === 'user') writeUserCookie((session?.profile as User | undefined) ?? null);
}

/**
 * Reads both sessions from storage, as at start-up. A token whose expiry has passed ends its
 * session here, with the expiry notice, rather than failing the first call made with it.
 */
export async function restoreSessions(now = new Date()): Promise<void> {
  const notices = { user: null, admin: null } as State['notices'];
  const restore = async <A extends Audience>(audience: A): Promise<Session<A> | null> => {
    const session = await readSession(audience);
    const expiresAt = session && tokenExpiresAt(session.token);
    if (session && expiresAt && expiresAt <= now) {
      writeSession(audience, null);
      notices[audience] = { reason: 'expired', message: sessionNoticeMessages.expired };
      return null;
    }
    return session;
  };
  const [user, admin] = await Promise.all([restore('user'), restore('admin')]);
  setState({ user, admin, notices });
}

let restored: Promise<void> = Promise.resolve();

/** Settles once the sessions stored at start are read: the app starts after it (app/start.tsx). */
export function sessionsRestored(): Promise<void> {
  return restored;
}

export function getSession<A extends Audience>(audience: A): Session<A> | null {
  return state[audience] as Session<A> | null;
}

export function getSessionNotice(audience: Audience): SessionNotice | null {
  return state.notices[audience];
}

/** The token calls for `audience` carry, or null. */
export function currentToken(audience: Audience): string | null {
  return state[audience]?.token ?? null;
}

export function subscribeSessions(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function startSession<A extends Audience>(audience: A, session: Session<A>): void {
  writeSession(audience, session);
  setState({
    ...state,
    [audience]: session,
    notices: { ...state.notices, [audience]: null },
  });
}

/** Keeps the signed-in profile current (the server's copy after a refresh). */
export function updateProfile<A extends Audience>(audience: A, profile: Profiles[A]): void {
  const session = getSession(audience);
  if (!session) return;
  startSession(audience, { token: session.token, profile });
}

export function endSession(audience: Audience, reason: SessionEndReason): void {
  writeSession(audience, null);
  const notice = reason === 'signedOut' ? null : { reason, message: sessionNoticeMessages[reason] };
  setState({ ...state, [audience]: null, notices: { ...state.notices, [audience]: notice } });
}

/**
 * Ends the session the server refused `token` for, unless that session has already been
 * replaced or ended: many calls failing together sign out, and notify, only once.
 */
export function expireSession(audience: Audience, token: string): boolean {
  if (currentToken(audience) !== token) return false;
  endSession(audience, 'expired');
  return true;
}

export function dismissSessionNotice(audience: Audience): void {
  if (!state.notices[audience]) return;
  setState({ ...state, notices: { ...state.notices, [audience]: null } });
}

const ownKeys = new Set<string>(Object.values(storageKeys));

// Prerendering (scripts/prerender.ts) loads this module in Node, where nobody is signed in.
if (typeof window !== 'undefined') {
  // A stored profile that cannot be checked (its module failed to load) counts as signed out.
  restored = restoreSessions().catch(() => undefined);

  // Signing in or out in another tab does the same here.
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !ownKeys.has(event.key)) return;
    void Promise.all([readSession('user'), readSession('admin')]).then(
      ([user, admin]) => setState({ ...state, user, admin }),
      () => undefined,
    );
  });
}
