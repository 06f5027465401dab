import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { EnvError, parseEnv, type Env } from './config/env';
import { buildApp } from './app';
import { openPglite, openPostgres, pgliteDataDir, type Database } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { isSeeded, seedDemoContent } from './db/seed';
import { seeders } from './db/seeders';
import { serverRoot } from './db/paths';
import { loggerOptions } from './logging';
import { bootstrapAdminFromEnv } from './modules/auth/auth.service';

function readVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverRoot(), 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

function webDistDir(env: Env): string | undefined {
  const dir = env.WEB_DIST_DIR ?? path.resolve(serverRoot(), '..', 'web', 'dist');
  return fs.existsSync(path.join(dir, 'index.html')) ? dir : undefined;
}

async function migrateWithRetry(database: Database, log: pino.Logger): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.migrate();
      return;
    } catch (error) {
      if (database.driver === 'pglite' || Date.now() > deadline) throw error;
      log.warn({ attempt }, 'database not reachable yet; retrying migrations');
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

async function main(): Promise<void> {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const log = pino(loggerOptions(env) as pino.LoggerOptions);

  let releaseLock: (() => Promise<void>) | undefined;
  let database: Database;
  if (env.DATABASE_URL) {
    database = openPostgres(env.DATABASE_URL, { max: env.DATABASE_POOL_MAX });
  } else {
    try {
      releaseLock = await lockDataDir(env.DATA_DIR, (error) => {
        log.fatal({ err: error }, 'lost the lock on DATA_DIR; stopping to protect the database');
        process.exit(70);
      });
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(73);
      }
      throw error;
    }
    database = await openPglite({ dataDir: pgliteDataDir(env.DATA_DIR) });
  }

  await migrateWithRetry(database, log);
  await bootstrapAdminFromEnv(database.db, env, log);

  const shouldSeed =
    env.SEED_DEMO === 'always' ||
    (env.SEED_DEMO === 'auto' && database.driver === 'pglite' && !(await isSeeded(database.db)));
  if (shouldSeed) {
    const ran = await seedDemoContent(database.db, seeders);
    log.info({ seeders: ran }, 'demo content loaded');
  }

  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectTimeout: 2000,
      })
    : undefined;
  redis?.on('error', (error) => log.warn({ err: error.message }, 'redis unavailable'));

  const app = await buildApp({
    env,
    database,
    redis,
    version: readVersion(),
    webDistDir: webDistDir(env),
    logger: loggerOptions(env),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      redis?.disconnect();
      await releaseLock?.();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(
    `TripSutra is serving on http://localhost:${(app.server.address() as { port: number }).port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(error instanceof EnvError ? 78 : 1);
});
