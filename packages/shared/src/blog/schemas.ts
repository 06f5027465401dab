import { z } from 'zod';
import { cleanText } from '../common/text';
import {
  BLOG_CATEGORIES,
  BLOG_CONTENT_MAX_LENGTH,
  BLOG_EXCERPT_MAX_LENGTH,
  BLOG_MAX_PAGE_SIZE,
  BLOG_MAX_TAGS,
  BLOG_META_DESCRIPTION_MAX_LENGTH,
  BLOG_META_TITLE_MAX_LENGTH,
  BLOG_PAGE_SIZE,
  BLOG_SEARCH_MAX_LENGTH,
  BLOG_SHARE_PLATFORMS,
  BLOG_STATUSES,
  BLOG_TAG_MAX_LENGTH,
  BLOG_TITLE_MAX_LENGTH,
  blogMessages,
} from './constants';
import { htmlToText } from './read-time';

export const blogCategoriesResponseSchema = z.object({ categories: z.array(z.string()) });
export type BlogCategoriesResponse = z.output<typeof blogCategoriesResponseSchema>;

// Responses

const srcsetSchema = z.array(z.object({ url: z.string(), width: z.number().int() }));

/** What a card on the public list shows. */
export const blogSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  excerpt: z.string(),
  /** The largest picture; '' when the post has none. */
  featuredImage: z.string(),
  /** The same picture in several widths, narrowest first, for an img srcset. */
  featuredImageSrcset: srcsetSchema,
  /** Minutes, at 200 words a minute, at least 1. */
  readTime: z.number().int(),
  views: z.number().int(),
  createdAt: z.string(),
});
export type BlogSummary = z.output<typeof blogSummarySchema>;

/** Shares counted per platform; every platform is present, 0 when never shared there. */
export const socialSharesSchema = z.record(z.string(), z.number().int());
export type SocialShares = z.output<typeof socialSharesSchema>;

export const blogSchema = blogSummarySchema.extend({
  /** Sanitised HTML: see BLOG_CONTENT_ALLOWED_TAGS. */
  content: z.string(),
  tags: z.array(z.string()),
  author: z.object({ name: z.string() }),
  socialShares: socialSharesSchema,
  metaTitle: z.string(),
  metaDescription: z.string(),
  status: z.enum(BLOG_STATUSES),
  /** When the post was first published; null while it never was. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Blog = z.output<typeof blogSchema>;

export const blogListResponseSchema = z.object({
  blogs: z.array(blogSummarySchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type BlogListResponse = z.output<typeof blogListResponseSchema>;

export const blogResponseSchema = z.object({ blog: blogSchema });
export type BlogResponse = z.output<typeof blogResponseSchema>;

export const blogsResponseSchema = z.object({ blogs: z.array(blogSchema) });
export type BlogsResponse = z.output<typeof blogsResponseSchema>;

// Requests

export const blogListQuerySchema = z.object({
  page: z.coerce
    .number({ error: blogMessages.pageInvalid })
    .int(blogMessages.pageInvalid)
    .min(1, blogMessages.pageInvalid)
    .max(100_000, blogMessages.pageInvalid)
    .default(1),
  limit: z.coerce
    .number({ error: blogMessages.limitInvalid })
    .int(blogMessages.limitInvalid)
    .min(1, blogMessages.limitInvalid)
    .max(BLOG_MAX_PAGE_SIZE, blogMessages.limitInvalid)
    .default(BLOG_PAGE_SIZE),
  /** Plain text, matched as typed in the title or excerpt: never a pattern. */
  search: z
    .string()
    .optional()
    .transform((value) => value?.trim().slice(0, BLOG_SEARCH_MAX_LENGTH) || undefined),
  category: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
});
export type BlogListQueryInput = z.input<typeof blogListQuerySchema>;
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

export const blogSlugParamsSchema = z.object({ slug: cleanText().min(1).max(300) });
export const blogIdParamsSchema = z.object({ id: cleanText().min(1).max(100) });

