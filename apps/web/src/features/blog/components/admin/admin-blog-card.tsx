import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Link as MuiLink,
  Typography,
} from '@mui/material';
import { CardHeading } from '../../../../components/admin/card-heading';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { BlogStatus } from '@trip/shared/blog/constants';
import type { Blog } from '@trip/shared/blog/schemas';
import { paths } from '../../../../config/paths';
import { formatLongDate, readTimeText, viewsText } from '../../utils/post-display';
import { BlogImage } from '../blog-image';
import { tones, type Tone } from '../../../../config/theme-tokens';

export const STATUS_LABELS: Record<BlogStatus, string> = { draft: 'Draft', published: 'Published' };

/** Published green, draft amber, as the package cards; text colours keep 4.5:1 contrast. */
export const STATUS_COLOURS: Record<BlogStatus, Tone> = {
  published: tones.success,
  draft: tones.warning,
};

type AdminBlogCardProps = {
  blog: Blog;
  onEdit: () => void;
  onDelete: () => void;
};

/** One post in the back office's grid, drafts included, coloured by its status. */
export function AdminBlogCard({ blog, onEdit, onDelete }: AdminBlogCardProps) {
  const colours = STATUS_COLOURS[blog.status];
  return (
    <Card
      component="article"
      aria-label={blog.title}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderRadius: '16px',
        borderColor: colours.border,
        borderTop: `4px solid ${colours.accent}`,
        overflow: 'hidden',
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <BlogImage
          url={blog.featuredImage}
          srcset={blog.featuredImageSrcset}
          alt=""
          sizes="(min-width: 1200px) 360px, (min-width: 600px) 50vw, 100vw"
        />
        <Chip
          size="small"
          label={STATUS_LABELS[blog.status]}
          sx={{
            position: 'absolute',
            top: 10,
            left: 10,
            fontWeight: 700,
            bgcolor: colours.tint,
            color: colours.text,
            border: `1px solid ${colours.border}`,
          }}
        />
      </Box>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <CardHeading category={blog.category} title={blog.title} />
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {blog.excerpt}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {readTimeText(blog.readTime)} · {viewsText(blog.views)} · {formatLongDate(blog.createdAt)}
        </Typography>
        {blog.status === 'published' && (
          <MuiLink
            href={paths.blogPost(blog.slug)}
            target="_blank"
            rel="noopener"
            variant="caption"
            sx={{ overflowWrap: 'anywhere' }}
          >
            /blog/{blog.slug}{' '}
            <OpenInNewIcon
              sx={{ fontSize: 14, verticalAlign: 'middle' }}
              titleAccess="opens in a new tab"
            />
          </MuiLink>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 0.5, justifyContent: 'flex-end' }}>
        <Button
          size="small"
          startIcon={<EditOutlinedIcon />}
          onClick={onEdit}
          aria-label={`Edit ${blog.title}`}
        >
          Edit
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={onDelete}
          aria-label={`Delete ${blog.title}`}
        >
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
