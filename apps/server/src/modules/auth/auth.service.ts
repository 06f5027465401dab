import { toE164 } from '../../lib/phone';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  ADMIN_TOKEN_TTL_SECONDS,
  USER_TOKEN_TTL_SECONDS,
  authMessages,
  type AdminRole,
  type TokenAudience,
} from '@trip/shared/auth/constants';
import {
  adminChangePasswordSchema,
  newPasswordSchema,
  requiredEmailSchema,
  nameSchema,
  type Admin,
  type AdminChangePassword,
  type AdminLogin,
  type User,
  type UserLogin,
  type UserRegister,
  userRegisterSchema,
} from '@trip/shared/auth/schemas';
import { AppError } from '@trip/shared/errors/app-error';
import { EnvError, type Env } from '../../config/env';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity/activity.service';
import { getSettings } from '../settings/settings.service';
import {
  deleteSessionsExpiredBefore,
  findAdminByEmail,
  findAdminById,
  findLiveSession,
  findUserById,
  findUserByPhone,
  findUsersByIds as findUserRowsByIds,
  insertAdmin,
  insertSession,
  insertUser,
  isUniqueViolation,
  revokeSession,
  revokeSessionsOf,
  updateAdmin,
  type AdminRow,
  type UserRow,
} from './auth.repository';
import {
  ACCOUNT_CAP,
  PAIR_THROTTLE,
  ADDRESS_THROTTLE,
  createLoginThrottle,
  withFallbackStore,
  type LoginThrottle,
  type ThrottledKey,
} from './login-throttle';
import { createRedisThrottleStore } from './login-throttle.redis';
import { createDatabaseThrottleStore, deleteExpiredThrottles } from './login-throttle.repository';
import {
  hashPassword,
  refuseCommonPasswords,
  verifyAgainstDecoy,
  verifyPassword,
} from './passwords';
import { readToken, signToken, signingKeyFrom } from './tokens';

/** What the auth functions need from the running app; built once by plugins/app/auth.ts. */
export type AuthRuntime = {
  db: Db;
  now: () => Date;
  signingKey: Uint8Array;
  throttle: LoginThrottle;
  log: FastifyBaseLogger;
  /** When expired sessions and counters were last swept (by this instance). */
  lastSweepAt: number;
};

/**
 * Login counters go to Redis when there is one (the database takes over for any call Redis
 * fails), else to the database; either way every instance sees the same counts.
 */
export function createAuthRuntime(options: {
  db: Db;
  now: () => Date;
  secret: string;
  redis: Redis | undefined;
  log: FastifyBaseLogger;
}): AuthRuntime {
  const databaseStore = createDatabaseThrottleStore(options.db);
  const store = options.redis
    ? withFallbackStore(createRedisThrottleStore(options.redis), databaseStore, (error) =>
        options.log.warn(
          { err: error },
          'redis unavailable for login counters; using the database',
        ),
      )
    : databaseStore;
  return {
    db: options.db,
    now: options.now,
    signingKey: signingKeyFrom(options.secret),
    throttle: createLoginThrottle(store, options.now, options.secret),
    log: options.log,
    lastSweepAt: 0,
  };
}

/** Where a request came from, for throttling and the activity log. */
export type RequestOrigin = { ip: string; userAgent: string | undefined };

export type Principal =
  | { audience: 'user'; id: string; jti: string; expiresAt: Date }
  | { audience: 'admin'; id: string; jti: string; expiresAt: Date; role: AdminRole };

const TOKEN_TTL_SECONDS: Record<TokenAudience, number> = {
  user: USER_TOKEN_TTL_SECONDS,
  admin: ADMIN_TOKEN_TTL_SECONDS,
};

const SWEEP_EVERY_MS = 60 * 60 * 1000;

// Server-side schemas: the shared ones plus the common-password refusal.

export const userRegisterBodySchema = userRegisterSchema.extend({
  password: refuseCommonPasswords(newPasswordSchema),
});

export const adminChangePasswordBodySchema = adminChangePasswordSchema.extend({
  newPassword: refuseCommonPasswords(adminChangePasswordSchema.shape.newPassword),
});

const adminAccountSchema = z.object({
  email: requiredEmailSchema,
  password: refuseCommonPasswords(newPasswordSchema),
  name: nameSchema.optional(),
});

