import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another server is already using the embedded database in ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** True while a process with this id runs (EPERM: it runs, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

function ownerPid(pidFile: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims DATA_DIR for this process. PGlite must never be opened by two processes at once:
 * a second server on the same folder stops here, before it touches the database.
 * The owner's process id is written next to the lock: a lock whose owner is no longer
 * running (killed with -9, crashed) is taken over at once. A lock without a readable id
 * still goes stale after 15 s without refreshes.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'server.lock');
  const pidFile = path.join(dir, 'server.lock.pid');
  const claim = () =>
    lockfile.lock(dir, {
      lockfilePath: lockPath,
      stale: 15_000,
      update: 5_000,
      retries: 0,
      realpath: false,
      onCompromised,
    });
  let release: () => Promise<void>;
  try {
    release = await claim();
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    const owner = ownerPid(pidFile);
    if (owner === undefined || owner === process.pid || isAlive(owner)) {
      throw new DataDirLockedError(dir);
    }
    // The owner died holding the lock: it is ours now.
    fs.rmSync(lockPath, { recursive: true, force: true });
    try {
      release = await claim();
    } catch (retryError) {
      if ((retryError as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dir);
      throw retryError;
    }
  }
  fs.writeFileSync(pidFile, String(process.pid));
  return async () => {
    fs.rmSync(pidFile, { force: true });
    await release();
  };
}
