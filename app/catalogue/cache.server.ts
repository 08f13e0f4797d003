import { setTimeout as delay } from "node:timers/promises";
import { LRUCache } from "lru-cache";

// The catalogue client's cache, behind a small interface: an in-process LRU, optionally in front of a shared
// store (Redis, redis-cache.server.ts) so several instances share entries and refresh each key once.
// Policy per entry (docs/decisions/0007-cache-policy.md): served as is while fresh; served at once while a
// background refresh runs within the revalidate window; served when a refresh fails within the stale window
// (stale-if-error); otherwise the caller waits for the load. Concurrent loads of one key are one load.
// Values are plain JSON-safe objects, shared between requests: callers must treat them as read-only.

export interface CachePolicy {
  /** Served without asking upstream. */
  freshMs: number;
  /** After fresh: still served at once while one background refresh runs (stale-while-revalidate). */
  revalidateMs: number;
  /** After fresh: still served when a refresh fails (stale-if-error); kept no longer than this. */
  staleMs: number;
}

export interface CatalogueCache {
  /**
   * The value for `key`, from the cache or from `load`, per `policy` (a function picks it from the loaded
   * value, e.g. a shorter one for "not found"). A rejected `load` is never cached; its error reaches the
   * caller only when no stale value may be served instead.
   */
  getOrLoad<T>(
    key: string,
    policy: CachePolicy | ((value: T) => CachePolicy),
    load: () => Promise<T>,
  ): Promise<T>;
  clear(): void;
  /** Release connections (the shared store's); the cache keeps working in memory afterwards. */
  close(): Promise<void>;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long each kind of answer is fresh, refreshed in the background, and kept for outages. */
export const CACHE_POLICY = {
  list: { freshMs: 10 * MINUTE, revalidateMs: HOUR, staleMs: 2 * DAY },
  details: { freshMs: 6 * HOUR, revalidateMs: DAY, staleMs: 7 * DAY },
  genres: { freshMs: DAY, revalidateMs: 7 * DAY, staleMs: 30 * DAY },
  /** Discover's lists: streaming services, their regions, original languages, certifications. */
  reference: { freshMs: DAY, revalidateMs: 7 * DAY, staleMs: 30 * DAY },
  search: { freshMs: 5 * MINUTE, revalidateMs: 30 * MINUTE, staleMs: DAY },
  /** Unknown ids: remembered briefly so they cannot hammer TMDB, never served once expired. */
  notFound: { freshMs: MINUTE, revalidateMs: 0, staleMs: 0 },
} as const satisfies Record<string, CachePolicy>;

/** One cached answer; times are wall-clock ms (shared between instances through the store). */
export interface CacheEntry {
  value: unknown;
  freshUntil: number;
  revalidateUntil: number;
  staleUntil: number;
}

/** Lock on one key across instances, so one of them refreshes it. */
export type StoreLock = { release(): Promise<void> };

/** A shared second level. Every method resolves (never rejects): a store outage reads as a miss. */
export interface CacheStore {
  get(key: string): Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry): Promise<void>;
  /** A lock, "busy" when another holder has it, or null when the store cannot lock now (load anyway). */
  lock(key: string): Promise<StoreLock | "busy" | null>;
  close(): Promise<void>;
}

export interface CacheOptions {
  /** Most entries kept in this process; least recently used go first. Default 2000. */
  max?: number;
  /** Most JSON characters kept in this process, roughly the memory used. Default 50 million. */
  maxSize?: number;
  /** A shared store behind the in-process LRU. */
  store?: CacheStore;
  /** How long to wait for another instance's refresh of a key before loading it here. Default 5 s. */
  lockWaitMs?: number;
  /** How often to look for that refresh. Default 50 ms. */
  lockPollMs?: number;
  /** After a failed refresh with a stale value served, how long to keep serving it before trying again. */
  failureCooldownMs?: number;
  /** Wall clock in ms. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Told of each lookup's result: fresh (hit), served stale (stale), or waited for a load (miss). */
  onLookup?: (result: "hit" | "stale" | "miss") => void;
  /** Called with a background refresh's error (already free of credentials). */
  onBackgroundError?: (error: unknown) => void;
}

interface MemoryEntry extends CacheEntry {
  size: number;
  /** Not before this time will a failed key be refreshed again (stale is served meanwhile). */
  retryAt: number;
}

