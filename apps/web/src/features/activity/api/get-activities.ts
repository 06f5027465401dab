import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  activityListResponseSchema,
  type ActivityFilter,
  type ActivityListResponse,
} from '@trip/shared/activity/schemas';
import { apiFetch } from '../../../lib/api-client';

export const activityQueryKey = ['admin', 'activity'] as const;

/** The filter as query text, shared by the feed, the stat cards and the export. */
export function filterQuery(filter: Partial<ActivityFilter>): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.type && filter.type !== 'all') query.set('type', filter.type);
  if (filter.range !== undefined) query.set('range', String(filter.range));
  if (filter.device && filter.device !== 'all') query.set('device', filter.device);
  return query;
}

export async function getActivities(
  filter: ActivityFilter,
  page: number,
  signal?: AbortSignal,
): Promise<ActivityListResponse> {
  const query = filterQuery(filter);
  query.set('page', String(page));
  const answer = await apiFetch(`/api/analytics/admin/activities?${query}`, {
    auth: 'admin',
    signal,
  });
  return activityListResponseSchema.parse(answer);
}

export function useActivities(filter: ActivityFilter, page: number) {
  return useQuery({
    queryKey: [...activityQueryKey, 'feed', filter, page],
    queryFn: ({ signal }) => getActivities(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}
