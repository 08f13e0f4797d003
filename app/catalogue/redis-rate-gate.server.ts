import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { type Booking, createMemoryRateGate, type RateGate } from "./rate-gate.server";
import { REDIS_KEY_PREFIX } from "./redis-cache.server";
import { realClock } from "./upstream-clock.server";

// The TMDB rate cap shared by every instance (REDIS_URL): the same GCRA booking as rate-gate.server.ts, done
// atomically in Redis by a ten-line Lua script on Redis's own clock (TIME), so instances on machines whose clocks
// differ still share one schedule. One round trip per upstream attempt. A library (rate-limiter-flexible) was
// weighed: its Redis limiters count fixed windows and its queue is per process, so it could not keep a shared
// schedule with a bounded wait; this script is that schedule (docs/decisions/0020-shared-tmdb-rate-limit.md).
// If Redis fails, this instance books from its own gate until Redis answers again, and says so once each way;
// that gate's rate is the cap's share for one of the instances last seen booking (each booking also marks its
// instance as present for 10 s), so instances that lose Redis together still stay near the cap between them.

const BOOK_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local interval = tonumber(ARGV[1])
local max_wait = tonumber(ARGV[2])
redis.call('ZADD', KEYS[2], now, ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - 10000)
redis.call('PEXPIRE', KEYS[2], 10000)
local instances = redis.call('ZCARD', KEYS[2])
local next_free = tonumber(redis.call('GET', KEYS[1]) or '0')
if next_free < now then next_free = now end
local wait = next_free - now
if wait > max_wait then return {0, tostring(wait), instances} end
redis.call('SET', KEYS[1], tostring(next_free + interval), 'PX', math.ceil(wait + interval) + 1000)
return {1, tostring(wait), instances}
`;

export const RATE_GATE_KEY = `${REDIS_KEY_PREFIX}tmdb-rate`;

export interface RedisRateGateOptions {
  maxPerSecond: number;
  /** Books while Redis is away, given the cap's share for this instance. Default: a memory gate at that rate. */
  fallback?: (maxPerSecond: number) => RateGate;
  log: { warn(message: string): void; info(message: string): void };
  /** Key holding the schedule: one per upstream (TMDB's limit is per address, whatever the credential). */
  key?: string;
}

type BookCommand = (
  key: string,
  instancesKey: string,
  intervalMs: string,
  maxWaitMs: string,
  instance: string,
) => Promise<[number, string, number]>;

export interface SharedRateGate extends RateGate {
  /** This instance's share of the cap: the cap over the instances that booked in the last 10 s. */
  share(): number;
}

export function createRedisRateGate(redis: Redis, options: RedisRateGateOptions): SharedRateGate {
  const intervalMs = 1000 / options.maxPerSecond;
  const key = options.key ?? RATE_GATE_KEY;
  if (!("marqueeBookTmdbSlot" in redis)) {
    redis.defineCommand("marqueeBookTmdbSlot", { numberOfKeys: 2, lua: BOOK_SCRIPT });
  }
  const book = (redis as unknown as { marqueeBookTmdbSlot: BookCommand }).marqueeBookTmdbSlot.bind(redis);
  const instance = randomUUID();
  const makeFallback =
    options.fallback ?? ((rate: number) => createMemoryRateGate(rate, realClock) as RateGate);
  let instances = 1;
  let fallback = makeFallback(options.maxPerSecond);
  let shared = true;

  return {
    share: () => options.maxPerSecond / instances,
    async book(maxWaitMs): Promise<Booking> {
      try {
        const [ok, wait, seen] = await book(
          key,
          `${key}:instances`,
          String(intervalMs),
          String(maxWaitMs),
          instance,
        );
        if (!shared) options.log.info("TMDB rate limit: shared through Redis again");
        shared = true;
        if (seen !== instances && seen > 0) {
          instances = seen;
          fallback = makeFallback(options.maxPerSecond / instances);
        }
        const waitMs = Math.max(0, Number(wait));
        return ok === 1 ? { ok: true, waitMs } : { ok: false, retryAfterMs: waitMs };
      } catch {
        if (shared) {
          const share = (options.maxPerSecond / instances).toFixed(1);
          options.log.warn(
            `TMDB rate limit: Redis is not answering; this instance caps its own calls at ${share} a second for now (1/${instances} of the cap)`,
          );
        }
        shared = false;
        return fallback.book(maxWaitMs);
      }
    },
  };
}
