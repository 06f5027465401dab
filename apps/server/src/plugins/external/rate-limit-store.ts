import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// @fastify/rate-limit's own stores, taken as they are: Redis for many instances, process
// memory for one. The package ships no types for them, so their shape is written here.
type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counted | null) => void;
type RouteOptions = Record<string, unknown>;
type Store = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
};

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

/** Keys the memory fallback keeps at most (the least recently seen go first). */
const LOCAL_KEYS = 5000;

/**
 * A rate-limit store that counts in Redis while Redis answers and in process memory while it
 * does not, so a limit never switches off (the plugin's own `skipOnError` would let every
 * request through). Each instance then limits on its own until Redis is back; counting
 * returns to Redis with the next request after it reconnects.
 */
export function redisWithMemoryFallback(
  redis: Redis,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  const pick = (shared: Store, local: Store): Store => ({
    incr(key, callback, timeWindow, max) {
      if (redis.status !== 'ready') return local.incr(key, callback, timeWindow, max);
      shared.incr(
        key,
        (error, result) =>
          error ? local.incr(key, callback, timeWindow, max) : callback(null, result),
        timeWindow,
        max,
      );
    },
    read(key, callback, timeWindow, max) {
      const from = redis.status === 'ready' && shared.read ? shared : local;
      from.read?.(key, callback, timeWindow, max);
    },
    child: (routeOptions) => pick(shared.child(routeOptions), local.child(routeOptions)),
  });

  return class FallbackStore {
    constructor(params: FastifyRateLimitOptions) {
      // The plugin passes its global settings; these two are among them.
      const flags = params as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      const continueExceeding = flags.continueExceeding ?? false;
      const exponentialBackoff = flags.exponentialBackoff ?? false;
      return pick(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff, LOCAL_KEYS),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
