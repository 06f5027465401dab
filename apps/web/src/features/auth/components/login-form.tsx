import { Alert, Box } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@trip/shared/auth/constants';
import { userLoginSchema, type User } from '@trip/shared/auth/schemas';
import { useForm } from 'react-hook-form';
import { useLoginUser } from '../api/login-user';
import { applyServerErrors } from '../../../components/form/server-errors';
import { errorMessage } from '../../../lib/error-message';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFailureBanner } from '../../../components/form/use-failure-banner';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from './submit-button';

type LoginFormProps = {
  autoFocus: boolean;
  onSignedIn: (user: User) => void;
};

export function LoginForm({ autoFocus, onSignedIn }: LoginFormProps) {
  const { control, handleSubmit, setError, formState, watch } = useForm({
    resolver: zodResolver(userLoginSchema),
    defaultValues: { phone: '', password: '' },
  });
  const login = useLoginUser();
  const [failure, setFailure] = useFailureBanner(watch);

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { user } = await login.mutateAsync(values);
      onSignedIn(user);
    } catch (error) {
      const message = errorMessage(error, { fallback: authMessages.loginFailed });
      setFailure(applyServerErrors(error, ['phone', 'password'], setError, message));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.25 }}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <FormTextField
        fullWidth
        control={control}
        name="phone"
        id="login-phone"
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <PasswordField
        control={control}
        name="password"
        id="login-password"
        label="Password"
        autoComplete="current-password"
      />
      <SubmitButton
        submitting={formState.isSubmitting}
        label="Login"
        submittingLabel="Logging in..."
      />
    </Box>
  );
}
