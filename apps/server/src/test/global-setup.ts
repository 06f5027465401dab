import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

/**
 * Builds the schema once for the whole run: a migrated PGlite dumped to a file that each
 * test file loads, and, with TEST_DATABASE_URL, a migrated template database that each test
 * file clones with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const cleanups: Array<() => Promise<void>> = [];

  const embedded = await openPglite();
  await embedded.migrate();
  const dump = await embedded.pglite!.dumpDataDir('none');
  await embedded.close();
  const dumpPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trip-test-')), 'schema.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', dumpPath);
  cleanups.push(async () => fs.rmSync(path.dirname(dumpPath), { recursive: true, force: true }));

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `trip_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = openPostgres(templateUrl.toString(), { max: 1 });
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', template);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
    });
  } else {
    project.provide('pgTemplate', '');
  }

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}
