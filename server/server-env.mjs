// @ts-check
// The production server's own settings (the app's are read by app/config.server.ts). Read once at start-up;
// a bad value stops the server with a message naming the variable.

/**
 * @typedef {object} ServerEnv
 * @property {number} trustProxy proxies in front of this server whose X-Forwarded-For/-Proto to believe (0: none)
 * @property {number} apiRateLimit requests per minute per client on /api/ (0: no limit)
 * @property {number} htmlCacheBytes bytes of rendered HTML kept for reuse (0: no HTML cache)
 * @property {import("./sync/open-store.mjs").SyncStoreConfig} sync where the sync API keeps its records
 * @property {string} logLevel pino level: fatal, error, warn, info, debug, trace or silent
 * @property {string | undefined} metricsToken Bearer token that opens /metrics on the main port
 * @property {number | undefined} metricsPort a separate port serving /metrics only
 * @property {number} drainDelayMs after SIGTERM, how long to keep serving while /readyz says 503
 * @property {number} shutdownTimeoutMs then, how long requests in flight may take before their connections are cut
 * @property {string | undefined} redisUrl the Redis shared by every instance (the app reads it too, for its cache);
 *   the watch-together rooms relay through it, or in this process's memory without it
 */

/**
 * HAProxy's default health check takes an instance out after 3 failed checks 2 s apart: up to 6 s after the
 * signal, plus the last check's own time. 8 s covers that with room (docs/decisions/0026).
 */
export const DEFAULT_DRAIN_DELAY_MS = 8000;
/** TMDB calls end within 10 s (app/catalogue/upstream), so a page waiting on one still finishes. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** Every variable this file reads, for the deployment files' tests (tests/deploy/). */
export const SERVER_VARIABLES = [
  "TRUST_PROXY",
  "API_RATE_LIMIT",
  "HTML_CACHE_MB",
  "SYNC_DB_PATH",
  "DATABASE_URL",
  "SYNC_DB_TIMEOUT_MS",
  "LOG_LEVEL",
  "METRICS_TOKEN",
  "METRICS_PORT",
  "DRAIN_DELAY_MS",
  "SHUTDOWN_TIMEOUT_MS",
  "REDIS_URL",
];

/** The embedded sync store's file when neither SYNC_DB_PATH nor DATABASE_URL is set (relative to the working folder). */
export const DEFAULT_SYNC_DB_PATH = "data/sync.sqlite";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/**
 * @param {string} name
 * @param {string | undefined} raw
 * @param {{ fallback: number, min: number, max: number, yes?: number }} range
 */
function wholeNumber(name, raw, { fallback, min, max, yes }) {
  const text = raw?.trim().toLowerCase() ?? "";
  if (text === "") return fallback;
  if (yes !== undefined && text === "true") return yes;
  if (text === "false") return 0;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  }
  return Number(text);
}

/**
 * DATABASE_URL (PostgreSQL, for several instances) or else SYNC_DB_PATH (SQLite). A URL that cannot be used is
 * refused with what is wrong with it, never with the URL itself: it may carry a password.
 * @param {NodeJS.ProcessEnv} env
 * @returns {import("./sync/open-store.mjs").SyncStoreConfig}
 */
