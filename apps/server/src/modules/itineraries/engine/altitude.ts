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

/**
 * The hours a place's notes ask a traveller who flew in to rest, where they give them ("rest for
 * the first 36–48 hours after flying in", Leh): the least of the span. None where they do not.
 */
export function restHoursAfterFlying(place: Destination): number {
  for (const note of place.notes) {
    const said = /\brest for the first (\d+)(?:\s*[–-]\s*\d+)? hours after flying in/i.exec(note);
    if (said) return Number(said[1]);
  }
  return 0;
}
