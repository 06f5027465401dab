import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_CATEGORIES } from '@trip/shared/blog/constants';
import { apiFetch } from '../../../lib/api-client';
import { blogsRootQueryKey } from './get-blogs';

export const blogCategoriesQueryKey = [...blogsRootQueryKey, 'categories'] as const;

export async function getBlogCategories(signal?: AbortSignal): Promise<string[]> {
  const [answer, { blogCategoriesResponseSchema }] = await Promise.all([
    apiFetch('/api/blogs/categories', { signal }),
    import('@trip/shared/blog/schemas'),
  ]);
  return blogCategoriesResponseSchema.parse(answer).categories;
}

/** The categories to filter by; the spec's list stands in until (or if) the server answers. */
export const blogCategoriesQueryOptions = queryOptions({
  queryKey: blogCategoriesQueryKey,
  queryFn: ({ signal }) => getBlogCategories(signal),
  staleTime: 5 * 60_000,
});

export function useBlogCategories(): string[] {
  const { data } = useQuery(blogCategoriesQueryOptions);
  return data ?? [...BLOG_CATEGORIES];
}
