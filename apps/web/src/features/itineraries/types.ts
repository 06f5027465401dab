import type { Itinerary } from '@trip/shared/itineraries/schemas';

/**
 * What a page hands the itinerary page when it opens one (the spec's navigation state): the
 * card's data, so the page shows at once, and the search it came from.
 */
export type ItineraryNavigationState = {
  itineraryData?: Itinerary;
  itineraryId?: string;
  from?: string;
  to?: string;
  travellers?: number;
  travelClass?: string;
  startDate?: string;
  endDate?: string;
  /** The card's picture, already found. */
  imageUrl?: string;
};
