import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiUsageLogs } from '../../db/schema/ai-usage-logs';

export type NewAiUsageRow = typeof aiUsageLogs.$inferInsert;
export type AiUsageRow = typeof aiUsageLogs.$inferSelect;

export async function insertAiUsage(db: Db, row: NewAiUsageRow): Promise<void> {
  await db.insert(aiUsageLogs).values(row);
}

export async function findRecentAiUsage(db: Db, limit: number): Promise<AiUsageRow[]> {
  return db.select().from(aiUsageLogs).orderBy(desc(aiUsageLogs.createdAt)).limit(limit);
}
