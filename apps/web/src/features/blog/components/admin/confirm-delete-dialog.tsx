import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { blogMessages } from '@trip/shared/blog/constants';
import { useId, useState } from 'react';

type ConfirmDeleteDialogProps = {
  /** The post's title, when one is waiting for confirmation. */
  title: string | undefined;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before a post and its picture are deleted for good. */
export function ConfirmDeleteDialog({
  title,
  deleting,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const titleId = useId();
  const textId = useId();
  // The title stays while the dialog fades out after a choice.
  const [shownTitle, setShownTitle] = useState(title);
  if (title !== undefined && title !== shownTitle) setShownTitle(title);
  return (
    <Dialog
      open={title !== undefined}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: '16px', m: 2 } } }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Delete blog post
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{blogMessages.deleteConfirm}</DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary' }}>
          {shownTitle}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={deleting}
          startIcon={deleting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
