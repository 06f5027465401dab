import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { serverRoot } from './paths';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Another process that takes the lock and holds it until killed. */
async function lockInChild(dataDir: string) {
  const script = `import { lockDataDir } from './src/db/data-dir-lock.ts';
await lockDataDir(${JSON.stringify(dataDir)}, () => {});
console.log('locked');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: serverRoot(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('locked')) resolve();
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.on('exit', () => reject(new Error(`the child exited:\n${output}`)));
  });
  return child;
}

describe('the DATA_DIR lock', () => {
  it('refuses a second owner while the first runs, and is taken at once after kill -9', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-lock-'));
    dirs.push(dataDir);
    const child = await lockInChild(dataDir);
    await expect(lockDataDir(dataDir, () => {})).rejects.toBeInstanceOf(DataDirLockedError);

    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // Well inside the 15 s a stale lock needs: the dead owner is recognised at once.
    const release = await lockDataDir(dataDir, () => {});
    await release();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 60_000);

  it('leaves a lock alone whose owner it cannot check', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-lock-'));
    dirs.push(dataDir);
    const release = await lockDataDir(dataDir, () => {});
    fs.writeFileSync(path.join(dataDir, 'server.lock.owner'), `1@another-machine\n`);
    await expect(lockDataDir(dataDir, () => {})).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  });
});
