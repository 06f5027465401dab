import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminBlogsQueryKey } from './admin-get-blogs';
import { blogsRootQueryKey } from './get-blogs';

export async function deleteBlog(id: string): Promise<void> {
  await apiFetch(`/api/blogs/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'admin' });
}

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBlogsQueryKey }),
        queryClient.invalidateQueries({ queryKey: blogsRootQueryKey }),
      ]),
  });
}
