import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Itinerary, ItineraryDetails } from '@trip/shared/itineraries/schemas';
import { apiFetch } from '../../../lib/api-client';

export type ItineraryPage = { itinerary: Itinerary; details?: ItineraryDetails };

/** An itinerary by its slug; the day-wise plan comes with it for a signed-in traveller. */
export async function getItineraryBySlug(
  slug: string,
  signal?: AbortSignal,
): Promise<ItineraryPage> {
  const [answer, { itineraryBySlugResponseSchema }] = await Promise.all([
    apiFetch(`/api/itineraries/slug/${encodeURIComponent(slug)}`, {
      auth: 'user',
      signal,
    }),
    import('@trip/shared/itineraries/schemas'),
  ]);
  return itineraryBySlugResponseSchema.parse(answer);
}

/**
 * The answer differs for a signed-in traveller (it carries the stored day-wise plan), so each
 * has its own entry; the other one stays on screen while the new one loads.
 */
export function itineraryBySlugQueryOptions(slug: string, options: { signedIn: boolean }) {
  return queryOptions({
    queryKey: ['itineraries', 'slug', slug, options.signedIn] as const,
    queryFn: ({ signal }) => getItineraryBySlug(slug, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}

export function useItineraryBySlug(slug: string, options: { signedIn: boolean }) {
  return useQuery(itineraryBySlugQueryOptions(slug, options));
}
