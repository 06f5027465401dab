import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authMessages } from '@trip/shared/auth/constants';
import { openPglite, pgliteDataDir } from '../db/client';
import { admins } from '../db/schema/admins';
import { serverRoot } from '../db/paths';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-admin-cli-'));

/** Runs `npm run admin:create -- ...` as the shell would, on an embedded database. */
function adminCreate(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot(), 'src/cli/admin-create.ts'), ...args],
    {
      cwd: serverRoot(),
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...env,
      },
      timeout: 60_000,
    },
  );
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('npm run admin:create', () => {
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates an admin, then updates it, and refuses weak passwords', async () => {
    const created = adminCreate([
      '--email',
      'Owner@TripSutra.test',
      '--password',
      'Himalayan-Dawn-88',
      '--name',
      'Owner',
    ]);
    expect(created.out).toContain('Admin owner@tripsutra.test created (role super_admin).');
    expect(created.status).toBe(0);

    const updated = adminCreate(['--email', 'owner@tripsutra.test', '--role', 'admin'], {
      ADMIN_PASSWORD: 'Kerala-Backwaters-19',
    });
    expect(updated.out).toContain('Admin owner@tripsutra.test updated (role admin).');

    const weak = adminCreate(['--email', 'owner@tripsutra.test', '--password', 'qwerty123']);
    expect(weak.status).toBe(1);
    expect(weak.out).toContain(authMessages.passwordTooCommon);

    const usage = adminCreate(['--email', 'owner@tripsutra.test']);
    expect(usage.status).toBe(1);
    expect(usage.out).toContain('Usage: npm run admin:create');

    const database = await openPglite({ dataDir: pgliteDataDir(dataDir) });
    try {
      const [row] = await database.db
        .select()
        .from(admins)
        .where(eq(admins.email, 'owner@tripsutra.test'));
      expect(row).toMatchObject({ username: 'Owner', role: 'admin' });
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    } finally {
      await database.close();
    }
  }, 240_000);
});
