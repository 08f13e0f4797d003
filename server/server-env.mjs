// @ts-check
// The production server's own settings (the app's are read by app/config.server.ts). Read once at start-up;
// a bad value stops the server with a message naming the variable.

/**
 * @typedef {object} ServerEnv
 * @property {number} trustProxy proxies in front of this server whose X-Forwarded-For/-Proto to believe (0: none)
 * @property {number} apiRateLimit requests per minute per client on /api/ (0: no limit)
 * @property {number} htmlCacheBytes bytes of rendered HTML kept for reuse (0: no HTML cache)
 */

/**
 * @param {string} name
 * @param {string | undefined} raw
 * @param {{ fallback: number, min: number, max: number, yes?: number }} range
 */
function wholeNumber(name, raw, { fallback, min, max, yes }) {
  const text = raw?.trim().toLowerCase() ?? "";
  if (text === "") return fallback;
  if (yes !== undefined && text === "true") return yes;
  if (text === "false") return 0;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  }
  return Number(text);
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {ServerEnv}
 */
export function readServerEnv(env = process.env) {
  return {
    // "1" (or "true"): one proxy, such as a CDN or load balancer; "2": a CDN in front of a load balancer.
    trustProxy: wholeNumber("TRUST_PROXY", env.TRUST_PROXY, { fallback: 0, min: 0, max: 10, yes: 1 }),
    apiRateLimit: wholeNumber("API_RATE_LIMIT", env.API_RATE_LIMIT, {
      fallback: 120,
      min: 0,
      max: 1_000_000,
    }),
    htmlCacheBytes:
      wholeNumber("HTML_CACHE_MB", env.HTML_CACHE_MB, { fallback: 64, min: 0, max: 4096 }) * 1024 * 1024,
  };
}
