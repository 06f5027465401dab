import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookingStatus } from '@trip/shared/bookings/constants';
import { bookingListResponseSchema, type BookingListResponse } from '@trip/shared/bookings/schemas';
import { apiFetch } from '../../../lib/api-client';

/** Every admin booking query (list pages and stats) starts with this key. */
export const adminBookingsQueryKey = ['admin', 'bookings'] as const;

export type AdminBookingsParams = {
  /** 1-based, as the server counts. */
  page: number;
  limit: number;
  search: string;
  status: BookingStatus | 'all';
};

/** Newest requests first, as the spec sorts them. */
export function bookingsQueryString({ page, limit, search, status }: AdminBookingsParams): string {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(limit),
    sortBy: 'createdAt',
    sortOrder: 'desc',
  });
  const text = search.trim();
  if (text) query.set('search', text);
  if (status !== 'all') query.set('status', status);
  return query.toString();
}

export async function getAdminBookings(
  params: AdminBookingsParams,
  signal?: AbortSignal,
): Promise<BookingListResponse> {
  const answer = await apiFetch(`/api/bookings/admin?${bookingsQueryString(params)}`, {
    auth: 'admin',
    signal,
  });
  return bookingListResponseSchema.parse(answer);
}

export function useAdminBookings(params: AdminBookingsParams) {
  return useQuery({
    queryKey: [...adminBookingsQueryKey, 'list', params],
    queryFn: ({ signal }) => getAdminBookings(params, signal),
    // The table keeps its rows while the next page loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
