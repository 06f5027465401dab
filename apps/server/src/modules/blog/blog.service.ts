import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError, isAppError } from '@trip/shared/errors/app-error';
import { totalPages } from '@trip/shared/common/pagination';
import {
  BLOG_CONTENT_ALLOWED_TAGS,
  BLOG_SHARE_PLATFORMS,
  BLOG_SLUG_MAX_LENGTH,
  blogMessages,
  type BlogSharePlatform,
} from '@trip/shared/blog/constants';
import { readTimeMinutes } from '@trip/shared/blog/read-time';
import {
  validateBlogForm,
  type Blog,
  type BlogForm,
  type BlogListQuery,
  type BlogListResponse,
  type BlogSummary,
  type SocialShares,
  blogListResponseSchema,
} from '@trip/shared/blog/schemas';
import { slugify } from '@trip/shared/tour-packages/slug';
import type { Db } from '../../db/client';
import { prepareJson, type PreparedJson } from '../../lib/prepared-json';
import { forgetPublicCache, readPublicCache } from '../../lib/public-cache';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { getAdmin } from '../auth/auth.service';
import {
  addPublishedBlogShare,
  deleteBlogRow,
  findBlogRow,
  findBlogRows,
  findPublishedBlogRows,
  findSlugsLike,
  insertBlogRow,
  isUniqueViolation,
  updateBlogRow,
  upsertBlogBySlug,
  viewPublishedBlogBySlug,
  type BlogRow,
  type BlogValues,
  findPublishedBlogLinks,
  findPublishedBlogRow,
} from './blog.repository';

export type Uploads = FastifyInstance['uploads'];

