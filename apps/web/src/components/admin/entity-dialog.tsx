import { Dialog } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';

type EntityDialogProps = {
  open: boolean;
  /** While true (a save is on its way) Escape and the backdrop do not close it. */
  busy?: boolean;
  onClose: () => void;
  /** The dialog's content, given the id its title must carry. Unmounted when closed. */
  children: (titleId: string) => ReactNode;
};

/**
 * The back office's large dialog for one record (a package, a post, a booking): wide on a
 * desk, the whole screen on a phone, titled by its content, and mounted only while open so
 * every opening starts from the record afresh.
 */
export function EntityDialog({ open, busy = false, onClose, children }: EntityDialogProps) {
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      slotProps={{ paper: { sx: { borderRadius: fullScreen ? 0 : '16px' } } }}
    >
      {open && children(titleId)}
    </Dialog>
  );
}
