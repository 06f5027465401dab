import { pino } from 'pino';
import { DEFAULT_PRICE_RANGE } from '@trip/shared/itineraries/constants';
import { addDays, todayInIndia } from '@trip/shared/itineraries/trip-dates';
import type { Seeder } from '../../db/seed';
import {
  createItineraryDeps,
  findPopular,
  generateDetails,
  prepareSearch,
  runSearch,
} from './itineraries.service';

/** The home page's sample routes, so a new install has popular itineraries to show. */
const SAMPLE_ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['Mumbai', 'Goa'],
  ['Delhi', 'Manali'],
  ['Bangalore', 'Jaipur'],
  ['Chennai', 'Kerala'],
  ['Hyderabad', 'Udaipur'],
  ['Pune', 'Shimla'],
  ['Kolkata', 'Darjeeling'],
  ['Ahmedabad', 'Rishikesh'],
];

/**
 * Plans each sample route (a month from the day of seeding, five days, one traveller) and
 * writes the day-wise plan of its first card. It runs only while no itinerary has details,
 * so running it again changes nothing.
 */
export const itinerariesSeeder: Seeder = {
  name: 'itineraries',
  async run(db) {
    const deps = createItineraryDeps(db, pino({ level: 'silent' }));
    if ((await findPopular(deps)).length > 0) return;
    const departureDate = addDays(todayInIndia(), 30);
    for (const [from, to] of SAMPLE_ROUTES) {
      const search = {
        from,
        to,
        departureDate,
        returnDate: addDays(departureDate, 4),
        travellers: 1,
        travelClass: 'Economy' as const,
        priceRange: [DEFAULT_PRICE_RANGE[0], DEFAULT_PRICE_RANGE[1]] as [number, number],
        page: 1,
      };
      const { itineraries } = await runSearch(deps, prepareSearch(deps, search));
      if (itineraries[0]) await generateDetails(deps, itineraries[0]._id);
    }
  },
};
