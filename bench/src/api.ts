import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { formatTable } from './table';
import {
  repoRoot,
  resultsDir,
  startAppServer,
  startBaselineServer,
  type RunningProcess,
} from './server';

// Load test of the public API against a bare Fastify route measured in the same run. It
// reports; it never fails on numbers (a slow machine is not a broken build).
//
// The bare route is measured again right before each endpoint, in several short rounds, and
// an endpoint's ratio is the median of its rounds' ratios. Measured once at the start, the
// baseline swung by half with whatever else the machine was doing in those seconds (the bare
// route needs a full core for the server and one for the load generator, so it loses most when
// anything else runs), and every ratio swung with it.

/** Seconds measured per endpoint, over all rounds. */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 12);
const ROUNDS = Math.max(1, Math.round(Number(process.env.BENCH_ROUNDS ?? 3)));
const ROUND_S = Math.max(1, Math.round(DURATION_S / ROUNDS));
const WARM_UP_S = Math.min(2, ROUND_S);
const CONNECTIONS = 10;
// What a browser sends: large answers (the package list) are measured compressed, as served.
const ACCEPT_ENCODING = 'gzip, deflate, br';
// The server allows 30 generations a minute per address: stay under it.
const GENERATION_REQUESTS = 25;

const CANDIDATES = [
  '/api/health',
  '/api/test',
  '/api/places?q=goa',
  '/api/itineraries/popular',
  '/api/packages',
  '/api/packages/featured',
  '/api/packages/categories',
  '/api/blogs',
  '/api/blogs/categories',
  '/api/site-settings',
];

type LoadResult = {
  endpoint: string;
  /** The median of the rounds' rates. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** The median of the rounds' ratios to the bare route. */
  ratioToBaseline: number | null;
  rounds: number[];
  roundRatios?: number[];
};

type GenerationResult = {
  endpoint: string;
  series: GenerationSeries;
  requests: number;
  statuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  serverTiming: string[];
};

function run(
  url: string,
  duration: number,
  options: { method?: 'GET' | 'POST'; body?: string } = {},
): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    method: options.method ?? 'GET',
    headers: {
      'accept-encoding': ACCEPT_ENCODING,
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body ? { body: options.body } : {}),
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** One endpoint's rounds, each with the bare route's rate measured just before it. */
type Rounds = { endpoint: Result[]; baseline: number[] };
type Result = autocannon.Result;

function toLoadResult(endpoint: string, rounds: Result[], baselines?: number[]): LoadResult {
  const rates = rounds.map((round) => round.requests.average);
  const requestsPerSecond = Math.round(median(rates));
  // Latencies of the round whose rate is nearest the median.
  const typical = rounds.reduce((best, round) =>
    Math.abs(round.requests.average - requestsPerSecond) <
    Math.abs(best.requests.average - requestsPerSecond)
      ? round
      : best,
  );
  const ratios = baselines?.map((baseline, index) => (rates[index] ?? 0) / baseline);
  return {
    endpoint,
    requestsPerSecond,
    p50Ms: typical.latency.p50,
    p99Ms: typical.latency.p99,
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    ratioToBaseline: ratios ? Math.round(median(ratios) * 100) / 100 : null,
    rounds: rates.map(Math.round),
    ...(ratios ? { roundRatios: ratios.map((ratio) => Math.round(ratio * 100) / 100) } : {}),
  };
}

function isoDate(daysFromToday: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + daysFromToday);
  return date.toISOString().slice(0, 10);
}

/**
 * A one-week Delhi→Goa search. `range`: each variant asks another price range, as a traveller
 * moving the budget does, and the trips planned for the route and dates are kept for it
 * (planner.ts tripsKey). `dates`: each variant sets out a day later, a trip not planned before.
 */
function searchBody(variant: number, series: GenerationSeries): string {
  const shift = series === 'dates' ? variant + 1 : 0;
  return JSON.stringify({
    from: 'Delhi',
    to: 'Goa',
    departureDate: isoDate(30 + shift),
    returnDate: isoDate(37 + shift),
    travellers: 2,
    travelClass: 'Economy',
    priceRange: [0, 40_000 + (series === 'range' ? variant * 1000 : 0)],
  });
}

