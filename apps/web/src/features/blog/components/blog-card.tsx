import { Box, Chip, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CalendarTodayOutlinedIcon from '@mui/icons-material/CalendarTodayOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { BlogSummary } from '@trip/shared/blog/schemas';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatLongDate, readTimeText, viewsText } from '../utils/post-display';
import { BlogImage } from './blog-image';

const CARD_SIZES =
  '(min-width: 1200px) 370px, (min-width: 900px) 31vw, (min-width: 600px) 46vw, 92vw';

/**
 * One post on the list. The title is the link; it stretches over the whole card, so the card
 * opens with a click anywhere while a screen reader hears only the title.
 */
export function BlogCard({ blog, eager = false }: { blog: BlogSummary; eager?: boolean }) {
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        overflow: 'hidden',
        borderRadius: '20px',
        bgcolor: 'rgba(255, 255, 255, 0.95)',
        border: '1px solid rgba(15, 23, 42, 0.08)',
        boxShadow: '0 10px 30px -18px rgba(30, 58, 138, 0.35)',
        '&:focus-within': { outline: '3px solid #1d4ed8', outlineOffset: 2 },
        '@media (prefers-reduced-motion: no-preference)': {
          transition: 'transform 0.25s ease, box-shadow 0.25s ease',
          '&:hover': {
            transform: 'translateY(-4px)',
            boxShadow: '0 18px 40px -20px rgba(30, 58, 138, 0.45)',
          },
        },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <BlogImage
          url={blog.featuredImage}
          srcset={blog.featuredImageSrcset}
          alt=""
          sizes={CARD_SIZES}
          eager={eager}
        />
        <Chip
          label={blog.category}
          size="small"
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            fontWeight: 600,
            bgcolor: 'rgba(255, 255, 255, 0.94)',
            color: 'primary.dark',
          }}
        />
      </Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
        <Typography
          component="h2"
          sx={{ fontWeight: 700, fontSize: '1.15rem', lineHeight: 1.35, color: 'text.primary' }}
        >
          <Box
            component={Link}
            to={paths.blogPost(blog.slug)}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              '&:focus-visible': { outline: 'none' },
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
            }}
          >
            {blog.title}
          </Box>
        </Typography>
        <Typography
          sx={{
            color: 'text.secondary',
            fontSize: '0.95rem',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {blog.excerpt}
        </Typography>
        <Box
          sx={{
            mt: 'auto',
            pt: 1.5,
            display: 'flex',
            flexWrap: 'wrap',
            gap: '6px 16px',
            color: 'text.secondary',
            fontSize: '0.85rem',
            borderTop: '1px solid rgba(15, 23, 42, 0.08)',
            '& > span': { display: 'inline-flex', alignItems: 'center', gap: 0.5 },
            '& svg': { fontSize: 16 },
          }}
        >
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
      </Box>
    </Box>
  );
}
