import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import {
  BLOG_CATEGORIES,
  BLOG_EXCERPT_MAX_LENGTH,
  BLOG_META_DESCRIPTION_MAX_LENGTH,
  BLOG_META_TITLE_MAX_LENGTH,
  BLOG_TITLE_MAX_LENGTH,
  blogMessages,
  type BlogCategory,
} from '@trip/shared/blog/constants';
import type { Blog } from '@trip/shared/blog/schemas';
import { isAppError } from '@trip/shared/errors/app-error';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isSessionExpiredError } from '../../../../lib/api-client';
import { useSaveBlog } from '../../api/admin-save-blog';
import { errorMessage } from '../../../../lib/error-message';
import {
  blogFormData,
  blogFormErrors,
  blogFormValuesOf,
  emptyBlogFormValues,
  featuredImageError,
  type BlogFormValues,
} from './blog-form-values';
import { ContentEditor } from './content-editor';

type BlogFormDialogProps = {
  open: boolean;
  /** The post to edit; a new post when null. */
  blog: Blog | null;
  onClose: () => void;
  onSaved: (saved: Blog, created: boolean) => void;
};

/** The create/edit dialog. Its form starts afresh each time it opens. */
export function BlogFormDialog({ open, blog, onClose, onSaved }: BlogFormDialogProps) {
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      slotProps={{ paper: { sx: { borderRadius: fullScreen ? 0 : '18px' } } }}
    >
      {open && (
        <BlogForm
          key={blog?._id ?? 'new'}
          titleId={titleId}
          blog={blog}
          onClose={onClose}
          onSaved={onSaved}
          onBusyChange={setBusy}
        />
      )}
    </Dialog>
  );
}

type BlogFormProps = Omit<BlogFormDialogProps, 'open'> & {
  titleId: string;
  onBusyChange: (busy: boolean) => void;
};

