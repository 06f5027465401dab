import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlaceFieldName, PlaceSuggestion } from '@trip/shared/itineraries/schemas';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';

/** Typing pauses this long before the server is asked. */
export const PLACES_DEBOUNCE_MS = 250;

export async function getPlaces(
  q: string,
  field: PlaceFieldName,
  signal?: AbortSignal,
): Promise<PlaceSuggestion[]> {
  const query = new URLSearchParams({ q, field }).toString();
  const [answer, { placesResponseSchema }] = await Promise.all([
    apiFetch(`/api/places?${query}`, { signal }),
    import('@trip/shared/itineraries/schemas'),
  ]);
  return placesResponseSchema.parse(answer).places;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The server's suggestions for what is typed, asked once typing pauses; the last answer stays
 * while the next is on its way, and none are given for an empty field. The From field's list
 * also holds the towns trips start from.
 */
export function usePlaceSuggestions(text: string, field: PlaceFieldName): PlaceSuggestion[] {
  const q = useDebounced(text.trim(), PLACES_DEBOUNCE_MS);
  const { data } = useQuery({
    queryKey: ['places', field, q.toLowerCase()],
    queryFn: ({ signal }) => getPlaces(q, field, signal),
    enabled: q !== '',
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return q === '' ? [] : (data ?? []);
}
