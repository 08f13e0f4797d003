import { LRUCache } from "lru-cache";

// The catalogue client's cache, behind a small interface so a shared store (Redis) and stale-while-revalidate
// can replace the in-memory one later without touching the client. Values are plain JSON-safe domain objects;
// callers must treat them as read-only because the same object is handed to every request that hits the cache.

export interface CatalogueCache {
  /**
   * Returns the cached value for `key`, or runs `load` and caches its result for `ttlMs`. Concurrent calls
   * with the same key share one `load` (single-flight). A rejected `load` is not cached.
   */
  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/** How long each kind of answer may be reused (ms). */
export const CACHE_TTL_MS = {
  list: 10 * 60 * 1000,
  details: 6 * 60 * 60 * 1000,
  genres: 24 * 60 * 60 * 1000,
  search: 5 * 60 * 1000,
} as const;

export interface MemoryCacheOptions {
  /** Most entries kept; least recently used go first. */
  max?: number;
  /** Clock in ms, for tests. */
  now?: () => number;
}

export function createMemoryCache({ max = 2000, now }: MemoryCacheOptions = {}): CatalogueCache {
  const store = new LRUCache<string, { value: unknown }>({
    max,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  const inFlight = new Map<string, Promise<unknown>>();

  return {
    getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = store.get(key);
      if (hit) return Promise.resolve(hit.value as T);
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;

      const loading = (async () => {
        try {
          const value = await load();
          store.set(key, { value }, { ttl: ttlMs });
          return value;
        } finally {
          inFlight.delete(key);
        }
      })();
      inFlight.set(key, loading);
      return loading;
    },
    clear() {
      store.clear();
      inFlight.clear();
    },
  };
}

/** No caching and no sharing: every call loads. For tests that count upstream calls one by one. */
export function createNoCache(): CatalogueCache {
  return {
    getOrLoad: (_key, _ttlMs, load) => load(),
    clear() {},
  };
}
