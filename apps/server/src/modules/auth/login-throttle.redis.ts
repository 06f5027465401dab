import type { Redis } from 'ioredis';
import type { ThrottleStore } from './login-throttle';

const PREFIX = 'trip-login:';

// Times come from the caller's clock (so tests can move it); Redis's own expiry is only a
// safety net, set relative to that clock.
const RECORD_FAILURE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local expiresAt = tonumber(redis.call('HGET', KEYS[1], 'expiresAt'))
local failures
if expiresAt and expiresAt > now then
  failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
else
  redis.call('DEL', KEYS[1])
  failures = 1
  redis.call('HSET', KEYS[1], 'failures', 1)
  expiresAt = 0
end
local newExpiresAt = math.max(expiresAt, now + window)
redis.call('HSET', KEYS[1], 'expiresAt', newExpiresAt)
redis.call('PEXPIRE', KEYS[1], newExpiresAt - now)
return failures
`;

const LOCK = `
local now = tonumber(ARGV[1])
local untilMs = tonumber(ARGV[2])
local expiresAt = tonumber(ARGV[3])
local current = tonumber(redis.call('HGET', KEYS[1], 'lockedUntil'))
if current == nil or current < untilMs then
  redis.call('HSET', KEYS[1], 'lockedUntil', untilMs, 'expiresAt', expiresAt)
  redis.call('PEXPIRE', KEYS[1], expiresAt - now)
end
return 1
`;

/** The login counters in Redis, shared by every instance pointing at it. */
export function createRedisThrottleStore(redis: Redis): ThrottleStore {
  return {
    async lockedUntil(key, now) {
      const value = await redis.hget(PREFIX + key, 'lockedUntil');
      const until = value === null ? undefined : Number(value);
      return until !== undefined && until > now ? until : undefined;
    },
    async recordFailure(key, now, windowMs) {
      return Number(await redis.eval(RECORD_FAILURE, 1, PREFIX + key, now, windowMs));
    },
    async lock(key, now, until, expiresAt) {
      await redis.eval(LOCK, 1, PREFIX + key, now, until, expiresAt);
    },
    async clear(key) {
      await redis.del(PREFIX + key);
    },
  };
}