export function createCache(options: CacheOptions = {}): CatalogueCache {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => delay(ms));
  const store = options.store;
  const lockWaitMs = options.lockWaitMs ?? 5000;
  const lockPollMs = options.lockPollMs ?? 50;
  const failureCooldownMs = options.failureCooldownMs ?? 10_000;
  const onBackgroundError = options.onBackgroundError ?? (() => {});
  const onLookup = options.onLookup ?? (() => {});
  const memory = new LRUCache<string, MemoryEntry>({
    max: options.max ?? 2000,
    maxSize: options.maxSize ?? 50_000_000,
    sizeCalculation: (entry) => Math.max(1, entry.size),
  });
  const inFlight = new Map<string, Promise<MemoryEntry>>();

  function remember(key: string, entry: CacheEntry, size?: number): MemoryEntry {
    const kept: MemoryEntry = { ...entry, size: size ?? JSON.stringify(entry.value).length, retryAt: 0 };
    memory.set(key, kept);
    return kept;
  }

  function recall(key: string): MemoryEntry | undefined {
    const entry = memory.get(key);
    if (entry && now() >= entry.staleUntil) {
      memory.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Another instance's fresher copy from the store, kept here too. */
  async function fromStore(key: string, than: MemoryEntry | undefined): Promise<MemoryEntry | undefined> {
    if (!store) return undefined;
    const shared = await store.get(key);
    if (!shared || now() >= shared.staleUntil) return undefined;
    if (than && shared.freshUntil <= than.freshUntil) return undefined;
    return remember(key, shared);
  }

  /** Loads `key` once for this process, and once across instances when the store can lock. */
  function refresh<T>(
    key: string,
    policyFor: (value: T) => CachePolicy,
    load: () => Promise<T>,
    known: MemoryEntry | undefined,
    background: boolean,
  ): Promise<MemoryEntry> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const loading = (async () => {
      let lock = store ? await store.lock(key) : null;
      if (lock === "busy") {
        if (background) return known as MemoryEntry; // the other instance's refresh will reach the store
        const waited = await waitForOtherInstance(key, known);
        if ("entry" in waited) return waited.entry;
        lock = waited.lock;
      }
      try {
        const value = await load();
        const policy = policyFor(value);
        const at = now();
        const entry: CacheEntry = {
          value,
          freshUntil: at + policy.freshMs,
          revalidateUntil: at + policy.freshMs + policy.revalidateMs,
          staleUntil: at + policy.freshMs + Math.max(policy.revalidateMs, policy.staleMs),
        };
        const kept = remember(key, entry);
        await store?.set(key, entry);
        return kept;
      } finally {
        await lock?.release();
      }
    })().finally(() => {
      // After clear(), a newer load may own the key.
      if (inFlight.get(key) === loading) inFlight.delete(key);
    });
    inFlight.set(key, loading);
    return loading;
  }

  /** Polls for the lock holder's result; takes the lock over when it is freed; gives up after lockWaitMs. */
  async function waitForOtherInstance(
    key: string,
    known: MemoryEntry | undefined,
  ): Promise<{ entry: MemoryEntry } | { lock: StoreLock | null }> {
    const giveUpAt = now() + lockWaitMs;
    while (now() < giveUpAt) {
      await sleep(lockPollMs);
      const fresher = await fromStore(key, known);
      if (fresher && now() < fresher.freshUntil) return { entry: fresher };
      const lock = store ? await store.lock(key) : null;
      if (lock === "busy") continue;
      // The holder finished (or failed) between our two looks: check once more before loading ourselves.
      const justStored = await fromStore(key, known);
      if (justStored && now() < justStored.freshUntil) {
        await lock?.release();
        return { entry: justStored };
      }
      return { lock };
    }
    return { lock: null };
  }

  return {
    async getOrLoad<T>(
      key: string,
      policy: CachePolicy | ((value: T) => CachePolicy),
      load: () => Promise<T>,
    ): Promise<T> {
      const policyFor = typeof policy === "function" ? policy : () => policy;
      let entry = recall(key);
      if (entry && now() < entry.freshUntil) {
        onLookup("hit");
        return entry.value as T;
      }
      if (!inFlight.has(key)) entry = (await fromStore(key, entry)) ?? entry;
      if (entry && now() < entry.freshUntil) {
        onLookup("hit");
        return entry.value as T;
      }

      const cooling = entry !== undefined && now() < entry.retryAt;
      if (entry && (cooling || now() < entry.revalidateUntil)) {
        if (!cooling) {
          const stale = entry;
          refresh(key, policyFor, load, stale, true).catch((error: unknown) => {
            stale.retryAt = now() + cooldownAfter(error, failureCooldownMs);
            onBackgroundError(error);
          });
        }
        onLookup("stale");
        return entry.value as T;
      }
      try {
        const loaded = (await refresh(key, policyFor, load, entry, false)).value as T;
        onLookup("miss");
        return loaded;
      } catch (error) {
        if (entry && now() < entry.staleUntil) {
          entry.retryAt = now() + cooldownAfter(error, failureCooldownMs);
          onLookup("stale");
          return entry.value as T;
        }
        throw error;
      }
    },
    clear() {
      memory.clear();
      inFlight.clear();
    },
    async close() {
      await store?.close();
    },
  };
}

/** Honour an upstream Retry-After when the error carries one. */
function cooldownAfter(error: unknown, fallbackMs: number): number {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === "number" && seconds > 0 ? Math.max(fallbackMs, seconds * 1000) : fallbackMs;
}

/** The in-process cache alone (no REDIS_URL). */
export function createMemoryCache(options: Omit<CacheOptions, "store"> = {}): CatalogueCache {
  return createCache(options);
}

/** No caching and no sharing: every call loads. For tests that count upstream calls one by one. */
export function createNoCache(): CatalogueCache {
  return {
    getOrLoad: (_key, _policy, load) => load(),
    clear() {},
    async close() {},
  };
}
