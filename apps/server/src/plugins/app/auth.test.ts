import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createUser } from '../../test/roles';

describe('the token signing secret', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // No JWT_SECRET: the embedded default.
    ctx = await createTestApp({ JWT_SECRET: '' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('is generated once into DATA_DIR/secret.key, readable by its owner only', () => {
    const file = path.join(ctx.env.DATA_DIR, 'secret.key');
    const stat = fs.statSync(file);
    expect(stat.mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
  });

  it('is kept across a restart, so sessions survive it', async () => {
    const { token } = await createUser(ctx);
    const restarted = await createTestApp(
      { JWT_SECRET: '', DATA_DIR: ctx.env.DATA_DIR },
      { database: ctx.database },
    );
    try {
      const me = await restarted.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: bearer(token),
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await restarted.app.close();
    }
  });

  it('comes from JWT_SECRET when set, and then nothing is written', async () => {
    const configured = await createTestApp({ JWT_SECRET: 'k'.repeat(40) });
    try {
      expect(fs.existsSync(path.join(configured.env.DATA_DIR, 'secret.key'))).toBe(false);
      const { token } = await createUser(configured);
      // A token signed with the configured secret means nothing to the other installation.
      const elsewhere = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: bearer(token),
      });
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await configured.close();
    }
  });

  it('documents the auth routes with their bearer requirement', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(paths['/api/users/register'].post.requestBody).toBeDefined();
    expect(paths['/api/users/me'].get.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/analytics/track'].post).toBeDefined();
  });
});
