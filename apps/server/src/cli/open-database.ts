import type { Env } from '../config/env';
import { openPglite, openPostgres, pgliteDataDir, type Database } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';

/** Opens and migrates the configured database for a one-off command, holding the DATA_DIR lock. */
export async function openDatabaseForCli(
  env: Env,
): Promise<{ database: Database; close(): Promise<void> }> {
  if (env.DATABASE_URL) {
    const database = openPostgres(env.DATABASE_URL, { max: 2 });
    await database.migrate();
    return { database, close: () => database.close() };
  }
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(env.DATA_DIR, () => process.exit(70));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\n(Commands on the embedded database must run while the server is stopped.)`,
      );
      process.exit(73);
    }
    throw error;
  }
  const database = await openPglite({ dataDir: pgliteDataDir(env.DATA_DIR) });
  await database.migrate();
  return {
    database,
    async close() {
      await database.close();
      await release();
    },
  };
}
