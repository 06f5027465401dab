import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, pgliteDataDir } from '../../apps/server/src/db/client';
import { ACTIVITY_ROWS, AI_ROWS, LOAD_SQL } from './admin-data';
import { formatTable } from './table';
import { resultsDir, startAppServer, type RunningProcess } from './server';

// The back office's reads on a database the size of an agency that has run for years:
// 1,000,000 visitor events and 200,000 engine calls, all inside the 90 days the screens reach
// (the worst case for them), plus travellers, leads and bookings. It measures each admin read
// (p50, p95) and the full CSV export (time, the server's memory growth), on PGlite, and on
// PostgreSQL when BENCH_DATABASE_URL is set. It reports; it never fails on numbers.

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const WARM_UP = 3;
const ADMIN_EMAIL = 'bench@tripsutra.test';
const ADMIN_PASSWORD = 'Bench-Admin-Passphrase-2026';

const READS = [
  '/api/admin/dashboard/ai-usage?period=24h',
  '/api/admin/dashboard/ai-usage?period=7d',
  '/api/admin/dashboard/ai-usage?period=90d',
  '/api/admin/dashboard/ai-usage/logs?limit=100',
  '/api/admin/dashboard/ai-usage/logs?limit=100&includeData=true',
  '/api/admin/dashboard/ai-usage/logs/:id',
  '/api/admin/dashboard/overview',
  '/api/analytics/admin/dashboard',
  '/api/analytics/admin/dashboard?range=90',
  '/api/analytics/admin/activities',
  '/api/analytics/admin/activities?range=90&page=200',
  '/api/analytics/admin/activities?type=search&device=mobile&range=30',
  '/api/analytics/admin/login-stats',
  '/api/analytics/admin/login-stats?days=90',
];

type Measured = { read: string; p50: number; p95: number };
type Export = { rows: number; megabytes: number; seconds: number; memoryGrowthMb: number };
type Run = { database: string; loadSeconds: number; reads: Measured[]; export: Export };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Resident memory of a process, from /proc (Linux), in bytes. */
async function rssOf(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

async function signIn(server: RunningProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function measureReads(server: RunningProcess, token: string): Promise<Measured[]> {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const logs = (await (
    await fetch(`${server.url}/api/admin/dashboard/ai-usage/logs?limit=1`, { headers })
  ).json()) as { logs: { _id: string }[] };
  const logId = logs.logs[0]?._id ?? '00000000-0000-0000-0000-000000000000';
  const results: Measured[] = [];
  for (const read of READS) {
    const url = `${server.url}${read.replace(':id', logId)}`;
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${read} answered ${response.status}`);
      if (i >= WARM_UP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results.push({ read, p50: percentile(times, 50), p95: percentile(times, 95) });
    console.log(`  ${read}: p50 ${percentile(times, 50).toFixed(1)} ms`);
  }
  return results;
}

async function measureExport(server: RunningProcess, token: string): Promise<Export> {
  const before = await rssOf(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    void rssOf(server.pid).then((rss) => {
      peak = Math.max(peak, rss);
    });
  }, 50);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/analytics/admin/export?range=90`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`export answered ${response.status}`);
  }
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    rows: lines - 1,
    megabytes: bytes / 1e6,
    seconds,
    memoryGrowthMb: (peak - before) / 1e6,
  };
}

async function loadPglite(dataDir: string): Promise<void> {
  const database = await openPglite({ dataDir: pgliteDataDir(dataDir) });
  await database.migrate();
  for (const statement of LOAD_SQL) await database.pglite!.exec(statement);
  await database.close();
}

async function loadPostgres(url: string): Promise<void> {
  const database = openPostgres(url, { max: 1 });
  await database.migrate();
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const statement of LOAD_SQL) await client.query(statement);
  await client.end();
}

async function run(kind: 'pglite' | 'postgres'): Promise<Run> {
  const env = { ADMIN_EMAIL, ADMIN_PASSWORD };
  const loadStarted = performance.now();
  let server: RunningProcess;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (kind === 'pglite') {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trip-bench-admin-'));
    await loadPglite(dataDir);
    server = await startAppServer({ dataDir, env });
  } else {
    const base = new URL(process.env.BENCH_DATABASE_URL!);
    const name = `trip_bench_admin_${process.pid}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    await loadPostgres(url.toString());
    server = await startAppServer({ databaseUrl: url.toString(), env });
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  try {
    console.log(`${kind}: loaded in ${loadSeconds.toFixed(0)} s`);
    const token = await signIn(server);
    const reads = await measureReads(server, token);
    const exported = await measureExport(server, token);
    return { database: kind, loadSeconds, reads, export: exported };
  } finally {
    await server.stop();
    await dropDatabase?.();
  }
}

const runs: Run[] = [await run('pglite')];
if (process.env.BENCH_DATABASE_URL) runs.push(await run('postgres'));
else console.log('BENCH_DATABASE_URL is not set: PostgreSQL is skipped.');

const ms = (value: number) => value.toFixed(1);
console.log(
  `\nAdmin reads with ${ACTIVITY_ROWS.toLocaleString('en-IN')} activities and ${AI_ROWS.toLocaleString('en-IN')} engine calls (${SAMPLES} samples each, ms)\n`,
);
console.log(
  formatTable(
    ['read', ...runs.flatMap((r) => [`${r.database} p50`, `${r.database} p95`])],
    READS.map((read, index) => [
      read,
      ...runs.flatMap((r) => [ms(r.reads[index]!.p50), ms(r.reads[index]!.p95)]),
    ]),
  ),
);
console.log('\nFull export (range 90 days)\n');
console.log(
  formatTable(
    ['database', 'rows', 'MB', 'seconds', 'server memory growth (MB)'],
    runs.map((r) => [
      r.database,
      r.export.rows,
      r.export.megabytes.toFixed(1),
      r.export.seconds.toFixed(1),
      r.export.memoryGrowthMb.toFixed(1),
    ]),
  ),
);
await fs.mkdir(resultsDir, { recursive: true });
const file = path.join(resultsDir, 'admin-latest.json');
await fs.writeFile(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), activityRows: ACTIVITY_ROWS, aiRows: AI_ROWS, runs }, null, 2)}\n`,
);
console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
