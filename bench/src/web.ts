import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { formatTable } from './table';
import { repoRoot, resultsDir, startAppServer } from './server';

// Lighthouse (mobile, default throttling) on the public pages of the production build. It
// reports; poor scores never fail the run.

const ROUTES = ['/', '/contact', '/packages', '/blog'];
/**
 * Lighthouse runs per route (`BENCH_RUNS=5 npm run bench:web`). One run's Total Blocking Time
 * moves by half or more on a shared two-core machine, so each row is the run with the median
 * performance score, and the table shows the range of all runs beside it.
 */
const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS ?? 3)) || 1);
/** `BENCH_ROUTES=/,/blog npm run bench:web` audits only those routes (no detail pages). */
const ONLY_ROUTES = process.env.BENCH_ROUTES?.split(',').filter(Boolean);

/** A day about a month ahead, as YYYY-MM-DD: a search the server accepts on any run date. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The detail pages of what the fresh server holds: its first published package and post, and
 * an itinerary (a popular one, else one made by a search), so the run audits real addresses.
 */
async function detailRoutes(baseUrl: string): Promise<string[]> {
  const json = async (route: string, init?: RequestInit): Promise<Record<string, unknown>> => {
    const response = await fetch(`${baseUrl}${route}`, init);
    return response.ok ? ((await response.json()) as Record<string, unknown>) : {};
  };
  const firstSlug = (list: unknown): string | undefined =>
    Array.isArray(list) ? (list[0] as { slug?: string } | undefined)?.slug : undefined;
  const routes: string[] = [];
  const pkg = firstSlug((await json('/api/packages?limit=1')).packages);
  if (pkg) routes.push(`/package/${pkg}`);
  const post = firstSlug((await json('/api/blogs?limit=1')).blogs);
  if (post) routes.push(`/blog/${post}`);
  let trip = firstSlug((await json('/api/itineraries/popular')).popularItineraries);
  if (!trip) {
    const search = {
      from: 'Delhi',
      to: 'Jaipur',
      departureDate: daysAhead(30),
      returnDate: daysAhead(33),
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 200_000],
    };
    const answer = await json('/api/generate-itinerary', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(search),
    });
    trip = firstSlug(answer.itineraries);
  }
  if (trip) routes.push(`/itinerary/${trip}`);
  return routes;
}
/** `BENCH_LHR_DIR=/tmp/lhr` keeps each run's whole Lighthouse report there, to see where time goes. */
const LHR_DIR = process.env.BENCH_LHR_DIR;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Script = { url: string; transferBytes: number; gzipBytes: number | null };

type RouteReport = {
  route: string;
  scores: Record<string, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  scripts: Script[];
  transferredJsBytes: number;
  gzipJsBytes: number;
  runtimeError: string | null;
  /** Lighthouse runs it took: a failed run is repeated. */
  attempts: number;
  /** The performance score of every run of the route, lowest first (see BENCH_RUNS). */
  performanceRuns: number[];
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

/** The size of the body as the server sends it to a client asking for gzip only. */
function gzipSizeOf(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(response.statusCode === 200 ? bytes : null));
    });
    request.on('error', () => resolve(null));
  });
}

