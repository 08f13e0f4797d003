// @ts-check
// A short-lived cache of rendered pages that every visitor sees the same (docs/decisions/0009-html-cache.md).
// It behaves like a shared HTTP cache in front of the app: it stores only what the app marks as shareable
// (200, Cache-Control public with s-maxage, no Set-Cookie, Vary on nothing but Accept-Encoding and
// Accept-Language), keeps it for s-maxage, then serves it stale for up to stale-while-revalidate while one
// background render refreshes it. Concurrent misses for the same page render once. Each page's CSP nonce is
// cut out when stored and a fresh one is put into the body and the header of every response served.
import { randomBytes } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { LRUCache } from "lru-cache";

/** The documents worth keeping: pages, and React Router's single-fetch data for client navigations. */
const CACHED_TYPES = new Set(["text/html", "text/x-script"]);
/** Request headers a stored page may vary on (Accept-Encoding is negotiated per response by compression). */
const VARY_HANDLED = new Set(["accept-encoding", "accept-language"]);
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
 * @property {Buffer[]} deflated each part compressed once, raw deflate ending on a byte boundary (see gzipPage)
 * @property {string[]} policyParts the Content-Security-Policy, cut where the nonce was (empty: none)
 * @property {number} storedAt
 * @property {number} freshUntil
 * @property {number} staleUntil
 * @property {number} size
 *
 * @typedef {{ get(name: string): string | null }} HeaderSource
 * @typedef {{ entry: Entry, state: "fresh" | "stale" }} Found
 */

/**
 * The same request in one spelling: scheme, host, path, and the query with its parameters in the order sent
 * (each one re-encoded). Not sorted: a page may answer another order differently (Discover redirects every
 * spelling but its canonical one, issue 24), and a sorted key served the canonical page's copy at a permuted
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
function sameSpelling(header) {
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
function varyNames(/** @type {string | null} */ vary) {
  if (!vary) return [];
  const names = vary
    .toLowerCase()
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => !VARY_HANDLED.has(name))) return null;
  return names.filter((name) => name !== "accept-encoding");
}

/** Cuts `body` at every occurrence of `needle`. */
function split(/** @type {Buffer} */ body, /** @type {Buffer} */ needle) {
  const parts = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at >= 0; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** gzip's fixed header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block: the end of the deflate stream. */
const DEFLATE_END = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** Compresses a part once, for good: level 9, ended with a sync flush so more blocks may follow it. */
function deflatePart(/** @type {Buffer} */ part) {
  return deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
}

/** The nonce as a stored (uncompressed) deflate block, which may stand between two flushed parts. */
function storedBlock(/** @type {Buffer} */ bytes) {
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/**
 * A gzip body for one response without compressing the page again: deflate blocks do not depend on the blocks
 * before them unless they point back into them, and parts compressed on their own never do. So the parts
 * compressed once at store time, with this response's nonce between them as stored blocks, form one valid
 * deflate stream; only the CRC-32 is computed per response.
 * @param {Buffer[]} parts @param {Buffer[]} deflated @param {Buffer} nonce
 */
function gzipPage(parts, deflated, nonce) {
  const nonceBlock = storedBlock(nonce);
  /** @type {Buffer[]} */
  const pieces = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(nonceBlock);
      crc = crc32(nonce, crc);
      length += nonce.length;
    }
    pieces.push(/** @type {Buffer} */ (deflated[index]));
    crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(DEFLATE_END, trailer);
  return Buffer.concat(pieces);
}

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
