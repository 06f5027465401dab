import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForHealth, type Started } from './test/server-process';

describe('the server process on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-server-'));
  const running: Started[] = [];
  afterAll(async () => {
    for (const started of running) started.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same DATA_DIR while the first keeps serving, and stops cleanly', async () => {
    const port = await freePort();
    const first = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      JWT_SECRET: 'x'.repeat(40),
    });
    running.push(first);
    await waitForHealth(port, first);

    const second = startServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      JWT_SECRET: 'x'.repeat(40),
    });
    running.push(second);
    expect(await second.exited).toBe(73);
    expect(second.output()).toContain('Another server is already using the embedded database');

    const still = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(still.status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The lock went with it: the data directory can be served again, with its data kept.
    const third = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      JWT_SECRET: 'x'.repeat(40),
    });
    running.push(third);
    await waitForHealth(port, third);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 300_000);

  it('serves again right after kill -9, with acknowledged writes kept', async () => {
    const crashDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-crash-'));
    try {
      const port = await freePort();
      const env = { DATA_DIR: crashDir, PORT: String(port), JWT_SECRET: 'x'.repeat(40) };
      const first = startServer(env);
      running.push(first);
      await waitForHealth(port, first);
      const registered = await fetch(`http://127.0.0.1:${port}/api/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Asha Rao',
          phone: '9876500001',
          password: 'kept-after-crash',
        }),
      });
      expect(registered.status).toBe(201);

      first.child.kill('SIGKILL');
      await first.exited;

      // No waiting for the lock to go stale: its owner is gone, so the restart takes it.
      const restarted = startServer(env);
      running.push(restarted);
      const began = Date.now();
      await waitForHealth(port, restarted);
      console.info(`restart after kill -9 served in ${Date.now() - began} ms`);
      const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '9876500001', password: 'kept-after-crash' }),
      });
      expect(login.status).toBe(200);
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
    } finally {
      fs.rmSync(crashDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('stops at start-up with every bad setting listed', async () => {
    const bad = startServer({ DATA_DIR: dataDir, PORT: 'eighty', LOG_LEVEL: 'loud' });
    running.push(bad);
    expect(await bad.exited).toBe(78);
    expect(bad.output()).toContain('Invalid configuration');
    expect(bad.output()).toContain('PORT');
    expect(bad.output()).toContain('LOG_LEVEL');
  }, 60_000);
});