async function auditRoute(
  baseUrl: string,
  port: number,
  route: string,
): Promise<Omit<RouteReport, 'attempts' | 'performanceRuns'>> {
  const result = await lighthouse(`${baseUrl}${route}`, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { lhr } = result;
  if (LHR_DIR) {
    await fs.mkdir(LHR_DIR, { recursive: true });
    const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${Date.now()}.json`;
    await fs.writeFile(path.join(LHR_DIR, name), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const scriptItems = (details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(baseUrl),
  );
  const scripts: Script[] = [];
  for (const item of scriptItems) {
    scripts.push({
      url: item.url.slice(baseUrl.length),
      transferBytes: item.transferSize ?? 0,
      gzipBytes: await gzipSizeOf(item.url),
    });
  }
  return {
    route,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, typeof score === 'number' ? Math.round(score * 100) : null];
      }),
    ),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts,
    transferredJsBytes: scripts.reduce((sum, script) => sum + script.transferBytes, 0),
    gzipJsBytes: scripts.reduce((sum, script) => sum + (script.gzipBytes ?? 0), 0),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

/**
 * Lighthouse now and then fails to record the page load's trace (NO_NAVSTART, "Please run
 * Lighthouse again"). Such a run measured nothing, so the route is run again, at most
 * MAX_ATTEMPTS times in all; the report says how many it took.
 */
const MAX_ATTEMPTS = 3;

async function auditWithRetries(
  baseUrl: string,
  port: number,
  route: string,
): Promise<Omit<RouteReport, 'performanceRuns'>> {
  let report: Omit<RouteReport, 'attempts' | 'performanceRuns'> | undefined;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    report = await auditRoute(baseUrl, port, route).catch((error: unknown) => ({
      route,
      scores: {},
      lcpMs: null,
      tbtMs: null,
      cls: null,
      scripts: [],
      transferredJsBytes: 0,
      gzipJsBytes: 0,
      runtimeError: error instanceof Error ? error.message : String(error),
    }));
    if (!report.runtimeError) return { ...report, attempts: attempt };
    process.stdout.write(`    failed (${report.runtimeError.split(':')[0]}), attempt ${attempt}\n`);
  }
  return { ...report!, attempts: MAX_ATTEMPTS };
}

/** RUNS audits of `route`, as the run with the median performance score and all runs' scores. */
async function auditMedian(baseUrl: string, port: number, route: string): Promise<RouteReport> {
  const runs: Omit<RouteReport, 'performanceRuns'>[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    process.stdout.write(`  Lighthouse ${route}${RUNS > 1 ? ` (run ${run} of ${RUNS})` : ''}…\n`);
    runs.push(await auditWithRetries(baseUrl, port, route));
  }
  const scored = runs
    .filter((run) => typeof run.scores.performance === 'number')
    .sort((a, b) => a.scores.performance! - b.scores.performance!);
  const median = scored[Math.floor((scored.length - 1) / 2)] ?? runs[0]!;
  return { ...median, performanceRuns: scored.map((run) => run.scores.performance!) };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const shown = (value: number | null, digits = 0) => (value === null ? '-' : value.toFixed(digits));

async function main(): Promise<void> {
  try {
    await fs.access(CHROME_PATH);
  } catch {
    console.log(`No Chromium at ${CHROME_PATH}: set CHROME_PATH or install Debian's chromium.`);
    return;
  }
  console.log('Starting the production server and Chromium…');
  const app = await startAppServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const reports: RouteReport[] = [];
  try {
    for (const route of ONLY_ROUTES ?? [...ROUTES, ...(await detailRoutes(app.url))]) {
      reports.push(await auditMedian(app.url, chrome.port, route));
    }
  } finally {
    await chrome.kill();
    await app.stop();
  }

  console.log(
    `\nLighthouse, mobile with default throttling (scores out of 100), the median of ${RUNS} run${RUNS > 1 ? 's' : ''} per route:\n`,
  );
  console.log(
    formatTable(
      [
        'route',
        'perf',
        'perf runs',
        'a11y',
        'best pr.',
        'SEO',
        'LCP ms',
        'TBT ms',
        'CLS',
        'JS files',
        'JS gzip KB',
        'JS sent KB',
      ],
      reports.map((report) => [
        report.route,
        shown(report.scores.performance ?? null),
        report.performanceRuns.length > 1
          ? `${report.performanceRuns[0]}–${report.performanceRuns.at(-1)}`
          : '-',
        shown(report.scores.accessibility ?? null),
        shown(report.scores['best-practices'] ?? null),
        shown(report.scores.seo ?? null),
        shown(report.lcpMs),
        shown(report.tbtMs),
        shown(report.cls, 3),
        report.scripts.length,
        kb(report.gzipJsBytes),
        kb(report.transferredJsBytes),
      ]),
    ),
  );
  console.log(
    '\nJS gzip: each script fetched with accept-encoding gzip. JS sent: what Chromium received, headers included (over plain HTTP it asks for gzip, not brotli).',
  );
  for (const report of reports) {
    console.log(`\n${report.route}`);
    if (report.runtimeError) {
      console.log(`  Lighthouse error in all ${report.attempts} runs: ${report.runtimeError}`);
    } else if (report.attempts > 1) {
      console.log(`  measured on run ${report.attempts}: the earlier runs failed`);
    }
    for (const script of report.scripts) {
      const gzip = script.gzipBytes === null ? '?' : kb(script.gzipBytes);
      console.log(`  ${gzip.padStart(7)} KB gzip  ${script.url}`);
    }
  }

  await fs.mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'web-latest.json');
  const report = {
    at: new Date().toISOString(),
    chrome: CHROME_PATH,
    settings: {
      formFactor: 'mobile',
      throttling: 'lighthouse default (simulated)',
      runsPerRoute: RUNS,
    },
    routes: reports,
  };
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(repoRoot, file)}`);
}

await main();
