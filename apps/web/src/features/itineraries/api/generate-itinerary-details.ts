import type { Itinerary, ItineraryDetails } from '@trip/shared/itineraries/schemas';
import { DETAILS_GENERATE_TIMEOUT_MS } from '@trip/shared/itineraries/page-messages';
import { apiFetch } from '../../../lib/api-client';
import { withTimeout } from '../utils/timeout';

/** Makes (once; later calls get the same) the day-wise plan of an itinerary. */
export async function generateItineraryDetails(
  id: string,
  signal?: AbortSignal,
): Promise<{ details: ItineraryDetails; itinerary: Itinerary }> {
  const [answer, { generatedDetailsResponseSchema }] = await Promise.all([
    withTimeout(DETAILS_GENERATE_TIMEOUT_MS, signal, (timed) =>
      apiFetch(`/api/itineraries/${encodeURIComponent(id)}/details`, {
        method: 'POST',
        auth: 'user',
        signal: timed,
      }),
    ),
    import('@trip/shared/itineraries/schemas'),
  ]);
  return generatedDetailsResponseSchema.parse(answer);
}
