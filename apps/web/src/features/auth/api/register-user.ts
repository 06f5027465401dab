import { useMutation } from '@tanstack/react-query';
import {
  userAuthResponseSchema,
  type UserAuthResponse,
  type UserRegister,
} from '@trip/shared/auth/schemas';
import { apiFetch } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-store';

export async function registerUser(input: UserRegister): Promise<UserAuthResponse> {
  const answer = await apiFetch('/api/users/register', { method: 'POST', body: input });
  return userAuthResponseSchema.parse(answer);
}

export function useRegisterUser() {
  return useMutation({
    mutationFn: registerUser,
    onSuccess: ({ user, token }) => startSession('user', { token, profile: user }),
  });
}
