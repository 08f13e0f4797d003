import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import {
  type CacheEntry,
  type CacheOptions,
  type CacheStore,
  type CatalogueCache,
  createCache,
} from "./cache.server";
import { scrubSecrets } from "./catalogue-error";

// The shared second level of the catalogue cache (REDIS_URL). Values are JSON under a versioned prefix and
// expire when their stale window ends; a short SET NX PX lock lets one instance refresh a key while the others
// serve stale or wait for its value. Redis is an optimisation, never a dependency: commands time out fast,
// nothing queues while it is away, and every failure reads as a miss, so pages are served from memory and
// TMDB until it returns. An outage is logged once, and its end once.

/** Bump when the stored shape changes, so old entries are ignored rather than misread. */
export const REDIS_KEY_PREFIX = "marquee:v1:";

export interface RedisStoreOptions {
  /** Prepended to every key, after REDIS_KEY_PREFIX (e.g. "tmdb:" or "demo:"). */
  namespace?: string;
  /** How long a refresh lock lives if its holder never releases it. Default 15 s. */
  lockTtlMs?: number;
  /** After a failed command, how long to leave Redis alone before trying again. Default 5 s. */
  retryAfterFailureMs?: number;
  /** Where the outage and recovery lines go. Default console.warn. */
  log?: (message: string) => void;
  now?: () => number;
  /** Secrets to keep out of log lines (the password in REDIS_URL). */
  secrets?: readonly string[];
  /** How long the first requests wait for the first connection before going without Redis. Default 1 s. */
  firstConnectWaitMs?: number;
}

export interface RedisConnectionOptions {
  /** Longest one command may take before it counts as a failure. Default 250 ms. */
  commandTimeoutMs?: number;
  /** Longest wait between reconnection attempts. Default 5 s. */
  maxReconnectDelayMs?: number;
}

/** An ioredis client tuned to fail fast: no offline queue, short timeouts, reconnect with capped backoff. */
export function connectRedis(url: string, options: RedisConnectionOptions = {}): Redis {
  const maxDelay = options.maxReconnectDelayMs ?? 5000;
  return new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: options.commandTimeoutMs ?? 250,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (times) => Math.min(maxDelay, 50 * 2 ** Math.min(times, 10)) * (0.5 + Math.random() / 2),
  });
}

/** The password in a Redis URL, if any, to scrub from logs. */
export function redisUrlSecrets(url: string): string[] {
  try {
    const parsed = new URL(url);
    return [parsed.password, decodeURIComponent(parsed.password)].filter((secret) => secret !== "");
  } catch {
    return [];
  }
}

const RELEASE_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

export function createRedisStore(redis: Redis, options: RedisStoreOptions = {}): CacheStore {
  const prefix = `${REDIS_KEY_PREFIX}${options.namespace ?? ""}`;
  const lockTtlMs = options.lockTtlMs ?? 15_000;
  const retryAfterFailureMs = options.retryAfterFailureMs ?? 5000;
  const log = options.log ?? ((message: string) => console.warn(message));
  const now = options.now ?? Date.now;
  const secrets = options.secrets ?? [];
  let healthy = true;
  let leaveAloneUntil = 0;
  let closed = false;

  function down(error: unknown) {
    leaveAloneUntil = now() + retryAfterFailureMs;
    if (!healthy || closed) return;
    healthy = false;
    const reason = scrubSecrets(error instanceof Error ? error.message : String(error), secrets);
    log(`Shared cache (Redis) unavailable: ${reason}. Serving from memory and TMDB until it is back.`);
  }

  redis.on("error", down);
  redis.on("ready", () => {
    leaveAloneUntil = 0;
    if (healthy) return;
    healthy = true;
    log("Shared cache (Redis) is back.");
  });

  /**
   * The connection opens with the first request (no I/O at import): that request waits for it, briefly,
   * rather than skip the shared cache. Once Redis has failed, nobody waits for it.
   */
  let firstConnection: Promise<void> | undefined = new Promise<void>((resolve) => {
    const done = () => {
      firstConnection = undefined;
      resolve();
    };
    redis.once("ready", done);
    redis.once("error", done);
    setTimeout(done, options.firstConnectWaitMs ?? 1000).unref();
  });

  async function usable(): Promise<boolean> {
    if (firstConnection) await firstConnection;
    return !closed && redis.status === "ready" && now() >= leaveAloneUntil;
  }

  /** Runs a command; any failure (timeout, disconnect, error reply) is logged once and answers `fallback`. */
  async function attempt<R, F>(command: () => Promise<R>, fallback: F): Promise<R | F> {
    if (!(await usable())) return fallback;
    try {
      return await command();
    } catch (error) {
      down(error);
      return fallback;
    }
  }

  return {
    async get(key) {
      const text = await attempt(() => redis.get(prefix + key), null);
      if (text === null) return undefined;
      try {
        const entry = JSON.parse(text) as Partial<CacheEntry>;
        if (
          typeof entry.freshUntil !== "number" ||
          typeof entry.revalidateUntil !== "number" ||
          typeof entry.staleUntil !== "number" ||
          !("value" in entry)
        ) {
          return undefined;
        }
        return entry as CacheEntry;
      } catch {
        return undefined;
      }
    },

    async set(key, entry) {
      const ttl = Math.ceil(entry.staleUntil - now());
      if (ttl <= 0) return;
      await attempt(() => redis.set(prefix + key, JSON.stringify(entry), "PX", ttl), null);
    },

    async lock(key) {
      const lockKey = `${prefix}lock:${key}`;
      const token = randomUUID();
      const answer = await attempt(() => redis.set(lockKey, token, "PX", lockTtlMs, "NX"), undefined);
      if (answer === undefined) return null;
      if (answer !== "OK") return "busy";
      return {
        release: async () => {
          await attempt(() => redis.eval(RELEASE_SCRIPT, 1, lockKey, token), null);
        },
      };
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}

export interface RedisCacheOptions extends Omit<CacheOptions, "store">, RedisStoreOptions {}

/** The two-level cache: a small in-process LRU in front of the shared Redis store. */
export function createRedisCache(redis: Redis, options: RedisCacheOptions = {}): CatalogueCache {
  return createCache({ max: 500, maxSize: 10_000_000, ...options, store: createRedisStore(redis, options) });
}
