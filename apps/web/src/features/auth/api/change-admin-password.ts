import { useMutation } from '@tanstack/react-query';
import {
  messageResponseSchema,
  type AdminChangePassword,
  type MessageResponse,
} from '@trip/shared/auth/schemas';
import { apiFetch } from '../../../lib/api-client';
import { endSession } from '../../../lib/session-store';

export async function changeAdminPassword(input: AdminChangePassword): Promise<MessageResponse> {
  const answer = await apiFetch('/api/admin/auth/change-password', {
    method: 'PUT',
    auth: 'admin',
    body: input,
  });
  return messageResponseSchema.parse(answer);
}

/**
 * The server ends every session of the admin when the password changes, this one included,
 * so success signs the admin out here too, with a notice to sign in with the new password.
 */
export function useChangeAdminPassword() {
  return useMutation({
    mutationFn: changeAdminPassword,
    onSuccess: () => endSession('admin', 'passwordChanged'),
  });
}