function BlogForm({ titleId, blog, onClose, onSaved, onBusyChange }: BlogFormProps) {
  const save = useSaveBlog();
  const [values, setValues] = useState<BlogFormValues>(() =>
    blog ? blogFormValuesOf(blog) : emptyBlogFormValues,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string>();
  const [file, setFile] = useState<File>();
  const [removeImage, setRemoveImage] = useState(false);
  const preview = usePreviewUrl(file);
  const shownImage = preview ?? (removeImage ? '' : (blog?.featuredImage ?? ''));

  useEffect(() => onBusyChange(save.isPending), [onBusyChange, save.isPending]);

  const set = <Key extends keyof BlogFormValues>(key: Key, value: BlogFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const chooseFile = (chosen: File | undefined) => {
    setErrors(({ featuredImage: _cleared, ...rest }) => rest);
    if (!chosen) return;
    const refusal = featuredImageError(chosen);
    if (refusal) {
      setErrors((current) => ({ ...current, featuredImage: refusal }));
      return;
    }
    setFile(chosen);
    setRemoveImage(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    const found = blogFormErrors(values);
    if (errors.featuredImage) found.featuredImage = errors.featuredImage;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setBanner(Object.values(found).join(', '));
      return;
    }
    try {
      const saved = await save.mutateAsync({
        id: blog?._id,
        body: blogFormData(values, { file, remove: removeImage }),
      });
      onSaved(saved, !blog);
    } catch (error) {
      // An ended session has already brought back the login screen with its notice.
      if (isSessionExpiredError(error)) return;
      if (isAppError(error) && error.fieldErrors) setErrors(error.fieldErrors);
      setBanner(errorMessage(error, { fallback: blogMessages.saveFailed }));
    }
  };

  const counter = (text: string, max: number) => `${text.length}/${max}`;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'contents' }}
    >
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
        <TextField
          id="blog-title"
          label="Title"
          required
          fullWidth
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={Boolean(errors.title)}
          helperText={errors.title}
          slotProps={{ htmlInput: { maxLength: BLOG_TITLE_MAX_LENGTH } }}
        />
        <TextField
          id="blog-excerpt"
          label="Excerpt"
          required
          fullWidth
          multiline
          minRows={2}
          value={values.excerpt}
          onChange={(event) => set('excerpt', event.target.value)}
          error={Boolean(errors.excerpt)}
          helperText={errors.excerpt ?? counter(values.excerpt, BLOG_EXCERPT_MAX_LENGTH)}
          slotProps={{ htmlInput: { maxLength: BLOG_EXCERPT_MAX_LENGTH } }}
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            id="blog-category-field"
            select
            label="Category"
            required
            value={values.category}
            onChange={(event) => set('category', event.target.value as BlogCategory)}
            error={Boolean(errors.category)}
            helperText={errors.category}
          >
            {BLOG_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {category}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="blog-tags"
            label="Tags"
            value={values.tags}
            onChange={(event) => set('tags', event.target.value)}
            error={Boolean(errors.tags)}
            helperText={errors.tags ?? 'Comma separated, e.g. kerala, houseboat, monsoon'}
          />
        </Box>
        <ContentEditor
          id="blog-content"
          value={values.content}
          onChange={(content) => set('content', content)}
          error={errors.content}
        />

        <Box>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            Featured image
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 2,
              p: 1.5,
              borderRadius: '12px',
              border: '1px dashed',
              borderColor: errors.featuredImage ? 'error.main' : 'rgba(15, 23, 42, 0.2)',
            }}
          >
            {shownImage ? (
              <Box
                component="img"
                src={shownImage}
                alt="Featured image preview"
                sx={{ width: 160, aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: '10px' }}
              />
            ) : (
              <Box
                aria-hidden="true"
                sx={{
                  width: 160,
                  aspectRatio: '3 / 2',
                  borderRadius: '10px',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: '#f1f5f9',
                  color: '#64748b',
                }}
              >
                <AddPhotoAlternateOutlinedIcon fontSize="large" />
              </Box>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="outlined" component="label">
                {shownImage ? 'Change image' : 'Upload image'}
                <input
                  hidden
                  type="file"
                  accept="image/*"
                  aria-label="Featured image file"
                  onChange={(event) => {
                    chooseFile(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              </Button>
              {shownImage && (
                <Button
                  color="error"
                  onClick={() => {
                    setFile(undefined);
                    setRemoveImage(Boolean(blog?.featuredImage));
                  }}
                >
                  Remove image
                </Button>
              )}
            </Box>
          </Box>
          <Typography
            variant="caption"
            role={errors.featuredImage ? 'alert' : undefined}
            sx={{
              display: 'block',
              mt: 0.75,
              color: errors.featuredImage ? 'error.main' : 'text.secondary',
            }}
          >
            {errors.featuredImage ?? 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.'}
          </Typography>
        </Box>

        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            id="blog-meta-title"
            label="Meta title"
            value={values.metaTitle}
            onChange={(event) => set('metaTitle', event.target.value)}
            error={Boolean(errors.metaTitle)}
            helperText={errors.metaTitle ?? counter(values.metaTitle, BLOG_META_TITLE_MAX_LENGTH)}
          />
          <TextField
            id="blog-meta-description"
            label="Meta description"
            multiline
            value={values.metaDescription}
            onChange={(event) => set('metaDescription', event.target.value)}
            error={Boolean(errors.metaDescription)}
            helperText={
              errors.metaDescription ??
              counter(values.metaDescription, BLOG_META_DESCRIPTION_MAX_LENGTH)
            }
          />
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={values.published}
              onChange={(event) => set('published', event.target.checked)}
            />
          }
          label={values.published ? 'Published: visible on the blog' : 'Draft: only admins see it'}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {save.isPending ? 'Saving...' : blog ? 'Save Changes' : 'Create Post'}
        </Button>
      </DialogActions>
    </Box>
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
