import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authMessages } from '@trip/shared/auth/constants';
import { phoneMessages } from '@trip/shared/common/phone';
import { EnvError } from '../../config/env';
import { activities } from '../../db/schema/activities';
import { admins } from '../../db/schema/admins';
import { users } from '../../db/schema/users';
import { createTestApp, type TestContext } from '../../test/app';
import {
  TEST_PASSWORD,
  bearer,
  createAdmin,
  createUser,
  createTestClock,
  createUserToken,
  uniquePhone,
} from '../../test/roles';
import { AdminAccountError, bootstrapAdminFromEnv, upsertAdmin } from './auth.service';

describe('traveller accounts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  let address = 0;
  /** Each test signs in from its own address, so one test's failures never lock another's. */
  const from = () => `10.1.0.${++address}`;

  const register = (payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload,
      remoteAddress: from(),
    });
  const login = (payload: Record<string, unknown>, remoteAddress = from()) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/login', payload, remoteAddress });

  it('takes one phone written three ways as one traveller (409 on the second)', async () => {
    const first = await register({
      name: 'Meera Iyer',
      phone: '9876543210',
      password: TEST_PASSWORD,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().user.phone).toBe('+919876543210');
    for (const again of ['+91 98765 43210', '09876543210', '919876543210']) {
      const second = await register({ name: 'Meera Iyer', phone: again, password: TEST_PASSWORD });
      expect(second.statusCode).toBe(409);
    }
    const signIn = await login({ phone: '+91 98765-43210', password: TEST_PASSWORD });
    expect(signIn.statusCode).toBe(200);
  });

  it('registers a traveller, keeping the phone in E.164', async () => {
    const digits = uniquePhone();
    const typed = `+91 ${digits.slice(0, 5)}-${digits.slice(5)}`;
    const response = await register({
      name: '  Priya Sharma ',
      phone: typed,
      email: 'Priya@Example.COM',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Priya Sharma',
      phone: `+91${digits}`,
      email: 'priya@example.com',
      createdAt: expect.any(String),
    });
    expect(body.token).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toContain('password');

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toEqual(body.user);
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user } = await createUser(ctx);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it('accepts a registration without an e-mail, or with an empty one', async () => {
    const without = await register({ name: 'Ravi', phone: uniquePhone(), password: TEST_PASSWORD });
    expect(without.statusCode).toBe(201);
    expect(without.json().user.email).toBeUndefined();
    const empty = await register({
      name: 'Ravi',
      phone: uniquePhone(),
      email: '',
      password: TEST_PASSWORD,
    });
    expect(empty.statusCode).toBe(201);
    expect(empty.json().user.email).toBeUndefined();
  });

  it.each([
    ['name', { name: undefined }, authMessages.nameRequired],
    ['name', { name: '' }, authMessages.nameRequired],
    ['name', { name: ' A ' }, authMessages.nameTooShort],
    ['phone', { phone: undefined }, phoneMessages.required],
    ['phone', { phone: '98765 4321'.slice(0, 9) }, phoneMessages.tooShort],
    ['phone', { phone: '+91 98765 43210 1234' }, phoneMessages.tooLong],
    ['email', { email: 'not-an-address' }, authMessages.emailInvalid],
    ['password', { password: undefined }, authMessages.passwordRequired],
    ['password', { password: '' }, authMessages.passwordRequired],
    ['password', { password: '12345' }, authMessages.passwordTooShort],
    ['password', { password: 'x'.repeat(129) }, authMessages.passwordTooLong],
    ['password', { password: 'password' }, authMessages.passwordTooCommon],
    ['password', { password: 'Password123' }, authMessages.passwordTooCommon],
    ['password', { password: 'QWERTY123' }, authMessages.passwordTooCommon],
    ['password', { password: 'India@123' }, authMessages.passwordTooCommon],
  ])('refuses a bad %s with the spec message: %j', async (field, change, message) => {
    const response = await register({
      name: 'Meera Iyer',
      phone: uniquePhone(),
      password: TEST_PASSWORD,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { [field]: message },
    });
  });

  it('answers 409 with a clear message when the phone is taken, however it is typed', async () => {
    const { phone } = await createUser(ctx);
    const response = await register({
      name: 'Someone Else',
      phone: `+${phone.slice(0, 3)} ${phone.slice(3)}`,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', error: authMessages.phoneTaken });
  });

  it('signs in with phone and password, however the phone is typed', async () => {
    const { phone, user } = await createUser(ctx);
    const response = await login({
      phone: `${phone.slice(0, 5)} ${phone.slice(5)}`,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toEqual(user);
    expect(response.json().token).toEqual(expect.any(String));
  });

  it('answers one generic message whether the phone or the password is wrong', async () => {
    const { phone } = await createUser(ctx);
    const wrongPassword = await login({ phone, password: 'Not-The-Password-1' });
    const unknownPhone = await login({ phone: uniquePhone(), password: TEST_PASSWORD });
    for (const response of [wrongPassword, unknownPhone]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        error: authMessages.invalidUserCredentials,
      });
    }
  });

  it.each([
    ['phone', { phone: '' }, phoneMessages.required],
    ['phone', { phone: '12345' }, phoneMessages.tooShort],
    ['phone', { phone: '1234567890123456' }, phoneMessages.tooLong],
    ['password', { password: '' }, authMessages.passwordRequired],
    ['password', { password: undefined }, authMessages.passwordRequired],
  ])('checks the login %s: %j', async (field, change, message) => {
    const response = await login({ phone: '9876543210', password: 'whatever-it-is', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('logs out: the token stops working on every route', async () => {
    const token = await createUserToken(ctx);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(401);
    expect(me.json().error).toBe(authMessages.sessionEnded);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('reports access status with and without a token', async () => {
    const { user, token } = await createUser(ctx);
    const status = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/user/access-status', headers });
    expect((await status({})).json()).toEqual({ hasAccess: false });
    expect((await status(bearer(token))).json()).toEqual({ hasAccess: true, user });
    expect((await status(bearer('not.a.token'))).json()).toEqual({ hasAccess: false });
    expect((await status(bearer('logged-in'))).json()).toEqual({ hasAccess: false });
    const { token: adminToken } = await createAdmin(ctx);
    const asAdmin = await status(bearer(adminToken));
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual({ hasAccess: false });
  });

  it('records registrations and logins for the activity tracker', async () => {
    const phone = uniquePhone();
    const registered = await register({
      name: 'Kabir Das',
      phone,
      password: TEST_PASSWORD,
    });
    const userId = registered.json().user._id;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { phone, password: TEST_PASSWORD },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
      remoteAddress: from(),
    });
    const rows = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.userId, userId));
    expect(rows.map((row) => row.activityType).sort()).toEqual(['user_login', 'user_register']);
    expect(rows.find((row) => row.activityType === 'user_login')!.deviceType).toBe('mobile');
    expect(JSON.stringify(rows)).not.toContain(phone);
  });
});

describe('admin accounts', () => {
  let ctx: TestContext;
  const clock = createTestClock();
  beforeAll(async () => {
    ctx = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => {
    await ctx.close();
  });

  let address = 0;
  const from = () => `10.2.0.${++address}`;
  const login = (payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload,
      remoteAddress: from(),
    });
  const changePassword = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/auth/change-password',
      headers: bearer(token),
      payload,
      remoteAddress: from(),
    });

  it('has no admin until one is created: there is no default password', async () => {
    expect(await ctx.database.db.select().from(admins)).toEqual([]);
    const response = await login({ email: 'admin@tripsutra.com', password: 'admin123' });
    expect(response.statusCode).toBe(401);
  });

  it('signs in by e-mail (any case) and keeps this and the previous sign-in', async () => {
    const { email } = await createAdmin(ctx, { name: 'Ops Lead' });
    const response = await login({ email: `  ${email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { admin, token } = response.json();
    expect(admin).toEqual({
      _id: expect.any(String),
      username: 'Ops Lead',
      email,
      role: 'admin',
      lastLogin: clock.now().toISOString(),
      previousLogin: null,
    });
    const first = clock.now().toISOString();
    clock.advance(60_000);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/auth/profile',
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().admin).toEqual(admin);
    const later = await login({ email, password: TEST_PASSWORD });
    expect(later.json().admin.lastLogin).toBe(clock.now().toISOString());
    // The profile shows the sign-in before this session, not this one.
    expect(later.json().admin.previousLogin).toBe(first);
  });

  it('answers one generic message whether the e-mail or the password is wrong', async () => {
    const { email } = await createAdmin(ctx);
    for (const payload of [
      { email, password: 'Wrong-Password-9' },
      { email: 'nobody@tripsutra.test', password: TEST_PASSWORD },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        error: authMessages.invalidAdminCredentials,
      });
    }
  });

  it.each([
    ['email', { email: '' }, authMessages.emailRequired],
    ['email', { email: 'admin-at-example' }, authMessages.emailInvalid],
    ['password', { password: '' }, authMessages.passwordRequired],
  ])('checks the admin login %s: %j', async (field, change, message) => {
    const response = await login({ email: 'a@b.co', password: 'x', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it.each([
    ['currentPassword', { currentPassword: '' }, authMessages.currentPasswordRequired],
    ['currentPassword', { currentPassword: undefined }, authMessages.currentPasswordRequired],
    ['newPassword', { newPassword: '' }, authMessages.newPasswordRequired],
    ['newPassword', { newPassword: undefined }, authMessages.newPasswordRequired],
    ['newPassword', { newPassword: 'abc12' }, authMessages.passwordTooShort],
    ['newPassword', { newPassword: 'Welcome@123' }, authMessages.passwordTooCommon],
  ])('checks the new password rules: %s %j', async (field, change, message) => {
    const { token } = await createAdmin(ctx);
    const response = await changePassword(token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Backwaters-Houseboat-7',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('refuses a wrong current password without ending the session', async () => {
    const { token } = await createAdmin(ctx);
    const response = await changePassword(token, {
      currentPassword: 'Not-My-Password-1',
      newPassword: 'Backwaters-Houseboat-7',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.currentPassword).toBe(authMessages.currentPasswordIncorrect);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/auth/profile',
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses the current password as the new one, and keeps the session', async () => {
    const { token } = await createAdmin(ctx);
    const response = await changePassword(token, {
      currentPassword: TEST_PASSWORD,
      newPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.newPassword).toBe(authMessages.newPasswordSameAsCurrent);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/auth/profile',
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('changes the password and ends every session of that admin', async () => {
    const { admin, email, token } = await createAdmin(ctx);
    const other = (await login({ email, password: TEST_PASSWORD })).json().token as string;
    const response = await changePassword(token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Backwaters-Houseboat-7',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully!' });

    for (const revoked of [token, other]) {
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/auth/profile',
        headers: bearer(revoked),
      });
      expect(profile.statusCode).toBe(401);
    }
    expect((await login({ email, password: TEST_PASSWORD })).statusCode).toBe(401);
    const fresh = await login({ email, password: 'Backwaters-Houseboat-7' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().admin._id).toBe(admin._id);
  });

  it('logs out: the admin token stops working', async () => {
    const { token } = await createAdmin(ctx);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/auth/profile',
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(401);
  });
});

describe('creating admins from the environment and the shell', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });
  const db = () => ctx.database.db;
  const silent = { info() {} };

  it('creates a super admin, then updates only what changed', async () => {
    const email = 'Owner@TripSutra.test';
    const created = await upsertAdmin(db(), { email, password: 'Chai-And-Mountains-42' });
    expect(created.outcome).toBe('created');
    expect(created.admin).toMatchObject({
      email: 'owner@tripsutra.test',
      role: 'super_admin',
      username: 'Admin',
      lastLogin: null,
      previousLogin: null,
    });
    const same = await upsertAdmin(db(), { email, password: 'Chai-And-Mountains-42' });
    expect(same.outcome).toBe('unchanged');
    const renamed = await upsertAdmin(db(), {
      email,
      password: 'Chai-And-Mountains-42',
      name: 'Owner',
    });
    expect(renamed).toMatchObject({ outcome: 'updated', admin: { username: 'Owner' } });
  });

  it('ends the sessions of an admin whose password it replaces', async () => {
    const { email, token } = await createAdmin(ctx);
    const result = await upsertAdmin(db(), { email, password: 'Brand-New-Secret-77' });
    expect(result.outcome).toBe('updated');
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/auth/profile',
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(401);
  });

  it('applies the password rules', async () => {
    await expect(upsertAdmin(db(), { email: 'x@tripsutra.test', password: 'abc' })).rejects.toThrow(
      AdminAccountError,
    );
    await expect(
      upsertAdmin(db(), { email: 'x@tripsutra.test', password: 'iloveyou' }),
    ).rejects.toThrow(authMessages.passwordTooCommon);
    await expect(upsertAdmin(db(), { email: 'nope', password: 'Long-Enough-99' })).rejects.toThrow(
      authMessages.emailInvalid,
    );
  });

  it('bootstraps ADMIN_EMAIL / ADMIN_PASSWORD, and does nothing without them', async () => {
    await bootstrapAdminFromEnv(db(), { ADMIN_NAME: 'Admin' }, silent);
    const before = (await db().select().from(admins)).length;
    await bootstrapAdminFromEnv(
      db(),
      {
        ADMIN_EMAIL: 'boot@tripsutra.test',
        ADMIN_PASSWORD: 'Saffron-Sunrise-31',
        ADMIN_NAME: 'Boot',
      },
      silent,
    );
    const rows = await db().select().from(admins).where(eq(admins.email, 'boot@tripsutra.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'Boot', role: 'super_admin' });
    expect((await db().select().from(admins)).length).toBe(before + 1);

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: 'boot@tripsutra.test', password: 'Saffron-Sunrise-31' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('stops the start-up with a readable list when ADMIN_PASSWORD breaks the rules', async () => {
    const attempt = bootstrapAdminFromEnv(
      db(),
      { ADMIN_EMAIL: 'weak@tripsutra.test', ADMIN_PASSWORD: 'admin123', ADMIN_NAME: 'Admin' },
      silent,
    );
    await expect(attempt).rejects.toThrow(EnvError);
    await expect(attempt).rejects.toThrow(`ADMIN_PASSWORD: ${authMessages.passwordTooCommon}`);
  });
});
