import { ART_MOBILE_SIZE, ART_SIZE } from '@trip/shared/media/constants';
import type { PackageImage } from '@trip/shared/tour-packages/schemas';
import { parseEnv } from '../../config/env';
import type { Seeder } from '../../db/seed';
import { createMediaService } from '../media/media.service';
import { demoPackages } from './tour-packages.catalogue';
import { seedPackage } from './tour-packages.service';

/**
 * Loads the demo catalogue, matching packages by slug, so running it again changes nothing.
 * Pictures are always generated destination art (never a photo API, even when one is set up),
 * so the catalogue looks the same on every install, offline too; the art is drawn on first view.
 */
export const tourPackagesSeeder: Seeder = {
  name: 'tour-packages',
  async run(db) {
    const media = createMediaService(parseEnv({}));
    const newest = Date.now();
    for (const [index, { imagePlaces, views, ratingCount, ...fields }] of demoPackages.entries()) {
      const destination = String(fields.travelDetails?.toLocation ?? '');
      const images: PackageImage[] = [];
      for (const place of imagePlaces) {
        const [small, large] = await Promise.all([
          media.findPlaceImage(place, destination, true),
          media.findPlaceImage(place, destination, false),
        ]);
        images.push({
          url: large,
          caption: place,
          isFeatured: images.length === 0,
          srcset: [
            { url: small, width: ART_MOBILE_SIZE.width },
            { url: large, width: ART_SIZE.width },
          ],
        });
      }
      await seedPackage(db, {
        fields,
        images,
        views,
        ratingCount,
        // A minute apart, in catalogue order, so "newest first" lists them as written.
        createdAt: new Date(newest - index * 60_000),
      });
    }
  },
};
