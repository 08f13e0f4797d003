// @ts-check
// A short-lived cache of rendered pages that every visitor sees the same (docs/decisions/0009-html-cache.md).
// It behaves like a shared HTTP cache in front of the app: it stores only what the app marks as shareable
// (200, Cache-Control public with s-maxage, no Set-Cookie, Vary on nothing but Accept-Encoding and
// Accept-Language), keeps it for s-maxage, then serves it stale for up to stale-while-revalidate while one
// background render refreshes it. Concurrent misses for the same page render once. Each page's CSP nonce is
// cut out when stored and a fresh one is put into the body and the header of every response served.
import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { deflatePart, gzipPage, split } from "./nonce-gzip.mjs";
import { sameSpelling, sharedFreshness, varyNames } from "./shared-cache-rules.mjs";

/** The documents worth keeping: pages, and React Router's single-fetch data for client navigations. */
const CACHED_TYPES = new Set(["text/html", "text/x-script"]);
/** Response headers that belong to one response, not to the stored page. */
const NOT_STORED = new Set([
  "age",
  "connection",
  "content-length",
  "date",
  "keep-alive",
  "transfer-encoding",
]);
/** The nonce the app put in a page's Content-Security-Policy; long enough never to occur by chance. */
const NONCE = /'nonce-([A-Za-z0-9+/_=-]{16,})'/;

/**
 * @typedef {object} Entry
 * @property {[string, string][]} headers
 * @property {Buffer[]} parts the body, cut where the nonce was
 * @property {Buffer[]} deflated each part compressed once, raw deflate ending on a byte boundary (see gzipPage in nonce-gzip.mjs)
 * @property {string[]} policyParts the Content-Security-Policy, cut where the nonce was (empty: none)
 * @property {number} storedAt
 * @property {number} freshUntil
 * @property {number} staleUntil
 * @property {number} size
 *
 * @typedef {{ get(name: string): string | null }} HeaderSource
 * @typedef {{ entry: Entry, state: "fresh" | "stale" }} Found
 */

export function createNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * @param {{ maxBytes: number, now?: () => number, nonce?: () => string, languageVariant?: (header: string | null) => string }} options
 *   `languageVariant`: what distinguishes two Accept-Language headers for a page that varies on it. Two visitors
 *   whose headers give the same answer share the stored page.
 */
