// @ts-check
// Per-client rate limiting for the JSON API: a token bucket per client, kept in memory, at most `maxClients`
// buckets (the least recently seen are forgotten, which only ever gives a client a fresh allowance).
import { LRUCache } from "lru-cache";

/**
 * @typedef {{ allowed: true, remaining: number } | { allowed: false, retryAfterSeconds: number }} Verdict
 * @typedef {{ tokens: number, updatedAt: number }} Bucket
 */

/**
 * @param {{ limit: number, windowMs?: number, maxClients?: number, now?: () => number }} options
 *   `limit` requests per `windowMs` (a minute), in bursts of up to `limit`, refilled evenly.
 */
export function createRateLimiter({ limit, windowMs = 60_000, maxClients = 10_000, now = Date.now }) {
  if (!(limit > 0)) throw new Error("A rate limit needs a positive limit");
  const perMs = limit / windowMs;
  /** @type {LRUCache<string, Bucket>} */
  const buckets = new LRUCache({ max: maxClients });
  return {
    /**
     * Takes one request from the client's allowance.
     * @param {string} client
     * @returns {Verdict}
     */
    take(client) {
      const at = now();
      const bucket = buckets.get(client) ?? { tokens: limit, updatedAt: at };
      bucket.tokens = Math.min(limit, bucket.tokens + (at - bucket.updatedAt) * perMs);
      bucket.updatedAt = at;
      buckets.set(client, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true, remaining: Math.floor(bucket.tokens) };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)),
      };
    },
  };
}

/**
 * The API's limiter (API_RATE_LIMIT a minute; null when 0): one per process, made by server.mjs and handed both
 * to the request pipeline for /api/ and to the rooms' relay, whose WebSocket upgrades are /api/ requests too and
 * take from the same client's bucket.
 * @param {number} limit
 */
export function createApiRateLimiter(limit) {
  return limit > 0 ? createRateLimiter({ limit }) : null;
}

/** @typedef {ReturnType<typeof createRateLimiter>} RateLimiter */

/**
 * The 429 answer: when to come back, in a header and in a small JSON body like the API's other errors.
 * @param {import("node:http").ServerResponse} res
 * @param {number} retryAfterSeconds
 */
export function sendTooManyRequests(res, retryAfterSeconds) {
  const body = JSON.stringify({ success: false, error: "Too many requests", retryAfter: retryAfterSeconds });
  res.writeHead(429, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Retry-After": String(retryAfterSeconds),
    "Cache-Control": "no-store",
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
}
