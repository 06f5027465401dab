import type { BlogFormInput } from '@trip/shared/blog/schemas';
import type { Blog } from '@trip/shared/blog/schemas';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@trip/shared/media/uploads';

/**
 * The dialog's fields as typed, in the shape the shared blogFormSchema reads (and the server
 * reads from multipart): tags as comma-separated text, the publish switch as the status.
 */
export type BlogFormValues = {
  [Key in keyof Required<BlogFormInput>]: string;
};

export const emptyBlogFormValues: BlogFormValues = {
  title: '',
  excerpt: '',
  category: '',
  content: '',
  tags: '',
  metaTitle: '',
  metaDescription: '',
  status: 'draft',
};

export function blogFormValuesOf(blog: Blog): BlogFormValues {
  return {
    title: blog.title,
    excerpt: blog.excerpt,
    category: blog.category,
    content: blog.content,
    tags: blog.tags.join(', '),
    metaTitle: blog.metaTitle,
    metaDescription: blog.metaDescription,
    status: blog.status === 'published' ? 'published' : 'draft',
  };
}

/** What the admin may pick as the featured image, checked before anything is sent. */
export function featuredImageError(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return uploadMessages.notImage(file.name);
  if (file.size > UPLOAD_MAX_BYTES) return uploadMessages.tooLarge(file.name);
  return undefined;
}

/** The multipart body the server reads: every field as text, the new picture as a file. */
export function blogFormData(
  values: BlogFormInput,
  image: { file: File | undefined; remove: boolean },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    form.append(name, Array.isArray(value) ? value.join(', ') : (value ?? ''));
  }
  if (image.file) form.append('featuredImage', image.file, image.file.name);
  else if (image.remove) form.append('removeFeaturedImage', 'true');
  return form;
}
