import type { AdminRole } from '@trip/shared/auth/constants';
import type { Admin, User } from '@trip/shared/auth/schemas';
import { issueSession, registerUser, upsertAdmin } from '../modules/auth/auth.service';
import type { TestContext } from './app';

/** A clock that stands still until a test moves it. */
export function createTestClock(start = new Date('2025-06-01T09:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

let counter = 0;

/** A phone number no other test account has (10 digits, starting 9 like an Indian mobile). */
export function uniquePhone(): string {
  counter += 1;
  return `9${String(Date.now() % 1e5).padStart(5, '0')}${String(counter % 1e4).padStart(4, '0')}`;
}

/** Every test account's password: long and not on the common list. */
export const TEST_PASSWORD = 'Monsoon-Trek-2025';

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A real traveller account, registered through the service, with a live token. */
export async function createUser(
  ctx: TestContext,
  overrides: Partial<{ name: string; phone: string; email: string; password: string }> = {},
): Promise<{ user: User; token: string; phone: string; password: string }> {
  const phone = overrides.phone ?? uniquePhone();
  const password = overrides.password ?? TEST_PASSWORD;
  const { user, token } = await registerUser(
    ctx.app.auth,
    { name: overrides.name ?? 'Asha Traveller', phone, email: overrides.email, password },
    { ip: '127.0.0.1', userAgent: undefined },
  );
  // The phone as stored and answered (E.164); signing in with it works like the typed one.
  return { user, token, phone: user.phone, password };
}

/** A real admin account with a live token. */
export async function createAdmin(
  ctx: TestContext,
  options: { email?: string; password?: string; role?: AdminRole; name?: string } = {},
): Promise<{ admin: Admin; token: string; email: string; password: string }> {
  counter += 1;
  const email = options.email ?? `admin${counter}-${Date.now()}@tripsutra.test`;
  const password = options.password ?? TEST_PASSWORD;
  const { admin } = await upsertAdmin(
    ctx.app.auth.db,
    { email, password, name: options.name ?? 'Test Admin', role: options.role ?? 'admin' },
    ctx.app.now(),
  );
  const { token } = await issueSession(ctx.app.auth, 'admin', admin._id);
  return { admin, token, email, password };
}

export async function createUserToken(ctx: TestContext): Promise<string> {
  return (await createUser(ctx)).token;
}

export async function createAdminToken(ctx: TestContext): Promise<string> {
  return (await createAdmin(ctx)).token;
}

/** A further token for an account that already exists (e.g. after another was revoked). */
export async function createSessionToken(
  ctx: TestContext,
  audience: 'user' | 'admin',
  accountId: string,
): Promise<string> {
  return (await issueSession(ctx.app.auth, audience, accountId)).token;
}

export type Caller = 'anonymous' | 'user' | 'admin';

/** Headers that make a request come from the given kind of caller. */
export async function headersFor(
  ctx: TestContext,
  caller: Caller,
): Promise<Record<string, string>> {
  if (caller === 'anonymous') return {};
  return bearer(caller === 'user' ? await createUserToken(ctx) : await createAdminToken(ctx));
}