// Views

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    ...(row.email ? { email: row.email } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdmin(row: AdminRow): Admin {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    previousLogin: row.previousLogin ? row.previousLogin.toISOString() : null,
  };
}

// Sessions and tokens

/**
 * How long a new session lasts: the audience's own lifetime, cut to the admin's session
 * timeout (Settings) when that is shorter.
 */
async function sessionSeconds(auth: AuthRuntime, audience: TokenAudience): Promise<number> {
  const { security } = await getSettings(auth.db);
  return Math.min(TOKEN_TTL_SECONDS[audience], security.sessionTimeoutHours * 3600);
}

/** Signs a token and records its session, so it can be revoked everywhere later. */
export async function issueSession(
  auth: AuthRuntime,
  audience: TokenAudience,
  subjectId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = auth.now();
  const expiresAt = new Date(issuedAt.getTime() + (await sessionSeconds(auth, audience)) * 1000);
  const jti = crypto.randomUUID();
  await insertSession(auth.db, { jti, audience, subjectId, createdAt: issuedAt, expiresAt });
  await sweepIfDue(auth, issuedAt);
  return {
    token: await signToken(auth.signingKey, { audience, subjectId, jti, issuedAt, expiresAt }),
    expiresAt,
  };
}

async function sweepIfDue(auth: AuthRuntime, now: Date): Promise<void> {
  if (now.getTime() - auth.lastSweepAt < SWEEP_EVERY_MS) return;
  auth.lastSweepAt = now.getTime();
  try {
    await deleteSessionsExpiredBefore(auth.db, now);
    await deleteExpiredThrottles(auth.db, now);
  } catch (error) {
    auth.log.warn({ err: error }, 'could not sweep expired sessions');
  }
}

/**
 * Who a bearer token speaks for: a valid signature, audience and expiry, and a session that
 * is still live in the database (not logged out, password not changed since).
 */
export async function authenticateToken(auth: AuthRuntime, token: string): Promise<Principal> {
  const now = auth.now();
  const claims = await readToken(auth.signingKey, token, now);
  const session = await findLiveSession(auth.db, claims.jti, now);
  if (!session || session.audience !== claims.audience || session.subjectId !== claims.subjectId) {
    throw new AppError('UNAUTHORIZED', {
      message: authMessages.sessionEnded,
      internal: 'session revoked, expired or unknown',
    });
  }
  const base = { id: claims.subjectId, jti: claims.jti, expiresAt: claims.expiresAt };
  return claims.audience === 'admin'
    ? { audience: 'admin', ...base, role: session.adminRole ?? 'admin' }
    : { audience: 'user', ...base };
}

export async function endSession(auth: AuthRuntime, jti: string): Promise<void> {
  await revokeSession(auth.db, jti, auth.now());
}

type SignInKeys = {
  kind: 'user' | 'admin';
  /** The account from this address: the lock a guesser meets. */
  pair: ThrottledKey;
  /** Every account from this address: slows one address trying many accounts. */
  address: ThrottledKey;
  /** The account from every address: a high cap only a distributed attack reaches. */
  account: ThrottledKey;
  all: ThrottledKey[];
};

function throttleKeys(
  auth: AuthRuntime,
  kind: 'user' | 'admin',
  account: string,
  origin: RequestOrigin,
): SignInKeys {
  const pair = {
    key: auth.throttle.key(kind === 'user' ? 'user-at' : 'admin-at', `${account}\n${origin.ip}`),
    policy: PAIR_THROTTLE,
  };
  const address = { key: auth.throttle.key('address', origin.ip), policy: ADDRESS_THROTTLE };
  const accountCap = { key: auth.throttle.key(kind, account), policy: ACCOUNT_CAP };
  return { kind, pair, address, account: accountCap, all: [pair, address, accountCap] };
}

/**
 * Counts a failed sign-in. When the account's cap is reached (many addresses guessing one
 * account), the attack is recorded for the admin: a warning in the log and an `error` row in
 * the activity tracker, naming the traveller when the account is one.
 */
