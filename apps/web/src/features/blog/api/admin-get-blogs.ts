import { useQuery } from '@tanstack/react-query';
import { blogsResponseSchema, type Blog } from '@trip/shared/blog/schemas';
import { apiFetch } from '../../../lib/api-client';

export const adminBlogsQueryKey = ['admin', 'blogs'] as const;

export async function getAdminBlogs(signal?: AbortSignal): Promise<Blog[]> {
  const answer = await apiFetch('/api/blogs/admin/all', { auth: 'admin', signal });
  return blogsResponseSchema.parse(answer).blogs;
}

export function useAdminBlogs() {
  return useQuery({
    queryKey: adminBlogsQueryKey,
    queryFn: ({ signal }) => getAdminBlogs(signal),
  });
}
