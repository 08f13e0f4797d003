// @ts-check
// Starts the production server: `npm start` (after `npm run build`). Reads PORT (default 3000), HOST, and the
// settings in server-env.mjs (TRUST_PROXY, API_RATE_LIMIT, HTML_CACHE_MB, and the sync store's SYNC_DB_PATH,
// DATABASE_URL and SYNC_DB_TIMEOUT_MS).
import "./production-env.mjs";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createAppListener, MAX_HEADER_BYTES } from "./app.mjs";
import { readServerEnv } from "./server-env.mjs";
import { closeSyncStore, openSyncStoreAtStart } from "./sync/open-store.mjs";

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

/** @type {import("react-router").ServerBuild} */
const build = await import(pathToFileURL(serverEntry).href);
const server = createServer(
  { maxHeaderSize: MAX_HEADER_BYTES },
  createAppListener({ build, clientDir, env }),
);
// Keep-alive slightly longer than common load balancers' idle timeout, so they close first.
server.keepAliveTimeout = 65_000;
// Migrations and the purge of old synced lists run at start-up, not on some visitor's first sync.
openSyncStoreAtStart(env.sync);

server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const shownHost = !host || host === "0.0.0.0" || host === "::" ? "localhost" : host;
  console.log(`Listening on http://${shownHost}:${actualPort}`);
});

/** Stop accepting connections, let requests in flight finish, then exit; force exit if that takes too long. */
function shutDown(/** @type {string} */ signal) {
  console.log(`${signal} received: shutting down`);
  server.close(() => closeAppResources().finally(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}

/** Lets the app release what it holds (the shared cache's Redis connection, the sync database) before exit. */
function closeAppResources() {
  /** @type {Set<() => Promise<void>> | undefined} */
  const hooks = Reflect.get(globalThis, Symbol.for("marquee.shutdownHooks"));
  return Promise.allSettled([...(hooks ?? [])].map((hook) => hook()).concat(closeSyncStore()));
}
process.once("SIGTERM", () => shutDown("SIGTERM"));
process.once("SIGINT", () => shutDown("SIGINT"));