async function recordSignInFailure(
  auth: AuthRuntime,
  keys: SignInKeys,
  accountId: string | undefined,
  origin: RequestOrigin,
): Promise<void> {
  const tripped = await auth.throttle.recordFailure(keys.all);
  if (!tripped.some(({ key }) => key === keys.account.key)) return;
  const message = `Distributed sign-in attack: ${ACCOUNT_CAP.maxFailures} failed ${keys.kind} sign-ins for one account from many addresses; the account is paused`;
  auth.log.warn(
    { accountKind: keys.kind, accountKey: keys.account.key, accountId },
    'distributed sign-in attack: account cap reached',
  );
  await recordActivity(
    auth.db,
    {
      activityType: 'error',
      userId: keys.kind === 'user' ? (accountId ?? null) : null,
      userAgent: origin.userAgent,
      data: { errorData: { message, source: 'login-throttle', status: 429 } },
      at: auth.now(),
    },
    auth.log,
  );
}

// Travellers

export async function registerUser(
  auth: AuthRuntime,
  input: UserRegister,
  origin: RequestOrigin,
): Promise<{ user: User; token: string }> {
  const taken = () =>
    new AppError('CONFLICT', {
      message: authMessages.phoneTaken,
      fieldErrors: { phone: authMessages.phoneTaken },
    });
  // One phone, one traveller: every way of writing the number is stored as its E.164 form.
  const phone = toE164(input.phone);
  if (await findUserByPhone(auth.db, phone)) throw taken();
  let row: UserRow;
  try {
    row = await insertUser(auth.db, {
      name: input.name,
      phone,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      at: auth.now(),
    });
  } catch (error) {
    // Two registrations for one phone at the same moment: the second loses here.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  const { token } = await issueSession(auth, 'user', row.id);
  await recordActivity(
    auth.db,
    { activityType: 'user_register', userId: row.id, userAgent: origin.userAgent, at: auth.now() },
    auth.log,
  );
  return { user: toUser(row), token };
}

export async function loginUser(
  auth: AuthRuntime,
  input: UserLogin,
  origin: RequestOrigin,
): Promise<{ user: User; token: string }> {
  const phone = toE164(input.phone);
  const keys = throttleKeys(auth, 'user', phone, origin);
  await auth.throttle.assertAllowed(keys.all);
  const row = await findUserByPhone(auth.db, phone);
  const valid = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!row || !valid) {
    await recordSignInFailure(auth, keys, row?.id, origin);
    throw new AppError('INVALID_CREDENTIALS', { message: authMessages.invalidUserCredentials });
  }
  await auth.throttle.recordSuccess(keys.pair.key);
  const { token } = await issueSession(auth, 'user', row.id);
  await recordActivity(
    auth.db,
    { activityType: 'user_login', userId: row.id, userAgent: origin.userAgent, at: auth.now() },
    auth.log,
  );
  return { user: toUser(row), token };
}

/** The traveller a live token belongs to. */
export async function getUser(db: Db, id: string): Promise<User> {
  const row = await findUserById(db, id);
  if (!row) throw new AppError('UNAUTHORIZED', { message: authMessages.sessionEnded });
  return toUser(row);
}

/** Travellers by id, for modules that show who did something (the activity tracker). */
export async function findUsersByIds(db: Db, ids: readonly string[]): Promise<User[]> {
  return (await findUserRowsByIds(db, ids)).map(toUser);
}

// Admins

export async function loginAdmin(
  auth: AuthRuntime,
  input: AdminLogin,
  origin: RequestOrigin,
): Promise<{ admin: Admin; token: string }> {
  const keys = throttleKeys(auth, 'admin', input.email, origin);
  await auth.throttle.assertAllowed(keys.all);
  const row = await findAdminByEmail(auth.db, input.email);
  const valid = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!row || !valid) {
    await recordSignInFailure(auth, keys, row?.id, origin);
    throw new AppError('INVALID_CREDENTIALS', { message: authMessages.invalidAdminCredentials });
  }
  await auth.throttle.recordSuccess(keys.pair.key);
  const updated = await updateAdmin(auth.db, row.id, {
    lastLogin: auth.now(),
    previousLogin: row.lastLogin,
    at: auth.now(),
  });
  const { token } = await issueSession(auth, 'admin', row.id);
  return { admin: toAdmin(updated), token };
}

export async function getAdmin(db: Db, id: string): Promise<Admin> {
  const row = await findAdminById(db, id);
  if (!row) throw new AppError('UNAUTHORIZED', { message: authMessages.sessionEnded });
  return toAdmin(row);
}

