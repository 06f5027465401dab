import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type GalleryNames = {
  destinations: string[];
  placesToVisit: string[];
  highlights: string[];
  aiSearchTerms: string[];
};

/** Pictures for an itinerary's places (each list sent as JSON text, as the API asks). */
export async function getDestinationGallery(
  names: GalleryNames,
  signal?: AbortSignal,
): Promise<string[]> {
  const query = new URLSearchParams({
    destinations: JSON.stringify(names.destinations),
    placesToVisit: JSON.stringify(names.placesToVisit),
    highlights: JSON.stringify(names.highlights),
    aiSearchTerms: JSON.stringify(names.aiSearchTerms),
  });
  const [answer, { destinationGalleryResponseSchema }] = await Promise.all([
    apiFetch(`/api/destination-gallery?${query.toString()}`, { signal }),
    import('@trip/shared/media/schemas'),
  ]);
  return destinationGalleryResponseSchema.parse(answer).images.map((image) => image.url);
}

export function useDestinationGallery(names: GalleryNames, options: { enabled: boolean }) {
  return useQuery({
    queryKey: ['media', 'destination-gallery', names] as const,
    queryFn: ({ signal }) => getDestinationGallery(names, signal),
    enabled: options.enabled,
    staleTime: Infinity,
    retry: false,
  });
}
