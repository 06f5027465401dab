import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type Store = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: StoreOptions): Store;
};
type StoreOptions = { continueExceeding: boolean; exponentialBackoff: boolean; cache?: number };
type StoreClass = new (...args: never[]) => Store;

// @fastify/rate-limit's own stores (not in its typings): the Redis one and the in-memory one.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

/** Whether the last rate-limit call reached Redis; /api/health reports it. */
export type RedisState = { up: boolean };

/**
 * A rate-limit store that counts in Redis and, for any call Redis fails, in process memory:
 * limits never switch off. The next call that Redis answers goes back to it.
 */
export function fallbackStore(redis: Redis, nameSpace: string, state: RedisState): StoreClass {
  const pair = (primary: Store, local: Store): Store => {
    const run =
      (method: 'incr' | 'read') =>
      (key: string, callback: Callback, timeWindow: number, max: number) => {
        const primaryMethod = primary[method];
        if (!primaryMethod) return local[method]?.(key, callback, timeWindow, max);
        primaryMethod.call(
          primary,
          key,
          (error, result) => {
            state.up = !error;
            if (error) local[method]!(key, callback, timeWindow, max);
            else callback(null, result);
          },
          timeWindow,
          max,
        );
      };
    return {
      incr: run('incr'),
      read: run('read'),
      child: (routeOptions) => pair(primary.child(routeOptions), local.child(routeOptions)),
    };
  };
  return class {
    constructor(options: StoreOptions) {
      const { continueExceeding, exponentialBackoff } = options;
      return pair(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff, options.cache),
      );
    }
  } as unknown as StoreClass;
}
