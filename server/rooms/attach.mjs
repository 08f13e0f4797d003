// @ts-check
// The rooms' relay on the site's server, as server.mjs starts it: the store REDIS_URL calls for, the server's
// own TRUST_PROXY and lifecycle, and the API's rate limiter. The server must be created with
// `shouldUpgradeCallback: isRoomUpgrade` (exported here) so that only room upgrades reach the relay.
import { openRoomStore } from "./open-store.mjs";
import { createRoomRelay } from "./relay.mjs";

export { isRoomUpgrade } from "./upgrade-gate.mjs";

/**
 * @param {import("node:http").Server} server
 * @param {{ env: import("../server-env.mjs").ServerEnv, lifecycle: { draining: boolean }, log: import("pino").Logger,
 *   apiLimiter: import("../rate-limit.mjs").RateLimiter | null }} options
 */
export function attachRoomRelay(server, { env, lifecycle, log, apiLimiter }) {
  const relay = createRoomRelay({
    store: openRoomStore({ redisUrl: env.redisUrl, log }),
    trustProxy: env.trustProxy,
    lifecycle,
    log,
    apiLimiter,
  });
  server.on("upgrade", relay.handleUpgrade);
  return relay;
}
