import sharp from 'sharp';
import type { Blog } from '@trip/shared/blog/schemas';
import type { TestContext } from '../../test/app';
import { bearer } from '../../test/roles';

/** A blog form as the admin dialog sends it, every field as text. */
export type BlogFields = Record<string, string | undefined>;

let sequence = 0;

/** A valid, published post; each call gets its own title (and so its own slug). */
export function validBlogFields(overrides: BlogFields = {}): BlogFields {
  sequence += 1;
  return {
    title: `Weekend in Pondicherry ${sequence}`,
    excerpt: 'French Quarter walks, cafés and an early swim at Serenity Beach.',
    category: 'Destination Guides',
    content: '<p>Start at the <strong>Promenade</strong> before sunrise.</p>',
    tags: 'pondicherry, weekend',
    status: 'published',
    ...overrides,
  };
}

export type ImagePart = { name: string; bytes: Buffer; type?: string };

export function blogFormData(fields: BlogFields, image?: ImagePart): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  if (image) {
    form.append(
      'featuredImage',
      new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/jpeg' }),
      image.name,
    );
  }
  return form;
}

export async function submitBlog(
  ctx: TestContext,
  token: string,
  fields: BlogFields,
  options: { id?: string; image?: ImagePart; form?: FormData } = {},
) {
  return ctx.app.inject({
    method: options.id ? 'PUT' : 'POST',
    url: options.id ? `/api/blogs/${options.id}` : '/api/blogs/create',
    headers: bearer(token),
    payload: options.form ?? blogFormData(fields, options.image),
  });
}

/** Creates a post through the admin API and returns it as the API answered. */
export async function createBlogViaApi(
  ctx: TestContext,
  token: string,
  overrides: BlogFields = {},
  image?: ImagePart,
): Promise<Blog> {
  const response = await submitBlog(ctx, token, validBlogFields(overrides), { image });
  if (response.statusCode !== 201) {
    throw new Error(`post not created: ${response.statusCode} ${response.body}`);
  }
  return response.json().blog as Blog;
}

/** A real JPEG with camera metadata to be stripped. */
export async function jpegImage(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0e7490' } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Artist: 'Test Artist' } })
    .toBuffer();
}

/** `words` words of running text in a paragraph. */
export function paragraphOf(words: number): string {
  return `<p>${Array.from({ length: words }, (_, index) => `word${index}`).join(' ')}</p>`;
}
