import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminPackagesQueryKey } from './admin-get-packages';

export async function deletePackage(id: string): Promise<void> {
  await apiFetch(`/api/packages/admin/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'admin',
  });
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPackagesQueryKey }),
  });
}
