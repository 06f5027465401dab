import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@trip/shared/auth/constants';
import { adminChangePasswordFormSchema } from '@trip/shared/auth/schemas';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isSessionExpiredError } from '../../../../lib/api-client';
import { useChangeAdminPassword } from '../../api/change-admin-password';
import { applyServerErrors } from '../../../../components/form/server-errors';
import { errorMessage } from '../../../../lib/error-message';
import { PasswordField } from '../../../../components/form/password-field';
import { SubmitButton } from '../submit-button';

type ChangePasswordDialogProps = {
  open: boolean;
  onClose: () => void;
};

/**
 * Current, new and confirmed password. On success the server ends every session of the
 * admin, so the admin is signed out and the login screen asks for the new password.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const titleId = useId();
  const { control, handleSubmit, setError, formState, reset } = useForm({
    resolver: zodResolver(adminChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const changePassword = useChangeAdminPassword();
  const [failure, setFailure] = useState<string>();

  const close = () => {
    reset();
    setFailure(undefined);
    onClose();
  };

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(undefined);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      // An ended session has already brought back the login screen with its notice.
      if (isSessionExpiredError(error)) return;
      const message = errorMessage(error, { fallback: authMessages.changePasswordFailed });
      setFailure(applyServerErrors(error, ['currentPassword', 'newPassword'], setError, message));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={formState.isSubmitting ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { sx: { borderRadius: '16px', m: { xs: 2, sm: 4 } } } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          Change Password
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.25, pt: '8px !important' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Every signed-in session ends when the password changes, this one included.
          </Typography>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordField
            control={control}
            name="currentPassword"
            id="current-password"
            label="Current password"
            autoComplete="current-password"
            autoFocus
          />
          <PasswordField
            control={control}
            name="newPassword"
            id="new-password"
            label="New password"
            autoComplete="new-password"
          />
          <PasswordField
            control={control}
            name="confirmPassword"
            id="confirm-new-password"
            label="Confirm new password"
            autoComplete="new-password"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
          <Button onClick={close} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <SubmitButton
            fullWidth={false}
            size="medium"
            submitting={formState.isSubmitting}
            label="Change Password"
            submittingLabel="Changing..."
          />
        </DialogActions>
      </Box>
    </Dialog>
  );
}
