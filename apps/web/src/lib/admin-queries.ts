import type { QueryClient } from '@tanstack/react-query';

/** The top bar's badge and list: what waits for the admin (new leads, pending bookings). */
export const notificationsQueryKey = ['admin', 'notifications'] as const;

/** The dashboard's figures, which every change of a lead or booking moves. */
export const overviewQueryKey = ['admin', 'dashboard', 'overview'] as const;

/**
 * After the admin changes a lead or a booking: the badge and the dashboard ask again at
 * once instead of waiting for their next refresh.
 */
export async function refreshWaitingWork(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
    queryClient.invalidateQueries({ queryKey: overviewQueryKey }),
  ]);
}