type GenerationSeries = 'range' | 'dates';
const SERIES_LABEL: Record<GenerationSeries, string> = {
  range: 'new searches, each another price range',
  dates: 'new searches, each another departure date',
};
/** The generation limit's window: the second series waits it out. */
const RATE_WINDOW_MS = 61_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/**
 * Generation is rate limited, so a load test would measure the limiter: instead, sequential
 * new searches, timed from the client, with the server's own `server-timing` when it sends one.
 */
async function measureGeneration(
  app: RunningProcess,
  series: GenerationSeries,
): Promise<GenerationResult | string> {
  const endpoint = 'POST /api/generate-itinerary';
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const serverTiming: string[] = [];
  for (let variant = 0; variant < GENERATION_REQUESTS; variant++) {
    const started = performance.now();
    const response = await fetch(`${app.url}/api/generate-itinerary`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING },
      body: searchBody(variant, series),
    });
    const body = (await response.json().catch(() => ({}))) as {
      itineraries?: Array<{ _id: string }>;
    };
    const elapsed = performance.now() - started;
    if (variant === 0 && response.status === 404) return 'not found (404)';
    const first = body.itineraries?.[0]?._id;
    if (first) cardIds.push(first);
    latencies.push(elapsed);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    const timing = response.headers.get('server-timing');
    if (timing) serverTiming.push(timing);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    endpoint,
    series,
    requests: latencies.length,
    statuses,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
    serverTiming,
  };
}

/** The first card of each new search, for the day-wise plans measured next. */
const cardIds: string[] = [];

/**
 * The day-wise plan of a card, made once per card (rate limited like searches): sequential
 * requests from one signed-in traveller, timed on the server by its `server-timing`.
 */
