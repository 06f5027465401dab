import { Button, CircularProgress, DialogActions } from '@mui/material';

type FormDialogActionsProps = {
  /** True while the form is being sent: both buttons wait. */
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  onCancel: () => void;
};

/** A form dialog's Cancel and submit buttons; the submit shows that it is working. */
export function FormDialogActions({
  busy,
  submitLabel,
  busyLabel = 'Saving...',
  onCancel,
}: FormDialogActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogActions>
  );
}
