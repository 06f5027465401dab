import { useQuery } from '@tanstack/react-query';
import {
  notificationsResponseSchema,
  type NotificationsResponse,
} from '@trip/shared/settings/schemas';
import { notificationsQueryKey } from '../../../lib/admin-queries';
import { apiFetch } from '../../../lib/api-client';

/** How often the badge asks again while the back office is open. */
const REFRESH_MS = 60_000;

export async function getNotifications(signal?: AbortSignal): Promise<NotificationsResponse> {
  const answer = await apiFetch('/api/admin/notifications', { auth: 'admin', signal });
  return notificationsResponseSchema.parse(answer);
}

export function useNotifications() {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: REFRESH_MS,
    // Back from another tab or window, the admin sees what came in meanwhile.
    refetchOnWindowFocus: 'always',
  });
}
