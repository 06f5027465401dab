import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { placeImageRequest } from '../api/get-place-image';

type PictureSource = Pick<
  Itinerary,
  'headerImage' | 'topAttractions' | 'placesToVisit' | 'destinations' | 'toLocation'
>;

function placeImageReference(place: string, destination: string): string {
  return `/api/place-image?${new URLSearchParams({ place, destination }).toString()}`;
}

/**
 * One picture address per card, in order. Cards for the same destination often open with the
 * same sight; a card whose picture an earlier card already shows gets its first sight that no
 * earlier card shows, so the grid is not one photo four times.
 */
export function distinctCardPictures(cards: PictureSource[]): string[] {
  const used = new Set<string>();
  return cards.map((card) => {
    const request = placeImageRequest(card.headerImage, false);
    if (!request) return card.headerImage;
    const destination = request.destination || card.toLocation;
    const candidates = [
      request.place,
      ...card.topAttractions,
      ...card.placesToVisit,
      ...card.destinations,
    ].filter(Boolean);
    const place = candidates.find((name) => !used.has(name.toLowerCase()));
    if (!place) return card.headerImage;
    used.add(place.toLowerCase());
    return place === request.place ? card.headerImage : placeImageReference(place, destination);
  });
}
