import { serverConfig } from "~/config.server";
import { DEMO_API_BASE_URL, handleDemoRequest } from "~/demo/handler.server";
import { type CatalogueCache, createMemoryCache } from "./cache.server";
import type { Catalogue } from "./catalogue";
import { isCatalogueError } from "./catalogue-error";
import { connectRedis, createRedisCache, redisUrlSecrets } from "./redis-cache.server";
import { createTmdbClient } from "./tmdb-client.server";
import { createUpstream, type Upstream, type UpstreamStats } from "./upstream.server";

// The app's catalogue, chosen once from configuration: real TMDB when a credential is set, otherwise the
// embedded demo catalogue, reached in-process through the same client (it speaks the same protocol). With
// REDIS_URL set, its cache is shared with the other instances through Redis (docs/decisions/0007).

interface Instance {
  catalogue: Catalogue;
  cache: CatalogueCache;
  upstream: Upstream;
}

let instance: Instance | undefined;

export function getCatalogue(): Catalogue {
  instance ??= createInstance();
  return instance.catalogue;
}

/** Upstream call counts since start, for tests and diagnostics (nothing secret in them). */
export function catalogueUpstreamStats(): UpstreamStats | undefined {
  return instance?.upstream.stats();
}

function createInstance(): Instance {
  const config = serverConfig();
  const demo = config.catalogue === "demo";
  const cache = config.redisUrl
    ? createRedisCache(connectRedis(config.redisUrl), {
        namespace: `${config.catalogue}:`,
        secrets: redisUrlSecrets(config.redisUrl),
        onBackgroundError: logBackgroundError,
      })
    : createMemoryCache({ onBackgroundError: logBackgroundError });
  const upstream = createUpstream({ attemptTimeoutMs: config.tmdbTimeoutMs });
  const catalogue = demo
    ? createTmdbClient({
        baseUrl: DEMO_API_BASE_URL,
        credential: null,
        fetch: handleDemoRequest,
        cache,
        upstream,
      })
    : createTmdbClient({
        baseUrl: config.tmdbApiBaseUrl,
        credential: config.credential,
        timeoutMs: config.tmdbTimeoutMs,
        cache,
        upstream,
      });
  registerShutdownHook(() => cache.close());
  return { catalogue, cache, upstream };
}

/** A stale answer was served and its refresh failed; the next refresh is tried after a pause. */
function logBackgroundError(error: unknown) {
  // CatalogueError messages carry no credential; anything else is named, not dumped.
  const reason = isCatalogueError(error)
    ? error.message
    : error instanceof Error
      ? error.name
      : "unknown error";
  console.warn(`Serving a stale catalogue answer: refresh failed: ${reason}`);
}

/**
 * Hooks the production server runs on SIGTERM before it exits (server/server.mjs), kept on globalThis because
 * the server loads the app as a separate bundle.
 */
const SHUTDOWN_HOOKS = Symbol.for("marquee.shutdownHooks");

function registerShutdownHook(hook: () => Promise<void>) {
  const global = globalThis as { [SHUTDOWN_HOOKS]?: Set<() => Promise<void>> };
  global[SHUTDOWN_HOOKS] ??= new Set();
  global[SHUTDOWN_HOOKS].add(hook);
}

/** Forget the memoised catalogue (and its cache), so a test can start from a fresh one. */
export function resetCatalogueForTests(): void {
  void instance?.cache.close();
  instance = undefined;
}
