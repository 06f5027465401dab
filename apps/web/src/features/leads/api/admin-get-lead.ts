import { useQuery } from '@tanstack/react-query';
import { leadResponseSchema, type Lead } from '@trip/shared/leads/schemas';
import { apiFetch } from '../../../lib/api-client';
import { adminLeadsQueryKey } from './admin-get-leads';

export async function getAdminLead(id: string, signal?: AbortSignal): Promise<Lead> {
  const answer = await apiFetch(`/api/promotional-leads/${encodeURIComponent(id)}`, {
    auth: 'admin',
    signal,
  });
  return leadResponseSchema.parse(answer).lead;
}

/** One lead by id, for a notification that opens it. */
export function useAdminLead(id: string | undefined) {
  return useQuery({
    queryKey: [...adminLeadsQueryKey, 'one', id],
    queryFn: ({ signal }) => getAdminLead(id!, signal),
    enabled: id !== undefined,
  });
}
