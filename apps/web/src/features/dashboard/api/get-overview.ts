import { useQuery } from '@tanstack/react-query';
import { dashboardOverviewSchema, type DashboardOverview } from '@trip/shared/dashboard/schemas';
import { overviewQueryKey } from '../../../lib/admin-queries';
import { apiFetch } from '../../../lib/api-client';

export async function getOverview(signal?: AbortSignal): Promise<DashboardOverview> {
  const answer = await apiFetch('/api/admin/dashboard/overview', { auth: 'admin', signal });
  return dashboardOverviewSchema.parse(answer);
}

export function useOverview() {
  return useQuery({ queryKey: overviewQueryKey, queryFn: ({ signal }) => getOverview(signal) });
}
