import fs from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../app';
import { parseEnv, type Env } from '../config/env';
import type { LlmTuning } from '../modules/itineraries/engine/llm-model';
import { createTestDatabase, type TestDatabase } from './database';

export type TestContext = {
  app: FastifyInstance;
  database: TestDatabase;
  env: Env;
  close(): Promise<void>;
};

/** The whole app on a fresh database, for `inject` tests. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: {
    webDistDir?: string;
    database?: TestDatabase;
    /** The app's clock, e.g. a `createTestClock()` that tests move forward. */
    now?: () => Date;
    redis?: Redis;
    /** Shorter LLM waits and timeouts, for tests against a fake model server. */
    ai?: Partial<LlmTuning>;
  } = {},
): Promise<TestContext> {
  // Each app gets its own DATA_DIR so files it writes (keys, caches, uploads) never leak between tests.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-data-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...overrides,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    env,
    database,
    webDistDir: options.webDistDir,
    now: options.now,
    redis: options.redis,
    ai: options.ai,
  });
  return {
    app,
    database,
    env,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