export const shareBlogRequestSchema = z.object({
  platform: z.enum(BLOG_SHARE_PLATFORMS, { error: blogMessages.sharePlatformInvalid }),
});
export type ShareBlogRequest = z.output<typeof shareBlogRequestSchema>;

export const shareBlogResponseSchema = z.object({ socialShares: socialSharesSchema });
export type ShareBlogResponse = z.output<typeof shareBlogResponseSchema>;

// The admin's blog form

function requiredText(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .nullish()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().min(1, required).max(max, tooLong));
}

function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: tooLong })
    .nullish()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().max(max, tooLong));
}

/**
 * The blog form as the admin fills it, and as the server reads it from multipart (every field
 * as text). Keys are in the order the form shows them, so messages come out in that order.
 */
export const blogFormSchema = z.object({
  title: requiredText(blogMessages.titleRequired, BLOG_TITLE_MAX_LENGTH, blogMessages.titleTooLong),
  excerpt: requiredText(
    blogMessages.excerptRequired,
    BLOG_EXCERPT_MAX_LENGTH,
    blogMessages.excerptTooLong,
  ),
  category: z
    .string({ error: blogMessages.categoryRequired })
    .nullish()
    .transform((value) => value?.trim() ?? '')
    .pipe(
      z
        .string()
        .min(1, blogMessages.categoryRequired)
        .pipe(z.enum(BLOG_CATEGORIES, { error: blogMessages.categoryInvalid })),
    ),
  content: z
    .string({ error: blogMessages.contentRequired })
    .nullish()
    .transform((value) => value?.trim() ?? '')
    .pipe(
      z
        .string()
        .refine((html) => htmlToText(html) !== '', blogMessages.contentRequired)
        .refine((html) => html.length <= BLOG_CONTENT_MAX_LENGTH, blogMessages.contentTooLong),
    ),
  /** Comma-separated text (or a list): blank entries dropped, repeats dropped. */
  tags: z
    .union([z.string(), z.array(z.string())], { error: blogMessages.tagsTooLong })
    .nullish()
    .transform((value) => {
      const items = typeof value === 'string' ? value.split(',') : (value ?? []);
      const seen = new Set<string>();
      return items
        .map((item) => item.trim())
        .filter((item) => {
          const key = item.toLowerCase();
          if (item === '' || seen.has(key)) return false;
          seen.add(key);
          return true;
        });
    })
    .pipe(
      z
        .array(z.string().max(BLOG_TAG_MAX_LENGTH, blogMessages.tagsTooLong))
        .max(BLOG_MAX_TAGS, blogMessages.tagsTooLong),
    ),
  metaTitle: optionalText(BLOG_META_TITLE_MAX_LENGTH, blogMessages.metaTitleTooLong),
  metaDescription: optionalText(
    BLOG_META_DESCRIPTION_MAX_LENGTH,
    blogMessages.metaDescriptionTooLong,
  ),
  status: z
    .string({ error: blogMessages.statusInvalid })
    .nullish()
    .transform((value) => value?.trim() || 'draft')
    .pipe(z.enum(BLOG_STATUSES, { error: blogMessages.statusInvalid })),
});
export type BlogFormInput = z.input<typeof blogFormSchema>;
export type BlogForm = z.output<typeof blogFormSchema>;

export type BlogFormResult =
  | { success: true; data: BlogForm }
  | { success: false; fieldErrors: Record<string, string>; message: string };

/** Every failing rule at once: the first message per field, all of them joined with commas. */
export function validateBlogForm(input: unknown): BlogFormResult {
  const parsed = blogFormSchema.safeParse(input ?? {});
  if (parsed.success) return { success: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in fieldErrors)) fieldErrors[key] = issue.message;
  }
  const order = Object.keys(blogFormSchema.shape);
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length : index;
  };
  const keys = Object.keys(fieldErrors).sort((a, b) => rank(a) - rank(b));
  return {
    success: false,
    fieldErrors: Object.fromEntries(keys.map((key) => [key, fieldErrors[key]!])),
    message: [...new Set(keys.map((key) => fieldErrors[key]!))].join(', '),
  };
}
