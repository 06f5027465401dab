import { useMutation } from '@tanstack/react-query';
import {
  userAuthResponseSchema,
  type UserAuthResponse,
  type UserLogin,
} from '@trip/shared/auth/schemas';
import { apiFetch } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-store';

export async function loginUser(input: UserLogin): Promise<UserAuthResponse> {
  const answer = await apiFetch('/api/users/login', { method: 'POST', body: input });
  return userAuthResponseSchema.parse(answer);
}

export function useLoginUser() {
  return useMutation({
    mutationFn: loginUser,
    onSuccess: ({ user, token }) => startSession('user', { token, profile: user }),
  });
}
