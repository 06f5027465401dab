import { useQuery } from '@tanstack/react-query';
import { leadStatsSchema, type LeadStats } from '@trip/shared/leads/schemas';
import { apiFetch } from '../../../lib/api-client';
import { adminLeadsQueryKey } from './admin-get-leads';

export async function getAdminLeadStats(signal?: AbortSignal): Promise<LeadStats> {
  const answer = await apiFetch('/api/promotional-leads/stats', { auth: 'admin', signal });
  return leadStatsSchema.parse(answer);
}

export function useAdminLeadStats() {
  return useQuery({
    queryKey: [...adminLeadsQueryKey, 'stats'],
    queryFn: ({ signal }) => getAdminLeadStats(signal),
  });
}
