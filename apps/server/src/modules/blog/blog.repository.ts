import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogs } from '../../db/schema/blogs';

export type BlogRow = typeof blogs.$inferSelect;
export type BlogValues = Omit<typeof blogs.$inferInsert, 'id' | 'views' | 'socialShares'>;

/** Whether a failed query broke a unique constraint (drizzle keeps the driver's error as cause). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The text as a LIKE pattern that matches it literally, anywhere: %, _ and \ lose their meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export type PublicBlogFilter = {
  search?: string | undefined;
  category?: string | undefined;
  offset: number;
  limit: number;
};

function publicFilter(filter: PublicBlogFilter): SQL {
  const conditions: SQL[] = [eq(blogs.status, 'published')];
  if (filter.search) {
    // Backslash is PostgreSQL's default LIKE escape, which containsPattern relies on.
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(blogs.title, pattern), ilike(blogs.excerpt, pattern))!);
  }
  if (filter.category) conditions.push(eq(blogs.category, filter.category as BlogRow['category']));
  return and(...conditions)!;
}

export async function findPublishedBlogRows(
  db: Db,
  filter: PublicBlogFilter,
): Promise<{ rows: BlogRow[]; total: number }> {
  const where = publicFilter(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(blogs)
      .where(where)
      .orderBy(desc(blogs.createdAt), desc(blogs.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(blogs).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Reads a published post by slug and counts the view in the same statement. */
export async function viewPublishedBlogBySlug(db: Db, slug: string): Promise<BlogRow | undefined> {
  const [row] = await db
    .update(blogs)
    .set({ views: sql`${blogs.views} + 1` })
    .where(and(eq(blogs.slug, slug), eq(blogs.status, 'published')))
    .returning();
  return row;
}

export async function findPublishedBlogRow(db: Db, slug: string): Promise<BlogRow | undefined> {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.slug, slug), eq(blogs.status, 'published')))
    .limit(1);
  return row;
}

/** Adds one share of a published post on a platform, atomically; undefined when there is none. */
export async function addPublishedBlogShare(
  db: Db,
  id: string,
  platform: string,
): Promise<Record<string, number> | undefined> {
  const [row] = await db
    .update(blogs)
    .set({
      socialShares: sql`jsonb_set(${blogs.socialShares}, ARRAY[${platform}]::text[], to_jsonb(coalesce((${blogs.socialShares} ->> ${platform})::int, 0) + 1))`,
    })
    .where(and(eq(blogs.id, id), eq(blogs.status, 'published')))
    .returning({ socialShares: blogs.socialShares });
  return row?.socialShares;
}

export async function findBlogRows(db: Db): Promise<BlogRow[]> {
  return db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
}

export async function findBlogRow(db: Db, id: string): Promise<BlogRow | undefined> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  return row;
}

/** Slugs already taken by `base` and its numbered variants (base-2, base-3 …), other posts only. */
export async function findSlugsLike(db: Db, base: string, exceptId?: string): Promise<string[]> {
  const rows = await db
    .select({ id: blogs.id, slug: blogs.slug })
    .from(blogs)
    .where(or(eq(blogs.slug, base), sql`left(${blogs.slug}, ${base.length + 1}) = ${`${base}-`}`));
  return rows.filter((row) => row.id !== exceptId).map((row) => row.slug);
}

export async function insertBlogRow(db: Db, values: BlogValues): Promise<BlogRow> {
  const [row] = await db.insert(blogs).values(values).returning();
  return row!;
}

export async function updateBlogRow(
  db: Db,
  id: string,
  values: Partial<BlogValues>,
): Promise<BlogRow | undefined> {
  const [row] = await db.update(blogs).set(values).where(eq(blogs.id, id)).returning();
  return row;
}

export async function deleteBlogRow(db: Db, id: string): Promise<BlogRow | undefined> {
  const [row] = await db.delete(blogs).where(eq(blogs.id, id)).returning();
  return row;
}

/** Demo content: a post is matched by slug, inserted or brought back to the given content. */
export async function upsertBlogBySlug(db: Db, values: BlogValues): Promise<void> {
  const { createdAt: _createdAt, ...content } = values;
  await db.insert(blogs).values(values).onConflictDoUpdate({ target: blogs.slug, set: content });
}

/** Every published post's address and last change, for the sitemap. */
export async function findPublishedBlogLinks(
  db: Db,
): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db
    .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(eq(blogs.status, 'published'))
    .orderBy(desc(blogs.updatedAt));
}
