import { DEFAULT_TRAVEL_IMAGE } from '../api/get-place-image';

/** The gallery always shows at least this many pictures, the default one filling in. */
export const GALLERY_MIN_SHOWN = 2;

function isDefaultImage(url: string): boolean {
  return url === DEFAULT_TRAVEL_IMAGE;
}

/** The spec's rule: ask for pictures when the itinerary has fewer than 3, or only defaults. */
export function needsGalleryPictures(own: string[]): boolean {
  return own.length < 3 || own.every(isDefaultImage);
}

/** The itinerary's own pictures, then the found ones, each once, topped up to two. */
export function galleryPictures(own: string[], found: string[]): string[] {
  const pictures = [...new Set([...own, ...found].filter((url) => url && !isDefaultImage(url)))];
  while (pictures.length < GALLERY_MIN_SHOWN) pictures.push(DEFAULT_TRAVEL_IMAGE);
  return pictures;
}
