import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { onOtherInstanceChange, tellOtherInstances } from '../../lib/changes';

/**
 * How long a public catalogue answer may be reused. Edits clear it at once, on this instance
 * and (through Redis, lib/changes) on the others; if that word is lost, within this time.
 */
export const PUBLIC_CATALOGUE_TTL_MS = 5_000;

type Read = () => Promise<object>;

// One cache per database, so two apps in one process (tests, tools) never share answers.
const caches = new WeakMap<Db, LRUCache<string, object, Read>>();

function cacheFor(db: Db): LRUCache<string, object, Read> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, object, Read>({
      max: 500,
      ttl: PUBLIC_CATALOGUE_TTL_MS,
      // Concurrent misses for one key share a single database read.
      fetchMethod: (_key, _stale, { context }) => context(),
    });
    caches.set(db, cache);
    const created = cache;
    onOtherInstanceChange(db, 'packages', () => created.clear());
  }
  return cache;
}

/** A public catalogue read, served from memory while fresh. */
export async function readPublicCatalogue<T extends object>(
  db: Db,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  return (await cacheFor(db).fetch(key, { context: read })) as T;
}

/** After any change to packages: the next public read goes to the database. */
export function forgetPublicCatalogue(db: Db): void {
  caches.get(db)?.clear();
  tellOtherInstances(db, 'packages');
}
