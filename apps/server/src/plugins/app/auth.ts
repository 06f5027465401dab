import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { AdminRole } from '@trip/shared/auth/constants';
import { authMessages } from '@trip/shared/auth/constants';
import { AppError } from '@trip/shared/errors/app-error';
import type { Env } from '../../config/env';
import type { Access } from './access';
import {
  authenticateToken,
  createAuthRuntime,
  type AuthRuntime,
  type Principal,
} from '../../modules/auth/auth.service';

export type UserPrincipal = { id: string; jti: string; expiresAt: Date };
export type AdminPrincipal = UserPrincipal & { role: AdminRole };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    auth: AuthRuntime;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyRequest {
    /** The traveller a valid user token speaks for, on any route. */
    user: UserPrincipal | null;
    /** The admin a valid admin token speaks for, on any route. */
    admin: AdminPrincipal | null;
  }
}

const SECRET_FILE = 'secret.key';

/**
 * JWT_SECRET when set; otherwise a secret generated once and kept in DATA_DIR (readable by
 * this user only), so sessions survive a restart of the embedded install.
 */
export function resolveSigningSecret(env: Env, log: FastifyBaseLogger): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.resolve(env.DATA_DIR, SECRET_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
    log.info(`generated a token signing secret in ${file}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(`${file} holds fewer than 32 characters: delete it to generate a new secret`);
  }
  if (env.DATABASE_URL) {
    log.warn('JWT_SECRET is not set: every instance sharing this database needs the same one');
  }
  return secret;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // The spec's placeholder token means "no real token".
  return match?.[1] && match[1] !== 'logged-in' ? match[1] : undefined;
}

function attach(request: FastifyRequest, principal: Principal): void {
  const { id, jti, expiresAt } = principal;
  if (principal.audience === 'admin') request.admin = { id, jti, expiresAt, role: principal.role };
  else request.user = { id, jti, expiresAt };
}

/** Who is calling, for a route whose access is `access`: refuses a call it does not allow. */
async function checkAccess(
  auth: AuthRuntime,
  request: FastifyRequest,
  access: Access,
  token: string | undefined,
): Promise<void> {
  if (access === 'public') {
    if (!token) return;
    try {
      attach(request, await authenticateToken(auth, token));
    } catch (error) {
      // A stale token on a public page is simply an anonymous visit.
      if (!(error instanceof AppError && error.status === 401)) throw error;
    }
    return;
  }
  if (!token) throw new AppError('UNAUTHORIZED');
  const principal = await authenticateToken(auth, token);
  if (principal.audience !== access) {
    throw new AppError('FORBIDDEN', {
      message: access === 'admin' ? authMessages.adminOnly : authMessages.travellerOnly,
    });
  }
  attach(request, principal);
}

/**
 * Reads the bearer token on every routed request and enforces the route's declared access:
 * 'user' needs a traveller's token, 'admin' an admin's (401 without a valid one, 403 with
 * the other kind); 'public' routes still learn who is calling when the token is valid.
 * It runs before the body is read, after the per-route rate limits.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { env: Env; redis: Redis | undefined }) => {
    app.decorate(
      'auth',
      createAuthRuntime({
        db: app.database.db,
        now: app.now,
        secret: resolveSigningSecret(opts.env, app.log),
        redis: opts.redis,
        log: app.log,
      }),
    );
    app.decorateRequest('user', null);
    app.decorateRequest('admin', null);

    // Most requests are anonymous calls to public routes: those go on at once, synchronously,
    // and only a request with a token waits for it to be checked.
    app.addHook('preParsing', (request, _reply, payload, done) => {
      const access = request.routeOptions.config.access;
      const token = access ? bearerToken(request) : undefined;
      if (!access || (access === 'public' && !token)) {
        done(null, payload);
        return;
      }
      checkAccess(app.auth, request, access, token).then(
        () => done(null, payload),
        (error: unknown) => done(error as Error),
      );
    });
  },
  { name: 'auth', dependencies: ['access', 'errors'] },
);
