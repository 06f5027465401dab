import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';

type LinkDialogProps = {
  open: boolean;
  /** The selected link's address, when the selection is in one. */
  current: string | undefined;
  onClose: () => void;
  /** The address to link the selection to; '' removes the link. */
  onApply: (href: string) => void;
};

const ADDRESS = /^(https?:\/\/|mailto:|tel:|\/)/i;

/** Asks for the address the selected words link to. */
export function LinkDialog({ open, current, onClose, onApply }: LinkDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {open && <LinkForm titleId={titleId} current={current} onClose={onClose} onApply={onApply} />}
    </Dialog>
  );
}

function LinkForm({
  titleId,
  current,
  onClose,
  onApply,
}: Omit<LinkDialogProps, 'open'> & { titleId: string }) {
  const [href, setHref] = useState(current ?? '');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = href.trim();
    if (address !== '' && !ADDRESS.test(address)) {
      setError('Enter an address starting with https://, mailto:, tel: or /');
      return;
    }
    onApply(address);
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>Link</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Link address"
          placeholder="https://"
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ?? 'Leave empty to remove the link.'}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Apply
        </Button>
      </DialogActions>
    </form>
  );
}
