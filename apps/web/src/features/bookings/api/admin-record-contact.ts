import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookingResponseSchema,
  type Booking,
  type ContactAttemptBodyInput,
} from '@trip/shared/bookings/schemas';
import { refreshWaitingWork } from '../../../lib/admin-queries';
import { apiFetch } from '../../../lib/api-client';
import { adminBookingsQueryKey } from './admin-get-bookings';

export type RecordContactInput = { id: string; attempt: ContactAttemptBodyInput };

export async function recordContact({ id, attempt }: RecordContactInput): Promise<Booking> {
  const answer = await apiFetch(`/api/bookings/admin/${encodeURIComponent(id)}/contact`, {
    method: 'POST',
    auth: 'admin',
    body: attempt,
  });
  return bookingResponseSchema.parse(answer).booking;
}

/** A successful contact may move the booking to contacted: the list and the counts follow. */
export function useRecordContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordContact,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey }),
        refreshWaitingWork(queryClient),
      ]),
  });
}
