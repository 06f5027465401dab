import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { lazySchema } from '../../../lib/lazy-schema';

/**
 * The check of a package handed over in navigation state (history keeps it across reloads).
 * Its schema loads on demand; a package card starts loading it on hover or focus, so the page
 * it opens can show the package at once.
 */
export const packageCheck = lazySchema<TourPackage>(() =>
  import('@trip/shared/tour-packages/schemas').then((module) => module.packageSchema),
);
