import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packageResponseSchema, type TourPackage } from '@trip/shared/tour-packages/schemas';
import { apiFetch } from '../../../lib/api-client';
import { adminPackagesQueryKey } from './admin-get-packages';

export type SavePackageInput = {
  /** The package being edited; a new package when absent. */
  id?: string;
  /** The multipart form: fields as text, lists and groups as JSON text, new images as files. */
  body: FormData;
};

export async function savePackage({ id, body }: SavePackageInput): Promise<TourPackage> {
  const answer = id
    ? await apiFetch(`/api/packages/admin/${encodeURIComponent(id)}`, {
        method: 'PUT',
        auth: 'admin',
        body,
      })
    : await apiFetch('/api/packages/admin/create', { method: 'POST', auth: 'admin', body });
  return packageResponseSchema.parse(answer).package;
}

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPackagesQueryKey }),
  });
}
