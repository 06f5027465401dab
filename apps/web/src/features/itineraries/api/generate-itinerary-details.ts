import {
  generatedDetailsResponseSchema,
  type Itinerary,
  type ItineraryDetails,
} from '@trip/shared/itineraries/schemas';
import { DETAILS_GENERATE_TIMEOUT_MS } from '@trip/shared/itineraries/page-messages';
import { apiFetch } from '../../../lib/api-client';
import { withTimeout } from '../utils/timeout';

/** Makes (once; later calls get the same) the day-wise plan of an itinerary. */
export async function generateItineraryDetails(
  id: string,
  signal?: AbortSignal,
): Promise<{ details: ItineraryDetails; itinerary: Itinerary }> {
  const answer = await withTimeout(DETAILS_GENERATE_TIMEOUT_MS, signal, (timed) =>
    apiFetch(`/api/itineraries/${encodeURIComponent(id)}/details`, {
      method: 'POST',
      auth: 'user',
      signal: timed,
    }),
  );
  return generatedDetailsResponseSchema.parse(answer);
}
