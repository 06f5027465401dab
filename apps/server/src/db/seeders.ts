import { settingsSeeder } from '../modules/settings/settings.service';
import { tourPackagesSeeder } from '../modules/tour-packages/tour-packages.seed';
import { itinerariesSeeder } from '../modules/itineraries/itineraries.seed';
import { blogSeeder } from '../modules/blog/blog.seed';
import type { Seeder } from './seed';

/** Every module's demo content, in the order it must load. Modules add theirs here. */
export const seeders: readonly Seeder[] = [
  settingsSeeder,
  tourPackagesSeeder,
  itinerariesSeeder,
  blogSeeder,
];
