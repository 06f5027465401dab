import { Alert, Box } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@trip/shared/auth/constants';
import { userRegisterFormSchema, type User } from '@trip/shared/auth/schemas';
import { useForm } from 'react-hook-form';
import { useRegisterUser } from '../api/register-user';
import { applyServerErrors } from '../../../components/form/server-errors';
import { errorMessage } from '../../../lib/error-message';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFailureBanner } from '../../../components/form/use-failure-banner';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from './submit-button';

type RegisterFormProps = {
  autoFocus: boolean;
  onRegistered: (user: User) => void;
};

export function RegisterForm({ autoFocus, onRegistered }: RegisterFormProps) {
  const { control, handleSubmit, setError, formState, watch } = useForm({
    resolver: zodResolver(userRegisterFormSchema),
    defaultValues: { name: '', phone: '', email: '', password: '', confirmPassword: '' },
  });
  const register = useRegisterUser();
  const [failure, setFailure] = useFailureBanner(watch);

  const submit = handleSubmit(async ({ confirmPassword: _confirmation, ...account }) => {
    setFailure(undefined);
    try {
      const { user } = await register.mutateAsync(account);
      onRegistered(user);
    } catch (error) {
      const message = errorMessage(error, { fallback: authMessages.registrationFailed });
      setFailure(
        applyServerErrors(error, ['name', 'phone', 'email', 'password'], setError, message),
      );
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
        name="name"
        id="register-name"
        label="Full Name"
        autoComplete="name"
        autoFocus={autoFocus}
      />
      <FormTextField
        fullWidth
        control={control}
        name="phone"
        id="register-phone"
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <FormTextField
        fullWidth
        control={control}
        name="email"
        id="register-email"
        label="Email (optional)"
        type="email"
        autoComplete="email"
      />
      <PasswordField
        control={control}
        name="password"
        id="register-password"
        label="Password"
        autoComplete="new-password"
      />
      <PasswordField
        control={control}
        name="confirmPassword"
        id="register-confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
      />
      <SubmitButton
        submitting={formState.isSubmitting}
        label="Create Account"
        submittingLabel="Creating Account..."
      />
    </Box>
  );
}
