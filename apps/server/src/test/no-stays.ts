import { STAY_TIERS, type Destination } from '../modules/itineraries/knowledge/schema';

/**
 * Runs `check` while `place` lists no stay in any tier and names none in `hotels`, as a
 * destination with no sourced rate does (decision 20), then gives it its own back. Every
 * destination has listed a priced stay since Guruvayur's first (Hare Krishna Inn, stays-7
 * session), so what the app does with an unpriced place is checked on one made so for the test.
 */
export async function withNoStays<T>(place: Destination, check: () => T | Promise<T>): Promise<T> {
  const { stays, hotels } = place;
  place.stays = Object.fromEntries(
    STAY_TIERS.map((tier) => [tier, []]),
  ) as unknown as Destination['stays'];
  place.hotels = {};
  try {
    return await check();
  } finally {
    place.stays = stays;
    place.hotels = hotels;
  }
}
