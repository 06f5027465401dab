/**
 * The itinerary a visitor asked to see before signing in. It lives in this tab's session
 * storage, so it survives a reload of the page but not the end of the visit.
 */
export const PENDING_ITINERARY_KEY = 'ts_pending_itinerary';

export type PendingItinerary = {
  slug: string;
  /** The navigation state the itinerary page expects (the card's data, search details). */
  state?: unknown;
};

export function setPendingItinerary(itinerary: PendingItinerary): void {
  try {
    window.sessionStorage.setItem(PENDING_ITINERARY_KEY, JSON.stringify(itinerary));
  } catch {
    // Without storage the visitor only has to click the card again after signing in.
  }
}

export function peekPendingItinerary(): PendingItinerary | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(PENDING_ITINERARY_KEY) ?? 'null') as {
      slug?: unknown;
      state?: unknown;
    } | null;
    if (typeof value?.slug !== 'string' || value.slug === '') return null;
    return { slug: value.slug, ...(value.state === undefined ? {} : { state: value.state }) };
  } catch {
    return null;
  }
}

export function clearPendingItinerary(): void {
  try {
    window.sessionStorage.removeItem(PENDING_ITINERARY_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** The pending itinerary, removed from storage so it is followed only once. */
export function takePendingItinerary(): PendingItinerary | null {
  const itinerary = peekPendingItinerary();
  clearPendingItinerary();
  return itinerary;
}
