/**
 * The one place a card's picture address is built, so the image service can change how
 * pictures are found without touching the planner.
 */
export function imageUrlFor(place: string, destination: string): string {
  const query = new URLSearchParams({ place, destination });
  return `/api/place-image?${query.toString()}`;
}
