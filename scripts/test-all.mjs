// Runs every test: unit and API tests on PGlite, the server's again on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser journeys against a production build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
};

const failures = [];
const pglite = { TEST_DATABASE_URL: '' };
if (!run('unit and API tests (PGlite)', 'npx', ['vitest', 'run'], pglite))
  failures.push('unit and API tests (PGlite)');

if (process.env.TEST_DATABASE_URL) {
  if (!run('server tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'])) {
    failures.push('server tests (PostgreSQL)');
  }
} else {
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL run is skipped.');
}

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (fs.existsSync(chrome)) {
  if (!run('browser journeys (Chromium)', 'npm', ['run', 'test:e2e'], { CHROME_PATH: chrome }))
    failures.push('browser journeys');
} else if (process.env.CI === 'true') {
  console.log(`\nNo Chromium at ${chrome}: browser journeys are mandatory in CI.`);
  failures.push('browser journeys (no Chromium)');
} else {
  console.log(
    `\nSKIPPED browser journeys: no Chromium at ${chrome} (install Debian's chromium or set CHROME_PATH).`,
  );
}

if (failures.length) {
  console.log(`\nFAILED: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nAll test suites passed.');
