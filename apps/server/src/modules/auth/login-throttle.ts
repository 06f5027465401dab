import { createHmac } from 'node:crypto';
import { AppError } from '@trip/shared/errors/app-error';
import { tooManyLoginAttemptsMessage } from '@trip/shared/auth/constants';

export type ThrottlePolicy = {
  /** Failures allowed before the key locks. */
  maxFailures: number;
  /** Failures are forgotten after this long without a new one (or after a lock ends). */
  windowMs: number;
  /** The first lock; each further failure doubles it, up to maxLockMs. */
  baseLockMs: number;
  maxLockMs: number;
};

const MINUTE = 60_000;

/**
 * Per account and address together: a guesser gets 5 tries, then waits 1, 2, 4, 8, 15, 15…
 * minutes between tries. The lock holds only for that address, so a stranger cannot lock
 * the owner out: from any other address the right password still gets in.
 */
export const PAIR_THROTTLE: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  baseLockMs: MINUTE,
  maxLockMs: 15 * MINUTE,
};

/** Per address: enough for a household or an office behind one address to mistype. */
export const ADDRESS_THROTTLE: ThrottlePolicy = {
  maxFailures: 20,
  windowMs: 15 * MINUTE,
  baseLockMs: MINUTE,
  maxLockMs: 15 * MINUTE,
};

/**
 * Per account from every address: high enough that only a distributed attack (many
 * addresses, each under its own limits) reaches it. Then the account waits, owner included,
 * and the attack is recorded for the admin.
 */
export const ACCOUNT_CAP: ThrottlePolicy = {
  maxFailures: 100,
  windowMs: 60 * MINUTE,
  baseLockMs: 15 * MINUTE,
  maxLockMs: 60 * MINUTE,
};

/** Where the counters live: the database by default, Redis when configured. Times in ms. */
export type ThrottleStore = {
  /** The end of the key's lock, when it is locked at `now`. */
  lockedUntil(key: string, now: number): Promise<number | undefined>;
  /** Counts one failure (starting again when the key has expired) and returns the count. */
  recordFailure(key: string, now: number, windowMs: number): Promise<number>;
  /** Locks the key until `until` (never shortening a longer lock); forgets it at `expiresAt`. */
  lock(key: string, now: number, until: number, expiresAt: number): Promise<void>;
  clear(key: string): Promise<void>;
};

export function lockDurationMs(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.maxFailures) return 0;
  const doublings = Math.min(failures - policy.maxFailures, 20);
  return Math.min(policy.maxLockMs, policy.baseLockMs * 2 ** doublings);
}

export type ThrottledKey = { key: string; policy: ThrottlePolicy };

/** A key whose failures just reached its policy's limit (the first lock of a series). */
export type ThrottleTripped = ThrottledKey & { failures: number };

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Counts failed sign-ins. Attempts during a lock are refused without being counted, so a
 * stranger cannot extend a traveller's lock; once it ends, the owner's successful sign-in
 * clears the account's count.
 */
export function createLoginThrottle(store: ThrottleStore, now: () => Date, secret: string) {
  return {
    /** A keyed hash, so neither a phone, an e-mail nor an address is stored in clear. */
    key(kind: 'user' | 'admin' | 'address' | 'user-at' | 'admin-at', identifier: string): string {
      const digest = createHmac('sha256', secret).update(`${kind}:${identifier}`).digest('hex');
      return `${kind}:${digest.slice(0, 40)}`;
    },

    /** Refuses with 429 and Retry-After while any of the keys is locked. */
    async assertAllowed(keys: ThrottledKey[]): Promise<void> {
      const at = now().getTime();
      const ends = await Promise.all(keys.map(({ key }) => store.lockedUntil(key, at)));
      const until = Math.max(0, ...ends.map((end) => end ?? 0));
      if (until > at) {
        const retryAfter = Math.ceil((until - at) / 1000);
        throw new AppError('RATE_LIMITED', {
          message: tooManyLoginAttemptsMessage(retryAfter),
          retryAfter,
        });
      }
    },

    /** Counts a failure on every key; returns the keys that have just reached their limit. */
    async recordFailure(keys: ThrottledKey[]): Promise<ThrottleTripped[]> {
      const at = now().getTime();
      const tripped = await Promise.all(
        keys.map(async (throttled): Promise<ThrottleTripped | undefined> => {
          const { key, policy } = throttled;
          const failures = await store.recordFailure(key, at, policy.windowMs);
          const lockMs = lockDurationMs(policy, failures);
          if (lockMs > 0) await store.lock(key, at, at + lockMs, at + lockMs + policy.windowMs);
          return failures === policy.maxFailures ? { ...throttled, failures } : undefined;
        }),
      );
      return tripped.filter((item) => item !== undefined);
    },

    /**
     * The owner got in from this address: the pair starts afresh. The address and the
     * account's cap keep their counts, so a success does not buy a distributed guesser more.
     */
    async recordSuccess(accountKey: string): Promise<void> {
      await store.clear(accountKey);
    },
  };
}

/** Uses `fallback` for any call the primary store fails (Redis down: the database takes over). */
export function withFallbackStore(
  primary: ThrottleStore,
  fallback: ThrottleStore,
  onError: (error: unknown) => void,
): ThrottleStore {
  const guarded =
    <A extends unknown[], R>(pick: (store: ThrottleStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await pick(primary)(...args);
      } catch (error) {
        onError(error);
        return pick(fallback)(...args);
      }
    };
  return {
    lockedUntil: guarded((store) => store.lockedUntil),
    recordFailure: guarded((store) => store.recordFailure),
    lock: guarded((store) => store.lock),
    clear: guarded((store) => store.clear),
  };
}
