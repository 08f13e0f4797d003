import { Gauge, Histogram } from "prom-client";
import { counter, once } from "../../server/metrics.mjs";

export { cacheLookups } from "../../server/metrics.mjs";

// The app's Prometheus metrics (TMDB calls, the catalogue cache, the rate cap), in prom-client's default
// registry, which the server shares (prom-client is not bundled, so both load one copy) and serves at /metrics
// (server/metrics.mjs). Labels are few and bounded: endpoints are templates ("movie/:id"), never URLs.

export const tmdbRequests = once(
  "marquee_tmdb_request_duration_seconds",
  () =>
    new Histogram({
      name: "marquee_tmdb_request_duration_seconds",
      help: "TMDB requests (each attempt) by endpoint template and outcome, with their duration",
      labelNames: ["endpoint", "outcome"] as const,
      buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export const tmdbRateLimited = counter(
  "marquee_tmdb_rate_limit_rejections_total",
  "TMDB calls refused because the rate cap's queue was full (answered 503 with Retry-After)",
);

type QueueStats = { queued: number; waitingForRate: number; inFlight: number };
let read: () => QueueStats = () => ({ queued: 0, waitingForRate: 0, inFlight: 0 });

/** Reads this upstream's queue when scraped (the latest catalogue made wins). */
export function watchUpstreamQueue(stats: () => QueueStats) {
  read = stats;
  once(
    "marquee_tmdb_queue_length",
    () =>
      new Gauge({
        name: "marquee_tmdb_queue_length",
        help: "TMDB calls waiting: for their slot under the rate cap (rate) or for a connection (connection)",
        labelNames: ["waiting_for"] as const,
        collect() {
          const stats = read();
          this.set({ waiting_for: "rate" }, stats.waitingForRate);
          this.set({ waiting_for: "connection" }, stats.queued);
        },
      }),
  );
  once(
    "marquee_tmdb_in_flight",
    () =>
      new Gauge({
        name: "marquee_tmdb_in_flight",
        help: "TMDB requests in flight",
        collect() {
          this.set(read().inFlight);
        },
      }),
  );
}

/** "movie/550/similar" -> "movie/:id/similar"; "tv/1399/season/2" -> "tv/:id/season/:n". */
export function endpointTemplate(path: string): string {
  return path
    .replace(/\/season\/\d+/, "/season/:n")
    .replace(/\/\d+(?=\/|$)/g, "/:id")
    .slice(0, 60);
}
