// @ts-check
// What the HTML cache (html-cache.mjs) takes from HTTP, as a shared cache that knows nothing of the app would:
// one spelling of a request's URL and of its Accept-Language, whether a response is for sharing and for how
// long (Cache-Control), and which request headers it varies on (Vary).

/** Request headers a stored page may vary on (Accept-Encoding is negotiated per response by compression). */
const VARY_HANDLED = new Set(["accept-encoding", "accept-language"]);
/**
 * The same request in one spelling: scheme, host, path, and the query with its parameters in the order sent
 * (each one re-encoded). Not sorted: a page may answer another order differently (Discover redirects every
 * spelling but its canonical one), and a sorted key served the canonical page's copy at a permuted
 * URL instead of that redirect. The app's own links spell each page one way, so little is lost.
 */
export function cacheUrl(
  /** @type {string} */ target,
  /** @type {string | undefined} */ host,
  https = false,
) {
  const query = target.indexOf("?");
  const path = query < 0 ? target : target.slice(0, query);
  const search = new URLSearchParams(query < 0 ? "" : target.slice(query + 1)).toString();
  return `${https ? "https" : "http"}://${(host ?? "").toLowerCase()}${path}${search ? `?${search}` : ""}`;
}

/**
 * Accept-Language in one spelling, so "en-US, en;q=0.9" and "en-US,en;q=0.9" share an entry: what a cache that
 * knows nothing of the app can do. The app may say what its pages really take from the header (`languageVariant`).
 * @param {string | null} header
 */
export function sameSpelling(header) {
  return (header ?? "").toLowerCase().replace(/\s+/g, "").slice(0, 256);
}

/**
 * Seconds a shared cache may keep the response, and serve it stale while revalidating, or null when the
 * response is not for sharing.
 * @param {string | null} cacheControl
 */
export function sharedFreshness(cacheControl) {
  if (!cacheControl) return null;
  /** @type {Map<string, string>} */
  const directives = new Map();
  for (const part of cacheControl.toLowerCase().split(",")) {
    const [name = "", value = ""] = part.trim().split("=");
    directives.set(name, value.replace(/^"|"$/g, ""));
  }
  if (["private", "no-store", "no-cache"].some((name) => directives.has(name))) return null;
  const ttl = Number(directives.get("s-maxage") ?? directives.get("max-age") ?? Number.NaN);
  if (!directives.has("public") || !(ttl > 0)) return null;
  const stale = Number(directives.get("stale-while-revalidate") ?? 0) || 0;
  return { ttl, stale: Math.max(stale, 0) };
}

/** The request headers a response varies on, beyond encoding; null when the cache cannot key them. */
export function varyNames(/** @type {string | null} */ vary) {
  if (!vary) return [];
  const names = vary
    .toLowerCase()
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => !VARY_HANDLED.has(name))) return null;
  return names.filter((name) => name !== "accept-encoding");
}
