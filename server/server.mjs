// @ts-check
// Starts the production server: `npm start` (after `npm run build`). Reads PORT (default 3000), HOST, and the
// settings in server-env.mjs (TRUST_PROXY, API_RATE_LIMIT, HTML_CACHE_MB, LOG_LEVEL, METRICS_TOKEN, METRICS_PORT,
// the sync store's SYNC_DB_PATH, DATABASE_URL and SYNC_DB_TIMEOUT_MS, DRAIN_DELAY_MS and SHUTDOWN_TIMEOUT_MS, and
// REDIS_URL for the watch-together rooms' relay).
// Ready once warm (warm-up.mjs); on SIGTERM it drains for the load balancer, then stops (shutdown.mjs).
// First, so that on an older Node.js no other module runs: one line naming the version needed. (A module that
// cannot even link there, such as one importing a built-in that Node.js lacks, stops them all before: npm start
// checks in its prestart too.)
import "./check-node.mjs";
import "./production-env.mjs";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { format } from "node:util";
import { createAppListener, MAX_HEADER_BYTES } from "./app.mjs";
import { createLogger, secretsIn } from "./logger.mjs";
import { sendMetrics } from "./metrics.mjs";
import { createApiRateLimiter } from "./rate-limit.mjs";
import { attachRoomRelay, isRoomUpgrade } from "./rooms/attach.mjs";
import { readServerEnv } from "./server-env.mjs";
import { createShutdown } from "./shutdown.mjs";
import { closeSyncStore, openSyncStoreAtStart } from "./sync/open-store.mjs";
import { selfOrigin, warmUp } from "./warm-up.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build/server/index.js");
const clientDir = path.join(root, "build/client");

if (!existsSync(serverEntry)) {
  console.error(
    "No production build found. Run `npm run build` first (or `npm install && npm run build && npm start`).",
  );
  process.exit(1);
}

const port = Number.parseInt(process.env.PORT ?? "3000", 10);
const host = process.env.HOST || undefined;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a number from 0 to 65535, got "${process.env.PORT}".`);
  process.exit(1);
}

/** @type {import("./server-env.mjs").ServerEnv} */
let env;
try {
  env = readServerEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const log = createLogger({
  level: env.logLevel,
  pretty: process.env.NODE_ENV === "development",
  secrets: secretsIn(process.env),
});
Reflect.set(globalThis, Symbol.for("marquee.logger"), log);
// Everything else that writes to the console (React Router, React, libraries) goes through the same logger, so
// that stdout holds JSON lines only, at the right level, scrubbed of secrets.
console.log = (...args) => log.info(format(...args));
console.info = (...args) => log.info(format(...args));
console.warn = (...args) => log.warn(format(...args));
console.error = (...args) => log.error(format(...args));
console.debug = (...args) => log.debug(format(...args));

/** @type {import("react-router").ServerBuild} */
const build = await import(pathToFileURL(serverEntry).href);
// The app opens its catalogue (and reads BLOCKED_TITLES_FILE) now, so that a bad setting stops start-up here
// instead of failing the first visitor.
try {
  /** @type {{ startApp?: () => void }} */ (build.entry.module).startApp?.();
} catch (error) {
  log.fatal(error instanceof Error ? error.message : String(error));
  log.flush();
  process.exit(1);
}
/** @type {import("./app.mjs").Lifecycle} */
const lifecycle = { draining: false, warm: false };
// One API rate limit, taken by /api/ requests and the rooms' WebSocket upgrades alike.
const apiLimiter = createApiRateLimiter(env.apiRateLimit);
const server = createServer(
  { maxHeaderSize: MAX_HEADER_BYTES, shouldUpgradeCallback: isRoomUpgrade },
  createAppListener({ build, clientDir, env, lifecycle, log, apiLimiter }),
);
// Watch-together rooms: WebSockets at /api/rooms/<id> on the same server and port (server/rooms/).
const rooms = attachRoomRelay(server, { env, lifecycle, log, apiLimiter });
// Keep-alive slightly longer than common load balancers' idle timeout, so they close first.
server.keepAliveTimeout = 65_000;

server.listen(port, host, () => {
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  const shownHost = !host || host === "0.0.0.0" || host === "::" ? "localhost" : host;
  log.info(`Listening on http://${shownHost}:${address.port}`);
  // Migrations and the purge of old synced lists run now, not on some visitor's first sync; /readyz says 503
  // until this is done (server/warm-up.mjs).
  warmUp({ origin: selfOrigin(address), openStore: () => openSyncStoreAtStart(env.sync), log }).finally(
    () => {
      lifecycle.warm = true;
    },
  );
});

// /metrics on a port of its own, for a scraper on a private network; nothing else is served there.
const metricsServer = env.metricsPort
  ? createServer((req, res) => {
      if (req.url === "/metrics" && (req.method === "GET" || req.method === "HEAD")) {
        sendMetrics(res).catch(() => res.destroy());
        return;
      }
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found");
    })
  : null;
metricsServer?.listen(env.metricsPort, host, () => log.info(`Metrics on port ${env.metricsPort}`));

/** Lets the app release what it holds (the shared cache's Redis connection, the sync database) before exit. */
function closeAppResources() {
  /** @type {Set<() => Promise<void>> | undefined} */
  const hooks = Reflect.get(globalThis, Symbol.for("marquee.shutdownHooks"));
  return Promise.allSettled([...(hooks ?? [])].map((hook) => hook()).concat(closeSyncStore(), rooms.close()));
}

const shutDown = createShutdown({
  server,
  metricsServer,
  lifecycle,
  drainDelayMs: env.drainDelayMs,
  shutdownTimeoutMs: env.shutdownTimeoutMs,
  closeResources: closeAppResources,
  closeSockets: () => rooms.closeAll(),
  log,
  exit: (code) => {
    log.flush();
    process.exit(code);
  },
});
// SIGTERM comes from an orchestrator with a load balancer in front: drain. SIGINT is someone at a terminal
// (Ctrl-C), with no balancer to wait for.
process.once("SIGTERM", () => shutDown("SIGTERM"));
process.once("SIGINT", () => shutDown("SIGINT", 0));
