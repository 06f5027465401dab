import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { parseEnv } from '../config/env';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { isDatabaseUnavailable, openPostgres, type Database } from './client';

/**
 * A TCP relay in front of the real PostgreSQL server: "stopping" it drops every connection and
 * refuses new ones, as a server restart or a network cut does, without touching the server
 * other test files share.
 */
function startRelay(target: URL) {
  let up = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as net.AddressInfo).port;
    },
    stop() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    start() {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('when PostgreSQL goes away', () => {
  let testDb: TestDatabase;
  let relay: ReturnType<typeof startRelay>;
  let database: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const target = new URL(testDb.url!);
    relay = startRelay(target);
    const port = await relay.listen();
    const viaRelay = new URL(testDb.url!);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(port);
    database = openPostgres(viaRelay.toString(), { max: 3 });
  });

  afterAll(async () => {
    await database.close();
    await relay.close();
    await testDb.close();
  });

  it('answers 503 in the envelope while it is down and heals without a restart', async () => {
    // Its own DATA_DIR and secret, as createTestApp gives: nothing is written to ./data.
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'trip-data-')),
      JWT_SECRET: randomBytes(32).toString('hex'),
    });
    const app = await buildApp({ env, database });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      relay.stop();
      const down = await app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json().db.status).toBe('down');
      expect(down.headers['retry-after']).toBeDefined();
      // Routes that need no database keep serving.
      expect((await app.inject({ method: 'GET', url: '/api/test' })).statusCode).toBe(200);

      // A query through the dead connection is recognised as "database unavailable" (→ 503).
      const failure = await database.db.execute(sql`select 1`).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeDefined();
      expect(isDatabaseUnavailable(failure)).toBe(true);

      relay.start();
      let healed = false;
      for (let attempt = 0; attempt < 20 && !healed; attempt++) {
        healed = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200;
        if (!healed) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(healed).toBe(true);
    } finally {
      await app.close();
    }
  });
});