/**
 * Checks the current password (failures count towards the account's lock, like a sign-in),
 * stores the new one and ends every session of the admin, this one included.
 */
export async function changeAdminPassword(
  auth: AuthRuntime,
  adminId: string,
  input: AdminChangePassword,
  origin: RequestOrigin,
): Promise<{ message: string }> {
  const row = await findAdminById(auth.db, adminId);
  if (!row) throw new AppError('UNAUTHORIZED', { message: authMessages.sessionEnded });
  const keys = throttleKeys(auth, 'admin', row.email, origin);
  await auth.throttle.assertAllowed(keys.all);
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    await recordSignInFailure(auth, keys, row.id, origin);
    throw new AppError('VALIDATION_FAILED', {
      message: authMessages.currentPasswordIncorrect,
      fieldErrors: { currentPassword: authMessages.currentPasswordIncorrect },
    });
  }
  await auth.throttle.recordSuccess(keys.pair.key);
  if (input.newPassword === input.currentPassword) {
    throw new AppError('VALIDATION_FAILED', {
      message: authMessages.newPasswordSameAsCurrent,
      fieldErrors: { newPassword: authMessages.newPasswordSameAsCurrent },
    });
  }
  const now = auth.now();
  await updateAdmin(auth.db, row.id, {
    passwordHash: await hashPassword(input.newPassword),
    at: now,
  });
  await revokeSessionsOf(auth.db, 'admin', row.id, now);
  return { message: authMessages.passwordChanged };
}

export type AdminAccountInput = {
  email: string;
  password: string;
  name?: string | undefined;
  role?: AdminRole | undefined;
};

/** Why an admin account could not be set up, one line per field, for a shell or a log. */
export class AdminAccountError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'AdminAccountError';
  }
}

/** The account rules (e-mail, name, password incl. the common-password list), or why not. */
export function checkAdminAccount(input: AdminAccountInput): z.output<typeof adminAccountSchema> {
  const parsed = adminAccountSchema.safeParse(input);
  if (!parsed.success) {
    throw new AdminAccountError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return parsed.data;
}

/**
 * Creates the admin, or updates the one with that e-mail: a new password ends its sessions,
 * a name or role given replaces the old. The same rules as a password change apply.
 */
export async function upsertAdmin(
  db: Db,
  input: AdminAccountInput,
  now: Date = new Date(),
): Promise<{ admin: Admin; outcome: 'created' | 'updated' | 'unchanged' }> {
  const { email, password, name } = checkAdminAccount(input);
  const existing = await findAdminByEmail(db, email);
  if (!existing) {
    const row = await insertAdmin(db, {
      username: name ?? 'Admin',
      email,
      passwordHash: await hashPassword(password),
      role: input.role ?? 'super_admin',
      at: now,
    });
    return { admin: toAdmin(row), outcome: 'created' };
  }
  const passwordChanged = !(await verifyPassword(existing.passwordHash, password));
  const changes = {
    ...(passwordChanged ? { passwordHash: await hashPassword(password) } : {}),
    ...(name !== undefined && name !== existing.username ? { username: name } : {}),
    ...(input.role !== undefined && input.role !== existing.role ? { role: input.role } : {}),
  };
  if (Object.keys(changes).length === 0) return { admin: toAdmin(existing), outcome: 'unchanged' };
  const row = await updateAdmin(db, existing.id, { ...changes, at: now });
  if (passwordChanged) await revokeSessionsOf(db, 'admin', existing.id, now);
  return { admin: toAdmin(row), outcome: 'updated' };
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD, when set, create or update that admin at start-up. A
 * password the rules refuse stops the start with the same list as any bad setting.
 */
export async function bootstrapAdminFromEnv(
  db: Db,
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'ADMIN_NAME'>,
  log: { info(message: string): void },
): Promise<void> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return;
  try {
    const { outcome } = await upsertAdmin(db, {
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      name: env.ADMIN_NAME,
    });
    log.info(`admin account from ADMIN_EMAIL: ${outcome}`);
  } catch (error) {
    if (error instanceof AdminAccountError) {
      throw new EnvError(
        error.problems.map(
          (problem) =>
            `ADMIN_${problem.replace(/^(\w+):/, (_, field: string) => `${field.toUpperCase()}:`)}`,
        ),
      );
    }
    throw error;
  }
}
