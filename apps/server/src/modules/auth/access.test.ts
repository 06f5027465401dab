import Fastify from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TOKEN_TTL_SECONDS, ADMIN_TOKEN_TTL_SECONDS } from '@trip/shared/auth/constants';
import { SESSION_TIMEOUT_HOURS } from '@trip/shared/settings/constants';
import { accessPlugin, type RegisteredRoute } from '../../plugins/app/access';
import { updateSettings } from '../settings/settings.service';
import { createTestApp, type TestContext } from '../../test/app';
import {
  bearer,
  createAdmin,
  createSessionToken,
  createTestClock,
  createUser,
  type Caller,
} from '../../test/roles';

/** A concrete URL for a route pattern: parameters become a fresh id, wildcards a name. */
function concreteUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z0-9_]+/g, crypto.randomUUID()).replace(/\*/g, 'x');
}

const apiRoutes = (routes: readonly RegisteredRoute[]) =>
  routes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));

describe('every route enforces its declared access', () => {
  const clock = createTestClock();
  let ctx: TestContext;
  let userId: string;
  let adminId: string;

  beforeAll(async () => {
    ctx = await createTestApp({}, { now: clock.now });
    userId = (await createUser(ctx)).user._id;
    adminId = (await createAdmin(ctx)).admin._id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A fresh token per call: a logout route revokes the one it is given. */
  const call = async (route: RegisteredRoute, caller: Caller, address: string) => {
    const headers =
      caller === 'anonymous'
        ? {}
        : bearer(await createSessionToken(ctx, caller, caller === 'user' ? userId : adminId));
    return ctx.app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route.url),
      headers,
      remoteAddress: address,
      ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
    });
  };

  it('declares access on every API route', () => {
    const routes = apiRoutes(ctx.app.registeredRoutes);
    expect(routes.length).toBeGreaterThan(5);
    const undeclared = routes.filter((route) => route.access === undefined);
    expect(undeclared).toEqual([]);
  });

  it('gives anonymous, traveller and admin callers what each declaration says', async () => {
    const outcomes: string[] = [];
    let n = 0;
    for (const route of apiRoutes(ctx.app.registeredRoutes)) {
      const address = `10.9.${Math.floor(++n / 250)}.${n % 250}`;
      const [anonymous, user, admin] = await Promise.all(
        (['anonymous', 'user', 'admin'] as const).map((caller) => call(route, caller, address)),
      );
      const seen = `${route.method} ${route.url} (${route.access}): anonymous ${anonymous!.statusCode}, user ${user!.statusCode}, admin ${admin!.statusCode}`;
      const refused = (status: number) => status === 401 || status === 403;
      const ok =
        route.access === 'public'
          ? !refused(anonymous!.statusCode) &&
            !refused(user!.statusCode) &&
            !refused(admin!.statusCode)
          : route.access === 'user'
            ? anonymous!.statusCode === 401 &&
              admin!.statusCode === 403 &&
              !refused(user!.statusCode)
            : anonymous!.statusCode === 401 &&
              user!.statusCode === 403 &&
              !refused(admin!.statusCode);
      if (!ok) outcomes.push(seen);
    }
    expect(outcomes).toEqual([]);
  });

  it('refuses to register an API route that does not declare its access', async () => {
    const bare = Fastify();
    await bare.register(accessPlugin);
    expect(() => bare.get('/api/undeclared', async () => ({}))).toThrow(
      'Route GET /api/undeclared does not declare its access',
    );
    await bare.close();
  });
});

