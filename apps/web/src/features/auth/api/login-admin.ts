import { useMutation } from '@tanstack/react-query';
import {
  adminAuthResponseSchema,
  type AdminAuthResponse,
  type AdminLogin,
} from '@trip/shared/auth/schemas';
import { apiFetch } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-store';

export async function loginAdmin(input: AdminLogin): Promise<AdminAuthResponse> {
  const answer = await apiFetch('/api/admin/auth/login', { method: 'POST', body: input });
  return adminAuthResponseSchema.parse(answer);
}

export function useLoginAdmin() {
  return useMutation({
    mutationFn: loginAdmin,
    onSuccess: ({ admin, token }) => startSession('admin', { token, profile: admin }),
  });
}
