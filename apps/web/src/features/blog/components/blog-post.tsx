import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  CircularProgress,
  Container,
  Typography,
} from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalendarTodayOutlinedIcon from '@mui/icons-material/CalendarTodayOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { blogMessages } from '@trip/shared/blog/constants';
import type { Blog } from '@trip/shared/blog/schemas';
import { isAppError } from '@trip/shared/errors/app-error';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { usePageOrigin } from '../../../lib/page-origin';
import { useBlog } from '../api/get-blog';
import { authorInitial, formatLongDate, readTimeText, viewsText } from '../utils/post-display';
import { BlogImage } from './blog-image';
import { ShareSection } from './share-section';

const COVER_SIZES = '(min-width: 900px) 852px, 94vw';

/** The post page (/blog/{slug}): the post, or why it cannot be shown. */
export function BlogPost({ slug }: { slug: string }) {
  const { data: blog, error, isPending } = useBlog(slug);
  if (blog) return <PostView blog={blog} />;
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 16 }}>
        <CircularProgress aria-label="Loading blog" />
      </Box>
    );
  }
  const notFound = isAppError(error) && error.status === 404;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>
        <Typography component="h1" sx={{ fontWeight: 600, fontSize: '1rem' }}>
          {notFound ? blogMessages.notFound : blogMessages.fetchOneFailed}
        </Typography>
      </Alert>
      <Button component={Link} to={paths.blog} variant="contained" startIcon={<ArrowBackIcon />}>
        Back to Blogs
      </Button>
    </Container>
  );
}

function PostView({ blog }: { blog: Blog }) {
  const tagsHeadingId = useId();
  usePageTitle(blog.metaTitle || blog.title);
  const url = `${usePageOrigin()}${paths.blogPost(blog.slug)}`;
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={Link} to={paths.blog} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
        Back to Blogs
      </Button>
      <Box
        sx={{
          borderRadius: { xs: '18px', md: '24px' },
          overflow: 'hidden',
          boxShadow: '0 24px 50px -30px rgba(30, 58, 138, 0.55)',
        }}
      >
        <BlogImage
          url={blog.featuredImage}
          srcset={blog.featuredImageSrcset}
          alt=""
          sizes={COVER_SIZES}
          priority
          // Wide and low on larger screens, so the title shows without scrolling.
          sx={{ aspectRatio: { xs: '3 / 2', md: '21 / 9' } }}
        />
      </Box>

      <Box
        sx={{
          mt: { xs: 2.5, md: 3.5 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '8px 18px',
          color: 'text.secondary',
          fontSize: '0.9rem',
          '& > span': { display: 'inline-flex', alignItems: 'center', gap: 0.5 },
          '& svg': { fontSize: 18 },
        }}
      >
        <Chip label={blog.category} color="primary" size="small" sx={{ fontWeight: 600 }} />
        <span>
          <AccessTimeIcon aria-hidden="true" />
          {readTimeText(blog.readTime)}
        </span>
        <span>
          <VisibilityOutlinedIcon aria-hidden="true" />
          {viewsText(blog.views)}
        </span>
        <span>
          <CalendarTodayOutlinedIcon aria-hidden="true" />
          <time dateTime={blog.createdAt}>{formatLongDate(blog.createdAt)}</time>
        </span>
      </Box>

      <Typography
        component="h1"
        sx={{
          mt: 2,
          fontWeight: 700,
          fontSize: { xs: '1.85rem', md: '2.6rem' },
          lineHeight: 1.2,
          color: 'text.primary',
        }}
      >
        {blog.title}
      </Typography>
      <Typography sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'grey.700' }}>
        {blog.excerpt}
      </Typography>

      <Box
        sx={{
          mt: 3,
          py: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          borderTop: '1px solid rgba(15, 23, 42, 0.1)',
          borderBottom: '1px solid rgba(15, 23, 42, 0.1)',
        }}
      >
        <Avatar aria-hidden="true" sx={{ bgcolor: 'primary.main', fontWeight: 700 }}>
          {authorInitial(blog.author.name)}
        </Avatar>
        <div>
          <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>
            {blog.author.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Travel Writer
          </Typography>
        </div>
      </Box>

      <Box
        sx={postBodySx}
        // Sanitised on the server to a small tag set (no scripts, handlers or outside images).
        dangerouslySetInnerHTML={{ __html: blog.content }}
      />

      {blog.tags.length > 0 && (
        <Box component="section" aria-labelledby={tagsHeadingId} sx={{ mt: 5 }}>
          <Typography
            id={tagsHeadingId}
            component="h2"
            sx={{ fontWeight: 700, fontSize: '1.25rem', mb: 1.5 }}
          >
            Tags
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {blog.tags.map((tag) => (
              <li key={tag}>
                <Chip label={`#${tag}`} variant="outlined" sx={{ bgcolor: 'common.white' }} />
              </li>
            ))}
          </Box>
        </Box>
      )}

      <Box
        sx={{
          mt: 5,
          p: { xs: 2.5, md: 3.5 },
          borderRadius: '20px',
          bgcolor: 'rgba(255, 255, 255, 0.92)',
          border: '1px solid rgba(15, 23, 42, 0.08)',
        }}
      >
        <ShareSection blog={blog} url={url} />
      </Box>
    </Container>
  );
}

/** Reading typography for the post's HTML: b, i, h2, h3, lists, paragraphs, links, pictures. */
const postBodySx = {
  mt: 2,
  color: 'grey.800',
  fontSize: { xs: '1rem', md: '1.075rem' },
  lineHeight: 1.8,
  overflowWrap: 'anywhere',
  '& p': { my: 2 },
  '& h2': {
    mt: 5,
    mb: 1.5,
    fontSize: { xs: '1.4rem', md: '1.65rem' },
    lineHeight: 1.3,
    fontWeight: 700,
    color: 'text.primary',
  },
  '& h3': { mt: 3.5, mb: 1, fontSize: { xs: '1.15rem', md: '1.3rem' }, fontWeight: 700 },
  '& ul, & ol': { pl: 3, my: 2 },
  '& li': { my: 0.75 },
  '& li::marker': { color: 'primary.main' },
  '& a': {
    color: 'primary.main',
    fontWeight: 600,
    textDecorationThickness: '1px',
    textUnderlineOffset: '3px',
  },
  '& strong, & b': { fontWeight: 700, color: 'text.primary' },
  '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: '14px', my: 3 },
} as const;