async function measureDetails(app: RunningProcess): Promise<number[] | string> {
  const registered = await fetch(`${app.url}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Traveller',
      phone: '9876500042',
      password: 'Bench-pass-2026!',
    }),
  });
  if (registered.status !== 201) return `registration answered ${registered.status}`;
  const { token } = (await registered.json()) as { token: string };
  const serverMs: number[] = [];
  for (const id of cardIds.slice(0, 20)) {
    const response = await fetch(`${app.url}/api/itineraries/${id}/details`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    const timing = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
    if (response.ok && Number.isFinite(timing)) serverMs.push(timing);
  }
  return serverMs.sort((a, b) => a - b);
}

async function readDriver(app: RunningProcess): Promise<string> {
  const response = await fetch(`${app.url}/api/health`);
  const body = (await response.json()) as { db?: { driver?: string } };
  return body.db?.driver ?? 'unknown';
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  console.log('Starting the production server and a bare Fastify baseline…');
  const [app, baselineServer] = await Promise.all([
    startAppServer({ databaseUrl }),
    startBaselineServer(),
  ]);
  try {
    const driver = await readDriver(app);
    console.log(
      `Driver: ${driver}. ${CONNECTIONS} connections, accept-encoding "${ACCEPT_ENCODING}": after a ${WARM_UP_S} s warm-up of each route, ${ROUNDS} rounds of ${ROUND_S} s per endpoint, each right after ${ROUND_S} s of the bare route.\n`,
    );

    const baselineUrl = `${baselineServer.url}/baseline`;
    const endpoints: { endpoint: string; url: string }[] = [];
    const skipped: { endpoint: string; reason: string }[] = [];
    for (const candidate of CANDIDATES) {
      const endpoint = `GET ${candidate}`;
      const probe = await fetch(`${app.url}${candidate}`, {
        headers: { 'accept-encoding': ACCEPT_ENCODING },
      });
      await probe.arrayBuffer();
      if (probe.ok) endpoints.push({ endpoint, url: `${app.url}${candidate}` });
      else skipped.push({ endpoint, reason: `answers ${probe.status}` });
    }

    // Warm both servers up on every route once, then the rounds.
    for (const url of [baselineUrl, ...endpoints.map((entry) => entry.url)]) {
      await run(url, WARM_UP_S);
    }
    const measured = new Map<string, Rounds>(
      endpoints.map((entry) => [entry.endpoint, { endpoint: [], baseline: [] }]),
    );
    const baselineRounds: Result[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      process.stdout.write(`  round ${round} of ${ROUNDS}…\n`);
      for (const entry of endpoints) {
        const bare = await run(baselineUrl, ROUND_S);
        const result = await run(entry.url, ROUND_S);
        baselineRounds.push(bare);
        const rounds = measured.get(entry.endpoint)!;
        rounds.baseline.push(bare.requests.average);
        rounds.endpoint.push(result);
      }
    }
    const baseline = toLoadResult('GET /baseline (bare Fastify)', baselineRounds);
    const results: LoadResult[] = [
      baseline,
      ...endpoints.map((entry) => {
        const rounds = measured.get(entry.endpoint)!;
        return toLoadResult(entry.endpoint, rounds.endpoint, rounds.baseline);
      }),
    ];

    const generations: GenerationResult[] = [];
    for (const series of ['range', 'dates'] as const) {
      if (series === 'dates') {
        process.stdout.write(`  (waiting ${RATE_WINDOW_MS / 1000} s for the generation limit)\n`);
        await new Promise((resolve) => setTimeout(resolve, RATE_WINDOW_MS));
      }
      process.stdout.write(
        `  POST /api/generate-itinerary (${GENERATION_REQUESTS} sequential, ${SERIES_LABEL[series]})…\n`,
      );
      const generation = await measureGeneration(app, series);
      if (typeof generation === 'string') {
        skipped.push({ endpoint: 'POST /api/generate-itinerary', reason: generation });
        break;
      }
      generations.push(generation);
    }

    console.log('');
    console.log(
      formatTable(
        ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs baseline', 'rounds'],
        results.map((row) => [
          row.endpoint,
          row.requestsPerSecond,
          row.p50Ms,
          row.p99Ms,
          row.errors,
          row.non2xx,
          row.ratioToBaseline === null ? '1.00' : row.ratioToBaseline.toFixed(2),
          row.roundRatios
            ? `${Math.min(...row.roundRatios).toFixed(2)}–${Math.max(...row.roundRatios).toFixed(2)}`
            : `${Math.min(...row.rounds)}–${Math.max(...row.rounds)}`,
        ]),
      ),
    );
    for (const generation of generations) {
      const statuses = Object.entries(generation.statuses)
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ');
      console.log(
        `\n${generation.endpoint}: ${generation.requests} sequential ${SERIES_LABEL[generation.series]} (${statuses}): p50 ${generation.p50Ms} ms, p99 ${generation.p99Ms} ms, max ${generation.maxMs} ms (client-side, including HTTP).`,
      );
      const serverMs = generation.serverTiming
        .map((header) => Number(/dur=([\d.]+)/.exec(header)?.[1]))
        .filter((ms) => Number.isFinite(ms))
        .sort((a, b) => a - b);
      if (serverMs.length > 0) {
        console.log(
          `  on the server (server-timing): p50 ${percentile(serverMs, 50)} ms, p99 ${percentile(serverMs, 99)} ms, max ${serverMs.at(-1)} ms.`,
        );
      } else {
        console.log('  No server-timing header.');
      }
    }
    const details = await measureDetails(app);
    if (typeof details === 'string' || details.length === 0) {
      console.log(`\nPOST /api/itineraries/:id/details: not measured (${details || 'no cards'}).`);
    } else {
      console.log(
        `\nPOST /api/itineraries/:id/details: ${details.length} sequential day-wise plans, on the server (server-timing): p50 ${percentile(details, 50)} ms, p99 ${percentile(details, 99)} ms, max ${details.at(-1)} ms.`,
      );
    }
    for (const skip of skipped) console.log(`Skipped ${skip.endpoint}: ${skip.reason}.`);

    const report = {
      at: new Date().toISOString(),
      machine: { node: process.version, cpus: os.cpus().length, platform: process.platform },
      driver,
      settings: {
        connections: CONNECTIONS,
        rounds: ROUNDS,
        secondsPerRound: ROUND_S,
        warmUpSeconds: WARM_UP_S,
        acceptEncoding: ACCEPT_ENCODING,
      },
      baseline,
      endpoints: results.slice(1),
      generation: generations,
      skipped,
    };
    await fs.mkdir(resultsDir, { recursive: true });
    const file = path.join(resultsDir, 'latest.json');
    await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(repoRoot, file)}`);
  } finally {
    await Promise.all([app.stop(), baselineServer.stop()]);
  }
}

await main();
