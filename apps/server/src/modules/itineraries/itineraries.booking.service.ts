import type { Db } from '../../db/client';
import { findItineraryById } from './itineraries.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a booking request needs from a stored itinerary: the server's own title and price. */
export type BookableItinerary = {
  id: string;
  slug: string;
  title: string;
  /** Per person, in whole rupees. */
  price: number;
};

/**
 * The stored itinerary a booking request names, read without counting a page view. Only ids
 * are looked up: the repository has no slug read that leaves the view count alone.
 */
export async function findItineraryForBooking(
  db: Db,
  idOrSlug: string,
): Promise<BookableItinerary | undefined> {
  if (!UUID.test(idOrSlug)) return undefined;
  const row = await findItineraryById(db, idOrSlug);
  if (!row) return undefined;
  return { id: row.id, slug: row.slug, title: row.title, price: row.data.pricePP };
}