function syncStoreConfig(env) {
  const timeoutMs = wholeNumber("SYNC_DB_TIMEOUT_MS", env.SYNC_DB_TIMEOUT_MS, {
    fallback: 2000,
    min: 100,
    max: 60_000,
  });
  // wholeNumber reads "false" as 0 (off), which means nothing here: every request would time out at once.
  if (timeoutMs === 0) throw new Error(`SYNC_DB_TIMEOUT_MS must be a whole number from 100 to 60000.`);
  const databaseUrl = env.DATABASE_URL?.trim() ?? "";
  const file = env.SYNC_DB_PATH?.trim() ?? "";
  if (databaseUrl === "")
    return { location: { kind: "sqlite", file: file || DEFAULT_SYNC_DB_PATH }, timeoutMs };
  if (file !== "") {
    throw new Error("Set DATABASE_URL (PostgreSQL) or SYNC_DB_PATH (SQLite) for the sync store, not both.");
  }
  checkUrl(databaseUrl, ["postgres:", "postgresql:"], {
    notAUrl: "DATABASE_URL is not a URL; expected postgres://user:password@host:5432/database.",
    wrongScheme: "DATABASE_URL must be a postgres:// or postgresql:// URL (only PostgreSQL is supported).",
  });
  return { location: { kind: "postgres", url: databaseUrl }, timeoutMs };
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {ServerEnv}
 */
export function readServerEnv(env = process.env) {
  return {
    // "1" (or "true"): one proxy, such as a CDN or load balancer; "2": a CDN in front of a load balancer.
    trustProxy: wholeNumber("TRUST_PROXY", env.TRUST_PROXY, { fallback: 0, min: 0, max: 10, yes: 1 }),
    apiRateLimit: wholeNumber("API_RATE_LIMIT", env.API_RATE_LIMIT, {
      fallback: 120,
      min: 0,
      max: 1_000_000,
    }),
    htmlCacheBytes:
      wholeNumber("HTML_CACHE_MB", env.HTML_CACHE_MB, { fallback: 64, min: 0, max: 4096 }) * 1024 * 1024,
    sync: syncStoreConfig(env),
    logLevel: logLevel(env.LOG_LEVEL),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    metricsPort: metricsPort(env.METRICS_PORT, env.PORT),
    drainDelayMs: wholeNumber("DRAIN_DELAY_MS", env.DRAIN_DELAY_MS, {
      fallback: DEFAULT_DRAIN_DELAY_MS,
      min: 0,
      max: 120_000,
    }),
    shutdownTimeoutMs: wholeNumber("SHUTDOWN_TIMEOUT_MS", env.SHUTDOWN_TIMEOUT_MS, {
      fallback: DEFAULT_SHUTDOWN_TIMEOUT_MS,
      min: 0,
      max: 600_000,
    }),
    redisUrl: redisUrl(env.REDIS_URL),
  };
}

/**
 * A redis:// or rediss:// URL, or undefined. Refused with what is wrong, never with the URL: it may carry a
 * password.
 * @param {string | undefined} raw
 */
function redisUrl(raw) {
  const text = raw?.trim() ?? "";
  if (text === "") return undefined;
  checkUrl(text, ["redis:", "rediss:"], {
    notAUrl: "REDIS_URL is not a URL; expected redis://host:6379 (or rediss:// for TLS).",
    wrongScheme: "REDIS_URL must be a redis:// or rediss:// URL.",
  });
  return text;
}

/** @param {string | undefined} raw */
function logLevel(raw) {
  const level = raw?.trim().toLowerCase() || "info";
  if (!LOG_LEVELS.includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${raw}".`);
  return level;
}

/**
 * A token guessable by nobody: anything shorter is refused rather than trusted (the value is never echoed).
 * @param {string | undefined} raw
 */
function metricsToken(raw) {
  const token = raw?.trim() ?? "";
  if (token === "") return undefined;
  if (token.length < 16 || /\s/.test(token)) {
    throw new Error("METRICS_TOKEN must be at least 16 characters, with no spaces.");
  }
  return token;
}

/**
 * @param {string | undefined} raw
 * @param {string | undefined} appPort
 */
function metricsPort(raw, appPort) {
  if (!raw?.trim()) return undefined;
  const port = wholeNumber("METRICS_PORT", raw, { fallback: 0, min: 1, max: 65535 });
  if (String(port) === appPort?.trim()) throw new Error("METRICS_PORT must differ from PORT.");
  return port;
}

/**
 * Throws unless `text` is a URL with one of `schemes`, saying what is wrong but never the URL, which may carry a
 * password. The scheme is not echoed either: "user:password@host" without one parses with "user:" as its scheme.
 * @param {string} text
 * @param {string[]} schemes
 * @param {{ notAUrl: string, wrongScheme: string }} messages
 */
function checkUrl(text, schemes, messages) {
  /** @type {URL} */
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new Error(messages.notAUrl);
  }
  if (!schemes.includes(url.protocol)) throw new Error(messages.wrongScheme);
}
