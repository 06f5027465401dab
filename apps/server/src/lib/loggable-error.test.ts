import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../config/env';
import { loggerOptions } from '../logging';
import { createTestDatabase } from '../test/database';
import { loggableError, scrubbed } from './loggable-error';

describe('errors in logs', () => {
  it('keep what helps and lose the query parameters, numbers and addresses', () => {
    const error = Object.assign(
      new Error(
        'Failed query: insert into "users" ("name", "phone", "email") values ($1, $2, $3)\nparams: Asha,9830012345,asha@example.com',
      ),
      { name: 'DrizzleQueryError', params: ['Asha', '9830012345', 'asha@example.com'] },
    );
    error.cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (phone)=(9830012345) already exists.',
    });
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('DrizzleQueryError');
    expect(logged).toContain('23505');
    expect(logged).toContain('insert into');
    expect(logged).not.toMatch(/9830012345|asha@example\.com|Asha,/);
    expect(scrubbed('call +91 98300 12345 or mail a.b@c.in')).toBe(
      'call [number removed] or mail [email removed]',
    );
  });

  it('never carry the phone numbers and e-mails of requests that failed', async () => {
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
    const phones = ['9812345670', '9812345671', '9812345672'];
    try {
      const first = await app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { name: 'Asha Roy', phone: phones[0], password: 'Monsoon-Trek-2025' },
        remoteAddress: '10.67.0.1',
      });
      expect(first.statusCode).toBe(201);
      // The database goes away: every write now fails inside a query that carries the values.
      await database.close();
      const failures = await Promise.all([
        app.inject({
          method: 'POST',
          url: '/api/users/register',
          payload: {
            name: 'Kabir Sen',
            phone: phones[1],
            email: 'kabir.sen@example.com',
            password: 'Monsoon-Trek-2025',
          },
          remoteAddress: '10.67.0.2',
        }),
        app.inject({
          method: 'POST',
          url: '/api/promotional-leads/submit',
          payload: { name: 'Meera Das', phone: phones[2] },
          remoteAddress: '10.67.0.3',
        }),
      ]);
      for (const failure of failures) expect(failure.statusCode).toBeGreaterThanOrEqual(500);
      const logged = lines.join('\n');
      expect(logged).toMatch(/"level":(50|40)/);
      for (const phone of phones) expect(logged).not.toContain(phone);
      expect(logged).not.toContain('kabir.sen@example.com');
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
