import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { shareChangesThrough } from './changes';
import { forgetPublicCache, readPublicCache } from './public-cache';

// The cache keys on the database handle only; any object stands for one here.
const handle = () => ({}) as unknown as Db;

/** A read that counts how often it ran. */
function counter() {
  let reads = 0;
  return {
    read: async () => ({ reads: ++reads }),
    get reads() {
      return reads;
    },
  };
}

describe('public answers in memory', () => {
  it('reuse an answer until its topic changes, and only its topic', async () => {
    const db = handle();
    const blog = counter();
    const packages = counter();
    await readPublicCache(db, 'blog', 'list', blog.read);
    await readPublicCache(db, 'blog', 'list', blog.read);
    await readPublicCache(db, 'packages', 'list', packages.read);
    expect([blog.reads, packages.reads]).toEqual([1, 1]);

    forgetPublicCache(db, 'blog');
    await readPublicCache(db, 'blog', 'list', blog.read);
    await readPublicCache(db, 'packages', 'list', packages.read);
    expect([blog.reads, packages.reads]).toEqual([2, 1]);
  });

  it('share one read among requests that miss together', async () => {
    const db = handle();
    const once = counter();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => readPublicCache(db, 'itineraries', 'popular', once.read)),
    );
    expect(once.reads).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
// The change channel logs only when Redis fails; this test has nothing to say then.
const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger;
if (!redisUrl) {
  console.warn('SKIPPED public-cache Redis test: TEST_REDIS_URL is not set.');
}

describe.skipIf(!redisUrl)('public answers on two instances (TEST_REDIS_URL)', () => {
  const connections: Redis[] = [];
  const stops: Array<() => void> = [];
  afterAll(() => {
    for (const stop of stops) stop();
    for (const connection of connections) connection.disconnect();
  });

  it('a write on one instance clears that topic on the other', async () => {
    const [one, other] = [handle(), handle()];
    for (const db of [one, other]) {
      const redis = new Redis(redisUrl!);
      connections.push(redis);
      stops.push(shareChangesThrough(db, redis, quiet));
    }
    const blog = counter();
    const packages = counter();
    await readPublicCache(other, 'blog', 'list', blog.read);
    await readPublicCache(other, 'packages', 'list', packages.read);
    // Both subscriptions must be live before the word goes out.
    await new Promise((resolve) => setTimeout(resolve, 200));

    forgetPublicCache(one, 'blog');
    await expect
      .poll(async () => (await readPublicCache(other, 'blog', 'list', blog.read), blog.reads))
      .toBe(2);
    await readPublicCache(other, 'packages', 'list', packages.read);
    expect(packages.reads).toBe(1);
  });
});
