import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Db } from './client';
import { visitorCounts } from './schema/visitor-counts';

export type CountKind = 'package-view' | 'itinerary-view' | 'itinerary-share';

/** Who counts as one visitor: a hash of the address and the browser, never either in clear. */
export type Visitor = { ip: string; userAgent: string | undefined };

export function visitorKey(visitor: Visitor): string {
  return createHash('sha256')
    .update(`${visitor.ip}\n${visitor.userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * True the first time this visitor counts towards this item today, false after: views and
 * shares are counted once per visitor, item and day. Yesterday's and older marks are swept.
 */
export async function countsOncePerDay(
  db: Db,
  kind: CountKind,
  item: string,
  visitor: Visitor,
  now: Date,
): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const inserted = await db
    .insert(visitorCounts)
    .values({ kind, item, visitor: visitorKey(visitor), day })
    .onConflictDoNothing()
    .returning({ day: visitorCounts.day });
  if (inserted.length > 0 && Math.random() < 0.01) {
    await db.delete(visitorCounts).where(lt(visitorCounts.day, day));
  }
  return inserted.length > 0;
}
