import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogSharePlatform } from '@trip/shared/blog/constants';
import type { Blog, SocialShares } from '@trip/shared/blog/schemas';
import { apiFetch } from '../../../lib/api-client';
import { blogQueryKey } from './get-blog';

export async function shareBlog(id: string, platform: BlogSharePlatform): Promise<SocialShares> {
  const [answer, { shareBlogResponseSchema }] = await Promise.all([
    apiFetch(`/api/blogs/${encodeURIComponent(id)}/share`, {
      method: 'POST',
      body: { platform },
    }),
    import('@trip/shared/blog/schemas'),
  ]);
  return shareBlogResponseSchema.parse(answer).socialShares;
}

/** Counts a share; the post on screen takes the server's new counts. */
export function useShareBlog(blog: Pick<Blog, '_id' | 'slug'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (platform: BlogSharePlatform) => shareBlog(blog._id, platform),
    onSuccess: (socialShares) =>
      queryClient.setQueryData<Blog>(blogQueryKey(blog.slug), (current) =>
        current ? { ...current, socialShares } : current,
      ),
    // Share counts are a nicety: a failure is only logged, as the spec has it.
    onError: (error) => console.warn('The share could not be counted', error),
  });
}
