import { queryOptions, useQuery } from '@tanstack/react-query';
import { popularItinerariesResponseSchema, type Itinerary } from '@trip/shared/itineraries/schemas';
import { apiFetch } from '../../../lib/api-client';

export async function getPopularItineraries(signal?: AbortSignal): Promise<Itinerary[]> {
  const answer = await apiFetch('/api/itineraries/popular', { signal });
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
