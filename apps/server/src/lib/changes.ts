import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';

/**
 * What one instance tells the others after a write that their memory caches hold: the
 * settings, the public catalogue. With Redis configured the word goes out on a pub/sub
 * channel and every other instance drops its copy at once; without Redis there is one
 * instance, and if Redis is down the caches' short lifetimes bound how stale they get.
 */
export type ChangeTopic = 'settings' | 'packages' | 'blog' | 'itineraries';

const CHANNEL = 'tripsutra:changes';

type Bus = {
  /** Run when another instance reports a change. */
  listeners: Map<ChangeTopic, Set<() => void>>;
  /** Run after a change on this instance too. */
  local: Map<ChangeTopic, Set<() => void>>;
  publish: ((topic: ChangeTopic) => void) | undefined;
};

// One bus per database handle, like the caches it serves: two apps in one process (tests)
// each hear only the other instances of their own database.
const buses = new WeakMap<Db, Bus>();

function busFor(db: Db): Bus {
  let bus = buses.get(db);
  if (!bus) {
    bus = { listeners: new Map(), local: new Map(), publish: undefined };
    buses.set(db, bus);
  }
  return bus;
}

function addListener(
  listeners: Map<ChangeTopic, Set<() => void>>,
  topic: ChangeTopic,
  listener: () => void,
): void {
  let set = listeners.get(topic);
  if (!set) listeners.set(topic, (set = new Set()));
  set.add(listener);
}

/** Runs `listener` whenever another instance reports a change of `topic`. */
export function onOtherInstanceChange(db: Db, topic: ChangeTopic, listener: () => void): void {
  addListener(busFor(db).listeners, topic, listener);
}

/**
 * Runs `listener` after every change of `topic`, on this instance or another: for what is
 * built from several caches (a rendered page), which must drop its copy once any of them has.
 */
export function onAnyChange(db: Db, topic: ChangeTopic, listener: () => void): void {
  const bus = busFor(db);
  addListener(bus.listeners, topic, listener);
  addListener(bus.local, topic, listener);
}

/**
 * After a write, once this instance's own cache of `topic` is dropped: the other instances drop
 * theirs, and whatever was built from it here is dropped too.
 */
export function tellOtherInstances(db: Db, topic: ChangeTopic): void {
  const bus = busFor(db);
  for (const listener of bus.local.get(topic) ?? []) listener();
  bus.publish?.(topic);
}

const topics: ReadonlySet<string> = new Set<ChangeTopic>([
  'settings',
  'packages',
  'blog',
  'itineraries',
]);

/**
 * Connects this instance's bus to Redis: publishes its own changes and listens for the
 * others'. Returns the function that disconnects it (on shutdown).
 */
export function shareChangesThrough(db: Db, redis: Redis, log: FastifyBaseLogger): () => void {
  const bus = busFor(db);
  const self = randomUUID();
  // A subscribed connection can do nothing else, so it is a second one. It queues the
  // subscription until Redis answers and subscribes again after every reconnect.
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on('error', (error: Error) =>
    log.warn({ err: error.message }, 'redis change channel unavailable'),
  );
  subscriber.on('message', (_channel: string, message: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (typeof parsed !== 'object' || parsed === null) return;
    const { from, topic } = parsed as { from?: unknown; topic?: unknown };
    if (from === self || typeof topic !== 'string' || !topics.has(topic)) return;
    for (const listener of bus.listeners.get(topic as ChangeTopic) ?? []) listener();
  });
  subscriber.subscribe(CHANNEL).catch((error: unknown) => {
    log.warn({ err: (error as Error).message }, 'redis change channel: subscribe failed');
  });
  bus.publish = (topic) => {
    redis.publish(CHANNEL, JSON.stringify({ from: self, topic })).catch((error: unknown) => {
      log.warn({ err: (error as Error).message, topic }, 'redis change channel: publish failed');
    });
  };
  return () => {
    bus.publish = undefined;
    subscriber.disconnect();
  };
}
