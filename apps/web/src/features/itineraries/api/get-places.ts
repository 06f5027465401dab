import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { placesResponseSchema, type PlaceSuggestion } from '@trip/shared/itineraries/schemas';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';

/** Typing pauses this long before the server is asked. */
export const PLACES_DEBOUNCE_MS = 250;

export async function getPlaces(q: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const answer = await apiFetch(`/api/places?${new URLSearchParams({ q }).toString()}`, {
    signal,
  });
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
 * while the next is on its way, and none are given for an empty field.
 */
export function usePlaceSuggestions(text: string): PlaceSuggestion[] {
  const q = useDebounced(text.trim(), PLACES_DEBOUNCE_MS);
  const { data } = useQuery({
    queryKey: ['places', q.toLowerCase()],
    queryFn: ({ signal }) => getPlaces(q, signal),
    enabled: q !== '',
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return q === '' ? [] : (data ?? []);
}
