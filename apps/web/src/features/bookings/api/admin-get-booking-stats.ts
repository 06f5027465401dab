import { useQuery } from '@tanstack/react-query';
import { bookingStatsResponseSchema, type BookingStats } from '@trip/shared/bookings/schemas';
import { apiFetch } from '../../../lib/api-client';
import { adminBookingsQueryKey } from './admin-get-bookings';

export async function getAdminBookingStats(signal?: AbortSignal): Promise<BookingStats> {
  const answer = await apiFetch('/api/bookings/admin/stats', { auth: 'admin', signal });
  return bookingStatsResponseSchema.parse(answer);
}

export function useAdminBookingStats() {
  return useQuery({
    queryKey: [...adminBookingsQueryKey, 'stats'],
    queryFn: ({ signal }) => getAdminBookingStats(signal),
  });
}
