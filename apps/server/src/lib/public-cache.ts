import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { onOtherInstanceChange, tellOtherInstances, type ChangeTopic } from './changes';

/**
 * How long a public answer may be reused. Writes clear it at once, on this instance and
 * (through Redis, lib/changes) on the others; if that word is lost, within this time. Counters
 * shown in public answers (views, shares) may lag by as much.
 */
export const PUBLIC_CACHE_TTL_MS = 5_000;

/** The topics whose public answers are kept: each is cleared by writes to what it shows. */
export type PublicTopic = Extract<ChangeTopic, 'packages' | 'blog' | 'itineraries'>;

type Read = () => Promise<object>;

// One cache per database and topic, so two apps in one process (tests, tools) never share
// answers, and a new post does not throw away the package pages.
const caches = new WeakMap<Db, Map<PublicTopic, LRUCache<string, object, Read>>>();

function cacheFor(db: Db, topic: PublicTopic): LRUCache<string, object, Read> {
  let byTopic = caches.get(db);
  if (!byTopic) caches.set(db, (byTopic = new Map()));
  let cache = byTopic.get(topic);
  if (!cache) {
    const created = new LRUCache<string, object, Read>({
      max: 500,
      ttl: PUBLIC_CACHE_TTL_MS,
      // Concurrent misses for one key share a single database read.
      fetchMethod: (_key, _stale, { context }) => context(),
    });
    byTopic.set(topic, created);
    onOtherInstanceChange(db, topic, () => created.clear());
    cache = created;
  }
  return cache;
}

/** A public read, served from memory while fresh. */
export async function readPublicCache<T extends object>(
  db: Db,
  topic: PublicTopic,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  return (await cacheFor(db, topic).fetch(key, { context: read })) as T;
}

/** After a write to `topic`: the next public read goes to the database, on every instance. */
export function forgetPublicCache(db: Db, topic: PublicTopic): void {
  caches.get(db)?.get(topic)?.clear();
  tellOtherInstances(db, topic);
}
