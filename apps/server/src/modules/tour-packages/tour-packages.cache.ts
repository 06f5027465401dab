import type { Db } from '../../db/client';
import { forgetPublicCache, readPublicCache } from '../../lib/public-cache';

/** A public catalogue read, served from memory while fresh (lib/public-cache). */
export function readPublicCatalogue<T extends object>(
  db: Db,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  return readPublicCache(db, 'packages', key, read);
}

/** After any change to packages: the next public read goes to the database. */
export function forgetPublicCatalogue(db: Db): void {
  forgetPublicCache(db, 'packages');
}
