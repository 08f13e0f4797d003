// @ts-check
// The stop that load balancers understand (docs/decisions/0026-shutdown-for-load-balancers.md). On SIGTERM:
//   1. /readyz answers 503 at once (lifecycle.draining), while the server keeps accepting and serving for
//      DRAIN_DELAY_MS, every response with `Connection: close`, so the balancer's checks see it go and no
//      visitor is refused in between;
//   2. then it closes the watch-together rooms' sockets with 1012 (their clients reconnect at once, to an
//      instance the balancer still sends to), stops accepting, closes idle connections, and gives requests in
//      flight up to SHUTDOWN_TIMEOUT_MS;
//   3. then it closes what the app holds (Redis, the sync database) and exits 0.

/**
 * @typedef {object} ShutdownOptions
 * @property {import("node:http").Server} server the site's server
 * @property {import("./app.mjs").Lifecycle} lifecycle read by the request pipeline (server/app.mjs)
 * @property {number} drainDelayMs how long to keep serving, not ready, before refusing new connections
 * @property {number} shutdownTimeoutMs how long requests in flight may take once new connections are refused
 * @property {() => Promise<unknown>} closeResources Redis, the database: everything but the server
 * @property {(code: number) => void} exit
 * @property {{ info: (message: string) => void, warn: (message: string) => void }} log
 * @property {import("node:http").Server | null} [metricsServer] the separate /metrics listener, if any
 * @property {() => unknown} [closeSockets] closes long-lived sockets (the rooms' WebSockets) once the drain delay
 *   is over; the server's close waits for them, as they are no HTTP requests it could close itself, and
 *   resources close once its promise settles (it must settle: the relay's cuts stragglers within a second)
 */

/** How often connections whose last request finished are closed while requests are still in flight. */
const IDLE_SWEEP_MS = 200;

/**
 * @param {ShutdownOptions} options
 * @returns {(signal: string, drainDelayMs?: number) => void} begins the stop; later calls are ignored
 */
export function createShutdown({
  server,
  lifecycle,
  drainDelayMs,
  shutdownTimeoutMs,
  closeResources,
  exit,
  log,
  metricsServer = null,
  closeSockets = () => {},
}) {
  let begun = false;
  return (signal, delayMs = drainDelayMs) => {
    if (begun) return;
    begun = true;
    lifecycle.draining = true;
    log.info(`${signal} received: not ready; serving for ${delayMs} ms more while the load balancer notices`);
    const drain = setTimeout(() => stopAccepting(), delayMs);
    drain.unref?.();

    function stopAccepting() {
      log.info("Drain delay over: refusing new connections, finishing requests in flight");
      let exiting = false;
      const finish = () => {
        if (exiting) return;
        exiting = true;
        clearInterval(sweep);
        clearTimeout(deadline);
        // The sockets' own goodbyes (a room member leaving, in Redis) go out before Redis closes.
        socketsClosed
          .then(() => closeResources())
          .catch(() => {})
          .finally(() => {
            log.info("Stopped");
            exit(0);
          });
      };
      // Before the listener closes: a client told 1012 reconnects at once, and must find the balancer already
      // sending elsewhere, which the drain delay has seen to.
      const socketsClosed = new Promise((resolve) => resolve(closeSockets())).catch(() => {});
      server.close(finish);
      metricsServer?.close();
      server.closeIdleConnections();
      // A keep-alive connection whose request finishes now goes idle afterwards: close those as they do.
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      const deadline = setTimeout(() => {
        log.warn(`Requests still in flight after ${shutdownTimeoutMs} ms: closing their connections`);
        server.closeAllConnections();
        finish();
      }, shutdownTimeoutMs);
    }
  };
}
