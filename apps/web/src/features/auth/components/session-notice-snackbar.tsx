import { Alert, Snackbar } from '@mui/material';

type SessionNoticeSnackbarProps = {
  message: string;
  onClose: () => void;
};

/** Tells the visitor their session has ended, instead of a call failing for no clear reason. */
export function SessionNoticeSnackbar({ message, onClose }: SessionNoticeSnackbarProps) {
  return (
    <Snackbar
      open
      autoHideDuration={8000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="warning" onClose={onClose} sx={{ width: '100%', boxShadow: 6 }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