export type BlogDeps = {
  db: Db;
  uploads: Uploads;
  now(): Date;
  log?: FastifyBaseLogger;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A post whose title has no letters or digits in Latin script still needs an address. */
const FALLBACK_SLUG = 'post';
const SLUG_ATTEMPTS = 3;

function notFound(): AppError {
  return new AppError('NOT_FOUND', { message: blogMessages.notFound });
}

function allShares(stored: Record<string, number>): SocialShares {
  return Object.fromEntries(
    BLOG_SHARE_PLATFORMS.map((platform) => [platform, stored[platform] ?? 0]),
  );
}

export function toBlogSummary(row: BlogRow): BlogSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    excerpt: row.excerpt,
    featuredImage: row.featuredImage,
    featuredImageSrcset: row.featuredImageSrcset,
    readTime: row.readTime,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toBlog(row: BlogRow): Blog {
  return {
    ...toBlogSummary(row),
    content: row.content,
    tags: row.tags,
    author: { name: row.authorName },
    socialShares: allShares(row.socialShares),
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    status: row.status,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Public

export async function findBlogs(db: Db, query: BlogListQuery): Promise<BlogListResponse> {
  const { rows, total } = await findPublishedBlogRows(db, {
    search: query.search,
    category: query.category,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    blogs: rows.map(toBlogSummary),
    total,
    totalPages: totalPages(total, query.limit),
    page: query.page,
  };
}

/**
 * A page of the public list, ready to send (lib/prepared-json), kept in memory until a post
 * changes (lib/public-cache).
 */
export function findBlogsPrepared(db: Db, query: BlogListQuery): Promise<PreparedJson> {
  return readPublicCache(db, 'blog', `list:${JSON.stringify(query)}`, async () =>
    prepareJson(blogListResponseSchema, await findBlogs(db, query)),
  );
}

/** A published post's page; each call counts a view. */
/** A published post, counting a view unless `countView` is false (the server's own read). */
export async function viewBlogBySlug(db: Db, slug: string, countView = true): Promise<Blog> {
  const row = countView
    ? await viewPublishedBlogBySlug(db, slug)
    : await findPublishedBlogRow(db, slug);
  if (!row) throw notFound();
  return toBlog(row);
}

/** A published post for its page's head and preview picture, without counting a view. */
export async function findPublishedBlogBySlug(db: Db, slug: string): Promise<Blog | undefined> {
  const row = await findPublishedBlogRow(db, slug);
  return row ? toBlog(row) : undefined;
}

export async function shareBlog(
  db: Db,
  id: string,
  platform: BlogSharePlatform,
): Promise<SocialShares> {
  const shares = UUID.test(id) ? await addPublishedBlogShare(db, id, platform) : undefined;
  if (!shares) throw notFound();
  // The post's page shows the count: the visitor who shared sees it kept on reload.
  forgetPublicCache(db, 'blog');
  return allShares(shares);
}

// Admin

export async function findAllBlogs(db: Db): Promise<Blog[]> {
  return (await findBlogRows(db)).map(toBlog);
}

/** An image file as it came in: `name` is only used in messages. */
export type BlogImageUpload = { name: string; bytes: Buffer };

/** The multipart form, read: text fields, the new featured image if any, and whether to drop the old one. */
export type BlogSubmission = {
  fields: Record<string, unknown>;
  image: BlogImageUpload | undefined;
  removeImage: boolean;
};

/** The content keeps only the allowed tags; the rules then check what is left. */
function checkForm(fields: Record<string, unknown>): BlogForm {
  const values =
    typeof fields.content === 'string'
      ? { ...fields, content: sanitizeRichText(fields.content, BLOG_CONTENT_ALLOWED_TAGS) }
      : fields;
  const result = validateBlogForm(values);
  if (!result.success) {
    throw new AppError('VALIDATION_FAILED', {
      message: result.message,
      fieldErrors: result.fieldErrors,
    });
  }
  return result.data;
}

/** The title's slug, numbered (-2, -3 …) past those other posts already have. */
async function chooseSlug(db: Db, title: string, exceptId?: string): Promise<string> {
  const base = slugify(title).slice(0, BLOG_SLUG_MAX_LENGTH).replace(/-+$/, '') || FALLBACK_SLUG;
  const taken = new Set(await findSlugsLike(db, base, exceptId));
  if (!taken.has(base)) return base;
  let number = 2;
  while (taken.has(`${base}-${number}`)) number += 1;
  return `${base}-${number}`;
}

/** Two saves racing for the same slug: the loser picks the next free one and tries again. */
async function withFreeSlug<T>(
  db: Db,
  title: string,
  exceptId: string | undefined,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = await chooseSlug(db, title, exceptId);
    try {
      return await write(slug);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

type SavedImage = { url: string; srcset: Array<{ url: string; width: number }>; files: string[] };

/** The image through the upload pipeline; its refusals name the featuredImage field. */
async function saveImage(deps: BlogDeps, image: BlogImageUpload): Promise<SavedImage> {
  try {
    const [saved] = await deps.uploads.saveImages([image]);
    return saved!;
  } catch (error) {
    if (isAppError(error)) {
      throw new AppError(error.code, {
        message: error.message,
        fieldErrors: { featuredImage: error.message },
      });
    }
    throw error;
  }
}

function imageFiles(deps: BlogDeps, row: Pick<BlogRow, 'featuredImage' | 'featuredImageSrcset'>) {
  return deps.uploads.filesOf([
    row.featuredImage,
    ...row.featuredImageSrcset.map((entry) => entry.url),
  ]);
}

/** Stores the image (if any), runs the write, and takes the image back out if the write fails. */
async function withImage<T>(
  deps: BlogDeps,
  image: BlogImageUpload | undefined,
  write: (saved: SavedImage | undefined) => Promise<T>,
): Promise<T> {
  const saved = image ? await saveImage(deps, image) : undefined;
  try {
    return await write(saved);
  } catch (error) {
    if (saved) await deps.uploads.removeFiles(saved.files);
    throw error;
  }
}

function columnsOf(form: BlogForm, at: Date) {
  return {
    title: form.title,
    excerpt: form.excerpt,
    content: form.content,
    category: form.category,
    tags: form.tags,
    metaTitle: form.metaTitle,
    metaDescription: form.metaDescription,
    status: form.status,
    readTime: readTimeMinutes(form.content),
    updatedAt: at,
  };
}

export async function createBlog(
  deps: BlogDeps,
  submission: BlogSubmission,
  adminId: string,
): Promise<Blog> {
  const form = checkForm(submission.fields);
  const author = await getAdmin(deps.db, adminId);
  const row = await withImage(deps, submission.image, async (saved) => {
    const at = deps.now();
    return withFreeSlug(deps.db, form.title, undefined, (slug) =>
      insertBlogRow(deps.db, {
        ...columnsOf(form, at),
        slug,
        featuredImage: saved?.url ?? '',
        featuredImageSrcset: saved?.srcset ?? [],
        authorId: author._id,
        authorName: author.username,
        publishedAt: form.status === 'published' ? at : null,
        createdAt: at,
      }),
    );
  });
  forgetPublicCache(deps.db, 'blog');
  return toBlog(row);
}

/** The stored post as the form holds it, so an edit that leaves a field out keeps it. */
function formValuesOf(row: BlogRow): Record<string, unknown> {
  return {
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    content: row.content,
    tags: row.tags,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    status: row.status,
  };
}

export async function updateBlog(
  deps: BlogDeps,
  id: string,
  submission: BlogSubmission,
): Promise<Blog> {
  const row = UUID.test(id) ? await findBlogRow(deps.db, id) : undefined;
  if (!row) throw notFound();
  const form = checkForm({ ...formValuesOf(row), ...submission.fields });
  // A published address is shared and indexed: it stays. A draft's follows its title.
  const keepSlug = row.publishedAt !== null || form.title === row.title;
  const replacesImage = submission.image !== undefined || submission.removeImage;
  const updated = await withImage(deps, submission.image, async (saved) => {
    const at = deps.now();
    const values: Partial<BlogValues> = {
      ...columnsOf(form, at),
      ...(replacesImage
        ? { featuredImage: saved?.url ?? '', featuredImageSrcset: saved?.srcset ?? [] }
        : {}),
      ...(form.status === 'published' && row.publishedAt === null ? { publishedAt: at } : {}),
    };
    const write = async (slug: string) => {
      const result = await updateBlogRow(deps.db, row.id, { ...values, slug });
      if (!result) throw notFound();
      return result;
    };
    return keepSlug ? write(row.slug) : withFreeSlug(deps.db, form.title, row.id, write);
  });
  forgetPublicCache(deps.db, 'blog');
  if (replacesImage) await deps.uploads.removeFiles(imageFiles(deps, row));
  return toBlog(updated);
}

export async function deleteBlog(deps: BlogDeps, id: string): Promise<void> {
  const row = UUID.test(id) ? await deleteBlogRow(deps.db, id) : undefined;
  if (!row) throw notFound();
  forgetPublicCache(deps.db, 'blog');
  await deps.uploads.removeFiles(imageFiles(deps, row));
}

/** A demo post: checked and sanitised by the admin's rules, then upserted by slug. */
export async function seedBlog(
  db: Db,
  demo: {
    slug: string;
    fields: Record<string, unknown>;
    image: { url: string; srcset: Array<{ url: string; width: number }> };
    authorName: string;
    createdAt: Date;
  },
): Promise<void> {
  const form = checkForm(demo.fields);
  await upsertBlogBySlug(db, {
    ...columnsOf(form, demo.createdAt),
    slug: demo.slug,
    featuredImage: demo.image.url,
    featuredImageSrcset: demo.image.srcset,
    authorId: null,
    authorName: demo.authorName,
    publishedAt: form.status === 'published' ? demo.createdAt : null,
    createdAt: demo.createdAt,
  });
  forgetPublicCache(db, 'blog');
}

/** Every published post's address and last change, for the sitemap. */
export async function findBlogLinks(db: Db): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return findPublishedBlogLinks(db);
}
