import fs from 'node:fs';
import os from 'node:os';
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

const OWNER_FILE = 'server.lock.owner';

/** Whether a process with this id runs on this machine (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as { code?: string }).code === 'EPERM';
  }
}

/**
 * True when the lock's owner, as it wrote itself down, was a process on this machine that no
 * longer runs (killed with -9, or the machine's power went): its lock can be taken at once.
 * An owner on another machine (a shared folder) or one not written down is never judged.
 */
function ownerIsGone(dir: string): boolean {
  try {
    const [pid, host] = fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8').trim().split('@');
    const id = Number(pid);
    return host === os.hostname() && Number.isInteger(id) && id > 0 && !isRunning(id);
  } catch {
    return false;
  }
}

function tryLock(dir: string, onCompromised: (error: Error) => void) {
  return lockfile.lock(dir, {
    lockfilePath: path.join(dir, 'server.lock'),
    stale: 15_000,
    update: 5_000,
    retries: 0,
    realpath: false,
    onCompromised,
  });
}

/**
 * Claims DATA_DIR for this process. PGlite must never be opened by two processes at once:
 * a second server on the same folder stops here, before it touches the database. The owner
 * writes down its process id: a lock whose owner died is taken over at once (a restart right
 * after `kill -9` serves), and a lock whose owner cannot be checked goes stale after 15 s.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await tryLock(dir, onCompromised);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    if (!ownerIsGone(dir)) throw new DataDirLockedError(dir);
    fs.rmSync(path.join(dir, 'server.lock'), { recursive: true, force: true });
    try {
      release = await tryLock(dir, onCompromised);
    } catch (again) {
      if ((again as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dir);
      throw again;
    }
  }
  fs.writeFileSync(path.join(dir, OWNER_FILE), `${process.pid}@${os.hostname()}\n`);
  return async () => {
    fs.rmSync(path.join(dir, OWNER_FILE), { force: true });
    await release();
  };
}
