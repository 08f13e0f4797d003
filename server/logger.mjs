// @ts-check
// The one structured logger (pino, JSON lines on stdout), shared by the server and the app bundle through
// globalThis, as the shutdown hooks are: the app is built as a separate bundle and would otherwise make its own.
// Every line written while a request is answered carries its request id (AsyncLocalStorage). Secrets the
// process knows (the TMDB credential, the metrics token, the Redis password) are scrubbed from every message
// and error text. Pretty output only in development (NODE_ENV=development, pino-pretty is a devDependency).
import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import pino from "pino";

export const LOG_LEVELS = /** @type {const} */ ([
  "fatal",
  "error",
  "warn",
  "info",
  "debug",
  "trace",
  "silent",
]);

const SHARED = Symbol.for("marquee.logger");

/** @typedef {{ requestId: string }} RequestContext */

/** The request a line is written for, if any. */
export const requestContext = /** @type {AsyncLocalStorage<RequestContext>} */ (
  Reflect.get(globalThis, Symbol.for("marquee.requestContext")) ?? new AsyncLocalStorage()
);
Reflect.set(globalThis, Symbol.for("marquee.requestContext"), requestContext);

/**
 * Replaces each secret (raw and URL-encoded) with [redacted], plus any api_key= value and Bearer token.
 * @param {string} text
 * @param {readonly string[]} secrets
 */
export function scrub(text, secrets) {
  let out = text;
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)]))
      out = out.split(form).join("[redacted]");
  }
  return out
    .replace(/(api_key=)[^&\s"'#]*/gi, "$1[redacted]")
    .replace(/(Bearer\s+)[^\s"',]+/gi, "$1[redacted]");
}

/**
 * The secrets in the environment, to keep out of every line.
 * @param {NodeJS.ProcessEnv} env
 */
export function secretsIn(env) {
  const values = [env.TMDB_API_KEY, env.TMDB_READ_TOKEN, env.METRICS_TOKEN];
  try {
    if (env.REDIS_URL) values.push(decodeURIComponent(new URL(env.REDIS_URL).password));
  } catch {}
  return values.map((value) => value?.trim() ?? "").filter((value) => value.length > 0);
}

/** @param {string} level */
function validLevel(level) {
  return /** @type {readonly string[]} */ (LOG_LEVELS).includes(level);
}

/**
 * @param {{ level?: string, pretty?: boolean, secrets?: readonly string[], destination?: import("pino").DestinationStream }} options
 * @returns {import("pino").Logger}
 */
export function createLogger({ level = "info", pretty = false, secrets = [], destination } = {}) {
  /** @type {import("pino").LoggerOptions} */
  const options = {
    level: validLevel(level) ? level : "info",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const context = requestContext.getStore();
      return context ? { reqId: context.requestId } : {};
    },
    serializers: {
      // Name and message only, scrubbed: an error's other fields (a request, its URL) may hold a secret.
      err: (/** @type {unknown} */ error) =>
        error instanceof Error
          ? {
              type: error.name,
              message: scrub(error.message, secrets),
              stack: scrub(error.stack ?? "", secrets),
            }
          : { message: scrub(String(error), secrets) },
    },
    hooks: {
      logMethod(args, method) {
        const cleaned = args.map((arg) => (typeof arg === "string" ? scrub(arg, secrets) : arg));
        return method.apply(
          this,
          /** @type {Parameters<typeof method>} */ (/** @type {unknown} */ (cleaned)),
        );
      },
    },
  };
  if (pretty && !destination && prettyAvailable()) {
    return pino({
      ...options,
      transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss.l" } },
    });
  }
  return destination ? pino(options, destination) : pino(options);
}

function prettyAvailable() {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}

/**
 * The process's logger, made once from the environment (LOG_LEVEL, NODE_ENV) and shared with the app bundle.
 * @returns {import("pino").Logger}
 */
export function logger() {
  /** @type {import("pino").Logger | undefined} */
  let shared = Reflect.get(globalThis, SHARED);
  if (!shared) {
    shared = createLogger({
      level: process.env.LOG_LEVEL?.trim().toLowerCase() || "info",
      pretty: process.env.NODE_ENV === "development",
      secrets: secretsIn(process.env),
    });
    Reflect.set(globalThis, SHARED, shared);
  }
  return shared;
}
