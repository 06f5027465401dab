import { BLOG_STATUSES, blogMessages } from '@trip/shared/blog/constants';
import { CatalogueSection } from '../../../../components/admin/catalogue-section';
import { useDeleteBlog } from '../../api/admin-delete-blog';
import { useAdminBlogs } from '../../api/admin-get-blogs';
import { AdminBlogCard, STATUS_COLOURS, STATUS_LABELS } from './admin-blog-card';
import { BlogFormDialog } from './blog-form-dialog';

/** Blog Management: every post (drafts too) as a card, the create/edit dialog, and delete. */
export function BlogManagement() {
  return (
    <CatalogueSection
      title="Blog posts"
      createLabel="New Post"
      emptyText="No posts yet. Write the first post; it stays a draft until you switch on Publish."
      deleteHeading="Delete blog post"
      messages={blogMessages}
      statuses={BLOG_STATUSES}
      statusLabels={STATUS_LABELS}
      statusTones={STATUS_COLOURS}
      items={useAdminBlogs()}
      removal={useDeleteBlog()}
      renderCard={(blog, actions) => (
        <AdminBlogCard key={blog._id} blog={blog} onEdit={actions.edit} onDelete={actions.remove} />
      )}
      renderForm={(form) => (
        <BlogFormDialog
          open={form.open}
          blog={form.item}
          onClose={form.close}
          onSaved={form.saved}
        />
      )}
    />
  );
}