describe('tokens', () => {
  const clock = createTestClock();
  let ctx: TestContext;
  let user: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createAdmin>>;

  beforeAll(async () => {
    ctx = await createTestApp({}, { now: clock.now });
    user = await createUser(ctx);
    admin = await createAdmin(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const routesFor = (access: 'user' | 'admin') =>
    apiRoutes(ctx.app.registeredRoutes).filter((route) => route.access === access);
  const send = (route: RegisteredRoute, token: string) =>
    ctx.app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route.url),
      headers: bearer(token),
      ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
    });
  const me = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
  const profile = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/admin/auth/profile', headers: bearer(token) });

  it('never opens an admin route with a traveller token', async () => {
    expect(routesFor('admin').length).toBeGreaterThan(0);
    for (const route of routesFor('admin')) {
      const token = await createSessionToken(ctx, 'user', user.user._id);
      expect({ route: route.url, status: (await send(route, token)).statusCode }).toEqual({
        route: route.url,
        status: 403,
      });
    }
  });

  it('never lets an admin token pass as a traveller', async () => {
    expect(routesFor('user').length).toBeGreaterThan(0);
    for (const route of routesFor('user')) {
      const token = await createSessionToken(ctx, 'admin', admin.admin._id);
      expect({ route: route.url, status: (await send(route, token)).statusCode }).toEqual({
        route: route.url,
        status: 403,
      });
    }
  });

  it('refuses a revoked token everywhere', async () => {
    const userToken = await createSessionToken(ctx, 'user', user.user._id);
    const adminToken = await createSessionToken(ctx, 'admin', admin.admin._id);
    await ctx.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(userToken) });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: bearer(adminToken),
    });
    for (const route of routesFor('user')) {
      expect([route.url, (await send(route, userToken)).statusCode]).toEqual([route.url, 401]);
    }
    for (const route of routesFor('admin')) {
      expect([route.url, (await send(route, adminToken)).statusCode]).toEqual([route.url, 401]);
    }
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/access-status',
      headers: bearer(userToken),
    });
    expect(status.json()).toEqual({ hasAccess: false });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await createSessionToken(ctx, 'user', user.user._id);
    const forged = await new SignJWT(decodeJwt(token))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await me(token)).statusCode).toBe(200);
    const response = await me(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('refuses alg "none" and any algorithm but HS256', async () => {
    const token = await createSessionToken(ctx, 'user', user.user._id);
    const [, payload] = token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await me(`${header}.${payload}.`)).statusCode).toBe(401);
    const hs512 = await new SignJWT(decodeJwt(token))
      .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
      .sign(new TextEncoder().encode(ctx.env.JWT_SECRET!));
    expect((await me(hs512)).statusCode).toBe(401);
  });

  it('refuses a token whose audience was rewritten', async () => {
    const token = await createSessionToken(ctx, 'user', user.user._id);
    const claims = decodeJwt(token);
    const asAdmin = await new SignJWT({ ...claims, aud: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(ctx.env.JWT_SECRET!));
    // Even with the right secret, the session on record is a traveller's.
    expect((await profile(asAdmin)).statusCode).toBe(401);
    const [head, , signature] = token.split('.');
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: admin.admin._id })).toString(
      'base64url',
    );
    expect((await me(`${head}.${tampered}.${signature}`)).statusCode).toBe(401);
  });

  const setSessionTimeout = (hours: number) =>
    updateSettings(ctx.app.database.db, { security: { sessionTimeoutHours: hours } }, clock.now());

  it('answers 401 TOKEN_EXPIRED once a traveller token is 7 days old', async () => {
    // The admin's session timeout (24 hours unless changed) would end it sooner.
    await setSessionTimeout(SESSION_TIMEOUT_HOURS.max);
    const token = await createSessionToken(ctx, 'user', user.user._id);
    clock.advance((USER_TOKEN_TTL_SECONDS - 60) * 1000);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(61_000);
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/access-status',
      headers: bearer(token),
    });
    expect(status.json()).toEqual({ hasAccess: false });
  });

  it('ends new sessions of both kinds within the admin’s session timeout', async () => {
    await setSessionTimeout(1);
    for (const [audience, id] of [
      ['user', user.user._id],
      ['admin', admin.admin._id],
    ] as const) {
      const token = await createSessionToken(ctx, audience, id);
      const { exp, iat } = decodeJwt(token);
      expect(exp! - iat!).toBe(3600);
    }
    const token = await createSessionToken(ctx, 'user', user.user._id);
    clock.advance(3601 * 1000);
    expect((await me(token)).statusCode).toBe(401);
    await setSessionTimeout(24);
  });

  it('answers 401 TOKEN_EXPIRED once an admin token is 12 hours old', async () => {
    const token = await createSessionToken(ctx, 'admin', admin.admin._id);
    clock.advance((ADMIN_TOKEN_TTL_SECONDS - 60) * 1000);
    expect((await profile(token)).statusCode).toBe(200);
    clock.advance(61_000);
    const response = await profile(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });

  it('treats a missing, malformed or placeholder token as no sign-in', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer logged-in',
      'Basic abc',
      'Bearer x.y.z',
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
