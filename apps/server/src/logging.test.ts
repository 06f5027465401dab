import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { parseEnv } from './config/env';
import { users } from './db/schema/users';
import { loggerOptions, redactText } from './logging';
import { createTestDatabase } from './test/database';

const PHONE = '9830012345';
const EMAIL = 'asha.secret@example.in';

describe('redactText', () => {
  it('drops query parameters and masks e-mails and phone numbers', () => {
    const text = redactText(
      `Failed query: insert into "users" values ($1, $2)\nparams: ${PHONE},${EMAIL}`,
    );
    expect(text).toBe('Failed query: insert into "users" values ($1, $2)\nparams: [redacted]');
    expect(redactText(`Key (phone)=(${PHONE}) exists; mail ${EMAIL}; +91 98300 12345`)).toBe(
      'Key (phone)=([number]) exists; mail [email]; [number]',
    );
  });
});

describe('no personal data in any log line', () => {
  it('when a query fails on a constraint and when the database is gone', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-log-'));
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
    });
    const database = await createTestDatabase();
    const options = loggerOptions(env) as Record<string, unknown>;
    const app = await buildApp({ env, database, logger: { ...options, stream } as never });
    try {
      // A constraint violation, as the database reports it (with the values in its detail).
      const row = { name: 'Asha', phone: PHONE, email: EMAIL, passwordHash: 'x' };
      await database.db.insert(users).values(row);
      const violation = await database.db
        .insert(users)
        .values(row)
        .then(
          () => undefined,
          (error: unknown) => error as Error,
        );
      expect(violation).toBeInstanceOf(Error);
      app.log.error({ err: violation }, violation!.message);
      app.log.warn({ err: violation!.message }, 'query failed');

      // The database goes away while requests carrying a phone and an e-mail come in.
      await database.close();
      const registered = await app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          name: 'Asha Rao',
          phone: '98300 12346',
          email: EMAIL,
          password: 'Kept-Secret-9',
        },
      });
      expect(registered.statusCode).toBeGreaterThanOrEqual(500);
      const lead = await app.inject({
        method: 'POST',
        url: '/api/promotional-leads/submit',
        payload: { name: 'Asha Rao', phone: '9830012347' },
      });
      expect(lead.statusCode).toBeGreaterThanOrEqual(500);

      const logged = lines.join('\n');
      expect(logged).toContain('"level":50');
      for (const secret of [PHONE, '9830012346', '98300 12346', '9830012347', EMAIL]) {
        expect(logged).not.toContain(secret);
      }
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
