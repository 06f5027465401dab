export const BLOG_CATEGORIES = [
  'Travel Tips',
  'Destination Guides',
  'Travel Stories',
  'Travel News',
  'Travel Deals',
  'Other',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** Where a reader can share a post, in the order the post page shows them. */
export const BLOG_SHARE_PLATFORMS = [
  'copy',
  'facebook',
  'twitter',
  'linkedin',
  'whatsapp',
] as const;
export type BlogSharePlatform = (typeof BLOG_SHARE_PLATFORMS)[number];

/** Posts per page on the public list. */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_MAX_PAGE_SIZE = 48;
/** Reading speed behind readTime: words per minute. */
export const BLOG_WORDS_PER_MINUTE = 200;

export const BLOG_TITLE_MAX_LENGTH = 200;
export const BLOG_EXCERPT_MAX_LENGTH = 500;
export const BLOG_CONTENT_MAX_LENGTH = 100_000;
export const BLOG_META_TITLE_MAX_LENGTH = 60;
export const BLOG_META_DESCRIPTION_MAX_LENGTH = 160;
export const BLOG_TAG_MAX_LENGTH = 40;
export const BLOG_MAX_TAGS = 20;
export const BLOG_SLUG_MAX_LENGTH = 120;
/** Most searches are a word or two; a longer text is cut, never treated as a pattern. */
export const BLOG_SEARCH_MAX_LENGTH = 100;

/**
 * The tags a post's content keeps: the package description's set plus links (which open
 * safely) and pictures served by this site. h1 becomes h2: the page's h1 is the title.
 */
export const BLOG_CONTENT_ALLOWED_TAGS = [
  'b',
  'strong',
  'i',
  'em',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'p',
  'br',
  'a',
  'img',
] as const;

/** Every message the blog screens show; the server answers with the same. */
export const blogMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be ${BLOG_TITLE_MAX_LENGTH} characters or less`,
  excerptRequired: 'Excerpt is required',
  excerptTooLong: `Excerpt must be ${BLOG_EXCERPT_MAX_LENGTH} characters or less`,
  categoryRequired: 'Category is required',
  categoryInvalid: `Category must be one of: ${BLOG_CATEGORIES.join(', ')}`,
  contentRequired: 'Content is required',
  contentTooLong: `Content must be ${BLOG_CONTENT_MAX_LENGTH} characters or less`,
  tagsTooLong: `Tags: at most ${BLOG_MAX_TAGS}, each at most ${BLOG_TAG_MAX_LENGTH} characters`,
  metaTitleTooLong: `Meta title must be ${BLOG_META_TITLE_MAX_LENGTH} characters or less`,
  metaDescriptionTooLong: `Meta description must be ${BLOG_META_DESCRIPTION_MAX_LENGTH} characters or less`,
  statusInvalid: `Status must be one of: ${BLOG_STATUSES.join(', ')}`,
  removeImageInvalid: 'removeFeaturedImage must be true or false',
  multipartRequired: 'Send the blog post as multipart/form-data.',
  oneImageOnly: 'A blog post has one featured image: send a single featuredImage file.',
  sharePlatformInvalid: `Platform must be one of: ${BLOG_SHARE_PLATFORMS.join(', ')}`,
  pageInvalid: 'Page must be a whole number, 1 or more',
  limitInvalid: `Limit must be a whole number from 1 to ${BLOG_MAX_PAGE_SIZE}`,
  notFound: 'Blog not found',
  fetchFailed: 'Failed to fetch blogs',
  fetchOneFailed: 'Failed to fetch blog',
  saveFailed: 'Failed to save blog',
  deleteFailed: 'Failed to delete blog',
  noBlogsFound: 'No blogs found',
  adjustCriteria: 'Try adjusting your search or filter criteria',
  deleteConfirm: 'Are you sure you want to delete this blog post?',
} as const;
