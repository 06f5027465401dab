import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';

export type TestDatabase = Database & {
  label: string;
  /** Set on PostgreSQL: the test file's own database. */ url?: string;
};

/**
 * A fresh, migrated database for one test file: a copy of the PGlite schema dump by default,
 * or a clone of the PostgreSQL template when the run has TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('pgTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `trip_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const fileUrl = new URL(url);
    fileUrl.pathname = `/${name}`;
    const database = openPostgres(fileUrl.toString(), { max: 4 });
    return {
      ...database,
      label: 'postgres',
      url: fileUrl.toString(),
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteDump'));
  const database = await openPglite({ loadDataDir: new Blob([dump]) });
  return { ...database, label: 'pglite' };
}
