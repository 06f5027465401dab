import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  leadResponseSchema,
  type Lead,
  type LeadStatusUpdateInput,
} from '@trip/shared/leads/schemas';
import { refreshWaitingWork } from '../../../lib/admin-queries';
import { apiFetch } from '../../../lib/api-client';
import { adminLeadsQueryKey } from './admin-get-leads';

export type UpdateLeadInput = { id: string; update: LeadStatusUpdateInput };

export async function updateLead({ id, update }: UpdateLeadInput): Promise<Lead> {
  const answer = await apiFetch(`/api/promotional-leads/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    auth: 'admin',
    body: update,
  });
  return leadResponseSchema.parse(answer).lead;
}

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminLeadsQueryKey }),
        refreshWaitingWork(queryClient),
      ]),
  });
}
