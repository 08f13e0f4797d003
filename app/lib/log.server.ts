import type { Logger } from "pino";
import { logger } from "../../server/logger.mjs";

// The app's log: the server's own logger (server/logger.mjs), shared through globalThis, so app lines are JSON
// like the rest, at LOG_LEVEL, with the request id of the request they were written for.

export function log(): Logger {
  return logger();
}
