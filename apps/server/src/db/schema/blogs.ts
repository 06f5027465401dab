import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BLOG_CATEGORIES, BLOG_STATUSES } from '@trip/shared/blog/constants';
import { admins } from './admins';

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/** Posts of the travel blog. Drafts are seen only in the back office. */
export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique('blogs_slug_unique'),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    category: text('category', { enum: BLOG_CATEGORIES }).notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    status: text('status', { enum: BLOG_STATUSES }).notNull().default('draft'),
    /** '' when the post has no picture. */
    featuredImage: text('featured_image').notNull().default(''),
    featuredImageSrcset: jsonb('featured_image_srcset')
      .$type<Array<{ url: string; width: number }>>()
      .notNull()
      .default([]),
    /** Minutes, from the content's words. */
    readTime: integer('read_time').notNull().default(1),
    views: integer('views').notNull().default(0),
    /** Shares per platform, e.g. {"copy": 3, "whatsapp": 1}. */
    socialShares: jsonb('social_shares').$type<Record<string, number>>().notNull().default({}),
    authorId: uuid('author_id').references(() => admins.id, { onDelete: 'set null' }),
    /** Kept as written: the post still names its author if the admin account goes. */
    authorName: text('author_name').notNull(),
    /** Set the first time the post is published; until then the slug follows the title. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('blogs_status_created_idx').on(table.status, table.createdAt),
    check('blogs_status_check', sql`${table.status} in (${inList(BLOG_STATUSES)})`),
    check('blogs_category_check', sql`${table.category} in (${inList(BLOG_CATEGORIES)})`),
    check('blogs_views_check', sql`${table.views} >= 0`),
  ],
);
