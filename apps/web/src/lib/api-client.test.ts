import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closedServerUrl, startHttpServer } from '../test/http-server';

let server: Awaited<ReturnType<typeof startHttpServer>>;
const received: { method?: string; url?: string; auth?: string; body: string }[] = [];

beforeAll(async () => {
  server = await startHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        auth: request.headers.authorization,
        body,
      });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.url === '/api/expired') {
        send(401, {
          error: 'Your session has expired. Please sign in again.',
          code: 'TOKEN_EXPIRED',
        });
      } else if (request.url === '/api/revoked') {
        send(401, { error: 'Your session has ended. Please sign in again.', code: 'UNAUTHORIZED' });
      } else if (request.url === '/api/wrong-password') {
        send(401, { error: 'Invalid phone number or password', code: 'INVALID_CREDENTIALS' });
      } else if (request.url === '/api/echo') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ got: body === '' ? null : JSON.parse(body) }));
      } else {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            error: 'Some fields are not valid.',
            code: 'VALIDATION_FAILED',
            fieldErrors: { phone: 'Phone number must be 10 to 15 digits' },
          }),
        );
      }
    });
  });
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  received.length = 0;
});

async function loadClient(baseUrl: string) {
  vi.stubEnv('VITE_API_BASE_URL', baseUrl);
  vi.resetModules();
  // After the reset the client sees a fresh copy of the shared error class: compare with that one.
  const { AppError } = await import('@trip/shared/errors/app-error');
  return {
    ...(await import('./api-client')),
    AppError,
    sessions: await import('./session-store'),
  };
}

const traveller = {
  _id: 'u1',
  name: 'Priya Sharma',
  phone: '9876543210',
  createdAt: '2025-01-01T00:00:00.000Z',
};
const admin = {
  _id: 'a1',
  username: 'Asha',
  email: 'asha@example.com',
  role: 'admin' as const,
  lastLogin: null,
  previousLogin: null,
};

describe('apiFetch', () => {
  it('sends JSON with the bearer token to the API base and returns the JSON answer', async () => {
    const { apiFetch } = await loadClient(server.baseUrl);
    const answer = await apiFetch<{ got: unknown }>('/api/echo', {
      body: { name: 'Asha' },
      token: 'abc',
    });
    expect(answer).toEqual({ got: { name: 'Asha' } });
    expect(received).toEqual([
      { method: 'POST', url: '/api/echo', auth: 'Bearer abc', body: '{"name":"Asha"}' },
    ]);
  });

  it("throws the server's error rebuilt from its envelope", async () => {
    const { apiFetch, AppError } = await loadClient(server.baseUrl);
    const failure = await apiFetch('/api/users/register', { method: 'POST', body: {} }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fieldErrors: { phone: 'Phone number must be 10 to 15 digits' },
    });
  });

  it('throws the network error message when nothing answers', async () => {
    const { apiFetch } = await loadClient(await closedServerUrl());
    await expect(apiFetch('/api/health')).rejects.toThrow('Network error. Please try again.');
  });
});

describe('apiFetch with a session', () => {
  it("sends the traveller's token to user calls and the admin's to admin calls only", async () => {
    const { apiFetch, sessions } = await loadClient(server.baseUrl);
    sessions.startSession('user', { token: 'user-token', profile: traveller });
    sessions.startSession('admin', { token: 'admin-token', profile: admin });

    await apiFetch('/api/echo', { auth: 'user' });
    await apiFetch('/api/echo', { auth: 'admin' });
    await apiFetch('/api/echo');
    expect(received.map((request) => request.auth)).toEqual([
      'Bearer user-token',
      'Bearer admin-token',
      undefined,
    ]);
  });

  it('sends no token for the placeholder, nor the admin token in its place', async () => {
    localStorage.setItem('userToken', 'logged-in');
    localStorage.setItem('userData', JSON.stringify(traveller));
    const { apiFetch, sessions } = await loadClient(server.baseUrl);
    sessions.startSession('admin', { token: 'admin-token', profile: admin });

    await apiFetch('/api/echo', { auth: 'user' });
    expect(received.map((request) => request.auth)).toEqual([undefined]);
    localStorage.clear();
  });

  it.each(['/api/expired', '/api/revoked'])(
    'signs the traveller out once when %s refuses the token, and says so',
    async (path) => {
      const { apiFetch, sessions, isSessionExpiredError } = await loadClient(server.baseUrl);
      sessions.startSession('user', { token: 'old-token', profile: traveller });
      sessions.startSession('admin', { token: 'admin-token', profile: admin });
      let notices = 0;
      sessions.subscribeSessions(() => {
        if (sessions.getSessionNotice('user')) notices += 1;
      });

      const failures = await Promise.all(
        [1, 2, 3].map(() => apiFetch(path, { auth: 'user' }).catch((error: unknown) => error)),
      );
      for (const failure of failures) {
        expect(isSessionExpiredError(failure)).toBe(true);
        expect(failure).toMatchObject({
          audience: 'user',
          message: 'Your session has expired. Please sign in again.',
        });
      }
      expect(sessions.getSession('user')).toBeNull();
      expect(localStorage.getItem('userToken')).toBeNull();
      expect(sessions.getSessionNotice('user')?.message).toBe(
        'Your session has expired. Please sign in again.',
      );
      expect(notices).toBe(1);
      expect(sessions.currentToken('admin')).toBe('admin-token');
      sessions.endSession('admin', 'signedOut');
    },
  );

  it('signs the admin out, not the traveller, when an admin call is refused', async () => {
    const { apiFetch, sessions } = await loadClient(server.baseUrl);
    sessions.startSession('user', { token: 'user-token', profile: traveller });
    sessions.startSession('admin', { token: 'admin-token', profile: admin });

    await expect(apiFetch('/api/expired', { auth: 'admin' })).rejects.toMatchObject({
      audience: 'admin',
    });
    expect(sessions.getSession('admin')).toBeNull();
    expect(sessions.currentToken('user')).toBe('user-token');
    sessions.endSession('user', 'signedOut');
  });

  it('leaves sessions alone when a call without a token is refused', async () => {
    const { apiFetch, sessions, AppError, isSessionExpiredError } = await loadClient(
      server.baseUrl,
    );
    sessions.startSession('user', { token: 'user-token', profile: traveller });

    const wrongPassword = await apiFetch('/api/wrong-password', { body: {} }).catch(
      (error: unknown) => error,
    );
    expect(wrongPassword).toBeInstanceOf(AppError);
    expect(isSessionExpiredError(wrongPassword)).toBe(false);
    expect(wrongPassword).toMatchObject({ message: 'Invalid phone number or password' });

    const explicit = await apiFetch('/api/revoked', { token: 'some-token' }).catch(
      (error: unknown) => error,
    );
    expect(isSessionExpiredError(explicit)).toBe(false);
    expect(sessions.currentToken('user')).toBe('user-token');
    expect(sessions.getSessionNotice('user')).toBeNull();
    sessions.endSession('user', 'signedOut');
  });
});
