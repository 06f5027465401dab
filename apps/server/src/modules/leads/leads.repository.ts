import { and, count, desc, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LeadStatus } from '@trip/shared/leads/constants';
import type { Db } from '../../db/client';
import { leads } from '../../db/schema/leads';

export type LeadRow = typeof leads.$inferSelect;

/** `%` and `_` are wildcards to LIKE and `\` its escape: a searched text matches as written. */
function literalPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Stores a lead, or, when the same phone left one since `since`, updates that one instead.
 * A per-phone transaction lock makes two submissions racing each other collapse too.
 */
export async function insertOrRefreshLead(
  db: Db,
  values: { name: string; phone: string; source: string; at: Date; since: Date },
): Promise<{ row: LeadRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`lead:${values.phone}`}, 0))`,
    );
    const [recent] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.phone, values.phone), gte(leads.submittedAt, values.since)))
      .orderBy(desc(leads.submittedAt))
      .limit(1);
    if (recent) {
      const [row] = await tx
        .update(leads)
        .set({ name: values.name, source: values.source, updatedAt: values.at })
        .where(eq(leads.id, recent.id))
        .returning();
      return { row: row!, created: false };
    }
    const [row] = await tx
      .insert(leads)
      .values({
        name: values.name,
        phone: values.phone,
        source: values.source,
        status: 'new',
        submittedAt: values.at,
        updatedAt: values.at,
      })
      .returning();
    return { row: row!, created: true };
  });
}

function listFilter(filter: {
  status?: LeadStatus | undefined;
  search?: string | undefined;
}): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(leads.status, filter.status));
  if (filter.search) {
    const digits = filter.search.replace(/\D/g, '');
    const byName = ilike(leads.name, literalPattern(filter.search));
    conditions.push(digits ? or(byName, like(leads.phone, literalPattern(digits)))! : byName);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The next batch of matching leads after the one with `afterId`, newest first (keyset). */
export async function findLeadRowsAfter(
  db: Db,
  filter: { status?: LeadStatus | undefined; search?: string | undefined },
  afterId: string | undefined,
  limit: number,
): Promise<LeadRow[]> {
  const beyond = afterId
    ? sql`(${leads.submittedAt}, ${leads.id}) < (select l.submitted_at, l.id from ${leads} l where l.id = ${afterId})`
    : undefined;
  return db
    .select()
    .from(leads)
    .where(and(listFilter(filter), beyond))
    .orderBy(desc(leads.submittedAt), desc(leads.id))
    .limit(limit);
}

export async function findLeadRows(
  db: Db,
  filter: { status?: LeadStatus; search?: string; offset: number; limit: number },
): Promise<{ rows: LeadRow[]; total: number }> {
  const where = listFilter(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(desc(leads.submittedAt), desc(leads.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function countLeadsSubmittedBetween(db: Db, since: Date, until: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(leads)
    .where(and(gte(leads.submittedAt, since), lt(leads.submittedAt, until)));
  return row?.total ?? 0;
}

export async function countLeadsByStatus(db: Db): Promise<Map<LeadStatus, number>> {
  const rows = await db
    .select({ status: leads.status, total: count() })
    .from(leads)
    .groupBy(leads.status);
  return new Map(rows.map((row) => [row.status, row.total]));
}

export async function findLeadRowById(db: Db, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row;
}

export async function updateLeadRow(
  db: Db,
  id: string,
  values: { status: LeadStatus; notes?: string | undefined; at: Date },
): Promise<LeadRow | undefined> {
  const [row] = await db
    .update(leads)
    .set({
      status: values.status,
      ...(values.notes !== undefined ? { notes: values.notes } : {}),
      updatedAt: values.at,
    })
    .where(eq(leads.id, id))
    .returning();
  return row;
}

export async function deleteLeadRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id });
  return rows.length > 0;
}
