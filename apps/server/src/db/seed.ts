import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta } from './schema/app-meta';

/** A module's demo content. `run` must be idempotent: running it twice changes nothing. */
export type Seeder = {
  name: string;
  run(db: Db): Promise<void>;
};

const SEEDED_KEY = 'demo_seeded_at';

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  return rows.length > 0;
}

/** Runs every module's seeder in order, then records when. */
export async function seedDemoContent(db: Db, seeders: readonly Seeder[]): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of seeders) {
    await seeder.run(db);
    ran.push(seeder.name);
  }
  const now = new Date().toISOString();
  await db
    .insert(appMeta)
    .values({ key: SEEDED_KEY, value: { at: now, seeders: ran } })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: { at: now, seeders: ran }, updatedAt: new Date() },
    });
  return ran;
}
