import { useParams } from 'react-router';
import { BlogPost } from '../../../features/blog/components/blog-post';

export function BlogPostRoute() {
  const { slug = '' } = useParams();
  // A new post gets a fresh page: nothing of the previous one (copied notice, scroll) stays.
  return <BlogPost key={slug} slug={slug} />;
}
