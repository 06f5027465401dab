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

/** Per account: a guesser gets 5 tries, then waits 1, 2, 4, 8, 15, 15… minutes between tries. */
export const ACCOUNT_THROTTLE: ThrottlePolicy = {
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

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Counts failed sign-ins. Attempts during a lock are refused without being counted, so a
 * stranger cannot extend a traveller's lock; once it ends, the owner's successful sign-in
 * clears the account's count.
 */
export function createLoginThrottle(store: ThrottleStore, now: () => Date, secret: string) {
  return {
    /** A keyed hash, so neither a phone, an e-mail nor an address is stored in clear. */
    key(kind: 'user' | 'admin' | 'address', identifier: string): string {
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

    async recordFailure(keys: ThrottledKey[]): Promise<void> {
      const at = now().getTime();
      await Promise.all(
        keys.map(async ({ key, policy }) => {
          const failures = await store.recordFailure(key, at, policy.windowMs);
          const lockMs = lockDurationMs(policy, failures);
          if (lockMs > 0) await store.lock(key, at, at + lockMs, at + lockMs + policy.windowMs);
        }),
      );
    },

    /** The owner got in: the account starts afresh. The address keeps its count. */
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
