import { useMutation } from '@tanstack/react-query';
import {
  bookingCreatedResponseSchema,
  type BookingCreatedResponse,
  type BookingRequest,
} from '@trip/shared/bookings/schemas';
import { apiFetch, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

export type CreateBookingInput = {
  request: BookingRequest;
  /** The same key for every try of one submission, so a retry never books twice. */
  idempotencyKey: string;
};

export async function createBooking({
  request,
  idempotencyKey,
}: CreateBookingInput): Promise<BookingCreatedResponse> {
  const answer = await apiFetch('/api/packages/book', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return bookingCreatedResponseSchema.parse(answer);
}

export function isNetworkFailure(error: unknown): boolean {
  return error instanceof Error && error.message === NETWORK_ERROR_MESSAGE;
}

/** Retries a request that got no answer: the same key makes that safe. */
const NETWORK_RETRIES = 2;
const RETRY_DELAY_MS = 1000;

export function useCreateBooking() {
  return useMutation({
    mutationFn: createBooking,
    retry: (failureCount, error) => failureCount < NETWORK_RETRIES && isNetworkFailure(error),
    retryDelay: RETRY_DELAY_MS,
  });
}

/** A fresh key; crypto.randomUUID exists only on secure pages, so there is a fallback. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
