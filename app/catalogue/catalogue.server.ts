import { serverConfig } from "~/config.server";
import { DEMO_API_BASE_URL, handleDemoRequest } from "~/demo/handler.server";
import { log } from "~/lib/log.server";
import {
  cacheLookups,
  endpointTemplate,
  tmdbRateLimited,
  tmdbRequests,
  watchUpstreamQueue,
} from "~/lib/metrics.server";
import { withTakedowns } from "./blocked-catalogue.server";
import { type Blocklist, EMPTY_BLOCKLIST, openBlocklistFile } from "./blocklist.server";
import { type CatalogueCache, createMemoryCache } from "./cache.server";
import type { Catalogue } from "./catalogue";
import { isCatalogueError } from "./catalogue-error";
import { createMemoryRateGate, createSendWindow, type RateGate } from "./rate-gate.server";
import { connectRedis, createRedisCache, redisUrlSecrets } from "./redis-cache.server";
import { createRedisRateGate, type SharedRateGate } from "./redis-rate-gate.server";
import { createTmdbClient } from "./tmdb-client.server";
import type { TitleKind } from "./types";
import { type AttemptEvent, createUpstream, type Upstream, type UpstreamStats } from "./upstream.server";
import { realClock } from "./upstream-clock.server";

// The app's catalogue, chosen once from configuration: real TMDB when a credential is set, otherwise the
// embedded demo catalogue, reached in-process through the same client (it speaks the same protocol). With
// REDIS_URL set, its cache is shared with the other instances through Redis (docs/decisions/0007), and so is the
// cap on TMDB's request rate (TMDB_MAX_RPS, docs/decisions/0020). Takedowns (BLOCKED_TITLES_FILE) are applied
// at its door (blocked-catalogue.server.ts, docs/decisions/0021).

interface Instance {
  catalogue: Catalogue;
  cache: CatalogueCache;
  upstream: Upstream;
  blocklist: Blocklist;
}

let instance: Instance | undefined;

export function getCatalogue(): Catalogue {
  instance ??= createInstance();
  return instance.catalogue;
}

/** Whether the operator blocked a title: for answers that need no catalogue call (/api/embed with providers). */
export function isTitleBlocked(kind: TitleKind, id: number): boolean {
  getCatalogue();
  return instance?.blocklist.isBlocked(kind, id) ?? false;
}

/** Upstream call counts since start, for tests and diagnostics (nothing secret in them). */
export function catalogueUpstreamStats(): UpstreamStats | undefined {
  return instance?.upstream.stats();
}

function createInstance(): Instance {
  const config = serverConfig();
  const demo = config.catalogue === "demo";
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  const onLookup = (result: "hit" | "stale" | "miss") => cacheLookups.inc({ cache: "catalogue", result });
  const cache = redis
    ? createRedisCache(redis, {
        namespace: `${config.catalogue}:`,
        secrets: redisUrlSecrets(config.redisUrl ?? ""),
        onBackgroundError: logBackgroundError,
        log: (message) => log().warn(message),
        onLookup,
      })
    : createMemoryCache({ onBackgroundError: logBackgroundError, onLookup });
  // The demo catalogue runs in this process: there is no one else's rate to respect.
  const gate = demo ? undefined : rateGate(config.tmdbMaxRps, config.redisUrl);
  const upstream = createUpstream({
    attemptTimeoutMs: config.tmdbTimeoutMs,
    rateGate: gate,
    sendWindow: gate && createSendWindow(isShared(gate) ? gate.share : config.tmdbMaxRps, realClock),
    maxQueueMs: config.tmdbQueueMs,
    observe: observeAttempt,
  });
  watchUpstreamQueue(() => upstream.stats());
  const client = demo
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
  const blocklist = config.blockedTitlesFile
    ? openBlocklistFile({
        path: config.blockedTitlesFile,
        log: blocklistLog,
        onChange: notifyBlocklistChanged,
      })
    : EMPTY_BLOCKLIST;
  if (config.blockedTitlesFile) {
    const reload = () => blocklist.reload();
    process.on("SIGHUP", reload);
    registerShutdownHook(async () => {
      process.off("SIGHUP", reload);
      blocklist.close();
    });
  }
  registerShutdownHook(() => cache.close());
  return { catalogue: withTakedowns(client, blocklist), cache, upstream, blocklist };
}

function rateGate(maxPerSecond: number, redisUrl: string | undefined): RateGate | SharedRateGate {
  if (!redisUrl) return createMemoryRateGate(maxPerSecond, realClock);
  // Its own connection: a booking may wait longer for Redis (1 s) than a cache read does (250 ms) before this
  // instance goes it alone, since going alone is what can push several instances together over the cap.
  const connection = connectRedis(redisUrl, { commandTimeoutMs: 1000 });
  registerShutdownHook(async () => {
    await connection.quit().catch(() => connection.disconnect());
  });
  return createRedisRateGate(connection, { maxPerSecond, log: { warn: warnLog, info: infoLog } });
}

/** Until when (performance.now) the upstream queue counts as full, and the Retry-After to give meanwhile. */
let busy = { until: 0, retryAfterSeconds: 1 };

/**
 * Seconds to ask a client to wait when the upstream queue was full within the last second, else 0. The server
 * then answers pages it has no stored copy of with a cheap 503 instead of rendering them only to fail
 * (server/cached-pages.mjs): a crawler must not slow the pages that are cached.
 */
export function catalogueBusySeconds(): number {
  return performance.now() < busy.until ? busy.retryAfterSeconds : 0;
}

function isShared(gate: RateGate | SharedRateGate): gate is SharedRateGate {
  return "share" in gate;
}

function observeAttempt(event: AttemptEvent) {
  // An import's lookup deferred so that pages go first says nothing of how busy pages are: no cheap 503s for
  // them, no refusal counted (the browser asks again after Retry-After).
  if (event.outcome === "queue_full" && event.background) return;
  if (event.outcome === "queue_full") {
    tmdbRateLimited.inc();
    busy = {
      until: performance.now() + 1000,
      retryAfterSeconds: Math.max(1, Math.ceil((event.retryAfterMs ?? 1000) / 1000)),
    };
    return;
  }
  tmdbRequests.observe(
    { endpoint: endpointTemplate(event.label), outcome: event.outcome },
    event.durationMs / 1000,
  );
}

const warnLog = (message: string) => log().warn(message);
const infoLog = (message: string) => log().info(message);
const blocklistLog = { info: infoLog, warn: warnLog, error: (message: string) => log().error(message) };

/** A stale answer was served and its refresh failed; the next refresh is tried after a pause. */
function logBackgroundError(error: unknown) {
  // CatalogueError messages carry no credential; anything else is named, not dumped.
  const reason = isCatalogueError(error)
    ? error.message
    : error instanceof Error
      ? error.name
      : "unknown error";
  log().warn(`Serving a stale catalogue answer: refresh failed: ${reason}`);
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

/** Listeners the server adds (it empties its page cache): pages rendered before a takedown must not be served. */
const BLOCKLIST_LISTENERS = Symbol.for("marquee.blocklistListeners");

function notifyBlocklistChanged() {
  const listeners = (globalThis as { [BLOCKLIST_LISTENERS]?: Set<() => void> })[BLOCKLIST_LISTENERS];
  for (const listener of listeners ?? []) listener();
}

/** Forget the memoised catalogue (and its cache), so a test can start from a fresh one. */
export function resetCatalogueForTests(): void {
  void instance?.cache.close();
  instance?.blocklist.close();
  instance = undefined;
}
