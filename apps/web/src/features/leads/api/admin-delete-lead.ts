import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshWaitingWork } from '../../../lib/admin-queries';
import { apiFetch } from '../../../lib/api-client';
import { adminLeadsQueryKey } from './admin-get-leads';

export async function deleteLead(id: string): Promise<void> {
  await apiFetch(`/api/promotional-leads/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'admin',
  });
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminLeadsQueryKey }),
        refreshWaitingWork(queryClient),
      ]),
  });
}
