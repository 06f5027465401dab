import type { Db } from '../../db/client';
import { activities } from '../../db/schema/activities';

export type NewActivityRow = typeof activities.$inferInsert;

export async function insertActivities(db: Db, rows: NewActivityRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(activities).values(rows);
}
