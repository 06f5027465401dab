import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogListResponse } from '@trip/shared/blog/schemas';
import { apiFetch } from '../../../lib/api-client';
import { blogListQueryString, type BlogListFilters } from '../utils/list-params';

/** Everything the public blog caches (lists, categories, posts) sits under this key. */
export const blogsRootQueryKey = ['blogs'] as const;
export const blogsQueryKey = [...blogsRootQueryKey, 'list'] as const;

export async function getBlogs(
  filters: BlogListFilters,
  signal?: AbortSignal,
): Promise<BlogListResponse> {
  const [answer, { blogListResponseSchema }] = await Promise.all([
    apiFetch(`/api/blogs?${blogListQueryString(filters)}`, { signal }),
    import('@trip/shared/blog/schemas'),
  ]);
  return blogListResponseSchema.parse(answer);
}

export function blogsQueryOptions(filters: BlogListFilters) {
  return queryOptions({
    queryKey: [...blogsQueryKey, filters],
    queryFn: ({ signal }) => getBlogs(filters, signal),
    // The old page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useBlogs(filters: BlogListFilters) {
  return useQuery(blogsQueryOptions(filters));
}
