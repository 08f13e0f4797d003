// @ts-check
// A redis-server of the load run's own, for the crawler's two instances (tests/support/throwaway-redis.mjs).
import { freePort } from "../../tests/support/free-port.mjs";
import { redisServerInstalled, startRedis } from "../../tests/support/throwaway-redis.mjs";
import { stopWithTheRun } from "./processes.mjs";

/** A redis-server of the load run's own, on a free port; null when none is installed. */
export async function startLoadRedis() {
  if (!redisServerInstalled()) return null;
  const port = await freePort();
  stopWithTheRun(await startRedis(port));
  return `redis://127.0.0.1:${port}`;
}
