import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookingResponseSchema,
  type Booking,
  type BookingStatusBodyInput,
} from '@trip/shared/bookings/schemas';
import { refreshWaitingWork } from '../../../lib/admin-queries';
import { apiFetch } from '../../../lib/api-client';
import { adminBookingsQueryKey } from './admin-get-bookings';

export type UpdateBookingStatusInput = { id: string; change: BookingStatusBodyInput };

export async function updateBookingStatus({
  id,
  change,
}: UpdateBookingStatusInput): Promise<Booking> {
  const answer = await apiFetch(`/api/bookings/admin/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    auth: 'admin',
    body: change,
  });
  return bookingResponseSchema.parse(answer).booking;
}

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey }),
        refreshWaitingWork(queryClient),
      ]),
  });
}
