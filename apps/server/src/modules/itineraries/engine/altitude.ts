import type { Destination } from '../knowledge/schema';

/**
 * A place where the first day is for getting used to the altitude: its notes tell travellers to
 * rest on arrival or to acclimatise (Leh, Spiti, Tawang).
 */
export function restsOnArrival(place: Destination): boolean {
  return place.notes.some((note) =>
    /\brest (?:for|on) (?:the )?(?:first|arrival)|acclimati[sz]/i.test(note),
  );
}
