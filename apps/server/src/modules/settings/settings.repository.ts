import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/settings';

export type SettingsDocument = Record<string, unknown>;

export async function findSettingsDocument(
  db: Db,
  key: string,
): Promise<SettingsDocument | undefined> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return row?.value;
}

/** Stores the document only when the key has none yet; an admin's saved values stay. */
export async function insertSettingsDocumentIfMissing(
  db: Db,
  key: string,
  value: SettingsDocument,
  at: Date,
): Promise<void> {
  await db.insert(settings).values({ key, value, updatedAt: at }).onConflictDoNothing();
}

/**
 * Reads, changes and writes the document under a row lock, so two saves of different
 * sections both land instead of the later one undoing the earlier.
 */
export async function changeSettingsDocument(
  db: Db,
  key: string,
  change: (current: SettingsDocument | undefined) => SettingsDocument,
  at: Date,
): Promise<SettingsDocument> {
  return db.transaction(async (tx) => {
    await tx.insert(settings).values({ key, value: {}, updatedAt: at }).onConflictDoNothing();
    const [row] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, key))
      .for('update');
    const next = change(row?.value);
    await tx.update(settings).set({ value: next, updatedAt: at }).where(eq(settings.key, key));
    return next;
  });
}
