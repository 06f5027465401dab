import { Alert, Box, Paper, Typography } from '@mui/material';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@trip/shared/auth/constants';
import { adminLoginSchema } from '@trip/shared/auth/schemas';

import { useForm } from 'react-hook-form';
import { BrandLogo } from '../../../../components/layout/brand-logo';
import { useSessionNotice } from '../../../../lib/session';
import { useLoginAdmin } from '../../api/login-admin';
import { applyServerErrors } from '../../../../components/form/server-errors';
import { errorMessage } from '../../../../lib/error-message';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useFailureBanner } from '../../../../components/form/use-failure-banner';
import { PasswordField } from '../../../../components/form/password-field';
import { SubmitButton } from '../submit-button';

/** The back office's front door: e-mail, password, Sign In. */
export function AdminLoginScreen() {
  const { control, handleSubmit, setError, formState, watch } = useForm({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLoginAdmin();
  const { notice, dismiss } = useSessionNotice('admin');
  const [failure, setFailure] = useFailureBanner(watch);

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      const message = errorMessage(error, { fallback: authMessages.loginFailed });
      setFailure(applyServerErrors(error, ['email', 'password'], setError, message));
    }
  });

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 4,
        background:
          'radial-gradient(circle at 15% 20%, rgba(99,102,241,0.35), transparent 45%), radial-gradient(circle at 85% 80%, rgba(249,115,22,0.25), transparent 45%), linear-gradient(160deg, #0f172a, #1e293b)',
      }}
    >
      <Paper
        elevation={12}
        sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, borderRadius: '20px' }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2.5 }}>
          <BrandLogo />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
          <AdminPanelSettingsOutlinedIcon color="primary" aria-hidden />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            Admin Login
          </Typography>
        </Box>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mt: 0.5, mb: 3 }}>
          Sign in to manage the site
        </Typography>

        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.25 }}>
          {notice && !failure && (
            <Alert
              severity={notice.reason === 'passwordChanged' ? 'success' : 'warning'}
              role="status"
              onClose={dismiss}
            >
              {notice.message}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <FormTextField
            fullWidth
            control={control}
            name="email"
            id="admin-email"
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus
          />
          <PasswordField
            control={control}
            name="password"
            id="admin-password"
            label="Password"
            autoComplete="current-password"
          />
          <SubmitButton
            submitting={formState.isSubmitting}
            label="Sign In"
            submittingLabel="Signing in..."
          />
        </Box>
      </Paper>
    </Box>
  );
}
