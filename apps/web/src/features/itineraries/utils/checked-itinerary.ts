import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { lazySchema } from '../../../lib/lazy-schema';

/**
 * The check of an itinerary handed over in navigation state (history keeps it across reloads).
 * Its schema loads on demand; a card that links to an itinerary starts loading it on hover or
 * focus, so the page it opens can show the card at once.
 */
export const itineraryCheck = lazySchema<Itinerary>(() =>
  import('@trip/shared/itineraries/schemas').then((module) => module.itinerarySchema),
);
