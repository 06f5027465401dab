import {
  Alert,
  Box,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Switch,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BLOG_CATEGORIES,
  BLOG_EXCERPT_MAX_LENGTH,
  BLOG_META_DESCRIPTION_MAX_LENGTH,
  BLOG_META_TITLE_MAX_LENGTH,
  BLOG_TITLE_MAX_LENGTH,
  blogMessages,
} from '@trip/shared/blog/constants';
import {
  blogFormSchema,
  type Blog,
  type BlogForm as BlogFormOutput,
  type BlogFormInput,
} from '@trip/shared/blog/schemas';
import { isAppError } from '@trip/shared/errors/app-error';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { EntityDialog } from '../../../../components/admin/entity-dialog';
import { errorSummary } from '../../../../components/form/error-summary';
import { FormDialogActions } from '../../../../components/form/form-dialog-actions';
import { FormTextField } from '../../../../components/form/form-text-field';
import { applyServerErrors } from '../../../../components/form/server-errors';
import { FormRichText } from '../../../../components/rich-text/form-rich-text';
import { isSessionExpiredError } from '../../../../lib/api-client';
import { errorMessage } from '../../../../lib/error-message';
import { useSaveBlog } from '../../api/admin-save-blog';
import {
  blogFormData,
  blogFormValuesOf,
  emptyBlogFormValues,
  featuredImageError,
  type BlogFormValues,
} from './blog-form-values';
import { FeaturedImagePicker } from './featured-image-picker';

const BLOG_FORM_FIELDS = Object.keys(emptyBlogFormValues) as Array<keyof BlogFormValues>;

type BlogFormDialogProps = {
  open: boolean;
  /** The post to edit; a new post when null. */
  blog: Blog | null;
  onClose: () => void;
  onSaved: (saved: Blog, created: boolean) => void;
};

/** The create/edit dialog. Its form starts afresh each time it opens. */
export function BlogFormDialog({ open, blog, onClose, onSaved }: BlogFormDialogProps) {
  const save = useSaveBlog();
  return (
    <EntityDialog open={open} busy={save.isPending} onClose={onClose}>
      {(titleId) => (
        <BlogForm
          key={blog?._id ?? 'new'}
          titleId={titleId}
          blog={blog}
          save={save}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </EntityDialog>
  );
}

type BlogFormProps = Omit<BlogFormDialogProps, 'open'> & {
  titleId: string;
  save: ReturnType<typeof useSaveBlog>;
};

function BlogForm({ titleId, blog, save, onClose, onSaved }: BlogFormProps) {
  const form = useForm<BlogFormInput, unknown, BlogFormOutput>({
    resolver: zodResolver(blogFormSchema),
    defaultValues: blog ? blogFormValuesOf(blog) : emptyBlogFormValues,
  });
  const { control, handleSubmit, setError, getValues } = form;
  const [banner, setBanner] = useState<string>();
  const [file, setFile] = useState<File>();
  const [imageError, setImageError] = useState<string>();
  const [removeImage, setRemoveImage] = useState(false);
  const preview = usePreviewUrl(file);
  const shownImage = preview ?? (removeImage ? '' : (blog?.featuredImage ?? ''));

  const chooseFile = (chosen: File | undefined) => {
    setImageError(undefined);
    if (!chosen) return;
    const refusal = featuredImageError(chosen);
    if (refusal) {
      setImageError(refusal);
      return;
    }
    setFile(chosen);
    setRemoveImage(false);
  };

  const send = async () => {
    if (imageError) {
      setBanner(imageError);
      return;
    }
    setBanner(undefined);
    try {
      const saved = await save.mutateAsync({
        id: blog?._id,
        body: blogFormData(getValues(), { file, remove: removeImage }),
      });
      onSaved(saved, !blog);
    } catch (error) {
      // An ended session has already brought back the login screen with its notice.
      if (isSessionExpiredError(error)) return;
      if (isAppError(error) && error.fieldErrors?.featuredImage) {
        setImageError(error.fieldErrors.featuredImage);
      }
      setBanner(
        applyServerErrors(
          error,
          BLOG_FORM_FIELDS,
          setError,
          errorMessage(error, { fallback: blogMessages.saveFailed }),
        ),
      );
    }
  };
  const submit = handleSubmit(send, (errors) =>
    setBanner([errorSummary(errors), imageError].filter(Boolean).join(', ')),
  );

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700, pr: 7 }}>
          {blog ? 'Edit Blog Post' : 'New Blog Post'}
        </DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={onClose}
          disabled={save.isPending}
          sx={{ position: 'absolute', top: 10, right: 10 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
          {banner && (
            <Alert severity="error" role="alert" onClose={() => setBanner(undefined)}>
              {banner}
            </Alert>
          )}
          <FormTextField<BlogFormInput>
            name="title"
            id="blog-title"
            label="Title"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: BLOG_TITLE_MAX_LENGTH } }}
          />
          <FormTextField<BlogFormInput>
            name="excerpt"
            id="blog-excerpt"
            label="Excerpt"
            required
            fullWidth
            multiline
            minRows={2}
            counter={BLOG_EXCERPT_MAX_LENGTH}
            slotProps={{ htmlInput: { maxLength: BLOG_EXCERPT_MAX_LENGTH } }}
          />
          <Box
            sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            <FormTextField<BlogFormInput>
              name="category"
              id="blog-category-field"
              select
              label="Category"
              required
            >
              {BLOG_CATEGORIES.map((category) => (
                <MenuItem key={category} value={category}>
                  {category}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField<BlogFormInput>
              name="tags"
              id="blog-tags"
              label="Tags"
              helperText="Comma separated, e.g. kerala, houseboat, monsoon"
            />
          </Box>
          <FormRichText<BlogFormInput>
            name="content"
            id="blog-content"
            label="Content"
            tags="article"
            required
            helperText="Headings, bold, italic, lists and links. Pasted text keeps only these."
          />
          <FeaturedImagePicker
            image={shownImage}
            error={imageError}
            onChoose={chooseFile}
            onRemove={() => {
              setFile(undefined);
              setImageError(undefined);
              setRemoveImage(Boolean(blog?.featuredImage));
            }}
          />
          <Box
            sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            <FormTextField<BlogFormInput>
              name="metaTitle"
              id="blog-meta-title"
              label="Meta title"
              counter={BLOG_META_TITLE_MAX_LENGTH}
            />
            <FormTextField<BlogFormInput>
              name="metaDescription"
              id="blog-meta-description"
              label="Meta description"
              multiline
              counter={BLOG_META_DESCRIPTION_MAX_LENGTH}
            />
          </Box>
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    inputRef={field.ref}
                    checked={field.value === 'published'}
                    onChange={(event) =>
                      field.onChange(event.target.checked ? 'published' : 'draft')
                    }
                  />
                }
                label={
                  field.value === 'published'
                    ? 'Published: visible on the blog'
                    : 'Draft: only admins see it'
                }
              />
            )}
          />
        </DialogContent>
        <FormDialogActions
          busy={save.isPending}
          submitLabel={blog ? 'Save Changes' : 'Create Post'}
          onCancel={onClose}
        />
      </Box>
    </FormProvider>
  );
}

/** An object URL for the chosen file, released when the file changes or the form closes. */
function usePreviewUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
