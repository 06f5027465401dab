import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogResponseSchema, type Blog } from '@trip/shared/blog/schemas';
import { apiFetch } from '../../../lib/api-client';
import { adminBlogsQueryKey } from './admin-get-blogs';
import { blogsRootQueryKey } from './get-blogs';

export type SaveBlogInput = {
  /** The post being edited; a new post when absent. */
  id?: string;
  /** The multipart form: fields as text and, when one was chosen, the featuredImage file. */
  body: FormData;
};

export async function saveBlog({ id, body }: SaveBlogInput): Promise<Blog> {
  const answer = id
    ? await apiFetch(`/api/blogs/${encodeURIComponent(id)}`, { method: 'PUT', auth: 'admin', body })
    : await apiFetch('/api/blogs/create', { method: 'POST', auth: 'admin', body });
  return blogResponseSchema.parse(answer).blog;
}

export function useSaveBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlog,
    // The public list and posts change too when a post is published or edited.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBlogsQueryKey }),
        queryClient.invalidateQueries({ queryKey: blogsRootQueryKey }),
      ]),
  });
}
