import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { apiFetch } from '../../../lib/api-client';

export async function getPopularItineraries(signal?: AbortSignal): Promise<Itinerary[]> {
  const [answer, { popularItinerariesResponseSchema }] = await Promise.all([
    apiFetch('/api/itineraries/popular', { signal }),
    import('@trip/shared/itineraries/schemas'),
  ]);
  return popularItinerariesResponseSchema.parse(answer).popularItineraries;
}

export const popularItinerariesQueryOptions = queryOptions({
  queryKey: ['itineraries', 'popular'],
  queryFn: ({ signal }) => getPopularItineraries(signal),
  staleTime: 5 * 60_000,
});

export function usePopularItineraries() {
  return useQuery(popularItinerariesQueryOptions);
}
