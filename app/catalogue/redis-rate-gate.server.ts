import type { Redis } from "ioredis";
import type { Booking, RateGate } from "./rate-gate.server";
import { REDIS_KEY_PREFIX } from "./redis-cache.server";

// The TMDB rate cap shared by every instance (REDIS_URL): the same GCRA booking as rate-gate.server.ts, done
// atomically in Redis by a ten-line Lua script on Redis's own clock (TIME), so instances on machines whose clocks
// differ still share one schedule. One round trip per upstream attempt. A library (rate-limiter-flexible) was
// weighed: its Redis limiters count fixed windows and its queue is per process, so it could not keep a shared
// schedule with a bounded wait; this script is that schedule (docs/decisions/0020-shared-tmdb-rate-limit.md).
// If Redis fails, this instance books from its own gate until Redis answers again, and says so once each way.

const BOOK_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local interval = tonumber(ARGV[1])
local max_wait = tonumber(ARGV[2])
local next_free = tonumber(redis.call('GET', KEYS[1]) or '0')
if next_free < now then next_free = now end
local wait = next_free - now
if wait > max_wait then return {0, tostring(wait)} end
redis.call('SET', KEYS[1], tostring(next_free + interval), 'PX', math.ceil(wait + interval) + 1000)
return {1, tostring(wait)}
`;

export const RATE_GATE_KEY = `${REDIS_KEY_PREFIX}tmdb-rate`;

export interface RedisRateGateOptions {
  maxPerSecond: number;
  /** Books while Redis is away. */
  fallback: RateGate;
  log: { warn(message: string): void; info(message: string): void };
  /** Key holding the schedule: one per upstream (TMDB's limit is per address, whatever the credential). */
  key?: string;
}

type BookCommand = (key: string, intervalMs: string, maxWaitMs: string) => Promise<[number, string]>;

export function createRedisRateGate(redis: Redis, options: RedisRateGateOptions): RateGate {
  const intervalMs = 1000 / options.maxPerSecond;
  const key = options.key ?? RATE_GATE_KEY;
  if (!("marqueeBookTmdbSlot" in redis)) {
    redis.defineCommand("marqueeBookTmdbSlot", { numberOfKeys: 1, lua: BOOK_SCRIPT });
  }
  const book = (redis as unknown as { marqueeBookTmdbSlot: BookCommand }).marqueeBookTmdbSlot.bind(redis);
  let shared = true;

  return {
    async book(maxWaitMs): Promise<Booking> {
      try {
        const [ok, wait] = await book(key, String(intervalMs), String(maxWaitMs));
        if (!shared) options.log.info("TMDB rate limit: shared through Redis again");
        shared = true;
        const waitMs = Math.max(0, Number(wait));
        return ok === 1 ? { ok: true, waitMs } : { ok: false, retryAfterMs: waitMs };
      } catch {
        if (shared) {
          options.log.warn(
            "TMDB rate limit: Redis is not answering; this instance caps its own calls for now",
          );
        }
        shared = false;
        return options.fallback.book(maxWaitMs);
      }
    },
  };
}
