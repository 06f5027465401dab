import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityRange } from '@trip/shared/activity/constants';
import { loginStatsResponseSchema, type LoginStatsResponse } from '@trip/shared/activity/schemas';
import { apiFetch } from '../../../lib/api-client';
import { activityQueryKey } from './get-activities';

export async function getLoginStats(
  days: ActivityRange,
  signal?: AbortSignal,
): Promise<LoginStatsResponse> {
  const answer = await apiFetch(`/api/analytics/admin/login-stats?days=${days}`, {
    auth: 'admin',
    signal,
  });
  return loginStatsResponseSchema.parse(answer);
}

export function useLoginStats(days: ActivityRange) {
  return useQuery({
    queryKey: [...activityQueryKey, 'logins', days],
    queryFn: ({ signal }) => getLoginStats(days, signal),
    placeholderData: keepPreviousData,
  });
}
