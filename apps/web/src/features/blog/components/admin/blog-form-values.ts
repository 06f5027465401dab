import type { BlogCategory } from '@trip/shared/blog/constants';
import { validateBlogForm, type Blog } from '@trip/shared/blog/schemas';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@trip/shared/media/uploads';

/** The dialog's fields as typed: tags as comma-separated text, the publish switch as a flag. */
export type BlogFormValues = {
  title: string;
  excerpt: string;
  category: BlogCategory | '';
  content: string;
  tags: string;
  metaTitle: string;
  metaDescription: string;
  published: boolean;
};

export const emptyBlogFormValues: BlogFormValues = {
  title: '',
  excerpt: '',
  category: '',
  content: '',
  tags: '',
  metaTitle: '',
  metaDescription: '',
  published: false,
};

export function blogFormValuesOf(blog: Blog): BlogFormValues {
  return {
    title: blog.title,
    excerpt: blog.excerpt,
    category: blog.category as BlogCategory,
    content: blog.content,
    tags: blog.tags.join(', '),
    metaTitle: blog.metaTitle,
    metaDescription: blog.metaDescription,
    published: blog.status === 'published',
  };
}

function formInput(values: BlogFormValues) {
  const { published, ...fields } = values;
  return { ...fields, status: published ? 'published' : 'draft' };
}

/** The spec's rules, as the server checks them: field → message, empty when all pass. */
export function blogFormErrors(values: BlogFormValues): Record<string, string> {
  const result = validateBlogForm(formInput(values));
  return result.success ? {} : result.fieldErrors;
}

/** What the admin may pick as the featured image, checked before anything is sent. */
export function featuredImageError(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return uploadMessages.notImage(file.name);
  if (file.size > UPLOAD_MAX_BYTES) return uploadMessages.tooLarge(file.name);
  return undefined;
}

/** The multipart body the server reads: every field as text, the new picture as a file. */
export function blogFormData(
  values: BlogFormValues,
  image: { file: File | undefined; remove: boolean },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(formInput(values))) form.append(name, value);
  if (image.file) form.append('featuredImage', image.file, image.file.name);
  else if (image.remove) form.append('removeFeaturedImage', 'true');
  return form;
}