export function createHtmlCache({
  maxBytes,
  now = Date.now,
  nonce = createNonce,
  languageVariant = sameSpelling,
}) {
  const language = (/** @type {HeaderSource} */ headers) => languageVariant(headers.get("accept-language"));
  /** @type {LRUCache<string, Entry>} */
  const entries = new LRUCache({
    maxSize: maxBytes,
    // One page may not push out more than a quarter of the rest.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
    sizeCalculation: (entry) => entry.size,
  });
  /** What each URL's stored page varies on, learnt from its response (like an HTTP cache's Vary). */
  /** @type {LRUCache<string, string[]>} */
  const varyByUrl = new LRUCache({ max: 10_000 });
  /** @type {Map<string, Promise<Entry | null>>} */
  const flights = new Map();
  /** Bumped by clear(): a render that started before is not stored after it. */
  let generation = 0;

  /** The stored page's key: its URL, plus the visitor's languages when the page varies on them. */
  const variantKey = (
    /** @type {string} */ url,
    /** @type {HeaderSource} */ headers,
    /** @type {string[] | undefined} */ names,
  ) => (names?.includes("accept-language") ? `${url}\n${language(headers)}` : url);
  // Concurrent requests share a render only if they could share its result whatever it varies on.
  const flightKey = (/** @type {string} */ url, /** @type {HeaderSource} */ headers) =>
    `${url}\n${language(headers)}`;

  /**
   * Keeps a response if it is for sharing. Returns the stored entry, or the response to send as it is (its body
   * may have been read, so a copy is returned).
   * @param {string} url
   * @param {HeaderSource} requestHeaders
   * @param {Response} response
   * @param {number} startedIn the generation the render started in
   * @returns {Promise<{ entry: Entry } | { entry: null, response: Response }>}
   */
  async function store(url, requestHeaders, response, startedIn) {
    const type = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
    const freshness = sharedFreshness(response.headers.get("cache-control"));
    const names = varyNames(response.headers.get("vary"));
    if (
      response.status !== 200 ||
      !CACHED_TYPES.has(type) ||
      !freshness ||
      !names ||
      startedIn !== generation ||
      response.headers.getSetCookie().length > 0
    ) {
      return { entry: null, response };
    }
    const body = Buffer.from(await response.arrayBuffer());
    const policy = response.headers.get("content-security-policy") ?? "";
    const pageNonce = NONCE.exec(policy)?.[1];
    const parts = pageNonce ? split(body, Buffer.from(pageNonce)) : [body];
    const deflated = parts.map(deflatePart);
    const policyParts = pageNonce ? policy.split(pageNonce) : [];
    /** @type {[string, string][]} */
    const headers = [];
    for (const [name, value] of response.headers) {
      if (!NOT_STORED.has(name) && name !== "content-security-policy") headers.push([name, value]);
    }
    if (!pageNonce && policy) headers.push(["content-security-policy", policy]);
    const storedAt = now();
    const freshUntil = storedAt + freshness.ttl * 1000;
    /** @type {Entry} */
    const entry = {
      headers,
      parts,
      deflated,
      policyParts,
      storedAt,
      freshUntil,
      staleUntil: freshUntil + freshness.stale * 1000,
      size: body.byteLength + deflated.reduce((sum, part) => sum + part.byteLength, 0) + policy.length + 1024,
    };
    const key = variantKey(url, requestHeaders, names);
    entries.set(key, entry);
    if (!entries.has(key)) return { entry: null, response: new Response(body, response) };
    varyByUrl.set(url, names);
    return { entry };
  }

  /**
   * Renders once for all concurrent misses of one page. The first caller gets its own response back when it is
   * not for sharing; the others then get `entry: null` and render for themselves.
   * @param {string} url
   * @param {HeaderSource} headers
   * @param {() => Promise<Response>} render
   * @returns {Promise<{ entry: Entry | null, response?: Response }>}
   */
  async function load(url, headers, render) {
    const key = flightKey(url, headers);
    const pending = flights.get(key);
    if (pending) return { entry: await pending };
    /** @type {(entry: Entry | null) => void} */
    let settle = () => {};
    flights.set(key, new Promise((resolve) => (settle = resolve)));
    const startedIn = generation;
    try {
      const result = await store(url, headers, await render(), startedIn);
      settle(result.entry);
      return result;
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      flights.delete(key);
    }
  }

  return {
    /**
     * The stored page for this request, fresh or stale-but-usable; expired pages are dropped.
     * @param {string} url
     * @param {HeaderSource} headers
     * @returns {Found | undefined}
     */
    lookup(url, headers) {
      const key = variantKey(url, headers, varyByUrl.get(url));
      const entry = entries.get(key);
      if (!entry) return undefined;
      const at = now();
      if (at < entry.freshUntil) return { entry, state: "fresh" };
      if (at < entry.staleUntil) return { entry, state: "stale" };
      entries.delete(key);
      return undefined;
    },

    load,

    /**
     * Refreshes a stale page in the background, once however many requests see it stale. A failure keeps the
     * stale page until its stale-while-revalidate runs out; a page that is no longer for sharing is dropped.
     * @param {string} url
     * @param {HeaderSource} headers
     * @param {() => Promise<Response>} render
     */
    revalidate(url, headers, render) {
      if (flights.has(flightKey(url, headers))) return;
      load(url, headers, render).then(
        async (result) => {
          if (result.entry || !result.response) return;
          await result.response.body?.cancel();
          if (result.response.status < 500) entries.delete(variantKey(url, headers, varyByUrl.get(url)));
        },
        (error) => console.error("Revalidating a cached page failed:", error),
      );
    },

    /**
     * One response's worth of a stored page: its headers with Age, and its body, with a fresh nonce in both;
     * gzipped (from the parts compressed at store time) when `gzip` is set.
     * @param {Entry} entry
     * @param {{ gzip?: boolean }} [options]
     */
    respond(entry, { gzip = false } = {}) {
      const age = String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000)));
      /** @type {[string, string][]} */
      const headers = [...entry.headers, ["age", age]];
      const fresh = Buffer.from(entry.policyParts.length > 0 ? nonce() : "");
      if (entry.policyParts.length > 0) {
        headers.push(["content-security-policy", entry.policyParts.join(fresh.toString())]);
      }
      if (gzip) return { headers, body: gzipPage(entry.parts, entry.deflated, fresh), encoding: "gzip" };
      /** @type {Buffer[]} */
      const pieces = [];
      entry.parts.forEach((part, index) => {
        if (index > 0) pieces.push(fresh);
        pieces.push(part);
      });
      return { headers, body: pieces.length === 1 ? (pieces[0] ?? Buffer.alloc(0)) : Buffer.concat(pieces) };
    },

    /** Forgets every stored page (the takedown list changed): the next request for each renders it again. */
    clear() {
      generation += 1;
      entries.clear();
      varyByUrl.clear();
    },

    /** Number of stored pages and their size in bytes, for tests and diagnostics. */
    stats() {
      return { entries: entries.size, bytes: entries.calculatedSize };
    },
  };
}
