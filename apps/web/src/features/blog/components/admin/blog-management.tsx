import { Button, Snackbar } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
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
import { CardGrid } from '../../../../components/admin/card-grid';
import { EmptyState, SectionFrame } from '../../../../components/admin/section-frame';
import { StatusCounts } from '../../../../components/admin/status-counts';

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
    <SectionFrame
      title="Blog posts"
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setForm({ open: true, blog: null })}
        >
          New Post
        </Button>
      }
      error={banner}
      onRetry={!actionError && fetchError ? () => void blogs.refetch() : undefined}
      onDismiss={actionError ? () => setActionError(undefined) : undefined}
      loading={blogs.isFetching}
    >
      {blogs.data && (
        <StatusCounts
          counts={BLOG_STATUSES.map((status) => ({
            key: status,
            label: STATUS_LABELS[status],
            count: items.filter((blog) => blog.status === status).length,
            tone: STATUS_COLOURS[status],
          }))}
        />
      )}
      {blogs.data && items.length === 0 && (
        <EmptyState text="No posts yet. Write the first post; it stays a draft until you switch on Publish." />
      )}
      {items.length > 0 && (
        <CardGrid>
          {items.map((blog) => (
            <AdminBlogCard
              key={blog._id}
              blog={blog}
              onEdit={() => setForm({ open: true, blog })}
              onDelete={() => setPendingDelete(blog)}
            />
          ))}
        </CardGrid>
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
    </SectionFrame>
  );
}
