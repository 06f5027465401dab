import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  activityStatsSchema,
  type ActivityFilter,
  type ActivityStats,
} from '@trip/shared/activity/schemas';
import { apiFetch } from '../../../lib/api-client';
import { activityQueryKey, filterQuery } from './get-activities';

type StatsFilter = Pick<ActivityFilter, 'range' | 'device'>;

export async function getActivityStats(
  filter: StatsFilter,
  signal?: AbortSignal,
): Promise<ActivityStats> {
  const answer = await apiFetch(`/api/analytics/admin/dashboard?${filterQuery(filter)}`, {
    auth: 'admin',
    signal,
  });
  return activityStatsSchema.parse(answer);
}

export function useActivityStats(filter: StatsFilter) {
  return useQuery({
    queryKey: [...activityQueryKey, 'stats', filter.range, filter.device],
    queryFn: ({ signal }) => getActivityStats(filter, signal),
    placeholderData: keepPreviousData,
  });
}
