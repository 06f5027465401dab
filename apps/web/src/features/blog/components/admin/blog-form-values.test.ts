import type { Blog } from '@trip/shared/blog/schemas';
import { describe, expect, it } from 'vitest';
import {
  blogFormData,
  blogFormValuesOf,
  emptyBlogFormValues,
  featuredImageError,
} from './blog-form-values';

const values = {
  ...emptyBlogFormValues,
  title: 'Spiti in winter',
  excerpt: 'Snow, silence and the Key monastery.',
  category: 'Travel Stories',
  content: '<p>Go by road from Shimla.</p>',
  tags: 'spiti, winter',
};

describe('the blog form', () => {
  it('sends every field as text, the status as chosen, and the picture as a file', () => {
    const picture = new File([new Uint8Array([1, 2, 3])], 'key.jpg', { type: 'image/jpeg' });
    const draft = blogFormData(values, { file: picture, remove: false });
    expect(draft.get('status')).toBe('draft');
    expect(draft.get('tags')).toBe('spiti, winter');
    expect((draft.get('featuredImage') as File).name).toBe('key.jpg');
    expect(draft.has('removeFeaturedImage')).toBe(false);

    const published = blogFormData(
      { ...values, status: 'published' },
      { file: undefined, remove: true },
    );
    expect(published.get('status')).toBe('published');
    expect(published.get('removeFeaturedImage')).toBe('true');
    expect(published.has('featuredImage')).toBe(false);
  });

  it('fills the form from a post, tags back as comma-separated text', () => {
    const blog = { ...values, tags: ['spiti', 'winter'], status: 'published' } as unknown as Blog;
    expect(blogFormValuesOf(blog)).toMatchObject({ tags: 'spiti, winter', status: 'published' });
  });

  it('takes images only, up to 5 MB', () => {
    expect(featuredImageError(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(
      'notes.txt is not an image we can read. Upload a JPEG, PNG, WebP, GIF or AVIF picture.',
    );
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    expect(featuredImageError(huge)).toMatch(/huge.png is larger than 5 MB/);
    expect(featuredImageError(new File(['x'], 'ok.png', { type: 'image/png' }))).toBeUndefined();
  });
});
