// @ts-check
// Prometheus metrics (prom-client, its default registry). The server records requests, the page cache and the
// API's rate limit here; the app records TMDB calls and the catalogue cache (app/lib/metrics.server.ts) in the
// same registry, since prom-client is not bundled and both load one copy. The process's own figures (event-loop
// lag, memory, CPU, handles) come from prom-client's default collectors. /metrics is never public by accident:
// it answers only with the Bearer METRICS_TOKEN, or on its own METRICS_PORT, which the operator keeps private.
import { timingSafeEqual } from "node:crypto";
import { Counter, collectDefaultMetrics, Histogram, register } from "prom-client";

/**
 * A metric made once per process, even when this module is loaded twice (once by the server, once inside the
 * app bundle) or by several tests.
 * @template T
 * @param {string} name
 * @param {() => T} make
 * @returns {T}
 */
export function once(name, make) {
  return /** @type {T | undefined} */ (register.getSingleMetric(name)) ?? make();
}

/**
 * A counter made once per process (`once`), by name, help and the labels it is counted by.
 * @template {string} [Label=string]
 * @param {string} name
 * @param {string} help
 * @param {Label[]} [labelNames]
 */
export const counter = (name, help, labelNames = []) =>
  once(name, () => new Counter({ name, help, labelNames }));

const DEFAULTS_STARTED = Symbol.for("marquee.defaultMetrics");
if (!Reflect.get(globalThis, DEFAULTS_STARTED)) {
  Reflect.set(globalThis, DEFAULTS_STARTED, true);
  collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 });
}

export const httpRequests = once(
  "marquee_http_request_duration_seconds",
  () =>
    new Histogram({
      name: "marquee_http_request_duration_seconds",
      help: "HTTP requests by route template, method and status, with the time to the last byte",
      labelNames: /** @type {const} */ (["route", "method", "status"]),
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export const cacheLookups = counter(
  "marquee_cache_lookups_total",
  "Cache lookups by cache (catalogue: TMDB answers; html: rendered pages) and result (hit, stale, miss)",
  ["cache", "result"],
);

export const apiRateLimited = counter(
  "marquee_api_rate_limit_rejections_total",
  "Requests to /api/ answered 429 because their client went over API_RATE_LIMIT",
);

/**
 * Whether a request may read /metrics on the main port: only with `Authorization: Bearer <METRICS_TOKEN>`.
 * @param {string | undefined} header
 * @param {string | undefined} token
 */
export function metricsAllowed(header, token) {
  if (!token || !header) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Writes the registry in the Prometheus text format.
 * @param {import("node:http").ServerResponse} res
 */
export async function sendMetrics(res) {
  const body = await register.metrics();
  res.writeHead(200, { "Content-Type": register.contentType, "Cache-Control": "no-store" });
  res.end(res.req.method === "HEAD" ? undefined : body);
}
