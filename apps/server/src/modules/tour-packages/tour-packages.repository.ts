import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PackageStatus } from '@trip/shared/tour-packages/constants';
import type { DurationRange } from '@trip/shared/tour-packages/schemas';
import type { Db } from '../../db/client';
import { packages } from '../../db/schema/packages';

export type PackageRow = typeof packages.$inferSelect;
export type PackageValues = Omit<
  typeof packages.$inferInsert,
  'id' | 'views' | 'ratingCount' | 'createdAt' | 'discountedPrice'
>;

/** Whether a failed query broke a unique constraint (drizzle keeps the driver's error as cause). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type PublicPackageFilter = {
  search?: string | undefined;
  category?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  duration?: DurationRange | undefined;
};

/**
 * The searched text is a bound parameter found with strpos: no character in it (%, _, \, .*,
 * brackets) has any meaning, and the work is linear in the text searched.
 */
function containsText(search: string): SQL {
  const haystack = sql`lower(concat_ws(E'\n', ${packages.title}, ${packages.shortDescription}, ${packages.category}, ${packages.fromLocation}, ${packages.toLocation}, ${packages.tags}::text))`;
  return sql`strpos(${haystack}, lower(${search})) > 0`;
}

function publicFilter(filter: PublicPackageFilter): SQL {
  const conditions: SQL[] = [eq(packages.status, 'published')];
  if (filter.search) conditions.push(containsText(filter.search));
  if (filter.category) conditions.push(eq(packages.category, filter.category));
  if (filter.minPrice !== undefined)
    conditions.push(gte(packages.discountedPrice, filter.minPrice));
  if (filter.maxPrice !== undefined)
    conditions.push(lte(packages.discountedPrice, filter.maxPrice));
  if (filter.duration) {
    conditions.push(gte(packages.duration, filter.duration.min));
    if (filter.duration.max !== undefined) {
      conditions.push(lte(packages.duration, filter.duration.max));
    }
  }
  return and(...conditions)!;
}

export async function findPublishedPackageRows(
  db: Db,
  filter: PublicPackageFilter & { offset: number; limit: number },
): Promise<{ rows: PackageRow[]; total: number }> {
  const where = publicFilter(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(packages)
      .where(where)
      .orderBy(desc(packages.createdAt), desc(packages.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(packages).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Published packages the admin marked featured first, then the most viewed. */
export async function findFeaturedPackageRows(db: Db, limit: number): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .where(eq(packages.status, 'published'))
    .orderBy(desc(packages.featured), desc(packages.views), desc(packages.createdAt))
    .limit(limit);
}

/** Reads a published package by slug, counting the view in the same statement when `count`. */
export async function viewPublishedPackageBySlug(
  db: Db,
  slug: string,
  count = true,
): Promise<PackageRow | undefined> {
  const published = and(eq(packages.slug, slug), eq(packages.status, 'published'));
  const [row] = count
    ? await db
        .update(packages)
        .set({ views: sql`${packages.views} + 1` })
        .where(published)
        .returning()
    : await db.select().from(packages).where(published).limit(1);
  return row;
}

export async function findPublishedPackage(
  db: Db,
  by: { id: string } | { slug: string },
): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(packages)
    .where(
      and(
        'id' in by ? eq(packages.id, by.id) : eq(packages.slug, by.slug),
        eq(packages.status, 'published'),
      ),
    )
    .limit(1);
  return row;
}

export async function findPackageRows(db: Db): Promise<PackageRow[]> {
  return db.select().from(packages).orderBy(desc(packages.createdAt), asc(packages.title));
}

export async function findPackageRow(db: Db, id: string): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  return row;
}

export async function isSlugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.slug, slug))
    .limit(1);
  return Boolean(row && row.id !== exceptId);
}

export async function insertPackageRow(
  db: Db,
  values: PackageValues & { createdAt: Date },
): Promise<PackageRow> {
  const [row] = await db.insert(packages).values(values).returning();
  return row!;
}

export async function updatePackageRow(
  db: Db,
  id: string,
  values: Partial<PackageValues>,
): Promise<PackageRow | undefined> {
  const [row] = await db.update(packages).set(values).where(eq(packages.id, id)).returning();
  return row;
}

export async function setPackageStatus(
  db: Db,
  id: string,
  status: PackageStatus,
  at: Date,
): Promise<PackageRow | undefined> {
  const [row] = await db
    .update(packages)
    .set({ status, updatedAt: at })
    .where(eq(packages.id, id))
    .returning();
  return row;
}

export async function deletePackageRow(db: Db, id: string): Promise<PackageRow | undefined> {
  const [row] = await db.delete(packages).where(eq(packages.id, id)).returning();
  return row;
}

/** Demo content: a package is matched by slug, inserted or brought back to the given content. */
export async function upsertPackageBySlug(
  db: Db,
  values: PackageValues & { createdAt: Date; views?: number; ratingCount?: number },
): Promise<void> {
  const { createdAt: _createdAt, views: _views, ratingCount: _ratingCount, ...content } = values;
  await db
    .insert(packages)
    .values(values)
    .onConflictDoUpdate({ target: packages.slug, set: content });
}

/** Every published package's address and last change, for the sitemap. */
export async function findPublishedPackageLinks(
  db: Db,
): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db
    .select({ slug: packages.slug, updatedAt: packages.updatedAt })
    .from(packages)
    .where(eq(packages.status, 'published'))
    .orderBy(desc(packages.updatedAt));
}
