import { useQuery } from '@tanstack/react-query';
import { bookingResponseSchema, type Booking } from '@trip/shared/bookings/schemas';
import { apiFetch } from '../../../lib/api-client';
import { adminBookingsQueryKey } from './admin-get-bookings';

export async function getAdminBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  const answer = await apiFetch(`/api/bookings/admin/${encodeURIComponent(id)}`, {
    auth: 'admin',
    signal,
  });
  return bookingResponseSchema.parse(answer).booking;
}

/** One booking by id, for a notification that opens it. */
export function useAdminBooking(id: string | undefined) {
  return useQuery({
    queryKey: [...adminBookingsQueryKey, 'one', id],
    queryFn: ({ signal }) => getAdminBooking(id!, signal),
    enabled: id !== undefined,
  });
}
