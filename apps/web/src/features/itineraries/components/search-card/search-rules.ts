import { itineraryMessages } from '@trip/shared/itineraries/constants';

export type PlaceError = { field: 'from' | 'to'; message: string };

/**
 * The search card's checks, in the spec's order, first failure only: a departure, then a
 * destination, then two different places. Places are compared as the server compares them,
 * trimmed and regardless of case.
 */
export function firstPlaceError(from: string, to: string): PlaceError | undefined {
  const origin = from.trim();
  const destination = to.trim();
  if (origin === '') return { field: 'from', message: itineraryMessages.fromRequired };
  if (destination === '') return { field: 'to', message: itineraryMessages.toRequired };
  if (origin.toLowerCase() === destination.toLowerCase()) {
    return { field: 'to', message: itineraryMessages.samePlace };
  }
  return undefined;
}
