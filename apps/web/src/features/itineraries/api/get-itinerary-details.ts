import type { ItineraryDetails } from '@trip/shared/itineraries/schemas';
import { DETAILS_FETCH_TIMEOUT_MS } from '@trip/shared/itineraries/page-messages';
import { isAppError } from '@trip/shared/errors/app-error';
import { apiFetch } from '../../../lib/api-client';
import { withTimeout } from '../utils/timeout';

/** The stored day-wise plan of an itinerary, or null when none has been made yet. */
export async function getItineraryDetails(
  id: string,
  signal?: AbortSignal,
): Promise<ItineraryDetails | null> {
  try {
    const [answer, { detailsResponseSchema }] = await Promise.all([
      withTimeout(DETAILS_FETCH_TIMEOUT_MS, signal, (timed) =>
        apiFetch(`/api/itineraries/${encodeURIComponent(id)}/details`, {
          auth: 'user',
          signal: timed,
        }),
      ),
      import('@trip/shared/itineraries/schemas'),
    ]);
    return detailsResponseSchema.parse(answer).details;
  } catch (error) {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  }
}
