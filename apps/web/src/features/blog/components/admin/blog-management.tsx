import { Alert, Box, Button, CircularProgress, Paper, Snackbar, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { BLOG_STATUSES, blogMessages } from '@trip/shared/blog/constants';
import type { Blog } from '@trip/shared/blog/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog';
import { useCreateRequest } from '../../../../components/admin/create-request';
import { isSessionExpiredError } from '../../../../lib/api-client';
import { useDeleteBlog } from '../../api/admin-delete-blog';
import { useAdminBlogs } from '../../api/admin-get-blogs';
import { errorMessage } from '../../../../lib/error-message';
import { AdminBlogCard, STATUS_COLOURS, STATUS_LABELS } from './admin-blog-card';
import { BlogFormDialog } from './blog-form-dialog';

type FormState = { open: boolean; blog: Blog | null };

/** Blog Management: every post (drafts too) as a card, the create/edit dialog, and delete. */
export function BlogManagement() {
  const blogs = useAdminBlogs();
  const removal = useDeleteBlog();
  const [actionError, setActionError] = useState<string>();
  const createRequested = useCreateRequest();
  const [form, setForm] = useState<FormState>({ open: createRequested, blog: null });
  const [pendingDelete, setPendingDelete] = useState<Blog>();
  const [notice, setNotice] = useState<string>();

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const blog = pendingDelete;
    setActionError(undefined);
    removal.mutate(blog._id, {
      onSuccess: () => setNotice(`${blog.title} was deleted`),
      onError: (error) => {
        // An ended session has already brought back the login screen with its notice.
        if (!isSessionExpiredError(error)) {
          setActionError(errorMessage(error, { fallback: blogMessages.deleteFailed }));
        }
      },
      onSettled: () => setPendingDelete(undefined),
    });
  };

  const fetchError =
    blogs.isError && !isSessionExpiredError(blogs.error)
      ? errorMessage(blogs.error, { fallback: blogMessages.fetchFailed })
      : undefined;
  const banner = actionError ?? fetchError;
  const items = blogs.data ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            Blog posts
          </Typography>
          {blogs.data && (
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 1 }}
            >
              {BLOG_STATUSES.map((status) => (
                <Box
                  component="li"
                  key={status}
                  sx={{
                    listStyle: 'none',
                    px: 1.25,
                    py: 0.25,
                    borderRadius: '999px',
                    fontSize: '0.8rem',
                    fontWeight: 700,
                    color: STATUS_COLOURS[status].text,
                    bgcolor: STATUS_COLOURS[status].tint,
                    border: `1px solid ${STATUS_COLOURS[status].border}`,
                  }}
                >
                  {items.filter((blog) => blog.status === status).length}{' '}
                  {STATUS_LABELS[status].toLowerCase()}
                </Box>
              ))}
            </Box>
          )}
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setForm({ open: true, blog: null })}
          sx={{ borderRadius: '10px', px: 2.5 }}
        >
          New Post
        </Button>
      </Box>

      {banner && (
        <Alert
          severity="error"
          role="alert"
          onClose={actionError ? () => setActionError(undefined) : undefined}
          action={
            !actionError && fetchError ? (
              <Button color="inherit" size="small" onClick={() => void blogs.refetch()}>
                Retry
              </Button>
            ) : undefined
          }
          sx={{ borderRadius: '12px' }}
        >
          {banner}
        </Alert>
      )}

      {blogs.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading blogs" />
        </Box>
      )}

      {blogs.data && items.length === 0 && (
        <Paper
          variant="outlined"
          sx={{
            p: { xs: 3, sm: 5 },
            borderRadius: '16px',
            borderStyle: 'dashed',
            textAlign: 'center',
          }}
        >
          <ArticleOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'primary.main' }} />
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
            No posts yet
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            Write the first post; it stays a draft until you switch on Publish.
          </Typography>
        </Paper>
      )}

      {items.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 2.5 },
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {items.map((blog) => (
            <AdminBlogCard
              key={blog._id}
              blog={blog}
              onEdit={() => setForm({ open: true, blog })}
              onDelete={() => setPendingDelete(blog)}
            />
          ))}
        </Box>
      )}

      <BlogFormDialog
        open={form.open}
        blog={form.blog}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
        onSaved={(saved, created) => {
          setForm((current) => ({ ...current, open: false }));
          setActionError(undefined);
          setNotice(created ? `${saved.title} was created` : `${saved.title} was saved`);
        }}
      />
      <ConfirmDialog
        heading="Delete blog post"
        question={blogMessages.deleteConfirm}
        subject={pendingDelete?.title}
        busy={removal.isPending}
        onCancel={() => setPendingDelete(undefined)}
        onConfirm={confirmDelete}
      />
      <Snackbar
        open={notice !== undefined}
        autoHideDuration={4000}
        onClose={() => setNotice(undefined)}
        message={notice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Box>
  );
}
