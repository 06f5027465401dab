import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';

/** Shown whenever a picture cannot be found or fails to load. */
export const DEFAULT_TRAVEL_IMAGE = '/images/default-travel.svg';

/** Screens that get the smaller pictures. */
export const MOBILE_IMAGE_QUERY = '(max-width: 768px)';

const PLACE_IMAGE_PATH = '/api/place-image';

export type PlaceImageRequest = { place: string; destination: string; mobile: boolean };

/**
 * Itineraries name their pictures as GET /api/place-image addresses, which answer with the
 * picture's URL rather than the picture; this reads one back into its question. Any other
 * address is a picture already.
 */
export function placeImageRequest(reference: string, mobile: boolean): PlaceImageRequest | null {
  if (!reference.startsWith(PLACE_IMAGE_PATH)) return null;
  const query = new URLSearchParams(reference.slice(reference.indexOf('?') + 1));
  const place = query.get('place') ?? '';
  const destination = query.get('destination') ?? '';
  return place || destination ? { place, destination, mobile } : null;
}

export async function getPlaceImage(
  request: PlaceImageRequest,
  signal?: AbortSignal,
): Promise<string> {
  const query = new URLSearchParams({
    place: request.place,
    destination: request.destination,
    ...(request.mobile ? { mobile: 'true' } : {}),
  });
  const [answer, { placeImageResponseSchema }] = await Promise.all([
    apiFetch(`${PLACE_IMAGE_PATH}?${query.toString()}`, { signal }),
    import('@trip/shared/media/schemas'),
  ]);
  return placeImageResponseSchema.parse(answer).imageUrl;
}

export function placeImageQueryOptions(request: PlaceImageRequest) {
  return {
    queryKey: ['media', 'place-image', request.place, request.destination, request.mobile],
    queryFn: ({ signal }: { signal: AbortSignal }) => getPlaceImage(request, signal),
    staleTime: Infinity,
    retry: false,
  } as const;
}

/**
 * The picture for an itinerary's image address: asked for after `delayMs` (cards stagger
 * their requests), the default travel picture when it cannot be found. Undefined while waiting.
 */
export function usePlaceImage(
  reference: string | undefined,
  options: { mobile: boolean; delayMs?: number },
): string | undefined {
  const delayMs = options.delayMs ?? 0;
  const request = reference ? placeImageRequest(reference, options.mobile) : null;
  const [ready, setReady] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = window.setTimeout(() => setReady(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  const { data, isError } = useQuery({
    ...placeImageQueryOptions(request ?? { place: '', destination: '', mobile: false }),
    enabled: request !== null && ready,
  });
  if (!reference) return DEFAULT_TRAVEL_IMAGE;
  if (!request) return reference;
  if (isError) return DEFAULT_TRAVEL_IMAGE;
  return data;
}

/** A picture at two sizes: the smaller one for phones (`MOBILE_IMAGE_QUERY`), when it differs. */
export type PlacePicture = { src: string; mobileSrc?: string };

/**
 * The picture for an itinerary's image address at both sizes, so that a page rendered without
 * knowing the screen (on the server) can name both and let the browser choose. Undefined while
 * either is on its way.
 */
export function usePlacePicture(reference: string | undefined): PlacePicture | undefined {
  const small = usePlaceImage(reference, { mobile: true });
  const large = usePlaceImage(reference, { mobile: false });
  if (small === undefined || large === undefined) return undefined;
  return small === large ? { src: large } : { src: large, mobileSrc: small };
}
