import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, useState } from 'react';

type ConfirmDialogProps = {
  /** The dialog's heading, e.g. "Delete package". */
  heading: string;
  /** The question, in the spec's words where it has them. */
  question: string;
  /** What the choice is about (a title or a name); the dialog is open while there is one. */
  subject: string | undefined;
  /** The confirming button's words, and its words while the action runs. */
  confirmLabel?: string;
  busyLabel?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before something is done for good (a delete); Cancel has the focus. */
export function ConfirmDialog({
  heading,
  question,
  subject,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  busy,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  // The subject stays while the dialog fades out after a choice.
  const [shownSubject, setShownSubject] = useState(subject);
  if (subject !== undefined && subject !== shownSubject) setShownSubject(subject);
  return (
    <Dialog
      open={subject !== undefined}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: 2, m: 2 } } }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {heading}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{question}</DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary' }}>
          {shownSubject}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
