import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const resultsDir = path.join(repoRoot, 'bench', 'results');

const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 20_000;

export type RunningProcess = {
  /** Origin without a trailing slash. */
  url: string;
  /** The process, for memory readings. */
  pid: number;
  stop(): Promise<void>;
};

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Spawns `node <args>` listening on PORT and waits until `readyPath` answers 200. */
async function startProcess(options: {
  args: string[];
  env: Record<string, string>;
  cwd: string;
  readyPath: string;
  cleanUp?: () => Promise<void>;
}): Promise<RunningProcess> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: {
      PATH: process.env.PATH ?? '',
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      HOST: '127.0.0.1',
      PORT: String(port),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), SHUTDOWN_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    await options.cleanUp?.();
  };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${options.args.join(' ')} did not start:\n${printed}`);
    }
    try {
      const response = await fetch(`${url}${options.readyPath}`, {
        signal: AbortSignal.timeout(2000),
      });
      if (response.status === 200) return { url, pid: child.pid ?? 0, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts the production build (`npm run build` must have run) with a fresh data directory, or
 * on PostgreSQL when `databaseUrl` is given. The environment is built from scratch so nothing
 * from the shell or a `.env` changes what is measured.
 */
export async function startAppServer(
  options: {
    databaseUrl?: string | undefined;
    env?: Record<string, string>;
    /** A data directory prepared beforehand (removed when the server stops). */
    dataDir?: string;
  } = {},
): Promise<RunningProcess> {
  const entry = path.join(repoRoot, 'apps', 'server', 'dist', 'server.js');
  try {
    await fs.access(entry);
  } catch {
    throw new Error(`No server build at ${entry}: run \`npm run build\` first.`);
  }
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'trip-bench-')));
  return startProcess({
    args: [entry],
    // The data directory as working directory keeps the repository's `.env` out.
    cwd: dataDir,
    readyPath: '/api/health',
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: crypto.randomBytes(36).toString('base64url'),
      // The demo catalogue loads by itself on PGlite only; PostgreSQL needs it asked for.
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl, SEED_DEMO: 'always' } : {}),
      ...options.env,
    },
    cleanUp: () => fs.rm(dataDir, { recursive: true, force: true }),
  });
}

/** A bare Fastify route in its own process, like the app server, so both are measured alike. */
export async function startBaselineServer(): Promise<RunningProcess> {
  const entry = path.join(repoRoot, 'bench', 'src', 'baseline-server.ts');
  return startProcess({
    args: ['--import', 'tsx', entry],
    cwd: path.join(repoRoot, 'bench'),
    readyPath: '/baseline',
    env: { NODE_ENV: 'production' },
  });
}
