import type { Admin, User } from '@trip/shared/auth/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_TOKEN,
  USER_COOKIE,
  currentToken,
  endSession,
  expireSession,
  getSession,
  getSessionNotice,
  realToken,
  restoreSessions,
  startSession,
  storageKeys,
} from './session-store';

const user: User = {
  _id: 'u1',
  name: 'Priya Sharma',
  phone: '9876543210',
  email: 'priya@example.com',
  createdAt: '2025-01-01T00:00:00.000Z',
};
const admin: Admin = {
  _id: 'a1',
  username: 'Asha',
  email: 'asha@example.com',
  role: 'super_admin',
  lastLogin: null,
  previousLogin: null,
};

/** A token shaped like the server's, expiring at `exp` (seconds since 1970). */
function tokenExpiringAt(exp: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ exp, aud: 'user' })}.signature`;
}

const NOW = new Date('2025-06-01T12:00:00Z');
const LIVE_TOKEN = tokenExpiringAt(NOW.getTime() / 1000 + 3600);
const EXPIRED_TOKEN = tokenExpiringAt(NOW.getTime() / 1000 - 1);

function store(values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
}

function cookieValue(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}

afterEach(() => {
  endSession('user', 'signedOut');
  endSession('admin', 'signedOut');
  localStorage.clear();
});

describe('the placeholder token', () => {
  it('counts as no token', () => {
    expect(realToken(PLACEHOLDER_TOKEN)).toBeNull();
    expect(realToken('')).toBeNull();
    expect(realToken(null)).toBeNull();
    expect(realToken('abc.def.ghi')).toBe('abc.def.ghi');
  });

  it('restores as signed out, even with user data beside it', async () => {
    store({ userToken: PLACEHOLDER_TOKEN, userData: JSON.stringify(user) });
    await restoreSessions(NOW);
    expect(getSession('user')).toBeNull();
    expect(currentToken('user')).toBeNull();
  });
});

describe('restoring sessions at start', () => {
  it('restores the traveller and the admin from storage', async () => {
    store({
      userToken: LIVE_TOKEN,
      userData: JSON.stringify(user),
      adminToken: 'admin-token',
      adminData: JSON.stringify(admin),
    });
    await restoreSessions(NOW);
    expect(getSession('user')).toEqual({ token: LIVE_TOKEN, profile: user });
    expect(getSession('admin')).toEqual({ token: 'admin-token', profile: admin });
    expect(getSessionNotice('user')).toBeNull();
  });

  it.each([
    ['no data', {}],
    ['data that is not JSON', { userData: '{oops' }],
    ['data without a name', { userData: JSON.stringify({ ...user, name: undefined }) }],
  ])('stays signed out with a token but %s', async (_case, data: Record<string, string>) => {
    store({ userToken: LIVE_TOKEN, ...data });
    await restoreSessions(NOW);
    expect(getSession('user')).toBeNull();
  });

  it('ends a session whose token has expired, clears it and says why', async () => {
    store({ userToken: EXPIRED_TOKEN, userData: JSON.stringify(user) });
    await restoreSessions(NOW);
    expect(getSession('user')).toBeNull();
    expect(localStorage.getItem(storageKeys.userToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.userData)).toBeNull();
    expect(getSessionNotice('user')?.message).toBe(
      'Your session has expired. Please sign in again.',
    );
  });
});

describe('signing in and out', () => {
  it('stores the token and data, and a one-day cookie with the name only', () => {
    startSession('user', { token: LIVE_TOKEN, profile: user });
    expect(localStorage.getItem('userToken')).toBe(LIVE_TOKEN);
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(user);
    expect(JSON.parse(cookieValue(USER_COOKIE) ?? 'null')).toEqual({ name: 'Priya Sharma' });
    expect(document.cookie).not.toContain(user.phone);
  });

  it('clears storage and the cookie on logout, without a notice', () => {
    startSession('user', { token: LIVE_TOKEN, profile: user });
    endSession('user', 'signedOut');
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(cookieValue(USER_COOKIE)).toBeUndefined();
    expect(getSessionNotice('user')).toBeNull();
  });

  it('keeps the admin session apart from the traveller', () => {
    startSession('user', { token: LIVE_TOKEN, profile: user });
    startSession('admin', { token: 'admin-token', profile: admin });
    endSession('admin', 'signedOut');
    expect(currentToken('user')).toBe(LIVE_TOKEN);
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('expires a session once, and not one that has been replaced', () => {
    startSession('user', { token: 'first', profile: user });
    expect(expireSession('user', 'first')).toBe(true);
    expect(expireSession('user', 'first')).toBe(false);

    startSession('user', { token: 'second', profile: user });
    expect(expireSession('user', 'first')).toBe(false);
    expect(currentToken('user')).toBe('second');
  });
});
