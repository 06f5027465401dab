import { useQuery } from '@tanstack/react-query';
import type { ItineraryDetails } from '@trip/shared/itineraries/schemas';
import { isSessionExpiredError } from '../../../lib/api-client';
import { generateItineraryDetails } from '../api/generate-itinerary-details';
import { getItineraryDetails } from '../api/get-itinerary-details';
import { withDetailsRetries } from '../utils/details-retry';

/**
 * The stored day-wise plan, else one made now. `checkStored` is false when the page's own
 * answer already said there is none stored.
 */
export async function loadOrGenerateDetails(
  id: string,
  options: { checkStored: boolean; signal?: AbortSignal },
): Promise<ItineraryDetails> {
  const { signal } = options;
  if (options.checkStored) {
    const stored = await getItineraryDetails(id, signal).catch((error: unknown) => {
      if (signal?.aborted || isSessionExpiredError(error)) throw error;
      // The generation call answers stored details too, so a failed check is not the end.
      return null;
    });
    if (stored) return stored;
  }
  const generated = await withDetailsRetries(() => generateItineraryDetails(id, signal), {
    signal,
  });
  return generated.details;
}

/**
 * Tried once per visit of the page: a failure stays on screen until "Retry Generation" asks
 * again (refetch).
 */
export function useItineraryDetails(
  id: string | undefined,
  options: { enabled: boolean; checkStored: boolean },
) {
  const { checkStored } = options;
  return useQuery({
    queryKey: ['itineraries', 'details', id],
    queryFn: ({ signal }) => loadOrGenerateDetails(id!, { checkStored, signal }),
    enabled: options.enabled && Boolean(id),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
