import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAppError } from '@trip/shared/errors/app-error';
import type { Blog } from '@trip/shared/blog/schemas';
import { apiFetch } from '../../../lib/api-client';
import { blogsRootQueryKey } from './get-blogs';

export const blogQueryKey = (slug: string) => [...blogsRootQueryKey, 'post', slug] as const;

/** A published post; the server counts each of these calls as a view. */
export async function getBlog(slug: string, signal?: AbortSignal): Promise<Blog> {
  const [answer, { blogResponseSchema }] = await Promise.all([
    apiFetch(`/api/blogs/slug/${encodeURIComponent(slug)}`, { signal }),
    import('@trip/shared/blog/schemas'),
  ]);
  return blogResponseSchema.parse(answer).blog;
}

export function blogQueryOptions(slug: string) {
  return queryOptions({
    queryKey: blogQueryKey(slug),
    queryFn: ({ signal }) => getBlog(slug, signal),
    // A missing post stays missing: asking again would only delay the message.
    retry: (failureCount, error) =>
      failureCount < 1 && !(isAppError(error) && error.status === 404),
  });
}

export function useBlog(slug: string) {
  return useQuery(blogQueryOptions(slug));
}
