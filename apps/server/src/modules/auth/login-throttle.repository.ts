import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottles } from '../../db/schema/login-throttles';
import type { ThrottleStore } from './login-throttle';

const at = (ms: number) => new Date(ms).toISOString();

/** The login counters in the database: shared by every instance, no extra service needed. */
export function createDatabaseThrottleStore(db: Db): ThrottleStore {
  return {
    async lockedUntil(key, now) {
      const [row] = await db
        .select({ lockedUntil: loginThrottles.lockedUntil })
        .from(loginThrottles)
        .where(eq(loginThrottles.key, key))
        .limit(1);
      const until = row?.lockedUntil?.getTime();
      return until !== undefined && until > now ? until : undefined;
    },

    async recordFailure(key, now, windowMs) {
      const live = sql`${loginThrottles.expiresAt} > ${at(now)}::timestamptz`;
      const [row] = await db
        .insert(loginThrottles)
        .values({ key, failures: 1, expiresAt: new Date(now + windowMs) })
        .onConflictDoUpdate({
          target: loginThrottles.key,
          set: {
            failures: sql`case when ${live} then ${loginThrottles.failures} + 1 else 1 end`,
            lockedUntil: sql`case when ${live} then ${loginThrottles.lockedUntil} end`,
            expiresAt: sql`case when ${live} then greatest(${loginThrottles.expiresAt}, ${at(now + windowMs)}::timestamptz) else ${at(now + windowMs)}::timestamptz end`,
          },
        })
        .returning({ failures: loginThrottles.failures });
      return row?.failures ?? 1;
    },

    async lock(key, _now, until, expiresAt) {
      await db
        .update(loginThrottles)
        .set({
          lockedUntil: sql`greatest(${loginThrottles.lockedUntil}, ${at(until)}::timestamptz)`,
          expiresAt: sql`greatest(${loginThrottles.expiresAt}, ${at(expiresAt)}::timestamptz)`,
        })
        .where(eq(loginThrottles.key, key));
    },

    async clear(key) {
      await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
    },
  };
}

export async function deleteExpiredThrottles(db: Db, now: Date): Promise<void> {
  await db.delete(loginThrottles).where(lt(loginThrottles.expiresAt, now));
}
